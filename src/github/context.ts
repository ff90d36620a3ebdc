// What the model is told about the task: the issue or pull request, its conversation, review comments,
// changed files and diff, or a failed workflow's logs, read from GitHub as of the trigger. Comments
// created or edited after the trigger are left out (an edit must not change what a maintainer asked
// for), and everything read is sanitised here, once: the prompt renders only clean text.
import { findMarker } from "../report/index";
import type { Settings } from "../settings";
import type { GitHubClient } from "./client";
import { gatherCiFailure } from "./context/ci-logs";
import { buildDiff } from "./context/diff";
import {
  type IssueCommentData,
  type IssueData,
  type PullData,
  type ReviewCommentData,
  fetchComments,
  fetchIssue,
  fetchPull,
  fetchPullFiles,
  fetchReviewComments,
} from "./context/fetch";
import { sanitizeLine, sanitizeMarkdown, sanitizePlain } from "./context/sanitize";
import type {
  PullRequestContext,
  ReviewThreadComment,
  Subject,
  TaskContext,
  ThreadComment,
} from "./context/types";
import type { RepoRef, Trigger } from "./trigger-types";

export type * from "./context/types";
export { ContextError } from "./context/fetch";
export { renderTaskPrompt } from "./context/render";

/** GitHub lists at most this many files of a pull request. */
const GITHUB_FILE_LIST_CAP = 3_000;

export interface GatherOptions {
  now: () => Date;
  /**
   * The key of this run's own tracking comment. The run posts (or takes over) that comment while the
   * context is read, so whether a read sees it is a matter of timing; it is left out either way, and
   * is not counted among the comments left out for coming after the trigger.
   */
  ownTrackingKey?: string;
}

interface Stamped {
  created_at: string;
  updated_at: string;
}

function cutoffOf(trigger: Trigger): number {
  const at = Date.parse(trigger.at);
  if (Number.isNaN(at))
    throw new Error(`The trigger's time '${trigger.at}' is not a date; expected ISO 8601.`);
  return at;
}

/** Created and last edited no later than the trigger (GitHub's timestamps have one-second precision). */
const asOf = (cutoff: number) => (item: Stamped) =>
  Date.parse(item.created_at) <= cutoff && Date.parse(item.updated_at) <= cutoff;

function subjectOf(issue: IssueData, trigger: Trigger): Subject {
  const snapshot = trigger.snapshot;
  const current = { title: issue.title, body: issue.body ?? "" };
  const shown = snapshot ?? current;
  return {
    kind: issue.pull_request === undefined || issue.pull_request === null ? "issue" : "pull_request",
    number: issue.number,
    title: sanitizeLine(shown.title),
    body: sanitizeMarkdown(shown.body),
    author: issue.user?.login ?? "ghost",
    state: issue.state,
    labels: issue.labels.map((label) => sanitizeLine(typeof label === "string" ? label : (label.name ?? ""))),
    url: issue.html_url,
    // Without a snapshot (a payload without the issue) the current text is all there is.
    editedAfterTrigger:
      snapshot !== undefined && (snapshot.title !== current.title || snapshot.body !== current.body),
  };
}

function threadComment(comment: IssueCommentData, trigger: Trigger): ThreadComment {
  return {
    id: Number(comment.id),
    author: comment.user?.login ?? "ghost",
    createdAt: comment.created_at,
    updatedAt: comment.updated_at,
    body: sanitizeMarkdown(comment.body ?? ""),
    isTrigger: trigger.kind === "mention" && trigger.commentId === Number(comment.id),
  };
}

function reviewThreadComment(
  comment: ReviewCommentData,
  triggerThread: Set<number>,
  triggerId: number | undefined,
): ReviewThreadComment {
  const line = comment.line ?? comment.original_line;
  const startLine = comment.start_line ?? comment.original_start_line;
  const id = Number(comment.id);
  const inThread = triggerThread.has(id);
  return {
    id,
    author: comment.user.login,
    createdAt: comment.created_at,
    updatedAt: comment.updated_at,
    body: sanitizeMarkdown(comment.body),
    isTrigger: triggerId === id,
    path: sanitizeLine(comment.path),
    ...(line === undefined || line === null ? {} : { line }),
    ...(startLine === undefined || startLine === null ? {} : { startLine }),
    ...(comment.side === undefined ? {} : { side: comment.side }),
    ...(comment.in_reply_to_id === undefined ? {} : { inReplyTo: comment.in_reply_to_id }),
    ...(inThread ? { diffHunk: sanitizePlain(comment.diff_hunk) } : {}),
  };
}

/** The triggering review comment first, then the other comments of its thread. */
function triggerThreadOf(trigger: Trigger, comments: ReviewCommentData[]): Set<number> {
  if (trigger.kind !== "mention" || trigger.reviewCommentId === undefined) return new Set();
  const byId = new Map(comments.map((c) => [Number(c.id), c]));
  const root = byId.get(trigger.reviewCommentId)?.in_reply_to_id ?? trigger.reviewCommentId;
  const thread = new Set([trigger.reviewCommentId]);
  for (const c of comments) if (Number(c.id) === root || c.in_reply_to_id === root) thread.add(Number(c.id));
  return thread;
}

