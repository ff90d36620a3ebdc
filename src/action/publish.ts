// The fifth phase: what the session changed goes out — a commit, a branch, a pull request, a review —
// and the report's final state is written from it.
import type { AgentRunResult } from "../agent/run-agent";
import type { Identity } from "../github/workspace/index";
import { publish, trapChanges } from "../github/publish";
import type { Announced } from "./announce";
import type { Held, Prepared } from "./prepare";
import { withholding } from "./guarded";
import { numbersOf } from "./session";

export async function publishRun(
  run: Announced,
  prepared: Prepared,
  held: Held,
  result: AgentRunResult,
): Promise<void> {
  const { record } = run;
  const { phase, reason } = record;
  record.progress.setPhase(phase === "done" ? "working" : phase, "Publishing the changes");
  const diff = await prepared.workspace.diff(withholding(held.guard));
  const publication = await publish({
    client: run.client,
    settings: run.settings,
    trigger: run.trigger,
    context: prepared.taskContext,
    workspace: prepared.workspace,
    diff,
    summary: result.result,
    serverUrl: run.context.serverUrl,
    defaultBranch: prepared.repository,
    requester: requesterOf(run.payload),
    redact: record.redact,
    allowedHosts: run.allowedHosts,
    review: held.review,
    runUrl: run.jobUrl,
    guard: held.guard,
  });
  record.note(...publication.notes);
  record.link(publication.links);
  record.state.final = {
    reason,
    summary: result.result,
    ...(record.progress.plan === undefined ? {} : { plan: record.progress.plan }),
    files: publication.files,
    traps: trapChanges(diff),
    diff: diff.patch,
    numbers: numbersOf(result),
    notes: record.notes,
    patchOnly: publication.patchOnly,
  };
}

/** The requesting user as a co-author, from the event's sender (login and id give the noreply address). */
function requesterOf(payload: Record<string, unknown>): Identity | undefined {
  const sender = payload["sender"] as { login?: unknown; id?: unknown; type?: unknown } | undefined;
  if (typeof sender?.login !== "string" || typeof sender.id !== "number" || sender.type === "Bot")
    return undefined;
  return { name: sender.login, email: `${String(sender.id)}+${sender.login}@users.noreply.github.com` };
}
