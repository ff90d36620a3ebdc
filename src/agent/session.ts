// The agent loop: ask the model, run the tool calls it makes (reads together while the answer still
// streams, writes one at a time), send all results back in one message, and repeat until the model
// answers in text or a budget ends the run. A budget about to run out buys one last turn without
// tools, so the run always ends with the model's own summary. Every turn is accounted (tokens, cost)
// and written to the transcript.
import { randomUUID } from "node:crypto";
import type { CallContext, ToolCallOutcome } from "../tools/execute";
import { STRUCTURED_OUTPUT_TOOL } from "../tools/structured-output";
import type { SessionHooks } from "../tools/hooks/session-hooks";
import type { ToolRegistry } from "../tools/registry";
import type { PermissionResolver } from "../tools/tool";
import type {
  ContentBlockParam,
  MessageParam,
  ModelClient,
  ModelResponse,
  TextBlockParam,
  ThinkingConfigParam,
  Usage,
} from "./model";
import { modelSpec } from "./models";
import {
  clearStaleResults,
  type CompactionSettings,
  compactedConversation,
  DEFAULT_COMPACTION,
  needsCompaction,
  promptTokens,
  SUMMARY_REQUEST,
  withoutThinking,
} from "./compaction";
import { CostLedger, costOf, priceOf } from "./pricing";
import { markBreakpoints, systemWithBreakpoint } from "./request";
import {
  abortableSleep,
  DEFAULT_RETRY_POLICY,
  RetriesExhaustedError,
  type RetryPolicy,
  withRetries,
} from "./retry";
import { MessageToolScheduler } from "./scheduler";
import { type Ending, endingOf, STRUCTURED_OUTPUT_NUDGE, type StructuredOutputSlot } from "./session-ending";
import {
  type EndedBy,
  type InitLine,
  type PermissionDenial,
  type ResultLine,
  type ResultSubtype,
  SessionTranscript,
  type TranscriptSink,
} from "./transcript";
import { UsageTotals } from "./usage-totals";
import { VERSION } from "../version";

export interface Budgets {
  maxTurns: number;
  maxCostUsd?: number;
  /** Epoch ms by which the run must have ended (set below the job's own timeout). */
  deadline?: number;
}

export interface SessionOptions {
  sessionId?: string;
  model: string;
  maxTokens: number;
  /** Sent with every request of the session (resolved for the model by thinking.ts). */
  thinking?: ThinkingConfigParam;
  system: TextBlockParam[];
  prompt: string;
  registry: ToolRegistry;
  resolver: PermissionResolver;
  context: CallContext;
  client: ModelClient;
  budgets: Budgets;
  /** Whether the provider supports defer_loading; decides how tools are sent. */
  deferLoading: boolean;
  transcript: TranscriptSink;
  retry?: RetryPolicy;
  maxConcurrency?: number;
  /** Time a wrap-up turn is expected to need; a deadline closer than this triggers it. */
  wrapUpReserveMs?: number;
  clock?: () => number;
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
  log?: (message: string) => void;
  /** Called after every turn, for live progress (the tracking comment). */
  onTurn?: (turn: TurnReport) => void;
  /** The run's shared total (sub-agents add to it too); a new one by default. */
  ledger?: CostLedger;
  /** Set for a sub-agent: the Agent tool_use it runs for, recorded on its transcript lines. */
  parentToolUseId?: string;
  /** When and how the conversation is compacted (default: the model's window, at 80%). */
  compaction?: CompactionSettings;
  /** Masks known secrets in tool results before the model sees them. */
  redact?: (text: string) => string;
  /** What the init line says about the run beyond the session itself (the main session writes it). */
  init?: Pick<InitLine, "apiKeySource" | "permissionMode" | "agents"> &
    Partial<Pick<InitLine, "slash_commands" | "skills">>;
  /**
   * Claude Code's --fallback-model: when the model is still overloaded after the retries, the session
   * goes on with this one (its own max_tokens and thinking, resolved for it).
   */
  fallback?: FallbackModel;
  /** An earlier conversation this session goes on from (--resume); the prompt follows it. */
  history?: readonly MessageParam[];
  /** Set when the run must end with structured output (the StructuredOutput tool fills it). */
  structuredOutput?: StructuredOutputSlot;
  /** The run's MCP servers for the init line, as they stand at the start. */
  mcpServers?: { name: string; status: string }[];
  /**
   * Before each request after the first: adds tools that became available since (an MCP server that
   * connected late) and returns what to tell the model about them, appended to this turn's message.
   */
  joinTools?: () => string | undefined;
  /** The repository's session hooks (SessionStart, UserPromptSubmit, Stop, PreCompact). */
  hooks?: SessionHooks;
}

