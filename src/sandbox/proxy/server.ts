// The sandbox's filtering proxy: an HTTP proxy in steward's own process, outside the sandbox, reached
// only through a Unix socket (0600, in a 0700 directory) that is bound into each sandbox. It forwards
// HTTPS (CONNECT) and plain HTTP to the hosts sandbox.allowedDomains names and refuses everything else,
// keeping a count of what it refused for the report. The proxy resolves each name itself and connects
// to an address it has checked, so an allowed name whose DNS points at the runner's loopback, the
// private network or the cloud metadata service (DNS rebinding) gets nowhere. What travels inside a
// CONNECT tunnel is the client's business (TLS is not opened); each new tunnel is judged, redirects
// included. Node's http and net modules are all it needs (see docs/sandbox.md for the choice).
import { lookup } from "node:dns/promises";
import { chmod, rm } from "node:fs/promises";
import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  request as httpRequest,
  type ServerResponse,
} from "node:http";
import { connect, type Socket } from "node:net";
import type { Duplex } from "node:stream";
import { nonPublicAddress } from "../../policy/index";
import type { Result } from "../../types/result";
import {
  type Destination,
  parseAllowedDomains,
  parseConnectTarget,
  parseRequestTarget,
  refusalOf,
} from "./destinations";
import { type HelloReading, readClientHello } from "./client-hello";
import { type RefusedDestination, RefusalLog } from "./refusals";

export interface ResolvedAddress {
  address: string;
  family: number;
}

/** Name resolution; the system resolver by default, injectable so tests need no DNS. */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

/** Why an address may not be connected to, or undefined. */
export type AddressCheck = (ip: string) => string | undefined;

export interface ProxyOptions {
  allowedDomains: readonly string[];
  /** Where to listen: a path in a directory only steward's user can enter. */
  socketPath: string;
  resolve?: Resolver;
  /** Default: public internet addresses only. Tests opt into loopback here. */
  checkAddress?: AddressCheck;
  connectTimeoutMs?: number;
  /** Told of each destination the first time it is refused. */
  onRefused?: (refused: RefusedDestination) => void;
}

export interface FilteringProxy {
  readonly socketPath: string;
  /** Every refused destination so far, most refused first. */
  refused(): RefusedDestination[];
  close(): Promise<void>;
}

const systemResolver: Resolver = (hostname) => lookup(hostname, { all: true, order: "verbatim" });

/**
 * Headers that describe one hop, not the message (RFC 9110 §7.6.1), plus the proxy's own, and
 * Expect: this server has answered 100-continue itself.
 */
const HOP_BY_HOP = new Set([
  "connection",
  "expect",
  "keep-alive",
  "proxy-authenticate",
  "proxy-authorization",
  "proxy-connection",
  "te",
  "trailer",
  "transfer-encoding",
  "upgrade",
]);

function endToEnd(headers: IncomingHttpHeaders): Record<string, string | string[]> {
  const named = String(headers["connection"] ?? "")
    .split(",")
    .map((name) => name.trim().toLowerCase());
  const kept: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers))
    if (value !== undefined && !HOP_BY_HOP.has(name) && !named.includes(name)) kept[name] = value;
  return kept;
}

/** The checked address to connect to; or the status and message the client is answered with. */
type Route = Result<string, { status: 403 | 502; message: string }>;

const PREFIX = "steward's sandbox proxy";

/** Connections from sandboxed commands at once (each tunnel holds one more, upstream). */
const MAX_CONNECTIONS = 256;

class ProxyCore {
  readonly log: RefusalLog;
  private readonly allowed;

  constructor(private readonly options: ProxyOptions) {
    this.allowed = parseAllowedDomains(options.allowedDomains);
    this.log = new RefusalLog(options.onRefused);
  }

  private refuse(destination: Destination, reason: string): Route {
    this.log.record(destination.label, reason);
    const allowed = this.options.allowedDomains.join(", ");
    return {
      ok: false,
      error: {
        status: 403,
        message: `${PREFIX} refused ${destination.label}: ${reason} (allowed: ${allowed})`,
      },
    };
  }

  /** The checked address to connect to, or why not: the name first, then every address it has. */
  async route(destination: Destination): Promise<Route> {
    const byName = refusalOf(destination, this.allowed);
    if (byName !== undefined) return this.refuse(destination, byName);
    let addresses: ResolvedAddress[];
    try {
      addresses = await (this.options.resolve ?? systemResolver)(destination.host);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? String(error);
      return {
        ok: false,
        error: { status: 502, message: `${PREFIX} could not resolve ${destination.host} (${code})` },
      };
    }
    const check = this.options.checkAddress ?? nonPublicAddress;
    let denial: string | undefined;
    for (const { address } of addresses) {
      const problem = check(address);
      if (problem === undefined) return { ok: true, value: address };
      denial ??= problem;
    }
    if (denial !== undefined)
      return this.refuse(destination, `it resolves to an address the proxy does not reach (${denial})`);
    return {
      ok: false,
      error: { status: 502, message: `${PREFIX} found no address for ${destination.host}` },
    };
  }

