// One simple command, from its words to a SimpleCommand: environment prefixes checked, builtins that
// change the shell refused, wrappers unwrapped, `bash -c` scripts analysed recursively, and the
// program's own knowledge (files, dangerous options, read-only) applied.
import type {
  DangerousOption,
  GlobWord,
  OptionLikeGlob,
  PathUse,
  ShellEnvironment,
  SimpleCommand,
} from "./analyze";
import { changeDirectory, checkBuiltin } from "./builtins";
import { dangerousOption } from "./dangerous-options";
import { code, deny } from "./denial";
import { checkVariable } from "./env-names";
import { MAX_SIMPLE_COMMANDS } from "./limits";
import { escapeLiteral } from "../glob-pattern";
import { operandPaths, pathUses } from "./paths";
import { programAnalyzer } from "./programs";
import { isInterpreter, programFromStdin } from "./programs/interpreters";
import type { ProgramFacts } from "./programs/types";
import type { Binding, Word } from "./words";
import { readShellCall, type ShellCall, shellFamily, unwrap } from "./wrappers";

export interface Scope {
  /** Nesting of subshells, groups, substitutions, compound statements and shell scripts. */
  depth: number;
  /** Inside a loop body or condition. */
  inLoop: boolean;
  /** Paths of the redirections around the statement (`{ …; } > out`). */
  paths: PathUse[];
  /** A heredoc or here-string feeds the statement's standard input. */
  literalStdin: boolean;
  /** The `for` loop variables bound here, each to its value for the turn being judged. */
  bindings: ReadonlyMap<string, Binding>;
}

export const NO_BINDINGS: ReadonlyMap<string, Binding> = new Map();

export interface WalkState {
  env: ShellEnvironment;
  /** Directories the next command may run in (grows with every `cd`; see walk.ts for `cd dir &&`). */
  cwds: string[];
  /** The last `cd`: where it may lead, and the index its command got in `commands`. */
  changedDirectory?: { targets: readonly string[]; at: number };
  commands: SimpleCommand[];
  /** Parses and walks a nested script (`bash -c '…'`), adding its commands. */
  walkScript: (source: string, scope: Scope) => void;
}

export interface RawCommand {
  words: Word[];
  assignments: { name: string; value: string }[];
  /** Its own redirections and those around it. */
  paths: PathUse[];
  literalStdin: boolean;
  scope: Scope;
  /** `[[ … ]]`: a test expression, not a name to look up. */
  test: boolean;
}

const UNKNOWN: ProgramFacts = { paths: [], dangerous: [], readOnly: false };

function text(words: readonly Word[]): string {
  return words.map((word) => word.value).join(" ");
}

function checkCommandName(word: Word): void {
  if (word.processSubstitution)
    deny(`a process substitution cannot be the command name (${code(word.value, 40)})`);
  if (word.glob)
    deny(
      `the command name ${code(word.value, 40)} is a glob, which runs whatever file matches; write the name out`,
    );
  if (word.value === "") deny("the command name is empty");
}

interface OptionGlobs {
  /** Globs that start with "-" and reach into the option's name: options whatever they match. */
  dangerous: DangerousOption[];
  /** Globs whose matches decide (see OptionLikeGlob). */
  globs: OptionLikeGlob[];
}

/** The literal text of a glob pattern before its first wildcard. */
function fixedPrefix(pattern: string): string {
  let prefix = "";
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i] as string;
    if (c === "*" || c === "?" || c === "[") break;
    if (c === "\\") i++;
    prefix += pattern[i] ?? "";
  }
  return prefix;
}

/** Unquoted globs that could expand to option spellings, before any `--` (find has no such escape). */
function optionLikeGlobs(program: string, args: readonly Word[], cwds: readonly string[]): OptionGlobs {
  const found: OptionGlobs = { dangerous: [], globs: [] };
  let ended = false;
  for (const word of args) {
    if (word.value === "--" && program !== "find") ended = true;
    if (ended || !word.optionLikeGlob) continue;
    const named = word.value.startsWith("-") && fixedPrefix(word.pattern ?? word.value).includes("=");
    if (word.value.startsWith("-") && !named) {
      found.dangerous.push(dangerousOption(program, "<option-like glob>", word.value));
      continue;
    }
    const patterns = pathUses("read", word.value, "operand", { cwds }, word).flatMap(
      (use) => use.pattern ?? [],
    );
    found.globs.push(
      named ? { word: word.value, patterns, mustNotMatch: true } : { word: word.value, patterns },
    );
  }
  return found;
}

