// Claude Code's hook protocol, both ways, as pure functions: the JSON a hook reads on stdin, and what
// its exit code and output mean. Exit 0 is success (stdout may be JSON with decisions, or plain text
// that UserPromptSubmit and SessionStart add as context); exit 2 blocks, with stderr as the reason;
// any other exit, a timeout or a crash is a non-blocking error, unless the hook is marked to fail
// closed. steward's one difference: a hook's "allow" never overrides the policy (and "ask" is a
// denial: nobody can answer in CI).
import type { HookCommand, HookEvent } from "./hooks-config";

export interface HookCommon {
  session_id: string;
  transcript_path: string;
  cwd: string;
  permission_mode: string;
}

/** What a hook reads on stdin: the common fields, the event's name, and the event's own fields. */
export function hookInput(
  event: HookEvent,
  common: HookCommon,
  fields: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  return { ...common, hook_event_name: event, ...fields };
}

export interface HookRun {
  /** null when the hook did not exit normally (killed, or never started). */
  exitCode: number | null;
  stdout: string;
  stderr: string;
  timedOut: boolean;
  /** Why it could not run at all. */
  error?: string;
}

export interface HookVerdict {
  /** The call, prompt or stop is blocked (PreToolUse, UserPromptSubmit), or this reason is fed back. */
  block?: string;
  /** PreToolUse's permissionDecision, as the hook said it. */
  permission?: "allow" | "deny" | "ask";
  /** PreToolUse's rewritten input. */
  updatedInput?: Record<string, unknown>;
  /** Text for the model (additionalContext, or SessionStart / UserPromptSubmit stdout). */
  context: string[];
  /** `continue: false`: the run stops, with this reason. */
  stop?: string;
  /** For the report: a hook's systemMessage, or why it failed. */
  notes: string[];
}

const MAX_TEXT = 10_000;
const cap = (text: string) => (text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT)}… (cut)` : text);
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const str = (value: unknown): string | undefined => (typeof value === "string" ? value : undefined);

/** Events whose plain stdout (exit 0) is context for the model. */
const STDOUT_IS_CONTEXT: ReadonlySet<HookEvent> = new Set(["UserPromptSubmit", "SessionStart"]);
/** Events a hook can block (exit 2 or a block decision). */
const BLOCKABLE: ReadonlySet<HookEvent> = new Set([
  "PreToolUse",
  "PostToolUse",
  "UserPromptSubmit",
  "Stop",
  "SubagentStop",
]);

function failure(event: HookEvent, hook: HookCommand, why: string): HookVerdict {
  const verdict: HookVerdict = { context: [], notes: [`${event} hook \`${hook.command}\` ${why}`] };
  if (hook.failClosed)
    verdict.block = `the PreToolUse hook \`${hook.command}\` ${why}, and it is marked onFailure: block`;
  return verdict;
}

function preToolUseOutput(output: Record<string, unknown>, verdict: HookVerdict): void {
  const specific = isRecord(output["hookSpecificOutput"]) ? output["hookSpecificOutput"] : {};
  // The older form: decision "approve" | "block" with a reason.
  const legacy = str(output["decision"]);
  const decision =
    str(specific["permissionDecision"]) ??
    (legacy === "approve" ? "allow" : legacy === "block" ? "deny" : undefined);
  const reason = str(specific["permissionDecisionReason"]) ?? str(output["reason"]);
  if (decision === "deny") verdict.block = reason ?? "a PreToolUse hook denied it";
  else if (decision === "ask")
    verdict.block = `a PreToolUse hook asked for confirmation${reason === undefined ? "" : ` (${reason})`}, and nobody can answer in CI`;
  if (decision === "allow" || decision === "deny" || decision === "ask") verdict.permission = decision;
  if (isRecord(specific["updatedInput"])) verdict.updatedInput = specific["updatedInput"];
}

function jsonOutput(event: HookEvent, output: Record<string, unknown>, verdict: HookVerdict): void {
  if (output["continue"] === false) verdict.stop = str(output["stopReason"]) ?? "a hook stopped the run";
  const message = str(output["systemMessage"]);
  if (message !== undefined) verdict.notes.push(`${event} hook: ${cap(message)}`);
  if (event === "PreToolUse") preToolUseOutput(output, verdict);
  else if (output["decision"] === "block" && BLOCKABLE.has(event))
    verdict.block = str(output["reason"]) ?? `a ${event} hook blocked it`;
  const specific = isRecord(output["hookSpecificOutput"]) ? output["hookSpecificOutput"] : {};
  const context = str(specific["additionalContext"]);
  if (context !== undefined && context.trim() !== "") verdict.context.push(cap(context));
}

/** What one hook's run means for its event. */
export function interpretHookRun(event: HookEvent, hook: HookCommand, run: HookRun): HookVerdict {
  if (run.error !== undefined) return failure(event, hook, `could not run: ${run.error}`);
  if (run.timedOut) return failure(event, hook, `timed out after ${String(hook.timeoutMs / 1000)} s`);
  const stderr = cap(run.stderr.trim());
  if (run.exitCode === 2) {
    if (BLOCKABLE.has(event))
      return {
        block: stderr === "" ? `a ${event} hook blocked it (exit 2)` : stderr,
        context: [],
        notes: [],
      };
    return {
      context: [],
      notes: [`${event} hook \`${hook.command}\` exited with 2${stderr === "" ? "" : `: ${stderr}`}`],
    };
  }
  if (run.exitCode !== 0)
    return failure(
      event,
      hook,
      `failed (exit ${run.exitCode === null ? "by a signal" : String(run.exitCode)})${stderr === "" ? "" : `: ${stderr}`}`,
    );
  const stdout = run.stdout.trim();
  const verdict: HookVerdict = { context: [], notes: [] };
  if (stdout.startsWith("{")) {
    let output: unknown;
    try {
      output = JSON.parse(stdout);
    } catch (error) {
      return failure(
        event,
        hook,
        `printed output that is not valid JSON (${error instanceof Error ? error.message : String(error)})`,
      );
    }
    if (isRecord(output)) jsonOutput(event, output, verdict);
  } else if (STDOUT_IS_CONTEXT.has(event) && stdout !== "") verdict.context.push(cap(stdout));
  return verdict;
}

/**
 * The verdicts of one event's hooks (run in parallel) as one: any block blocks, reasons joined; the
 * strictest permission wins; context is kept in configuration order. Two hooks rewriting the input
 * differently cannot both be honoured, so the call is blocked rather than one chosen silently.
 */
export function combineVerdicts(verdicts: readonly HookVerdict[]): HookVerdict {
  const combined: HookVerdict = { context: [], notes: [] };
  const blocks: string[] = [];
  const rewrites: Record<string, unknown>[] = [];
  for (const v of verdicts) {
    if (v.block !== undefined) blocks.push(v.block);
    combined.context.push(...v.context);
    combined.notes.push(...v.notes);
    if (v.stop !== undefined) combined.stop ??= v.stop;
    if (v.updatedInput !== undefined) rewrites.push(v.updatedInput);
    const rank = { allow: 1, ask: 2, deny: 3 } as const;
    if (
      v.permission !== undefined &&
      (combined.permission === undefined || rank[v.permission] > rank[combined.permission])
    )
      combined.permission = v.permission;
  }
  const distinct = new Set(rewrites.map((r) => JSON.stringify(r)));
  if (distinct.size > 1)
    blocks.push("two PreToolUse hooks rewrote the input differently, so neither was applied");
  else if (rewrites[0] !== undefined) combined.updatedInput = rewrites[0];
  if (blocks.length > 0) combined.block = blocks.join("\n");
  return combined;
}
