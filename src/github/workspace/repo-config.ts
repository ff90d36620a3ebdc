// The repository's own .git/config is the one config steward's git commands still read, and whoever
// could change it could make git run a program (a filter or merge driver that `.gitattributes` in the
// pull request points at) or send the token elsewhere (url.*.insteadOf, http.proxy, http.sslVerify).
// The policy write-protects .git/, so these are second lines: drivers are switched off by name on
// every command that could run them, and the token is only handed to git while the config is the
// one actions/checkout left before the agent started.
import { constants } from "node:fs";
import { lstat, open, readFile } from "node:fs/promises";
import { join } from "node:path";
import { WorkspaceError, git, runGit, type GitContext } from "./git";

/** The repository's config as steward's git commands read it (system and global config are off). */
export interface RepositoryConfig {
  /** The repository's config file and whatever it includes: [key, value] pairs in file order. */
  local: Array<[string, string]>;
  /** Every entry the repository gives (its config.worktree too): where drivers can be defined. */
  all: Array<[string, string]>;
}

/** `key\nvalue\0` records from `git config -z`, as [key, value] pairs in file order. */
function parseConfigList(text: string): Array<[string, string]> {
  return text
    .split("\0")
    .filter((record) => record !== "")
    .map((record) => {
      const newline = record.indexOf("\n");
      return newline < 0 ? [record, ""] : [record.slice(0, newline), record.slice(newline + 1)];
    });
}

/** `scope\0key\nvalue\0` records from `git config -z --show-scope`. */
function parseScopedList(text: string): Array<{ scope: string; entry: [string, string] }> {
  const tokens = text.split("\0");
  const out: Array<{ scope: string; entry: [string, string] }> = [];
  for (let i = 0; i + 1 < tokens.length; i += 2) {
    const [entry] = parseConfigList(tokens[i + 1] ?? "");
    if (entry !== undefined) out.push({ scope: tokens[i] ?? "", entry });
  }
  return out;
}

/** A file's bytes, or undefined unless it is a regular file (a FIFO would block the read forever). */
async function readRegularFile(path: string): Promise<Buffer | undefined> {
  const handle = await open(path, constants.O_RDONLY | constants.O_NONBLOCK).catch(() => undefined);
  if (handle === undefined) return undefined;
  try {
    return (await handle.stat()).isFile() ? await handle.readFile() : undefined;
  } finally {
    await handle.close();
  }
}

/**
 * Keys that make git read more than the config file itself: includes (another file, or one that
 * depends on the branch checked out) and per-worktree config (config.worktree).
 */
const READS_BEYOND_THE_FILE = /^(?:include|includeif)\.|^extensions\.worktreeconfig$/i;

/**
 * git's reading of exactly these bytes of .git/config, handed to it on stdin; undefined when the file
 * makes git read more than itself, or git refuses it (the full read then decides).
 */
async function readConfigBytes(ctx: GitContext, bytes: Buffer): Promise<Array<[string, string]> | undefined> {
  const result = await runGit(ctx, ["config", "--list", "-z", "--no-includes", "--file", "-"], {
    input: bytes,
  });
  if (result.exitCode !== 0) return undefined;
  const entries = parseConfigList(result.stdout);
  return entries.some(([key]) => READS_BEYOND_THE_FILE.test(key)) ? undefined : entries;
}

/** git's own full read of the repository's config, every scope but our command line's. */
async function readEveryScope(ctx: GitContext): Promise<RepositoryConfig> {
  const scoped = parseScopedList(await git(ctx, ["config", "--list", "-z", "--includes", "--show-scope"]));
  const fromRepository = scoped.filter(({ scope }) => scope !== "command");
  return {
    local: fromRepository.filter(({ scope }) => scope === "local").map(({ entry }) => entry),
    all: fromRepository.map(({ entry }) => entry),
  };
}

/**
 * The repository's config (local file and whatever it includes), as it stands now. Every operation
 * and every command that gets the token asks, so the answer is remembered with the bytes of
 * .git/config it was read from: git parsed exactly those bytes (given on stdin), and while the file
 * holds the same bytes — and the git directory names no other config (commondir) — git would read
 * the same config again. A file that includes others, or turns on per-worktree config, is read by
 * git in full every time.
 */
export async function readRepositoryConfig(ctx: GitContext): Promise<RepositoryConfig> {
  const bytes = (await configElsewhere(ctx.gitDir))
    ? undefined
    : await readRegularFile(join(ctx.gitDir, "config"));
  if (bytes !== undefined) {
    const remembered = ctx.memo.config;
    if (remembered?.bytes.equals(bytes) === true)
      return { local: remembered.entries, all: remembered.entries };
    const entries = await readConfigBytes(ctx, bytes);
    if (entries !== undefined) {
      ctx.memo.config = { bytes, entries };
      return { local: entries, all: entries };
    }
  }
  return readEveryScope(ctx);
}

