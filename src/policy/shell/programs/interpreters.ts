// Language interpreters. Never read-only. Program text on the command line (`python3 -c`, `node -e`,
// an awk program) is flagged; a script file is read. An interpreter that would read its program from
// standard input (no script, or `-`) cannot be judged at all: see `programFromStdin`.
import type { DangerousOption, PathUse } from "../analyze";
import { dangerousOption } from "../dangerous-options";
import { operandPaths, pathUses } from "../paths";
import type { Word } from "../words";
import { awkProgramProblem } from "./awk-program";
import { moduleRunner } from "./runners";
import type { ProgramAnalyzer, ProgramContext } from "./types";

interface InterpreterSpec {
  /** The program's row name in the dangerous-options table. */
  family: string;
  /** Options whose value is program text. */
  inline: readonly string[];
  /** Short option letters that take a value (`-m module`, `-I dir`). */
  shortArgs: string;
  /** Long options that take a value. */
  longArgs: readonly string[];
  /** Options that name the code to run some other way (a module), so no script operand follows. */
  module: readonly string[];
  /** Options after which the interpreter prints something and exits, or runs without a program. */
  noProgram: readonly string[];
  /** Options whose value is a file to read. */
  readsFile?: readonly string[];
}

const PYTHON: InterpreterSpec = {
  family: "python",
  inline: ["-c"],
  shortArgs: "cmWX",
  longArgs: [],
  module: ["-m"],
  noProgram: ["-V", "--version", "-h", "--help"],
};
const NODE: InterpreterSpec = {
  family: "node",
  inline: ["-e", "--eval", "-p", "--print"],
  shortArgs: "eprC",
  longArgs: [
    "--eval",
    "--print",
    "--require",
    "--import",
    "--loader",
    "--experimental-loader",
    "--conditions",
    "--input-type",
    "--env-file",
    "--title",
    "--run",
  ],
  module: [],
  noProgram: ["-v", "--version", "-h", "--help", "--test", "--run"],
  readsFile: ["--env-file", "-r", "--require", "--import"],
};
const PERL: InterpreterSpec = {
  family: "perl",
  inline: ["-e", "-E"],
  shortArgs: "eEIMm",
  longArgs: [],
  module: [],
  noProgram: ["-v", "-V", "-h"],
};
const RUBY: InterpreterSpec = {
  family: "ruby",
  inline: ["-e"],
  shortArgs: "erICEF",
  longArgs: [],
  module: [],
  noProgram: ["-v", "--version", "-h", "--help"],
};
const PHP: InterpreterSpec = {
  family: "php",
  inline: ["-r", "-B", "-R", "-E"],
  shortArgs: "rBREFdcfz",
  longArgs: [],
  module: [],
  noProgram: ["-v", "--version", "-h", "--help", "-m", "-i", "-l"],
};
const LUA: InterpreterSpec = {
  family: "lua",
  inline: ["-e"],
  shortArgs: "el",
  longArgs: [],
  module: [],
  noProgram: ["-v"],
};

interface InterpreterCall {
  dangerous: DangerousOption[];
  paths: PathUse[];
  fromStdin: boolean;
  /** awk: the program is on the command line and only reads and prints (see awk-program.ts). */
  readOnly?: boolean;
}

