// The one mapping from steward's words for how a session ended to the Agent SDK's result subtype, and
// the subtypes themselves held to the published SDK's (checked by the static tsc run).
import type { SDKResultMessage } from "@anthropic-ai/claude-agent-sdk";
import { describe, expect, expectTypeOf, it } from "vitest";
import { type EndedBy, endingOf, resultSubtypeOf } from "../../src/agent/session-ending";
import type { ResultSubtype } from "../../src/agent/transcript";

const details = {
  maxTurns: 3,
  maxCostUsd: 1,
  message: "boom",
  refusal: false,
  duringTools: false,
  missingStructuredOutput: false,
};

describe("session endings", () => {
  it.each<[EndedBy, ResultSubtype, string]>([
    ["completed", "success", "completed"],
    ["max_turns", "error_max_turns", "max_turns"],
    ["max_cost", "error_max_budget_usd", "budget_exhausted"],
    ["deadline", "error_during_execution", "budget_exhausted"],
    ["error", "error_during_execution", "api_error"],
    ["interrupted", "error_during_execution", "aborted_streaming"],
    ["no_structured_output", "error_max_structured_output_retries", "structured_output_retry_exhausted"],
  ])("%s is published as %s (terminal reason %s)", (endedBy, subtype, terminalReason) => {
    expect(resultSubtypeOf(endedBy)).toBe(subtype);
    expect(endingOf(endedBy, details)).toMatchObject({ subtype, terminalReason });
  });

  it("uses exactly the SDK's result subtypes, and every one of them is some ending's", () => {
    expectTypeOf<ResultSubtype>().toEqualTypeOf<SDKResultMessage["subtype"]>();
    const all: EndedBy[] = [
      "completed",
      "max_turns",
      "max_cost",
      "deadline",
      "error",
      "interrupted",
      "no_structured_output",
    ];
    expect(new Set(all.map(resultSubtypeOf)).size).toBe(5);
  });
});
