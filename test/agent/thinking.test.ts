// Thinking through a whole session: the request carries the thinking setting, the thinking blocks (with
// their signatures) go back exactly as they came — the scripted server refuses a changed one, as the
// API does — cache markers never land on them, and their tokens count in the run's usage and cost.
import { afterEach, describe, expect, it } from "vitest";
import * as z from "zod/mini";
import type { ThinkingConfigParam } from "../../src/agent/model";
import { createAnthropicModelClient } from "../support/model-client";
import { costOf, priceOf } from "../../src/agent/pricing";
import { runSession } from "../../src/agent/session";
import { ToolRegistry } from "../../src/tools/registry";
import { buildTestTool } from "../support/test-tool";
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

const KEY = "sk-ant-test-thinking";

const lookup = buildTestTool({
  name: "Lookup",
  description: "Looks something up (read-only).",
  inputSchema: z.strictObject({ key: z.string() }),
  isReadOnly: () => true,
  isConcurrencySafe: () => true,
  call: ({ key }) => Promise.resolve(`value of ${key}`),
});

let server: ModelServer | undefined;
let bench: TestBench | undefined;
afterEach(async () => {
  await server?.close();
  await bench?.cleanup();
  server = undefined;
  bench = undefined;
});

async function session(script: Script, model: string, config: ThinkingConfigParam | undefined) {
  server = await startModelServer({ script, apiKey: KEY });
  bench = await toolBench([lookup]);
  const result = await runSession({
    run: {
      model: {
        client: createAnthropicModelClient({ apiKey: KEY, baseURL: server.url }),
        name: model,
        maxTokens: 32_000,
        ...(config === undefined ? {} : { thinking: config }),
        deferLoading: true,
        retry: { budgetMs: 1_000, maxAttempts: 2, baseDelayMs: 5, maxDelayMs: 20 },
      },
      budgets: { maxTurns: 10 },
    },
    conversation: { system: [{ type: "text", text: "You are a test agent." }], prompt: "Find a and b." },
    tools: { registry: new ToolRegistry([lookup], [], FEATURES), resolver: allowAll, context: bench.context },
    observers: { transcript: { write: () => undefined } },
  });
  return { result, server };
}

const assistantBlocks = (body: unknown, index: number) => {
  const message = (body as MessagesRequestBody).messages[index];
  return typeof message?.content === "string" ? [] : (message?.content ?? []);
};

/** The JSON text of a message as the request carried it, cache markers aside. */
const unmarked = (raw: string, index: number) => {
  const message = (JSON.parse(raw) as MessagesRequestBody).messages[index];
  return JSON.stringify(message, (key, value: unknown) => (key === "cache_control" ? undefined : value));
};

