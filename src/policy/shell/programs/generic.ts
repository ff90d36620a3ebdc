// The common shape of a file-handling program: options (some naming files), then file operands.
import type { DangerousOption, PathUse, TreeRead } from "../analyze";
import { dangerousOption, dangerousSpellings } from "../dangerous-options";
import { type OptionSpec, type PathKind, type Scan, scanArguments } from "../options";
import { operandPaths, pathUses } from "../paths";
import type { Word } from "../words";
import type { ProgramAnalyzer, ProgramContext } from "./types";

/** Scans with the program's dangerous long options known too, so that their abbreviations resolve. */
export function scanProgram(program: string, args: readonly Word[], spec: OptionSpec): Scan {
  return scanArguments(args, withDangerousOptions(program, spec));
}

// Specs are (nearly all) module constants: each program's extended spec is built once, not per command.
const extendedSpecs = new WeakMap<OptionSpec, Map<string, OptionSpec>>();

function withDangerousOptions(program: string, spec: OptionSpec): OptionSpec {
  let byProgram = extendedSpecs.get(spec);
  if (byProgram === undefined) extendedSpecs.set(spec, (byProgram = new Map<string, OptionSpec>()));
  let extended = byProgram.get(program);
  if (extended === undefined) {
    const known = new Set([
      ...(spec.longArgs ?? []),
      ...(spec.longFlags ?? []),
      ...Object.keys(spec.pathOptions ?? {}),
    ]);
    const extra = dangerousSpellings(program).filter(
      (option) => option.startsWith("--") && !known.has(option),
    );
    extended = extra.length === 0 ? spec : { ...spec, longFlags: [...(spec.longFlags ?? []), ...extra] };
    byProgram.set(program, extended);
  }
  return extended;
}

/** Options of the scan that are dangerous for `program` (an ambiguous abbreviation counts for every option it may be). */
export function flaggedOptions(program: string, scan: Scan, family = program): DangerousOption[] {
  const spellings = dangerousSpellings(family);
  const flagged = new Map<string, DangerousOption>();
  for (const option of scan.options) {
    for (const candidate of option.candidates) {
      if (spellings.includes(candidate) && !flagged.has(candidate))
        flagged.set(candidate, dangerousOption(family, candidate, option.token));
    }
  }
  return [...flagged.values()];
}

/** Files named by options (`-f FILE`, `--output=FILE`). */
export function optionPaths(scan: Scan, spec: OptionSpec, ctx: ProgramContext): PathUse[] {
  const uses: PathUse[] = [];
  for (const option of scan.options) {
    if (option.value === undefined) continue;
    for (const candidate of option.candidates) {
      const kind = spec.pathOptions?.[candidate];
      if (kind !== undefined)
        uses.push(...pathUses(kind, option.value, "operand", ctx, option.valueWord ?? false));
    }
  }
  return uses;
}

export function operandsAs(kind: PathKind, operands: readonly Word[], ctx: ProgramContext): PathUse[] {
  const uses: PathUse[] = [];
  for (const word of operands) uses.push(...operandPaths(kind, word, ctx));
  return uses;
}

/** The reads, each as a read of the whole tree below it (for recursive readers). */
export function withTree(uses: readonly PathUse[], tree: TreeRead): PathUse[] {
  return uses.map((use) => (use.kind === "read" ? { ...use, tree } : use));
}

export function cwdRead(ctx: ProgramContext): PathUse[] {
  return pathUses("read", ".", "operand", ctx);
}

export interface FileProgramSpec extends OptionSpec {
  /** What the operands are; default "read". */
  operands?: PathKind | "none";
  /** Read-only unless a write or a dangerous option shows up; default true. */
  readOnly?: boolean;
  /** Reads the working directory when no file is named (ls, du, tree). */
  defaultsToCwd?: boolean;
  /** Options that make the call not read-only even though they name no file (`tail --pid`, `date -s`). */
  notReadOnlyWith?: readonly string[];
  /** `@FILE` operands are response files, whose contents become more arguments (binutils). */
  responseFiles?: boolean;
}

export function fileProgram(program: string, spec: FileProgramSpec): ProgramAnalyzer {
  return (args, ctx) => {
    const scan = scanProgram(program, args, spec);
    const kind = spec.operands ?? "read";
    const paths = optionPaths(scan, spec, ctx);
    if (kind !== "none") paths.push(...operandsAs(kind, scan.operands, ctx));
    if (spec.defaultsToCwd === true && scan.operands.length === 0) paths.push(...cwdRead(ctx));
    const notReadOnly = scan.options.some((o) =>
      o.candidates.some((c) => spec.notReadOnlyWith?.includes(c) === true),
    );
    const dangerous = flaggedOptions(program, scan);
    const response =
      spec.responseFiles === true ? scan.operands.find((w) => w.value.startsWith("@")) : undefined;
    if (response !== undefined) dangerous.push(dangerousOption(program, "<response file>", response.value));
    return { paths, dangerous, readOnly: (spec.readOnly ?? true) && !notReadOnly };
  };
}
