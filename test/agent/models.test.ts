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
    // Claude in Amazon Bedrock (bedrock-mantle) names the 5.x models `anthropic.<id>`; Vertex by the bare id.
    ["anthropic.claude-sonnet-5-5", "claude-sonnet-5-5"],
    ["global.anthropic.claude-sonnet-5-5", "claude-sonnet-5-5"],
    ["anthropic.claude-haiku-5-5", "claude-haiku-5-5"],
    ["claude-opus-5-5", "claude-opus-5-5"],
    ["claude-fable-5-2@20261109", "claude-fable-5-2-20261109"],
  ])("reads the Anthropic id in %s", (id, expected) => {
    expect(anthropicModelId(id)).toBe(expected);
  });

  it.each([
    ["claude-fable-5-2", 1_000_000, 64_000, "always-on", 8],
    ["claude-mythos-5-2", 1_000_000, 64_000, "always-on", 8],
    ["claude-opus-5-5", 1_000_000, 64_000, "always-on", 4],
    ["anthropic.claude-sonnet-5-5", 1_000_000, 64_000, "adaptive-between-tools", 2],
    ["claude-haiku-5-5", 1_000_000, 64_000, "adaptive-default", 0.1],
    ["claude-fable-5-1", 1_000_000, 64_000, "always-on", 10],
    ["claude-fable-5", 1_000_000, 64_000, "always-on", 10],
    ["claude-opus-5", 1_000_000, 64_000, "adaptive-default", 5],
    ["claude-sonnet-5", 1_000_000, 64_000, "adaptive-default", 2],
    ["claude-opus-4-8", 1_000_000, 64_000, "adaptive-only", 5],
    ["claude-opus-4-7", 1_000_000, 64_000, "adaptive-only", 5],
    ["claude-opus-4-6", 1_000_000, 64_000, "adaptive", 5],
    ["claude-sonnet-4-6", 1_000_000, 64_000, "adaptive", 3],
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

  it("knows which models check the prefix of returned thinking (preserved thinking)", () => {
    const preserved = [
      "claude-fable-5-2",
      "claude-mythos-5-1",
      "claude-opus-5-5",
      "claude-sonnet-5-5",
      "claude-haiku-5-5",
    ];
    for (const model of preserved) expect(modelSpec(model).preservedThinking, model).toBe(true);
    for (const model of [
      "claude-sonnet-5",
      "claude-opus-5",
      "claude-opus-4-8",
      "claude-sonnet-4-6",
      "claude-haiku-4-5",
    ])
      expect(modelSpec(model).preservedThinking, model).toBe(false);
    expect(modelSpec("us.anthropic.claude-sonnet-5-5").preservedThinking).toBe(true);
  });

  it("gives a model it does not know the cautious values", () => {
    expect(modelSpec("claude-unknown-9")).toEqual({
      family: "claude-unknown-9",
      contextWindow: 200_000,
      maxTokens: 32_000,
      thinking: "adaptive",
      price: { inputPerMTok: 15, outputPerMTok: 75, cacheReadPerMTok: 1.5 },
      known: false,
      preservedThinking: true,
    });
    expect(priceOf("claude-unknown-9")).toEqual({
      price: { inputPerMTok: 15, outputPerMTok: 75, cacheReadPerMTok: 1.5 },
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

  const million = {
    input_tokens: 1e6,
    output_tokens: 1e6,
    cache_creation_input_tokens: 1e6,
    cache_read_input_tokens: 1e6,
  };

  it.each([
    // model, input + output + 5m write (1.25x) + read, from the pricing page
    ["claude-sonnet-5-5", 2 + 10 + 2.5 + 0.1],
    ["claude-opus-5-5", 4 + 20 + 5 + 0.2],
    ["claude-fable-5-2", 8 + 40 + 10 + 0.2],
    ["claude-fable-5-1", 10 + 50 + 12.5 + 0.25],
    ["claude-sonnet-5", 2 + 10 + 2.5 + 0.2],
    ["claude-opus-4-8", 5 + 25 + 6.25 + 0.5],
  ])("prices %s with its own cache-read rate", (model, expected) => {
    expect(costOf(million, priceOf(model).price)).toBeCloseTo(expected, 10);
  });

  it("prices a Haiku 5.5 request at the long-prompt rate once its prompt passes 100,000 tokens", () => {
    const { price } = priceOf("claude-haiku-5-5");
    const short = {
      input_tokens: 50_000,
      output_tokens: 10_000,
      cache_creation_input_tokens: 20_000,
      cache_read_input_tokens: 30_000,
    };
    expect(costOf(short, price)).toBeCloseTo(
      (50_000 * 0.1 + 10_000 * 0.5 + 20_000 * 0.125 + 30_000 * 0.01) / 1e6,
      12,
    );
    const long = { ...short, cache_read_input_tokens: 30_001 };
    expect(costOf(long, price)).toBeCloseTo(
      (50_000 * 0.5 + 10_000 * 2.5 + 20_000 * 0.625 + 30_001 * 0.05) / 1e6,
      12,
    );
  });

  it("a cost budget on Sonnet 5.5 is no longer spent at the unknown-model rate", () => {
    // The issue: an unknown Sonnet 5.5 was priced at $15/$75, stopping a budget at ~1/7 of its worth.
    const turn = {
      input_tokens: 10_000,
      output_tokens: 2_000,
      cache_creation_input_tokens: 0,
      cache_read_input_tokens: 0,
    };
    const known = costOf(turn, priceOf("claude-sonnet-5-5").price);
    const unknown = costOf(turn, priceOf("claude-unknown-9").price);
    expect(unknown / known).toBeCloseTo(7.5, 5);
  });
});

describe("thinking", () => {
  it.each([
    ["off", { ok: true, value: { mode: "off" } }],
    ["Adaptive", { ok: true, value: { mode: "adaptive" } }],
    ["8000", { ok: true, value: { mode: "budget", budgetTokens: 8000 } }],
    ["budget 2048", { ok: true, value: { mode: "budget", budgetTokens: 2048 } }],
    ["budget=4096", { ok: true, value: { mode: "budget", budgetTokens: 4096 } }],
    ["1023", { ok: false, error: "a thinking budget must be at least 1024 tokens" }],
    ["much", { ok: false, error: "expected off, adaptive, or a token budget such as 8000 (at least 1024)" }],
  ])("parses %j", (value, expected) => {
    expect(parseThinking(value)).toEqual(expected);
  });

  const sonnet46 = modelSpec("claude-sonnet-4-6");
  const haiku45 = modelSpec("claude-haiku-4-5");
  const haiku35 = modelSpec("claude-3-5-haiku-20241022");
  const opus48 = modelSpec("claude-opus-4-8");
  const sonnet5 = modelSpec("claude-sonnet-5");
  const haiku55 = modelSpec("claude-haiku-5-5");
  const sonnet55 = modelSpec("claude-sonnet-5-5");
  const opus55 = modelSpec("claude-opus-5-5");
  const fable52 = modelSpec("claude-fable-5-2");

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

  it.each([
    ["Claude Opus 4.8", opus48],
    ["Claude Sonnet 5", sonnet5],
    ["Claude Haiku 5.5", haiku55],
    ["Claude Sonnet 5.5", sonnet55],
    ["Claude Opus 5.5", opus55],
    ["Claude Fable 5.2", fable52],
  ])("never sends a budget to %s (a 400): adaptive instead, with a note", (family, spec) => {
    expect(resolveThinking({ mode: "budget", budgetTokens: 8000 }, spec, 64_000)).toEqual({
      thinking: { type: "adaptive" },
      note: `${family} takes no thinking budget (the API refuses one); adaptive thinking is sent instead of a budget of 8000 tokens`,
    });
    expect(resolveThinking({ mode: "adaptive" }, spec, 64_000)).toEqual({ thinking: { type: "adaptive" } });
  });

  it("turns thinking off the way each model takes it", () => {
    // Thinks only when asked: nothing to send.
    expect(resolveThinking({ mode: "off" }, opus48, 64_000)).toEqual({ thinking: undefined });
    // Thinks unless told not to: disabled.
    expect(resolveThinking({ mode: "off" }, sonnet5, 64_000)).toEqual({ thinking: { type: "disabled" } });
    expect(resolveThinking({ mode: "off" }, haiku55, 64_000)).toEqual({ thinking: { type: "disabled" } });
    // Sonnet 5.5 refuses disabled; between_tools is the least it thinks.
    expect(resolveThinking({ mode: "off" }, sonnet55, 64_000)).toEqual({
      thinking: { type: "between_tools" },
      note: "Claude Sonnet 5.5 cannot turn thinking off; between_tools (short notes between tool calls only) is sent, the least it thinks",
    });
    // Always thinks: disabled would be a 400, so nothing is sent and the log says why.
    expect(resolveThinking({ mode: "off" }, opus55, 64_000)).toEqual({
      thinking: undefined,
      note: "Claude Opus 5.5 always thinks; thinking: off cannot be honoured and nothing is sent",
    });
  });
});

describe("default models per provider", () => {
  it.each([
    ["anthropic", undefined, "claude-sonnet-5-5", "claude-haiku-4-5"],
    ["foundry", undefined, "claude-sonnet-5-5", "claude-haiku-4-5"],
    // Vertex names the 5.x models by the bare id, without an @date.
    ["vertex", undefined, "claude-sonnet-5-5", "claude-haiku-4-5@20251001"],
    // Bedrock through InvokeModel (Opus 4.6 and earlier): the newest Sonnet it serves.
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
