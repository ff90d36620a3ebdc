// A Glob pattern's fixed leading directories become part of the search root, so "src/**/*.ts" walks
// only src/, an absolute pattern searches where it points (and asks permission there), and naming an
// ignored directory outright ("dist/**/*.js") searches it, as ripgrep does with an explicit path.
// After the first wildcard the pattern may not climb with "..": the root is what permission covers.
// A segment is a pattern when picomatch's scanner says so — tinyglobby's isDynamicPattern, which
// walks with the same rules, without loading tinyglobby (the walker and the matcher compiler, ~85 KB)
// on the path to the first model request: the Glob tool's policy check runs this, its walk loads later.
import scan from "picomatch/lib/scan.js";
import type { Result } from "../../types/result";

/** tinyglobby's isDynamicPattern with its default options. */
function isDynamicPattern(segment: string): boolean {
  const scanned = scan(segment);
  return scanned.isGlob || scanned.negated;
}

export interface GlobPlan {
  /** Fixed leading part: a path relative to the search directory, or absolute. "." for none. */
  base: string;
  /** The rest, matched below the base. */
  pattern: string;
}

/** Splits a pattern, or returns a message for the model when it cannot be searched. */
export function planGlob(pattern: string): Result<GlobPlan> {
  if (pattern.trim() === "") return { ok: false, error: 'pattern is empty; give a glob such as "**/*.ts".' };
  if (pattern.includes("\0")) return { ok: false, error: "pattern contains a NUL character." };
  const absolute = pattern.startsWith("/");
  const segments = pattern.split("/").filter((s) => s !== "" && s !== ".");
  let fixed = 0;
  // The last segment always stays a pattern: it names the files.
  while (fixed < segments.length - 1) {
    const segment = segments[fixed] as string;
    if (segment.includes("\\") || isDynamicPattern(segment)) break;
    fixed++;
  }
  const rest = segments.slice(fixed);
  if (rest.includes(".."))
    return {
      ok: false,
      error: `pattern "${pattern}" climbs out with ".." after a wildcard. Put the directory in path instead (e.g. path: "../other", pattern: "**/*.ts").`,
    };
  if (rest.length === 0)
    return {
      ok: false,
      error: `pattern "${pattern}" names no files; end it with a file name or a wildcard such as "*".`,
    };
  const base = segments.slice(0, fixed).join("/");
  return {
    ok: true,
    value: { base: absolute ? `/${base}` : base === "" ? "." : base, pattern: rest.join("/") },
  };
}
