// The one place a tool call runs: find the tool, parse and validate its input, ask the permission
// resolver, call it, map and size the result. Every failure on the way — unknown tool, bad input,
// denial, a throwing tool, an interrupted run — becomes an is_error tool_result the model can act on;
// nothing thrown by a tool escapes. Preparation is separate from running so the orchestrator can ask
// whether a call is concurrency-safe before deciding how to schedule it.
import type { Result } from "../types/result";
import type { ToolContext } from "./context";
import { checkToolInput } from "./input";
import type { ToolRegistry } from "./registry";
import { afterCall, judgeCall } from "./call-hooks-lifecycle";
import { applySizePolicy } from "./result-size";
import type {
  AnyTool,
  ContextChange,
  PermissionDecision,
  PermissionResolver,
  ToolResultContent,
} from "./tool";

export interface ToolCallRequest {
  id: string;
  name: string;
  input: unknown;
  /** Set when the model's input JSON could not be parsed; the call then fails with this message. */
  inputJsonError?: string;
}

export interface ToolResultParam {
  type: "tool_result";
  tool_use_id: string;
  content: ToolResultContent;
  is_error?: true;
}

/** A call whose tool is found and whose input parses, ready to be judged and run. */
export interface ReadyCall {
  request: ToolCallRequest;
  tool: AnyTool;
  input: unknown;
  readOnly: boolean;
  concurrencySafe: boolean;
  summary: string;
}

/** A call that cannot be prepared: the message for its is_error result, and the call it answers. */
export interface UnpreparedCall {
  request: ToolCallRequest;
  toolName: string;
  message: string;
}

export type PreparedCall = Result<ReadyCall, UnpreparedCall>;

export interface ToolCallOutcome {
  toolUseId: string;
  /** The canonical tool name when the tool was found; what the model sent otherwise. */
  toolName: string;
  input: unknown;
  summary: string;
  result: ToolResultParam;
  isError: boolean;
  /** The resolver's decision, when the call got that far. */
  decision: PermissionDecision | undefined;
  change: ContextChange | undefined;
  savedOutputPath: string | undefined;
  startedAt: number;
  endedAt: number;
  /** A hook said `continue: false`: the run ends after this message's calls, for this reason. */
  stopRun?: string;
}

const stopOf = (reason: string | undefined) => (reason === undefined ? {} : { stopRun: reason });

/** Everything of a ToolContext except what differs per call. */
export type CallContext = Omit<ToolContext, "toolUseId">;

/**
 * What every call of a session goes through alike: its tools, the policy deciding them, the redactor.
 * The context a call runs in is apart: it changes between calls (a new working directory).
 */
export interface CallPipeline {
  registry: ToolRegistry;
  resolver: PermissionResolver;
  clock?: () => number;
  /**
   * Masks known secret values in every result before the model sees it: the last line of defence
   * when a call that was allowed read something it should not have.
   */
  redact?: (text: string) => string;
}

/** A session's pipeline and the context its calls run in. */
export interface ExecuteDeps extends CallPipeline {
  context: CallContext;
}

function redactContent(
  content: ToolResultContent,
  redact: ((text: string) => string) | undefined,
): ToolResultContent {
  if (redact === undefined) return content;
  if (typeof content === "string") return redact(content);
  return content.map((block) => (block.type === "text" ? { ...block, text: redact(block.text) } : block));
}

const errorResult = (id: string, message: string): ToolResultParam => ({
  type: "tool_result",
  tool_use_id: id,
  content: message,
  is_error: true,
});

