// Whether a directory is inside a git repository, as ripgrep decides it: some directory from here up
// holds a `.git` (a directory, or the file a worktree or submodule has).
import { stat } from "node:fs/promises";
import { dirname, join } from "node:path";

/** The directory and its ancestors, nearest first. */
export function ancestorsOf(dir: string): string[] {
  const list: string[] = [];
  for (let current = dir; ; current = dirname(current)) {
    list.push(current);
    if (dirname(current) === current) return list;
  }
}

export async function hasGitEntry(dir: string): Promise<boolean> {
  try {
    await stat(join(dir, ".git"));
    return true;
  } catch {
    return false;
  }
}

export async function insideGitRepository(dir: string): Promise<boolean> {
  const flags = await Promise.all(ancestorsOf(dir).map(hasGitEntry));
  return flags.includes(true);
}

/** A path in or under a .git directory: the searches never look there. */
export function isInGitDir(path: string): boolean {
  return path.split(/[\\/]/).includes(".git");
}

export function gitDirRefusal(path: string): string {
  return `${path} is inside a .git directory, which Glob and Grep never search. Inspect the repository with git commands through Bash instead.`;
}