  /** A connection to the checked address (never a second lookup of the name). */
  dial(address: string, port: number): Promise<Socket> {
    const timeoutMs = this.options.connectTimeoutMs ?? 30_000;
    return new Promise((resolve, reject) => {
      const socket = connect({ host: address, port });
      const timer = setTimeout(
        () => socket.destroy(new Error(`no answer within ${String(timeoutMs)} ms`)),
        timeoutMs,
      );
      socket.once("connect", () => {
        clearTimeout(timer);
        socket.removeListener("error", reject);
        resolve(socket);
      });
      socket.once("error", (error) => {
        clearTimeout(timer);
        reject(error);
      });
    });
  }
}

const STATUS_TEXT = { 400: "Bad Request", 403: "Forbidden", 501: "Not Implemented", 502: "Bad Gateway" };

/** A complete response on a raw socket (CONNECT and upgrade requests have no ServerResponse). */
function answerRaw(socket: Duplex, status: keyof typeof STATUS_TEXT, message: string): void {
  const body = `${message}\n`;
  socket.end(
    `HTTP/1.1 ${String(status)} ${STATUS_TEXT[status]}\r\nContent-Type: text/plain; charset=utf-8\r\n` +
      `Content-Length: ${String(Buffer.byteLength(body))}\r\nX-Steward-Proxy: ${status === 403 ? "refused" : "error"}\r\n` +
      `Connection: close\r\n\r\n${body}`,
  );
}

function answer(res: ServerResponse, status: keyof typeof STATUS_TEXT, message: string): void {
  const body = `${message}\n`;
  res.writeHead(status, {
    "content-type": "text/plain; charset=utf-8",
    "content-length": Buffer.byteLength(body),
    "x-steward-proxy": status === 403 ? "refused" : "error",
    connection: "close",
  });
  res.end(body);
}

const reasonOf = (error: unknown) =>
  (error as NodeJS.ErrnoException).code ?? (error instanceof Error ? error.message : String(error));

/** How long a tunnel may take to send its ClientHello before it is closed. */
const HELLO_TIMEOUT_MS = 10_000;

/** The bytes a tunnel opens with, read until its ClientHello is whole (or is not one). */
function readOpening(client: Duplex, head: Buffer): Promise<{ reading: HelloReading; bytes: Buffer }> {
  return new Promise((resolve) => {
    let bytes = head;
    let settled = false;
    const settle = (reading: HelloReading) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      client.removeListener("data", onData);
      client.pause();
      resolve({ reading, bytes });
    };
    const check = () => {
      const reading = readClientHello(bytes);
      if (reading.kind !== "incomplete") settle(reading);
    };
    const onData = (chunk: Buffer) => {
      bytes = Buffer.concat([bytes, chunk]);
      check();
    };
    const timer = setTimeout(
      () =>
        settle({ kind: "malformed", problem: `no ClientHello within ${String(HELLO_TIMEOUT_MS / 1000)} s` }),
      HELLO_TIMEOUT_MS,
    );
    client.on("data", onData);
    // Closed before its ClientHello was whole: nothing was sent on, nothing to refuse.
    client.once("close", () => settle({ kind: "incomplete" }));
    if (bytes.length > 0) check();
  });
}

/** TLS's unrecognized_name alert (RFC 6066 §3): what the client is told when its name is refused. */
const UNRECOGNIZED_NAME_ALERT = Buffer.from([0x15, 0x03, 0x01, 0x00, 0x02, 0x02, 0x70]);

/**
 * Why the tunnel's opening bytes may not go on to `destination`, or undefined. A CDN picks the site by
 * the TLS server name, or by the Host header of plain HTTP, not by the address: a tunnel to an allowed
 * host that names another site reaches that site. So a tunnel must carry TLS, and ask for the host
 * the tunnel was opened to. Plain HTTP goes as a proxy request instead (HTTP_PROXY), whose Host the
 * proxy sets.
 */