export interface FallbackModel {
  model: string;
  maxTokens: number;
  thinking?: ThinkingConfigParam;
}

/** The model a session is asking, and what follows from it. */
function activeModel(model: FallbackModel) {
  const { price, known } = priceOf(model.model);
  return {
    model: model.model,
    maxTokens: model.maxTokens,
    thinking: model.thinking === undefined ? {} : { thinking: model.thinking },
    price,
    known,
  };
}

/** Whether the retries ended on the model being overloaded (529, or an overloaded_error event). */
const overloaded = (error: unknown): boolean =>
  error instanceof RetriesExhaustedError &&
  (error.failure.status === 529 || /overloaded/.test(error.failure.reason));

export interface TurnCallReport {
  name: string;
  summary: string;
  isError: boolean;
  denied: boolean;
  /** The policy's reason, for a denied call. */
  reason: string | undefined;
  /** The rule that decided, when the call reached the policy. */
  rule: string | null | undefined;
  /** The first line of the result, for progress output. */
  preview: string;
}

export interface TurnReport {
  turn: number;
  response: ModelResponse;
  toolCalls: TurnCallReport[];
  costUsd: number;
}

function firstLine(content: unknown): string {
  const text =
    typeof content === "string"
      ? content
      : Array.isArray(content)
        ? content
            .flatMap((b: { type?: string; text?: string }) =>
              b.type === "text" && b.text !== undefined ? [b.text] : [],
            )
            .join("\n")
        : "";
  const line = text.trim().split("\n")[0] ?? "";
  return line.length > 120 ? `${line.slice(0, 117)}...` : line;
}

export interface SessionResult {
  subtype: ResultSubtype;
  endedBy: EndedBy;
  isError: boolean;
  /** The model's final text, or why the run failed. */
  result: string;
  /** Why the run did not succeed, in words; empty on success. */
  errors: string[];
  /** The validated StructuredOutput input, when the run was asked for one and got it. */
  structuredOutput?: unknown;
  /** The result line as the transcript has it. */
  line: ResultLine;
  numTurns: number;
  durationMs: number;
  durationApiMs: number;
  totalCostUsd: number;
  usage: Usage;
  permissionDenials: PermissionDenial[];
  sessionId: string;
  messages: MessageParam[];
  /** True when the model's price was not known and the cost is an upper estimate. */
  costEstimated: boolean;
}

const WRAP_UP = {
  max_turns:
    "This is your last turn: the run's turn limit is reached. Do not call tools. Write your final report now: what you did, what is left undone, and anything the reader must check.",
  max_cost:
    "This is your last turn: the run's cost budget is nearly spent. Do not call tools. Write your final report now: what you did, what is left undone, and anything the reader must check.",
  deadline:
    "This is your last turn: the run's time limit is close. Do not call tools. Write your final report now: what you did, what is left undone, and anything the reader must check.",
} as const;

type WrapUpReason = keyof typeof WRAP_UP;

function finalText(content: readonly ContentBlockParam[]): string {
  return content
    .flatMap((b) => (b.type === "text" ? [b.text] : []))
    .join("\n")
    .trim();
}

