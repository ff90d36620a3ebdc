// Shell operands with unquoted glob characters (`cat src/*.ts`) name whatever matches when the command
// runs, and a match may be a symlink leading anywhere. Rather than deny every glob, the policy expands
// it as bash would and judges each match: per path segment, with the segment compiled by
// glob-pattern.ts to match at least what bash matches (or refused when its meaning depends on what
// cannot be known here), dotfiles only when the segment starts with a dot, `.` and `..` too for such
// segments (bash before 5.2 matches them). Directories are read as written: `link/../*` lists the
// directory the kernel reaches, as bash does. A glob that reaches too far to expand within a bound is
// denied.
import { readdirSync } from "node:fs";
import type { Result } from "../types/result";
import { compileSegment, segmentMatches, unescapeSegment } from "./glob-pattern";

const MAX_GLOB_MATCHES = 200;
const MAX_DIRECTORIES_READ = 200;

/** The paths a glob matches, or why it is refused. */
export type GlobExpansion = Result<string[]>;

export interface GlobOptions {
  /**
   * The word reaches the program unquoted after a loop variable held it (`for f in *; do cat $f`):
   * bash splits each match at blanks and expands it again, so a match must be a plain name.
   */
  resplit?: boolean;
  /**
   * Nothing fixed comes before the first wildcard: a name that segment matches is the start of the
   * program's argument, and one starting with "-" would be read as an option.
   */
  optionLike?: boolean;
}

// Not normalised: `link/..` must stay as written so the policy follows the link before climbing.
const child = (dir: string, name: string) => (dir === "/" ? `/${name}` : `${dir}/${name}`);

/** Whether `name` is the kind a bash glob can match but this analysis cannot hand on as a path. */
function unusableName(
  name: string,
  pattern: string,
  options: GlobOptions,
  first: boolean,
): string | undefined {
  // readdir decodes names as UTF-8; one that is not valid UTF-8 comes back with U+FFFD in it.
  if (name.includes("\ufffd"))
    return `the pattern ${pattern} may match a file name that is not valid UTF-8, which cannot be judged; name the files`;
  if (options.resplit === true && /[\s*?[\\]/.test(name))
    return `the pattern ${pattern} matches ${JSON.stringify(name)}, which bash would split or expand again where the loop variable is unquoted; quote it ("$f")`;
  if (options.optionLike === true && first && name.startsWith("-"))
    return `the pattern ${pattern} matches ${JSON.stringify(name)}, which the program would take as an option; write ./${pattern.slice(pattern.lastIndexOf("/") + 1)} or put -- before the file names`;
  return undefined;
}

/** Every existing path the absolute glob `pattern` matches, as bash would expand it (or more). */
export function expandGlob(pattern: string, options: GlobOptions = {}): GlobExpansion {
  let current = ["/"];
  let directoriesRead = 0;
  let firstWild = true;
  for (const segment of pattern.split("/").filter((s) => s !== "")) {
    const compiled = compileSegment(segment);
    if (!compiled.ok) return compiled;
    const matcher = compiled.value;
    if (matcher === null) {
      const name = unescapeSegment(segment);
      current = current.map((dir) => child(dir, name));
      continue;
    }
    const dotted = segment.startsWith(".") || segment.startsWith("\\.");
    const next: string[] = [];
    for (const dir of current) {
      if (++directoriesRead > MAX_DIRECTORIES_READ)
        return {
          ok: false,
          error: `the pattern ${pattern} reaches into too many directories to check each match`,
        };
      let names: string[];
      try {
        names = readdirSync(dir);
      } catch (error) {
        // The shell cannot list it either (none there, not a directory, no permission): no matches.
        // Otherwise the shell, which lists relative to its directory, may find what this could not
        // (ENAMETOOLONG past PATH_MAX): what the pattern names is unknown, so it is refused.
        const code = (error as NodeJS.ErrnoException).code;
        if (code === "ENOENT" || code === "ENOTDIR" || code === "EACCES" || code === "EPERM") continue;
        // A name over NAME_MAX in a short path: the shell cannot list it either.
        if (code === "ENAMETOOLONG" && Buffer.byteLength(dir) < 4096) continue;
        return {
          ok: false,
          error: `the pattern ${pattern} could not be expanded: listing ${dir} failed (${String(code)})`,
        };
      }
      // Before bash 5.2 (globskipdots), `.*` also matches `.` and `..`.
      const candidates = dotted ? [".", "..", ...names] : names.filter((name) => !name.startsWith("."));
      for (const name of candidates) {
        if (!segmentMatches(matcher, name)) continue;
        const unusable = unusableName(name, pattern, options, firstWild);
        if (unusable !== undefined) return { ok: false, error: unusable };
        next.push(child(dir, name));
        if (next.length > MAX_GLOB_MATCHES)
          return {
            ok: false,
            error: `the pattern ${pattern} matches more than ${String(MAX_GLOB_MATCHES)} files; name the files, or narrow the pattern`,
          };
      }
    }
    firstWild = false;
    current = next;
    if (current.length === 0) break;
  }
  return { ok: true, value: current };
}
