// Fires the repository's hooks for one event: the matching commands run in parallel (as Claude Code
// runs them), each as a process like a Bash command, and their verdicts are combined. A hook that
// fails is a note for the report, never a failure of the run; what a failure blocks is the hook's own
// choice (onFailure: "block", PreToolUse only). When hooks cannot run as configured here (Bash is off,
// or the trusted hook scripts cannot be put in place), every hook counts as failed, with that reason.
import { type HookCommand, type HookConfig, type HookEvent, hooksFor } from "../../project/hooks-config";
import {
  combineVerdicts,
  type HookCommon,
  hookInput,
  type HookRun,
  type HookVerdict,
  interpretHookRun,
} from "../../project/hook-protocol";
import type { ProjectNotes } from "../../project/notes";
import type { ShellCommand, ShellLauncher } from "../session/shell";

export interface HookEngineOptions {
  config: HookConfig;
  launcher: ShellLauncher;
  /** The agent's environment (the policy's allow-list); CLAUDE_PROJECT_DIR is added. */
  env: Readonly<Record<string, string>>;
  workspaceRoot: string;
  outputDir: string;
  sessionId: string;
  transcriptPath: string;
  notes: ProjectNotes;
  signal: AbortSignal;
  /** Why no hook can run in this session; every hook then counts as failed. */
  unavailable?: string;
  /** Directories the sandbox shows in place of the checkout's (the trusted .claude/). */
  overlays?: ShellCommand["overlays"];
  /** Masks the run's secrets in what hooks say, before the model or the report sees it. */
  redact?: (text: string) => string;
}

function redacted(verdict: HookVerdict, redact: ((text: string) => string) | undefined): HookVerdict {
  if (redact === undefined) return verdict;
  return {
    ...verdict,
    ...(verdict.block === undefined ? {} : { block: redact(verdict.block) }),
    ...(verdict.stop === undefined ? {} : { stop: redact(verdict.stop) }),
    context: verdict.context.map(redact),
    notes: verdict.notes.map(redact),
  };
}

/** In place of the engine's signal for one event (SessionEnd of a cancelled run): a bounded budget. */
export interface FireBounds {
  signal: AbortSignal;
  graceMs: number;
}

export class HookEngine {
  constructor(private readonly options: HookEngineOptions) {}

  /** Whether any hook is configured for the event (cheap: no process is started). */
  has(event: HookEvent): boolean {
    return (this.options.config[event]?.length ?? 0) > 0;
  }

  /**
   * Runs the event's hooks whose matcher takes one of `subjects` (all of them when empty) and
   * returns their combined verdict. Notes (failures, system messages) go to the run's notes.
   */
  async fire(
    event: HookEvent,
    subjects: readonly string[],
    fields: Readonly<Record<string, unknown>>,
    cwd: string,
    bounds?: FireBounds,
  ): Promise<HookVerdict> {
    const hooks = hooksFor(this.options.config, event, subjects);
    if (hooks.length === 0) return { context: [], notes: [] };
    const common: HookCommon = {
      session_id: this.options.sessionId,
      transcript_path: this.options.transcriptPath,
      cwd,
      permission_mode: "default",
    };
    const input = JSON.stringify(hookInput(event, common, fields));
    const verdicts = await Promise.all(
      hooks.map(async (hook) => {
        const verdict = redacted(
          interpretHookRun(event, hook, await this.runOne(hook, input, cwd, bounds)),
          this.options.redact,
        );
        for (const note of verdict.notes) this.options.notes.add(note, `${event}\0${hook.command}`);
        return verdict;
      }),
    );
    return combineVerdicts(verdicts);
  }

  private async runOne(hook: HookCommand, input: string, cwd: string, bounds?: FireBounds): Promise<HookRun> {
    const { options } = this;
    if (options.unavailable !== undefined)
      return { exitCode: null, stdout: "", stderr: "", timedOut: false, error: options.unavailable };
    // The process code loads with the first hook that runs: most runs have none.
    const { runHookProcess } = await import("./run-hook");
    return runHookProcess({
      command: hook.command,
      input,
      cwd,
      env: { ...options.env, CLAUDE_PROJECT_DIR: options.workspaceRoot },
      launcher: options.launcher,
      ...(options.overlays === undefined ? {} : { overlays: options.overlays }),
      outputDir: options.outputDir,
      timeoutMs: hook.timeoutMs,
      signal: bounds?.signal ?? options.signal,
      ...(bounds === undefined ? {} : { graceMs: bounds.graceMs }),
    });
  }
}
