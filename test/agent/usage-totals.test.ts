import { describe, expect, it } from "vitest";
import { CostLedger } from "../../src/agent/pricing";
import { turnUsage, UsageTotals } from "../../src/agent/usage-totals";

const counts = {
  input_tokens: 10,
  output_tokens: 5,
  cache_creation_input_tokens: 100,
  cache_read_input_tokens: 1000,
};

describe("usage in the Agent SDK's shapes", () => {
  it("passes on what the API said for a turn, and null for what it did not", () => {
    expect(turnUsage(counts)).toEqual({
      ...counts,
      cache_creation: null,
      server_tool_use: null,
      output_tokens_details: null,
      service_tier: null,
      inference_geo: null,
      speed: null,
      iterations: null,
      fallback_credit: null,
    });
    expect(
      turnUsage(counts, { server_tool_use: { web_search_requests: 2 }, service_tier: "priority" }),
    ).toMatchObject({
      server_tool_use: { web_search_requests: 2, web_fetch_requests: 0 },
      service_tier: "priority",
    });
  });

  it("adds turns up with every key filled; unsplit cache writes count as 5-minute ones", () => {
    const totals = new UsageTotals();
    totals.add(counts, {}, 0.5);
    totals.add(counts, {
      cache_creation: { ephemeral_5m_input_tokens: 40, ephemeral_1h_input_tokens: 60 },
      inference_geo: "eu",
      output_tokens_details: { thinking_tokens: 3 },
    });
    expect(totals.resultUsage()).toEqual({
      input_tokens: 20,
      output_tokens: 10,
      cache_creation_input_tokens: 200,
      cache_read_input_tokens: 2000,
      cache_creation: { ephemeral_5m_input_tokens: 140, ephemeral_1h_input_tokens: 60 },
      server_tool_use: { web_search_requests: 0, web_fetch_requests: 0 },
      output_tokens_details: { thinking_tokens: 3 },
      service_tier: "standard",
      inference_geo: "eu",
      speed: "standard",
      iterations: [],
      fallback_credit: null,
    });
    expect(totals.costUsd).toBe(0.5);
  });

  it("keeps each model's totals and cost in the run's ledger", () => {
    const ledger = new CostLedger();
    ledger.add(counts, 0.25, { name: "claude-sonnet-5-5", maxOutputTokens: 64_000 });
    ledger.add(counts, 0.75, { name: "claude-sonnet-5-5", maxOutputTokens: 64_000 });
    ledger.add(counts, 0.01, { name: "claude-haiku-4-5", maxOutputTokens: 2_048 });
    const usage = ledger.modelUsage();
    expect(Object.keys(usage)).toEqual(["claude-sonnet-5-5", "claude-haiku-4-5"]);
    expect(usage["claude-sonnet-5-5"]).toMatchObject({
      inputTokens: 20,
      cacheReadInputTokens: 2000,
      costUSD: 1,
      contextWindow: 1_000_000,
      maxOutputTokens: 64_000,
    });
    expect(ledger.costUsd).toBeCloseTo(1.01, 10);
  });
});
