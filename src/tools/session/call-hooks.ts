// What runs around every tool call besides the policy: the repository's PreToolUse and PostToolUse
// hooks, and instructions a subdirectory's CLAUDE.md adds when the agent first works there. The
// pipeline (execute.ts) only sees this interface; src/tools/hooks/ implements it.
import type { PermissionTarget, ToolResultContent } from "../tool";

export interface HookedCall {
  toolName: string;
  /** The tool's older names: a matcher written for "Task" still matches Agent. */
  aliases: readonly string[];
  toolUseId: string;
  /** The input as the model sent it. */
  input: unknown;
  cwd: string;
}

export interface BeforeCallVerdict {
  /** The call does not run; this is why (the model sees it). */
  block?: string;
  /** The input to run instead: judged by the policy again before it runs. */
  updatedInput?: Record<string, unknown>;
  /** The run ends after this message's calls, with this reason (`continue: false`). */
  stop?: string;
}

export interface AfterCallVerdict {
  /** Text the model sees after the result (a hook's feedback or context, new instructions). */
  feedback: string[];
  stop?: string;
}

export interface ToolCallHooks {
  /** Runs beside the policy's decision, before the call. */
  before(call: HookedCall): Promise<BeforeCallVerdict>;
  /** Runs after a call that succeeded, with what it returned and what it touched. */
  after(
    call: HookedCall & { response: ToolResultContent; targets: readonly PermissionTarget[] },
  ): Promise<AfterCallVerdict>;
}
