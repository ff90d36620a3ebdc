// Which analyzer knows a program. Only bare names count: `./git` or `/tmp/cat` may be anything, so a
// program named by a path is unknown (not read-only, no operands known), whatever its base name.
import { diffProgram } from "./diff";
import { FILE_OPERATIONS } from "./file-ops";
import { findProgram } from "./find";
import { fileProgram } from "./generic";
import { gitProgram } from "./git";
import { interpreterFor } from "./interpreters";
import { MISC_PROGRAMS } from "./misc";
import { grepProgram, rgProgram } from "./search";
import { sedProgram } from "./sed";
import { SIMPLE_PROGRAMS } from "./simple";
import { runnerPrograms } from "./runners";
import { tarProgram } from "./tar";
import { unzipProgram } from "./unzip";
import type { ProgramAnalyzer } from "./types";
import { isVersionQuery } from "./versions";

const PROGRAMS = new Map<string, ProgramAnalyzer>([
  ...Object.entries(SIMPLE_PROGRAMS).map(([name, spec]): [string, ProgramAnalyzer] => [
    name,
    fileProgram(name, spec),
  ]),
  ...Object.entries(FILE_OPERATIONS),
  ...Object.entries(MISC_PROGRAMS),
  ["grep", grepProgram("grep")],
  ["egrep", grepProgram("egrep")],
  ["fgrep", grepProgram("fgrep")],
  ["rgrep", grepProgram("rgrep", true)],
  ["rg", rgProgram],
  ["find", findProgram],
  ["diff", diffProgram],
  ["sed", sedProgram],
  ["git", gitProgram],
  ["tar", tarProgram],
  ["unzip", unzipProgram],
  // Runners analyse the command they run with the analyzer of its program: looked up lazily.
  ...Object.entries(runnerPrograms((name) => programAnalyzer(name))),
]);

const VERSION_ONLY: ProgramAnalyzer = () => ({ paths: [], dangerous: [], readOnly: true });

export function programAnalyzer(name: string): ProgramAnalyzer | undefined {
  if (name.includes("/")) return undefined;
  const analyzer = PROGRAMS.get(name) ?? interpreterFor(name);
  return (args, ctx) =>
    isVersionQuery(name, args) ? VERSION_ONLY(args, ctx) : (analyzer?.(args, ctx) ?? UNKNOWN_PROGRAM);
}

const UNKNOWN_PROGRAM = { paths: [], dangerous: [], readOnly: false };
