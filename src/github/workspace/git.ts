// Running git inside the workspace: the controlled environment and safety config on every command,
// the token only on the commands that talk to the remote, and git's output redacted before it goes
// anywhere (git prints URLs, and a misbehaving server can echo a header).
import type { GitOutcome, GitRunner } from "./git-runner";
import { SAFETY_CONFIG, authEnvironment, configArgs, secretForms } from "./git-env";

export class WorkspaceError extends Error {
  override name = "WorkspaceError";
}

const COMMIT_ID = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;

export function assertCommitId(sha: string, what: string): void {
  if (!COMMIT_ID.test(sha))
    throw new WorkspaceError(`Invalid ${what} '${sha}'. Expected a full commit id (40 hex digits).`);
}

export interface GitContext {
  runner: GitRunner;
  /** The working tree: $GITHUB_WORKSPACE. */
  dir: string;
  gitDir: string;
  /** The controlled environment (gitEnvironment). */
  env: Readonly<Record<string, string>>;
  /** `${serverUrl}/${owner}/${repo}`: every fetch and push names it; the `origin` remote is never used. */
  remoteUrl: string;
  token: string;
  /** Default timeouts: local commands, and commands that talk to the remote. */
  localTimeoutMs: number;
  remoteTimeoutMs: number;
  /**
   * Config switching off the repository's filter and merge drivers (repo-config.ts), added to every
   * command: not only add and checkout run them — any command that rewrites the index re-reads
   * racily-clean files through the clean filter, write-tree included.
   */
  driversOff: readonly string[];
  /**
   * The files in the git directory that move where git reads config, refs and objects from
   * (`commondir`, `config.worktree`), as prepare found them; each operation refuses to run if they
   * changed (the agent's shell may write inside .git, since committing needs it).
   */
  gitDirRedirects?: string;
  /** When set (a time from `now`), no command runs past it: each one's timeout shrinks to fit. */
  deadline?: number;
  now: () => number;
  /** Answers git gave that later commands reuse; shared by every copy of this context. */
  memo: GitMemo;
}

/**
 * What git answered once and need not be asked again: each git process costs milliseconds of CPU, and
 * every operation would otherwise re-ask the same questions. Only answers that depend on nothing but
 * their input are kept, with that input (see repo-config.ts, branch-name.ts).
 */
export interface GitMemo {
  /** Branch names `git check-ref-format` accepted: its verdict depends on the name alone. */
  readonly acceptedBranchNames: Set<string>;
  /** The repository config file's bytes and git's reading of exactly those bytes. */
  config?: { bytes: Buffer; entries: Array<[string, string]> };
}

export function newGitMemo(): GitMemo {
  return { acceptedBranchNames: new Set() };
}

export interface GitOptions {
  timeoutMs?: number;
  input?: string | Uint8Array;
  /** Extra environment for this command (GIT_INDEX_FILE, an identity). */
  env?: Readonly<Record<string, string>>;
  /** Extra command-line config for this command. */
  config?: readonly string[];
  /** This command talks to the remote and gets the token. */
  remote?: boolean;
  /** stdout is a blob's bytes: returned in `stdoutBytes`, unredacted (it is file content, not git's talk). */
  binary?: boolean;
}

export interface GitResult extends GitOutcome {
  /** The command as it may be shown: `git fetch …`, without our config. */
  command: string;
}

export function redact(text: string, token: string): string {
  let out = text;
  for (const secret of secretForms(token)) out = out.split(secret).join("***");
  return out;
}

function timeoutFor(ctx: GitContext, options: GitOptions): number {
  const wanted = options.timeoutMs ?? (options.remote === true ? ctx.remoteTimeoutMs : ctx.localTimeoutMs);
  return ctx.deadline === undefined ? wanted : Math.max(1, Math.min(wanted, ctx.deadline - ctx.now()));
}

/** Runs git; never throws for git's own failures (see `git` for the throwing form). */
export async function runGit(
  ctx: GitContext,
  args: readonly string[],
  options: GitOptions = {},
): Promise<GitResult> {
  const env = {
    ...ctx.env,
    ...(options.remote === true ? authEnvironment(ctx.remoteUrl, ctx.token) : {}),
    ...options.env,
  };
  const outcome = await ctx.runner({
    args: [
      "--no-pager",
      ...configArgs(SAFETY_CONFIG),
      ...configArgs(ctx.driversOff),
      ...configArgs(options.config ?? []),
      ...args,
    ],
    cwd: ctx.dir,
    env,
    timeoutMs: timeoutFor(ctx, options),
    ...(options.input === undefined ? {} : { input: options.input }),
    ...(options.binary === true ? { binaryStdout: true } : {}),
  });
  return {
    ...outcome,
    stdout: redact(outcome.stdout, ctx.token),
    stderr: redact(outcome.stderr, ctx.token),
    command: redact(`git ${args.join(" ")}`, ctx.token),
  };
}

/** Why a command failed, in one message fit for a log or an error (already redacted). */
export function describeFailure(result: GitResult): string {
  const detail = result.stderr.trim() || result.stdout.trim();
  const status = result.timedOut ? "timed out" : `failed (exit ${String(result.exitCode)})`;
  const tail = detail.length > 2_000 ? `…${detail.slice(-2_000)}` : detail;
  return `${result.command} ${status}${tail === "" ? "" : `: ${tail}`}`;
}

/** Runs git and returns its stdout; throws WorkspaceError when it fails. */
export async function git(
  ctx: GitContext,
  args: readonly string[],
  options: GitOptions = {},
): Promise<string> {
  const result = await runGit(ctx, args, options);
  if (result.exitCode !== 0) throw new WorkspaceError(`${describeFailure(result)} (in ${ctx.dir})`);
  return result.stdout;
}

/** A commit id, or undefined when the revision does not name a commit. */
export async function resolveCommit(ctx: GitContext, revision: string): Promise<string | undefined> {
  const result = await runGit(ctx, [
    "rev-parse",
    "--verify",
    "--quiet",
    "--end-of-options",
    `${revision}^{commit}`,
  ]);
  return result.exitCode === 0 ? result.stdout.trim() : undefined;
}

/** HEAD's commit and that commit's tree, from one resolution of HEAD (one git process, not two). */
export async function headCommitAndTree(ctx: GitContext): Promise<{ commit: string; tree: string }> {
  const out = await git(ctx, ["rev-list", "--no-walk", "--format=%T", "HEAD^{commit}", "--"]);
  const [, commit, tree] = /^commit ([0-9a-f]{40,64})\n([0-9a-f]{40,64})\n$/.exec(out) ?? [];
  if (commit === undefined || tree === undefined)
    throw new WorkspaceError(
      `Unexpected output of git rev-list for HEAD in ${ctx.dir}: ${JSON.stringify(out)}`,
    );
  return { commit, tree };
}

export async function isAncestor(ctx: GitContext, ancestor: string, descendant: string): Promise<boolean> {
  const result = await runGit(ctx, ["merge-base", "--is-ancestor", ancestor, descendant]);
  return result.exitCode === 0;
}
