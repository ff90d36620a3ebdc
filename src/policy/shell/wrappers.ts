// Programs that run their arguments as a command. Those whose options are simple and well known are
// unwrapped and the inner command is judged (timeout, nice, nohup, time, stdbuf, command, builtin,
// exec); shells given a literal script with -c are parsed and judged recursively. Everything else that
// runs a command (xargs, env, sudo, find -exec, …) is left as it is: its name is the program, and the
// policy denies it unless a rule names it.
import { hasOption, type OptionSpec, scanArguments } from "./options";
import type { Word } from "./words";
import { lookupTable } from "../lookup";

export type Unwrapped =
  { kind: "inner"; wrapper: string; argv: Word[] } | { kind: "none" } | { kind: "empty"; wrapper: string };

const WRAPPER_OPTIONS: Readonly<Record<string, OptionSpec>> = lookupTable({
  timeout: {
    shortArgs: "sk",
    longArgs: ["--signal", "--kill-after"],
    longFlags: ["--preserve-status", "--foreground", "--verbose", "--help", "--version"],
    optionsFirst: true,
  },
  nice: {
    shortArgs: "n",
    longArgs: ["--adjustment"],
    longFlags: ["--help", "--version"],
    optionsFirst: true,
  },
  nohup: { longFlags: ["--help", "--version"], optionsFirst: true },
  stdbuf: {
    shortArgs: "ioe",
    longArgs: ["--input", "--output", "--error"],
    longFlags: ["--help", "--version"],
    optionsFirst: true,
  },
  exec: { shortArgs: "a", abbreviations: false, optionsFirst: true },
  command: { abbreviations: false, optionsFirst: true },
});

/** The command a wrapper runs, if `argv` is a wrapper this analysis unwraps. */
export function unwrap(argv: readonly Word[]): Unwrapped {
  const head = argv[0];
  if (head === undefined) return { kind: "none" };
  const args = argv.slice(1);
  const name = head.value;
  if (name === "builtin") {
    const inner = args[0]?.value === "--" ? args.slice(1) : args;
    return inner.length === 0
      ? { kind: "empty", wrapper: name }
      : { kind: "inner", wrapper: name, argv: inner };
  }
  // `time` is a keyword only when unquoted; quoted, it is /usr/bin/time (which has -o FILE).
  if (name === "time") {
    if (head.quoted) return { kind: "none" };
    let rest = args;
    if (rest[0]?.value === "-p") rest = rest.slice(1);
    if (rest[0]?.value === "--") rest = rest.slice(1);
    if (rest.length === 0) return { kind: "empty", wrapper: name };
    if ((rest[0] as Word).value.startsWith("-")) return { kind: "none" };
    return { kind: "inner", wrapper: name, argv: rest };
  }
  const spec = WRAPPER_OPTIONS[name];
  if (spec === undefined) return { kind: "none" };
  const scan = scanArguments(args, spec);
  if (hasOption(scan, "--help", "--version")) return { kind: "none" };
  // `command -v`/`-V` only describes the name; it runs nothing.
  if (name === "command" && hasOption(scan, "-v", "-V")) return { kind: "none" };
  let inner = scan.operands;
  if (name === "timeout") {
    if (inner.length === 0) return { kind: "none" };
    inner = inner.slice(1);
  }
  return inner.length === 0
    ? { kind: "empty", wrapper: name }
    : { kind: "inner", wrapper: name, argv: inner };
}

const SHELLS: Readonly<Record<string, { family: string; analysable: boolean }>> = lookupTable({
  bash: { family: "bash", analysable: true },
  sh: { family: "bash", analysable: true },
  dash: { family: "bash", analysable: true },
  ash: { family: "bash", analysable: true },
  zsh: { family: "zsh", analysable: false },
  ksh: { family: "ksh", analysable: false },
  mksh: { family: "ksh", analysable: false },
  fish: { family: "fish", analysable: false },
  csh: { family: "csh", analysable: false },
  tcsh: { family: "csh", analysable: false },
});

export function shellFamily(name: string): string | undefined {
  return SHELLS[name]?.family;
}

export type ShellCall =
  /** `-c` with a script this analysis parses and judges. */
  | { kind: "script"; script: Word }
  /** `-c` under options (or a shell) whose scripts are not analysed. */
  | { kind: "opaque" }
  /** Reads its commands from standard input. */
  | { kind: "stdin" }
  /** Runs a script file (`file`), or only prints (--version). */
  | { kind: "other"; file?: Word };

const SAFE_LETTERS = "euxvlEf";
const SAFE_SET_O = new Set(["errexit", "nounset", "pipefail", "xtrace", "verbose", "noglob", "errtrace"]);
const SAFE_LONG = new Set(["--norc", "--noprofile", "--login", "--verbose"]);

/** How a shell invocation (`bash -ec '…'`, `sh script.sh`, `bash`) gets its commands. */
export function readShellCall(name: string, args: readonly Word[]): ShellCall {
  const shell = SHELLS[name];
  if (shell === undefined) return { kind: "other" };
  let script = false;
  let fromStdin = false;
  let unsupported = false;
  let i = 0;
  for (; i < args.length; i++) {
    const token = (args[i] as Word).value;
    if (token === "--" || token === "-") {
      i++;
      break;
    }
    if (token.startsWith("--")) {
      if (token === "--version" || token === "--help") return { kind: "other" };
      if (!SAFE_LONG.has(token)) unsupported = true;
      continue;
    }
    if (!(token.startsWith("-") || token.startsWith("+")) || token.length < 2) break;
    for (const letter of token.slice(1)) {
      if (letter === "c") script = true;
      else if (letter === "o") {
        if (!SAFE_SET_O.has(args[++i]?.value ?? "")) unsupported = true;
      } else if (letter === "s" || letter === "i") {
        fromStdin = true;
        unsupported = true;
      } else if (!SAFE_LETTERS.includes(letter)) unsupported = true;
    }
  }
  const operands = args.slice(i);
  if (script) {
    const text = operands[0];
    if (text === undefined) return { kind: "other" };
    return shell.analysable && !unsupported && !text.glob
      ? { kind: "script", script: text }
      : { kind: "opaque" };
  }
  const file = operands[0];
  if (fromStdin || file === undefined) return { kind: "stdin" };
  return { kind: "other", file };
}