/** Finds the tool and parses the input, without side effects, so a scheduler can plan before running. */
export async function prepareToolCall(
  request: ToolCallRequest,
  deps: Pick<ExecuteDeps, "registry" | "context">,
): Promise<PreparedCall> {
  const { registry, context } = deps;
  const tool = registry.get(request.name);
  const missing = tool === undefined ? registry.explainMissing?.(request.name) : undefined;
  if (missing !== undefined)
    return {
      ok: false,
      error: { request, toolName: request.name, message: `${request.name} cannot be called: ${missing}.` },
    };
  if (tool === undefined) {
    const available = registry
      .names()
      .filter((n) => !registry.get(n)?.shouldDefer || context.session.deferredTools.isLoaded(n));
    return {
      ok: false,
      error: {
        request,
        toolName: request.name,
        message: `No such tool: ${request.name}. Available tools: ${available.join(", ")}.`,
      },
    };
  }
  if (tool.shouldDefer && !context.session.deferredTools.isLoaded(tool.name)) {
    return {
      ok: false,
      error: {
        request,
        toolName: tool.name,
        message: `${tool.name} is a deferred tool and its schema is not loaded yet. Call ToolSearch with query "select:${tool.name}" first, then call ${tool.name}.`,
      },
    };
  }
  if (request.inputJsonError !== undefined) {
    return {
      ok: false,
      error: {
        request,
        toolName: tool.name,
        message: `${tool.name} was called with input that is not valid JSON (${request.inputJsonError}). Call ${tool.name} again with a complete JSON object.`,
      },
    };
  }
  const parsed = await checkToolInput(tool, request.input);
  if (!parsed.ok) return { ok: false, error: { request, toolName: tool.name, message: parsed.error } };
  let readOnly: boolean;
  let concurrencySafe: boolean;
  let summary: string;
  try {
    const ctx: ToolContext = { ...context, toolUseId: request.id };
    [readOnly, concurrencySafe] = await Promise.all([
      tool.isReadOnly(parsed.value, ctx),
      tool.isConcurrencySafe(parsed.value, ctx),
    ]);
    summary = tool.summarize(parsed.value);
  } catch (error) {
    return {
      ok: false,
      error: {
        request,
        toolName: tool.name,
        message: `${tool.name} could not examine its input: ${messageOf(error)}`,
      },
    };
  }
  return { ok: true, value: { request, tool, input: parsed.value, readOnly, concurrencySafe, summary } };
}

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}

/** What a step returns: its value, or the message of an is_error result. */
type Step<T> = Result<T>;

/** What the model gets back from a call that ran, before sizing and PostToolUse hooks. */
interface Presented {
  content: ToolResultContent;
  change: ContextChange | undefined;
  failed: boolean;
}

export async function runPreparedCall(
  prepared: PreparedCall,
  pipeline: CallPipeline,
  context: CallContext,
): Promise<ToolCallOutcome> {
  const clock = pipeline.clock ?? Date.now;
  const startedAt = clock();
  const { request } = prepared.ok ? prepared.value : prepared.error;
  const base = notRun(request, startedAt);
  const fail = (
    toolName: string,
    summary: string,
    message: string,
    decision?: PermissionDecision,
  ): ToolCallOutcome => ({
    ...base,
    toolName,
    summary,
    decision,
    result: errorResult(request.id, message),
    isError: true,
    endedAt: clock(),
  });

  if (!prepared.ok) return fail(prepared.error.toolName, prepared.error.toolName, prepared.error.message);
  const ready = prepared.value;
  const { tool, input, summary } = ready;
  const ctx: ToolContext = { ...context, toolUseId: request.id };

  const refusal = refusalBeforeJudging(ready, ctx);
  if (refusal !== undefined) return fail(tool.name, summary, refusal);

  // The policy decides, with the repository's PreToolUse hooks beside it (call-hooks-lifecycle.ts).
  const judged = await judgeCall({
    tool,
    input,
    rawInput: request.input,
    readOnly: ready.readOnly,
    concurrencySafe: ready.concurrencySafe,
    ctx,
    resolver: pipeline.resolver,
  });
  if (!judged.ok) {
    const { message, decision, stop } = judged.error;
    return { ...fail(tool.name, summary, message, decision), ...stopOf(stop) };
  }
  const { decision } = judged.value;
  const callInput: unknown = judged.value.input;

  const ran = await callTool(tool, callInput, ctx, pipeline.redact);
  if (!ran.ok) return fail(tool.name, summary, ran.error, decision);
  const presented = presentResult(tool, ran.value, callInput, pipeline.redact);
  if (!presented.ok) return fail(tool.name, summary, presented.error, decision);
  const { content, change, failed } = presented.value;

  const sized = await sizeResult(tool, content, ctx, request.id);
  // PostToolUse hooks see what the model will see; what they add follows the result.
  const after = await afterCall(tool, ctx, {
    rawInput: request.input,
    input: callInput,
    content: sized.content,
  });
  return {
    ...base,
    ...stopOf(judged.value.stop ?? after.stop),
    toolName: tool.name,
    summary,
    decision,
    change,
    savedOutputPath: sized.savedTo,
    result: {
      type: "tool_result",
      tool_use_id: request.id,
      content: after.content,
      ...(failed ? { is_error: true as const } : {}),
    },
    isError: failed,
    endedAt: clock(),
  };
}

