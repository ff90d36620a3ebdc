import { createRequire as __stewardCreateRequire } from 'node:module'; const require = __stewardCreateRequire(import.meta.url);
import {
  domainMatches,
  ipLiteralOf,
  nonPublicAddress,
  parseDomainPattern
} from "./chunk-NYG7QIXA.js";
import "./chunk-SXXHESJR.js";

// src/sandbox/proxy/server.ts
import { lookup } from "node:dns/promises";
import { chmod, rm } from "node:fs/promises";
import {
  createServer,
  request as httpRequest
} from "node:http";
import { connect } from "node:net";

// src/sandbox/proxy/destinations.ts
function destinationOf(url, port) {
  const host = url.hostname.toLowerCase().replace(/\.$/, "");
  const bare = host.startsWith("[") ? host.slice(1, -1) : host;
  return { host: bare, port, label: `${host}:${String(port)}` };
}
function parseConnectTarget(target) {
  const match = /^(.+):(\d{1,5})$/.exec(target);
  const port = Number(match?.[2] ?? 0);
  if (match?.[1] === void 0 || port < 1 || port > 65535)
    return { ok: false, error: `${JSON.stringify(target)} is not a host:port` };
  let url;
  try {
    url = new URL(`http://${match[1]}/`);
  } catch {
    return { ok: false, error: `${JSON.stringify(target)} is not a host:port` };
  }
  if (url.username !== "" || url.password !== "" || url.pathname !== "/" || url.search !== "" || url.port !== "")
    return { ok: false, error: `${JSON.stringify(target)} is not a plain host:port` };
  return { ok: true, value: destinationOf(url, port) };
}
function parseRequestTarget(target) {
  let url;
  try {
    url = new URL(target);
  } catch {
    return {
      ok: false,
      error: `${JSON.stringify(target.slice(0, 100))} is not an absolute http:// URL (this is a proxy: set HTTP_PROXY, not a base URL)`
    };
  }
  if (url.protocol !== "http:")
    return {
      ok: false,
      error: `${url.protocol}// requests go through CONNECT (HTTPS_PROXY); only http:// is forwarded as a plain request`
    };
  if (url.username !== "" || url.password !== "")
    return { ok: false, error: "URLs with a user name or password are not forwarded" };
  const port = url.port === "" ? 80 : Number(url.port);
  return { ok: true, value: { destination: destinationOf(url, port), url } };
}
function parseAllowedDomains(domains) {
  return domains.flatMap((domain) => {
    const parsed = parseDomainPattern(`domain:${domain}`);
    return parsed.ok ? [parsed.value] : [];
  });
}
function refusalOf(destination, allowed) {
  if (ipLiteralOf(destination.host) !== void 0)
    return "an IP address: the proxy reaches the hosts sandbox.allowedDomains names, by name";
  if (!allowed.some((pattern) => domainMatches(pattern, destination.host)))
    return "not in sandbox.allowedDomains";
  return void 0;
}

