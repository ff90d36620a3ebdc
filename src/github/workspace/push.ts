// Publishing steward's commits. A push that is not a fast-forward (someone pushed while the agent
// worked) fetches the branch, rebases steward's own commits — those after `state.base`, nothing
// else — onto the new tip and tries again, three times at most. steward never force-pushes: not to a
// pull request's branch, where the commits it would overwrite are someone else's, and not to a branch
// it created, where a non-fast-forward also means someone else pushed (a maintainer's fix-up) and
// rebasing onto it keeps their commits. When a rebase conflicts, or the remote refuses the branch
// (protected), the work goes to a new branch instead and the result says where and why.
import { stat } from "node:fs/promises";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import type { Result } from "../../types/result";
import { assertBranchName, newBranchName } from "./branch-name";
import { describeFailure, git, isAncestor, runGit, type GitContext } from "./git";
import { fetchFromRemote, pushToRemote } from "./remote";
import { describeHits, secretsAdded } from "./secrets";
import { switchDriversOff } from "./repo-config";
import { sshSignerOf } from "./signing";
import type { PushResult, WorkspaceState } from "./types";

const MAX_REBASES = 3;
const MAX_TRANSIENT_RETRIES = 2;

export interface PushOptions {
  /** The remote branch to push to; default: the workspace's push branch. */
  branch?: string;
}

/** The new head after the rebase, or why the rebase was aborted. */
type RebaseOutcome = Result<string>;

async function headCommit(ctx: GitContext): Promise<string> {
  return (await git(ctx, ["rev-parse", "--verify", "HEAD^{commit}"])).trim();
}

/** A rebase or merge someone else (the agent) left unfinished: steward neither continues nor aborts it. */
async function operationInProgress(ctx: GitContext): Promise<string | undefined> {
  for (const [entry, what] of [
    ["rebase-merge", "a rebase"],
    ["rebase-apply", "a rebase or git am"],
    ["MERGE_HEAD", "a merge"],
    ["CHERRY_PICK_HEAD", "a cherry-pick"],
  ] as const) {
    if (
      await stat(join(ctx.gitDir, entry)).then(
        () => true,
        () => false,
      )
    )
      return what;
  }
  return undefined;
}

/** Replays steward's commits (upstream..HEAD) onto `tip`; aborts and says why when it cannot. */
export async function rebaseOnto(
  state: WorkspaceState,
  tip: string,
  upstream: string = state.base,
): Promise<RebaseOutcome> {
  const { ctx } = state;
  const unfinished = await operationInProgress(ctx);
  if (unfinished !== undefined)
    return {
      ok: false,
      error: `could not rebase onto ${tip.slice(0, 12)}: ${unfinished} was left unfinished in the checkout`,
    };
  // The replayed commits are steward's new commits: signed like the originals (commit-signing: ssh).
  const replay = (config: readonly string[]) =>
    runGit(
      ctx,
      [
        "rebase",
        "--quiet",
        "--no-verify",
        "--autostash",
        "--empty=drop",
        ...(config.length > 0 ? ["--gpg-sign"] : []),
        "--onto",
        tip,
        upstream,
      ],
      {
        config,
        env: { GIT_COMMITTER_NAME: state.committer.name, GIT_COMMITTER_EMAIL: state.committer.email },
      },
    );
  const signer = sshSignerOf(state.signing);
  const result = signer === undefined ? await replay([]) : await signer.withKey(replay);
  if (result.exitCode === 0) return { ok: true, value: await headCommit(ctx) };
  const conflicted = (await runGit(ctx, ["diff", "--name-only", "--diff-filter=U", "-z"])).stdout
    .split("\0")
    .filter((path) => path !== "");
  await runGit(ctx, ["rebase", "--abort"]);
  return {
    ok: false,
    error:
      conflicted.length > 0
        ? `rebasing steward's commits onto ${tip.slice(0, 12)} conflicted in ${conflicted.join(", ")}`
        : `rebasing steward's commits onto ${tip.slice(0, 12)} failed: ${describeFailure(result)}`,
  };
}

/** Pushes `sha` to a new branch when the intended one cannot take it. */
async function moveToNewBranch(
  state: WorkspaceState,
  sha: string,
  intended: string,
  reason: string,
): Promise<PushResult> {
  const subject = intended.startsWith(state.branchPrefix)
    ? intended.slice(state.branchPrefix.length)
    : intended;
  const branch = newBranchName({ prefix: state.branchPrefix, subject, shortId: state.newShortId() });
  await assertBranchName(state.ctx, branch, "new branch name");
  const outcome = await pushToRemote(state, sha, branch);
  if (outcome.kind !== "pushed")
    return {
      pushed: false,
      branch: undefined,
      intended,
      sha,
      reason: `${reason}; pushing to a new branch ${branch} instead failed too: ${outcome.detail}`,
    };
  // A pull request from the new branch goes into the branch the work was meant for.
  state.baseBranch = state.createdBranch ? state.baseBranch : intended;
  state.pushBranch = branch;
  state.createdBranch = true;
  state.lastPushed = sha;
  return { pushed: true, branch, intended, movedTo: branch, sha, reason };
}

