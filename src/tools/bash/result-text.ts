// What the model reads after a Bash call. A failing command's output comes back led by "Exit code N"
// so it cannot be missed, and flagged is_error as Claude Code flags it — unless the exit status is the
// program's ordinary answer (grep's 1 for no match: exit-semantics.ts). A timeout, a reset working
// directory or a removed one is said in a sentence after the output.
import type { BackgroundShellInfo } from "../session/shells";
import type { NextCwd } from "./cwd-tracking";
import { benignExitMeaning } from "./exit-semantics";
import { formatCount } from "./output-file";
import type { CommandRun } from "./run-command";

export interface ForegroundResult {
  kind: "foreground";
  command: string;
  run: CommandRun;
  timeoutMs: number;
  workspaceRoot: string;
  /** The session's working directory when the call started. */
  sessionCwd: string;
  /** Set when that directory no longer existed, so the command ran in the workspace root. */
  missingCwd: string | undefined;
  next: NextCwd;
  maxTimeoutMs: number;
}

export interface BackgroundResult {
  kind: "background";
  shell: BackgroundShellInfo;
}

export type BashResult = ForegroundResult | BackgroundResult;

function seconds(ms: number): string {
  const s = ms / 1000;
  return `${Number.isInteger(s) ? String(s) : s.toFixed(1)} s`;
}

function foregroundText(result: ForegroundResult): string {
  const { run } = result;
  const parts: string[] = [];
  let header: string | undefined;
  const body = run.output === "" ? "(no output)" : run.output;

  if (!run.timedOut && !run.outputLimitExceeded) {
    if (run.signal !== null) header = `Terminated by signal ${run.signal}`;
    else if (run.exitCode !== null && run.exitCode !== 0) {
      const benign = benignExitMeaning(result.command, run.exitCode);
      if (benign === undefined) header = `Exit code ${String(run.exitCode)}`;
      else parts.push(`Exit code 1: ${benign.meaning} (normal for ${benign.program}, not an error).`);
    }
  }
  if (run.timedOut)
    parts.push(
      `Command timed out after ${seconds(result.timeoutMs)} and its process group was stopped; the output up to ` +
        `that point is shown above. Run it again with a longer timeout (at most ${String(result.maxTimeoutMs)} ms) ` +
        "or with run_in_background: true.",
    );
  if (run.outputLimitExceeded)
    parts.push(
      `The command was stopped because its output passed ${formatCount(run.totalBytes)} bytes. ` +
        "Narrow what it prints (filter it, or redirect it to a file and search that).",
    );
  if (result.missingCwd !== undefined)
    parts.push(
      `The working directory ${result.missingCwd} no longer exists, so the command ran in ${result.workspaceRoot}.`,
    );
  if (result.next.resetFrom !== undefined)
    parts.push(
      `The shell ended in ${result.next.resetFrom}, which is outside the workspace, so the working directory ` +
        `was reset to ${result.workspaceRoot}.`,
    );

  const main = header === undefined ? body : `${header}\n${body}`;
  return [main, ...parts].join("\n\n");
}

function backgroundText(shell: BackgroundShellInfo): string {
  return [
    `Command running in background with ID: ${shell.id}`,
    `Its output is written to ${shell.outputPath}.`,
    `Read new output with TaskOutput (task_id "${shell.id}"); stop it with TaskStop (task_id "${shell.id}").`,
  ].join("\n");
}

/**
 * Whether the command failed: a non-zero status that is not its program's ordinary answer, a signal, a
 * timeout or runaway output. A background start is not a failure.
 */
export function bashFailed(result: BashResult): boolean {
  if (result.kind === "background") return false;
  const { run } = result;
  if (run.timedOut || run.outputLimitExceeded || run.signal !== null) return true;
  if (run.exitCode === null || run.exitCode === 0) return false;
  return benignExitMeaning(result.command, run.exitCode) === undefined;
}

export function bashResultText(result: BashResult): string {
  return result.kind === "background" ? backgroundText(result.shell) : foregroundText(result);
}