// src/sandbox/proxy/client-hello.ts
var MAX_CLIENT_HELLO = 64 * 1024;
var HANDSHAKE_RECORD = 22;
var CLIENT_HELLO = 1;
var SERVER_NAME_EXTENSION = 0;
var HOST_NAME = 0;
function handshakeBytes(bytes) {
  const parts = [];
  let collected = 0;
  let needed = Number.POSITIVE_INFINITY;
  for (let at = 0; at + 5 <= bytes.length && collected < needed; ) {
    if (bytes[at] !== HANDSHAKE_RECORD)
      return { kind: "malformed", problem: "a record that is not a handshake" };
    if (bytes[at + 1] !== 3) return { kind: "malformed", problem: "an unknown record version" };
    const length = bytes.readUInt16BE(at + 3);
    if (length === 0) return { kind: "malformed", problem: "an empty handshake record" };
    if (at + 5 + length > bytes.length) break;
    parts.push(bytes.subarray(at + 5, at + 5 + length));
    collected += length;
    at += 5 + length;
    if (needed === Number.POSITIVE_INFINITY && collected >= 4)
      needed = 4 + Buffer.concat(parts).readUIntBE(1, 3);
  }
  return Buffer.concat(parts);
}
function readClientHello(bytes) {
  if (bytes.length === 0) return { kind: "incomplete" };
  if (bytes[0] !== HANDSHAKE_RECORD) return { kind: "not-tls" };
  if (bytes.length > MAX_CLIENT_HELLO + 5 * 16)
    return { kind: "malformed", problem: `a ClientHello over ${String(MAX_CLIENT_HELLO)} bytes` };
  const handshake = handshakeBytes(bytes);
  if (!Buffer.isBuffer(handshake)) return handshake;
  if (handshake.length < 4) return { kind: "incomplete" };
  if (handshake[0] !== CLIENT_HELLO)
    return { kind: "malformed", problem: "a handshake that is not a ClientHello" };
  const length = handshake.readUIntBE(1, 3);
  if (length > MAX_CLIENT_HELLO)
    return { kind: "malformed", problem: `a ClientHello over ${String(MAX_CLIENT_HELLO)} bytes` };
  if (handshake.length < 4 + length) return { kind: "incomplete" };
  try {
    return { kind: "hello", serverName: serverNameOf(handshake.subarray(4, 4 + length)) };
  } catch (error) {
    return { kind: "malformed", problem: error instanceof Error ? error.message : String(error) };
  }
}
var Reader = class {
  constructor(bytes) {
    this.bytes = bytes;
  }
  bytes;
  at = 0;
  get done() {
    return this.at === this.bytes.length;
  }
  skip(count) {
    this.take(count);
  }
  uint(size) {
    return this.take(size).readUIntBE(0, size);
  }
  /** A vector with a length prefix of `size` bytes. */
  vector(size) {
    return this.take(this.uint(size));
  }
  take(count) {
    if (this.at + count > this.bytes.length) throw new Error("a truncated ClientHello");
    const slice = this.bytes.subarray(this.at, this.at + count);
    this.at += count;
    return slice;
  }
};
function serverNameOf(body) {
  const hello = new Reader(body);
  hello.skip(2 + 32);
  hello.vector(1);
  hello.vector(2);
  hello.vector(1);
  if (hello.done) return void 0;
  const extensions = new Reader(hello.vector(2));
  let name;
  const seen = /* @__PURE__ */ new Set();
  while (!extensions.done) {
    const type = extensions.uint(2);
    const data = extensions.vector(2);
    if (seen.has(type)) throw new Error(`a repeated extension ${String(type)}`);
    seen.add(type);
    if (type === SERVER_NAME_EXTENSION) name = hostNameOf(data);
  }
  return name;
}
function hostNameOf(data) {
  const list = new Reader(new Reader(data).vector(2));
  let name;
  while (!list.done) {
    const type = list.uint(1);
    const value = list.vector(2);
    if (type !== HOST_NAME) continue;
    if (name !== void 0) throw new Error("more than one host_name");
    name = value.toString("latin1");
  }
  if (name === void 0 || !/^[\x21-\x7e]+$/.test(name))
    throw new Error("a server_name that is no host name");
  return name;
}

// src/sandbox/proxy/refusals.ts
var MAX_DESTINATIONS = 100;
var OTHER_DESTINATIONS = "(other destinations)";
var RefusalLog = class {
  constructor(onFirst) {
    this.onFirst = onFirst;
  }
  onFirst;
  byDestination = /* @__PURE__ */ new Map();
  record(destination, reason) {
    const known = this.byDestination.get(destination);
    if (known !== void 0) {
      known.count++;
      return;
    }
    if (this.byDestination.size >= MAX_DESTINATIONS && destination !== OTHER_DESTINATIONS) {
      this.record(OTHER_DESTINATIONS, "more destinations than the report lists");
      return;
    }
    const entry = { destination, count: 1, reason };
    this.byDestination.set(destination, entry);
    this.onFirst?.(entry);
  }
  /** Most refused first, then in the order they came. */
  list() {
    return [...this.byDestination.values()].map((entry) => ({ ...entry })).sort((a, b) => b.count - a.count);
  }
};

