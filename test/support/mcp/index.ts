// MCP servers for tests: the small test server (test-server.mjs) over stdio as a child process, or
// over Streamable HTTP and legacy SSE on 127.0.0.1 in this process; and the published reference
// server, @modelcontextprotocol/server-everything, run from node_modules (a dev dependency).
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { SSEServerTransport } from "@modelcontextprotocol/sdk/server/sse.js";
import { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js";
import type { McpServerEntry, McpTransportConfig } from "../../../src/tools/mcp/config";
import { headerRecord, readBody } from "../http";
import { REPO_ROOT } from "../runner";
import { createTestServer } from "./test-server.mjs";

export const STDIO_TEST_SERVER = join(REPO_ROOT, "test/support/mcp/stdio-server.mjs");
export const EVERYTHING_SERVER = join(
  REPO_ROOT,
  "node_modules/@modelcontextprotocol/server-everything/dist/index.js",
);

export function entry(
  name: string,
  transport: McpTransportConfig,
  extra: Partial<McpServerEntry> = {},
): McpServerEntry {
  return { name, configuredName: name, source: "test", transport, secrets: [], ...extra };
}

/** The stdio test server; `flags` make it misbehave (see stdio-server.mjs). */
export function stdioTestServer(
  name: string,
  flags: string[] = [],
  options: { env?: Record<string, string>; extra?: Partial<McpServerEntry> } = {},
): McpServerEntry {
  return entry(
    name,
    {
      type: "stdio",
      command: process.execPath,
      args: [STDIO_TEST_SERVER, "--name", name, ...flags],
      env: options.env ?? {},
    },
    options.extra,
  );
}

export interface HttpTestServer {
  url: string;
  /** Headers of every request, in order. */
  headers: Record<string, string>[];
  /** Holds every request until release() (a server that is slow to start). */
  hold(): { release(): void };
  close(): Promise<void>;
}

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
}

/** The test server over Streamable HTTP (stateless: a new server and transport per request). */
export async function startHttpTestServer(name = "remote"): Promise<HttpTestServer> {
  const headers: Record<string, string>[] = [];
  let held: Promise<void> = Promise.resolve();
  const http = createServer((req, res) => {
    headers.push(headerRecord(req));
    void (async () => {
      await held;
      const body =
        req.method === "POST" ? (JSON.parse((await readBody(req)).toString()) as unknown) : undefined;
      // Stateless: no session id (the option is omitted rather than set to undefined).
      const transport = new StreamableHTTPServerTransport({});
      const server = createTestServer(name);
      res.on("close", () => void server.close());
      await server.connect(transport);
      await transport.handleRequest(req, res, body);
    })();
  });
  const url = `${await listen(http)}/mcp`;
  return {
    url,
    headers,
    hold: () => {
      let release: () => void = () => undefined;
      held = new Promise<void>((resolve) => {
        release = resolve;
      });
      return { release: () => release() };
    },
    close: () => new Promise((resolve) => http.close(() => resolve())),
  };
}

/** The test server over the legacy SSE transport: GET /sse opens the stream, POST /messages answers. */
export async function startSseTestServer(name = "legacy"): Promise<HttpTestServer> {
  const headers: Record<string, string>[] = [];
  const sessions = new Map<string, SSEServerTransport>();
  const http = createServer((req, res) => {
    headers.push(headerRecord(req));
    void (async () => {
      if (req.method === "GET") {
        const transport = new SSEServerTransport("/messages", res);
        sessions.set(transport.sessionId, transport);
        await createTestServer(name).connect(transport);
        return;
      }
      const id = new URL(req.url ?? "/", "http://x").searchParams.get("sessionId") ?? "";
      const body = JSON.parse((await readBody(req)).toString()) as unknown;
      await sessions.get(id)?.handlePostMessage(req, res, body);
    })();
  });
  const base = await listen(http);
  return {
    url: `${base}/sse`,
    headers,
    hold: () => {
      throw new Error("not needed for the SSE server");
    },
    close: () => {
      http.closeAllConnections();
      return new Promise((resolve) => http.close(() => resolve()));
    },
  };
}
