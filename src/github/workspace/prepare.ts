// Puts the work steward is asked to do into $GITHUB_WORKSPACE itself, whatever actions/checkout left
// there (usually the default branch at depth 1, without credentials):
// - a same-repository pull request: its head branch, checked out on that branch;
// - a fork's pull request: its head commit (refs/pull/N/head), detached — steward never pushes it;
// - a CI fix-up: the run's head branch if its tip is still the failing commit, else a new branch;
// - anything else: a new branch `<prefix><kind>-<number|slug>-<short id>` from the base branch.
//
// When a head branch moved after the trigger, the commit the run was triggered for is still the one
// checked out — the model's context (the PR diff, review comments' line numbers) describes that
// commit — and `push()` later rebases steward's commits onto the new tip. Only when that commit can no
// longer be fetched (force-pushed away) does the current tip take its place; `moved` says which.
import { realpath, writeFile, mkdir } from "node:fs/promises";
import { join } from "node:path";
import { createSecretFinder, type SecretFinder } from "../../report/index";
import type { Env } from "../../settings";
import {
  assertBranchName,
  type BranchNameParts,
  newBranchName,
  newShortId as defaultShortId,
} from "./branch-name";
import {
  WorkspaceError,
  assertCommitId,
  git,
  newGitMemo,
  resolveCommit,
  runGit,
  type GitContext,
} from "./git";
import { discoveryEnvironment, gitEnvironment } from "./git-env";
import type { GitRunner } from "./git-runner";
import { fetchFromRemote, type RemoteState } from "./remote";
import { readGitDirRedirects, readRepositoryConfig, switchDriversOff } from "./repo-config";
import type { CommitSigning } from "./signing";
import { stewardDir } from "./snapshot";
import type {
  HeadMoved,
  Identity,
  RemoteRepository,
  WorkspaceMode,
  WorkspaceState,
  WorkspaceTarget,
} from "./types";
import { openWorkspace, type Workspace } from "./workspace";

export interface PrepareOptions {
  runner: GitRunner;
  /** $GITHUB_WORKSPACE: the root of the checkout. */
  dir: string;
  remote: RemoteRepository;
  /** The `github-token` input: given to fetch and push only. */
  token: string;
  /** The process environment; only PATH, HOME, TMPDIR, proxy and CA variables reach git. */
  env: Env;
  target: WorkspaceTarget;
  /** The `branch-prefix` input (default `steward/`). */
  branchPrefix: string;
  /** The bot identity: committer of every commit steward makes or rebases. */
  committer: Identity;
  /** commit-signing: how steward's commits are signed (GitHub's API, or an SSH key); unset = unsigned. */
  signing?: CommitSigning | undefined;
  newShortId?: () => string;
  /**
   * Recognises credentials in what is about to be committed or pushed (the run's redactor's finder);
   * default: the built-in patterns alone.
   */
  findSecrets?: SecretFinder;
  timeouts?: { localMs?: number; remoteMs?: number };
  retryDelayMs?: number;
  now?: () => number;
}

/** The checkout's git directory, and whether it is shallow; throws unless `dir` is the top of a git working tree. */
async function locateGitDir(
  runner: GitRunner,
  dir: string,
  env: Env,
): Promise<{ gitDir: string; shallow: boolean }> {
  const { GIT_DIR: _dir, GIT_WORK_TREE: _tree, ...rest } = gitEnvironment(env, dir, "");
  const discovery = { ...rest, ...discoveryEnvironment(dir) };
  const result = await runner({
    // Discovery checks ownership (container jobs run as another user than the checkout's owner).
    args: [
      "-c",
      `safe.directory=${dir}`,
      "rev-parse",
      "--absolute-git-dir",
      "--show-toplevel",
      "--is-shallow-repository",
    ],
    cwd: dir,
    env: discovery,
    timeoutMs: 30_000,
  });
  const [gitDir, top, shallow] = result.stdout.trim().split("\n");
  if (result.exitCode !== 0 || gitDir === undefined || top === undefined || shallow === undefined)
    throw new WorkspaceError(
      `${dir} is not a git checkout (${result.stderr.trim() || "git rev-parse failed"}). Expected the ` +
        "workspace actions/checkout made; add `- uses: actions/checkout@v5` with `persist-credentials: false` before steward.",
    );
  if ((await realpath(top)) !== (await realpath(dir)))
    throw new WorkspaceError(
      `${dir} is inside the git checkout ${top}, not its root. Expected GITHUB_WORKSPACE to be the checkout.`,
    );
  return { gitDir, shallow: shallow === "true" };
}