/** Interpreter options come before the script; the script's own arguments follow it. */
function readCall(spec: InterpreterSpec, args: readonly Word[], ctx: ProgramContext): InterpreterCall {
  const dangerous: DangerousOption[] = [];
  const paths: PathUse[] = [];
  let code = false;
  let noProgram = false;
  for (let i = 0; i < args.length; i++) {
    const word = args[i] as Word;
    const token = word.value;
    if (token === "-" || !token.startsWith("-") || word.processSubstitution) {
      if (code || noProgram) return { dangerous, paths, fromStdin: false };
      if (token === "-" || token === "/dev/stdin") return { dangerous, paths, fromStdin: true };
      paths.push(...operandPaths("read", word, ctx));
      return { dangerous, paths, fromStdin: false };
    }
    if (token === "--") {
      const script = args[i + 1];
      if (!code && script !== undefined) paths.push(...operandPaths("read", script, ctx));
      return {
        dangerous,
        paths,
        fromStdin: !code && !noProgram && (script === undefined || script.value === "-"),
      };
    }
    const options: { name: string; value: string | undefined }[] = [];
    if (token.startsWith("--")) {
      const eq = token.indexOf("=");
      const name = eq === -1 ? token : token.slice(0, eq);
      let value = eq === -1 ? undefined : token.slice(eq + 1);
      if (value === undefined && spec.longArgs.includes(name)) value = args[++i]?.value;
      options.push({ name, value });
    } else {
      for (let j = 1; j < token.length; j++) {
        const name = `-${token[j] as string}`;
        if (spec.shortArgs.includes(token[j] as string)) {
          let value: string | undefined = token.slice(j + 1);
          if (value === "") value = args[++i]?.value;
          options.push({ name, value });
          break;
        }
        options.push({ name, value: undefined });
      }
    }
    for (const { name, value } of options) {
      if (spec.inline.includes(name)) {
        dangerous.push(dangerousOption(spec.family, name, token));
        code = true;
      }
      if (spec.module.includes(name)) return { dangerous, paths, fromStdin: false };
      if (spec.noProgram.includes(name)) noProgram = true;
      if (spec.readsFile?.includes(name) === true && value !== undefined)
        paths.push(...pathUses("read", value, "operand", ctx));
    }
  }
  return { dangerous, paths, fromStdin: !code && !noProgram };
}

function interpreter(spec: InterpreterSpec): ProgramAnalyzer {
  return (args, ctx) => {
    // `python3 -m pytest …`: the module's own dangerous options are judged too.
    const module = spec.module.includes("-m") ? moduleCall(args) : undefined;
    const inner = module === undefined ? undefined : moduleRunner(module.name)?.(module.args, ctx);
    const call = readCall(spec, args, ctx);
    return {
      paths: [...call.paths, ...(inner?.paths ?? [])],
      dangerous: [...call.dangerous, ...(inner?.dangerous ?? [])],
      readOnly: false,
    };
  };
}

/** `-m NAME args…` (or `-mNAME`) as the first option: the module and its arguments. */
function moduleCall(args: readonly Word[]): { name: string; args: readonly Word[] } | undefined {
  const first = args[0]?.value;
  if (first === "-m" && args[1] !== undefined) return { name: args[1].value, args: args.slice(2) };
  if (first?.startsWith("-m") === true && first.length > 2)
    return { name: first.slice(2), args: args.slice(1) };
  return undefined;
}

// awk: options first; without -f/-e/--source the first operand is the program text.
const AWK_VALUE = new Set([
  "-F",
  "-v",
  "-f",
  "-e",
  "-i",
  "-l",
  "-E",
  "-W",
  "--field-separator",
  "--assign",
  "--file",
  "--source",
  "--include",
  "--load",
  "--exec",
]);
const AWK_OUTPUT = /^(?:-[opd]|--pretty-print|--profile|--dump-variables)(?:=?(.*))?$/s;

/** Options that change nothing but how awk splits, matches and prints (and -v assignments). */
const AWK_HARMLESS = new Set([
  "-F",
  "-v",
  "--field-separator",
  "--assign",
  "-P",
  "--posix",
  "-c",
  "--traditional",
  "-S",
  "--sandbox",
  "-b",
  "--characters-as-bytes",
  "-r",
  "--re-interval",
  "-N",
  "--use-lc-numeric",
]);