function isPermanentFailure(detail: string): boolean {
  return /Authentication failed|could not read Username|returned error: 40[134]|not found|denied/i.test(
    detail,
  );
}

/**
 * The agent's own commits are not filtered like steward's: if `from..head` adds a secret, nothing
 * goes, whichever way it would be pushed (git, or GitHub's API for signed commits).
 */
export async function refuseSecrets(
  state: WorkspaceState,
  from: string,
  head: string,
  target: string,
): Promise<PushResult | undefined> {
  const secrets = await secretsAdded(state.ctx, from, head, state.findSecrets);
  if (secrets.length === 0) return undefined;
  return {
    pushed: false,
    branch: undefined,
    intended: target,
    sha: head,
    reason:
      `the commits add secrets, which steward does not push (GitHub's push protection would refuse them too): ` +
      `${describeHits(secrets)}. They are committed on the runner only; the patch below has the changes, secrets masked`,
  };
}

const notPushed = (intended: string | undefined, sha: string, reason: string): PushResult => ({
  pushed: false,
  branch: undefined,
  intended,
  sha,
  reason,
});

export async function push(state: WorkspaceState, options: PushOptions = {}): Promise<PushResult> {
  await switchDriversOff(state);
  const { ctx } = state;
  const target = options.branch ?? state.pushBranch;
  const head = await headCommit(ctx);
  if (target === undefined)
    return notPushed(
      undefined,
      head,
      "the pull request comes from a fork: steward never pushes a fork's commits to this repository (post the patch instead)",
    );
  await assertBranchName(ctx, target, "branch to push to");
  if (head === state.base) return notPushed(target, head, "no new commits to push");

  const refused = await refuseSecrets(state, state.base, head, target);
  if (refused !== undefined) return refused;
  return pushUntilSettled(state, head, target);
}

/**
 * Pushes `head` to `target` until it goes or cannot: transient failures are retried, a branch that
 * moved meanwhile is caught up with by rebasing (a few times), and a refusal moves the work to a new
 * branch — except a refusal over workflow files, which no branch would take.
 */
async function pushUntilSettled(state: WorkspaceState, first: string, target: string): Promise<PushResult> {
  let head = first;
  let rebasedOnto: string | undefined;
  let rebases = 0;
  let transient = 0;
  for (;;) {
    const outcome = await pushToRemote(state, head, target);
    switch (outcome.kind) {
      case "pushed":
        state.lastPushed = head;
        return {
          pushed: true,
          branch: target,
          intended: target,
          sha: head,
          ...(rebasedOnto === undefined ? {} : { rebasedOnto }),
        };
      case "rejected":
        if (/workflow/i.test(outcome.detail))
          return notPushed(
            target,
            head,
            `the token may not push changes under .github/workflows/ (commit with withoutWorkflows): ${outcome.detail}`,
          );
        return moveToNewBranch(
          state,
          head,
          target,
          `the remote refused the push to ${target}: ${outcome.detail}`,
        );
      case "failed":
        if (outcome.timedOut || isPermanentFailure(outcome.detail) || transient >= MAX_TRANSIENT_RETRIES)
          return notPushed(target, head, outcome.detail);
        transient++;
        await sleep(state.retryDelayMs * transient);
        continue;
      case "non-fast-forward": {
        if (rebases >= MAX_REBASES)
          return moveToNewBranch(
            state,
            head,
            target,
            `${target} kept moving: still not a fast-forward after ${String(MAX_REBASES)} rebases`,
          );
        rebases++;
        const caught = await catchUp(state, head, target);
        if (caught.kind === "settled") return caught.result;
        if (caught.kind === "rebased") {
          head = caught.head;
          rebasedOnto = caught.onto;
        }
        continue;
      }
    }
  }
}

type CatchUp =
  /** The branch was deleted meanwhile: the next push creates it again. */
  | { kind: "retry" }
  /** steward's commits, rebased onto the branch's new tip: push them. */
  | { kind: "rebased"; head: string; onto: string }
  /** Nothing more to push: the branch already has the commits, or the work moved to a new branch. */
  | { kind: "settled"; result: PushResult };

/** After a non-fast-forward: fetches the branch's new tip and rebases steward's commits onto it. */
async function catchUp(state: WorkspaceState, head: string, target: string): Promise<CatchUp> {
  const fetched = await fetchFromRemote(state, `refs/heads/${target}`, `refs/remotes/origin/${target}`);
  if (!fetched.found) return { kind: "retry" };
  if (await isAncestor(state.ctx, head, fetched.sha))
    return {
      kind: "settled",
      result: {
        pushed: true,
        branch: target,
        intended: target,
        sha: head,
        reason: `${target} already contains steward's commits`,
      },
    };
  const rebased = await rebaseOnto(state, fetched.sha);
  if (!rebased.ok)
    return { kind: "settled", result: await moveToNewBranch(state, head, target, rebased.error) };
  state.base = fetched.sha;
  return { kind: "rebased", head: rebased.value, onto: fetched.sha };
}