function openingRefusal(reading: HelloReading, destination: Destination): string | undefined {
  switch (reading.kind) {
    case "not-tls":
      return "a tunnel must carry TLS; plain HTTP goes through the proxy as http:// requests (HTTP_PROXY), whose Host the proxy sets";
    case "malformed":
      return `the tunnel did not open with a readable TLS ClientHello (${reading.problem})`;
    case "incomplete":
      return "the tunnel closed before its TLS ClientHello was whole";
    case "hello": {
      const name = reading.serverName?.toLowerCase().replace(/\.$/, "");
      if (name === destination.host) return undefined;
      return name === undefined
        ? "its TLS ClientHello names no server (SNI), so the site it reaches cannot be checked"
        : `its TLS server name ${name} is not the host the tunnel was opened to`;
    }
  }
}

async function tunnel(core: ProxyCore, req: IncomingMessage, client: Duplex, head: Buffer): Promise<void> {
  client.on("error", () => client.destroy());
  const parsed = parseConnectTarget(req.url ?? "");
  if (!parsed.ok) return answerRaw(client, 400, `${PREFIX}: CONNECT ${parsed.error}`);
  const destination = parsed.value;
  const route = await core.route(destination);
  if (!route.ok) return answerRaw(client, route.error.status, route.error.message);
  let upstream: Socket;
  try {
    upstream = await core.dial(route.value, destination.port);
  } catch (error) {
    return answerRaw(client, 502, `${PREFIX} could not connect to ${destination.label} (${reasonOf(error)})`);
  }
  if (client.destroyed) return void upstream.destroy();
  const end = () => {
    client.destroy();
    upstream.destroy();
  };
  upstream.on("error", end).on("close", end);
  client.on("close", end);
  client.write("HTTP/1.1 200 Connection Established\r\n\r\n");
  const { reading, bytes } = await readOpening(client, head);
  if (reading.kind === "incomplete") return end();
  const refusal = openingRefusal(reading, destination);
  if (refusal !== undefined) {
    core.log.record(destination.label, refusal);
    upstream.destroy();
    // TLS clients understand an alert; anything else is most likely plain HTTP, which reads a 403.
    if (reading.kind === "hello") client.end(UNRECOGNIZED_NAME_ALERT);
    else answerRaw(client, 403, `${PREFIX} refused the tunnel to ${destination.label}: ${refusal}`);
    return;
  }
  upstream.write(bytes);
  client.pipe(upstream).pipe(client);
  client.resume();
}

async function forward(core: ProxyCore, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const parsed = parseRequestTarget(req.url ?? "");
  if (!parsed.ok) return answer(res, 400, `${PREFIX}: ${parsed.error}`);
  const { destination, url } = parsed.value;
  const route = await core.route(destination);
  if (!route.ok) return answer(res, route.error.status, route.error.message);
  let socket: Socket;
  try {
    socket = await core.dial(route.value, destination.port);
  } catch (error) {
    return answer(res, 502, `${PREFIX} could not connect to ${destination.label} (${reasonOf(error)})`);
  }
  // The Host header is the URL's: a proxy ignores the client's own (RFC 9112 §3.2.2), so a request
  // cannot name an allowed host in its URL and another virtual host on the same server in Host.
  const upstream = httpRequest({
    createConnection: () => socket,
    method: req.method ?? "GET",
    path: `${url.pathname}${url.search}`,
    headers: { ...endToEnd(req.headers), host: url.host },
    setHost: false,
  });
  upstream.on("response", (response) => {
    res.writeHead(response.statusCode ?? 502, response.statusMessage, endToEnd(response.headers));
    response.pipe(res);
  });
  upstream.on("error", (error) => {
    if (res.headersSent) res.destroy();
    else answer(res, 502, `${PREFIX}: ${destination.label} failed (${reasonOf(error)})`);
  });
  req.pipe(upstream);
}

/** Starts the proxy on its Unix socket. */
export async function startFilteringProxy(options: ProxyOptions): Promise<FilteringProxy> {
  const core = new ProxyCore(options);
  const sockets = new Set<Duplex>();
  const track = (socket: Duplex) => {
    sockets.add(socket);
    socket.once("close", () => sockets.delete(socket));
  };
  const server = createServer((req, res) => void forward(core, req, res));
  // A command opening connection after connection must not use up steward's own file descriptors.
  server.maxConnections = MAX_CONNECTIONS;
  server.on("connection", track);
  server.on("connect", (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    void tunnel(core, req, socket, head);
  });
  server.on("upgrade", (_req: IncomingMessage, socket: Duplex) =>
    answerRaw(
      socket,
      501,
      `${PREFIX}: protocol upgrades over plain HTTP are not forwarded; use https:// or wss://`,
    ),
  );
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.socketPath, () => {
      server.removeListener("error", reject);
      resolve();
    });
  });
  await chmod(options.socketPath, 0o600);
  // Never what keeps steward's process alive: the session's own work does that.
  server.unref();
  return {
    socketPath: options.socketPath,
    refused: () => core.log.list(),
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(options.socketPath, { force: true });
    },
  };
}
