// Real MCP servers, through the official SDK's client: the test server over stdio (a child process in
// its own process group), Streamable HTTP and legacy SSE on 127.0.0.1, and the published reference
// server from npm. Start-up failures, crashes, hangs and the end of the run, with the processes
// checked in /proc, not assumed.
import { readdirSync, readFileSync } from "node:fs";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { McpServers } from "../../../src/tools/mcp/servers";
import { DEFAULT_MCP_SETTINGS, type McpSettings } from "../../../src/tools/mcp/settings";
import {
  EVERYTHING_SERVER,
  entry,
  startHttpTestServer,
  startSseTestServer,
  stdioTestServer,
} from "../../support/mcp/index";
import type { McpServerEntry } from "../../../src/tools/mcp/config";

let dir: string;
let servers: McpServers | undefined;
const signal = new AbortController().signal;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "steward-mcp-"));
});
afterEach(async () => {
  await servers?.close();
  servers = undefined;
  await rm(dir, { recursive: true, force: true });
});

const AGENT_ENV = { PATH: process.env["PATH"] ?? "/usr/bin:/bin", HOME: "/nonexistent" };

async function launch(entries: McpServerEntry[], workspaceRoot: string, settings: Partial<McpSettings> = {}) {
  const started = McpServers.start(entries, {
    workspaceRoot,
    agentEnv: AGENT_ENV,
    settings: { ...DEFAULT_MCP_SETTINGS, ...settings },
  });
  await started.settle(60_000);
  return started;
}

/** Servers for one case, closed after it. */
async function start(entries: McpServerEntry[], settings: Partial<McpSettings> = {}) {
  servers = await launch(entries, dir, settings);
  return servers;
}

/** Running, and not a zombie waiting to be reaped. */
const alive = (pid: number) => {
  try {
    return !/\) [ZX] /.test(readFileSync(`/proc/${String(pid)}/stat`, "utf8"));
  } catch {
    return false;
  }
};

/** Live processes whose command line contains `marker`. */
function processesWith(marker: string): number[] {
  return readdirSync("/proc")
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, "utf8").includes(marker) && alive(Number(pid));
      } catch {
        return false;
      }
    })
    .map(Number);
}

async function pidsIn(file: string): Promise<number[]> {
  const text = await readFile(file, "utf8").catch(() => "");
  return text.split("\n").filter(Boolean).map(Number);
}

const textOf = (result: { content?: unknown }) => JSON.stringify(result.content);
/** The first content block's text, parsed as JSON. */
const firstJson = <T>(result: { content?: unknown }) =>
  JSON.parse((result.content as { text: string }[])[0]?.text ?? "null") as T;

describe("stdio: one server for the cases that leave it as it was", () => {
  // One start-up (a node process, ~250 ms) for the cases that only read: none changes the server.
  let shared: McpServers;
  let sharedDir: string;
  beforeAll(async () => {
    sharedDir = await mkdtemp(join(tmpdir(), "steward-mcp-"));
    shared = await launch([stdioTestServer("local", [], { env: { GIVEN_TOKEN: "given-value" } })], sharedDir);
  });
  afterAll(async () => {
    await shared.close();
    await rm(sharedDir, { recursive: true, force: true });
  });

  it("round trip: tools listed with their schemas and hints, calls answered", async () => {
    const s = shared;
    expect(s.statuses()).toEqual([
      { name: "local", status: "connected", tools: 10, transport: "stdio", source: "test" },
    ]);
    const [connected] = s.connected();
    const echo = connected?.server.tools.find((t) => t.name === "echo");
    expect(echo).toMatchObject({ description: "Echoes the message back.", readOnly: true });
    expect(echo?.inputSchema).toMatchObject({ type: "object", properties: { message: { type: "string" } } });
    expect(connected?.server.tools.find((t) => t.name === "note")?.readOnly).toBe(false);
    expect(connected?.server.hasResources).toBe(true);
    const answer = await s.callTool("local", "echo", { message: "hi" }, signal);
    expect(textOf(answer)).toContain("local echo: hi");
    const resources = await s.listResources("local", signal);
    expect(resources.map((r) => r.uri)).toEqual(["test://docs/readme", "test://docs/logo.png"]);
    const readme = await s.readResource("local", "test://docs/readme", signal);
    expect(readme.contents[0]).toMatchObject({ text: "# local readme" });
  });

  it("its environment is the agent's allow-listed one plus exactly what its entry names", async () => {
    const env = firstJson<Record<string, string>>(await shared.callTool("local", "env", {}, signal));
    expect(env["GIVEN_TOKEN"]).toBe("given-value");
    expect(env["PATH"]).toBe(AGENT_ENV.PATH);
    expect(Object.keys(env).sort()).toEqual(["GIVEN_TOKEN", "HOME", "PATH"]);
  });
});

