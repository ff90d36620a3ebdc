// The path of a run that failed or was cancelled after it was announced: nothing is lost. The inline
// comments the model had made go out as the review, marked unfinished; whatever the agent changed is
// committed and pushed as work in progress (or, when that fails, kept as the report's patch).
import { fileChanges, trapChanges, withheldNote } from "../github/publish";
import { postReview } from "../github/review/post";
import type { Workspace } from "../github/workspace/index";
import type { Announced } from "./announce";
import { leavingOut, withholding } from "./guarded";
import type { Held } from "./prepare";
import { numbersOf } from "./session";

export async function salvage(run: Announced, held: Held, error: unknown): Promise<void> {
  const { record } = run;
  const cancelled = run.io.signal.aborted;
  const reason = cancelled ? "the run was cancelled" : error instanceof Error ? error.message : String(error);
  record.end(cancelled ? "cancelled" : "failed", reason);
  record.state.final = {
    reason,
    summary: held.result?.result ?? "",
    files: [],
    diff: "",
    numbers: numbersOf(held.result),
    notes: record.notes,
  };
  await postUnfinishedReview(run, held);
  if (held.workspace !== undefined) await saveWorkInProgress(run, held, held.workspace);
}

async function postUnfinishedReview(run: Announced, held: Held): Promise<void> {
  const { record } = run;
  const { review } = held;
  if (review === undefined || review.draft.comments().length === 0) return;
  const ended = `_steward's run ended before it finished (${record.reason}); these are the comments it had made._`;
  const posted = await postReview({
    client: run.client,
    repo: run.trigger.repo,
    pullNumber: review.pullNumber,
    commitId: review.headSha,
    summary: `${held.result?.result ?? ""}\n\n${ended}`,
    comments: review.draft.comments(),
    files: review.files,
    redact: record.redact,
    allowedHosts: run.allowedHosts,
    runUrl: run.jobUrl,
  }).catch((error: unknown) => {
    record.note(`The review's comments could not be posted: ${String(error)}`);
    return undefined;
  });
  if (posted === undefined) return;
  record.note(...posted.notes);
  record.link({ review: { url: posted.url, comments: posted.inline, kind: posted.kind } });
}

/** Whatever the agent changed is committed and pushed before the report goes out. */
async function saveWorkInProgress(run: Announced, held: Held, workspace: Workspace): Promise<void> {
  const { record, settings, context } = run;
  const { guard } = held;
  const diff = await workspace.diff(withholding(guard)).catch(() => undefined);
  const withheld = diff === undefined ? undefined : withheldNote(diff);
  if (withheld !== undefined) record.note(withheld);
  if (diff === undefined || diff.files.length === 0) return;
  const leaveOut = guard === undefined ? {} : { leaveOut: leavingOut(guard) };
  const author = { name: settings.gitUserName, email: settings.gitUserEmail };
  const saved = await workspace
    .saveWorkInProgress({ reason: record.redact(record.reason), author, ...leaveOut })
    .catch(() => undefined);
  const final = record.state.final;
  if (final === undefined) return;
  final.files = fileChanges(diff);
  final.traps = trapChanges(diff);
  final.diff = diff.patch;
  if (saved?.pushed === true && saved.branch !== undefined) {
    record.note(`The work in progress was saved to the branch ${saved.branch}.`);
    const { owner, repo } = context.repository;
    record.link({
      branch: { name: saved.branch, url: `${context.serverUrl}/${owner}/${repo}/tree/${saved.branch}` },
    });
    if (saved.sha !== undefined) record.output("commit-sha", saved.sha);
  } else {
    const why = saved?.reason === undefined ? "" : ` (${saved.reason})`;
    record.note(`The work in progress could not be pushed${why}; the patch is below.`);
    final.patchOnly = true;
  }
}
