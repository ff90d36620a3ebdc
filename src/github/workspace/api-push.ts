// Publishing steward's commits through GitHub's API (commit-signing: github): no `git push`. Each local
// commit after the one the remote branch is known to be at is re-created on GitHub with
// createCommitOnBranch — whose `expectedHeadOid` is the race guard a push's fast-forward check is — and
// GitHub signs it. The local branch is then brought to GitHub's commits (fetched by id, trees compared),
// so later commits, rebases and the report's diff build on what the remote has. A stale head is handled
// as a rejected push is: fetch, rebase steward's commits onto the new tip, try again (three times); a
// conflict, or a branch GitHub refuses, sends the work to a new branch created with the REST API.
import type { Result } from "../../types/result";
import { assertBranchName, newBranchName } from "./branch-name";
import { changesOf, contentsOf, messageOf } from "./api-changes";
import { git, isAncestor, WorkspaceError, type GitContext } from "./git";
import { rebaseOnto, refuseSecrets, type PushOptions } from "./push";
import { fetchFromRemote, pushToRemote, type PushOutcome } from "./remote";
import { switchDriversOff } from "./repo-config";
import type { ApiOutcome, CommitApi } from "./signing";
import type { PushResult, WorkspaceState } from "./types";

const MAX_REBASES = 3;

type Published =
  | { kind: "created"; tip: string }
  | Exclude<ApiOutcome, { kind: "created" }>
  | { kind: "refused"; detail: string };

function apiOf(state: WorkspaceState): CommitApi {
  if (state.signing?.kind !== "github")
    throw new WorkspaceError("Publishing through GitHub's API needs commit-signing: github.");
  return state.signing.api;
}

/** Aborts an API call at the context's deadline (the work-in-progress save runs under one). */
function deadlineSignal(ctx: GitContext): AbortSignal | undefined {
  return ctx.deadline === undefined ? undefined : AbortSignal.timeout(Math.max(1, ctx.deadline - ctx.now()));
}

async function headCommit(ctx: GitContext): Promise<string> {
  return (await git(ctx, ["rev-parse", "--verify", "HEAD^{commit}"])).trim();
}

/** from..to, oldest first, as (commit, parent) pairs; refused when the history is not a simple line on `from`. */
async function commitsBetween(
  ctx: GitContext,
  from: string,
  to: string,
): Promise<Result<Array<{ sha: string; parent: string }>>> {
  if (!(await isAncestor(ctx, from, to)))
    return {
      ok: false,
      error: `steward's commits do not sit on ${from.slice(0, 12)}, the branch's head on GitHub`,
    };
  const out = await git(ctx, ["rev-list", "--reverse", "--parents", `${from}..${to}`, "--"]);
  const commits: Array<{ sha: string; parent: string }> = [];
  for (const line of out.split("\n").filter((l) => l !== "")) {
    const [sha = "", ...parents] = line.split(" ");
    if (parents.length !== 1 || parents[0] === undefined)
      return {
        ok: false,
        error: `${sha.slice(0, 12)} is a merge commit, which createCommitOnBranch cannot create`,
      };
    commits.push({ sha, parent: parents[0] });
  }
  return { ok: true, value: commits };
}

/** Re-creates expectedHead..to on `branch` through the API, commit by commit (split when large). */
async function publishRange(
  state: WorkspaceState,
  branch: string,
  expectedHead: string,
  to: string,
): Promise<Published> {
  const { ctx } = state;
  const api = apiOf(state);
  const range = await commitsBetween(ctx, expectedHead, to);
  if (!range.ok) return { kind: "refused", detail: range.error };
  let head = expectedHead;
  for (const { sha, parent } of range.value) {
    const changes = await changesOf(ctx, parent, sha);
    if (changes.refused.length > 0)
      return {
        kind: "refused",
        detail:
          `commit-signing: github cannot publish ${sha.slice(0, 12)}: ${changes.refused.join("; ")} ` +
          "(GitHub's createCommitOnBranch writes every file as a plain, non-executable file)",
      };
    const message = await messageOf(ctx, sha);
    for (const [index, part] of changes.parts.entries()) {
      const { additions, deletions } = await contentsOf(ctx, part);
      const count = changes.parts.length;
      const headline =
        count > 1 ? `${message.headline} (part ${String(index + 1)} of ${String(count)})` : message.headline;
      const outcome = await api.createCommit(
        { branch, expectedHead: head, headline, body: message.body, additions, deletions },
        deadlineSignal(ctx),
      );
      if (outcome.kind !== "created") return outcome;
      head = outcome.sha;
    }
  }
  return { kind: "created", tip: head };
}

