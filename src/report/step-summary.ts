// The job's step summary: the full report plus a table of every tool call with its decision and rule,
// within the 1 MiB a step summary may hold. Write it through finalizeForGitHub with STEP_SUMMARY_LIMIT.
import { STEP_SUMMARY_CAPS } from "./caps";
import { renderReport } from "./compose";
import { STEP_SUMMARY_LIMIT } from "./limits";
import { defaultAllowedHosts, redactState } from "./prepare";
import type { Redactor } from "./redact";
import type { RunState } from "./state";

export interface StepSummaryOptions {
  allowedHosts?: readonly string[];
  redact?: Redactor;
}

export function renderStepSummary(state: RunState, options: StepSummaryOptions = {}): string {
  const prepared = options.redact === undefined ? state : redactState(state, options.redact);
  return renderReport(prepared, {
    surface: "step-summary",
    limit: STEP_SUMMARY_LIMIT,
    caps: STEP_SUMMARY_CAPS,
    allowedHosts: options.allowedHosts ?? defaultAllowedHosts(prepared),
  });
}
