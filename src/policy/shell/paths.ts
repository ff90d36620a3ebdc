// Operands and redirection targets as absolute, normalised paths (symlinks are the policy's business).
// A relative path is judged in every directory the command may run in (see `cd` in builtins.ts).
import { posix } from "node:path";
import { DOT_SEGMENT } from "../paths";
import type { PathUse } from "./analyze";
import type { PathKind } from "./options";
import type { Word } from "./words";

/** Places that are not files: writing or reading them touches nothing. */
const HARMLESS_DEVICES = new Set(["/dev/null", "/dev/stdin", "/dev/stdout", "/dev/stderr"]);

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

export function absolutePaths(value: string, cwds: readonly string[]): string[] {
  if (posix.isAbsolute(value)) return [posix.resolve(value)];
  if (cwds.length === 1) return [resolveIn(cwds[0] as string, value)];
  return [...new Set(cwds.map((cwd) => resolveIn(cwd, value)))];
}

export function pathUses(
  kind: PathKind,
  value: string,
  source: PathUse["source"],
  ctx: PathContext,
  glob = false,
): PathUse[] {
  if (value === "-") return [];
  return absolutePaths(value, ctx.cwds)
    .filter((path) => !HARMLESS_DEVICES.has(path))
    .map((path) => (glob ? { kind, path, source, glob: true as const } : { kind, path, source }));
}

/** A file operand: nothing for `-` (standard input) or a process substitution (a pipe). */
export function operandPaths(kind: PathKind, word: Word, ctx: PathContext): PathUse[] {
  if (word.processSubstitution) return [];
  return pathUses(kind, word.value, "operand", ctx, word.glob);
}
