// A snapshot of the working tree as a git tree, made in a private index: a copy of .git/index (so
// unchanged files are not hashed again), brought up to the working tree. The real index is never
// locked or changed while the snapshot is taken, so it works while the agent's own git commands run,
// and whatever the agent staged or did not stage makes no difference. Nested repositories (a clone
// the agent made inside the workspace) are left out: update-index skips them, where `git add` would
// record a gitlink to a commit nobody can fetch.
import { randomBytes } from "node:crypto";
import { copyFile, mkdir, open, rename, rm, stat, utimes } from "node:fs/promises";
import { join } from "node:path";
import { git, runGit, type GitContext, WorkspaceError, describeFailure } from "./git";

export interface SnapshotOptions {
  /** Ignore file listing the untracked files that were there before steward started (left out). */
  excludesFile: string;
  /** Paths kept as they are in `resetTo` (e.g. `.github/workflows` when the token cannot push them). */
  keep?: { paths: readonly string[]; resetTo: string };
  /** A file that vanishes or cannot be read while being added is skipped instead of failing. */
  tolerateErrors?: boolean;
  /**
   * Changed paths (as git names them) kept as they are in `resetTo`, whoever staged or wrote them:
   * secret-like files and protected places no policy rule allows (src/policy/change-guard.ts).
   */
  leaveOut?: { test: (path: string) => boolean; resetTo: string };
}

export interface Snapshot {
  indexFile: string;
  tree: string;
  /** The changed paths `leaveOut` kept out. */
  leftOut: string[];
  /** Makes this snapshot's index the repository's index (after a commit of `tree`); false when busy. */
  install(): Promise<boolean>;
  dispose(): Promise<void>;
}

/** How often a snapshot is retried without a path that vanished or could not be read meanwhile. */
const MAX_SKIPPED_PATHS = 20;

/** The path git names when it gives up on one file. */
function failedPath(stderr: string): string | undefined {
  return (
    /Unable to process path (.+)$/m.exec(stderr)?.[1] ??
    /unable to (?:stat|index file|open) '?([^':\n]+)'?/im.exec(stderr)?.[1] ??
    /^error: (.+?): (?:cannot|does not|failed)/m.exec(stderr)?.[1]
  );
}

/**
 * Brings the private index up to the working tree: every changed, deleted or untracked (not ignored)
 * path, listed once and handed to `update-index`. Unlike `git add --all`, which dies when a file it
 * listed is gone by the time it reads it, update-index records a vanished file as deleted; a file
 * that vanishes in the microseconds between its stat and its read makes it fail, and with
 * `tolerateErrors` that one path is skipped and the rest retried.
 */
async function addWorktree(ctx: GitContext, indexFile: string, options: SnapshotOptions): Promise<void> {
  const env = { GIT_INDEX_FILE: indexFile };
  const listed = await git(
    ctx,
    ["ls-files", "-z", "--modified", "--deleted", "--others", "--exclude-standard"],
    {
      env,
      config: [`core.excludesFile=${options.excludesFile}`],
    },
  );
  let paths = [...new Set(listed.split("\0").filter((path) => path !== ""))];
  for (let skipped = 0; paths.length > 0; skipped++) {
    const result = await runGit(ctx, ["update-index", "--add", "--remove", "-z", "--stdin"], {
      env,
      input: `${paths.join("\0")}\0`,
    });
    if (result.exitCode === 0) return;
    const culprit = failedPath(result.stderr);
    if (
      options.tolerateErrors !== true ||
      result.timedOut ||
      culprit === undefined ||
      skipped >= MAX_SKIPPED_PATHS
    )
      throw new WorkspaceError(`Could not snapshot the working tree: ${describeFailure(result)}`);
    paths = paths.filter((path) => path !== culprit);
  }
}

/**
 * Copies an index keeping its modification time: git trusts an entry's cached stat data only for
 * files older than the index ("racy git"), so a copy stamped now would hide a same-size change made
 * in the same second as the checkout. The time is taken before the copy: if the index is replaced
 * meanwhile, the copy looks older than it is, which only makes git check more files, never fewer.
 */
async function copyIndex(from: string, to: string): Promise<void> {
  const { atime, mtime } = await stat(from);
  await copyFile(from, to);
  await utimes(to, atime, mtime);
}

export function stewardDir(ctx: GitContext): string {
  return join(ctx.gitDir, "steward");
}

export async function snapshotWorktree(ctx: GitContext, options: SnapshotOptions): Promise<Snapshot> {
  await mkdir(stewardDir(ctx), { recursive: true });
  const indexFile = join(stewardDir(ctx), `index-${randomBytes(6).toString("hex")}`);
  const withIndex = { GIT_INDEX_FILE: indexFile };
  const dispose = () => rm(indexFile, { force: true });
  try {
    try {
      await copyIndex(join(ctx.gitDir, "index"), indexFile);
    } catch {
      await git(ctx, ["read-tree", "HEAD"], { env: withIndex });
    }
    await addWorktree(ctx, indexFile, options);
    if (options.keep !== undefined && options.keep.paths.length > 0)
      await git(ctx, ["reset", "--quiet", options.keep.resetTo, "--", ...options.keep.paths], {
        env: withIndex,
      });
    const leftOut = options.leaveOut === undefined ? [] : await leaveOut(ctx, indexFile, options.leaveOut);
    const tree = (await git(ctx, ["write-tree"], { env: withIndex })).trim();
    return { indexFile, tree, leftOut, install: () => installIndex(ctx, indexFile), dispose };
  } catch (error) {
    await dispose();
    throw error;
  }
}

/**
 * Resets the index's changed paths that `test` picks to `resetTo` (a path `resetTo` lacks leaves the
 * index); they stay in the working tree. Returns them. Paths are handed over literally, NUL-separated.
 */
async function leaveOut(
  ctx: GitContext,
  indexFile: string,
  rule: NonNullable<SnapshotOptions["leaveOut"]>,
): Promise<string[]> {
  const env = { GIT_INDEX_FILE: indexFile, GIT_LITERAL_PATHSPECS: "1" };
  const changed = await git(
    ctx,
    ["diff-index", "--cached", "--name-only", "--no-renames", "-z", rule.resetTo, "--"],
    {
      env,
    },
  );
  const paths = [...new Set(changed.split("\0").filter((path) => path !== "" && rule.test(path)))];
  if (paths.length > 0)
    await git(ctx, ["reset", "--quiet", "--pathspec-from-file=-", "--pathspec-file-nul", rule.resetTo], {
      env,
      input: `${paths.join("\0")}\0`,
    });
  return paths;
}

/** Puts `indexFile` in place of .git/index under git's own lock protocol (index.lock). */
async function installIndex(ctx: GitContext, indexFile: string): Promise<boolean> {
  const lockPath = join(ctx.gitDir, "index.lock");
  let lock;
  try {
    lock = await open(lockPath, "wx");
  } catch {
    return false;
  }
  try {
    await rename(indexFile, join(ctx.gitDir, "index"));
    return true;
  } finally {
    await lock.close();
    await rm(lockPath, { force: true });
  }
}
