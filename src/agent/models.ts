// What steward knows about each model, in one place: its context window (compaction aims below it),
// the max_tokens a turn asks for, how it thinks, and its list price. Providers spell model ids their
// own way (Bedrock `us.anthropic.claude-sonnet-4-5-20250929-v1:0` or `anthropic.claude-sonnet-5-5`,
// Vertex `claude-sonnet-4-5@20250929`); they are brought back to the Anthropic id before the lookup.
// A model not in the table gets the cautious values: the smallest current window (so compaction comes
// early, not late), a moderate max_tokens, thinking sent as asked (the API says no if the model
// cannot), and the highest price (so a cost budget stops early rather than overspends).
//
// Sources (checked 2026-11): the models overview https://platform.claude.com/docs/en/models/overview,
// each model's page https://platform.claude.com/docs/en/models/<model>/overview (and its "What's new"
// page for thinking), and the pricing page https://platform.claude.com/docs/en/about-claude/pricing.
// Prices are per million tokens. Cache writes (5-minute) cost 1.25x input on every model (pricing.ts);
// cache reads differ by model since the 5.x generation, so each row carries its own.

/**
 * How a model thinks, and what the API does with each thinking setting:
 * - "none": cannot think.
 * - "budget": `{type: "enabled", budget_tokens}` only; no thinking unless asked.
 * - "adaptive": adaptive, or still a fixed budget (4.6 models); no thinking unless asked.
 * - "adaptive-only": adaptive only, a budget is a 400 (Opus 4.7, 4.8); no thinking unless asked.
 * - "adaptive-default": adaptive only; thinks when not asked; `{type: "disabled"}` turns it off
 *   (Sonnet 5, Opus 5, Haiku 5.5).
 * - "adaptive-between-tools": adaptive only; thinks when not asked; `disabled` is a 400 and
 *   `{type: "between_tools"}` is the least it thinks (Sonnet 5.5).
 * - "always-on": adaptive only and cannot be turned off; `disabled` is a 400 (Opus 5.5, Fable 5.x).
 */
export type ThinkingSupport =
  | "none"
  | "budget"
  | "adaptive"
  | "adaptive-only"
  | "adaptive-default"
  | "adaptive-between-tools"
  | "always-on";

export interface Price {
  inputPerMTok: number;
  outputPerMTok: number;
  cacheReadPerMTok: number;
  /**
   * A request whose prompt (input, cache writes and cache reads together) is longer than
   * `thresholdTokens` pays these rates on all its tokens instead (Haiku 5.5 over 100,000).
   */
  longPrompt?: {
    thresholdTokens: number;
    inputPerMTok: number;
    outputPerMTok: number;
    cacheReadPerMTok: number;
  };
}

export interface ModelSpec {
  /** The family, for logs and reports. */
  family: string;
  contextWindow: number;
  /** The max_tokens a turn asks for: the model's output limit, capped where that is not useful. */
  maxTokens: number;
  thinking: ThinkingSupport;
  price: Price;
  /** False for a model steward does not know; its values are the cautious defaults. */
  known: boolean;
  /**
   * The API checks that nothing before a returned thinking block changed since the model wrote it
   * ("preserved thinking", Fable 5.1 and later): a summarised or edited history must drop its thinking.
   */
  preservedThinking: boolean;
}

interface Row {
  /** Matched against the Anthropic id (dated or not). */
  pattern: RegExp;
  family: string;
  contextWindow: number;
  maxOutput: number;
  thinking: ThinkingSupport;
  price: Price;
  preservedThinking?: true;
}

// One turn rarely needs more; a larger max_tokens only makes a runaway answer costlier.
const MAX_TOKENS_CAP = 64_000;

const M = 1_000_000;
const K128 = 128_000;

