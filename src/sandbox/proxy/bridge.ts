// How a sandboxed command reaches the proxy. The sandbox keeps its own network namespace (nothing but
// its private loopback), and the proxy's Unix socket is bound into it. Tools expect an HTTP proxy on a
// TCP port, so before the command starts a small bridge — node, which is on every runner, started with
// an empty environment — listens on the sandbox's own 127.0.0.1:3128 and passes each connection to the
// socket. The bridge holds no privilege the command lacks (the command could use the socket itself);
// every decision is the proxy's, outside. It adds one node start-up (~40 ms) to each command, and only
// when sandbox.allowedDomains is set.

/** Where the bridge listens inside the sandbox (its own network namespace: no clash with the host). */
export const PROXY_PORT = 3128;

/** Where the proxy's socket appears inside the sandbox (on the sandbox's own /dev tmpfs). */
export const PROXY_SOCKET_INSIDE = "/dev/steward-proxy.sock";

const PROXY_URL = `http://127.0.0.1:${String(PROXY_PORT)}`;

/**
 * The environment that points tools at the proxy. curl, wget, git, pip, Go and npm read the lower- or
 * upper-case variables; npm's own settings win over a repository's .npmrc; recent Node versions read
 * them under NODE_USE_ENV_PROXY. Local addresses stay direct (a test server inside the sandbox).
 */
export const PROXY_ENV: Readonly<Record<string, string>> = {
  HTTP_PROXY: PROXY_URL,
  HTTPS_PROXY: PROXY_URL,
  ALL_PROXY: PROXY_URL,
  http_proxy: PROXY_URL,
  https_proxy: PROXY_URL,
  all_proxy: PROXY_URL,
  NO_PROXY: "localhost,127.0.0.1,::1",
  no_proxy: "localhost,127.0.0.1,::1",
  npm_config_proxy: PROXY_URL,
  npm_config_https_proxy: PROXY_URL,
  NODE_USE_ENV_PROXY: "1",
};

/** The bridge, for `node -e`: prints "ready" once it listens, then relays until the sandbox ends. */
const BRIDGE_SCRIPT = [
  'const net = require("net");',
  "const server = net.createServer((client) => {",
  `  const proxy = net.connect(${JSON.stringify(PROXY_SOCKET_INSIDE)});`,
  "  const end = () => { client.destroy(); proxy.destroy(); };",
  '  for (const s of [client, proxy]) s.on("error", end).on("close", end);',
  "  client.pipe(proxy).pipe(client);",
  "});",
  'server.on("error", () => process.exit(1));',
  `server.listen(${String(PROXY_PORT)}, "127.0.0.1", () => process.stdout.write("ready\\n"));`,
].join("\n");

/**
 * The shell that starts the bridge, waits until it listens, then becomes the command's own shell
 * (`/bin/bash -c script`, as without the bridge). Arguments: $1 node, $2 the bridge, $3 the script.
 * A bridge that cannot start leaves the command without network, never with more.
 */
const BRIDGE_WRAPPER =
  'read -r _ < <(exec -c "$1" -e "$2" </dev/null 2>/dev/null) || ' +
  'echo "steward: the sandbox\'s network proxy bridge did not start; this command has no network" >&2; ' +
  'exec /bin/bash -c "$3"';

/** `/bin/bash -c script` with the bridge started first. */
export function bridgedShell(node: string, script: string): string[] {
  return ["/bin/bash", "-c", BRIDGE_WRAPPER, "/bin/bash", node, BRIDGE_SCRIPT, script];
}
