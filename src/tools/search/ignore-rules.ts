// .gitignore rules applied the way ripgrep applies them, so Glob, the built-in Grep and ripgrep agree
// on which files exist. Inside a git repository the rules run from the repository root down, and a
// nested repository starts afresh; outside one, every .gitignore from / down counts (ripgrep with
// --no-require-git). Deeper files win over shallower ones, any .gitignore over .git/info/exclude.
// Each rule file matches an entry's own path only: the walk never enters an excluded directory, so
// "a file in an excluded directory is excluded" is already true, and a deeper `!build/` can re-include
// a directory that a shallower `build/` excluded, as in git.
import { stat } from "node:fs/promises";
import { dirname, join } from "node:path";
import { readRealFileSync } from "../safe-fs/search-io";
import { ancestorsOf, hasGitEntry } from "./git-repository";
import { type IgnoreVerdict, type PathMatcher, pathMatcher } from "./gitignore-matcher";

interface Level {
  readonly dir: string;
  /** Length of `dir` plus its separator: slicing an entry's path by it gives the relative path. */
  readonly prefixLength: number;
  readonly gitignore: PathMatcher | undefined;
  readonly exclude: PathMatcher | undefined;
  readonly hasGit: boolean;
  readonly parent: Level | undefined;
}

/** git's own limit (PATTERN_MAX_FILE_SIZE): a larger rule file is ignored, with a warning. */
const MAX_RULE_FILE_BYTES = 100 * 1024 * 1024;

/**
 * A rule file's text, read only when it is a regular file at its real path, as git (2.32 on) reads
 * .gitignore: a tree can make one a link to /dev/zero (endless), to a file outside the workspace, or
 * a FIFO (a read that never returns). Missing, a directory, a link, a device or unreadable: no rules.
 */
function readText(path: string): string | undefined {
  return readRealFileSync(path, MAX_RULE_FILE_BYTES)?.toString("utf8");
}

/** git drops a UTF-8 byte order mark at the start of a .gitignore. */
function withoutBom(text: string | undefined): string | undefined {
  return text?.startsWith("\uFEFF") ? text.slice(1) : text;
}

async function isDirectory(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isDirectory();
  } catch {
    return false;
  }
}

async function makeLevel(
  dir: string,
  parent: Level | undefined,
  hints: { gitignore: boolean; git: boolean },
) {
  const gitignoreText = hints.gitignore ? withoutBom(readText(join(dir, ".gitignore"))) : undefined;
  const excludeText =
    hints.git && (await isDirectory(join(dir, ".git")))
      ? readText(join(dir, ".git", "info", "exclude"))
      : undefined;
  const level: Level = {
    dir,
    prefixLength: dir.endsWith("/") ? dir.length : dir.length + 1,
    gitignore: gitignoreText === undefined ? undefined : pathMatcher(gitignoreText),
    exclude: excludeText === undefined ? undefined : pathMatcher(excludeText),
    hasGit: hints.git,
    parent,
  };
  return level;
}

export class IgnoreRules {
  private readonly levels = new Map<string, Level>();

  private constructor(
    /** Inside a git repository: rules stop at the nearest directory holding .git. */
    readonly requireGit: boolean,
    top: Level | undefined,
  ) {
    for (let level = top; level !== undefined; level = level.parent) this.levels.set(level.dir, level);
  }

  /** The rules in force at `root` (a directory) from the directories above it. */
  static async forRoot(root: string): Promise<IgnoreRules> {
    const ancestors = ancestorsOf(root);
    const gitFlags = await Promise.all(ancestors.map(hasGitEntry));
    const repoIndex = gitFlags.indexOf(true);
    const requireGit = repoIndex >= 0;
    const chain = requireGit ? ancestors.slice(0, repoIndex + 1) : ancestors;
    let level: Level | undefined;
    for (let i = chain.length - 1; i >= 0; i--) {
      const dir = chain[i] as string;
      level = await makeLevel(dir, level, { gitignore: true, git: gitFlags[i] === true });
    }
    return new IgnoreRules(requireGit, level);
  }

  /**
   * Registers a directory the walk is entering, given its entry names; loads its .gitignore.
   * Its parent must have been entered (or be the root).
   */
  async enter(dir: string, names: ReadonlySet<string>): Promise<void> {
    if (this.levels.has(dir)) return;
    const parent = this.levels.get(dirname(dir));
    const level = await makeLevel(dir, parent, {
      gitignore: names.has(".gitignore"),
      git: names.has(".git"),
    });
    this.levels.set(dir, level);
  }

  /** The verdict on an entry of the entered directory `dir`. */
  verdict(dir: string, path: string, isDir: boolean): IgnoreVerdict {
    let gitignore: IgnoreVerdict = "none";
    let exclude: IgnoreVerdict = "none";
    for (let level = this.levels.get(dir); level !== undefined; level = level.parent) {
      const relative = isDir ? `${path.slice(level.prefixLength)}/` : path.slice(level.prefixLength);
      if (gitignore === "none" && level.gitignore !== undefined) gitignore = level.gitignore(relative);
      if (exclude === "none" && level.exclude !== undefined) exclude = level.exclude(relative);
      if (gitignore !== "none") break;
      if (this.requireGit && level.hasGit) break;
    }
    return gitignore !== "none" ? gitignore : exclude;
  }
}