describe("stdio", () => {
  it("a server that fails to start is reported with its stderr tail; the others start", async () => {
    const s = await start([stdioTestServer("broken", ["--fail-start"]), stdioTestServer("fine")]);
    const [broken, fine] = s.statuses();
    expect(broken?.status).toBe("failed");
    expect(broken?.reason).toContain("exited with code 1");
    expect(broken?.reason).toContain("fatal: cannot open the database");
    expect(fine?.status).toBe("connected");
    expect(s.unavailable("broken")).toMatch(/^MCP server broken failed to start: /);
  });

  it("a command that does not exist fails to start, with the reason", async () => {
    const s = await start([
      entry("ghost", { type: "stdio", command: "/nonexistent/mcp-server", args: [], env: {} }),
    ]);
    expect(s.statuses()[0]?.reason).toMatch(/ENOENT/);
  });

  it("a server that never answers is stopped at its start-up timeout, and its process is gone", async () => {
    const marker = `mute-${String(process.pid)}-${String(Date.now())}`;
    // 1.5 s: the shortest wait that the message, in whole seconds rounded, still calls "2 s".
    const s = await start(
      [stdioTestServer(marker, ["--never-start"], { extra: { startupTimeoutMs: 1_500 } })],
      {
        startupTimeoutMs: 60_000,
      },
    );
    expect(s.statuses()[0]?.reason).toMatch(/^it did not start within 2 s \(MCP_TIMEOUT\)/);
    expect(processesWith(marker)).toEqual([]);
  });

  it("a server that crashes mid-run turns its calls into errors that say so", async () => {
    const s = await start([stdioTestServer("flaky")]);
    await expect(s.callTool("flaky", "crash", {}, signal)).rejects.toThrow(
      /the server closed the connection \(the process exited with code 3\); its stderr ended with: crashing on purpose/,
    );
    expect(s.statuses()[0]).toMatchObject({ status: "failed" });
    expect(s.statuses()[0]?.reason).toMatch(/^stopped during the run: /);
    await expect(s.callTool("flaky", "echo", { message: "still there?" }, signal)).rejects.toThrow(
      /^MCP server flaky is not running any more: the connection ended \(the process exited with code 3\)/,
    );
  });

  it("a call that hangs ends at the per-call timeout with a clear error", async () => {
    // 500 ms: the shortest wait that the message, in whole seconds rounded, still calls "1 s".
    const s = await start([stdioTestServer("slow", [], { extra: { toolTimeoutMs: 500 } })]);
    await expect(s.callTool("slow", "hang", {}, signal)).rejects.toThrow(
      "the server did not answer within 1 s (MCP_TOOL_TIMEOUT)",
    );
    // The server itself is fine.
    expect(textOf(await s.callTool("slow", "echo", { message: "ok" }, signal))).toContain("slow echo: ok");
  });

  it("close() ends the server and everything it started, including servers still starting", async () => {
    const pidfile = join(dir, "pids");
    servers = McpServers.start(
      [
        stdioTestServer("busy", [], { env: { TEST_SERVER_PIDFILE: pidfile } }),
        stdioTestServer("late", ["--slow-start", "60000"], { env: { TEST_SERVER_PIDFILE: pidfile } }),
      ],
      { workspaceRoot: dir, agentEnv: AGENT_ENV, settings: DEFAULT_MCP_SETTINGS },
    );
    for (let i = 0; i < 300 && servers.statuses()[0]?.status === "pending"; i++)
      await new Promise((resolve) => setTimeout(resolve, 100));
    const answer = await servers.callTool("busy", "pids", {}, signal);
    const { grandchild } = firstJson<{ grandchild: number }>(answer);
    let pids = await pidsIn(pidfile);
    for (let i = 0; i < 100 && pids.length < 2; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      pids = await pidsIn(pidfile);
    }
    expect(pids).toHaveLength(2);
    expect([...pids, grandchild].every(alive)).toBe(true);
    expect(servers.statuses().map((s) => s.status)).toEqual(["connected", "pending"]);
    await servers.close();
    expect([...pids, grandchild].filter(alive)).toEqual([]);
    expect(servers.statuses()[1]?.reason).toMatch(/^the run was stopped while it started/);
  });
});

