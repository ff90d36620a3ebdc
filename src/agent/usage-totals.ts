// Token counts in the shapes the Claude Agent SDK's stream-json lines carry: a turn's usage as the
// API's (BetaUsage: every key present, null where the API said nothing), a run's totals with every
// key filled (the result line's `usage`), and per-model totals with their cost (`modelUsage`).
// Only counts the API reported go in; where it gave no breakdown of cache writes they are counted as
// 5-minute writes, the only kind steward asks for (request.ts).
import type { Usage, UsageDetails } from "./model";

/** A turn's usage as the assistant line carries it (the Messages API's BetaUsage). */
export interface TurnUsage {
  input_tokens: number;
  output_tokens: number;
  cache_creation_input_tokens: number;
  cache_read_input_tokens: number;
  cache_creation: { ephemeral_5m_input_tokens: number; ephemeral_1h_input_tokens: number } | null;
  server_tool_use: { web_search_requests: number; web_fetch_requests: number } | null;
  output_tokens_details: { thinking_tokens: number } | null;
  service_tier: "standard" | "priority" | "batch" | null;
  inference_geo: string | null;
  speed: "standard" | "fast" | null;
  iterations: null;
  fallback_credit: null;
}

/** The result line's `usage`: the same keys, none of them null but fallback_credit. */
export interface ResultUsage {
  input_tokens: number;
  output_tokens: number;
  cache_creation_input_tokens: number;
  cache_read_input_tokens: number;
  cache_creation: { ephemeral_5m_input_tokens: number; ephemeral_1h_input_tokens: number };
  server_tool_use: { web_search_requests: number; web_fetch_requests: number };
  output_tokens_details: { thinking_tokens: number };
  service_tier: "standard" | "priority" | "batch";
  inference_geo: string;
  speed: "standard" | "fast";
  iterations: [];
  fallback_credit: null;
}

/** One model's totals on the result line (`modelUsage[model]`). */
export interface ModelUsageEntry {
  inputTokens: number;
  outputTokens: number;
  cacheReadInputTokens: number;
  cacheCreationInputTokens: number;
  cacheCreationEphemeral5mInputTokens: number;
  cacheCreationEphemeral1hInputTokens: number;
  webSearchRequests: number;
  costUSD: number;
  contextWindow: number;
  maxOutputTokens: number;
}

export function turnUsage(usage: Usage, details: UsageDetails = {}): TurnUsage {
  return {
    ...usage,
    cache_creation: details.cache_creation ?? null,
    server_tool_use:
      details.server_tool_use == null
        ? null
        : {
            web_search_requests: details.server_tool_use.web_search_requests,
            web_fetch_requests: details.server_tool_use.web_fetch_requests ?? 0,
          },
    output_tokens_details: details.output_tokens_details ?? null,
    service_tier: details.service_tier ?? null,
    inference_geo: details.inference_geo ?? null,
    speed: details.speed ?? null,
    iterations: null,
    fallback_credit: null,
  };
}

/** Running totals of usage and cost, for a session's main loop or for one model. */
export class UsageTotals {
  private counts: ResultUsage = {
    input_tokens: 0,
    output_tokens: 0,
    cache_creation_input_tokens: 0,
    cache_read_input_tokens: 0,
    cache_creation: { ephemeral_5m_input_tokens: 0, ephemeral_1h_input_tokens: 0 },
    server_tool_use: { web_search_requests: 0, web_fetch_requests: 0 },
    output_tokens_details: { thinking_tokens: 0 },
    // What the API reports when nothing says otherwise; the last reported value replaces them.
    service_tier: "standard",
    inference_geo: "",
    speed: "standard",
    iterations: [],
    fallback_credit: null,
  };
  private cost = 0;

  add(usage: Usage, details: UsageDetails = {}, costUsd = 0): void {
    const c = this.counts;
    c.input_tokens += usage.input_tokens;
    c.output_tokens += usage.output_tokens;
    c.cache_creation_input_tokens += usage.cache_creation_input_tokens;
    c.cache_read_input_tokens += usage.cache_read_input_tokens;
    const split = details.cache_creation ?? {
      ephemeral_5m_input_tokens: usage.cache_creation_input_tokens,
      ephemeral_1h_input_tokens: 0,
    };
    c.cache_creation.ephemeral_5m_input_tokens += split.ephemeral_5m_input_tokens;
    c.cache_creation.ephemeral_1h_input_tokens += split.ephemeral_1h_input_tokens;
    c.server_tool_use.web_search_requests += details.server_tool_use?.web_search_requests ?? 0;
    c.server_tool_use.web_fetch_requests += details.server_tool_use?.web_fetch_requests ?? 0;
    c.output_tokens_details.thinking_tokens += details.output_tokens_details?.thinking_tokens ?? 0;
    if (details.service_tier != null) c.service_tier = details.service_tier;
    if (details.inference_geo != null) c.inference_geo = details.inference_geo;
    if (details.speed != null) c.speed = details.speed;
    this.cost += costUsd;
  }

  get costUsd(): number {
    return this.cost;
  }

  resultUsage(): ResultUsage {
    const c = this.counts;
    return {
      ...c,
      cache_creation: { ...c.cache_creation },
      server_tool_use: { ...c.server_tool_use },
      output_tokens_details: { ...c.output_tokens_details },
      iterations: [],
    };
  }

  modelUsage(limits: { contextWindow: number; maxOutputTokens: number }): ModelUsageEntry {
    const c = this.counts;
    return {
      inputTokens: c.input_tokens,
      outputTokens: c.output_tokens,
      cacheReadInputTokens: c.cache_read_input_tokens,
      cacheCreationInputTokens: c.cache_creation_input_tokens,
      cacheCreationEphemeral5mInputTokens: c.cache_creation.ephemeral_5m_input_tokens,
      cacheCreationEphemeral1hInputTokens: c.cache_creation.ephemeral_1h_input_tokens,
      webSearchRequests: c.server_tool_use.web_search_requests,
      costUSD: this.cost,
      ...limits,
    };
  }
}
