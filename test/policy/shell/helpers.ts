// Table rows for the shell analysis: a command either is refused outright (with a reason matching a
// pattern), or comes back as exactly the simple commands, paths and flags a row lists.
import { expect, it } from "vitest";
import {
  analyzeShellCommand,
  type ShellAnalysis,
  type ShellEnvironment,
} from "../../../src/policy/shell/analyze";

export const ENV: ShellEnvironment = { cwd: "/w/app", home: "/home/runner", workspaceRoot: "/w/app" };

export function analyze(command: string, env: ShellEnvironment = ENV): Promise<ShellAnalysis> {
  return analyzeShellCommand(command, env);
}

export interface Allowed {
  cmd: string;
  /** Every simple command's argv, in order. */
  argv: string[][];
  /** Every path of every command, "read /abs" or "write /abs" (a trailing " glob" for patterns). */
  paths?: string[];
  readOnly?: boolean;
  /** Every dangerous option of every command. */
  dangerous?: string[];
  /** Every glob of every command whose matches might be options (see OptionLikeGlob). */
  optionLikeGlobs?: string[];
  wrappers?: string[][];
  env?: ShellEnvironment;
}

export interface Denied {
  cmd: string;
  deny: RegExp;
}

export type Row = Allowed | Denied;

export function describePath(use: { kind: string; path: string; glob?: true }): string {
  return `${use.kind} ${use.path}${use.glob === true ? " glob" : ""}`;
}

export async function check(row: Row): Promise<void> {
  const result = await analyze(row.cmd, "env" in row && row.env !== undefined ? row.env : ENV);
  if ("deny" in row) {
    expect(result.ok, `expected a denial, got ${JSON.stringify(result).slice(0, 400)}`).toBe(false);
    if (!result.ok) expect(result.error).toMatch(row.deny);
    return;
  }
  if (!result.ok) throw new Error(`expected ${JSON.stringify(row.cmd)} to be analysed, got: ${result.error}`);
  expect(result.value.commands.map((c) => c.argv)).toEqual(row.argv);
  for (const command of result.value.commands) expect(command.text).toBe(command.argv.join(" "));
  if (row.paths !== undefined)
    expect(result.value.commands.flatMap((c) => c.paths.map(describePath))).toEqual(row.paths);
  if (row.readOnly !== undefined) expect(result.value.readOnly).toBe(row.readOnly);
  if (row.dangerous !== undefined)
    expect(result.value.commands.flatMap((c) => c.dangerous.map((d) => d.option))).toEqual(row.dangerous);
  if (row.optionLikeGlobs !== undefined)
    expect(result.value.commands.flatMap((c) => (c.optionLikeGlobs ?? []).map((g) => g.word))).toEqual(
      row.optionLikeGlobs,
    );
  if (row.wrappers !== undefined) expect(result.value.commands.map((c) => c.wrappers)).toEqual(row.wrappers);
}

/** One `it` per row, named by the command. */
export function table(rows: readonly Row[]): void {
  it.each(rows.map((row) => [row.cmd.length > 70 ? `${row.cmd.slice(0, 67)}…` : row.cmd, row] as const))(
    "%s",
    async (_name, row) => {
      await check(row);
    },
  );
}

/** Operators, quotes, expansions and redirections: the alphabet the fuzz tests build command lines from. */
export const SHELL_PUNCTUATION: readonly string[] = [
  ";",
  "&&",
  "||",
  "|",
  "&",
  "\n",
  "$(",
  ")",
  "(",
  "`",
  "'",
  '"',
  "<<",
  "<<<",
  "EOF",
  "{",
  "}",
  "$x",
  "${x}",
  "\\",
  "#",
  ">",
  ">>",
  "<",
  "2>&1",
  "*",
  "~",
  "=",
];
