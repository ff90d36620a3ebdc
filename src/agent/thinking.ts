// What the `thinking` setting becomes in a request for a given model. "adaptive" lets the
// model decide how much to think where it can, and gives a fixed budget to a model that only takes
// one; a fixed budget is sent as asked to any model that thinks. A model that cannot think is asked
// without thinking, and the run's log says so, rather than failing a run over an optional feature.
import type Anthropic from "@anthropic-ai/sdk";
import { MIN_THINKING_BUDGET, type ThinkingSetting } from "../model-settings";
import type { ModelSpec } from "./models";

export type { ThinkingSetting } from "../model-settings";

/** The budget "adaptive" gives a model that only takes a fixed one. */
export const ADAPTIVE_FALLBACK_BUDGET = 16_000;

export interface ResolvedThinking {
  thinking: Anthropic.ThinkingConfigParam | undefined;
  /** Why the request differs from the setting, for the log. */
  note?: string;
}

/** What a request carries for `setting` on the model `spec`, with `maxTokens` the turn's output limit. */
export function resolveThinking(
  setting: ThinkingSetting,
  spec: ModelSpec,
  maxTokens: number,
): ResolvedThinking {
  if (setting.mode === "off") return { thinking: undefined };
  if (spec.thinking === "none")
    return {
      thinking: undefined,
      note: `${spec.family} cannot think; thinking (${setting.mode}) is not sent`,
    };
  if (setting.mode === "adaptive" && spec.thinking === "adaptive") return { thinking: { type: "adaptive" } };
  const budget = setting.mode === "budget" ? setting.budgetTokens : ADAPTIVE_FALLBACK_BUDGET;
  // The budget must stay below max_tokens, with room left for the answer itself.
  if (budget < maxTokens / 2 || budget + 4_096 <= maxTokens)
    return { thinking: { type: "enabled", budget_tokens: budget } };
  const fitted = Math.max(MIN_THINKING_BUDGET, Math.floor(maxTokens / 2));
  return {
    thinking: { type: "enabled", budget_tokens: fitted },
    note: `a thinking budget of ${String(budget)} tokens leaves too little of max_tokens (${String(maxTokens)}) for the answer; ${String(fitted)} is used`,
  };
}
