// What the `thinking` setting becomes in a request for a given model. The request never carries what
// the model refuses with a 400 (a run stopped over an optional setting loses the user's work), and
// where the setting cannot be honoured as written the run's log says what is sent instead:
// - off: nothing for a model that thinks only when asked; `disabled` for one that thinks unless told
//   not to; `between_tools`, the least it thinks, for Sonnet 5.5; nothing (with a note) for a model
//   that always thinks.
// - adaptive: `adaptive` where the model has it; a fixed budget for a model that only takes one.
// - a budget: sent as asked to a model that takes budgets; `adaptive` (with a note) to a model that
//   refuses them (Opus 4.7 and later, the 5.x models).
// A model that cannot think is asked without thinking, and the log says so.
import type Anthropic from "@anthropic-ai/sdk";
import { MIN_THINKING_BUDGET, type ThinkingSetting } from "../model-settings";
import type { ModelSpec } from "./models";

export type { ThinkingSetting } from "../model-settings";

/** The budget "adaptive" gives a model that only takes a fixed one. */
const ADAPTIVE_FALLBACK_BUDGET = 16_000;

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
  if (setting.mode === "off") return thinkingOff(spec);
  if (spec.thinking === "none")
    return {
      thinking: undefined,
      note: `${spec.family} cannot think; thinking (${setting.mode}) is not sent`,
    };
  if (spec.thinking === "budget") {
    const budget = setting.mode === "budget" ? setting.budgetTokens : ADAPTIVE_FALLBACK_BUDGET;
    return fittedBudget(budget, maxTokens);
  }
  if (setting.mode === "adaptive") return { thinking: { type: "adaptive" } };
  if (spec.thinking === "adaptive") return fittedBudget(setting.budgetTokens, maxTokens);
  return {
    thinking: { type: "adaptive" },
    note: `${spec.family} takes no thinking budget (the API refuses one); adaptive thinking is sent instead of a budget of ${String(setting.budgetTokens)} tokens`,
  };
}

function thinkingOff(spec: ModelSpec): ResolvedThinking {
  switch (spec.thinking) {
    case "none":
    case "budget":
    case "adaptive":
    case "adaptive-only":
      return { thinking: undefined };
    case "adaptive-default":
      return { thinking: { type: "disabled" } };
    case "adaptive-between-tools":
      return {
        thinking: { type: "between_tools" },
        note: `${spec.family} cannot turn thinking off; between_tools (short notes between tool calls only) is sent, the least it thinks`,
      };
    case "always-on":
      return {
        thinking: undefined,
        note: `${spec.family} always thinks; thinking: off cannot be honoured and nothing is sent`,
      };
  }
}

/** A fixed budget, kept below max_tokens with room left for the answer itself. */
function fittedBudget(budget: number, maxTokens: number): ResolvedThinking {
  if (budget < maxTokens / 2 || budget + 4_096 <= maxTokens)
    return { thinking: { type: "enabled", budget_tokens: budget } };
  const fitted = Math.max(MIN_THINKING_BUDGET, Math.floor(maxTokens / 2));
  return {
    thinking: { type: "enabled", budget_tokens: fitted },
    note: `a thinking budget of ${String(budget)} tokens leaves too little of max_tokens (${String(maxTokens)}) for the answer; ${String(fitted)} is used`,
  };
}
