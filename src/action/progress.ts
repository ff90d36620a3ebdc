// The run's live state, kept from the session's events (turns, the task list, the plan) and turned
// into the tracking comment as it changes. The comment is rendered by src/report/ from this state
// alone — never written by the model — and every body goes out through the redactor.
import type { TurnReport } from "../agent/session";
import {
  finalizeForGitHub,
  type Redactor,
  renderTrackingComment,
  type RunPhase,
  type RunState,
  type ToolCallView,
} from "../report/index";
import type { ProgressEvent } from "../tools/context";
import type { TrackingComment } from "../github/tracking-comment";

export class RunProgress {
  readonly state: RunState;
  plan: string | undefined;

  constructor(
    initial: Pick<RunState, "trigger" | "startedAt" | "links">,
    private readonly render: { marker: string; redact: Redactor; allowedHosts: readonly string[] },
    private readonly comment: TrackingComment | undefined,
  ) {
    this.state = { ...initial, phase: "starting", todos: [], toolCalls: [] };
  }

  body(): string {
    const markdown = renderTrackingComment(this.state, {
      marker: this.render.marker,
      redact: this.render.redact,
      allowedHosts: this.render.allowedHosts,
    });
    return finalizeForGitHub(markdown, this.render.redact);
  }

  setPhase(phase: RunPhase, step?: string): void {
    this.state.phase = phase;
    if (step !== undefined) this.state.currentStep = step;
    this.comment?.update(this.body());
  }

  onProgress = (event: ProgressEvent): void => {
    if (event.kind === "todos") this.state.todos = event.todos.map((t) => ({ ...t }));
    else if (event.kind === "plan") this.plan = event.plan;
    else this.state.currentStep = event.text;
    this.comment?.update(this.body());
  };

  onTurn = (turn: TurnReport): void => {
    const calls: ToolCallView[] = turn.toolCalls.map((call) => ({
      tool: call.name,
      summary: call.summary,
      decision: call.denied ? "deny" : "allow",
      ...(call.reason === undefined ? {} : { reason: call.reason }),
      ...(call.rule === undefined ? {} : { rule: call.rule }),
      isError: call.isError,
    }));
    this.state.toolCalls.push(...calls);
    this.state.phase = "working";
    const last = calls.at(-1);
    if (last !== undefined) this.state.currentStep = last.summary;
    this.comment?.update(this.body());
  };
}
