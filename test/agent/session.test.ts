import { appendFile, readFile } from "node:fs/promises";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { createAnthropicModelClient } from "../support/model-client";
import {
  type Budgets,
  type ModelSettings,
  runSession,
  type SessionConversation,
  type SessionObservers,
  type SessionOptions,
  type SessionTools,
} from "../../src/agent/session";
import type { TranscriptLine } from "../../src/agent/transcript";
import { ToolRegistry } from "../../src/tools/registry";
import type { PermissionResolver } from "../../src/tools/tool";
import { buildTestTool } from "../support/test-tool";
import { now } from "../support/http";
import {
  type MessagesRequestBody,
  type ModelServer,
  reply,
  type Script,
  startModelServer,
  text,
  thinking,
  toolUse,
} from "../support/model-server/index";
import { allowAll, FEATURES, type TestBench, toolBench } from "../tools/helpers";

const KEY = "sk-ant-test-session";
const starts = new Map<string, number>();

const lookupTool = buildTestTool({
  name: "Lookup",
  description: "Looks something up (read-only).",
  inputSchema: z.strictObject({ key: z.string(), ms: z.optional(z.number()) }),
  isReadOnly: () => true,
  isConcurrencySafe: () => true,
  call: async ({ key, ms }) => {
    starts.set(key, now());
    await new Promise((r) => setTimeout(r, ms ?? 5));
    return `value of ${key}`;
  },
});

const appendTool = buildTestTool({
  name: "Append",
  description: "Appends text to log.txt in the workspace.",
  inputSchema: z.strictObject({ text: z.string(), ms: z.optional(z.number()) }),
  call: async ({ text: value, ms }, ctx) => {
    await new Promise((r) => setTimeout(r, ms ?? 1));
    await appendFile(join(ctx.workspaceRoot, "log.txt"), value);
    return `appended ${value}`;
  },
});

let server: ModelServer | undefined;
let bench: TestBench | undefined;
afterEach(async () => {
  await server?.close();
  await bench?.cleanup();
  server = undefined;
  bench = undefined;
  starts.clear();
});

/** Options beside the defaults; a group given in part keeps the defaults' other fields. */
type Overrides = Omit<Partial<SessionOptions>, "run" | "tools" | "observers" | "conversation"> & {
  model?: Partial<ModelSettings>;
  budgets?: Budgets;
  tools?: Partial<SessionTools>;
  observers?: Partial<SessionObservers>;
  conversation?: Partial<SessionConversation>;
};

async function session(script: Script, overrides: Overrides = {}, resolver: PermissionResolver = allowAll) {
  server = await startModelServer({ script, apiKey: KEY });
  bench = await toolBench([lookupTool, appendTool]);
  const lines: TranscriptLine[] = [];
  const { model, budgets, tools, observers, conversation, ...rest } = overrides;
  const result = await runSession({
    run: {
      model: {
        client: createAnthropicModelClient({ apiKey: KEY, baseURL: server.url }),
        name: "claude-sonnet-4-6",
        maxTokens: 4096,
        deferLoading: true,
        retry: { budgetMs: 10_000, maxAttempts: 5, baseDelayMs: 5, maxDelayMs: 20 },
        ...model,
      },
      budgets: budgets ?? { maxTurns: 10 },
    },
    conversation: {
      system: [{ type: "text", text: "You are a test agent." }],
      prompt: "Do the task.",
      ...conversation,
    },
    tools: {
      registry: new ToolRegistry([lookupTool, appendTool], [], FEATURES),
      resolver,
      context: bench.context,
      ...tools,
    },
    observers: { transcript: { write: (line) => lines.push(line) }, ...observers },
    ...rest,
  });
  return { result, lines, server, bench };
}

type Block = { type: string; tool_use_id?: string; is_error?: boolean; content?: unknown; text?: string };
const lastUserBlocks = (body: unknown): Block[] => {
  const messages = (body as MessagesRequestBody).messages;
  const last = messages[messages.length - 1];
  return (typeof last?.content === "string" ? [] : (last?.content ?? [])) as Block[];
};

