// MCP tools in a whole session: the real SDK against the scripted Messages API, real MCP servers (the
// test server over stdio, over Streamable HTTP on 127.0.0.1). What the model is offered (built-in tools
// first and unchanged, then the allowed MCP tools, sorted; nothing the policy could never allow),
// what its calls return (text, images, errors, a crash, secrets redacted), the init line, and a
// server that connects late joining at a later turn without changing any request already sent.
import { mkdir, mkdtemp, realpath, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createAnthropicModelClient } from "../support/model-client";
import { type AgentRules, runAgent } from "../../src/agent/run-agent";
import type { TranscriptLine } from "../../src/agent/transcript";
import { loadPolicy } from "../../src/policy/index";
import { createRedactor } from "../../src/report/index";
import { BUILTIN_TOOLS } from "../../src/tools/builtin";
import type { McpServerEntry } from "../../src/tools/mcp/config";
import { McpServers } from "../../src/tools/mcp/servers";
import { DEFAULT_MCP_SETTINGS, type McpSettings } from "../../src/tools/mcp/settings";
import {
  type MessagesRequestBody,
  type ModelServer,
  reply,
  type Script,
  startModelServer,
  text,
  toolUse,
} from "../support/model-server/index";
import { entry, startHttpTestServer, stdioTestServer } from "../support/mcp/index";

const KEY = "sk-ant-test-mcp";
let base: string;
let server: ModelServer | undefined;
let servers: McpServers | undefined;

beforeEach(async () => {
  base = await realpath(await mkdtemp(join(tmpdir(), "steward-run-mcp-")));
  await mkdir(join(base, "repo"));
});
afterEach(async () => {
  await servers?.close();
  servers = undefined;
  await server?.close();
  server = undefined;
  await rm(base, { recursive: true, force: true });
});

async function run(options: {
  entries: McpServerEntry[];
  policy: string;
  script: Script;
  deferLoading?: boolean;
  firstRequestWaitMs?: number;
  settings?: McpSettings;
  redact?: AgentRules["redact"];
}) {
  const settings = options.settings ?? DEFAULT_MCP_SETTINGS;
  server = await startModelServer({ script: options.script, apiKey: KEY });
  const lines: TranscriptLine[] = [];
  servers = McpServers.start(options.entries, {
    workspaceRoot: join(base, "repo"),
    agentEnv: { PATH: process.env["PATH"] ?? "/usr/bin:/bin" },
    settings,
  });
  const result = await runAgent({
    workspace: {
      root: join(base, "repo"),
      outputDir: join(base, "out"),
      home: base,
      processEnv: { PATH: process.env["PATH"] ?? "/usr/bin:/bin", HOME: base },
      shell: { disabled: "not needed here" },
    },
    rules: {
      policy: await loadPolicy({ text: options.policy, path: join(base, "repo", ".github", "steward.yml") }),
      policyFilePath: null,
      ...(options.redact === undefined ? {} : { redact: options.redact }),
    },
    conversation: { prompt: "Use the MCP tools.", date: "2026-11-22" },
    model: {
      client: createAnthropicModelClient({ apiKey: KEY, baseURL: server.url }),
      name: "claude-sonnet-4-6",
      maxTokens: 4096,
      deferLoading: options.deferLoading ?? false,
    },
    budgets: { maxTurns: 12 },
    observers: { transcript: { write: (line) => lines.push(line) } },
    attachments: {
      mcp: {
        servers,
        settings,
        firstRequestWaitMs: options.firstRequestWaitMs ?? 60_000,
      },
    },
    signal: new AbortController().signal,
  });
  const bodies = server.messageRequests().map((r) => r.body as MessagesRequestBody);
  return { result, bodies, lines };
}

type Tool = { name: string; description: string; input_schema: unknown; defer_loading?: boolean };
const toolsOf = (body: MessagesRequestBody | undefined) => (body?.tools ?? []) as unknown as Tool[];
/** A value without its cache_control members (the markers move from request to request by design). */
const unmarked = (value: unknown): unknown =>
  JSON.parse(JSON.stringify(value, (key, v: unknown) => (key === "cache_control" ? undefined : v)));