/** Escapes a path for an ignore file, anchored at the repository root. */
function ignoreLine(path: string): string {
  return `/${path.replace(/[\\*?[]/g, (c) => `\\${c}`).replace(/ $/, "\\ ")}`;
}

/**
 * Untracked files from earlier steps (a cloud login's credentials file, build output nobody ignored)
 * are not steward's work: they are listed and left out of every diff and commit. Changed tracked files
 * are refused: checking out another commit over them, or committing them, would be a guess.
 */
async function inspectCheckout(ctx: GitContext): Promise<string[]> {
  const status = await git(ctx, ["status", "--porcelain=v1", "-z", "--untracked-files=all", "--no-renames"]);
  const untracked: string[] = [];
  const changed: string[] = [];
  for (const entry of status.split("\0").filter((e) => e !== "")) {
    const path = entry.slice(3);
    if (entry.startsWith("??")) untracked.push(path);
    else changed.push(path);
  }
  const unlistable = untracked.find((path) => path.includes("\n"));
  if (unlistable !== undefined)
    throw new WorkspaceError(
      `The checkout in ${ctx.dir} has an untracked file from an earlier step whose name has a line break ` +
        `(${JSON.stringify(unlistable)}); steward could not keep it out of its commits. Expected file names without line breaks.`,
    );
  if (changed.length > 0)
    throw new WorkspaceError(
      `The checkout in ${ctx.dir} has changes before steward started: ${changed.slice(0, 10).join(", ")}` +
        `${changed.length > 10 ? ` and ${String(changed.length - 10)} more` : ""}. Expected a clean checkout; ` +
        "run steward before steps that modify tracked files.",
    );
  return untracked;
}

async function checkoutBranch(ctx: GitContext, branch: string, sha: string): Promise<void> {
  await git(ctx, ["checkout", "--quiet", "--no-recurse-submodules", "--no-track", "-B", branch, sha, "--"]);
}

async function checkoutDetached(ctx: GitContext, sha: string): Promise<void> {
  await git(ctx, ["checkout", "--quiet", "--no-recurse-submodules", "--detach", sha, "--"]);
}

interface Placement {
  mode: WorkspaceMode;
  sha: string;
  localBranch: string | undefined;
  pushBranch: string | undefined;
  createdBranch: boolean;
  baseBranch: string | undefined;
  moved?: HeadMoved;
}

/** The commit to check out for a head that should be at `expected` and was found at `found`. */
async function headCommit(
  remote: RemoteState,
  branch: string,
  expected: string,
  found: string,
): Promise<{ sha: string; moved?: HeadMoved }> {
  if (found === expected) return { sha: expected };
  let sha = await resolveCommit(remote.ctx, expected);
  if (sha === undefined) {
    const fetched = await fetchFromRemote(remote, expected, undefined);
    sha = fetched.found ? fetched.sha : found;
  }
  return { sha, moved: { branch, expected, found, checkedOut: sha } };
}

