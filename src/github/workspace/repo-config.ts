// The repository's own .git/config is the one config steward's git commands still read, and whoever
// could change it could make git run a program (a filter or merge driver that `.gitattributes` in the
// pull request points at) or send the token elsewhere (url.*.insteadOf, http.proxy, http.sslVerify).
// The policy write-protects .git/, so these are second lines: drivers are switched off by name on
// every command that could run them, and the token is only handed to git while the config is the
// one actions/checkout left before the agent started.
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { WorkspaceError, describeFailure, git, runGit, type GitContext } from "./git";

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

/** The repository's config (local file and whatever it includes), as it stands now. */
export async function readRepositoryConfig(ctx: GitContext): Promise<Array<[string, string]>> {
  return parseConfigList(await git(ctx, ["config", "--local", "--includes", "--list", "-z"]));
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
  const now = relevant(await readRepositoryConfig(ctx));
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
async function driverOverrides(ctx: GitContext): Promise<string[]> {
  const result = await runGit(ctx, ["config", "-z", "--get-regexp", "^(filter|merge)\\."]);
  // Exit 1 means "no such keys".
  if (result.exitCode !== 0 && result.exitCode !== 1) throw new WorkspaceError(describeFailure(result));
  const overrides = new Set<string>();
  for (const [key] of parseConfigList(result.stdout)) {
    const first = key.indexOf(".");
    const last = key.lastIndexOf(".");
    if (last <= first) continue;
    const section = key.slice(0, first).toLowerCase();
    const name = key.slice(first + 1, last);
    if (/[=\n]/.test(name))
      throw new WorkspaceError(
        `The repository's git config defines a ${section} driver named '${name}', which steward cannot ` +
          "switch off from the command line; expected driver names without '=' or line breaks.",
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
  state.ctx = { ...state.ctx, driversOff: await driverOverrides({ ...state.ctx, driversOff: [] }) };
}

const REDIRECT_FILES = ["commondir", "config.worktree"] as const;

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