describe("agent session against the scripted Messages API", () => {
  it("runs a message's reads as one batch and returns all results in one user message, in tool_use order", async () => {
    const { result, server: s } = await session([
      reply(
        text("Looking things up."),
        toolUse("Lookup", { key: "a", ms: 40 }),
        toolUse("Lookup", { key: "b", ms: 5 }),
        toolUse("Lookup", { key: "c", ms: 20 }),
      ),
      reply(text("All three found.")),
    ]);
    expect(result).toMatchObject({
      subtype: "success",
      result: "All three found.",
      numTurns: 2,
      isError: false,
    });
    const second = s.messageRequests()[1];
    const blocks = lastUserBlocks(second?.body);
    expect(blocks.map((b) => [b.type, b.tool_use_id, b.content])).toEqual([
      ["tool_result", "toolu_t0_1", "value of a"],
      ["tool_result", "toolu_t0_2", "value of b"],
      ["tool_result", "toolu_t0_3", "value of c"],
    ]);
    s.assertNoViolations();
  });

  it("prepares the tools once, while the first answer streams and not before the request is sent", async () => {
    const prepared: number[] = [];
    const preparing = buildTestTool({
      name: "Prepared",
      description: "A tool that loads something ahead of its first call.",
      inputSchema: z.strictObject({}),
      call: () => Promise.resolve("ok"),
      prepare: () => Promise.resolve(prepared.push(now())),
    });
    const failing = buildTestTool({
      name: "Unprepared",
      description: "A tool whose preparation fails; the session goes on.",
      inputSchema: z.strictObject({}),
      call: () => Promise.resolve("ok"),
      prepare: () => Promise.reject(new Error("no parser here")),
    });
    const { result, server: s } = await session(
      [reply(toolUse("Lookup", { key: "a" })), reply(toolUse("Lookup", { key: "b" })), reply(text("Done."))],
      { tools: { registry: new ToolRegistry([lookupTool, preparing, failing], [], FEATURES) } },
    );
    expect(result.subtype).toBe("success");
    expect(prepared).toHaveLength(1);
    const [first, second] = s.messageRequests();
    expect(prepared[0]).toBeGreaterThanOrEqual(first?.receivedAt ?? Infinity);
    expect(prepared[0]).toBeLessThan(second?.receivedAt ?? -Infinity);
  });

  it("runs writes one at a time, in order", async () => {
    const { result, bench: b } = await session([
      reply(
        toolUse("Append", { text: "x", ms: 30 }),
        toolUse("Append", { text: "y", ms: 1 }),
        toolUse("Append", { text: "z" }),
      ),
      reply(text("Wrote.")),
    ]);
    expect(result.subtype).toBe("success");
    expect(await readFile(join(b.root, "log.txt"), "utf8")).toBe("xyz");
  });

  it("starts a read while the answer is still streaming", async () => {
    const { server: s } = await session([
      {
        ...reply(
          toolUse("Lookup", { key: "early" }),
          text("Now some trailing explanation that streams slowly..."),
        ),
        timing: { chunkDelayMs: 25, textChunkChars: 4 },
      },
      reply(text("done")),
    ]);
    const stop = s.messageRequests()[0]?.messageStopAt ?? 0;
    expect(starts.get("early")).toBeLessThan(stop - 100);
  });

  it("retries two 529 answers and then succeeds", async () => {
    const { result, server: s } = await session([
      reply(toolUse("Lookup", { key: "a" })),
      { ...reply(text("done after overload")), faults: [{ kind: "overloaded" }, { kind: "overloaded" }] },
    ]);
    expect(result).toMatchObject({ subtype: "success", result: "done after overload", numTurns: 2 });
    expect(s.messageRequests().map((r) => [r.turn, r.status])).toEqual([
      [0, 200],
      [1, 529],
      [1, 529],
      [1, 200],
    ]);
  });

  it("asks for a turn again when its stream is cut, without duplicating tool results", async () => {
    const { result, server: s } = await session([
      {
        ...reply(toolUse("Lookup", { key: "a" }), text("and then a long tail of text to cut through")),
        faults: [{ kind: "cut_stream", afterEvents: 9 }],
      },
      reply(text("done")),
    ]);
    expect(result.subtype).toBe("success");
    expect(s.messageRequests().map((r) => [r.turn, r.attempt, r.fault ?? null])).toEqual([
      [0, 0, "cut_stream"],
      [0, 1, null],
      [1, 0, null],
    ]);
    expect(lastUserBlocks(s.messageRequests()[2]?.body)).toHaveLength(1);
    s.assertNoViolations();
  });

  it("turns malformed tool JSON into an is_error result and carries on", async () => {
    const { result, server: s } = await session([
      reply({ type: "tool_use", name: "Lookup", input: undefined, rawJson: '{"key": "a", "ms": ' }),
      reply(text("I will stop here.")),
    ]);
    expect(result.subtype).toBe("success");
    const [block] = lastUserBlocks(s.messageRequests()[1]?.body);
    expect(block).toMatchObject({ type: "tool_result", is_error: true });
    expect(String(block?.content)).toMatch(/not valid JSON/);
    // The echoed tool_use carries what steward parsed ({}), never a lenient guess.
    const body = s.messageRequests()[1]?.body as MessagesRequestBody;
    expect(body.messages[1]?.content).toEqual([
      { type: "tool_use", id: "toolu_t0_0", name: "Lookup", input: {}, cache_control: { type: "ephemeral" } },
    ]);
  });

  it("ends at max turns with a wrap-up turn that cannot call tools", async () => {
    const always = () => reply(text("More work."), toolUse("Lookup", { key: "again" }));
    const { result, server: s } = await session(
      (request) =>
        request.body.tool_choice === undefined ? always() : reply(text("Summary: looked up twice.")),
      { budgets: { maxTurns: 3 } },
    );
    expect(result).toMatchObject({
      subtype: "error_max_turns",
      endedBy: "max_turns",
      result: "Summary: looked up twice.",
      numTurns: 3,
    });
    const requests = s.messageRequests();
    expect(requests.map((r) => (r.body as MessagesRequestBody).tool_choice ?? null)).toEqual([
      null,
      null,
      { type: "none" },
    ]);
    // The tools stay in the request, so the cached prefix stays valid.
    expect((requests[2]?.body as MessagesRequestBody).tools).toEqual(
      (requests[0]?.body as MessagesRequestBody).tools,
    );
    expect(lastUserBlocks(requests[2]?.body).at(-1)?.text).toMatch(/last turn: the run's turn limit/);
  });

  it("ends at the cost budget after a wrap-up turn", async () => {
    // A million input tokens on Sonnet costs $3 a turn; with $5 to spend, the second turn is the last.
    const expensive = { usage: { input_tokens: 1_000_000, output_tokens: 0 } };
    const { result } = await session(
      (request) =>
        request.body.tool_choice === undefined
          ? { ...reply(toolUse("Lookup", { key: "k" })), ...expensive }
          : { ...reply(text("Stopping: budget.")), ...expensive },
      {
        budgets: { maxTurns: 10, maxCostUsd: 5 },
        // A million-token prompt would trigger compaction in a 200k window; this test is about cost.
        compaction: {
          contextWindow: 10_000_000,
          threshold: 0.8,
          keepRecentMessages: 6,
          clearResultsOverChars: 2_000,
        },
      },
    );
    expect(result).toMatchObject({
      subtype: "error_max_budget_usd",
      endedBy: "max_cost",
      result: "Stopping: budget.",
      numTurns: 2,
    });
    expect(result.totalCostUsd).toBeCloseTo(6, 5);
  });

  it("does not retry a 429 for an exhausted spend limit", async () => {
    const { result, server: s } = await session([
      {
        ...reply(text("never")),
        faults: [
          {
            kind: "status",
            status: 429,
            errorType: "rate_limit_error",
            message: "You have reached your spend limit.",
          },
        ],
      },
    ]);
    expect(result).toMatchObject({ subtype: "error_during_execution", endedBy: "error", isError: true });
    expect(result.result).toMatch(/spend limit reached/);
    expect(s.messageRequests()).toHaveLength(1);
  });

  it("goes on with the fallback model when its own stays overloaded, thinking blocks dropped", async () => {
    const logs: string[] = [];
    const {
      result,
      lines,
      server: s,
    } = await session(
      ({ body, turn }) => {
        if (body.model === "claude-sonnet-4-6")
          return turn === 0
            ? reply(thinking("Plan first.", "sig-1"), toolUse("Lookup", { key: "k" }))
            : {
                ...reply(text("never")),
                faults: Array.from({ length: 9 }, () => ({ kind: "overloaded" as const })),
              };
        return reply(text("Answered by the fallback."));
      },
      {
        model: { fallback: { name: "claude-haiku-4-5", maxTokens: 2048 } },
        observers: { log: (m) => logs.push(m) },
      },
    );
    expect(result).toMatchObject({ subtype: "success", result: "Answered by the fallback." });
    expect(logs).toContain(
      "claude-sonnet-4-6 is overloaded; the run goes on with the fallback model claude-haiku-4-5",
    );
    const fallbackRequest = s.messageRequests().at(-1)?.body as MessagesRequestBody;
    expect(fallbackRequest).toMatchObject({ model: "claude-haiku-4-5", max_tokens: 2048 });
    expect(JSON.stringify(fallbackRequest.messages)).not.toContain('"type":"thinking"');
    const last = lines.at(-1);
    expect(last?.type === "result" ? Object.keys(last.modelUsage) : []).toEqual([
      "claude-sonnet-4-6",
      "claude-haiku-4-5",
    ]);
  });

  it("records permission denials and writes a stream-json transcript", async () => {
    const denyAppend: PermissionResolver = {
      decide: (r) =>
        r.toolName === "Append"
          ? { behavior: "deny", reason: "writes are not allowed here", rule: "Append" }
          : { behavior: "allow", reason: "", rule: null },
    };
    const { result, lines } = await session(
      [
        reply(toolUse("Append", { text: "x" }), toolUse("Lookup", { key: "k" })),
        reply(text("Could not write.")),
      ],
      {},
      denyAppend,
    );
    expect(result.permissionDenials).toEqual([
      { tool_name: "Append", tool_use_id: "toolu_t0_0", tool_input: { text: "x" } },
    ]);
    expect(lines.map((l) => (l.type === "system" ? `system/${l.subtype}` : l.type))).toEqual([
      "system/init",
      "user",
      "assistant",
      "system/permission_denied",
      "user",
      "assistant",
      "result",
    ]);
    expect(lines[3]).toMatchObject({
      tool_name: "Append",
      tool_use_id: "toolu_t0_0",
      decision_reason_type: "rule",
      decision_reason: "Append",
      message: expect.stringMatching(/^Permission denied for Append: writes are not allowed here/) as unknown,
    });
    const last = lines.at(-1);
    expect(last).toMatchObject({
      type: "result",
      subtype: "success",
      num_turns: 2,
      result: "Could not write.",
      permission_denials: [{ tool_name: "Append" }],
    });
    if (last?.type === "result") expect(last.total_cost_usd).toBeGreaterThan(0);
  });

  it("places cache breakpoints so each request re-reads the previous one", async () => {
    const big = "context ".repeat(1200);
    const { server: s, result } = await session(
      [
        reply(toolUse("Lookup", { key: big.slice(0, 4000) })),
        reply(toolUse("Lookup", { key: "b" })),
        reply(toolUse("Lookup", { key: "c" })),
        reply(text("done")),
      ],
      { conversation: { system: [{ type: "text", text: big }] } },
    );
    expect(result.subtype).toBe("success");
    const usages = s.messageRequests().map((r) => r.usage);
    for (const usage of usages.slice(1)) expect(usage?.cache_read_input_tokens).toBeGreaterThan(0);
    // Every request starts with the previous one, byte for byte, once markers are set aside.
    const bodies = s
      .messageRequests()
      .map((r) =>
        JSON.stringify((r.body as MessagesRequestBody).messages).replaceAll(
          ',"cache_control":{"type":"ephemeral"}',
          "",
        ),
      );
    for (let i = 1; i < bodies.length; i++)
      expect(bodies[i]?.startsWith(bodies[i - 1]?.slice(0, -1) ?? "")).toBe(true);
    expect(s.violations).toEqual([]);
  });
});

describe("compaction", () => {
  it("summarises in a request that repeats the cached prefix, then continues from the task, the summary and the recent turns", async () => {
    const isSummaryRequest = (body: MessagesRequestBody) =>
      JSON.stringify(body.messages.at(-1)).includes("about to be compacted");
    const {
      result,
      server: s,
      lines,
    } = await session(
      ({ body }) => {
        if (isSummaryRequest(body)) return reply(text("Summary: looked up a and b; c is next."));
        const asked = JSON.stringify(body.messages);
        if (asked.includes("<summary-of-earlier-work>")) return reply(text("Finished after compaction."));
        if (!asked.includes("value of a"))
          return { ...reply(toolUse("Lookup", { key: "a" })), usage: { input_tokens: 100 } };
        return { ...reply(toolUse("Lookup", { key: "b" })), usage: { input_tokens: 9_000 } };
      },
      {
        compaction: {
          contextWindow: 10_000,
          threshold: 0.8,
          keepRecentMessages: 2,
          clearResultsOverChars: 2_000,
        },
      },
    );
    expect(result).toMatchObject({ subtype: "success", result: "Finished after compaction." });
    const bodies = s.messageRequests().map((r) => r.body as MessagesRequestBody);
    const summary = bodies.find(isSummaryRequest);
    expect(summary?.tool_choice).toEqual({ type: "none" });
    // The summary request repeats the previous request (tools, system, messages) and adds the question.
    const before = bodies[bodies.indexOf(summary as MessagesRequestBody) - 1];
    expect(summary?.tools).toEqual(before?.tools);
    expect(summary?.system).toEqual(before?.system);
    const after = bodies.at(-1);
    const first = JSON.stringify(after?.messages[0]);
    expect(first).toContain("Do the task.");
    expect(first).toContain("Summary: looked up a and b; c is next.");
    expect(after?.messages.map((m) => m.role)).toEqual(["user", "assistant", "user"]);
    expect(JSON.stringify(after?.messages)).not.toContain("value of a");
    expect(JSON.stringify(after?.messages)).toContain("value of b");
    expect(lines.some((l) => l.type === "system" && l.subtype === "compact_boundary")).toBe(true);
    s.assertNoViolations();
  });
});