/** The arguments bash expands as globs, with their patterns from every working directory. */
function globWords(argv: readonly Word[], cwds: readonly string[]): GlobWord[] {
  const found: GlobWord[] = [];
  argv.forEach((word, index) => {
    if (index === 0 || !word.glob || word.processSubstitution) return;
    const pattern = word.pattern ?? word.value;
    const expansions = pattern.startsWith("/")
      ? [{ pattern, prefix: "" }]
      : cwds.map((cwd) => {
          const dir = cwd === "/" ? "" : cwd;
          return { pattern: `${escapeLiteral(dir)}/${pattern}`, prefix: `${dir}/` };
        });
    found.push({ index, expansions, ...(word.resplit === true ? { resplit: true as const } : {}) });
  });
  return found;
}

function push(state: WalkState, command: SimpleCommand): void {
  state.commands.push(command);
  if (state.commands.length > MAX_SIMPLE_COMMANDS)
    deny(`the command holds more than ${MAX_SIMPLE_COMMANDS} simple commands; split it into several calls`);
}

const NO_OPTION_GLOBS: OptionGlobs = { dangerous: [], globs: [] };

function build(
  argv: readonly Word[],
  raw: RawCommand,
  wrappers: string[],
  facts: ProgramFacts,
  optionGlobs: OptionGlobs,
  cwds: readonly string[],
): SimpleCommand {
  const paths = [...raw.paths, ...facts.paths];
  const dangerous = [...facts.dangerous, ...optionGlobs.dangerous];
  const values = argv.map((word) => word.value);
  const globs = globWords(argv, cwds);
  return {
    argv: values,
    text: values.join(" "),
    wrappers,
    envAssignments: [...raw.assignments],
    paths,
    dangerous,
    ...(optionGlobs.globs.length === 0 ? {} : { optionLikeGlobs: optionGlobs.globs }),
    ...(globs.length === 0 ? {} : { globWords: globs }),
    readOnly: facts.readOnly && dangerous.length === 0 && paths.every((use) => use.kind === "read"),
    ...(facts.repositoryDirs === undefined ? {} : { repositoryDirs: facts.repositoryDirs }),
    ...(facts.printsUrls === true ? { printsUrls: true as const } : {}),
  };
}

/** What program analyzers get: the environment, and the directories the command may run in now. */
const programContext = (state: WalkState) => ({ env: state.env, cwds: state.cwds });

export function analyzeCommand(raw: RawCommand, state: WalkState): void {
  for (const { name, value } of raw.assignments) checkVariable(name, value, "the command sets");
  const wrappers: string[] = [];

  if (raw.test) {
    const facts = programAnalyzer("[[")?.(raw.words.slice(1, -1), programContext(state)) ?? UNKNOWN;
    push(state, build(raw.words, raw, wrappers, facts, NO_OPTION_GLOBS, state.cwds));
    return;
  }

  const argv = unwrapCommand(raw, state, wrappers);
  if (argv === undefined) return;
  const head = argv[0] as Word;
  const args = argv.slice(1);
  const name = head.value;
  // Refusals go by the base name too (`/bin/sh <<EOF` is as blind as `sh <<EOF`); knowledge of what a
  // program does only applies to bare names, which PATH resolves (`./sh` may be anything).
  const base = name.slice(name.lastIndexOf("/") + 1);
  const family = shellFamily(base);
  const call = family === undefined ? undefined : readShellCall(base, args);
  refuseUnreadableInput(raw, argv, { base, family, call }, state);
  if (call !== undefined && family !== undefined) {
    analyzeShellCall(raw, state, { argv, wrappers, family, call });
    return;
  }
  const analyzer = programAnalyzer(name);
  const facts = analyzer === undefined ? UNKNOWN : analyzer(args, programContext(state));
  push(state, build(argv, raw, wrappers, facts, optionLikeGlobs(name, args, state.cwds), state.cwds));
}

/**
 * Peels wrappers (`env`, `nice`, `timeout`…) off the command, recording each in `wrappers`, and
 * returns what they run; undefined when the command was judged here already (a builtin that only
 * reads its redirections, or `cd`).
 */