/**
 * Brings HEAD from steward's commit to GitHub's: fetched by id, and only when its tree is exactly
 * steward's. Returns the problem, or undefined when the local branch now is GitHub's commit.
 */
async function adopt(state: WorkspaceState, tip: string, localHead: string): Promise<string | undefined> {
  const { ctx } = state;
  const fetched = await fetchFromRemote(state, tip, undefined);
  if (!fetched.found) return `GitHub's commit ${tip} could not be fetched back: ${fetched.detail}`;
  const [theirs, ours] = await Promise.all(
    [tip, localHead].map(async (sha) => (await git(ctx, ["rev-parse", "--verify", `${sha}^{tree}`])).trim()),
  );
  if (theirs !== ours)
    return `GitHub's commit ${tip.slice(0, 12)} does not hold the same files as steward's commit ${localHead.slice(0, 12)}; the local branch was left as it was`;
  await git(ctx, ["update-ref", "-m", "steward: the commit GitHub signed", "HEAD", tip, localHead]);
  return undefined;
}

async function published(
  state: WorkspaceState,
  target: string,
  tip: string,
  head: string,
  extra: Partial<PushResult>,
): Promise<PushResult> {
  const problem = await adopt(state, tip, head);
  state.lastPushed = tip;
  return {
    pushed: true,
    branch: target,
    intended: target,
    sha: tip,
    ...extra,
    ...(problem === undefined ? {} : { reason: [extra.reason, problem].filter(Boolean).join("; ") }),
  };
}

/** The work goes to a new branch, created at `known` (a commit GitHub has), when the intended one cannot take it. */
async function moveToNewBranch(
  state: WorkspaceState,
  head: string,
  known: string,
  intended: string,
  reason: string,
): Promise<PushResult> {
  const subject = intended.startsWith(state.branchPrefix)
    ? intended.slice(state.branchPrefix.length)
    : intended;
  const branch = newBranchName({ prefix: state.branchPrefix, subject, shortId: state.newShortId() });
  await assertBranchName(state.ctx, branch, "new branch name");
  const failed = (detail: string): PushResult => ({
    pushed: false,
    branch: undefined,
    intended,
    sha: head,
    reason: `${reason}; publishing to a new branch ${branch} instead failed too: ${detail}`,
  });
  const created = await apiOf(state).createBranch(branch, known);
  if (created.kind !== "created") return failed(created.detail);
  const outcome = await publishRange(state, branch, known, head);
  if (outcome.kind !== "created") return failed(outcome.detail);
  state.baseBranch = state.createdBranch ? state.baseBranch : intended;
  state.pushBranch = branch;
  state.createdBranch = true;
  return published(state, branch, outcome.tip, head, { intended, movedTo: branch, reason });
}

/** Creates steward's new branch on GitHub before its first commit; an existing one is fine. */
async function ensureBranch(state: WorkspaceState, branch: string, at: string): Promise<string | undefined> {
  const created = await apiOf(state).createBranch(branch, at, deadlineSignal(state.ctx));
  return created.kind === "created" || created.kind === "stale" ? undefined : created.detail;
}

