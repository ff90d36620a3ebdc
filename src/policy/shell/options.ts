// Splits a program's arguments into options and operands the way GNU getopt_long does: clustered
// short options (`-uo file`), attached or separate values (`-nfoo`, `-n foo`, `--lines=5`,
// `--lines 5`), options after operands, `--` ending the options, and — where the program accepts
// them — unambiguous abbreviations of long options (`--out` for `--output`). The spec only has to
// know the options that take a value: an unknown option is read as a flag, so its value (if it had
// one) becomes an operand and is judged as a path — more checks, never fewer.
import type { Word } from "./words";

export type PathKind = "read" | "write";

export interface OptionSpec {
  /** Short option letters that take a value, e.g. "nc" for head. */
  shortArgs?: string;
  /** Long options (with "--") that take a value. */
  longArgs?: readonly string[];
  /** Long options without a value; listed so that abbreviations resolve correctly. */
  longFlags?: readonly string[];
  /** Does the program accept unambiguous prefixes of long options? (GNU getopt_long and git do.) */
  abbreviations?: boolean;
  /** Do options stop at the first operand (POSIX), or may they follow operands (GNU)? */
  optionsFirst?: boolean;
  /** Options whose value is a file: "-f", "--file". */
  pathOptions?: Readonly<Record<string, PathKind>>;
}

export interface ScannedOption {
  /** "-n" or "--lines": the canonical name when the spelling resolved to one option. */
  name: string;
  /** Every option the spelling may stand for (several for an ambiguous abbreviation). */
  candidates: readonly string[];
  /** The argument as written. */
  token: string;
  value: string | undefined;
  /** The word holding the value, when the value was a separate argument. */
  valueWord: Word | undefined;
}

export interface Scan {
  options: ScannedOption[];
  operands: Word[];
  /** Operands that came after `--`, where nothing is an option any more. */
  afterDoubleDash: Set<Word>;
}

/** What a spec says about long options, gathered once per spec (a command may have thousands of words). */
interface LongOptions {
  /** Every long option the spec names, in order, without duplicates. */
  names: readonly string[];
  /** The same, for lookups. */
  set: ReadonlySet<string>;
}

const longOptionsOf = new WeakMap<OptionSpec, LongOptions>();

function knownLongOptions(spec: OptionSpec): LongOptions {
  let known = longOptionsOf.get(spec);
  if (known === undefined) {
    const fromPaths = Object.keys(spec.pathOptions ?? {}).filter((name) => name.startsWith("--"));
    const set = new Set([...(spec.longArgs ?? []), ...(spec.longFlags ?? []), ...fromPaths]);
    known = { names: [...set], set };
    longOptionsOf.set(spec, known);
  }
  return known;
}

/** The options a long spelling (without "=value") may stand for. */
function longCandidates(
  written: string,
  spec: OptionSpec,
  known: LongOptions = knownLongOptions(spec),
): string[] {
  if (known.set.has(written)) return [written];
  if (spec.abbreviations === false) return [];
  return known.names.filter((name) => name.startsWith(written));
}

function takesValue(name: string, spec: OptionSpec): boolean {
  return spec.longArgs?.includes(name) === true || spec.pathOptions?.[name] !== undefined;
}

export function scanArguments(args: readonly Word[], spec: OptionSpec): Scan {
  const options: ScannedOption[] = [];
  const operands: Word[] = [];
  const afterDoubleDash = new Set<Word>();
  let optionsEnded = false;
  const known = knownLongOptions(spec);
  for (let i = 0; i < args.length; i++) {
    const word = args[i] as Word;
    const token = word.value;
    if (optionsEnded || word.processSubstitution || token === "-" || !token.startsWith("-")) {
      operands.push(word);
      if (optionsEnded) afterDoubleDash.add(word);
      if (spec.optionsFirst === true) optionsEnded = true;
      continue;
    }
    if (token === "--") {
      optionsEnded = true;
      continue;
    }
    if (token.startsWith("--")) {
      const eq = token.indexOf("=");
      const written = eq === -1 ? token : token.slice(0, eq);
      const candidates = longCandidates(written, spec, known);
      const name = candidates.length === 1 ? (candidates[0] as string) : written;
      let value = eq === -1 ? undefined : token.slice(eq + 1);
      let valueWord: Word | undefined;
      // An ambiguous abbreviation makes the program stop with an error; only a resolved option takes a value.
      if (value === undefined && candidates.length === 1 && takesValue(name, spec) && i + 1 < args.length) {
        valueWord = args[++i];
        value = valueWord?.value;
      }
      options.push({
        name,
        candidates: candidates.length > 0 ? candidates : [written],
        token,
        value,
        valueWord,
      });
      continue;
    }
    for (let j = 1; j < token.length; j++) {
      const letter = token[j] as string;
      const name = `-${letter}`;
      if ((spec.shortArgs ?? "").includes(letter) || (spec.pathOptions ?? {})[name] !== undefined) {
        let value: string | undefined = token.slice(j + 1);
        let valueWord: Word | undefined;
        if (value === "") {
          valueWord = args[i + 1];
          value = valueWord?.value;
          if (valueWord !== undefined) i++;
        }
        options.push({ name, candidates: [name], token, value, valueWord });
        break;
      }
      options.push({ name, candidates: [name], token, value: undefined, valueWord: undefined });
    }
  }
  return { options, operands, afterDoubleDash };
}

/** True when any scanned option may be one of `names`. */
export function hasOption(scan: Scan, ...names: string[]): boolean {
  return scan.options.some((option) => option.candidates.some((candidate) => names.includes(candidate)));
}
