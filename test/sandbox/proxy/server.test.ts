// The filtering proxy on its Unix socket, with loopback servers standing in for allowed and refused
// hosts: names resolve through an injected resolver (no DNS here), and loopback is reachable only
// where a test opts in, as the default refuses it.
import { stat } from "node:fs/promises";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer, type IncomingHttpHeaders, request, type Server } from "node:http";
import {
  connect as netConnect,
  createServer as createTcpServer,
  type Server as TcpServer,
  type Socket,
} from "node:net";
import { tmpdir } from "node:os";
import { Duplex } from "node:stream";
import { connect as tlsConnect } from "node:tls";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nonPublicAddress } from "../../../src/policy/index";
import { type FilteringProxy, type Resolver, startFilteringProxy } from "../../../src/sandbox/proxy/server";

const ALLOWED = ["allowed.test", "*.wild.test"];
const NAMES: Record<string, string[]> = {
  "allowed.test": ["127.0.0.1"],
  "a.wild.test": ["127.0.0.1"],
  "refused.test": ["127.0.0.1"],
  "private.wild.test": ["10.1.2.3", "169.254.169.254"],
  // Private addresses first: a resolver's order must not pick the one the proxy does not reach.
  "mixed.wild.test": ["10.1.2.3", "169.254.169.254", "127.0.0.1"],
};
const resolve: Resolver = (host) => {
  const addresses = NAMES[host];
  if (addresses === undefined) return Promise.reject(Object.assign(new Error("nx"), { code: "ENOTFOUND" }));
  return Promise.resolve(addresses.map((address) => ({ address, family: 4 })));
};
const loopbackToo = (ip: string) => (ip === "127.0.0.1" ? undefined : nonPublicAddress(ip));

let dir: string;
let proxy: FilteringProxy;
let strict: FilteringProxy;
let site: Server;
let sitePort: number;
let echo: TcpServer;
let echoPort: number;
const seen: { url: string; headers: IncomingHttpHeaders }[] = [];

const listening = async <T extends Server | TcpServer>(server: T): Promise<number> => {
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  return (server.address() as { port: number }).port;
};

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "steward-proxy-test-"));
  site = createServer((req, res) => {
    seen.push({ url: req.url ?? "", headers: req.headers });
    res.writeHead(200, { "content-type": "text/plain", connection: "keep-alive", "x-site": "1" });
    res.end(`site saw ${req.method ?? ""} ${req.url ?? ""}\n`);
  });
  sitePort = await listening(site);
  echo = createTcpServer((socket) => socket.pipe(socket));
  echoPort = await listening(echo);
  proxy = await startFilteringProxy({
    allowedDomains: ALLOWED,
    socketPath: join(dir, "proxy.sock"),
    resolve,
    checkAddress: loopbackToo,
  });
  strict = await startFilteringProxy({
    allowedDomains: ALLOWED,
    socketPath: join(dir, "strict.sock"),
    resolve,
  });
});

afterAll(async () => {
  await proxy.close();
  await strict.close();
  site.close();
  echo.close();
  await rm(dir, { recursive: true, force: true });
});

/** A CONNECT through the proxy: the status, and the socket when it was established. */
function connectThrough(
  via: FilteringProxy,
  target: string,
): Promise<{ status: number; body: string; socket?: Socket }> {
  return new Promise((done, fail) => {
    const req = request({ socketPath: via.socketPath, method: "CONNECT", path: target });
    req.on("connect", (res, socket, head: Buffer) => {
      if (res.statusCode === 200) return done({ status: 200, body: "", socket });
      let body = head.toString();
      socket.on("data", (chunk: Buffer) => (body += chunk.toString()));
      socket.on("end", () => done({ status: res.statusCode ?? 0, body }));
    });
    req.on("error", fail);
    req.end();
  });
}

/** A plain HTTP request through the proxy (absolute-form target). */
function getThrough(
  via: FilteringProxy,
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: string; headers: IncomingHttpHeaders }> {
  return new Promise((done, fail) => {
    const req = request({ socketPath: via.socketPath, path: url, headers }, (res) => {
      let body = "";
      res.on("data", (chunk: Buffer) => (body += chunk.toString()));
      res.on("end", () => done({ status: res.statusCode ?? 0, body, headers: res.headers }));
    });
    req.on("error", fail);
    req.end();
  });
}

/**
 * The ClientHello a real TLS client (Node's) sends first in a tunnel, asking for `servername` ("" for
 * none): captured from a socket that goes nowhere.
 */
function clientHello(servername: string): Promise<Buffer> {
  return new Promise((done) => {
    const socket = new Duplex({
      read() {},
      write(chunk: Buffer, _encoding, callback) {
        done(Buffer.from(chunk));
        callback();
      },
    });
    tlsConnect({ socket, servername, rejectUnauthorized: false }).on("error", () => undefined);
  });
}

