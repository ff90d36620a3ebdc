// Once authorized, the run says it has started: the 👀 reaction and the tracking comment, while the
// task's reads (the issue or pull request with its conversation, the default branch) go out beside
// them. The run does not wait for the two writes (src/github/announce.ts): it prepares meanwhile.
// From here on every path ends with a report (src/action/finish.ts), which waits for the first post.
import { tmpdir } from "node:os";
import { join } from "node:path";
import { announceRun } from "../github/announce";
import { createCommentClient, type GitHubClient } from "../github/client";
import { gatherContext, type TaskContext } from "../github/context";
import { TrackingComment } from "../github/tracking-comment";
import type { Trigger } from "../github/trigger-types";
import { trackingMarker } from "../report/index";
import { RunProgress } from "./progress";
import { RunRecord } from "./record";
import { type Authorized, retryBase } from "./start";

export interface Announced extends Authorized {
  record: RunRecord;
  jobUrl: string;
  /** Hosts links in posted text may point to. */
  allowedHosts: string[];
  tracking: TrackingComment | undefined;
  /** The task's context and the repository's default branch, read in the background. */
  reading: Promise<[TaskContext, string]>;
  transcriptPath: string;
  /** Where the session's files go (the transcript, the agent's output directory). */
  runDir: string;
}

/** Where the comment lives and what makes it sticky: one per issue/PR and trigger. */
function commentTarget(trigger: Trigger): { issueNumber: number; key: string } | undefined {
  switch (trigger.kind) {
    case "mention": {
      const source = trigger.commentId ?? trigger.reviewCommentId ?? trigger.reviewId ?? 0;
      return { issueNumber: trigger.number, key: `${String(trigger.number)}-mention-${String(source)}` };
    }
    case "label":
      return { issueNumber: trigger.number, key: `${String(trigger.number)}-label-${trigger.label}` };
    case "assignment":
      return { issueNumber: trigger.number, key: `${String(trigger.number)}-assignment` };
    case "pull-request":
      return { issueNumber: trigger.number, key: `${String(trigger.number)}-pull-request` };
    case "automation":
    case "ci-fixup":
      return undefined;
  }
}

function describe(trigger: Trigger): string {
  switch (trigger.kind) {
    case "mention":
      return `mention by @${trigger.actor} on #${String(trigger.number)}`;
    case "label":
      return `label "${trigger.label}" added by @${trigger.actor} on #${String(trigger.number)}`;
    case "assignment":
      return `#${String(trigger.number)} assigned to ${trigger.assignee} by @${trigger.actor}`;
    case "pull-request":
      return `pull request #${String(trigger.number)} ${trigger.action}`;
    case "automation":
      return `${trigger.event} run`;
    case "ci-fixup":
      return `failed run of ${trigger.workflowName} on ${trigger.headBranch}`;
  }
}

async function react(client: GitHubClient, trigger: Trigger): Promise<void> {
  if (trigger.kind !== "mention") return;
  const { repo } = trigger;
  if (trigger.commentId !== undefined)
    await client.rest.reactions.createForIssueComment({
      ...repo,
      comment_id: trigger.commentId,
      content: "eyes",
    });
  else if (trigger.reviewCommentId !== undefined)
    await client.rest.reactions.createForPullRequestReviewComment({
      ...repo,
      comment_id: trigger.reviewCommentId,
      content: "eyes",
    });
  else if (trigger.source === "issue_opened")
    await client.rest.reactions.createForIssue({ ...repo, issue_number: trigger.number, content: "eyes" });
}

export function announce(run: Authorized): Promise<Announced> {
  const { runner } = run.io;
  const { context, trigger, client, spacing } = run;
  const { owner, repo } = context.repository;
  const jobUrl = `${context.serverUrl}/${owner}/${repo}/actions/runs/${context.runId}`;
  // The reaction and the tracking comment: writes octokit does not space (the comment spaces its own
  // edits), so the first post and the final report go out at once (src/github/tracking-comment.ts).
  const commentClient = createCommentClient({
    token: run.settings.githubToken,
    baseUrl: context.apiUrl,
    log: (message) => runner.warning(message),
    ...retryBase(run.io.env),
  });
  const target = commentTarget(trigger);
  const trackingKey = target?.key ?? `${trigger.kind}-${context.runId}`;
  const marker = trackingMarker(trackingKey);
  const tracking =
    target === undefined
      ? undefined
      : new TrackingComment({
          client: commentClient,
          repo: trigger.repo,
          issueNumber: target.issueNumber,
          marker,
          log: (message) => runner.warning(message),
          ...(spacing === undefined ? {} : { intervalMs: spacing }),
        });
  // On github.com only a repository's pages stay live (src/report/sanitizer/github-paths.ts).
  const allowedHosts = [new URL(context.serverUrl).host, "github.com", "docs.github.com"];
  const progress = new RunProgress(
    { trigger: describe(trigger), startedAt: new Date(run.started).toISOString(), links: { job: jobUrl } },
    { marker, redact: runner.redact, allowedHosts },
    tracking,
  );
  const record = new RunRecord(runner, progress);
  record.info(`steward: ${describe(trigger)}`);
  // The reads start now, beside the two writes below instead of after them: each is a round trip to
  // GitHub before the first model request. The writes stay one after the other (GitHub asks for
  // that). A failed read is reported where it is awaited, inside the run's error handling.
  const reading = Promise.all([
    gatherContext(client, trigger, run.settings, {
      now: () => new Date(run.clock()),
      ownTrackingKey: trackingKey,
    }),
    client.rest.repos.get({ ...trigger.repo }).then(
      (r) => r.data.default_branch,
      () => context.ref.replace(/^refs\/heads\//, "") || "main",
    ),
  ]);
  reading.catch(() => undefined);
  void announceRun({
    react: () => react(commentClient, trigger),
    tracking,
    body: progress.body(),
    warn: (message) => record.warning(message),
  }).then((posted) => {
    if (posted !== undefined) record.output("comment-url", posted.url);
  });
  const runDir = join(context.runnerTemp || tmpdir(), "steward", `${context.runId}-${context.runAttempt}`);
  const transcriptPath = join(runDir, "transcript.jsonl");
  return Promise.resolve({ ...run, record, jobUrl, allowedHosts, tracking, reading, transcriptPath, runDir });
}
