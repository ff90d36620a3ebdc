import { afterEach, describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { createAnthropicModelClient } from "../support/model-client";
import { CostLedger } from "../../src/agent/pricing";
import { runSession } from "../../src/agent/session";
import type { RunShared } from "../../src/agent/session-options";
import { createSubagentSpawner } from "../../src/agent/subagents";
import type { TranscriptLine } from "../../src/agent/transcript";
import { agentTool } from "../../src/tools/agent";
import { ToolRegistry } from "../../src/tools/registry";
import { buildTestTool } from "../support/test-tool";
import {
  type MessagesRequestBody,
  type ModelServer,
  reply,
  startModelServer,
  text,
  toolUse,
} from "../support/model-server/index";
import { allowAll, FEATURES, type TestBench, toolBench } from "../tools/helpers";

const KEY = "sk-ant-test-subagent";
// Named Read: an Explore sub-agent keeps only the read-only tools, by name.
const lookupTool = buildTestTool({
  name: "Read",
  description: "Looks something up.",
  inputSchema: z.strictObject({ key: z.string() }),
  isReadOnly: () => true,
  isConcurrencySafe: () => true,
  call: ({ key }) => Promise.resolve(`value of ${key}`),
});
const writeTool = buildTestTool({
  name: "Write",
  description: "Writes.",
  inputSchema: z.strictObject({ path: z.string() }),
  call: () => Promise.resolve("written"),
});

let server: ModelServer | undefined;
let bench: TestBench | undefined;
afterEach(async () => {
  await server?.close();
  await bench?.cleanup();
});

const isChild = (body: MessagesRequestBody) =>
  JSON.stringify(body.system).includes("You are a sub-agent of steward");
const turnOf = (body: MessagesRequestBody) => body.messages.filter((m) => m.role === "assistant").length;

describe("sub-agents", () => {
  it("runs a sub-agent through the same loop; the parent sees only its final text", async () => {
    server = await startModelServer({
      apiKey: KEY,
      script: ({ body }) => {
        if (isChild(body)) {
          return turnOf(body) === 0
            ? reply(toolUse("Read", { key: "parser" }), toolUse("Write", { path: "x" }))
            : reply(text("The parser lives in src/parse.ts."));
        }
        return turnOf(body) === 0
          ? reply(
              toolUse("Agent", {
                description: "Find the parser",
                prompt: "Where is the parser?",
                subagent_type: "Explore",
              }),
            )
          : reply(text("Done: found it."));
      },
    });
    const tools = [lookupTool, writeTool, agentTool];
    bench = await toolBench(tools);
    const ledger = new CostLedger();
    const lines: TranscriptLine[] = [];
    const transcript = { write: (line: TranscriptLine) => lines.push(line) };
    const client = createAnthropicModelClient({ apiKey: KEY, baseURL: server.url });
    const common: RunShared = {
      sessionId: "3f6c8a2e-0000-4000-8000-000000000001",
      model: { client, name: "claude-sonnet-4-6", maxTokens: 2048, deferLoading: true },
      ledger,
      budgets: { maxTurns: 10 },
    };
    const agents = createSubagentSpawner(
      {
        run: common,
        observers: { transcript },
        tools: { all: tools, resolver: allowAll },
        prompt: {
          environment: { workspaceRoot: bench.root, cwd: bench.root, date: "2026-11-22", platform: "linux" },
          instructions: [],
        },
      },
      { features: FEATURES, context: bench.context },
    );
    const context = { ...bench.context, session: { ...bench.context.session, agents } };
    const result = await runSession({
      run: common,
      observers: { transcript },
      conversation: {
        system: [{ type: "text", text: "You are the main agent." }],
        prompt: "Find the parser.",
      },
      tools: { registry: new ToolRegistry(tools, [], FEATURES), resolver: allowAll, context },
    });

    expect(result).toMatchObject({ subtype: "success", result: "Done: found it." });
    const requests = server.messageRequests().map((r) => r.body as MessagesRequestBody);
    const childRequests = requests.filter(isChild);
    expect(childRequests).toHaveLength(2);
    // An Explore sub-agent gets read-only tools only, and its write attempt was refused anyway.
    expect((childRequests[0]?.tools ?? []).map((t) => t["name"])).toEqual(["Read"]);
    const childResults = JSON.stringify(childRequests[1]?.messages.at(-1));
    expect(childResults).toContain("value of parser");
    expect(childResults).toMatch(/No such tool: Write/);
    // The parent's tool result is the sub-agent's final text, nothing else.
    const parentFinal = requests.filter((b) => !isChild(b)).at(-1);
    expect(JSON.stringify(parentFinal?.messages.at(-1))).toContain("The parser lives in src/parse.ts.");
    // Both sessions' costs are in one ledger, and the sub-agent's lines point back at the Agent call.
    expect(result.totalCostUsd).toBe(ledger.costUsd);
    const nested = lines.filter(
      (l) => (l.type === "assistant" || l.type === "user") && l.parent_tool_use_id !== null,
    );
    // The sub-agent's prompt, its tool call, the results and its answer; all under the run's session id.
    expect(nested.map((l) => l.type)).toEqual(["user", "assistant", "user", "assistant"]);
    expect(new Set(lines.map((l) => l.session_id))).toEqual(new Set([common.sessionId]));
    expect(lines.filter((l) => l.type === "result")).toHaveLength(1);
    server.assertNoViolations();
  });
});