async function placePullRequest(
  remote: RemoteState,
  target: Extract<WorkspaceTarget, { kind: "pull-request" }>,
  sameRepository: boolean,
): Promise<Placement> {
  const { ctx } = remote;
  if (sameRepository) {
    await assertBranchName(ctx, target.headBranch, "pull request head branch");
    const fetched = await fetchFromRemote(
      remote,
      `refs/heads/${target.headBranch}`,
      `refs/remotes/origin/${target.headBranch}`,
    );
    if (!fetched.found)
      throw new WorkspaceError(
        `The head branch '${target.headBranch}' of pull request #${String(target.number)} is not on ${ctx.remoteUrl} ` +
          `(deleted?): ${fetched.detail}`,
      );
    const { sha, moved } = await headCommit(remote, target.headBranch, target.headSha, fetched.sha);
    await checkoutBranch(ctx, target.headBranch, sha);
    return {
      mode: "pull-request",
      sha,
      localBranch: target.headBranch,
      pushBranch: target.headBranch,
      createdBranch: false,
      baseBranch: undefined,
      ...(moved === undefined ? {} : { moved }),
    };
  }
  const ref = `refs/pull/${String(target.number)}/head`;
  const fetched = await fetchFromRemote(remote, ref, `refs/remotes/pull/${String(target.number)}/head`);
  if (!fetched.found)
    throw new WorkspaceError(
      `Pull request #${String(target.number)} has no ${ref} on ${ctx.remoteUrl}: ${fetched.detail}`,
    );
  const { sha, moved } = await headCommit(remote, ref, target.headSha, fetched.sha);
  await checkoutDetached(ctx, sha);
  return {
    mode: "fork-pull-request",
    sha,
    localBranch: undefined,
    pushBranch: undefined,
    createdBranch: false,
    baseBranch: undefined,
    ...(moved === undefined ? {} : { moved }),
  };
}

async function placeCiFixup(
  remote: RemoteState,
  target: Extract<WorkspaceTarget, { kind: "ci-fixup" }>,
  branchPrefix: string,
  shortId: string,
): Promise<Placement> {
  const { ctx } = remote;
  await assertBranchName(ctx, target.headBranch, "workflow run head branch");
  const fetched = await fetchFromRemote(
    remote,
    `refs/heads/${target.headBranch}`,
    `refs/remotes/origin/${target.headBranch}`,
  );
  if (fetched.found && fetched.sha === target.headSha) {
    await checkoutBranch(ctx, target.headBranch, target.headSha);
    return {
      mode: "ci-fixup-head",
      sha: target.headSha,
      localBranch: target.headBranch,
      pushBranch: target.headBranch,
      createdBranch: false,
      baseBranch: undefined,
    };
  }
  // The branch moved on (or is gone): the fix goes to a new branch from the failing commit, proposed
  // as a pull request into the head branch.
  let sha = await resolveCommit(ctx, target.headSha);
  if (sha === undefined) {
    const byId = await fetchFromRemote(remote, target.headSha, undefined);
    if (!byId.found)
      throw new WorkspaceError(
        `The failing commit ${target.headSha} of workflow run ${String(target.runId)} can no longer be fetched ` +
          `from ${ctx.remoteUrl}: ${byId.detail}`,
      );
    sha = byId.sha;
  }
  return startNewBranch(
    ctx,
    { prefix: branchPrefix, kind: "ci-fix", subject: target.workflowName, shortId },
    sha,
    fetched.found
      ? {
          baseBranch: target.headBranch,
          moved: { branch: target.headBranch, expected: target.headSha, found: fetched.sha, checkedOut: sha },
        }
      : { baseBranch: undefined },
  );
}

/** Creates the new branch the run works on, at `sha`, and checks it out. */
async function startNewBranch(
  ctx: GitContext,
  name: BranchNameParts,
  sha: string,
  base: Pick<Placement, "baseBranch" | "moved">,
): Promise<Placement> {
  const branch = newBranchName(name);
  await assertBranchName(ctx, branch, "new branch name");
  await checkoutBranch(ctx, branch, sha);
  return { mode: "new-branch", sha, localBranch: branch, pushBranch: branch, createdBranch: true, ...base };
}