export async function pushViaApi(state: WorkspaceState, options: PushOptions = {}): Promise<PushResult> {
  await switchDriversOff(state);
  const { ctx } = state;
  const target = options.branch ?? state.pushBranch;
  let head = await headCommit(ctx);
  const result = (reason: string): PushResult => ({
    pushed: false,
    branch: undefined,
    intended: target,
    sha: head,
    reason,
  });
  if (target === undefined)
    return result(
      "the pull request comes from a fork: steward never pushes a fork's commits to this repository (post the patch instead)",
    );
  await assertBranchName(ctx, target, "branch to push to");
  let known = state.lastPushed ?? state.base;
  if (head === known) return result("no new commits to push");
  const refused = await refuseSecrets(state, known, head, target);
  if (refused !== undefined) return refused;
  if (state.createdBranch && state.lastPushed === undefined) {
    const problem = await ensureBranch(state, target, known);
    if (problem !== undefined) return result(`could not create ${target} on GitHub: ${problem}`);
  }
  let rebasedOnto: string | undefined;
  for (let rebases = 0; ; rebases++) {
    const outcome = await publishRange(state, target, known, head);
    switch (outcome.kind) {
      case "created":
        return published(state, target, outcome.tip, head, rebasedOnto === undefined ? {} : { rebasedOnto });
      case "refused":
      case "failed":
        return result(outcome.detail);
      case "rejected":
        return moveToNewBranch(
          state,
          head,
          known,
          target,
          `GitHub refused the commit on ${target}: ${outcome.detail}`,
        );
      case "stale": {
        if (rebases >= MAX_REBASES)
          return moveToNewBranch(
            state,
            head,
            known,
            target,
            `${target} kept moving: still stale after ${String(MAX_REBASES)} rebases`,
          );
        const fetched = await fetchFromRemote(state, `refs/heads/${target}`, `refs/remotes/origin/${target}`);
        if (!fetched.found)
          return moveToNewBranch(state, head, known, target, `${target} is no longer on GitHub`);
        const rebased = await rebaseOnto(state, fetched.sha, known);
        if (!rebased.ok) return moveToNewBranch(state, head, known, target, rebased.error);
        // The branch's new tip is what steward's work now sits on (as after a rebased push).
        state.base = fetched.sha;
        state.lastPushed = undefined;
        known = fetched.sha;
        head = rebased.value;
        rebasedOnto = fetched.sha;
        if (head === known)
          return {
            pushed: true,
            branch: target,
            intended: target,
            sha: head,
            reason: `${target} already contains steward's commits`,
          };
      }
    }
  }
}

function asPushOutcome(outcome: Exclude<Published, { kind: "created" }>): PushOutcome {
  switch (outcome.kind) {
    case "stale":
      return { kind: "non-fast-forward", detail: outcome.detail };
    case "rejected":
      return { kind: "rejected", detail: outcome.detail };
    case "failed":
      return { kind: "failed", detail: outcome.detail, timedOut: outcome.timedOut };
    case "refused":
      return { kind: "failed", detail: outcome.detail, timedOut: false };
  }
}

/**
 * The work-in-progress save's push: with commit-signing: github, through the API (a new `wip` branch is
 * created first); otherwise git. `sha` is then GitHub's commit.
 */
export async function deliverWorkInProgress(
  state: WorkspaceState,
  sha: string,
  branch: string,
): Promise<PushOutcome | { kind: "pushed"; sha: string }> {
  if (state.signing?.kind !== "github") return pushToRemote(state, sha, branch);
  const known = state.lastPushed ?? state.base;
  if (branch !== state.pushBranch || (state.createdBranch && state.lastPushed === undefined)) {
    const problem = await ensureBranch(state, branch, known);
    if (problem !== undefined)
      return { kind: "failed", detail: `could not create ${branch} on GitHub: ${problem}`, timedOut: false };
  }
  const outcome = await publishRange(state, branch, known, sha);
  if (outcome.kind !== "created") return asPushOutcome(outcome);
  state.lastPushed = outcome.tip;
  return { kind: "pushed", sha: outcome.tip };
}