export async function runSession(options: SessionOptions): Promise<SessionResult> {
  const clock = options.clock ?? Date.now;
  const sleep = options.sleep ?? abortableSleep;
  const log = options.log ?? (() => undefined);
  const sessionId = options.sessionId ?? randomUUID();
  const started = clock();
  let active = activeModel(options);
  const spec = modelSpec(options.model);
  const compaction = options.compaction ?? { ...DEFAULT_COMPACTION, contextWindow: spec.contextWindow };
  // Such a model refuses thinking whose earlier context changed; compaction changes it.
  const preservedThinking = spec.preservedThinking;
  // Fetched per request: the registry hands out the same object until tools join, then one that
  // starts with every definition sent so far.
  const toolsNow = () => options.registry.definitions({ deferLoading: options.deferLoading });
  // What the tools load lazily (the shell parser, the process library) is loaded, and the sandbox
  // probed, while the model works on the first request: the wait for the model is free time, and the
  // first tool call then starts at once.
  let prepared = false;
  const prepareTools = () => {
    if (prepared) return;
    prepared = true;
    void options.registry.prepare();
    options.context.session.shell.prepare?.();
  };
  const system = systemWithBreakpoint(options.system);
  const signal = options.context.signal;
  const reserve = options.wrapUpReserveMs ?? 60_000;

  const messages = startingConversation(options.history ?? [], options.prompt);
  let context = options.context;
  const ledger = options.ledger ?? new CostLedger();
  const parent = options.parentToolUseId ?? null;
  let apiMs = 0;
  let turns = 0;
  let lastTurnCost = 0;
  let lastTurnMs = 0;
  const denials: PermissionDenial[] = [];
  // Index of the message that ended the previous request: its block is this turn's cache read.
  let previousEnd = -1;

  const lines = new SessionTranscript(options.transcript, sessionId, parent);
  lines.init({
    apiKeySource: options.init?.apiKeySource ?? "none",
    permissionMode: options.init?.permissionMode ?? "default",
    agents: options.init?.agents ?? [],
    claude_code_version: `steward/${VERSION}`,
    cwd: context.cwd,
    tools: options.registry.names(),
    mcp_servers: options.mcpServers ?? [],
    model: options.model,
    slash_commands: options.init?.slash_commands ?? [],
    output_style: "default",
    skills: options.init?.skills ?? [],
    plugins: [],
  });
  lines.user([{ type: "text", text: options.prompt }]);
  // The main loop's own usage, for the result line (sub-agents and compaction count in modelUsage).
  const mainUsage = new UsageTotals();
  const slot = options.structuredOutput;
  let structuredAttempts = 0;
  let lastStopReason: string | null = null;
  let duringTools = false;

  const finish = (endedBy: EndedBy, result: string, refusal = false): SessionResult => {
    const ending: Ending = endingOf(endedBy, {
      maxTurns: options.budgets.maxTurns,
      maxCostUsd: options.budgets.maxCostUsd,
      message: result,
      refusal,
      duringTools,
      missingStructuredOutput: slot !== undefined && !slot.produced,
    });
    const durationMs = clock() - started;
    const common = {
      duration_ms: durationMs,
      duration_api_ms: apiMs,
      num_turns: turns,
      stop_reason: lastStopReason,
      total_cost_usd: ledger.costUsd,
      usage: mainUsage.resultUsage(),
      modelUsage: ledger.modelUsage(),
      permission_denials: denials,
      terminal_reason: ending.terminalReason,
    };
    const line = lines.result(
      ending.subtype === "success"
        ? {
            ...common,
            subtype: "success",
            is_error: false,
            result,
            ...(slot?.produced === true ? { structured_output: slot.value } : {}),
          }
        : { ...common, subtype: ending.subtype, is_error: true, errors: ending.errors },
    );
    return {
      subtype: ending.subtype,
      endedBy,
      isError: ending.subtype !== "success",
      result,
      errors: ending.errors,
      ...(slot?.produced === true ? { structuredOutput: slot.value } : {}),
      line,
      numTurns: turns,
      durationMs,
      durationApiMs: apiMs,
      totalCostUsd: ledger.costUsd,
      usage: ledger.usage,
      permissionDenials: denials,
      sessionId,
      messages,
      costEstimated: !active.known,
    };
  };

  /** Whether the next turn must be the last one, and why. */
  const wrapUpNeeded = (): WrapUpReason | undefined => {
    if (turns + 1 >= options.budgets.maxTurns) return "max_turns";
    const maxCost = options.budgets.maxCostUsd;
    if (maxCost !== undefined && ledger.costUsd + lastTurnCost >= maxCost) return "max_cost";
    const deadline = options.budgets.deadline;
    if (deadline !== undefined && clock() + Math.max(reserve, lastTurnMs) >= deadline) return "deadline";
    return undefined;
  };

  // SessionStart and UserPromptSubmit hooks: their context joins the request; a block ends the run.
  const opening = await options.hooks?.opening(options.prompt, context.cwd);
  const refused = opening?.blocked ?? opening?.stop;
  if (refused !== undefined) return finish("error", `The repository's hook stopped the request: ${refused}`);
  const request = messages.at(-1);
  const openingContext = (opening?.context ?? []).map((text) => ({ type: "text" as const, text }));
  if (request !== undefined && typeof request.content !== "string" && openingContext.length > 0) {
    request.content = [...request.content, ...openingContext];
    lines.user(openingContext);
  }
  let stopHookActive = false;

  let wrapUp: WrapUpReason | undefined;
  for (;;) {
    if (signal.aborted) return finish("interrupted", "The run was interrupted.");
    const maxCost = options.budgets.maxCostUsd;
    if (maxCost !== undefined && ledger.costUsd >= maxCost)
      return finish("max_cost", `The cost budget of $${maxCost.toFixed(2)} is spent.`);

    wrapUp = wrapUpNeeded();
    const joined = turns > 0 ? options.joinTools?.() : undefined;
    // Notes join the last user message (after its tool results), so nothing earlier changes.
    for (const note of [joined, wrapUp === undefined ? undefined : WRAP_UP[wrapUp]]) {
      if (note === undefined) continue;
      const last = messages[messages.length - 1];
      if (last?.role === "user" && typeof last.content !== "string") {
        // A turn asked again (with the fallback model) already carries it.
        if (!last.content.some((block) => block.type === "text" && block.text === note))
          last.content = [...last.content, { type: "text", text: note }];
      } else messages.push({ role: "user", content: [{ type: "text", text: note }] });
    }

    const turnStarted = clock();
    const newScheduler = () =>
      new MessageToolScheduler({
        registry: options.registry,
        resolver: options.resolver,
        context,
        ...(options.maxConcurrency === undefined ? {} : { maxConcurrency: options.maxConcurrency }),
        ...(options.redact === undefined ? {} : { redact: options.redact }),
      });
    let scheduler = newScheduler();
    const requestMessages = markBreakpoints(messages, [previousEnd, messages.length - 1]);
    let response: ModelResponse;
    try {
      response = await withRetries(
        () =>
          options.client.turn(
            {
              model: active.model,
              maxTokens: active.maxTokens,
              system,
              messages: requestMessages,
              tools: toolsNow(),
              ...active.thinking,
              ...(wrapUp === undefined ? {} : { toolChoice: "none" as const }),
            },
            {
              onResponse: prepareTools,
              onStart: prepareTools,
              onToolUse: (call) => (wrapUp === undefined ? scheduler.add(call) : undefined),
            },
            signal,
          ),
        options.retry ?? DEFAULT_RETRY_POLICY,
        {
          sleep,
          log,
          // Calls a failed attempt started early were reads; their results are dropped with it.
          onRetry: () => {
            scheduler = newScheduler();
          },
        },
        signal,
      );
    } catch (error) {
      apiMs += clock() - turnStarted;
      duringTools = false;
      if (signal.aborted) return finish("interrupted", "The run was interrupted.");
      const fallback = options.fallback;
      if (overloaded(error) && fallback !== undefined && active.model !== fallback.model) {
        log(`${active.model} is overloaded; the run goes on with the fallback model ${fallback.model}`);
        active = activeModel(fallback);
        // Thinking blocks are signed by the model that wrote them; another model would refuse them.
        messages.splice(0, messages.length, ...withoutThinking(messages));
        previousEnd = -1;
        continue;
      }
      const message =
        error instanceof RetriesExhaustedError ? error.message : `The model request failed: ${String(error)}`;
      return finish("error", message);
    }
    apiMs += clock() - turnStarted;
    turns++;
    const turnCost = costOf(response.usage, active.price);
    ledger.add(response.usage, turnCost, {
      name: active.model,
      maxOutputTokens: active.maxTokens,
      ...(response.usageDetails === undefined ? {} : { details: response.usageDetails }),
    });
    mainUsage.add(response.usage, response.usageDetails, turnCost);
    lastTurnCost = turnCost;
    lastStopReason = response.stopReason;

    messages.push({ role: "assistant", content: response.content });
    previousEnd = messages.length - 1;
    lines.assistant(response);

    const hasCalls = response.toolCalls.length > 0 && wrapUp === undefined;
    if (!hasCalls) {
      options.onTurn?.({ turn: turns, response, toolCalls: [], costUsd: turnCost });
      lastTurnMs = clock() - turnStarted;
      if (response.stopReason === "max_tokens" && wrapUp === undefined) {
        messages.push({
          role: "user",
          content: [
            {
              type: "text",
              text: "Your answer was cut off at the output limit. Continue where you stopped.",
            },
          ],
        });
        continue;
      }
      if (response.stopReason === "refusal")
        return finish("error", finalText(response.content) || "The model declined the task.", true);
      const text = finalText(response.content);
      if (wrapUp === "max_turns") return finish("max_turns", text);
      if (wrapUp === "max_cost") return finish("max_cost", text);
      if (wrapUp === "deadline") return finish("deadline", text);
      if (slot !== undefined && !slot.produced) {
        // The run must end with StructuredOutput: remind the model, a bounded number of times.
        structuredAttempts++;
        if (structuredAttempts >= slot.maxAttempts)
          return finish("no_structured_output", structuredOutputGiveUp(structuredAttempts));
        const reminder: ContentBlockParam[] = [{ type: "text", text: STRUCTURED_OUTPUT_NUDGE }];
        messages.push({ role: "user", content: reminder });
        lines.user(reminder);
        continue;
      }
      // A Stop hook may send the model back to work, with its reason.
      const goOn = await options.hooks?.stopping(stopHookActive, context.cwd);
      if (goOn !== undefined) {
        stopHookActive = true;
        const reason: ContentBlockParam[] = [{ type: "text", text: goOn }];
        messages.push({ role: "user", content: reason });
        lines.user(reason);
        continue;
      }
      return finish("completed", text);
    }

    duringTools = true;
    const outcomes = await scheduler.finish();
    context = scheduler.finalContext;
    for (const outcome of outcomes) recordDenial(outcome, lines, denials);
    const results: ContentBlockParam[] = outcomes.map((o) => o.result as ContentBlockParam);
    messages.push({ role: "user", content: results });
    lines.user(results);
    options.onTurn?.({
      turn: turns,
      response,
      toolCalls: outcomes.map((o) => ({
        name: o.toolName,
        summary: o.summary,
        isError: o.isError,
        denied: o.decision?.behavior === "deny",
        reason: o.decision?.behavior === "deny" ? o.decision.reason : undefined,
        rule: o.decision?.rule,
        preview: firstLine(o.result.content),
      })),
      costUsd: turnCost,
    });
    lastTurnMs = clock() - turnStarted;
    const stopped = outcomes.find((o) => o.stopRun !== undefined)?.stopRun;
    if (stopped !== undefined)
      return finish("completed", `The repository's hook stopped the run: ${stopped}`);
    if (slot !== undefined) {
      // An accepted StructuredOutput ends the run (as in Claude Code); rejected ones count as attempts.
      if (slot.produced) return finish("completed", finalText(response.content));
      structuredAttempts += outcomes.filter((o) => o.toolName === STRUCTURED_OUTPUT_TOOL && o.isError).length;
      if (structuredAttempts >= slot.maxAttempts)
        return finish("no_structured_output", structuredOutputGiveUp(structuredAttempts));
    }

    const tokens = promptTokens(response.usage);
    if (needsCompaction(tokens, compaction)) {
      const compacted = await compact(tokens, compaction);
      messages.splice(0, messages.length, ...(preservedThinking ? withoutThinking(compacted) : compacted));
      previousEnd = -1;
      // What was read before is gone from the context: re-reads must return content, not "unchanged".
      context.files.clear();
    }
  }

  /** Asks the model to summarise the conversation so far, in a request that repeats the last prefix. */
  async function compact(tokens: number, settings: CompactionSettings): Promise<MessageParam[]> {
    await options.hooks?.compacting(context.cwd);
    lines.compactBoundary(tokens);
    const last = messages[messages.length - 1];
    const asking: MessageParam[] = [
      ...messages.slice(0, -1),
      last?.role === "user" && typeof last.content !== "string"
        ? { role: "user", content: [...last.content, { type: "text", text: SUMMARY_REQUEST }] }
        : { role: "user", content: [{ type: "text", text: SUMMARY_REQUEST }] },
    ];
    const started = clock();
    try {
      const summary = await withRetries(
        () =>
          options.client.turn(
            {
              model: active.model,
              maxTokens: active.maxTokens,
              system,
              messages: markBreakpoints(asking, [previousEnd, asking.length - 1]),
              tools: toolsNow(),
              ...active.thinking,
              toolChoice: "none",
            },
            {},
            signal,
          ),
        options.retry ?? DEFAULT_RETRY_POLICY,
        { sleep, log },
        signal,
      );
      apiMs += clock() - started;
      ledger.add(summary.usage, costOf(summary.usage, active.price), {
        name: active.model,
        maxOutputTokens: active.maxTokens,
        ...(summary.usageDetails === undefined ? {} : { details: summary.usageDetails }),
      });
      lines.assistant(summary);
      const text = finalText(summary.content);
      if (text === "") throw new Error("the summary came back empty");
      log(`compacted the conversation at ${String(tokens)} prompt tokens`);
      return compactedConversation(messages, text, settings);
    } catch (error) {
      apiMs += clock() - started;
      if (signal.aborted) return messages;
      log(`compaction failed (${String(error)}); clearing old tool results instead`);
      return clearStaleResults(messages, settings);
    }
  }
}