async function placeNewBranch(
  remote: RemoteState,
  target: Extract<WorkspaceTarget, { kind: "new-branch" }>,
  branchPrefix: string,
  shortId: string,
): Promise<Placement> {
  const { ctx } = remote;
  await assertBranchName(ctx, target.baseBranch, "base branch");
  // HEAD's commit and the branch it is on (`HEAD` when detached), in one command.
  const current = await runGit(ctx, ["rev-parse", "HEAD^{commit}", "--symbolic-full-name", "HEAD"]);
  const [headSha = "", headRef] = current.stdout.trim().split("\n");
  let sha: string;
  if (current.exitCode === 0 && headRef === `refs/heads/${target.baseBranch}`) {
    // The checkout is the base branch at the workflow's commit: start there, no fetch needed.
    sha = headSha;
  } else {
    const fetched = await fetchFromRemote(
      remote,
      `refs/heads/${target.baseBranch}`,
      `refs/remotes/origin/${target.baseBranch}`,
    );
    if (!fetched.found)
      throw new WorkspaceError(
        `The base branch '${target.baseBranch}' is not on ${ctx.remoteUrl}: ${fetched.detail}`,
      );
    sha = fetched.sha;
  }
  return startNewBranch(
    ctx,
    {
      prefix: branchPrefix,
      ...(target.branchKind === undefined ? {} : { kind: target.branchKind }),
      subject: target.subject,
      shortId,
    },
    sha,
    { baseBranch: target.baseBranch },
  );
}

export async function prepareWorkspace(options: PrepareOptions): Promise<Workspace> {
  const { remote, target } = options;
  const { gitDir, shallow } = await locateGitDir(options.runner, options.dir, options.env);
  const ctx: GitContext = {
    runner: options.runner,
    dir: options.dir,
    gitDir,
    env: gitEnvironment(options.env, options.dir, gitDir),
    remoteUrl: `${remote.serverUrl.replace(/\/+$/, "")}/${remote.owner}/${remote.repo}`,
    token: options.token,
    localTimeoutMs: options.timeouts?.localMs ?? 120_000,
    remoteTimeoutMs: options.timeouts?.remoteMs ?? 300_000,
    now: options.now ?? Date.now,
    driversOff: [],
    gitDirRedirects: await readGitDirRedirects(gitDir),
    memo: newGitMemo(),
  };
  // Read before anything else runs: this is the config actions/checkout wrote.
  const trustedConfig = (await readRepositoryConfig(ctx)).local;
  const remoteState: RemoteState = { ctx, trustedConfig, shallow };
  await switchDriversOff(remoteState);
  const preexistingUntracked = await inspectCheckout(remoteState.ctx);
  await mkdir(stewardDir(ctx), { recursive: true });
  const excludesFile = join(stewardDir(ctx), "preexisting-untracked");
  await writeFile(excludesFile, preexistingUntracked.map((path) => `${ignoreLine(path)}\n`).join(""));

  const newShortId = options.newShortId ?? defaultShortId;
  const sameRepository =
    "headRepository" in target &&
    target.headRepository.toLowerCase() === `${remote.owner}/${remote.repo}`.toLowerCase();
  let placement: Placement;
  switch (target.kind) {
    case "pull-request":
      assertCommitId(target.headSha, "pull request head commit");
      placement = await placePullRequest(remoteState, target, sameRepository);
      break;
    case "ci-fixup":
      assertCommitId(target.headSha, "workflow run head commit");
      // Fail closed: pushing a fork's commits into the base repository would run its workflows there.
      if (!sameRepository)
        throw new WorkspaceError(
          `Workflow run ${String(target.runId)} comes from '${target.headRepository}', not ${remote.owner}/${remote.repo}; ` +
            "CI fix-ups work on same-repository branches only.",
        );
      placement = await placeCiFixup(remoteState, target, options.branchPrefix, newShortId());
      break;
    case "new-branch":
      placement = await placeNewBranch(remoteState, target, options.branchPrefix, newShortId());
      break;
  }

  const state: WorkspaceState = {
    // Not `shallow`: once the agent has run, the checkout may have been deepened.
    ctx: remoteState.ctx,
    trustedConfig,
    mode: placement.mode,
    startSha: placement.sha,
    base: placement.sha,
    localBranch: placement.localBranch,
    pushBranch: placement.pushBranch,
    lastPushed: undefined,
    createdBranch: placement.createdBranch,
    baseBranch: placement.baseBranch,
    branchPrefix: options.branchPrefix,
    committer: options.committer,
    excludesFile,
    preexistingUntracked,
    newShortId,
    retryDelayMs: options.retryDelayMs ?? 2_000,
    signing: options.signing,
    findSecrets: options.findSecrets ?? createSecretFinder([]),
    withheld: [],
  };
  return openWorkspace(state, placement.moved);
}
