// "Nothing lost": on SIGINT/SIGTERM or a fatal error, the working tree as it is right now goes into a
// WIP commit (no hooks, the agent's processes may still be writing: whatever is on disk is taken,
// files that vanish mid-way are skipped) and is pushed — to the pull request's head branch for a
// same-repository PR or CI fix-up, otherwise to a new `<prefix>wip-…` branch; a fork's work is never
// pushed. Everything happens under one deadline (the runner sends SIGKILL ~10 s after SIGINT): every
// git command's timeout shrinks to the time left, and a final timer returns whatever was reached.
import { setTimeout as sleep } from "node:timers/promises";
import { inertLine } from "../../report/inert-text";
import { deliverWorkInProgress } from "./api-push";
import { newBranchName } from "./branch-name";
import { createCommit } from "./commit";
import { headCommitAndTree, runGit } from "./git";
import { assertIdentity } from "./message";
import { switchDriversOff } from "./repo-config";
import { sshSignerOf } from "./signing";
import { snapshotWithoutSecrets } from "./commit";
import { describeHits, secretsAdded } from "./secrets";
import type { WipOptions, WipResult, WorkspaceState } from "./types";
import { WORKFLOWS_DIR } from "./workflows";

export const DEFAULT_WIP_BUDGET_MS = 4_500;
/** The ref that keeps the WIP commit locally, pushed or not. */
export const WIP_REF = "refs/steward/wip";

interface Progress {
  sha?: string;
  pushed: boolean;
  branch?: string;
  reason?: string;
}

function wipMessage(reason: string): string {
  // The reason may quote an error's text, which may quote anything: inert, like all outside text.
  const oneLine = inertLine(reason, 200);
  return (
    `WIP: steward run interrupted (${oneLine})\n\n` +
    "The working tree as it was when the run stopped, committed without running hooks.\n" +
    "Continue from it, or drop it.\n"
  );
}

function wipBranch(state: WorkspaceState): string {
  const local = state.localBranch ?? "run";
  const subject = local.startsWith(state.branchPrefix) ? local.slice(state.branchPrefix.length) : local;
  return newBranchName({ prefix: state.branchPrefix, kind: "wip", subject, shortId: state.newShortId() });
}

async function save(state: WorkspaceState, options: WipOptions, progress: Progress): Promise<void> {
  await switchDriversOff(state);
  const { ctx } = state;
  assertIdentity(options.author, "author");
  const { commit: head, tree: headTree } = await headCommitAndTree(ctx);
  const snapshot = await snapshotWithoutSecrets(state, head, {
    tolerateErrors: true,
    ...(options.withoutWorkflows === true ? { keep: [WORKFLOWS_DIR] } : {}),
    ...(options.leaveOut === undefined ? {} : { leaveOut: { test: options.leaveOut, resetTo: head } }),
  });
  try {
    if (snapshot.tree !== headTree) {
      progress.sha = await createCommit(ctx, {
        tree: snapshot.tree,
        parent: head,
        message: wipMessage(options.reason),
        author: options.author,
        committer: state.committer,
        signer: sshSignerOf(state.signing),
      });
    } else if (head !== state.base && head !== state.lastPushed) {
      // Nothing uncommitted, but commits that were never pushed.
      progress.sha = head;
    } else {
      progress.reason = "nothing to save: the working tree has no changes";
      return;
    }
  } finally {
    await snapshot.dispose();
  }
  // The local branch and index are left alone (the agent may hold their locks); a ref of our own
  // keeps the commit from garbage collection and lets a person find it.
  await runGit(ctx, ["update-ref", "-m", "steward: work in progress", WIP_REF, progress.sha]);

  if (state.mode === "fork-pull-request") {
    progress.reason = "saved locally only: steward never pushes a fork pull request's commits";
    return;
  }
  const secrets = await secretsAdded(ctx, state.base, progress.sha, state.findSecrets);
  if (secrets.length > 0) {
    progress.reason = `saved locally only (${WIP_REF}): the commits add secrets, which steward does not push — ${describeHits(secrets)}`;
    return;
  }
  const attempts: string[] = [];
  if (state.pushBranch !== undefined && !state.createdBranch) attempts.push(state.pushBranch);
  attempts.push(wipBranch(state));
  const failures: string[] = [];
  for (const branch of attempts) {
    const outcome = await deliverWorkInProgress(state, progress.sha, branch);
    if (outcome.kind === "pushed") {
      // With commit-signing: github, GitHub's commit is what the branch holds now.
      if ("sha" in outcome) progress.sha = outcome.sha;
      progress.pushed = true;
      progress.branch = branch;
      if (failures.length > 0) progress.reason = failures.join("; ");
      return;
    }
    failures.push(`push to ${branch}: ${outcome.detail}`);
    if (outcome.kind === "failed" && outcome.timedOut) break;
  }
  progress.reason = failures.join("; ");
}

/** Never throws and never takes longer than the budget (plus a few milliseconds). */
export async function saveWorkInProgress(state: WorkspaceState, options: WipOptions): Promise<WipResult> {
  const { now } = state.ctx;
  const started = now();
  const budget = options.budgetMs ?? DEFAULT_WIP_BUDGET_MS;
  const bounded: WorkspaceState = { ...state, ctx: { ...state.ctx, deadline: started + budget } };
  const progress: Progress = { pushed: false };
  const result = (): WipResult => ({
    saved: progress.sha !== undefined,
    ...(progress.sha === undefined ? {} : { sha: progress.sha }),
    pushed: progress.pushed,
    ...(progress.branch === undefined ? {} : { branch: progress.branch }),
    ...(progress.reason === undefined ? {} : { reason: progress.reason }),
    elapsedMs: now() - started,
  });
  const timer = new AbortController();
  const work = save(bounded, options, progress).then(
    () => result(),
    (error: unknown) => {
      progress.reason = error instanceof Error ? error.message : String(error);
      return result();
    },
  );
  // Every command is already bounded by the deadline; this timer is the last word if something else
  // (a file system that stopped answering) is not.
  const deadline = sleep(budget + 100, undefined, { signal: timer.signal }).then(
    () => {
      progress.reason = `${progress.reason === undefined ? "" : `${progress.reason}; `}ran out of time (${String(budget)} ms)`;
      return result();
    },
    () => result(),
  );
  try {
    return await Promise.race([work, deadline]);
  } finally {
    timer.abort();
  }
}
