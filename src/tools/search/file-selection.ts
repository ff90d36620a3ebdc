// Which files a search sees, decided entry by entry while the walk lists each directory, in ripgrep's
// order of precedence: `.git` never; then Grep's glob filter (ripgrep's --glob, which overrides
// .gitignore both ways); then .gitignore; then the file type. Hidden files are searched.
import type { Dirent } from "node:fs";
import { typeGlobs, unknownTypeMessage } from "./file-types";
import { type PathMatcher, pathMatcher } from "./gitignore-matcher";
import type { IgnoreRules } from "./ignore-rules";
import type { EntryFilter } from "./pruned-fs";

export interface FileFilters {
  /** ripgrep --glob values: gitignore syntax, relative to the search root, `!` to exclude. */
  globs: readonly string[];
  /** A ripgrep type name ("ts", "py", "all"). */
  type: string | undefined;
}

interface Overrides {
  match: PathMatcher;
  hasWhitelist: boolean;
}

function overridesOf(globs: readonly string[]): Overrides | undefined {
  if (globs.length === 0) return undefined;
  return { match: pathMatcher(globs), hasWhitelist: globs.some((g) => !g.startsWith("!")) };
}

function typeMatcherOf(type: string | undefined): PathMatcher | undefined {
  if (type === undefined) return undefined;
  const globs = typeGlobs(type);
  if (globs === undefined) throw new Error(unknownTypeMessage(type));
  return pathMatcher(globs);
}

/** Keeps an entry unless it is .git or ignored; with filters, also applies globs and the type. */
export function entryFilter(root: string, rules: IgnoreRules, filters?: FileFilters): EntryFilter {
  const overrides = overridesOf(filters?.globs ?? []);
  const typeMatch = typeMatcherOf(filters?.type);
  const rootPrefix = root.endsWith("/") ? root.length : root.length + 1;

  const keep = (dir: string, path: string, entry: Dirent): boolean => {
    if (entry.name === ".git") return false;
    const isDir = entry.isDirectory();
    if (overrides !== undefined) {
      const relative = path.slice(rootPrefix);
      // A plain glob that matches selects the entry, a `!` glob rejects it, whatever .gitignore says.
      const verdict = overrides.match(isDir ? `${relative}/` : relative);
      if (verdict === "ignore") return true;
      if (verdict === "keep") return false;
      if (overrides.hasWhitelist && !isDir) return false;
    }
    if (rules.verdict(dir, path, isDir) === "ignore") return false;
    if (typeMatch !== undefined && !isDir && typeMatch(entry.name) !== "ignore") return false;
    return true;
  };

  return async (dir, entries) => {
    await rules.enter(dir, new Set(entries.map((e) => e.name)));
    const prefix = dir.endsWith("/") ? dir : `${dir}/`;
    return entries.filter((entry) => keep(dir, prefix + entry.name, entry));
  };
}
