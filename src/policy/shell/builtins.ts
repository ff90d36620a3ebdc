// Shell builtins that change the shell itself. The analysis follows `cd` (working directories), `set`
// with a few harmless options, and assignments to harmless variables; it refuses the rest, because
// each of them changes what later words mean or runs code the command line does not show.
import type { PathUse } from "./analyze";
import { type Bound, checkRead, checkWait } from "./assignments";
import { deny } from "./denial";
import { MAX_WORKING_DIRECTORIES } from "./limits";
import { directoryCandidates, pathUses } from "./paths";
import type { Word } from "./words";
import { lookupTable } from "../lookup";

const REFUSED: Readonly<Record<string, string>> = lookupTable({
  eval: "runs its arguments as a new command line, which cannot be judged beforehand; run the command directly",
  source: "runs the commands in a file, which are not analysed",
  ".": "runs the commands in a file, which are not analysed",
  alias: "defines an alias, which changes what later commands mean",
  unalias: "changes what later commands mean",
  trap: "stores a command to run later (on a signal or at exit), which cannot be judged now",
  history: "reads or rewrites the shell history",
  fc: "re-runs commands from the history or opens an editor",
  enable: "loads or switches shell builtins",
  hash: "changes which program a name runs",
  shopt: "changes how the shell parses and expands later commands",
  let: "evaluates arithmetic, which can assign variables and run commands",
  readarray: "assigns shell variables from its input, which this analysis does not follow",
  mapfile: "assigns shell variables from its input, which this analysis does not follow",
  getopts: "assigns shell variables, which this analysis does not follow",
  pushd: "changes the working directory in a way this analysis does not follow; use cd",
  popd: "changes the working directory in a way this analysis does not follow; use cd",
  coproc: "starts a coprocess, which this analysis does not follow",
  bind: "changes key bindings and can run commands",
  complete: "defines completions, which can run commands",
  compgen: "expands words (running command substitutions in them)",
  compopt: "changes completion settings",
  declare: "is only accepted as a plain statement (`declare NAME=value` with a harmless NAME)",
  typeset: "is only accepted as a plain statement (`typeset NAME=value` with a harmless NAME)",
  export: "is only accepted as a plain statement (`export NAME=value` with a harmless NAME)",
  readonly: "is only accepted as a plain statement (`readonly NAME=value` with a harmless NAME)",
  local: "is only accepted as a plain statement (`local NAME=value` with a harmless NAME)",
  unset: "is only accepted as a plain statement (`unset NAME` with a harmless NAME)",
  function: "defines a function; run the commands directly",
  select: "reads a choice from its input, which this analysis does not follow",
});

const RESERVED = new Set([
  "if",
  "then",
  "else",
  "elif",
  "fi",
  "do",
  "done",
  "case",
  "esac",
  "while",
  "until",
  "for",
  "in",
  "{",
  "}",
  "!",
  "[[",
  "]]",
]);

/** Builtins that only steer control flow; they run nothing and are not listed as commands. */
const CONTROL_FLOW = new Set(["exit", "return", "break", "continue", "shift"]);

const SET_LETTERS = "euxvfET";
const SET_O = new Set([
  "errexit",
  "nounset",
  "pipefail",
  "xtrace",
  "verbose",
  "noglob",
  "errtrace",
  "functrace",
]);

export type BuiltinOutcome = "not-builtin" | "silent";

/**
 * Refuses the builtins the analysis cannot follow; "silent" for those that run nothing to judge
 * (assigning ones checked against the loop variables `bound` where they stand).
 */
export function checkBuiltin(argv: readonly Word[], bound?: Bound): BuiltinOutcome {
  const name = (argv[0] as Word).value;
  const refused = REFUSED[name];
  if (refused !== undefined) deny(`\`${name}\` ${refused}`);
  if (RESERVED.has(name))
    deny(
      `\`${name}\` is a shell reserved word in a place where bash would not read it as one; the command could not be analysed`,
    );
  if (CONTROL_FLOW.has(name)) return "silent";
  if (name === "read") {
    checkRead(argv.slice(1), bound);
    return "silent";
  }
  if (name === "wait") {
    checkWait(argv.slice(1), bound);
    return "silent";
  }
  if (name === "set") {
    if (argv.length === 1)
      deny("`set` without arguments prints every shell variable; print what you need instead");
    for (let i = 1; i < argv.length; i++) {
      const token = (argv[i] as Word).value;
      if (token === "--") break;
      if (!/^[-+][A-Za-z]+$/.test(token))
        deny(
          `\`set ${token}\` is not accepted; only set -e, -u, -x, -v, -f, -E, -T and -o pipefail/errexit/nounset/xtrace`,
        );
      for (const letter of token.slice(1)) {
        if (letter === "o") {
          const option = argv[++i]?.value ?? "";
          if (!SET_O.has(option))
            deny(
              `\`set -o ${option}\` is not accepted; only -o pipefail, errexit, nounset, xtrace, verbose, noglob`,
            );
        } else if (!SET_LETTERS.includes(letter))
          deny(
            `\`set ${token}\` is not accepted; only set -e, -u, -x, -v, -f, -E, -T and -o pipefail/errexit/nounset/xtrace`,
          );
      }
    }
    return "silent";
  }
  return "not-builtin";
}

export interface WorkingDirectories {
  cwds: string[];
}

/**
 * `cd DIR`: reads DIR and moves later commands there. Whether it succeeds is not known, so later
 * relative paths are judged in every directory the command may be in by then (a set that only grows).
 * Inside a loop the directory could move again on every turn: refused there.
 *
 * Where `cd link/..` lands depends on how it is read: `cd -P` follows `link` and climbs from its
 * target (inside .git, say), plain `cd` folds `link/..` away first — and falls back to the physical
 * reading when the folded path does not exist. Both are kept as working directories (see
 * directoryCandidates), so later paths are judged wherever the shell may really be. Where the `cd`
 * succeeded for certain (`cd dir && …`), the walk narrows the set to `targets`. CDPATH would move
 * `cd src` elsewhere; the agent's environment never carries it and no command may set it.
 */
export function changeDirectory(
  argv: readonly Word[],
  state: WorkingDirectories,
  home: string,
  inLoop: boolean,
): { uses: PathUse[]; targets: string[] } {
  if (inLoop)
    deny("`cd` inside a loop is not accepted (the directory could change on every turn); cd before the loop");
  let i = 1;
  while (i < argv.length && /^-[LPe@]+$/.test((argv[i] as Word).value)) i++;
  if (argv[i]?.value === "--") i++;
  const target = argv[i];
  if (target?.value === "-")
    deny("`cd -` goes back to a directory this analysis does not track; cd to the directory by name");
  if (target?.glob === true || target?.processSubstitution === true)
    deny("`cd` needs a directory named literally (no glob or process substitution)");
  const dir = target === undefined ? home : target.value;
  const uses = pathUses("read", dir, "operand", { cwds: state.cwds });
  const targets = directoryCandidates(dir, state.cwds);
  const next = [...new Set([...state.cwds, ...targets])];
  if (next.length > MAX_WORKING_DIRECTORIES)
    deny(
      `the command changes directory too many ways (more than ${MAX_WORKING_DIRECTORIES} possible working directories); split it into several calls`,
    );
  state.cwds = next;
  return { uses, targets };
}