/** What comes back through an established tunnel after sending `bytes`, until the tunnel closes. */
function exchange(socket: Socket | undefined, bytes: Buffer | string): Promise<Buffer> {
  return new Promise((done) => {
    const chunks: Buffer[] = [];
    socket?.on("data", (chunk: Buffer) => {
      chunks.push(chunk);
      // The echo server answers with what it got: enough once all of it is back.
      if (Buffer.concat(chunks).length >= Buffer.byteLength(bytes)) done(Buffer.concat(chunks));
    });
    socket?.on("close", () => done(Buffer.concat(chunks)));
    socket?.write(bytes);
  });
}

describe("CONNECT", () => {
  it("tunnels TLS that names the allowed host, bytes both ways", async () => {
    const hello = await clientHello("allowed.test");
    const { status, socket } = await connectThrough(proxy, `allowed.test:${String(echoPort)}`);
    expect(status).toBe(200);
    const reply = await exchange(socket, hello);
    socket?.destroy();
    expect(reply.equals(hello)).toBe(true);
  });

  it("tunnels to a subdomain of a wildcard", async () => {
    const { status, socket } = await connectThrough(proxy, `a.wild.test:${String(echoPort)}`);
    socket?.destroy();
    expect(status).toBe(200);
  });

  it("refuses a name that is not listed, and says why", async () => {
    const { status, body } = await connectThrough(proxy, `refused.test:${String(echoPort)}`);
    expect(status).toBe(403);
    expect(body).toBe(
      `steward's sandbox proxy refused refused.test:${String(echoPort)}: not in sandbox.allowedDomains (allowed: allowed.test, *.wild.test)\n`,
    );
  });

  it("refuses the wildcard's own domain (subdomains only)", async () => {
    expect((await connectThrough(proxy, "wild.test:443")).status).toBe(403);
  });

  it("refuses an IP literal, even one an allowed name resolves to", async () => {
    const { status, body } = await connectThrough(proxy, `127.0.0.1:${String(echoPort)}`);
    expect(status).toBe(403);
    expect(body).toMatch(/refused 127\.0\.0\.1:\d+: an IP address/);
  });
});

describe("plain HTTP", () => {
  it("forwards to an allowed name with the URL's Host, whatever the client's Host says", async () => {
    seen.length = 0;
    const url = `http://allowed.test:${String(sitePort)}/pkg?v=1`;
    const res = await getThrough(proxy, url, { host: "other.example", "proxy-authorization": "x" });
    expect(res.status).toBe(200);
    expect(res.body).toBe("site saw GET /pkg?v=1\n");
    expect(res.headers["x-site"]).toBe("1");
    expect(seen[0]?.headers.host).toBe(`allowed.test:${String(sitePort)}`);
    expect(seen[0]?.headers["proxy-authorization"]).toBeUndefined();
  });

  // Request smuggling: were the client's framing passed on, the site (an allowed host, perhaps a CDN
  // that routes by Host) would read a second request for another site from the body.
  it.each([
    ["two Content-Length headers", "Content-Length: 4\r\nContent-Length: 60\r\n"],
    ["Content-Length beside chunked", "Content-Length: 4\r\nTransfer-Encoding: chunked\r\n"],
  ])("never lets %s smuggle a second request", async (_name, framing) => {
    seen.length = 0;
    const smuggled = "GET /smuggled HTTP/1.1\r\nHost: evil.example\r\n\r\n";
    const body = `0\r\n\r\n${smuggled}`;
    const raw =
      `POST http://allowed.test:${String(sitePort)}/first HTTP/1.1\r\nHost: allowed.test\r\n` +
      `${framing}\r\n${body}`;
    const reply = await new Promise<string>((done, fail) => {
      const socket = netConnect(proxy.socketPath);
      let text = "";
      socket.on("data", (chunk: Buffer) => (text += chunk.toString()));
      socket.on("error", fail);
      socket.on("close", () => done(text));
      socket.end(raw);
    });
    expect(reply).toMatch(/^HTTP\/1\.1 400/);
    expect(seen.map((request) => request.url)).not.toContain("/smuggled");
    expect(seen.map((request) => request.headers.host)).not.toContain("evil.example");
  });

  it("refuses a name that is not listed, with a 403 the command can read", async () => {
    const res = await getThrough(proxy, `http://refused.test:${String(sitePort)}/`);
    expect(res.status).toBe(403);
    expect(res.headers["x-steward-proxy"]).toBe("refused");
    expect(res.body).toMatch(/refused refused\.test:\d+: not in sandbox\.allowedDomains/);
  });

  it("answers a request that is not a proxy request with 400", async () => {
    const res = await getThrough(proxy, "/");
    expect(res.status).toBe(400);
    expect(res.body).toMatch(/not an absolute http:\/\/ URL/);
  });

  it("says when an allowed name does not resolve (not a refusal)", async () => {
    const res = await getThrough(proxy, "http://gone.wild.test/");
    expect(res.status).toBe(502);
    expect(res.body).toMatch(/could not resolve gone\.wild\.test \(ENOTFOUND\)/);
  });
});