function pullRequestContext(
  pull: PullData,
  files: Awaited<ReturnType<typeof fetchPullFiles>>,
): PullRequestContext {
  const headRepository = pull.head.repo?.full_name ?? null;
  const baseRepository = pull.base.repo.full_name;
  return {
    number: pull.number,
    headRef: pull.head.ref,
    headSha: pull.head.sha,
    headRepository,
    baseRef: pull.base.ref,
    baseSha: pull.base.sha,
    baseRepository,
    isFork: headRepository === null || headRepository.toLowerCase() !== baseRepository.toLowerCase(),
    draft: pull.draft ?? false,
    state: pull.state,
    files: files.map((f) => ({
      path: f.filename,
      ...(f.previous_filename === undefined ? {} : { previousPath: f.previous_filename }),
      status: f.status,
      additions: f.additions,
      deletions: f.deletions,
      hasPatch: f.patch !== undefined && f.patch !== "",
    })),
    changedFiles: pull.changed_files,
    filesCapped: files.length >= GITHUB_FILE_LIST_CAP && pull.changed_files > files.length,
    diff: buildDiff(files.map((f) => ({ path: f.filename, patch: f.patch }))),
    patches: files.map((f) => ({ path: f.filename, ...(f.patch === undefined ? {} : { patch: f.patch }) })),
  };
}

/** The pull request, its changed files and its review comments, read at once. */
function readPull(client: GitHubClient, repo: RepoRef, number: number) {
  return Promise.all([
    fetchPull(client, repo, number),
    fetchPullFiles(client, repo, number),
    fetchReviewComments(client, repo, number),
  ]);
}

async function gatherIssueOrPull(
  client: GitHubClient,
  trigger: Trigger,
  repo: RepoRef,
  number: number,
  isPullRequest: boolean,
  context: TaskContext,
  cutoff: number,
  ownTrackingKey: string | undefined,
): Promise<void> {
  // A pull request known as one from the event has its own reads sent with the issue's, not after them.
  const pullReads = isPullRequest ? readPull(client, repo, number) : undefined;
  pullReads?.catch(() => undefined);
  const [issue, everyComment] = await Promise.all([
    fetchIssue(client, repo, number),
    fetchComments(client, repo, number),
  ]);
  const comments =
    ownTrackingKey === undefined
      ? everyComment
      : everyComment.filter((c) => findMarker(c.body ?? "") !== ownTrackingKey);
  context.subject = subjectOf(issue, trigger);
  if (context.subject.editedAfterTrigger)
    context.notes.push(
      `#${String(number)} was edited after the trigger; its text as of the trigger is shown.`,
    );
  const kept = comments.filter(asOf(cutoff));
  context.comments = kept.map((c) => threadComment(c, trigger));
  const late = comments.length - kept.length;
  if (late > 0)
    context.notes.push(
      `${String(late)} comment${late === 1 ? "" : "s"} created or edited after the trigger ${late === 1 ? "is" : "are"} left out.`,
    );

  if (!isPullRequest && context.subject.kind !== "pull_request") return;
  const [pull, files, reviewComments] = await (pullReads ?? readPull(client, repo, number));
  context.pullRequest = pullRequestContext(pull, files);
  if (context.pullRequest.filesCapped)
    context.notes.push(
      `GitHub lists only the first ${String(GITHUB_FILE_LIST_CAP)} of this pull request's ${String(pull.changed_files)} changed files; see the rest with git in the workspace.`,
    );
  const keptReview = reviewComments.filter(asOf(cutoff));
  const thread = triggerThreadOf(trigger, keptReview);
  const triggerId = trigger.kind === "mention" ? trigger.reviewCommentId : undefined;
  context.reviewComments = keptReview.map((c) => reviewThreadComment(c, thread, triggerId));
  const lateReview = reviewComments.length - keptReview.length;
  if (lateReview > 0)
    context.notes.push(
      `${String(lateReview)} review comment${lateReview === 1 ? "" : "s"} created or edited after the trigger ${lateReview === 1 ? "is" : "are"} left out.`,
    );
}

/**
 * Reads what the model needs for this trigger. Throws ContextError when something essential cannot be
 * read (the issue, its comments, the run's jobs); a single job log that cannot be had is only noted.
 * `settings` is accepted for the orchestration's convenience; nothing in it changes what is read.
 */
export async function gatherContext(
  client: GitHubClient,
  trigger: Trigger,
  _settings: Settings,
  options: GatherOptions,
): Promise<TaskContext> {
  const cutoff = cutoffOf(trigger);
  const context: TaskContext = {
    repository: `${trigger.repo.owner}/${trigger.repo.repo}`,
    gatheredAt: options.now().toISOString(),
    cutoff: new Date(cutoff).toISOString(),
    comments: [],
    reviewComments: [],
    notes: [],
  };
  switch (trigger.kind) {
    case "automation":
      return context;
    case "ci-fixup":
      context.ciFailure = await gatherCiFailure(client, trigger);
      return context;
    case "pull-request":
      await gatherIssueOrPull(
        client,
        trigger,
        trigger.repo,
        trigger.number,
        true,
        context,
        cutoff,
        options.ownTrackingKey,
      );
      return context;
    case "mention":
    case "label":
    case "assignment":
      await gatherIssueOrPull(
        client,
        trigger,
        trigger.repo,
        trigger.number,
        trigger.isPullRequest,
        context,
        cutoff,
        options.ownTrackingKey,
      );
      return context;
  }
}
