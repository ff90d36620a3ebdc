// The one record of a run that the phases write to: the step's outputs, steward's notes, the links
// the report shows, how the run ended — and the one way anything is logged or noted. Lines go
// through the runner's logger (src/github/runner-commands.ts), which cleans, redacts and defuses
// them; notes are redacted as they are taken, so neither can go out unredacted by a forgotten call.
import type { Redactor, RunLinks, RunPhase, RunState } from "../report/index";
import type { RunnerCommands } from "../github/runner-commands";
import type { RunProgress } from "./progress";

export type Conclusion = "success" | "failure" | "skipped" | "cancelled";

export interface ActionOutcome {
  conclusion: Conclusion;
  /** Why, in one line: the skip reason, the failure, the budget that ended the run. */
  reason: string;
}

/** What stops a run on purpose (no model access, a cancelled session): its message is the reason. */
export class ActionError extends Error {
  override name = "ActionError";
}

/** The outputs are set, and a failure or cancellation annotated, on every path out of a run. */
export function reportOutcome(
  runner: RunnerCommands,
  outputs: Record<string, string>,
  outcome: ActionOutcome,
): ActionOutcome {
  outputs["conclusion"] = outcome.conclusion;
  for (const [name, value] of Object.entries(outputs)) runner.setOutput(name, value);
  if (outcome.conclusion === "failure" || outcome.conclusion === "cancelled") runner.error(outcome.reason);
  return outcome;
}

/**
 * The step's conclusion for each phase the run can end in: one table the type system holds
 * exhaustive. A run that stopped while still starting or working did not finish, so it failed; so
 * did one stopped by a budget.
 */
const CONCLUSION_OF_PHASE: Record<RunPhase, Conclusion> = {
  done: "success",
  cancelled: "cancelled",
  skipped: "skipped",
  failed: "failure",
  budget: "failure",
  starting: "failure",
  working: "failure",
};

export function conclusionOf(phase: RunPhase): Conclusion {
  return CONCLUSION_OF_PHASE[phase];
}

export class RunRecord {
  readonly outputs: Record<string, string> = {};
  /** Steward's notes for the report; the final state holds this same array. */
  readonly notes: string[] = [];
  // Set on every path: from the session's ending, or from the error that stopped it.
  phase: RunPhase = "failed";
  reason = "";

  constructor(
    private readonly runner: RunnerCommands,
    readonly progress: RunProgress,
  ) {}

  /** The run's redactor as it stands (late-bound: secrets masked later are redacted too). */
  get redact(): Redactor {
    return this.runner.redact;
  }

  get state(): RunState {
    return this.progress.state;
  }

  info(line: string): void {
    this.runner.info(line);
  }

  warning(line: string): void {
    this.runner.warning(line);
  }

  note(...lines: string[]): void {
    this.notes.push(...lines.map((line) => this.runner.redact(line)));
  }

  output(name: string, value: string): void {
    this.outputs[name] = value;
  }

  /** Links for the report, with the outputs that name the same things. */
  link(links: RunLinks): void {
    Object.assign(this.state.links, links);
    if (links.branch !== undefined) this.output("branch", links.branch.name);
    if (links.commit !== undefined) this.output("commit-sha", links.commit.sha);
    if (links.pullRequest !== undefined) this.output("pull-request-url", links.pullRequest.url);
    if (links.review !== undefined) this.output("review-url", links.review.url);
    if (links.transcript !== undefined) this.output("transcript-url", links.transcript);
  }

  end(phase: RunPhase, reason: string): void {
    this.phase = phase;
    this.reason = reason;
  }

  conclude(): ActionOutcome {
    return reportOutcome(this.runner, this.outputs, {
      conclusion: conclusionOf(this.phase),
      reason: this.reason,
    });
  }
}