// A CDN serves many sites from one address and picks the site by the TLS server name (SNI), or by the
// Host header of plain HTTP: a tunnel to an allowed host that asks for another site reaches that site
// (domain fronting). The name inside the tunnel must be the host it was opened to.
describe("what travels in a tunnel", () => {
  const refusedWith = async (target: string, bytes: Buffer | string) => {
    const { status, socket } = await connectThrough(proxy, target);
    expect(status).toBe(200);
    return (await exchange(socket, bytes)).toString("latin1");
  };
  const target = () => `allowed.test:${String(echoPort)}`;

  it.each([
    ["another site's name (SNI)", "evil.example"],
    ["a subdomain of the allowed host", "evil.allowed.test"],
    ["a name that only starts like it", "allowed.test.evil.example"],
  ])("refuses TLS asking for %s, with TLS's unrecognized_name alert", async (_name, servername) => {
    const reply = await refusedWith(target(), await clientHello(servername));
    expect([...Buffer.from(reply, "latin1")]).toEqual([0x15, 0x03, 0x01, 0x00, 0x02, 0x02, 0x70]);
    expect(proxy.refused().find((r) => r.destination === target())?.reason).toMatch(
      /TLS server name .* is not the host the tunnel was opened to/,
    );
  });

  it("takes the allowed name in any case and with a trailing dot", async () => {
    const hello = await clientHello("ALLOWED.test.");
    const { socket } = await connectThrough(proxy, target());
    const reply = await exchange(socket, hello);
    socket?.destroy();
    expect(reply.equals(hello)).toBe(true);
  });

  it("waits for a ClientHello that arrives in pieces", async () => {
    const hello = await clientHello("allowed.test");
    const { socket } = await connectThrough(proxy, target());
    socket?.write(hello.subarray(0, 3));
    await new Promise((done) => setTimeout(done, 50));
    const reply = await exchange(socket, hello.subarray(3));
    socket?.destroy();
    expect(reply.equals(hello)).toBe(true);
  });

  it("refuses TLS that names no server", async () => {
    const reply = await refusedWith(target(), await clientHello(""));
    expect(reply.startsWith("\x15\x03")).toBe(true);
  });

  it.each([
    ["plain HTTP for another site (Host routing)", "GET / HTTP/1.1\r\nHost: evil.example\r\n\r\n"],
    ["plain HTTP for the allowed host itself", "GET / HTTP/1.1\r\nHost: allowed.test\r\n\r\n"],
    ["another protocol (SSH's banner)", "SSH-2.0-OpenSSH_9.6\r\n"],
    ["a record that only looks like TLS", Buffer.from([0x16, 0x03, 0x01, 0x00, 0x05, 0x02, 0, 0, 1, 0])],
  ])("refuses %s: a tunnel carries TLS only", async (_name, bytes) => {
    const reply = await refusedWith(target(), bytes);
    expect(reply).toMatch(/^HTTP\/1\.1 403 Forbidden[\s\S]*refused the tunnel to allowed\.test:\d+/);
    expect(reply).not.toContain("GET /");
    expect(reply).not.toContain("SSH-2.0");
  });
});

describe("the address an allowed name resolves to", () => {
  it("is refused by default when it is loopback (DNS rebinding)", async () => {
    const { status, body } = await connectThrough(strict, `allowed.test:${String(echoPort)}`);
    expect(status).toBe(403);
    expect(body).toMatch(
      /it resolves to an address the proxy does not reach \(127\.0\.0\.1 is a loopback address\)/,
    );
    const plain = await getThrough(strict, `http://allowed.test:${String(sitePort)}/`);
    expect(plain.status).toBe(403);
  });

  it("is refused when private or the metadata service, even with loopback opted in", async () => {
    const { status, body } = await connectThrough(proxy, "private.wild.test:80");
    expect(status).toBe(403);
    expect(body).toMatch(/10\.1\.2\.3 is a private \(RFC 1918\) address/);
  });

  it("is the one it may reach when a name has several, private ones first", async () => {
    const { status, body } = await getThrough(proxy, `http://mixed.wild.test:${String(sitePort)}/mixed`);
    expect(status).toBe(200);
    expect(body).toBe("site saw GET /mixed\n");
  });
});

describe("what the proxy keeps and exposes", () => {
  it("lists every refused destination with its count, most refused first", async () => {
    const before = proxy.refused().find((r) => r.destination === "refused.test:1")?.count ?? 0;
    for (let i = 0; i < 3; i++) await connectThrough(proxy, "refused.test:1");
    const refused = proxy.refused();
    expect(refused.find((r) => r.destination === "refused.test:1")).toEqual({
      destination: "refused.test:1",
      count: before + 3,
      reason: "not in sandbox.allowedDomains",
    });
    expect(refused[0]?.count).toBeGreaterThanOrEqual(3);
    expect(refused.map((r) => r.destination)).toContain(`127.0.0.1:${String(echoPort)}`);
    expect(refused.map((r) => r.destination)).not.toContain(`a.wild.test:${String(echoPort)}`);
  });

  it("listens on a socket only its owner may use", async () => {
    expect((await stat(proxy.socketPath)).mode & 0o777).toBe(0o600);
  });
});
