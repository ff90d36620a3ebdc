// Commits are made with plumbing: a tree from the snapshot, `git commit-tree`, `git update-ref`.
// `git commit` would run hooks (pre-commit, prepare-commit-msg, commit-msg, post-commit — .husky/
// included), expand commit.template, apply commit.cleanup and sign on commit.gpgSign; commit-tree does
// none of that, so the message is exactly ours and nothing from the checkout runs.
import { git, headCommitAndTree, type GitContext } from "./git";
import { assertIdentity, commitMessage } from "./message";
import { switchDriversOff } from "./repo-config";
import { sshSignerOf, type SshSigner } from "./signing";
import { literalPaths, secretsAdded } from "./secrets";
import { type Snapshot, type SnapshotOptions, snapshotWorktree } from "./snapshot";
import type { CommitOptions, Identity, WorkspaceState } from "./types";
import { WORKFLOWS_DIR } from "./workflows";

export interface NewCommit {
  tree: string;
  parent: string;
  message: string;
  author: Identity;
  committer: Identity;
  timeoutMs?: number;
  /** commit-signing: ssh — the commit is signed (`-S`) with the key the signer holds. */
  signer?: SshSigner | undefined;
}

export async function createCommit(ctx: GitContext, commit: NewCommit): Promise<string> {
  const run = (config: readonly string[]) =>
    git(
      ctx,
      ["commit-tree", ...(config.length > 0 ? ["-S"] : []), commit.tree, "-p", commit.parent, "-F", "-"],
      {
        input: commit.message,
        config,
        env: {
          GIT_AUTHOR_NAME: commit.author.name,
          GIT_AUTHOR_EMAIL: commit.author.email,
          GIT_COMMITTER_NAME: commit.committer.name,
          GIT_COMMITTER_EMAIL: commit.committer.email,
        },
        ...(commit.timeoutMs === undefined ? {} : { timeoutMs: commit.timeoutMs }),
      },
    );
  const out = commit.signer === undefined ? await run([]) : await commit.signer.withKey(run);
  return out.trim();
}

/**
 * A snapshot of the working tree without the files that would add a secret: they are kept as `head`
 * has them (and stay changed in the working tree), and recorded in `state.withheld`.
 */
export async function snapshotWithoutSecrets(
  state: WorkspaceState,
  head: string,
  options: Omit<SnapshotOptions, "excludesFile" | "keep"> & { keep?: readonly string[] },
): Promise<Snapshot> {
  const { keep = [], ...rest } = options;
  const take = (paths: readonly string[]) =>
    snapshotWorktree(state.ctx, {
      excludesFile: state.excludesFile,
      ...rest,
      ...(paths.length > 0 ? { keep: { paths, resetTo: head } } : {}),
    });
  const snapshot = await take(keep);
  const hits = await secretsAdded(state.ctx, head, snapshot.tree, state.findSecrets).catch(
    async (error: unknown) => {
      await snapshot.dispose();
      throw error;
    },
  );
  if (hits.length === 0) return snapshot;
  await snapshot.dispose();
  state.withheld.push(...hits);
  return take([...keep, ...literalPaths(hits)]);
}

/**
 * Commits everything in the working tree (new files included, ignored and pre-existing untracked
 * files left out) on top of HEAD. Returns the new commit, or null when nothing changed. With
 * `withoutWorkflows`, .github/workflows/ stays as HEAD has it, and so does every path `leaveOut`
 * picks, staged or not; those changes remain in the working tree. Files that would add a secret are
 * left out the same way (snapshotWithoutSecrets).
 */
export async function commitAll(state: WorkspaceState, options: CommitOptions): Promise<string | null> {
  await switchDriversOff(state);
  const { ctx } = state;
  assertIdentity(options.author, "author");
  assertIdentity(state.committer, "committer");
  const message = commitMessage(options.message, options.author, options.coAuthors);
  const { commit: head, tree: headTree } = await headCommitAndTree(ctx);
  const snapshot = await snapshotWithoutSecrets(state, head, {
    ...(options.withoutWorkflows === true ? { keep: [WORKFLOWS_DIR] } : {}),
    ...(options.leaveOut === undefined ? {} : { leaveOut: { test: options.leaveOut, resetTo: head } }),
  });
  try {
    if (snapshot.tree === headTree) return null;
    const sha = await createCommit(ctx, {
      tree: snapshot.tree,
      parent: head,
      message,
      author: options.author,
      committer: state.committer,
      signer: sshSignerOf(state.signing),
    });
    // With the old value: if the agent committed in the meantime, this fails instead of dropping it.
    await git(ctx, ["update-ref", "-m", "steward: commit", "HEAD", sha, head]);
    // The index now matches the new commit; when another git holds the index lock, it stays as it was.
    await snapshot.install();
    return sha;
  } finally {
    await snapshot.dispose();
  }
}