/**
 * Changes that cannot run code or redirect a request, and that ordinary work makes: branch tracking
 * (`git checkout -b x origin/x`), an identity, and husky's `prepare` script pointing core.hooksPath at
 * .husky/_ (steward's own commands override hooksPath anyway).
 */
function isHarmlessKey(key: string): boolean {
  const lower = key.toLowerCase();
  return (
    lower.startsWith("branch.") ||
    lower === "core.hookspath" ||
    lower === "user.name" ||
    lower === "user.email"
  );
}

function relevant(entries: Array<[string, string]>): string[] {
  return entries.filter(([key]) => !isHarmlessKey(key)).map(([key, value]) => `${key}=${value}`);
}

/**
 * Throws unless the repository config is what it was at `baseline` (harmless keys aside). Called
 * before every command that gets the token.
 */
export async function assertConfigUnchanged(
  ctx: GitContext,
  baseline: Array<[string, string]>,
): Promise<void> {
  const before = relevant(baseline);
  const now = relevant((await readRepositoryConfig(ctx)).local);
  const added = now.filter((entry) => !before.includes(entry));
  const removed = before.filter((entry) => !now.includes(entry));
  if (added.length === 0 && removed.length === 0) return;
  const keys = [...new Set([...added, ...removed].map((entry) => entry.slice(0, entry.indexOf("="))))];
  throw new WorkspaceError(
    `The repository's git config (${ctx.gitDir}/config) changed during the run (${keys.join(", ")}); ` +
      "steward does not give the token to git when its config may send it elsewhere. Expected the config " +
      "actions/checkout left, with only branch.*, user.* and core.hooksPath allowed to change.",
  );
}

/**
 * Command-line config that disables every filter and merge driver the repository config defines
 * (the names `.gitattributes` can refer to). An empty clean/smudge/process command means "no filter";
 * a merge driver becomes `false`, so a path it would merge counts as a conflict instead of running it.
 */
function driverOverrides(config: RepositoryConfig): string[] {
  const keys = config.all.map(([key]) => key).filter((key) => /^(?:filter|merge)\./.test(key));
  const overrides = new Set<string>();
  for (const key of keys) {
    const first = key.indexOf(".");
    const last = key.lastIndexOf(".");
    if (last <= first) continue;
    const section = key.slice(0, first).toLowerCase();
    const name = key.slice(first + 1, last);
    // U+FFFD: git's output is read as UTF-8, so a name with other bytes is not the name git uses.
    if (/[=\n\uFFFD]/.test(name))
      throw new WorkspaceError(
        `The repository's git config defines a ${section} driver named '${name}', which steward cannot ` +
          "switch off from the command line; expected driver names in UTF-8 without '=' or line breaks.",
      );
    if (section === "filter") {
      for (const variable of ["clean", "smudge", "process"]) overrides.add(`filter.${name}.${variable}=`);
      overrides.add(`filter.${name}.required=false`);
    } else if (section === "merge" && name !== "") {
      overrides.add(`merge.${name}.driver=false`);
    }
  }
  return [...overrides];
}

/**
 * Switches the repository's current drivers off for every later command of this workspace. Each
 * operation (prepare, diff, commit, push, save) starts with it, so a driver defined since the last
 * one is covered too.
 */
export async function switchDriversOff(state: { ctx: GitContext }): Promise<void> {
  await assertGitDirNotRedirected(state.ctx);
  state.ctx = { ...state.ctx, driversOff: driverOverrides(await readRepositoryConfig(state.ctx)) };
}

const REDIRECT_FILES = ["commondir", "config.worktree"] as const;

/** A commondir file sends git to another directory's config (and refs): whether there is one. */
async function configElsewhere(gitDir: string): Promise<boolean> {
  return lstat(join(gitDir, "commondir")).then(
    () => true,
    () => false,
  );
}

/** The redirect files of the git directory, as one comparable string. */
export async function readGitDirRedirects(gitDir: string): Promise<string> {
  const contents = await Promise.all(
    REDIRECT_FILES.map(async (name) => [name, await readFile(join(gitDir, name), "utf8").catch(() => null)]),
  );
  return JSON.stringify(contents);
}

async function assertGitDirNotRedirected(ctx: GitContext): Promise<void> {
  if (ctx.gitDirRedirects === undefined) return;
  if ((await readGitDirRedirects(ctx.gitDir)) === ctx.gitDirRedirects) return;
  throw new WorkspaceError(
    `${join(ctx.gitDir, "commondir")} or config.worktree changed during the run: something in the workspace ` +
      "tried to point git at another repository or config. steward runs no git command in it; expected the " +
      "git directory as the checkout left it (only objects, refs and the index change).",
  );
}
