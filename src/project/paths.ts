// Which repository files are Claude Code project configuration, as patterns a reader takes in. Three
// forms only, all a reader needs: `dir/**` (everything below a directory), `**/NAME` (a file of that
// name at any depth) and an exact path. Kept small on purpose: the patterns are ours, never the
// repository's.

/** Everything steward reads from a repository set up for Claude Code. */
export const PROJECT_PATTERNS = [
  ".claude/**",
  "CLAUDE.md",
  "AGENTS.md",
  "**/CLAUDE.md",
  ".mcp.json",
] as const;

/** Read only on the command line: personal files a checkout may hold, never committed ones. */
export const LOCAL_ONLY_FILES = [".claude/settings.local.json", "CLAUDE.local.md"] as const;

export type PathPattern = string;

/** Whether a repository-relative path (forward slashes) matches one pattern. */
function matchesPattern(path: string, pattern: PathPattern): boolean {
  if (pattern.endsWith("/**")) return path.startsWith(pattern.slice(0, -2));
  if (pattern.startsWith("**/")) {
    const name = pattern.slice(3);
    return path === name || path.endsWith(`/${name}`);
  }
  return path === pattern;
}

export const matchesAny = (path: string, patterns: readonly PathPattern[]): boolean =>
  patterns.some((pattern) => matchesPattern(path, pattern));

/** The directories whose whole content a set of patterns asks for (`.claude` for `.claude/**`). */
export const directoriesOf = (patterns: readonly PathPattern[]): string[] =>
  patterns.filter((p) => p.endsWith("/**") && !p.startsWith("**/")).map((p) => p.slice(0, -3));

/** The exact paths among the patterns. */
export const exactPathsOf = (patterns: readonly PathPattern[]): string[] =>
  patterns.filter((p) => !p.includes("*"));

/** A repository-relative path that stays inside the repository (no `..`, not absolute, no NUL). */
export function isRepositoryPath(path: string): boolean {
  return (
    path !== "" &&
    !path.startsWith("/") &&
    !path.includes("\0") &&
    !path.includes("\\") &&
    !path.split("/").some((part) => part === ".." || part === "." || part === "")
  );
}