describe("thinking in a session", () => {
  it("sends the setting and echoes every thinking block, signature and all, unchanged", async () => {
    const first = "I should look up a first; the task names it before b.";
    const second = "Now b. Then I can answer.";
    const { result, server: s } = await session(
      [
        reply(thinking(first, "sig-AAA=="), text("Looking up a."), toolUse("Lookup", { key: "a" })),
        reply(thinking(second, "sig-BBB=="), toolUse("Lookup", { key: "b" })),
        reply(thinking("Both found.", "sig-CCC=="), text("a and b found.")),
      ],
      "claude-sonnet-4-6",
      { type: "adaptive" },
    );
    s.assertNoViolations();
    expect(result).toMatchObject({ subtype: "success", result: "a and b found.", numTurns: 3 });
    const requests = s.messageRequests();
    expect(requests.map((r) => (r.body as MessagesRequestBody)["thinking"])).toEqual([
      { type: "adaptive" },
      { type: "adaptive" },
      { type: "adaptive" },
    ]);
    // Exactly what the server sent, field for field.
    expect(assistantBlocks(requests[1]?.body, 1)[0]).toEqual({
      type: "thinking",
      thinking: first,
      signature: "sig-AAA==",
    });
    expect(assistantBlocks(requests[2]?.body, 3)[0]).toEqual({
      type: "thinking",
      thinking: second,
      signature: "sig-BBB==",
    });
    // The first assistant message is the same bytes in both later requests (the cache prefix holds).
    expect(unmarked(requests[2]?.raw ?? "", 1)).toBe(unmarked(requests[1]?.raw ?? "", 1));
    // The run's history keeps them too.
    expect(result.messages[1]?.content).toEqual([
      { type: "thinking", thinking: first, signature: "sig-AAA==" },
      expect.objectContaining({ type: "text", text: "Looking up a." }),
      expect.objectContaining({ type: "tool_use", name: "Lookup" }),
    ]);
  });

  it("counts thinking tokens in the usage and the cost", async () => {
    const long = "x".repeat(4_000);
    const { result, server: s } = await session(
      [reply(thinking(long, "sig-long"), text("Done."))],
      "claude-haiku-4-5",
      { type: "enabled", budget_tokens: 16_000 },
    );
    s.assertNoViolations();
    const served = s.messageRequests()[0]?.usage;
    expect(served?.output_tokens).toBeGreaterThanOrEqual(1_000);
    expect(result.usage.output_tokens).toBe(served?.output_tokens);
    expect(result.totalCostUsd).toBeCloseTo(costOf(result.usage, priceOf("claude-haiku-4-5").price), 12);
    expect((s.messageRequests()[0]?.body as MessagesRequestBody)["thinking"]).toEqual({
      type: "enabled",
      budget_tokens: 16_000,
    });
  });

  it("never puts a cache marker on a thinking block, even when it ends a message", async () => {
    const { server: s } = await session(
      [
        { ...reply(thinking("Cut off while thinking", "sig-cut")), stopReason: "max_tokens" },
        reply(text("Finished.")),
      ],
      "claude-sonnet-4-6",
      { type: "adaptive" },
    );
    s.assertNoViolations();
    const blocks = assistantBlocks(s.messageRequests()[1]?.body, 1);
    expect(blocks).toEqual([{ type: "thinking", thinking: "Cut off while thinking", signature: "sig-cut" }]);
  });

  it("sends no thinking when the session has none", async () => {
    const { server: s } = await session([reply(text("Plain."))], "claude-sonnet-4-6", undefined);
    expect((s.messageRequests()[0]?.body as MessagesRequestBody)["thinking"]).toBeUndefined();
  });

  it.each([
    ["claude-sonnet-5-5", false],
    ["claude-sonnet-4-6", true],
  ])(
    "compacting on %s keeps thinking in the kept turns: %s (preserved thinking refuses an edited prefix)",
    async (model, kept) => {
      const { result, server: s } = await session(
        ({ body }) => {
          const sent = JSON.stringify(body.messages);
          if (sent.includes("about to be compacted")) return reply(text("Summary of the work so far."));
          if (sent.includes("summary-of-earlier-work")) return reply(text("Done after compaction."));
          return {
            ...reply(thinking("Look it up first.", "sig-plan"), toolUse("Lookup", { key: "a" })),
            usage: { input_tokens: 900_000 },
          };
        },
        model,
        { type: "adaptive" },
      );
      s.assertNoViolations();
      expect(result.result).toBe("Done after compaction.");
      const after = s.messageRequests().at(-1)?.body as MessagesRequestBody;
      expect(JSON.stringify(after.messages)).toContain("summary-of-earlier-work");
      expect(JSON.stringify(after.messages)).toContain('"tool_use"');
      expect(JSON.stringify(after.messages).includes('"thinking"')).toBe(kept);
    },
  );

  it("compacts at the share of the model's own context window", async () => {
    // 170k prompt tokens: past 80% of the 200k window of claude-haiku-4-5.
    const { result, server: s } = await session(
      ({ body }) => {
        const sent = JSON.stringify(body.messages);
        if (sent.includes("about to be compacted")) return reply(text("Summary of the work so far."));
        if (sent.includes("summary-of-earlier-work")) return reply(text("Done after compaction."));
        return { ...reply(toolUse("Lookup", { key: "a" })), usage: { input_tokens: 170_000 } };
      },
      "claude-haiku-4-5",
      undefined,
    );
    s.assertNoViolations();
    expect(result.result).toBe("Done after compaction.");
    const summaryRequest = JSON.stringify(s.messageRequests()[1]?.body);
    expect(summaryRequest).toContain("about to be compacted");
  });
});
