// How a session's ending is told on its result line: the Agent SDK's subtype and terminal reason, and
// `errors` saying in words why a run did not succeed (claude-code-action builds its failure message
// from them). Kept apart from the loop so every ending is listed in one place.
import type { ResultSubtype, TerminalReason } from "./transcript";

export type { StructuredOutputSlot } from "../tools/structured-output";

export const STRUCTURED_OUTPUT_NUDGE =
  "You have not called the StructuredOutput tool yet. This run must end with it: call StructuredOutput now, with your final answer as input that matches its schema.";

/**
 * How a session ends, in steward's words (the sub-agent's report, the action's phase, the CLI's
 * output use them), each with the Agent SDK result subtype it is published as: the one mapping
 * between the two vocabularies. The SDK's words are coarser: a deadline, an error and an
 * interruption are all `error_during_execution` (the terminal reason and `errors` tell them apart).
 */
const RESULT_SUBTYPES = {
  completed: "success",
  max_turns: "error_max_turns",
  max_cost: "error_max_budget_usd",
  deadline: "error_during_execution",
  error: "error_during_execution",
  interrupted: "error_during_execution",
  no_structured_output: "error_max_structured_output_retries",
} as const satisfies Record<string, ResultSubtype>;

export type EndedBy = keyof typeof RESULT_SUBTYPES;

export function resultSubtypeOf(endedBy: EndedBy): ResultSubtype {
  return RESULT_SUBTYPES[endedBy];
}

export interface Ending {
  subtype: ResultSubtype;
  terminalReason: TerminalReason;
  errors: string[];
}

export interface EndingDetails {
  maxTurns: number;
  maxCostUsd: number | undefined;
  /** For an error: the message; for a refusal, what the model said. */
  message: string;
  refusal: boolean;
  /** Whether the run was stopped while tools ran (else while the model answered). */
  duringTools: boolean;
  /** Set when the run was asked for structured output and did not get it. */
  missingStructuredOutput: boolean;
}

/** The terminal reason and the words for an ending; its subtype comes from resultSubtypeOf. */
function baseEnding(endedBy: EndedBy, d: EndingDetails): Omit<Ending, "subtype"> {
  switch (endedBy) {
    case "completed":
      return { terminalReason: "completed", errors: [] };
    case "max_turns":
      return {
        terminalReason: "max_turns",
        errors: [
          `The run reached its turn limit of ${String(d.maxTurns)} turn${d.maxTurns === 1 ? "" : "s"}.`,
        ],
      };
    case "max_cost":
      return {
        terminalReason: "budget_exhausted",
        errors: [`The run reached its cost budget of $${(d.maxCostUsd ?? 0).toFixed(2)}.`],
      };
    case "deadline":
      return {
        terminalReason: "budget_exhausted",
        errors: [
          "The run stopped before its time limit (the job's timeout) to leave time to save and report its work.",
        ],
      };
    case "error":
      return {
        terminalReason: d.refusal ? "model_error" : "api_error",
        errors: [d.refusal ? `The model declined the task: ${d.message}` : d.message],
      };
    case "interrupted":
      return {
        terminalReason: d.duringTools ? "aborted_tools" : "aborted_streaming",
        errors: ["The run was interrupted."],
      };
    case "no_structured_output":
      return {
        terminalReason: "structured_output_retry_exhausted",
        errors: [d.message],
      };
  }
}

export function endingOf(endedBy: EndedBy, details: EndingDetails): Ending {
  const ending = { subtype: resultSubtypeOf(endedBy), ...baseEnding(endedBy, details) };
  if (details.missingStructuredOutput && endedBy !== "no_structured_output" && endedBy !== "completed")
    ending.errors.push(
      "No structured output was produced: the run ended before the model called StructuredOutput.",
    );
  return ending;
}
