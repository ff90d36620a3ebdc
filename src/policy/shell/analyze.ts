// The shell analysis the policy judges Bash commands with. A command line is parsed with
// tree-sitter-bash (web-tree-sitter) and every simple command in it — in lists, pipelines, subshells,
// groups, substitutions, if/while/for/case bodies, `bash -c` scripts — comes back with its literal
// words, the files it reads and writes, and its dangerous options. Anything that cannot be known
// before the command runs is refused outright, with a reason written for the model. It fails closed:
// an unknown construct, a parse error, a bound exceeded or an internal error all give `ok: false`.
import type { Parser } from "web-tree-sitter";
import type { Result } from "../../types/result";
import { NO_BINDINGS, type Scope, type WalkState } from "./command";
import { ShellDenial } from "./denial";
import { MAX_COMMAND_LENGTH } from "./limits";
import { bashParser } from "./parser";
import { walkSource } from "./walk";

export interface ShellEnvironment {
  cwd: string;
  home: string;
  workspaceRoot: string;
}

// Every result is deeply frozen and may be shared by several callers (see the memo below): the
// types say so too.

export interface PathUse {
  readonly kind: "read" | "write";
  /** Absolute, normalised, NOT symlink-resolved (the policy does that). */
  readonly path: string;
  /**
   * The same path as the kernel gets it, when that climbs with `..` (`/w/app/link/../config`): after
   * a symbolic link the kernel climbs from the link's target, so the policy walks this form too.
   */
  readonly written?: string;
  readonly source: "redirect" | "operand";
  /**
   * The operand holds unquoted glob characters: the shell replaces it with the names that match when
   * the command runs, so `path` is a pattern (e.g. /w/app/src/*.ts), not a file — or, with nothing
   * matching (or `set -f`), the word itself. Matches may be symlinks leading anywhere; judge every
   * match and the word as written, or deny.
   */
  readonly glob?: true;
  /**
   * The program reads the whole tree below `path` when it is a directory (grep -r, rg, diff -r, tar -c):
   * the policy checks what lies inside on the real filesystem (src/policy/judge-tree.ts).
   */
  readonly tree?: TreeRead;
  /**
   * The write reaches below the path, or makes the path something new (rm -r, chmod -R, mv, cp, ln,
   * tar -x): the policy judges it as a write to every protected place it may reach
   * (src/policy/judge-replace.ts).
   */
  readonly replaces?: TreeWrite;
  /** For a glob: the absolute pattern bash matches, quoted pattern characters escaped with "\". */
  readonly pattern?: string;
  /** For a glob: each match is split at blanks and expanded again (an unquoted loop variable). */
  readonly resplit?: true;
}

/**
 * An unquoted glob before `--` whose matches could reach the program as options. With nothing fixed
 * before its first wildcard (`ls -la *.md`), a match starting with "-" would; the policy expands each
 * pattern (one per working directory) and denies the command when one does. A glob that names its
 * option up to the "=" (`--include=*.ts`) is judged as the program gets it when nothing matches — the
 * word as written — so it must match nothing (`mustNotMatch`).
 */
export interface OptionLikeGlob {
  /** The word after quote removal. */
  readonly word: string;
  readonly patterns: readonly string[];
  readonly mustNotMatch?: true;
}

/** A source of a copy, move or link: its uses, and the name it takes inside a target directory. */
export interface CopySource {
  readonly uses: readonly PathUse[];
  /** Its last segment ("" for `.` or `..`, whose contents go into the target itself); unused for a glob. */
  readonly name: string;
}

/**
 * How a write reaches beyond its path (issue 18 follow-up 1): a write to a directory that holds, or
 * becomes, a protected place is a write to that place.
 */