function unwrapCommand(raw: RawCommand, state: WalkState, wrappers: string[]): readonly Word[] | undefined {
  let argv: readonly Word[] = raw.words;
  for (;;) {
    const head = argv[0];
    if (head === undefined) deny("a wrapper command has no command to run");
    checkCommandName(head);
    if (checkBuiltin(argv, raw.scope.bindings) === "silent") {
      // Nothing to judge but its redirections (`read line < file`), which are judged as any others.
      if (raw.paths.length > 0)
        push(
          state,
          build(
            argv,
            raw,
            wrappers,
            { paths: [], dangerous: [], readOnly: true },
            NO_OPTION_GLOBS,
            state.cwds,
          ),
        );
      return undefined;
    }
    if (head.value === "cd") {
      const { uses: paths, targets } = changeDirectory(argv, state, state.env.home, raw.scope.inLoop);
      state.changedDirectory = { targets, at: state.commands.length };
      push(
        state,
        build(argv, raw, wrappers, { paths, dangerous: [], readOnly: true }, NO_OPTION_GLOBS, state.cwds),
      );
      return undefined;
    }
    const unwrapped = unwrap(argv);
    if (unwrapped.kind === "inner") {
      wrappers.push(unwrapped.wrapper);
      argv = unwrapped.argv;
      continue;
    }
    if (unwrapped.kind === "empty" && unwrapped.wrapper === "exec")
      deny(
        "`exec` without a command changes the shell's own file descriptors for everything after it; redirect each command instead",
      );
    return argv;
  }
}

/** Denies a command whose code comes from standard input (a heredoc, a pipe), which cannot be analysed. */
function refuseUnreadableInput(
  raw: RawCommand,
  argv: readonly Word[],
  shell: { base: string; family: string | undefined; call: ShellCall | undefined },
  state: WalkState,
): void {
  const { base, family, call } = shell;
  const name = (argv[0] as Word).value;
  const args = argv.slice(1);
  if (raw.literalStdin && (family !== undefined || isInterpreter(base)))
    deny(
      `a heredoc or here-string feeds ${code(name)}, which would run it as code; ${family !== undefined ? `pass the commands with ${base} -c '…'` : "put the program in a file and run that"}`,
    );
  if (call?.kind === "stdin")
    deny(
      `${code(text(argv), 40)} reads its commands from standard input, which cannot be analysed; pass them with ${base} -c '…'`,
    );
  if (family === undefined && programFromStdin(base, args, programContext(state)))
    deny(
      `${code(text(argv), 40)} reads its program from standard input, which cannot be analysed; put the program in a file and run that`,
    );
}

/**
 * A shell run as a program: `bash -c '…'` by its bare name is parsed and judged command by command
 * (each inner command carrying the outer wrappers and assignments); any other `-c` is dangerous.
 */
function analyzeShellCall(
  raw: RawCommand,
  state: WalkState,
  shell: { argv: readonly Word[]; wrappers: string[]; family: string; call: ShellCall },
): void {
  const { argv, wrappers, family, call } = shell;
  const name = (argv[0] as Word).value;
  const args = argv.slice(1);
  const base = name.slice(name.lastIndexOf("/") + 1);
  if (call.kind === "script" && base === name) {
    const before = state.commands.length;
    // A new shell: the loop variables of this one are not exported to it.
    state.walkScript(call.script.value, {
      depth: raw.scope.depth + 1,
      inLoop: raw.scope.inLoop,
      paths: raw.paths,
      literalStdin: false,
      bindings: NO_BINDINGS,
    });
    for (let i = before; i < state.commands.length; i++) {
      const inner = state.commands[i] as SimpleCommand;
      state.commands[i] = {
        ...inner,
        wrappers: [...wrappers, name, ...inner.wrappers],
        envAssignments: [...raw.assignments, ...inner.envAssignments],
      };
    }
    return;
  }
  const dangerous =
    call.kind === "script" || call.kind === "opaque" ? [dangerousOption(family, "-c", "-c")] : [];
  const paths =
    call.kind === "other" && call.file !== undefined
      ? operandPaths("read", call.file, programContext(state))
      : [];
  const options = optionLikeGlobs(name, args, state.cwds);
  push(state, build(argv, raw, wrappers, { paths, dangerous, readOnly: false }, options, state.cwds));
}