/** The fields of an outcome that do not depend on how far the call got. */
function notRun(request: ToolCallRequest, startedAt: number) {
  return {
    toolUseId: request.id,
    input: request.input,
    decision: undefined as PermissionDecision | undefined,
    change: undefined as ContextChange | undefined,
    savedOutputPath: undefined as string | undefined,
    startedAt,
  };
}

/** Why the call must not even be judged: the run is stopping, plan mode, or the tool's own validation. */
function refusalBeforeJudging(prepared: ReadyCall, ctx: ToolContext): string | undefined {
  const { tool, input } = prepared;
  if (ctx.signal.aborted) return "Interrupted: the run is stopping, so this call did not start.";
  if (ctx.session.plan.active && !prepared.readOnly)
    return `Plan mode is active: only read-only tools may run. ${tool.name} would change something; finish the plan with ExitPlanMode first.`;
  try {
    return tool.validateInput(input, ctx);
  } catch (error) {
    return `${tool.name} could not validate its input: ${messageOf(error)}`;
  }
}

/** Runs the tool; a throw becomes a message. */
async function callTool(
  tool: AnyTool,
  callInput: unknown,
  ctx: ToolContext,
  redact: ExecuteDeps["redact"],
): Promise<Step<unknown>> {
  try {
    return { ok: true, value: await tool.call(callInput, ctx) };
  } catch (error) {
    // A thrown message can carry what the tool read (an MCP server's error text): it is redacted too.
    const message = ctx.signal.aborted ? "Interrupted: the run is stopping." : `Error: ${messageOf(error)}`;
    return { ok: false, error: redact === undefined ? message : redact(message) };
  }
}

/** The tool's output as the model will see it (redacted), its change to the context, and whether it failed. */
function presentResult(
  tool: AnyTool,
  output: unknown,
  callInput: unknown,
  redact: ExecuteDeps["redact"],
): Step<Presented> {
  try {
    return {
      ok: true,
      value: {
        content: redactContent(tool.mapResult(output, callInput), redact),
        change: tool.contextChange(output),
        failed: tool.isError(output),
      },
    };
  } catch (error) {
    return { ok: false, error: `Error: ${tool.name} could not present its result: ${messageOf(error)}` };
  }
}

/** Truncates or saves a result over the tool's size limit; a failure to save becomes the result. */
async function sizeResult(
  tool: AnyTool,
  content: ToolResultContent,
  ctx: ToolContext,
  toolUseId: string,
): Promise<{ content: ToolResultContent; savedTo: string | undefined }> {
  return applySizePolicy(
    content,
    { toolName: tool.name, maxChars: tool.maxResultSizeChars, truncation: tool.truncation },
    ctx.outputDir,
    toolUseId,
  ).catch((error: unknown) => ({
    content: `Error: the result was too large and could not be saved: ${messageOf(error)}`,
    savedTo: undefined,
  }));
}

/** Prepare and run one call. */
export async function executeToolCall(request: ToolCallRequest, deps: ExecuteDeps): Promise<ToolCallOutcome> {
  return runPreparedCall(await prepareToolCall(request, deps), deps, deps.context);
}
