// What steward knows about each model, in one place: its context window (compaction aims below it),
// the max_tokens a turn asks for, how it thinks, and its list price. Providers spell model ids their
// own way (Bedrock `us.anthropic.claude-sonnet-4-5-20250929-v1:0`, Vertex `claude-sonnet-4-5@20250929`);
// they are brought back to the Anthropic id before the lookup. A model not in the table gets the
// cautious values: the smallest current window (so compaction comes early, not late), a moderate
// max_tokens, thinking sent as asked (the API says no if the model cannot), and the highest price (so a
// cost budget stops early rather than overspends).
//
// Sources: the models overview and pricing pages of docs.claude.com / anthropic.com, checked 2026.
// Prices are per million tokens; cache writes cost 1.25× input and cache reads 0.1× (pricing.ts).

/**
 * How a model thinks: "adaptive" models decide how much to think themselves (and still take a fixed
 * budget); "budget" models take `{type: "enabled", budget_tokens}`; "none" cannot think.
 */
export type ThinkingSupport = "adaptive" | "budget" | "none";

export interface Price {
  inputPerMTok: number;
  outputPerMTok: number;
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
}

interface Row {
  /** Matched against the Anthropic id (dated or not). */
  pattern: RegExp;
  family: string;
  contextWindow: number;
  maxOutput: number;
  thinking: ThinkingSupport;
  price: Price;
}

// One turn rarely needs more; a larger max_tokens only makes a runaway answer costlier.
const MAX_TOKENS_CAP = 64_000;

// First match wins: more specific rows before family-wide ones.
const TABLE: readonly Row[] = [
  row(/^claude-opus-4-6/, "Claude Opus 4.6", 200_000, 128_000, "adaptive", 5, 25),
  row(/^claude-sonnet-4-6/, "Claude Sonnet 4.6", 200_000, 64_000, "adaptive", 3, 15),
  row(/^claude-opus-4-5/, "Claude Opus 4.5", 200_000, 64_000, "budget", 5, 25),
  row(/^claude-sonnet-4-5/, "Claude Sonnet 4.5", 200_000, 64_000, "budget", 3, 15),
  row(/^claude-haiku-4-5/, "Claude Haiku 4.5", 200_000, 64_000, "budget", 1, 5),
  row(/^claude-opus-4-1/, "Claude Opus 4.1", 200_000, 32_000, "budget", 15, 75),
  row(/^claude-opus-4(?:-\d{8})?$/, "Claude Opus 4", 200_000, 32_000, "budget", 15, 75),
  row(/^claude-sonnet-4(?:-\d{8})?$/, "Claude Sonnet 4", 200_000, 64_000, "budget", 3, 15),
  row(/^claude-3-7-sonnet/, "Claude Sonnet 3.7", 200_000, 64_000, "budget", 3, 15),
  row(/^claude-3-5-sonnet/, "Claude Sonnet 3.5", 200_000, 8_192, "none", 3, 15),
  row(/^claude-3-5-haiku/, "Claude Haiku 3.5", 200_000, 8_192, "none", 0.8, 4),
  row(/^claude-3-haiku/, "Claude Haiku 3", 200_000, 4_096, "none", 0.25, 1.25),
];

function row(
  pattern: RegExp,
  family: string,
  contextWindow: number,
  maxOutput: number,
  thinking: ThinkingSupport,
  input: number,
  output: number,
): Row {
  return {
    pattern,
    family,
    contextWindow,
    maxOutput,
    thinking,
    price: { inputPerMTok: input, outputPerMTok: output },
  };
}

export const UNKNOWN_MODEL: Omit<ModelSpec, "family"> = {
  contextWindow: 200_000,
  maxTokens: 32_000,
  thinking: "adaptive",
  price: { inputPerMTok: 15, outputPerMTok: 75 },
  known: false,
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
  };
}