// src/sandbox/proxy/server.ts
var systemResolver = (hostname) => lookup(hostname, { all: true, order: "verbatim" });
var HOP_BY_HOP = /* @__PURE__ */ new Set([
  "connection",
  "expect",
  "keep-alive",
  "proxy-authenticate",
  "proxy-authorization",
  "proxy-connection",
  "te",
  "trailer",
  "transfer-encoding",
  "upgrade"
]);
function endToEnd(headers) {
  const named = String(headers["connection"] ?? "").split(",").map((name) => name.trim().toLowerCase());
  const kept = {};
  for (const [name, value] of Object.entries(headers))
    if (value !== void 0 && !HOP_BY_HOP.has(name) && !named.includes(name)) kept[name] = value;
  return kept;
}
var PREFIX = "steward's sandbox proxy";
var MAX_CONNECTIONS = 256;
var ProxyCore = class {
  constructor(options) {
    this.options = options;
    this.allowed = parseAllowedDomains(options.allowedDomains);
    this.log = new RefusalLog(options.onRefused);
  }
  options;
  log;
  allowed;
  refuse(destination, reason) {
    this.log.record(destination.label, reason);
    const allowed = this.options.allowedDomains.join(", ");
    return {
      ok: false,
      error: {
        status: 403,
        message: `${PREFIX} refused ${destination.label}: ${reason} (allowed: ${allowed})`
      }
    };
  }
  /** The checked address to connect to, or why not: the name first, then every address it has. */
  async route(destination) {
    const byName = refusalOf(destination, this.allowed);
    if (byName !== void 0) return this.refuse(destination, byName);
    let addresses;
    try {
      addresses = await (this.options.resolve ?? systemResolver)(destination.host);
    } catch (error) {
      const code = error.code ?? String(error);
      return {
        ok: false,
        error: { status: 502, message: `${PREFIX} could not resolve ${destination.host} (${code})` }
      };
    }
    const check = this.options.checkAddress ?? nonPublicAddress;
    let denial;
    for (const { address } of addresses) {
      const problem = check(address);
      if (problem === void 0) return { ok: true, value: address };
      denial ??= problem;
    }
    if (denial !== void 0)
      return this.refuse(destination, `it resolves to an address the proxy does not reach (${denial})`);
    return {
      ok: false,
      error: { status: 502, message: `${PREFIX} found no address for ${destination.host}` }
    };
  }
  /** A connection to the checked address (never a second lookup of the name). */
  dial(address, port) {
    const timeoutMs = this.options.connectTimeoutMs ?? 3e4;
    return new Promise((resolve, reject) => {
      const socket = connect({ host: address, port });
      const timer = setTimeout(
        () => socket.destroy(new Error(`no answer within ${String(timeoutMs)} ms`)),
        timeoutMs
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
};
var STATUS_TEXT = { 400: "Bad Request", 403: "Forbidden", 501: "Not Implemented", 502: "Bad Gateway" };
function answerRaw(socket, status, message) {
  const body = `${message}
`;
  socket.end(
    `HTTP/1.1 ${String(status)} ${STATUS_TEXT[status]}\r
Content-Type: text/plain; charset=utf-8\r
Content-Length: ${String(Buffer.byteLength(body))}\r
X-Steward-Proxy: ${status === 403 ? "refused" : "error"}\r
Connection: close\r
\r
${body}`
  );
}
function answer(res, status, message) {
  const body = `${message}
`;
  res.writeHead(status, {
    "content-type": "text/plain; charset=utf-8",
    "content-length": Buffer.byteLength(body),
    "x-steward-proxy": status === 403 ? "refused" : "error",
    connection: "close"
  });
  res.end(body);
}
var reasonOf = (error) => error.code ?? (error instanceof Error ? error.message : String(error));
var HELLO_TIMEOUT_MS = 1e4;
function readOpening(client, head) {
  return new Promise((resolve) => {
    let bytes = head;
    let settled = false;
    const settle = (reading) => {
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
    const onData = (chunk) => {
      bytes = Buffer.concat([bytes, chunk]);
      check();
    };
    const timer = setTimeout(
      () => settle({ kind: "malformed", problem: `no ClientHello within ${String(HELLO_TIMEOUT_MS / 1e3)} s` }),
      HELLO_TIMEOUT_MS
    );
    client.on("data", onData);
    client.once("close", () => settle({ kind: "incomplete" }));
    if (bytes.length > 0) check();
  });
}
var UNRECOGNIZED_NAME_ALERT = Buffer.from([21, 3, 1, 0, 2, 2, 112]);
function openingRefusal(reading, destination) {
  switch (reading.kind) {
    case "not-tls":
      return "a tunnel must carry TLS; plain HTTP goes through the proxy as http:// requests (HTTP_PROXY), whose Host the proxy sets";
    case "malformed":
      return `the tunnel did not open with a readable TLS ClientHello (${reading.problem})`;
    case "incomplete":
      return "the tunnel closed before its TLS ClientHello was whole";
    case "hello": {
      const name = reading.serverName?.toLowerCase().replace(/\.$/, "");
      if (name === destination.host) return void 0;
      return name === void 0 ? "its TLS ClientHello names no server (SNI), so the site it reaches cannot be checked" : `its TLS server name ${name} is not the host the tunnel was opened to`;
    }
  }
}
async function tunnel(core, req, client, head) {
  client.on("error", () => client.destroy());
  const parsed = parseConnectTarget(req.url ?? "");
  if (!parsed.ok) return answerRaw(client, 400, `${PREFIX}: CONNECT ${parsed.error}`);
  const destination = parsed.value;
  const route = await core.route(destination);
  if (!route.ok) return answerRaw(client, route.error.status, route.error.message);
  let upstream;
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
  if (refusal !== void 0) {
    core.log.record(destination.label, refusal);
    upstream.destroy();
    if (reading.kind === "hello") client.end(UNRECOGNIZED_NAME_ALERT);
    else answerRaw(client, 403, `${PREFIX} refused the tunnel to ${destination.label}: ${refusal}`);
    return;
  }
  upstream.write(bytes);
  client.pipe(upstream).pipe(client);
  client.resume();
}
async function forward(core, req, res) {
  const parsed = parseRequestTarget(req.url ?? "");
  if (!parsed.ok) return answer(res, 400, `${PREFIX}: ${parsed.error}`);
  const { destination, url } = parsed.value;
  const route = await core.route(destination);
  if (!route.ok) return answer(res, route.error.status, route.error.message);
  let socket;
  try {
    socket = await core.dial(route.value, destination.port);
  } catch (error) {
    return answer(res, 502, `${PREFIX} could not connect to ${destination.label} (${reasonOf(error)})`);
  }
  const upstream = httpRequest({
    createConnection: () => socket,
    method: req.method ?? "GET",
    path: `${url.pathname}${url.search}`,
    headers: { ...endToEnd(req.headers), host: url.host },
    setHost: false
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
async function startFilteringProxy(options) {
  const core = new ProxyCore(options);
  const sockets = /* @__PURE__ */ new Set();
  const track = (socket) => {
    sockets.add(socket);
    socket.once("close", () => sockets.delete(socket));
  };
  const server = createServer((req, res) => void forward(core, req, res));
  server.maxConnections = MAX_CONNECTIONS;
  server.on("connection", track);
  server.on("connect", (req, socket, head) => {
    void tunnel(core, req, socket, head);
  });
  server.on(
    "upgrade",
    (_req, socket) => answerRaw(
      socket,
      501,
      `${PREFIX}: protocol upgrades over plain HTTP are not forwarded; use https:// or wss://`
    )
  );
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.socketPath, () => {
      server.removeListener("error", reject);
      resolve();
    });
  });
  await chmod(options.socketPath, 384);
  server.unref();
  return {
    socketPath: options.socketPath,
    refused: () => core.log.list(),
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(() => resolve()));
      await rm(options.socketPath, { force: true });
    }
  };
}
export {
  startFilteringProxy
};
