// The runner-simulation tests' shared set-up (test/github/action-*.test.ts). A file calls
// `useScenarios()` once: the worlds it starts are closed, and the runs it makes have their runner
// directories removed, after each test. The usual triggers — someone mentions @steward on an issue or a
// pull request, someone labels an issue — are one call each, returning the event the runner would get.
import { afterEach } from "vitest";
import type { CommentRecord, IssueRecord, Permission, PullRecord } from "./fake-github/state";
import { type ActionResult, cleanupRun, type RunActionOptions, type StartedAction } from "./runner";
import { headOf, pushCommit, runScenario, startScenario } from "./scenario";
import { issueCommentCreated, issuesLabeled, pullRequestReviewCommentCreated } from "./webhooks";
import { startWorld, type World } from "./world";

type Event = RunActionOptions["event"];
type Extra = NonNullable<Parameters<typeof runScenario>[2]>;

export interface Scenarios {
  /** Starts a world (fake GitHub, git remote, scripted model), closed after the test. */
  world(options: Parameters<typeof startWorld>[0]): Promise<World>;
  /** Runs the bundled action against `world`; its runner directories are removed after the test. */
  run(world: World, event: Event, extra?: Extra): Promise<ActionResult>;
  /** Starts the action without waiting for it (to signal it); cleaned up like `run`. */
  start(world: World, event: Event, extra?: Extra): Promise<StartedAction>;
}

/** Registers the after-each clean-up in the calling file; call once at the file's top level. */
export function useScenarios(): Scenarios {
  const worlds: World[] = [];
  const runs: Promise<ActionResult>[] = [];
  afterEach(async () => {
    // Runs first: a started action may still hold the world's servers until it ends.
    for (const run of runs.splice(0)) await cleanupRun(await run);
    await Promise.all(worlds.splice(0).map((world) => world.close()));
  });
  return {
    async world(options) {
      const world = await startWorld(options);
      worlds.push(world);
      return world;
    },
    run(world, event, extra) {
      const run = runScenario(world, event, extra);
      runs.push(run);
      return run;
    },
    async start(world, event, extra) {
      const started = await startScenario(world, event, extra);
      runs.push(started.result);
      return started;
    },
  };
}

/**
 * `user` (default alice, given `permission` on the repository, default write; null sets none) comments `body` on a
 * new issue (or an existing issue or pull request), and the event is that comment's creation.
 */
export function mentionOn(
  world: World,
  options: {
    body: string;
    user?: string;
    permission?: Permission | null;
    /** The new issue's title, body and author (default: "t", none, alice). */
    issue?: { title?: string; body?: string; user?: string };
    /** An existing issue to comment on instead of a new one. */
    onIssue?: number;
    /** An existing pull request to comment on instead of a new issue. */
    onPull?: number;
    createdAt?: number;
  },
): { issue: IssueRecord | undefined; comment: CommentRecord; event: Event } {
  const user = options.user ?? "alice";
  const { state } = world.github;
  const permission = options.permission === undefined ? "write" : options.permission;
  if (permission !== null) state.setPermission(world.repo, user, permission);
  const existing = options.onPull ?? options.onIssue;
  const issue =
    existing === undefined
      ? state.addIssue(world.repo, {
          title: options.issue?.title ?? "t",
          user: options.issue?.user ?? "alice",
          ...(options.issue?.body === undefined ? {} : { body: options.issue.body }),
        })
      : undefined;
  const issueNumber = existing ?? issue?.number ?? 0;
  const at = options.createdAt === undefined ? {} : { createdAt: options.createdAt };
  const comment = state.addComment(world.repo, issueNumber, { body: options.body, user, ...at });
  const payload = issueCommentCreated(world.target, {
    issueNumber,
    commentId: comment.id,
    body: comment.body,
    user,
    ...at,
    ...(options.onPull === undefined ? {} : { onPullRequest: true }),
  });
  return { issue, comment, event: { name: "issue_comment", payload } };
}

/**
 * alice (with write access) labels a new issue with `label` (default "steward"); `inputs` sets the
 * action's label-trigger to it, as a workflow listening for that label would.
 */
export function labelledIssue(
  world: World,
  options: { title: string; body?: string; user?: string; label?: string },
): { issue: IssueRecord; event: Event; inputs: Record<string, string> } {
  const label = options.label ?? "steward";
  const { state } = world.github;
  state.setPermission(world.repo, "alice", "write");
  const issue = state.addIssue(world.repo, {
    title: options.title,
    user: options.user ?? "alice",
    labels: [label],
    ...(options.body === undefined ? {} : { body: options.body }),
  });
  const payload = issuesLabeled(world.target, { number: issue.number, label, sender: "alice" });
  return { issue, event: { name: "issues", payload }, inputs: { "label-trigger": label } };
}

/** alice (with write access) comments `body` on `line` of `path` in pull request `pull`'s diff. */
export function mentionOnLine(
  world: World,
  options: { pull: number; path: string; line: number; body: string; headRef: string; diffHunk?: string },
): { event: Event } {
  const { state } = world.github;
  state.setPermission(world.repo, "alice", "write");
  const { pull, path, line, body, headRef } = options;
  const comment = state.addReviewComment(world.repo, pull, {
    path,
    line,
    body,
    user: "alice",
    ...(options.diffHunk === undefined ? {} : { diffHunk: options.diffHunk }),
  });
  const payload = pullRequestReviewCommentCreated(world.target, {
    number: pull,
    commentId: comment.id,
    body,
    user: "alice",
    path,
    line,
    headRef,
  });
  return { event: { name: "pull_request_review_comment", payload } };
}

/** A diff hunk that adds `content` as a new file, as GitHub lists it for a pull request. */
function addedPatch(content: string): string {
  const lines = content.trimEnd().split("\n");
  const range = lines.length === 1 ? "1" : `1,${String(lines.length)}`;
  return `@@ -0,0 +${range} @@\n${lines.map((line) => `+${line}`).join("\n")}`;
}

/**
 * Pull request #1 from branch `feature`, adding `files` on top of main: alice's, or with `fork` mallory's
 * from the fork mallory/app (its head only at refs/pull/1/head, as GitHub keeps a fork's head).
 */
export async function openPullRequest(
  world: World,
  options: { title: string; body: string; files: Record<string, string>; fork?: boolean },
): Promise<{ pull: PullRecord; head: string }> {
  const fork = options.fork === true;
  const base = (await headOf(world, "main")) ?? "";
  if (fork) world.github.state.addRepo({ owner: "mallory", name: "app", fork: true });
  const head = await pushCommit(world, {
    ...(fork ? { ref: "refs/pull/1/head" } : { branch: "feature" }),
    files: options.files,
  });
  const pull = world.github.state.addPull(world.repo, {
    title: options.title,
    body: options.body,
    user: fork ? "mallory" : "alice",
    head: { ref: "feature", sha: head, repo: fork ? "mallory/app" : world.repository },
    base: { ref: "main", sha: base },
    files: Object.entries(options.files).map(([filename, content]) => ({
      filename,
      status: "added",
      additions: content.trimEnd().split("\n").length,
      deletions: 0,
      patch: addedPatch(content),
    })),
  });
  if (fork && pull.number !== 1)
    throw new Error(`openPullRequest made #${String(pull.number)}; a fork's head is at refs/pull/1/head`);
  return { pull, head };
}
