import { describe, expect, it } from "vitest";
import { anthropicModelId, modelSpec } from "../../src/agent/models";
import { costOf, priceOf } from "../../src/agent/pricing";
import { resolveThinking } from "../../src/agent/thinking";
import { defaultModel, parseThinking, smallModel } from "../../src/model-settings";

describe("model table", () => {
  it.each([
    ["claude-sonnet-4-6", "claude-sonnet-4-6"],
    ["us.anthropic.claude-sonnet-4-6", "claude-sonnet-4-6"],
    ["anthropic.claude-sonnet-4-5-20250929-v1:0", "claude-sonnet-4-5-20250929"],
    ["global.anthropic.claude-haiku-4-5-20251001-v1:0", "claude-haiku-4-5-20251001"],
    ["apac.anthropic.claude-3-5-haiku-20241022-v1:0", "claude-3-5-haiku-20241022"],
    [
      "arn:aws:bedrock:us-east-1:123456789012:inference-profile/us.anthropic.claude-opus-4-1-20250805-v1:0",
      "claude-opus-4-1-20250805",
    ],
    ["claude-sonnet-4-5@20250929", "claude-sonnet-4-5-20250929"],
    ["claude-opus-4-6", "claude-opus-4-6"],
  ])("reads the Anthropic id in %s", (id, expected) => {
    expect(anthropicModelId(id)).toBe(expected);
  });

  it.each([
    ["claude-opus-4-6", 200_000, 64_000, "adaptive", 5],
    ["claude-sonnet-4-6", 200_000, 64_000, "adaptive", 3],
    ["us.anthropic.claude-sonnet-4-5-20250929-v1:0", 200_000, 64_000, "budget", 3],
    ["claude-haiku-4-5@20251001", 200_000, 64_000, "budget", 1],
    ["claude-opus-4-1-20250805", 200_000, 32_000, "budget", 15],
    ["claude-opus-4-20250514", 200_000, 32_000, "budget", 15],
    ["claude-opus-4-5-20251101", 200_000, 64_000, "budget", 5],
    ["claude-3-5-haiku-20241022", 200_000, 8_192, "none", 0.8],
  ])("knows %s: window %i, max_tokens %i, thinking %s, $%s/MTok in", (id, window, max, thinking, input) => {
    expect(modelSpec(id)).toMatchObject({
      contextWindow: window,
      maxTokens: max,
      thinking,
      price: { inputPerMTok: input },
      known: true,
    });
  });

  it("gives a model it does not know the cautious values", () => {
    expect(modelSpec("claude-unknown-9")).toEqual({
      family: "claude-unknown-9",
      contextWindow: 200_000,
      maxTokens: 32_000,
      thinking: "adaptive",
      price: { inputPerMTok: 15, outputPerMTok: 75 },
      known: false,
    });
    expect(priceOf("claude-unknown-9")).toEqual({
      price: { inputPerMTok: 15, outputPerMTok: 75 },
      known: false,
    });
  });

  it("prices cache writes at 1.25x and reads at 0.1x input", () => {
    const { price } = priceOf("claude-sonnet-4-6");
    const cost = costOf(
      {
        input_tokens: 1e6,
        output_tokens: 1e6,
        cache_creation_input_tokens: 1e6,
        cache_read_input_tokens: 1e6,
      },
      price,
    );
    expect(cost).toBeCloseTo(3 + 15 + 3.75 + 0.3, 10);
  });
});

describe("thinking", () => {
  it.each([
    ["off", { mode: "off" }],
    ["Adaptive", { mode: "adaptive" }],
    ["8000", { mode: "budget", budgetTokens: 8000 }],
    ["budget 2048", { mode: "budget", budgetTokens: 2048 }],
    ["budget=4096", { mode: "budget", budgetTokens: 4096 }],
    ["1023", { error: "a thinking budget must be at least 1024 tokens" }],
    ["much", { error: "expected off, adaptive, or a token budget such as 8000 (at least 1024)" }],
  ])("parses %j", (value, expected) => {
    expect(parseThinking(value)).toEqual(expected);
  });

  const sonnet46 = modelSpec("claude-sonnet-4-6");
  const haiku45 = modelSpec("claude-haiku-4-5");
  const haiku35 = modelSpec("claude-3-5-haiku-20241022");

  it("sends adaptive thinking to a model that decides for itself", () => {
    expect(resolveThinking({ mode: "adaptive" }, sonnet46, 64_000)).toEqual({
      thinking: { type: "adaptive" },
    });
  });

  it("gives a budget-only model a fixed budget for adaptive", () => {
    expect(resolveThinking({ mode: "adaptive" }, haiku45, 64_000)).toEqual({
      thinking: { type: "enabled", budget_tokens: 16_000 },
    });
  });

  it("sends a fixed budget as asked, to any model that thinks", () => {
    expect(resolveThinking({ mode: "budget", budgetTokens: 8000 }, sonnet46, 64_000).thinking).toEqual({
      type: "enabled",
      budget_tokens: 8000,
    });
  });

  it("keeps the budget below max_tokens, with room for the answer", () => {
    expect(resolveThinking({ mode: "budget", budgetTokens: 30_000 }, haiku45, 32_000)).toEqual({
      thinking: { type: "enabled", budget_tokens: 16_000 },
      note: "a thinking budget of 30000 tokens leaves too little of max_tokens (32000) for the answer; 16000 is used",
    });
  });

  it("sends nothing to a model that cannot think, and says so", () => {
    expect(resolveThinking({ mode: "adaptive" }, haiku35, 8192)).toEqual({
      thinking: undefined,
      note: "Claude Haiku 3.5 cannot think; thinking (adaptive) is not sent",
    });
    expect(resolveThinking({ mode: "off" }, sonnet46, 64_000)).toEqual({ thinking: undefined });
  });
});

describe("default models per provider", () => {
  it.each([
    ["anthropic", undefined, "claude-sonnet-4-6", "claude-haiku-4-5"],
    ["foundry", undefined, "claude-sonnet-4-6", "claude-haiku-4-5"],
    ["vertex", undefined, "claude-sonnet-4-6", "claude-haiku-4-5@20251001"],
    ["bedrock", "us-east-1", "us.anthropic.claude-sonnet-4-6", "us.anthropic.claude-haiku-4-5-20251001-v1:0"],
    ["bedrock", "eu-west-1", "eu.anthropic.claude-sonnet-4-6", "eu.anthropic.claude-haiku-4-5-20251001-v1:0"],
    [
      "bedrock",
      "ap-northeast-1",
      "apac.anthropic.claude-sonnet-4-6",
      "apac.anthropic.claude-haiku-4-5-20251001-v1:0",
    ],
    [
      "bedrock",
      "sa-east-1",
      "global.anthropic.claude-sonnet-4-6",
      "global.anthropic.claude-haiku-4-5-20251001-v1:0",
    ],
  ] as const)("%s in %s: %s, summaries on %s", (provider, region, main, small) => {
    expect(defaultModel(provider, region)).toBe(main);
    expect(smallModel(provider, region)).toBe(small);
    // Every default is one the model table knows.
    expect(modelSpec(main).known).toBe(true);
    expect(modelSpec(small).known).toBe(true);
  });
});