export interface TreeWrite {
  /** The program as a reason names it: "rm -r", "chmod -R", "mv", "cp", "ln", "tar -x", "unzip". */
  readonly writer: string;
  /**
   * "below": changes or removes everything below the path (rm -r, chmod -R, a moved source).
   * "names": fills the directory with names the command line does not show (tar -x, unzip).
   * "copy": the path, or path/NAME for each source, receives the source (cp, mv, install).
   * "link": the path, or path/NAME, becomes a symbolic link (ln).
   */
  readonly kind: "below" | "names" | "copy" | "link";
  /** copy and link: what goes there. */
  readonly sources?: readonly CopySource[];
  /** copy and link: "either" the path or inside it (as the target exists), "inside" (-t), "self" (-T). */
  readonly into?: "either" | "inside" | "self";
}

/** How a program reads a directory tree: what it follows, what it skips, how to narrow it. */
export interface TreeRead {
  /** The program as a reason names it: "grep -r", "rg", "diff -r". */
  readonly reader: string;
  /** Whether the program follows symbolic links it meets inside the tree (grep -R, rg -L, diff -r). */
  readonly follow: boolean;
  /** Entries the program certainly skips; without it, every entry is read. */
  readonly skip?: TreeSkip;
  /** How to narrow the command, for the model: "name the directories to search, or …". */
  readonly hint: string;
}

export type TreeSkip =
  | {
      readonly kind: "grep";
      /** --exclude-dir globs, matched against a directory's name. */
      readonly excludeDirs: readonly string[];
      /** --include and --exclude globs in command-line order, matched against a file's name. */
      readonly files: readonly { readonly include: boolean; readonly glob: string }[];
    }
  | {
      readonly kind: "rg";
      /** --hidden, -., -uu: hidden entries are searched. */
      readonly hidden: boolean;
      /** -g/--glob/--iglob in command-line order. */
      readonly globs: readonly {
        readonly glob: string;
        readonly negated: boolean;
        readonly caseless: boolean;
      }[];
      /** Options that can select hidden files some other way (--type, --type-add, --ignore-file). */
      readonly otherWhitelists: boolean;
    };

export interface DangerousOption {
  /** What a rule has to name to allow it ("--ext-diff"; for placeholders, the word as written). */
  readonly option: string;
  readonly reason: string;
  /** The argument as written in the command ("--ext", "-uo", "lg"). */
  readonly token?: string;
}

/**
 * An argument with unquoted glob characters: bash replaces it with the names that match. Deny rules
 * are tried against the command with each match in its place (judge-command.ts).
 */
export interface GlobWord {
  /** Its index in argv. */
  readonly index: number;
  /** One per working directory: the absolute pattern, and the prefix bash leaves off each match. */
  readonly expansions: readonly { readonly pattern: string; readonly prefix: string }[];
  /** Each match is split at blanks and expanded again (an unquoted loop variable). */
  readonly resplit?: true;
}

export interface SimpleCommand {
  /** Literal words after unquoting; wrappers unwrapped, harmless env prefixes stripped; argv[0] = program. */
  readonly argv: readonly string[];
  /** argv joined by single spaces (what Bash(prefix:*) rules match). */
  readonly text: string;
  /** Wrapper programs that were unwrapped, outermost first (e.g. ["timeout", "nice"], ["bash"] for bash -c). */
  readonly wrappers: readonly string[];
  /** Assignments kept on the command (harmless ones). */
  readonly envAssignments: readonly { readonly name: string; readonly value: string }[];
  /** Redirections and known file operands. */
  readonly paths: readonly PathUse[];
  /** Options of this program from the dangerous-options table (a rule that names the option may still allow it). */
  readonly dangerous: readonly DangerousOption[];
  /** Globs that may expand to option spellings, for the policy to expand and check. */
  readonly optionLikeGlobs?: readonly OptionLikeGlob[];
  /** Arguments bash expands as globs (argv holds them as written). */
  readonly globWords?: readonly GlobWord[];
  /** True only if the program (and subcommand) is known read-only, with no write paths and no dangerous options. */
  readonly readOnly: boolean;
  /**
   * Directories git runs in and looks for its repository from, upwards (absolute, normalised): the
   * policy checks on the filesystem that it finds the workspace's own (src/policy/judge-repository.ts).
   */
  readonly repositoryDirs?: readonly string[];
  /**
   * git prints remote URLs (`git remote -v`): the policy checks that no URL in git's configuration
   * carries credentials.
   */
  readonly printsUrls?: true;
}

