// One set of gitignore-style patterns, matched against one path at a time. Used for .gitignore files,
// for Grep's glob filter (ripgrep's --glob has gitignore syntax) and for file types.
import ignore from "ignore";

/** "ignore": the last matching pattern is a plain one; "keep": it is a `!` one; "none": no match. */
export type IgnoreVerdict = "ignore" | "keep" | "none";

/** Matches one path (relative to the patterns' base, a trailing "/" marking a directory). */
export type PathMatcher = (relativePath: string) => IgnoreVerdict;

interface RuleTester {
  test(path: string, mode: string): { ignored: boolean; unignored: boolean };
}

/**
 * ripgrep's globs (its --glob values, and its .gitignore patterns too) accept alternatives, "*.{ts,js}";
 * `ignore` does not, so a pattern with braces becomes one pattern per alternative, side by side, which
 * keeps its place in the last-match-wins order.
 */
function expandBraces(pattern: string): string[] {
  let depth = 0;
  let open = -1;
  const commas: number[] = [];
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === "\\") i++;
    else if (c === "[") {
      const close = pattern.indexOf("]", i + 2);
      if (close > 0) i = close;
    } else if (c === "{") {
      if (depth++ === 0) open = i;
    } else if (c === "," && depth === 1) commas.push(i);
    else if (c === "}" && depth > 0 && --depth === 0) {
      const cuts = [open, ...commas, i];
      const head = pattern.slice(0, open);
      const tail = pattern.slice(i + 1);
      return cuts
        .slice(1)
        .flatMap((cut, k) => expandBraces(head + pattern.slice((cuts[k] as number) + 1, cut) + tail));
    }
  }
  return [pattern];
}

function expandLines(patterns: string | readonly string[]): string[] {
  const lines = typeof patterns === "string" ? patterns.split(/\r?\n/) : patterns;
  return lines.flatMap((line) => (line.includes("{") && !line.startsWith("#") ? expandBraces(line) : [line]));
}

export function pathMatcher(patterns: string | readonly string[]): PathMatcher {
  const ig = ignore({ ignorecase: false, allowRelativePaths: true }).add(expandLines(patterns));
  // `ignore` tests a path's parent directories first and reports a file inside an excluded
  // directory as excluded, even when a deeper .gitignore re-included that directory. Its rule list
  // tests the path alone, which is what git does per rule file; the public test() is the fallback
  // should a future version rename it (the nested re-include case is under test).
  const rules = (ig as unknown as { _rules?: Partial<RuleTester> })._rules;
  const test =
    typeof rules?.test === "function"
      ? (path: string) => (rules as RuleTester).test(path, "regex")
      : (path: string) => ig.test(path);
  return (path) => {
    const result = test(path);
    return result.ignored ? "ignore" : result.unignored ? "keep" : "none";
  };
}
