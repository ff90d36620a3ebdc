import { createRequire as __stewardCreateRequire } from 'node:module'; const require = __stewardCreateRequire(import.meta.url);

// src/sandbox/proxy/bridge.ts
var PROXY_PORT = 3128;
var PROXY_SOCKET_INSIDE = "/dev/steward-proxy.sock";
var PROXY_URL = `http://127.0.0.1:${String(PROXY_PORT)}`;
var PROXY_ENV = {
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
  NODE_USE_ENV_PROXY: "1"
};
var BRIDGE_SCRIPT = [
  'const net = require("net");',
  "const server = net.createServer((client) => {",
  `  const proxy = net.connect(${JSON.stringify(PROXY_SOCKET_INSIDE)});`,
  "  const end = () => { client.destroy(); proxy.destroy(); };",
  '  for (const s of [client, proxy]) s.on("error", end).on("close", end);',
  "  client.pipe(proxy).pipe(client);",
  "});",
  'server.on("error", () => process.exit(1));',
  `server.listen(${String(PROXY_PORT)}, "127.0.0.1", () => process.stdout.write("ready\\n"));`
].join("\n");
var BRIDGE_WRAPPER = `read -r _ < <(exec -c "$1" -e "$2" </dev/null 2>/dev/null) || echo "steward: the sandbox's network proxy bridge did not start; this command has no network" >&2; exec /bin/bash -c "$3"`;
function bridgedShell(node, script) {
  return ["/bin/bash", "-c", BRIDGE_WRAPPER, "/bin/bash", node, BRIDGE_SCRIPT, script];
}

// src/sandbox/argv.ts
function isolation(layout) {
  const user = layout.user === void 0 ? [] : ["--uid", String(layout.user.uid), "--gid", String(layout.user.gid)];
  return [
    // A fresh user namespace drops every capability the runner's user had (root included); with
    // --cap-drop ALL nothing is left even where bwrap runs privileged.
    "--unshare-user",
    ...user,
    "--unshare-pid",
    "--unshare-ipc",
    "--unshare-uts",
    "--unshare-cgroup-try",
    ...layout.network === "deny" ? ["--unshare-net"] : [],
    "--cap-drop",
    "ALL",
    // The sandbox's init dies with us, and the kernel then kills every process of its PID namespace.
    "--die-with-parent",
    // setsid: no controlling terminal to push keystrokes into (TIOCSTI).
    "--new-session"
  ];
}
function sandboxArgs(layout, command) {
  const args = [...isolation(layout), "--ro-bind", "/", "/", "--dev", "/dev", "--proc", "/proc"];
  args.push("--bind", layout.tempDir, "/tmp", "--setenv", "TMPDIR", "/tmp");
  args.push("--setenv", "XDG_CACHE_HOME", "/tmp/.cache");
  for (const dir of layout.hide) args.push("--tmpfs", dir);
  for (const file of layout.blank) args.push("--ro-bind", layout.emptyFile, file);
  for (const path of layout.reveal) args.push("--ro-bind", path, path);
  args.push("--bind", layout.tempDir, layout.tempDir);
  args.push("--bind", layout.workspaceRoot, layout.workspaceRoot);
  for (const path of layout.allowWrite) args.push("--bind", path, path);
  const rebound = (path) => [layout.workspaceRoot, ...layout.allowWrite].some((dir) => path.startsWith(`${dir}/`));
  for (const dir of layout.hide.filter(rebound)) args.push("--tmpfs", dir);
  for (const file of layout.blank.filter(rebound)) args.push("--ro-bind", layout.emptyFile, file);
  for (const path of layout.pinned) args.push("--bind", path, path);
  for (const path of layout.readOnly) args.push("--ro-bind", path, path);
  for (const dir of layout.maskedDirs) args.push("--tmpfs", dir, "--remount-ro", dir);
  for (const file of layout.maskedFiles) args.push("--ro-bind", layout.emptyFile, file);
  for (const path of command.writableFiles ?? []) args.push("--bind", path, path);
  for (const overlay of command.overlays ?? []) args.push("--ro-bind", overlay.source, overlay.target);
  if (layout.proxy !== void 0) {
    args.push("--ro-bind", layout.proxy.socket, PROXY_SOCKET_INSIDE);
    for (const [name, value] of Object.entries(PROXY_ENV)) args.push("--setenv", name, value);
  }
  args.push("--chdir", command.cwd, "--");
  return args;
}
function sandboxedShell(layout, command) {
  const shell = layout.proxy === void 0 ? ["/bin/bash", "-c", command.script] : bridgedShell(layout.proxy.node, command.script);
  return { file: layout.bwrap, args: [...sandboxArgs(layout, command), ...shell] };
}

// src/sandbox/launcher.ts
var listed = (items) => items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items.at(-1) ?? ""}`;
function networkNote(facts) {
  if (facts.network === "allow") return "network access";
  const domains = facts.allowedDomains ?? [];
  if (domains.length === 0) return "no network access (installs and downloads fail)";
  return `network access only to ${listed(domains)} through steward's proxy (HTTP_PROXY and HTTPS_PROXY are set; other hosts are refused, and programs that ignore those variables have no network)`;
}
function sandboxNote(facts) {
  const secrets = facts.masksSecrets ? "secret files in the workspace (.env and the like) read as empty; " : "";
  return `Bash commands run in a sandbox: ${networkNote(facts)}; only ${listed(["the workspace", "/tmp", ...facts.allowWrite])} are writable, and .git/config, .git/hooks and agent configuration are read-only; ${secrets}processes end with each command (use run_in_background for servers).`;
}
function sandboxLauncher(layout) {
  return {
    sandboxed: true,
    note: sandboxNote({
      network: layout.network,
      ...layout.proxy === void 0 ? {} : { allowedDomains: layout.proxy.allowedDomains },
      allowWrite: layout.allowWrite,
      masksSecrets: layout.maskedFiles.length + layout.maskedDirs.length > 0
    }),
    command: (command) => sandboxedShell(layout, command)
  };
}

export {
  PROXY_PORT,
  sandboxNote,
  sandboxLauncher
};