const lastMessage = (body: MessagesRequestBody | undefined) => JSON.stringify(body?.messages.at(-1));

describe("MCP tools in a session", () => {
  it("offers the allowed tools after the built-in ones, runs them, and maps what they return", async () => {
    const { result, bodies, lines } = await run({
      entries: [stdioTestServer("local", [], { env: { API_TOKEN: "tok-0a1b2c3d4e" } })],
      policy:
        "permissions:\n  allow: [mcp__local__echo, mcp__local__pixel, mcp__local__refuse, mcp__local__env, mcp__local__crash, mcp__local__weather]\n",
      script: [
        reply(
          toolUse("mcp__local__echo", { message: "hi" }, "t_echo"),
          toolUse("mcp__local__pixel", {}, "t_pixel"),
          toolUse("mcp__local__weather", {}, "t_weather"),
          toolUse("mcp__local__refuse", {}, "t_refuse"),
          toolUse("mcp__local__env", {}, "t_env"),
          toolUse("mcp__local__note", { text: "x" }, "t_note"),
        ),
        reply(toolUse("mcp__local__crash", {}, "t_crash")),
        reply(toolUse("mcp__local__echo", { message: "again" }, "t_again")),
        reply(text("Done.")),
      ],
      redact: createRedactor(["tok-0a1b2c3d4e"]),
    });
    expect(result.subtype).toBe("success");
    const names = toolsOf(bodies[0]).map((t) => t.name);
    const builtins = BUILTIN_TOOLS.map((t) => t.name)
      .filter((n) => names.includes(n))
      .sort();
    expect(names).toEqual([
      ...builtins,
      // No resource tools: no rule allows the server as a whole, which reading its resources needs.
      "mcp__local__crash",
      "mcp__local__echo",
      "mcp__local__env",
      "mcp__local__pixel",
      "mcp__local__refuse",
      "mcp__local__weather",
    ]);
    expect(toolsOf(bodies[0]).find((t) => t.name === "mcp__local__echo")).toMatchObject({
      description: "Echoes the message back.",
      input_schema: {
        type: "object",
        properties: { message: { type: "string", description: "What to echo" } },
      },
    });
    // The tools prefix is the same bytes in every request.
    for (const body of bodies) expect(JSON.stringify(body.tools)).toBe(JSON.stringify(bodies[0]?.tools));
    expect(result.mcp?.notAllowed.sort()).toEqual([
      "mcp__local__big",
      "mcp__local__hang",
      "mcp__local__note",
      "mcp__local__pids",
    ]);

    const first = lastMessage(bodies[1]);
    expect(first).toContain("local echo: hi");
    expect(first).toContain('{"type":"image","source":{"type":"base64","media_type":"image/png"');
    expect(first).toContain('\\"temperature\\": 21');
    expect(first).toMatch(
      /"tool_use_id":"t_refuse","content":"refused: the record is locked","is_error":true/,
    );
    expect(first).toContain('\\"API_TOKEN\\":\\"***\\"');
    expect(first).not.toContain("tok-0a1b2c3d4e");
    expect(first).toContain(
      "mcp__local__note cannot be called: no rule of the permission policy allows it, so it is not offered in this run.",
    );
    // The server's last words carry its token: redacted like any result.
    expect(lastMessage(bodies[2])).toMatch(
      /"t_crash","content":"Error: the server closed the connection \(the process exited with code 3\); its stderr ended with: crashing on purpose \(token \*\*\*\)","is_error":true/,
    );
    expect(JSON.stringify(bodies)).not.toContain("tok-0a1b2c3d4e");
    expect(lastMessage(bodies[3])).toContain(
      "Error: MCP server local is not running any more: the connection ended (the process exited with code 3)",
    );
    const init = lines[0];
    expect(init).toMatchObject({
      type: "system",
      subtype: "init",
      mcp_servers: [{ name: "local", status: "connected" }],
    });
    expect(result.mcp?.servers[0]).toMatchObject({ name: "local", status: "failed" });
    expect(result.mcp?.servers[0]?.reason).toMatch(/^stopped during the run: /);
  });

  it("sub-agents get the MCP tools too; a read-only one only those its server marks read-only", async () => {
    const isSub = (body: MessagesRequestBody) => JSON.stringify(body.messages[0]).includes("SUB TASK");
    const { result, bodies } = await run({
      entries: [stdioTestServer("local")],
      policy: "permissions:\n  allow: [mcp__local]\n",
      script: ({ turn, body }) =>
        isSub(body)
          ? reply(text("Looked."))
          : turn === 0
            ? reply(
                toolUse("Agent", { description: "look", prompt: "SUB TASK", subagent_type: "Explore" }, "a1"),
              )
            : reply(text("Done.")),
    });
    expect(result.subtype).toBe("success");
    const sub = toolsOf(bodies.find(isSub)).map((t) => t.name);
    expect(sub).toEqual(
      expect.arrayContaining(["mcp__local__echo", "mcp__local__env", "ReadMcpResourceTool"]),
    );
    expect(sub).not.toContain("mcp__local__note");
    expect(toolsOf(bodies[0]).map((t) => t.name)).toContain("mcp__local__note");
  });

  it("past ENABLE_TOOL_SEARCH's share of the context window, MCP tools are deferred behind ToolSearch", async () => {
    const { bodies } = await run({
      entries: [stdioTestServer("many")],
      policy: "permissions:\n  allow: [mcp__many__echo, mcp__many__pixel]\n",
      // auto:0 — any MCP tool definitions at all exceed the share.
      settings: { ...DEFAULT_MCP_SETTINGS, toolSearch: { mode: "auto", percent: 0 } },
      deferLoading: true,
      script: [
        reply(toolUse("mcp__many__echo", { message: "early" }, "t1")),
        reply(toolUse("ToolSearch", { query: "select:mcp__many__echo" }, "t2")),
        reply(toolUse("mcp__many__echo", { message: "loaded" }, "t3")),
        reply(text("Done.")),
      ],
    });
    const mcpTools = toolsOf(bodies[0]).filter((t) => t.name.startsWith("mcp__"));
    expect(mcpTools.map((t) => [t.name, t.defer_loading])).toEqual([
      ["mcp__many__echo", true],
      ["mcp__many__pixel", true],
    ]);
    expect(JSON.stringify(bodies[0]?.system)).toContain("mcp__many__echo, mcp__many__pixel.");
    expect(lastMessage(bodies[1])).toContain('Call ToolSearch with query \\"select:mcp__many__echo\\" first');
    expect(lastMessage(bodies[3])).toContain("many echo: loaded");
  });

  it("a server that failed to start is in the init line and the system prompt; the run goes on", async () => {
    const { result, bodies, lines } = await run({
      entries: [stdioTestServer("broken", ["--fail-start"])],
      policy: "permissions:\n  allow: [mcp__broken]\n",
      script: [reply(toolUse("mcp__broken__echo", { message: "?" }, "t1")), reply(text("It is down."))],
    });
    expect(result.subtype).toBe("success");
    expect(lines[0]).toMatchObject({ mcp_servers: [{ name: "broken", status: "failed" }] });
    expect(JSON.stringify(bodies[0]?.system)).toContain(
      "- MCP servers: broken failed to start, so its tools are not available.",
    );
    expect(toolsOf(bodies[0]).some((t) => t.name.startsWith("mcp__"))).toBe(false);
    expect(lastMessage(bodies[1])).toContain(
      "mcp__broken__echo cannot be called: MCP server broken failed to start: ",
    );
  });

  it("a server that connects after the first request joins later: appended, deferred, announced", async () => {
    const http = await startHttpTestServer("late");
    const gate = http.hold();
    try {
      const joined = (body: MessagesRequestBody) => toolsOf(body).some((t) => t.name === "mcp__late__echo");
      const script: Script = ({ turn, body }) => {
        if (turn === 0) {
          gate.release();
          return reply(toolUse("TodoWrite", { todos: [] }, "t0"));
        }
        const loaded = body.messages.some((m) => JSON.stringify(m.content).includes('"tool_reference"'));
        const called = body.messages.some((m) => JSON.stringify(m.content).includes("late echo: joined"));
        if (called) return reply(text("Done."));
        if (loaded) return reply(toolUse("mcp__late__echo", { message: "joined" }, `t${String(turn)}`));
        if (joined(body))
          return reply(toolUse("ToolSearch", { query: "select:mcp__late__echo" }, `t${String(turn)}`));
        return {
          ...reply(toolUse("TodoWrite", { todos: [] }, `t${String(turn)}`)),
          timing: { firstTokenMs: 300 },
        };
      };
      const { result, bodies } = await run({
        entries: [entry("late", { type: "http", url: http.url, headers: {} })],
        policy: "permissions:\n  allow: [mcp__late]\n",
        script,
        deferLoading: true,
        firstRequestWaitMs: 0,
      });
      expect(result.subtype).toBe("success");
      expect(JSON.stringify(bodies[0]?.system)).toContain("- MCP servers: late is still starting");
      const at = bodies.findIndex(joined);
      expect(at).toBeGreaterThan(0);
      const before = bodies[at - 1];
      const after = bodies[at];
      // Everything sent before is a prefix of what is sent after: tools appended, messages appended.
      expect(toolsOf(after).slice(0, toolsOf(before).length)).toEqual(toolsOf(before));
      const added = toolsOf(after).slice(toolsOf(before).length);
      expect(added.map((t) => t.name)).toEqual([
        "ListMcpResourcesTool",
        "ReadMcpResourceTool",
        "mcp__late__big",
        "mcp__late__crash",
        "mcp__late__echo",
        "mcp__late__env",
        "mcp__late__hang",
        "mcp__late__note",
        "mcp__late__pids",
        "mcp__late__pixel",
        "mcp__late__refuse",
        "mcp__late__weather",
      ]);
      expect(added.every((t) => t.defer_loading === true)).toBe(true);
      const sent = before?.messages ?? [];
      expect(unmarked(after?.messages.slice(0, sent.length))).toEqual(unmarked(sent));
      expect(lastMessage(after)).toContain(
        'MCP server late connected. These tools can now be loaded with ToolSearch (\\"select:Name\\") and then called: ',
      );
      expect(JSON.stringify(after?.system)).toBe(JSON.stringify(before?.system));
      expect(lastMessage(bodies.at(-1))).toContain("late echo: joined");
    } finally {
      gate.release();
      await servers?.close();
      await http.close();
    }
  });

  it("a server whose tools change mid-run (list_changed): new tools appended and announced, a withdrawn one refused", async () => {
    const script: Script = ({ turn }) =>
      [
        reply(toolUse("mcp__live__swap", {}, "t0")),
        reply(toolUse("mcp__live__fresh", {}, "t1")),
        reply(toolUse("mcp__live__note", { text: "still there?" }, "t2")),
      ][turn] ?? reply(text("Done."));
    const { result, bodies } = await run({
      entries: [stdioTestServer("live", ["--list-changes"])],
      policy: "permissions:\n  allow: [mcp__live]\n",
      script,
    });
    expect(result.subtype).toBe("success");
    const [first, second, third] = bodies;
    // The tools sent first stay a prefix; the new tool comes after them, the withdrawn one stays.
    expect(toolsOf(second).slice(0, toolsOf(first).length)).toEqual(toolsOf(first));
    expect(
      toolsOf(second)
        .slice(toolsOf(first).length)
        .map((t) => t.name),
    ).toEqual(["mcp__live__fresh"]);
    expect(toolsOf(first).map((t) => t.name)).toContain("mcp__live__note");
    expect(unmarked(second?.messages.slice(0, first?.messages.length))).toEqual(unmarked(first?.messages));
    expect(lastMessage(second)).toContain(
      "The tools of MCP server live changed. These tools can be called from now on: mcp__live__fresh. These tools are no longer offered and cannot be called: mcp__live__note.",
    );
    expect(lastMessage(third)).toContain("live fresh: here");
    const refused = JSON.stringify(bodies[3]?.messages.at(-1));
    expect(refused).toContain('"is_error":true');
    expect(refused).toContain(
      "MCP server live no longer offers the tool note: its tool list changed during the run.",
    );
    expect(toolsOf(bodies[3])).toEqual(toolsOf(second));
  });
});