function structuredOutputGiveUp(attempts: number): string {
  return `The model did not produce structured output that matches the schema after ${String(attempts)} attempts (invalid StructuredOutput calls and reminders).`;
}

/** A denied call goes on the result line's permission_denials and gets a permission_denied line. */
function recordDenial(outcome: ToolCallOutcome, lines: SessionTranscript, denials: PermissionDenial[]): void {
  const decision = outcome.decision;
  if (decision?.behavior !== "deny") return;
  const input = outcome.input;
  denials.push({
    tool_name: outcome.toolName,
    tool_use_id: outcome.toolUseId,
    tool_input:
      typeof input === "object" && input !== null && !Array.isArray(input)
        ? (input as Record<string, unknown>)
        : {},
  });
  const content = outcome.result.content;
  lines.denied({
    toolName: outcome.toolName,
    toolUseId: outcome.toolUseId,
    rule: decision.rule,
    reason: decision.reason,
    mode: false,
    message: typeof content === "string" ? content : decision.reason,
  });
}

/** The conversation the first request sends: any resumed history, then the prompt as a user turn. */
function startingConversation(history: readonly MessageParam[], prompt: string): MessageParam[] {
  const messages: MessageParam[] = [...history];
  const text: ContentBlockParam = { type: "text", text: prompt };
  const last = messages.at(-1);
  // A conversation that ended on tool results goes on in the same user turn.
  if (last?.role === "user") {
    const earlier: ContentBlockParam[] =
      typeof last.content === "string" ? [{ type: "text", text: last.content }] : last.content;
    messages[messages.length - 1] = { role: "user", content: [...earlier, text] };
    return messages;
  }
  return [...messages, { role: "user", content: [text] }];
}
