// Which analyzer knows a program. Only bare names count: `./git` or `/tmp/cat` may be anything, so a
// program named by a path is unknown (not read-only, no operands known), whatever its base name.
import { FILE_OPERATIONS } from "./file-ops";
import { findProgram } from "./find";
import { fileProgram } from "./generic";
import { gitProgram } from "./git";
import { interpreterFor } from "./interpreters";
import { MISC_PROGRAMS } from "./misc";
import { grepProgram, rgProgram } from "./search";
import { sedProgram } from "./sed";
import { SIMPLE_PROGRAMS } from "./simple";
import { tarProgram } from "./tar";
import type { ProgramAnalyzer } from "./types";

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
  ["sed", sedProgram],
  ["git", gitProgram],
  ["tar", tarProgram],
]);

export function programAnalyzer(name: string): ProgramAnalyzer | undefined {
  if (name.includes("/")) return undefined;
  return PROGRAMS.get(name) ?? interpreterFor(name);
}
