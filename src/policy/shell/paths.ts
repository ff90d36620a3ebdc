// Operands and redirection targets as absolute paths (symlinks are the policy's business). A relative
// path is judged in every directory the command may run in (see `cd` in builtins.ts). A path that
// climbs with `..` keeps its written form too: after a symbolic link the kernel climbs from the link's
// target, so the policy must walk it as written (judge-path.ts), not only its normalised form.
import { posix } from "node:path";
import { escapeLiteral } from "../glob-pattern";
import { DOT_SEGMENT } from "../paths";
import type { PathUse } from "./analyze";
import type { PathKind } from "./options";
import type { Word } from "./words";

/** Places that are not files: writing or reading them touches nothing. */
const HARMLESS_DEVICES = new Set(["/dev/null", "/dev/stdin", "/dev/stdout", "/dev/stderr"]);

const CLIMBS = /(^|\/)\.\.(\/|$)/;

export interface PathContext {
  /** Directories the command may run in: the starting one, plus any a `cd` may have moved to. */
  cwds: readonly string[];
}

/** A path normalisation leaves as it is: no `.` or `..` segment, no empty segment, no trailing slash. */
function isNormal(path: string): boolean {
  return !path.endsWith("/") && !path.includes("//") && !DOT_SEGMENT.test(path);
}

/** `value` resolved against `cwd`: joined as it is when both are already normal (most operands). */
function resolveIn(cwd: string, value: string): string {
  if (value !== "" && isNormal(value) && (cwd === "/" || (cwd.startsWith("/") && isNormal(cwd))))
    return cwd === "/" ? `/${value}` : `${cwd}/${value}`;
  return posix.resolve(cwd, value);
}

/** `value` against `cwd` as the kernel gets it: joined, `..` left where it stands. */
function writtenIn(cwd: string, value: string): string {
  if (posix.isAbsolute(value)) return value;
  return cwd === "/" ? `/${value}` : `${cwd}/${value}`;
}

/** Where `value` lands from each of `cwds`: normalised, and as written when that climbs. */
function placesOf(value: string, cwds: readonly string[]): { path: string; written?: string }[] {
  const places: { path: string; written?: string }[] = [];
  for (const cwd of posix.isAbsolute(value) ? ["/"] : cwds) {
    const path = posix.isAbsolute(value) ? posix.resolve(value) : resolveIn(cwd, value);
    const written = writtenIn(cwd, value);
    places.push(CLIMBS.test(written) && written !== path ? { path, written } : { path });
  }
  return places;
}

export function absolutePaths(value: string, cwds: readonly string[]): string[] {
  return [...new Set(placesOf(value, cwds).map((place) => place.path))];
}

/**
 * The working directories `cd value` may lead to from `cwds`: the normalised path (plain `cd` folds
 * `link/..` away) and, when it climbs, the written one (`cd -P`, or plain `cd` when the folded path
 * does not exist, climbs from the link's target).
 */
export function directoryCandidates(value: string, cwds: readonly string[]): string[] {
  return [...new Set(placesOf(value, cwds).flatMap((place) => [place.path, place.written ?? place.path]))];
}

/** The glob pattern for `value`, which is all of `word`'s value or its end (`--file=*.txt`). */
function patternFor(value: string, word: Word | undefined): string {
  const pattern = word?.pattern;
  if (word === undefined || pattern === undefined || !word.value.endsWith(value)) return value;
  // Each escaped character is two characters of the pattern and one of the value.
  let at = 0;
  for (let skip = word.value.length - value.length; skip > 0 && at < pattern.length; skip--)
    at += pattern[at] === "\\" ? 2 : 1;
  return pattern.slice(at);
}

const ROOT: readonly string[] = ["/"];

/** Whether `path` has a `..` segment (the substring test first: most paths have none). */
const climbs = (path: string) => path.includes("..") && CLIMBS.test(path);

/**
 * The paths `value` names, from every working directory. `glob` is the word the value comes from
 * (or true when only the value is known): when it holds a glob, each path carries its pattern.
 */
export function pathUses(
  kind: PathKind,
  value: string,
  source: PathUse["source"],
  ctx: PathContext,
  glob: boolean | Word = false,
): PathUse[] {
  if (value === "-") return [];
  const word = typeof glob === "boolean" ? undefined : glob;
  const isGlob = word === undefined ? glob === true : word.glob;
  const absolute = posix.isAbsolute(value);
  const cwds = absolute ? ROOT : ctx.cwds;
  const uses: PathUse[] = [];
  for (const cwd of cwds) {
    const path = absolute ? posix.resolve(value) : resolveIn(cwd, value);
    if (HARMLESS_DEVICES.has(path)) continue;
    const use: { -readonly [K in keyof PathUse]: PathUse[K] } = { kind, path, source };
    if (climbs(value) || (!absolute && climbs(cwd))) {
      const written = writtenIn(cwd, value);
      if (written !== path) use.written = written;
    }
    if (isGlob) {
      const pattern = patternFor(value, word);
      use.glob = true;
      use.pattern = absolute ? pattern : `${escapeLiteral(cwd === "/" ? "" : cwd)}/${pattern}`;
      if (word?.resplit === true) use.resplit = true;
    }
    const key = use.written ?? use.path;
    if (cwds.length > 1 && uses.some((other) => (other.written ?? other.path) === key)) continue;
    uses.push(use);
  }
  return uses;
}

/** A file operand: nothing for `-` (standard input) or a process substitution (a pipe). */
export function operandPaths(kind: PathKind, word: Word, ctx: PathContext): PathUse[] {
  if (word.processSubstitution) return [];
  return pathUses(kind, word.value, "operand", ctx, word);
}
