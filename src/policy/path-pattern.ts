// Read/Edit rule specifiers: gitignore-style patterns (matched by the `ignore` package, the same
// semantics as .gitignore) anchored as Claude Code anchors them: `//abs` at the filesystem root, `~/x`
// at home, `/x` at the repository root, `x` and `./x` at the working directory. A pattern without an
// inner slash (`.env`, `*.pem`) matches at any depth below its anchor, as in .gitignore.
import ignore, { type Ignore } from "ignore";
import { join, sep } from "node:path";
import type { Result } from "../types/result";

export type PathAnchor = "absolute" | "home" | "root" | "cwd";

export interface PathPattern {
  /** The pattern as the rule wrote it (for messages). */
  specifier: string;
  anchor: PathAnchor;
  /** The pattern as the `ignore` matcher gets it, relative to the anchor. */
  body: string;
  /** Leading segments without wildcards: how far the pattern reaches for certain. */
  literalPrefix: string[];
  /** The pattern's segments, null where a segment holds a wildcard. */
  literalSegments: (string | null)[];
  /** Whether the pattern may match at any depth below its anchor (no slash inside, gitignore-style). */
  floating: boolean;
  /**
   * The `ignore` matcher of `body`, built on first use and kept: a policy names many paths, and most
   * rules are never asked about in a run (building them all at load sat on the path to the first
   * model request).
   */
  readonly matcher: Ignore;
}

const WILDCARD = /[*?[\\]/;

export function parsePathPattern(specifier: string): Result<PathPattern> {
  let anchor: PathAnchor;
  let rest: string;
  if (specifier.startsWith("//")) [anchor, rest] = ["absolute", specifier.slice(2)];
  else if (specifier === "~" || specifier.startsWith("~/")) [anchor, rest] = ["home", specifier.slice(2)];
  else if (specifier.startsWith("/")) [anchor, rest] = ["root", specifier.slice(1)];
  else if (specifier.startsWith("./")) [anchor, rest] = ["cwd", specifier.slice(2)];
  else [anchor, rest] = ["cwd", specifier];
  if (rest === "" && anchor !== "home")
    return { ok: false, error: "the path pattern is empty (write for example src/** or /docs/**)" };
  if (rest.startsWith("~"))
    return { ok: false, error: '"~" may only start a path pattern, as in ~/notes/**' };
  if (rest.startsWith("!"))
    return { ok: false, error: 'negated patterns ("!") are not supported; use a deny rule instead' };
  if (rest.startsWith("#")) return { ok: false, error: 'a path pattern cannot start with "#"' };
  const segments = rest.split("/").filter((s) => s !== "");
  if (segments.some((s) => s === ".." || s === "."))
    return {
      ok: false,
      error: 'path patterns may not contain "." or ".." segments; write //absolute/path or /repository/path',
    };
  if (rest.includes("\n")) return { ok: false, error: "a path pattern cannot span lines" };
  const explicitAnchor = anchor !== "cwd" || specifier.startsWith("./");
  const inner = rest.replace(/\/+$/, "");
  const floating = !explicitAnchor && !inner.includes("/");
  // An empty home pattern (`~`) means everything in home.
  const body = rest === "" ? "**" : explicitAnchor ? `/${rest}` : rest;
  const literalPrefix: string[] = [];
  for (const segment of segments) {
    if (WILDCARD.test(segment)) break;
    literalPrefix.push(segment);
  }
  return {
    ok: true,
    value: {
      specifier,
      anchor,
      body,
      literalPrefix: floating ? [] : literalPrefix,
      literalSegments: segments.map((s) => (WILDCARD.test(s) ? null : s)),
      floating,
      get matcher(): Ignore {
        const built = ignore().add(body);
        Object.defineProperty(this, "matcher", { value: built, enumerable: true });
        return built;
      },
    },
  };
}

/**
 * Whether `pattern`, anchored at `anchorDir`, matches the absolute `path`. Throws when the matcher
 * cannot answer (`ignore` refuses a path that is not normalised): "no match" would let a deny rule
 * pass and "match" an allow rule, so the caller's decision must fail, which the resolver turns into
 * a denial that carries this message.
 */
export function matchesAt(pattern: PathPattern, anchorDir: string, path: string): boolean {
  // Both are absolute and normalised: below the anchor means a prefix ending at a separator.
  const base = anchorDir.endsWith(sep) ? anchorDir : `${anchorDir}${sep}`;
  if (!path.startsWith(base) || path.length === base.length) return false;
  try {
    return pattern.matcher.ignores(path.slice(base.length));
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(
      `the path pattern ${pattern.specifier} could not be matched against ${path} (${message})`,
      { cause: error },
    );
  }
}

/** The absolute directory the pattern reaches for certain from `anchorDir` (for "names it" checks). */
export function reachOf(pattern: PathPattern, anchorDir: string): string {
  return join(anchorDir, ...pattern.literalPrefix);
}
