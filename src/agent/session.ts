// The agent loop: ask the model, run the tool calls it makes (reads together while the answer still
// streams, writes one at a time), send all results back in one message, and repeat until the model
// answers in text or a budget ends the run. A budget about to run out buys one last turn without
// tools, so the run always ends with the model's own summary. Every turn is accounted (tokens, cost)
// and written to the transcript.
import { randomUUID } from "node:crypto";
import type { CallContext } from "../tools/execute";
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
import type { EndedBy, PermissionDenial, ResultSubtype, TranscriptSink } from "./transcript";

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
}

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
  const { price, known } = priceOf(options.model);
  const spec = modelSpec(options.model);
  const compaction = options.compaction ?? { ...DEFAULT_COMPACTION, contextWindow: spec.contextWindow };
  // Such a model refuses thinking whose earlier context changed; compaction changes it.
  const preservedThinking = spec.preservedThinking;
  const thinking = options.thinking === undefined ? {} : { thinking: options.thinking };
  const tools = options.registry.definitions({ deferLoading: options.deferLoading });
  // What the tools load lazily (the shell parser, the process library) is loaded while the first
  // answer streams: the wait for the model is free time, and the first tool call then starts at once.
  let prepared = false;
  const prepareTools = () => {
    if (prepared) return;
    prepared = true;
    void options.registry.prepare();
  };
  const system = systemWithBreakpoint(options.system);
  const signal = options.context.signal;
  const reserve = options.wrapUpReserveMs ?? 60_000;

  const messages: MessageParam[] = [{ role: "user", content: [{ type: "text", text: options.prompt }] }];
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

  options.transcript.write({
    type: "system",
    subtype: "init",
    session_id: sessionId,
    cwd: context.cwd,
    tools: options.registry.names(),
    model: options.model,
    permissionMode: "policy",
  });

  const finish = (subtype: ResultSubtype, endedBy: EndedBy, result: string): SessionResult => {
    const isError = subtype !== "success";
    const durationMs = clock() - started;
    options.transcript.write({
      type: "result",
      subtype,
      is_error: isError,
      duration_ms: durationMs,
      duration_api_ms: apiMs,
      num_turns: turns,
      result,
      total_cost_usd: ledger.costUsd,
      usage: ledger.usage,
      permission_denials: denials,
      session_id: sessionId,
      ended_by: endedBy,
    });
    return {
      subtype,
      endedBy,
      isError,
      result,
      numTurns: turns,
      durationMs,
      durationApiMs: apiMs,
      totalCostUsd: ledger.costUsd,
      usage: ledger.usage,
      permissionDenials: denials,
      sessionId,
      messages,
      costEstimated: !known,
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

  let wrapUp: WrapUpReason | undefined;
  for (;;) {
    if (signal.aborted) return finish("error_during_execution", "interrupted", "The run was interrupted.");
    const maxCost = options.budgets.maxCostUsd;
    if (maxCost !== undefined && ledger.costUsd >= maxCost)
      return finish(
        "error_max_budget_usd",
        "max_cost",
        `The cost budget of $${maxCost.toFixed(2)} is spent.`,
      );

    wrapUp = wrapUpNeeded();
    if (wrapUp !== undefined) {
      // The instruction joins the last user message (after its tool results), so nothing earlier changes.
      const last = messages[messages.length - 1];
      if (last?.role === "user" && typeof last.content !== "string")
        last.content = [...last.content, { type: "text", text: WRAP_UP[wrapUp] }];
      else messages.push({ role: "user", content: [{ type: "text", text: WRAP_UP[wrapUp] }] });
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
              model: options.model,
              maxTokens: options.maxTokens,
              system,
              messages: requestMessages,
              tools,
              ...thinking,
              ...(wrapUp === undefined ? {} : { toolChoice: "none" as const }),
            },
            {
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
      if (signal.aborted) return finish("error_during_execution", "interrupted", "The run was interrupted.");
      const message =
        error instanceof RetriesExhaustedError ? error.message : `The model request failed: ${String(error)}`;
      return finish("error_during_execution", "error", message);
    }
    apiMs += clock() - turnStarted;
    turns++;
    const turnCost = costOf(response.usage, price);
    ledger.add(response.usage, turnCost);
    lastTurnCost = turnCost;

    messages.push({ role: "assistant", content: response.content });
    previousEnd = messages.length - 1;
    options.transcript.write({
      type: "assistant",
      session_id: sessionId,
      parent_tool_use_id: parent,
      message: {
        id: `turn_${String(turns)}`,
        type: "message",
        role: "assistant",
        model: response.model,
        content: response.content,
        stop_reason: response.stopReason,
        usage: response.usage,
      },
    });

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
        return finish(
          "error_during_execution",
          "error",
          finalText(response.content) || "The model declined the task.",
        );
      const text = finalText(response.content);
      if (wrapUp === "max_turns") return finish("error_max_turns", "max_turns", text);
      if (wrapUp === "max_cost") return finish("error_max_budget_usd", "max_cost", text);
      if (wrapUp === "deadline") return finish("error_during_execution", "deadline", text);
      return finish("success", "completed", text);
    }

    const outcomes = await scheduler.finish();
    context = scheduler.finalContext;
    for (const outcome of outcomes)
      if (outcome.decision?.behavior === "deny")
        denials.push({
          tool_name: outcome.toolName,
          tool_use_id: outcome.toolUseId,
          tool_input: outcome.input,
        });
    const results: ContentBlockParam[] = outcomes.map((o) => o.result as ContentBlockParam);
    messages.push({ role: "user", content: results });
    options.transcript.write({
      type: "user",
      session_id: sessionId,
      parent_tool_use_id: parent,
      message: { role: "user", content: results },
    });
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
    options.transcript.write({
      type: "system",
      subtype: "compact_boundary",
      session_id: sessionId,
      compact_metadata: { trigger: "auto", pre_tokens: tokens },
    });
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
              model: options.model,
              maxTokens: options.maxTokens,
              system,
              messages: markBreakpoints(asking, [previousEnd, asking.length - 1]),
              tools,
              ...thinking,
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
      ledger.add(summary.usage, costOf(summary.usage, price));
      options.transcript.write({
        type: "assistant",
        session_id: sessionId,
        parent_tool_use_id: parent,
        message: {
          id: `compaction_${String(turns)}`,
          type: "message",
          role: "assistant",
          model: summary.model,
          content: summary.content,
          stop_reason: summary.stopReason,
          usage: summary.usage,
        },
      });
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
