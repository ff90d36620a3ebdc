// find: starting points (read), then an expression. Every predicate must be known: one that runs
// commands, deletes, or writes is flagged, and so is one this table does not know, because its
// arguments cannot be told apart from commands.
import type { DangerousOption, PathUse } from "../analyze";
import { dangerousOption } from "../dangerous-options";
import { operandPaths, pathUses } from "../paths";
import type { Word } from "../words";
import { cwdRead } from "./generic";
import type { ProgramAnalyzer, ProgramContext } from "./types";

const NO_ARGUMENT = new Set([
  "-depth",
  "-d",
  "-follow",
  "-mount",
  "-xdev",
  "-noleaf",
  "-ignore_readdir_race",
  "-noignore_readdir_race",
  "-daystart",
  "-warn",
  "-nowarn",
  "-empty",
  "-executable",
  "-readable",
  "-writable",
  "-false",
  "-true",
  "-nogroup",
  "-nouser",
  "-print",
  "-print0",
  "-ls",
  "-prune",
  "-quit",
  "-not",
  "-a",
  "-and",
  "-o",
  "-or",
  "!",
  "(",
  ")",
  ",",
  "-help",
  "--help",
  "-version",
  "--version",
]);

const ONE_ARGUMENT = new Set([
  "-maxdepth",
  "-mindepth",
  "-amin",
  "-atime",
  "-cmin",
  "-ctime",
  "-mmin",
  "-mtime",
  "-fstype",
  "-gid",
  "-group",
  "-uid",
  "-user",
  "-ilname",
  "-iname",
  "-inum",
  "-ipath",
  "-iregex",
  "-iwholename",
  "-links",
  "-lname",
  "-name",
  "-path",
  "-perm",
  "-regex",
  "-regextype",
  "-size",
  "-type",
  "-xtype",
  "-used",
  "-wholename",
  "-context",
  "-printf",
]);

/** Predicates whose argument is a file that find reads (stats). */
const FILE_ARGUMENT = new Set(["-anewer", "-cnewer", "-newer", "-samefile", "-files0-from"]);
const WRITES_ONE = new Set(["-fprint", "-fprint0", "-fls"]);
const EXEC = new Set(["-exec", "-execdir", "-ok", "-okdir"]);
/** Options that come before the starting points. */
const LEADING_FLAGS = new Set(["-H", "-L", "-P"]);

export const findProgram: ProgramAnalyzer = (args, ctx: ProgramContext) => {
  const paths: PathUse[] = [];
  const dangerous: DangerousOption[] = [];
  let i = 0;
  // Global options: -H -L -P, -D debugopts, -Olevel, and `--`.
  for (; i < args.length; i++) {
    const token = (args[i] as Word).value;
    if (LEADING_FLAGS.has(token) || /^-O\d*$/.test(token)) continue;
    if (token === "-D") {
      i++;
      continue;
    }
    if (token === "--") {
      i++;
    }
    break;
  }
  // Starting points: everything up to the first word that starts an expression.
  let starts = 0;
  for (; i < args.length; i++) {
    const word = args[i] as Word;
    const token = word.value;
    if (!word.processSubstitution && (token.startsWith("-") || token === "(" || token === "!")) break;
    paths.push(...operandPaths("read", word, ctx));
    starts++;
  }
  if (starts === 0) paths.push(...cwdRead(ctx));
  for (; i < args.length; i++) {
    const word = args[i] as Word;
    const token = word.value;
    if (NO_ARGUMENT.has(token)) continue;
    if (ONE_ARGUMENT.has(token) || /^-newer[aBcm]t$/.test(token)) {
      i++;
      continue;
    }
    if (FILE_ARGUMENT.has(token) || /^-newer[aBcm][aBcm]$/.test(token)) {
      if (token === "-files0-from") dangerous.push(dangerousOption("find", token, token));
      const file = args[++i];
      if (file !== undefined) paths.push(...operandPaths("read", file, ctx));
      continue;
    }
    if (token === "-delete") {
      dangerous.push(dangerousOption("find", token, token));
      continue;
    }
    if (WRITES_ONE.has(token) || token === "-fprintf") {
      dangerous.push(dangerousOption("find", token, token));
      const file = args[++i];
      if (file !== undefined) paths.push(...pathUses("write", file.value, "operand", ctx, file));
      if (token === "-fprintf") i++;
      continue;
    }
    if (EXEC.has(token)) {
      dangerous.push(dangerousOption("find", token, token));
      // The command runs up to `;` or `+`; its words are not analysed (the option is denied anyway).
      while (i + 1 < args.length && !(args[i + 1] as Word).value.match(/^[;+]$/)) i++;
      i++;
      continue;
    }
    if (token.startsWith("-")) {
      dangerous.push(dangerousOption("find", "<predicate>", token));
      continue;
    }
    // A word where a predicate should be: find rejects it ("paths must precede expression").
    paths.push(...operandPaths("read", word, ctx));
  }
  return { paths, dangerous, readOnly: true };
};
