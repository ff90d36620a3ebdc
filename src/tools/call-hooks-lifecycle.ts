// The permission step of a call with the repository's hooks around it, in Claude Code's order:
// PreToolUse hooks run beside the policy's analysis; a hook's block stops the call; a hook's
// rewritten input is parsed, validated and judged by the policy again, as if the model had sent it;
// a hook's "allow" changes nothing (the policy decides). After a call that ran, PostToolUse hooks
// (and new subdirectory instructions) add what the model should read after the result.
import type { Result } from "../types/result";
import type { ToolContext } from "./context";
import { checkToolInput } from "./input";
import type { AfterCallVerdict, BeforeCallVerdict, HookedCall } from "./session/call-hooks";
import type {
  AnyTool,
  PermissionDecision,
  PermissionResolver,
  ToolResultBlock,
  ToolResultContent,
} from "./tool";

/**
 * The input to run and the policy's decision; or the message of the call's is_error result, with the
 * decision that refused it. Either way `stop` carries a hook's `continue: false`.
 */
export type Judgement = Result<
  { input: unknown; decision: PermissionDecision; stop?: string },
  { message: string; decision?: PermissionDecision; stop?: string }
>;

interface JudgeArgs {
  tool: AnyTool;
  /** The parsed input, and as the model sent it (what hooks see). */
  input: unknown;
  rawInput: unknown;
  readOnly: boolean;
  concurrencySafe: boolean;
  ctx: ToolContext;
  resolver: PermissionResolver;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function decide(args: JudgeArgs, input: unknown, readOnly: boolean): Promise<PermissionDecision> {
  const { tool, ctx } = args;
  try {
    return await args.resolver.decide({
      toolName: tool.name,
      input,
      targets: tool.permissionTargets(input, ctx),
      readOnly,
      cwd: ctx.cwd,
      workspaceRoot: ctx.workspaceRoot,
    });
  } catch (error) {
    // The policy failing to decide is a denial, never a pass.
    return { behavior: "deny", reason: `the permission policy failed: ${messageOf(error)}`, rule: null };
  }
}

function denied(tool: AnyTool, decision: PermissionDecision, stop?: string): Judgement {
  const rule = decision.rule === null ? "" : ` (rule: ${decision.rule})`;
  return {
    ok: false,
    error: {
      message: `Permission denied for ${tool.name}: ${decision.reason}${rule}. Do not retry the same call; choose another approach.`,
      decision,
      ...(stop === undefined ? {} : { stop }),
    },
  };
}

/** The rewritten input, checked as the model's own would be; a message when it cannot run. */
async function rejudge(
  args: JudgeArgs,
  rewritten: Record<string, unknown>,
  stop?: string,
): Promise<Judgement> {
  const { tool, ctx } = args;
  const refuse = (why: string): Judgement => ({
    ok: false,
    error: {
      message: `A PreToolUse hook rewrote the ${tool.name} input, and the new input ${why}. The call did not run.`,
      decision: { behavior: "deny", reason: `a PreToolUse hook's rewritten input ${why}`, rule: null },
      ...(stop === undefined ? {} : { stop }),
    },
  });
  const parsed = await checkToolInput(tool, rewritten);
  if (!parsed.ok) return refuse(`is not valid: ${parsed.error}`);
  let readOnly: boolean;
  let safe: boolean;
  try {
    [readOnly, safe] = await Promise.all([
      tool.isReadOnly(parsed.value, ctx),
      tool.isConcurrencySafe(parsed.value, ctx),
    ]);
  } catch (error) {
    return refuse(`could not be examined (${messageOf(error)})`);
  }
  if (ctx.session.plan.active && !readOnly) return refuse("would change something while plan mode is active");
  let validation: string | undefined;
  try {
    validation = tool.validateInput(parsed.value, ctx);
  } catch (error) {
    validation = messageOf(error);
  }
  if (validation !== undefined) return refuse(`was refused: ${validation}`);
  const decision = await decide(args, parsed.value, readOnly);
  if (decision.behavior !== "allow") return denied(tool, decision, stop);
  // The call was scheduled beside others for the input the model sent; a rewrite may not change that.
  if (args.concurrencySafe && !safe)
    return refuse("would change things, while the call was running beside others");
  return { ok: true, value: { input: parsed.value, decision, ...(stop === undefined ? {} : { stop }) } };
}

function hookedCall(tool: AnyTool, ctx: ToolContext, rawInput: unknown): HookedCall {
  return {
    toolName: tool.name,
    aliases: tool.aliases,
    toolUseId: ctx.toolUseId,
    input: rawInput,
    cwd: ctx.cwd,
  };
}

/** The policy's decision with the PreToolUse hooks beside it. */
export async function judgeCall(args: JudgeArgs): Promise<Judgement> {
  const { tool, ctx } = args;
  const hooks = ctx.session.callHooks;
  const none: BeforeCallVerdict = {};
  const [decision, verdict] = await Promise.all([
    decide(args, args.input, args.readOnly),
    hooks === undefined ? Promise.resolve(none) : hooks.before(hookedCall(tool, ctx, args.rawInput)),
  ]);
  const stop = verdict.stop;
  if (verdict.block !== undefined)
    return {
      ok: false,
      error: {
        message: `The repository's PreToolUse hook blocked this ${tool.name} call: ${verdict.block}`,
        decision: { behavior: "deny", reason: `a PreToolUse hook blocked it: ${verdict.block}`, rule: null },
        ...(stop === undefined ? {} : { stop }),
      },
    };
  if ("updatedInput" in verdict && verdict.updatedInput !== undefined)
    return rejudge(args, verdict.updatedInput, stop);
  if (decision.behavior !== "allow") return denied(tool, decision, stop);
  return { ok: true, value: { input: args.input, decision, ...(stop === undefined ? {} : { stop }) } };
}

/** The result with what PostToolUse hooks (and new instructions) add after it. */
export async function afterCall(
  tool: AnyTool,
  ctx: ToolContext,
  call: { rawInput: unknown; input: unknown; content: ToolResultContent },
): Promise<{ content: ToolResultContent; stop?: string }> {
  const hooks = ctx.session.callHooks;
  if (hooks === undefined) return { content: call.content };
  let verdict: AfterCallVerdict;
  try {
    verdict = await hooks.after({
      ...hookedCall(tool, ctx, call.rawInput),
      response: call.content,
      targets: tool.permissionTargets(call.input, ctx),
    });
  } catch (error) {
    verdict = { feedback: [`(a PostToolUse hook could not run: ${messageOf(error)})`] };
  }
  if (verdict.feedback.length === 0)
    return { content: call.content, ...(verdict.stop === undefined ? {} : { stop: verdict.stop }) };
  const blocks: ToolResultBlock[] =
    typeof call.content === "string"
      ? call.content === ""
        ? []
        : [{ type: "text", text: call.content }]
      : [...call.content];
  for (const text of verdict.feedback) blocks.push({ type: "text", text });
  return { content: blocks, ...(verdict.stop === undefined ? {} : { stop: verdict.stop }) };
}