// First match wins: more specific rows before family-wide ones. An undated id and its dated
// snapshots (`-YYYYMMDD`) match the same row.
const TABLE: readonly Row[] = [
  // Current (models overview, 2026-11).
  {
    ...row(/^claude-(?:fable|mythos)-5-2(?:-\d{8})?$/, "Claude Fable 5.2", M, K128, "always-on", 8, 40, 0.2),
    preservedThinking: true,
  },
  {
    ...row(/^claude-opus-5-5(?:-\d{8})?$/, "Claude Opus 5.5", M, K128, "always-on", 4, 20, 0.2),
    preservedThinking: true,
  },
  {
    ...row(
      /^claude-sonnet-5-5(?:-\d{8})?$/,
      "Claude Sonnet 5.5",
      M,
      K128,
      "adaptive-between-tools",
      2,
      10,
      0.1,
    ),
    preservedThinking: true,
  },
  {
    ...row(/^claude-haiku-5-5(?:-\d{8})?$/, "Claude Haiku 5.5", M, K128, "adaptive-default", 0.1, 0.5, 0.01),
    preservedThinking: true,
    price: {
      inputPerMTok: 0.1,
      outputPerMTok: 0.5,
      cacheReadPerMTok: 0.01,
      longPrompt: { thresholdTokens: 100_000, inputPerMTok: 0.5, outputPerMTok: 2.5, cacheReadPerMTok: 0.05 },
    },
  },
  // Legacy, still available.
  {
    ...row(
      /^claude-(?:fable|mythos)-5-1(?:-\d{8})?$/,
      "Claude Fable 5.1",
      M,
      K128,
      "always-on",
      10,
      50,
      0.25,
    ),
    preservedThinking: true,
  },
  row(/^claude-(?:fable|mythos)-5(?:-\d{8})?$/, "Claude Fable 5", M, K128, "always-on", 10, 50, 1),
  row(/^claude-opus-5(?:-\d{8})?$/, "Claude Opus 5", M, K128, "adaptive-default", 5, 25, 0.5),
  row(/^claude-sonnet-5(?:-\d{8})?$/, "Claude Sonnet 5", M, K128, "adaptive-default", 2, 10, 0.2),
  row(/^claude-opus-4-8/, "Claude Opus 4.8", M, K128, "adaptive-only", 5, 25, 0.5),
  row(/^claude-opus-4-7/, "Claude Opus 4.7", M, K128, "adaptive-only", 5, 25, 0.5),
  row(/^claude-opus-4-6/, "Claude Opus 4.6", M, K128, "adaptive", 5, 25, 0.5),
  row(/^claude-sonnet-4-6/, "Claude Sonnet 4.6", M, K128, "adaptive", 3, 15, 0.3),
  row(/^claude-haiku-4-5/, "Claude Haiku 4.5", 200_000, 64_000, "budget", 1, 5, 0.1),
  row(/^claude-opus-4-5/, "Claude Opus 4.5", 200_000, 64_000, "budget", 5, 25, 0.5),
  // Deprecated (Sonnet 4.5 retires 2026-11-30) or retired; kept so older pins are still priced.
  row(/^claude-sonnet-4-5/, "Claude Sonnet 4.5", 200_000, 64_000, "budget", 3, 15, 0.3),
  row(/^claude-opus-4-1/, "Claude Opus 4.1", 200_000, 32_000, "budget", 15, 75, 1.5),
  row(/^claude-opus-4(?:-\d{8})?$/, "Claude Opus 4", 200_000, 32_000, "budget", 15, 75, 1.5),
  row(/^claude-sonnet-4(?:-\d{8})?$/, "Claude Sonnet 4", 200_000, 64_000, "budget", 3, 15, 0.3),
  row(/^claude-3-7-sonnet/, "Claude Sonnet 3.7", 200_000, 64_000, "budget", 3, 15, 0.3),
  row(/^claude-3-5-sonnet/, "Claude Sonnet 3.5", 200_000, 8_192, "none", 3, 15, 0.3),
  row(/^claude-3-5-haiku/, "Claude Haiku 3.5", 200_000, 8_192, "none", 0.8, 4, 0.08),
  row(/^claude-3-haiku/, "Claude Haiku 3", 200_000, 4_096, "none", 0.25, 1.25, 0.03),
];

function row(
  pattern: RegExp,
  family: string,
  contextWindow: number,
  maxOutput: number,
  thinking: ThinkingSupport,
  input: number,
  output: number,
  cacheRead: number,
): Row {
  return {
    pattern,
    family,
    contextWindow,
    maxOutput,
    thinking,
    price: { inputPerMTok: input, outputPerMTok: output, cacheReadPerMTok: cacheRead },
  };
}

const UNKNOWN_MODEL: Omit<ModelSpec, "family"> = {
  contextWindow: 200_000,
  maxTokens: 32_000,
  thinking: "adaptive",
  price: { inputPerMTok: 15, outputPerMTok: 75, cacheReadPerMTok: 1.5 },
  known: false,
  // A model newer than the table most likely checks its thinking's prefix.
  preservedThinking: true,
};

/**
 * The Anthropic id behind a provider's id: Bedrock's `[region.]anthropic.<id>[-v1][:0]` and
 * Vertex's `<id>@<date>` become `<id>` and `<id>-<date>`.
 */
export function anthropicModelId(model: string): string {
  let id = model.trim().toLowerCase();
  // Bedrock: an ARN of an inference profile or foundation model ends in the id.
  id = id.replace(/^arn:aws[\w-]*:bedrock:[^/]*\/+/, "");
  id = id.replace(/^(?:[a-z]{2,6}\.)?anthropic\./, "");
  id = id.replace(/-v\d+(?::\d+)?$/, "");
  // Vertex: the date follows an @.
  id = id.replace(/@(\d{8})$/, "-$1").replace(/@.*$/, "");
  return id;
}

export function modelSpec(model: string): ModelSpec {
  const id = anthropicModelId(model);
  const found = TABLE.find((r) => r.pattern.test(id));
  if (found === undefined) return { family: model, ...UNKNOWN_MODEL };
  return {
    family: found.family,
    contextWindow: found.contextWindow,
    maxTokens: Math.min(found.maxOutput, MAX_TOKENS_CAP),
    thinking: found.thinking,
    price: found.price,
    known: true,
    preservedThinking: found.preservedThinking === true,
  };
}