function readAwk(args: readonly Word[], ctx: ProgramContext): InterpreterCall {
  const dangerous: DangerousOption[] = [];
  const paths: PathUse[] = [];
  let program = false;
  let fromStdin = false;
  let harmlessOptions = true;
  const texts: { word: Word; option: string }[] = [];
  let i = 0;
  for (; i < args.length; i++) {
    const word = args[i] as Word;
    const token = word.value;
    if (token === "--") {
      i++;
      break;
    }
    if (!token.startsWith("-") || token === "-") break;
    const eq = token.indexOf("=");
    const name = token.startsWith("--") ? (eq === -1 ? token : token.slice(0, eq)) : token.slice(0, 2);
    let value: string | undefined = token.startsWith("--")
      ? eq === -1
        ? undefined
        : token.slice(eq + 1)
      : token.slice(2) || undefined;
    const output = AWK_OUTPUT.exec(token);
    if (output !== null) {
      // gawk -o/-p/-d write a file (awkprof.out or awkvars.out unless one is named).
      const fallback = name === "-d" || name === "--dump-variables" ? "awkvars.out" : "awkprof.out";
      const file = output[1] === undefined || output[1] === "" ? fallback : output[1];
      paths.push(...pathUses("write", file, "operand", ctx));
      continue;
    }
    if (!AWK_HARMLESS.has(name) && name !== "-e" && name !== "--source") harmlessOptions = false;
    const valueWord = AWK_VALUE.has(name) && value === undefined ? args[++i] : undefined;
    if (valueWord !== undefined) value = valueWord.value;
    if (name === "-e" || name === "--source") {
      texts.push({ word: valueWord ?? { ...word, value: value ?? "" }, option: name });
      program = true;
    }
    if (
      name === "-f" ||
      name === "--file" ||
      name === "-E" ||
      name === "--exec" ||
      name === "-i" ||
      name === "--include"
    ) {
      program = program || name !== "-i";
      if (value === "-" || value === "/dev/stdin") fromStdin = true;
      else if (value !== undefined) paths.push(...pathUses("read", value, "operand", ctx));
    }
  }
  const operands = args.slice(i);
  if (!program) {
    const text = operands.shift();
    if (text !== undefined) texts.push({ word: text, option: "<program>" });
  }
  // Program text is read-only when awk reads it only from the command line, under harmless options,
  // and it has none of the constructs awk-program.ts refuses; otherwise it is flagged.
  const acceptable =
    texts.length > 0 &&
    harmlessOptions &&
    paths.length === 0 &&
    texts.every(({ word }) => !word.processSubstitution && awkProgramProblem(word.value) === undefined);
  if (!acceptable)
    for (const { word, option } of texts) dangerous.push(dangerousOption("awk", option, word.value));
  for (const word of operands) {
    // NAME=value operands assign variables; the others are input files.
    if (!/^[A-Za-z_][A-Za-z0-9_]*=/.test(word.value)) paths.push(...operandPaths("read", word, ctx));
  }
  return { dangerous, paths, fromStdin, readOnly: acceptable };
}

const awkProgram: ProgramAnalyzer = (args, ctx) => {
  const call = readAwk(args, ctx);
  return { paths: call.paths, dangerous: call.dangerous, readOnly: call.readOnly === true };
};

const SPECS: readonly [RegExp, InterpreterSpec][] = [
  [/^(?:python[0-9.]*|pypy[0-9.]*)$/, PYTHON],
  [/^(?:node|nodejs)$/, NODE],
  [/^perl[0-9.]*$/, PERL],
  [/^ruby[0-9.]*$/, RUBY],
  [/^php[0-9.]*$/, PHP],
  [/^lua[0-9.]*$/, LUA],
];
const AWKS = /^(?:awk|gawk|mawk|nawk)$/;

export function interpreterFor(name: string): ProgramAnalyzer | undefined {
  if (AWKS.test(name)) return awkProgram;
  const spec = SPECS.find(([pattern]) => pattern.test(name))?.[1];
  return spec === undefined ? undefined : interpreter(spec);
}

/** True for the interpreters a heredoc or here-string must not feed (their input could be code). */
export function isInterpreter(name: string): boolean {
  return SPECS.some(([pattern]) => pattern.test(name));
}

/** Would the interpreter read its program from standard input (no script, or `-`)? */
export function programFromStdin(name: string, args: readonly Word[], ctx: ProgramContext): boolean {
  if (AWKS.test(name)) return readAwk(args, ctx).fromStdin;
  const spec = SPECS.find(([pattern]) => pattern.test(name))?.[1];
  return spec !== undefined && readCall(spec, args, ctx).fromStdin;
}