describe("remote transports", () => {
  it("Streamable HTTP: round trip, with the configured headers on every request", async () => {
    const http = await startHttpTestServer("remote");
    try {
      const s = await start([
        entry("remote", { type: "http", url: http.url, headers: { Authorization: "Bearer abc123" } }),
      ]);
      expect(s.statuses()[0]?.status).toBe("connected");
      expect(textOf(await s.callTool("remote", "echo", { message: "over http" }, signal))).toContain(
        "remote echo: over http",
      );
      expect(http.headers.length).toBeGreaterThanOrEqual(3);
      expect(http.headers.every((h) => h["authorization"] === "Bearer abc123")).toBe(true);
    } finally {
      await servers?.close();
      await http.close();
    }
  });

  it("legacy SSE: round trip", async () => {
    const sse = await startSseTestServer("legacy");
    try {
      const s = await start([entry("legacy", { type: "sse", url: sse.url, headers: { "X-Key": "k1" } })]);
      expect(s.statuses()[0]?.status).toBe("connected");
      expect(textOf(await s.callTool("legacy", "echo", { message: "over sse" }, signal))).toContain(
        "legacy echo: over sse",
      );
      expect(sse.headers.some((h) => h["x-key"] === "k1")).toBe(true);
    } finally {
      await servers?.close();
      await sse.close();
    }
  });

  it("an HTTP server that is not there fails to start with the reason", async () => {
    const s = await start([entry("nowhere", { type: "http", url: "http://127.0.0.1:9/mcp", headers: {} })]);
    expect(s.statuses()[0]).toMatchObject({ status: "failed" });
    expect(s.statuses()[0]?.reason).not.toBe("");
  });
});

describe("the published reference server (@modelcontextprotocol/server-everything)", () => {
  it("tools, structured content and resources, run from node_modules", async () => {
    const s = await start([
      entry("everything", {
        type: "stdio",
        command: process.execPath,
        args: [EVERYTHING_SERVER, "stdio"],
        env: {},
      }),
    ]);
    expect(s.statuses()[0]?.status).toBe("connected");
    const tools = s.connected()[0]?.server.tools ?? [];
    expect(tools.map((t) => t.name)).toEqual(expect.arrayContaining(["echo", "get-sum", "get-env"]));
    expect(textOf(await s.callTool("everything", "get-sum", { a: 2, b: 3 }, signal))).toContain("5");
    const structured = await s.callTool(
      "everything",
      "get-structured-content",
      { location: "Chicago" },
      signal,
    );
    expect(structured.structuredContent).toMatchObject({ temperature: expect.any(Number) as unknown });
    const resources = await s.listResources("everything", signal);
    expect(resources.length).toBeGreaterThan(0);
    const first = await s.readResource("everything", resources[0]?.uri ?? "", signal);
    expect(first.contents.length).toBeGreaterThan(0);
  });
});
