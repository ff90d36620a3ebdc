// The shell analysis the policy judges Bash commands with. A command line is parsed with
// tree-sitter-bash (web-tree-sitter) and every simple command in it — in lists, pipelines, subshells,
// groups, substitutions, if/while/for/case bodies, `bash -c` scripts — comes back with its literal
// words, the files it reads and writes, and its dangerous options. Anything that cannot be known
// before the command runs is refused outright, with a reason written for the model. It fails closed:
// an unknown construct, a parse error, a bound exceeded or an internal error all give `ok: false`.
import type { Scope, WalkState } from "./command";
import { ShellDenial } from "./denial";
import { MAX_COMMAND_LENGTH } from "./limits";
import { bashParser } from "./parser";
import { walkSource } from "./walk";

export interface ShellEnvironment {
  cwd: string;
  home: string;
  workspaceRoot: string;
}

export interface PathUse {
  kind: "read" | "write";
  /** Absolute, normalised, NOT symlink-resolved (the policy does that). */
  path: string;
  source: "redirect" | "operand";
  /**
   * The operand holds unquoted glob characters: the shell replaces it with the names that match when
   * the command runs, so `path` is a pattern (e.g. /w/app/src/*.ts), not a file. Matches may be
   * symlinks leading anywhere; judge every match, or deny.
   */
  glob?: true;
}

export interface DangerousOption {
  /** What a rule has to name to allow it ("--ext-diff"; for placeholders, the word as written). */
  option: string;
  reason: string;
  /** The argument as written in the command ("--ext", "-uo", "lg"). */
  token?: string;
}

export interface SimpleCommand {
  /** Literal words after unquoting; wrappers unwrapped, harmless env prefixes stripped; argv[0] = program. */
  argv: string[];
  /** argv joined by single spaces (what Bash(prefix:*) rules match). */
  text: string;
  /** Wrapper programs that were unwrapped, outermost first (e.g. ["timeout", "nice"], ["bash"] for bash -c). */
  wrappers: string[];
  /** Assignments kept on the command (harmless ones). */
  envAssignments: { name: string; value: string }[];
  /** Redirections and known file operands. */
  paths: PathUse[];
  /** Options of this program from the dangerous-options table (a rule that names the option may still allow it). */
  dangerous: DangerousOption[];
  /** True only if the program (and subcommand) is known read-only, with no write paths and no dangerous options. */
  readOnly: boolean;
}

export type ShellAnalysis =
  { ok: true; commands: SimpleCommand[]; readOnly: boolean } | { ok: false; reason: string };

// C0 controls other than tab and newline, and DEL: bash and tree-sitter disagree on several of them
// (tree-sitter treats \r as a blank, bash as part of a word).
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTER = /[\x00-\x08\x0b-\x1f\x7f]/;

function controlCharacter(text: string): string | undefined {
  return CONTROL_CHARACTER.exec(text)?.[0];
}

export async function analyzeShellCommand(command: string, env: ShellEnvironment): Promise<ShellAnalysis> {
  if (command.length > MAX_COMMAND_LENGTH)
    return {
      ok: false,
      reason: `the command is ${command.length} characters long, more than the ${MAX_COMMAND_LENGTH} this analysis accepts; split it, or put long content in a file with the Write tool`,
    };
  const control = controlCharacter(command);
  if (control !== undefined)
    return {
      ok: false,
      reason: `the command contains the control character U+${control.charCodeAt(0).toString(16).padStart(4, "0").toUpperCase()}, which bash and this analysis may read differently; remove it`,
    };
  try {
    const parser = await bashParser();
    const state: WalkState = {
      env,
      cwds: [env.cwd],
      commands: [],
      walkScript: (source: string, scope: Scope) => walkSource(parser, source, state, scope),
    };
    walkSource(parser, command, state, { depth: 0, inLoop: false, paths: [], literalStdin: false });
    return { ok: true, commands: state.commands, readOnly: state.commands.every((c) => c.readOnly) };
  } catch (error) {
    if (error instanceof ShellDenial) return { ok: false, reason: error.message };
    const message = error instanceof Error ? error.message : String(error);
    return { ok: false, reason: `the command could not be analysed (internal error: ${message})` };
  }
}