/** The command's simple commands and whether all of them only read; or why it is refused. */
export type ShellAnalysis = Result<{
  readonly commands: readonly SimpleCommand[];
  readonly readOnly: boolean;
}>;

// C0 controls other than tab and newline, and DEL: bash and tree-sitter disagree on several of them
// (tree-sitter treats \r as a blank, bash as part of a word).
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTER = /[\x00-\x08\x0b-\x1f\x7f]/;

function controlCharacter(text: string): string | undefined {
  return CONTROL_CHARACTER.exec(text)?.[0];
}

/** Freezes a result and everything in it (plain objects and arrays only). */
function deepFreeze<T>(value: T): T {
  if (typeof value === "object" && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

function internalError(error: unknown): ShellAnalysis {
  const message = error instanceof Error ? error.message : String(error);
  return { ok: false, error: `the command could not be analysed (internal error: ${message})` };
}

/** The analysis proper, once the parser is loaded: a pure function of the command and `env`. */
function analyzeWith(parser: Parser, command: string, env: ShellEnvironment): ShellAnalysis {
  const control = controlCharacter(command);
  if (control !== undefined)
    return {
      ok: false,
      error: `the command contains the control character U+${control.charCodeAt(0).toString(16).padStart(4, "0").toUpperCase()}, which bash and this analysis may read differently; remove it`,
    };
  try {
    const state: WalkState = {
      env,
      cwds: [env.cwd],
      commands: [],
      walkScript: (source: string, scope: Scope) => walkSource(parser, source, state, scope),
    };
    walkSource(parser, command, state, {
      depth: 0,
      inLoop: false,
      paths: [],
      literalStdin: false,
      bindings: NO_BINDINGS,
    });
    return {
      ok: true,
      value: { commands: state.commands, readOnly: state.commands.every((c) => c.readOnly) },
    };
  } catch (error) {
    if (error instanceof ShellDenial) return { ok: false, error: error.message };
    return internalError(error);
  }
}

/**
 * Recent analyses, least recently used first. Every Bash call asks three questions of its command —
 * read-only? concurrency-safe? (both at once, src/tools/execute.ts) and then the policy's decision —
 * and a 10 KB command takes 2–3 ms to parse and walk, so the memo saves two analyses of three. The
 * bound covers the calls of one turn: the model's parallel calls are all examined before the first is
 * decided. Keys are at most MAX_COMMAND_LENGTH long, so 32 entries hold well under a megabyte however
 * long the session.
 */
const recent = new Map<string, Promise<ShellAnalysis>>();
export const ANALYSIS_MEMO_SIZE = 32;

/**
 * The analysis of `command` run in `env`; never rejects. Callers share results (a memo, above): a
 * result is deeply frozen and must not be changed.
 */
export function analyzeShellCommand(command: string, env: ShellEnvironment): Promise<ShellAnalysis> {
  if (command.length > MAX_COMMAND_LENGTH)
    return Promise.resolve(
      deepFreeze({
        ok: false,
        error: `the command is ${command.length} characters long, more than the ${MAX_COMMAND_LENGTH} this analysis accepts; split it, or put long content in a file with the Write tool`,
      }),
    );
  const key = JSON.stringify([command, env.cwd, env.home, env.workspaceRoot]);
  const known = recent.get(key);
  if (known !== undefined) {
    recent.delete(key); // and set again below: now the most recently used
    recent.set(key, known);
    return known;
  }
  // The promise is remembered at once, so concurrent callers share one analysis. A parser that failed
  // to load is not remembered: the next call tries again.
  const analysis: Promise<ShellAnalysis> = bashParser()
    .then((parser) => deepFreeze(analyzeWith(parser, command, env)))
    .catch((error: unknown) => {
      if (recent.get(key) === analysis) recent.delete(key);
      return deepFreeze(internalError(error));
    });
  recent.set(key, analysis);
  if (recent.size > ANALYSIS_MEMO_SIZE) recent.delete(recent.keys().next().value as string);
  return analysis;
}
