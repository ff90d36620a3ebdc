// What the analysis knows about one program: which of its arguments are files (read or written),
// which of its options are dangerous, and whether a call is read-only.
import type { DangerousOption, PathUse, ShellEnvironment } from "../analyze";
import type { Word } from "../words";

export interface ProgramContext {
  env: ShellEnvironment;
  /** Directories the command may run in. */
  cwds: readonly string[];
}

export interface ProgramFacts {
  paths: PathUse[];
  dangerous: DangerousOption[];
  /** Read-only by this program's own rules (write paths and dangerous options are added on top). */
  readOnly: boolean;
  /** git: the directories it looks for its repository from (SimpleCommand.repositoryDirs). */
  repositoryDirs?: string[];
  /** git: the command prints remote URLs (SimpleCommand.printsUrls). */
  printsUrls?: true;
}

/** `args` excludes the program name. */
export type ProgramAnalyzer = (args: readonly Word[], ctx: ProgramContext) => ProgramFacts;
