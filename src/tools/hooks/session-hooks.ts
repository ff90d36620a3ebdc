// The session's own hook events: SessionStart and UserPromptSubmit before the first request (their
// output becomes context in the first message; UserPromptSubmit can block the request), Stop (or
// SubagentStop in a sub-agent) when the model would end (a block sends it back to work with the
// hook's reason), PreCompact before the conversation is summarised, SessionEnd when the run is over —
// cancelled runs included, as Claude Code runs it on exit, but then within a short budget.
import type { HookEngine } from "./engine";

export interface SessionOpening {
  /** Text added to the first message, after the request. */
  context: string[];
  /** The request is not worked on; this is why. */
  blocked?: string;
  stop?: string;
}

export interface SessionHooks {
  opening(prompt: string, cwd: string): Promise<SessionOpening>;
  /** A reason to keep working instead of ending, or undefined to end. */
  stopping(stopHookActive: boolean, cwd: string): Promise<string | undefined>;
  compacting(cwd: string): Promise<void>;
}

export function createSessionHooks(engine: HookEngine, kind: "main" | "subagent"): SessionHooks {
  return {
    async opening(prompt, cwd) {
      if (kind === "subagent") return { context: [] };
      const start = await engine.fire("SessionStart", ["startup"], { source: "startup" }, cwd);
      const submit = await engine.fire("UserPromptSubmit", [], { prompt }, cwd);
      const context = [...start.context, ...submit.context].map(
        (text) => `Context from the repository's hooks (trusted configuration):\n${text}`,
      );
      const stop = start.stop ?? submit.stop;
      return {
        context,
        ...(submit.block === undefined ? {} : { blocked: submit.block }),
        ...(stop === undefined ? {} : { stop }),
      };
    },
    async stopping(stopHookActive, cwd) {
      const event = kind === "main" ? "Stop" : "SubagentStop";
      if (!engine.has(event)) return undefined;
      const verdict = await engine.fire(event, [], { stop_hook_active: stopHookActive }, cwd);
      if (verdict.stop !== undefined || verdict.block === undefined) return undefined;
      return `The repository's ${event} hook asks you to continue before finishing: ${verdict.block}`;
    },
    async compacting(cwd) {
      if (engine.has("PreCompact"))
        await engine.fire("PreCompact", ["auto"], { trigger: "auto", custom_instructions: "" }, cwd);
    },
  };
}

/**
 * How long SessionEnd hooks may run when the run is cancelled. The runner sends SIGTERM ~7.5 s after
 * SIGINT and kills soon after, and the work must still be saved and reported in that time: the hooks
 * get 1.5 s, then SIGTERM and at most CANCEL_GRACE_MS more before SIGKILL.
 */
export const SESSION_END_CANCEL_BUDGET_MS = 1_500;
const CANCEL_GRACE_MS = 500;

/**
 * SessionEnd, once the run is over (its output changes nothing). `runSignal` is the run's: when it
 * is aborted the hooks still run, bounded by `budgetMs` instead of their own timeouts alone.
 */
export async function endSession(
  engine: HookEngine,
  reason: string,
  cwd: string,
  runSignal: AbortSignal,
  budgetMs = SESSION_END_CANCEL_BUDGET_MS,
): Promise<void> {
  if (!engine.has("SessionEnd")) return;
  const bounded = runSignal.aborted
    ? { signal: AbortSignal.timeout(budgetMs), graceMs: CANCEL_GRACE_MS }
    : undefined;
  await engine.fire("SessionEnd", [], { reason }, cwd, bounded);
}
