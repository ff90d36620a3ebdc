// The agent loop: ask the model, run the tool calls it makes (reads together while the answer still
// streams, writes one at a time), send all results back in one message, and repeat until the model
// answers in text or a budget ends the run. A budget about to run out buys one last turn without
// tools, so the run always ends with the model's own summary. Every turn is accounted (tokens, cost)
// and written to the transcript.
import type { CallContext } from "../tools/execute";
import { STRUCTURED_OUTPUT_TOOL } from "../tools/structured-output";
import type {
  ContentBlockParam,
  MessageParam,
  ModelResponse,
  StreamObserver,
  TextBlockParam,
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
import { Conversation } from "./conversation";
import { CostLedger, costOf, priceOf } from "./pricing";
import { systemWithBreakpoint } from "./request";
import { abortableSleep, DEFAULT_RETRY_POLICY, RetriesExhaustedError, withRetries } from "./retry";
import { MessageToolScheduler } from "./scheduler";
import { type EndedBy, endingOf, STRUCTURED_OUTPUT_NUDGE } from "./session-ending";
import type { ModelChoice, SessionOptions } from "./session-options";
import { callReport, recordDenial } from "./tool-turn";
import { type PermissionDenial, type ResultLine, type ResultSubtype, SessionTranscript } from "./transcript";
import { UsageTotals } from "./usage-totals";
import { VERSION } from "../version";

export type { EndedBy } from "./session-ending";
export type {
  Budgets,
  ModelChoice,
  ModelSettings,
  SessionConversation,
  SessionObservers,
  SessionOptions,
  SessionRun,
  SessionTools,
  TurnCallReport,
  TurnReport,
} from "./session-options";
import { randomUuid } from "./uuid";

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
} as const satisfies Partial<Record<EndedBy, string>>;

type WrapUpReason = keyof typeof WRAP_UP;

const CUT_OFF = "Your answer was cut off at the output limit. Continue where you stopped.";

/** The model a session is asking, and what follows from it. */
function activeModel(model: ModelChoice) {
  const { price, known } = priceOf(model.name);
  return {
    name: model.name,
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

function finalText(content: readonly ContentBlockParam[]): string {
  return content
    .flatMap((b) => (b.type === "text" ? [b.text] : []))
    .join("\n")
    .trim();
}

function structuredOutputGiveUp(attempts: number): string {
  return `The model did not produce structured output that matches the schema after ${String(attempts)} attempts (invalid StructuredOutput calls and reminders).`;
}

/** What a step of the loop decided: the session's result when it ended, undefined to go on. */
type Step = SessionResult | undefined;

export function runSession(options: SessionOptions): Promise<SessionResult> {
  return new Session(options).run();
}

/** One session: its conversation, its accounts, and a method per step of a turn. */
class Session {
  private readonly clock: () => number;
  private readonly log: (message: string) => void;
  private readonly sessionId: string;
  private readonly started: number;
  private active: ReturnType<typeof activeModel>;
  private readonly compaction: CompactionSettings;
  /** Such a model refuses thinking whose earlier context changed; compaction changes it. */
  private readonly preservedThinking: boolean;
  private readonly system: TextBlockParam[];
  private readonly signal: AbortSignal;
  private readonly conversation: Conversation;
  /** The calls' working state (a cd, for instance, carries over to the next message's calls). */
  private context: CallContext;
  private readonly ledger: CostLedger;
  private readonly lines: SessionTranscript;
  /** The main loop's own usage, for the result line (sub-agents and compaction count in modelUsage). */
  private readonly mainUsage = new UsageTotals();
  private readonly denials: PermissionDenial[] = [];
  private apiMs = 0;
  private turns = 0;
  private lastTurnCost = 0;
  private lastTurnMs = 0;
  private lastStopReason: string | null = null;
  private structuredAttempts = 0;
  private duringTools = false;
  private stopHookActive = false;
  private toolsPrepared = false;

  constructor(private readonly options: SessionOptions) {
    this.clock = options.clock ?? Date.now;
    this.log = options.observers.log ?? (() => undefined);
    this.sessionId = options.run.sessionId ?? randomUuid();
    this.started = this.clock();
    this.active = activeModel(options.run.model);
    const spec = modelSpec(options.run.model.name);
    this.compaction = options.compaction ?? { ...DEFAULT_COMPACTION, contextWindow: spec.contextWindow };
    this.preservedThinking = spec.preservedThinking;
    this.system = systemWithBreakpoint(options.conversation.system);
    this.signal = options.tools.context.signal;
    this.conversation = new Conversation(options.conversation.history ?? [], options.conversation.prompt);
    this.context = options.tools.context;
    this.ledger = options.run.ledger ?? new CostLedger();
    this.lines = new SessionTranscript(
      options.observers.transcript,
      this.sessionId,
      options.parentToolUseId ?? null,
    );
  }

  async run(): Promise<SessionResult> {
    this.writeOpening();
    const refused = await this.runOpeningHooks();
    if (refused !== undefined) return refused;
    for (;;) {
      const ended = await this.turn();
      if (ended !== undefined) return ended;
    }
  }

  private writeOpening(): void {
    const { options } = this;
    this.lines.init({
      apiKeySource: options.init?.apiKeySource ?? "none",
      permissionMode: options.init?.permissionMode ?? "default",
      agents: options.init?.agents ?? [],
      claude_code_version: `steward/${VERSION}`,
      cwd: this.context.cwd,
      tools: options.tools.registry.names(),
      mcp_servers: options.init?.mcp_servers ?? [],
      model: options.run.model.name,
      slash_commands: options.init?.slash_commands ?? [],
      output_style: "default",
      skills: options.init?.skills ?? [],
      plugins: [],
    });
    this.lines.user([{ type: "text", text: options.conversation.prompt }]);
  }

  /** SessionStart and UserPromptSubmit hooks: their context joins the request; a block ends the run. */
  private async runOpeningHooks(): Promise<Step> {
    const opening = await this.options.hooks?.opening(this.options.conversation.prompt, this.context.cwd);
    const refused = opening?.blocked ?? opening?.stop;
    if (refused !== undefined)
      return this.finish("error", `The repository's hook stopped the request: ${refused}`);
    const context = (opening?.context ?? []).map((text) => ({ type: "text" as const, text }));
    if (context.length > 0) {
      this.conversation.extendPrompt(context);
      this.lines.user(context);
    }
    return undefined;
  }

  private async turn(): Promise<Step> {
    const stop = this.budgetStop();
    if (stop !== undefined) return stop;
    const wrapUp = this.wrapUpNeeded();
    const joined = this.turns > 0 ? this.options.tools.joinTools?.() : undefined;
    if (joined !== undefined) this.conversation.addNote(joined);
    if (wrapUp !== undefined) this.conversation.addNote(WRAP_UP[wrapUp]);

    const turnStarted = this.clock();
    let scheduler = this.newScheduler();
    let response: ModelResponse;
    try {
      response = await this.request(this.conversation.messages, wrapUp === undefined ? undefined : "none", {
        observer: {
          onResponse: this.prepareTools,
          onStart: this.prepareTools,
          onToolUse: (call) => (wrapUp === undefined ? scheduler.add(call) : undefined),
        },
        // Calls a failed attempt started early were reads; their results are dropped with it.
        onRetry: () => {
          scheduler = this.newScheduler();
        },
      });
    } catch (error) {
      return this.requestFailed(error);
    }
    const cost = this.recordTurn(response);
    if (response.toolCalls.length === 0 || wrapUp !== undefined) {
      this.options.observers.onTurn?.({ turn: this.turns, response, toolCalls: [], costUsd: cost });
      this.lastTurnMs = this.clock() - turnStarted;
      return this.answered(response, wrapUp);
    }
    const ended = await this.runTools(scheduler, response, cost, turnStarted);
    if (ended !== undefined) return ended;
    await this.compactIfNeeded(response);
    return undefined;
  }

  /** Before a turn: a cancelled run or a spent budget ends here. */
  private budgetStop(): Step {
    if (this.signal.aborted) return this.finish("interrupted", "The run was interrupted.");
    const maxCost = this.options.run.budgets.maxCostUsd;
    if (maxCost !== undefined && this.ledger.costUsd >= maxCost)
      return this.finish("max_cost", `The cost budget of $${maxCost.toFixed(2)} is spent.`);
    return undefined;
  }

  /** Whether the next turn must be the last one, and why. */
  private wrapUpNeeded(): WrapUpReason | undefined {
    const { maxTurns, maxCostUsd, deadline, wrapUpReserveMs } = this.options.run.budgets;
    if (this.turns + 1 >= maxTurns) return "max_turns";
    if (maxCostUsd !== undefined && this.ledger.costUsd + this.lastTurnCost >= maxCostUsd) return "max_cost";
    const reserve = wrapUpReserveMs ?? 60_000;
    if (deadline !== undefined && this.clock() + Math.max(reserve, this.lastTurnMs) >= deadline)
      return "deadline";
    return undefined;
  }

  /**
   * What the tools load lazily (the shell parser, the process library) is loaded, and the sandbox
   * probed, while the model works on the first request: the wait for the model is free time, and the
   * first tool call then starts at once.
   */
  private readonly prepareTools = (): void => {
    if (this.toolsPrepared) return;
    this.toolsPrepared = true;
    void this.options.tools.registry.prepare();
    this.context.session.shell.prepare?.();
  };

  private newScheduler(): MessageToolScheduler {
    return new MessageToolScheduler(this.options.tools, this.context);
  }

  /**
   * One request to the active model, with retries: `messages` as the conversation or a variant of it
   * that shares all but its last message, so the cached prefix is read. The tools are fetched per
   * attempt: the registry hands out the same object until tools join.
   */
  private async request(
    messages: readonly MessageParam[],
    toolChoice: "none" | undefined,
    handlers: { observer: StreamObserver; onRetry?: () => void },
  ): Promise<ModelResponse> {
    const { model } = this.options.run;
    const started = this.clock();
    const marked = this.conversation.forRequest(messages);
    try {
      return await withRetries(
        () =>
          model.client.turn(
            {
              model: this.active.name,
              maxTokens: this.active.maxTokens,
              system: this.system,
              messages: marked,
              tools: this.options.tools.registry.definitions({ deferLoading: model.deferLoading }),
              ...this.active.thinking,
              ...(toolChoice === undefined ? {} : { toolChoice }),
            },
            handlers.observer,
            this.signal,
          ),
        model.retry ?? DEFAULT_RETRY_POLICY,
        {
          sleep: this.options.sleep ?? abortableSleep,
          log: this.log,
          ...(handlers.onRetry === undefined ? {} : { onRetry: handlers.onRetry }),
        },
        this.signal,
      );
    } finally {
      this.apiMs += this.clock() - started;
    }
  }

  /** A request that failed for good: the fallback model takes over if it can, else the run ends. */
  private requestFailed(error: unknown): Step {
    this.duringTools = false;
    if (this.signal.aborted) return this.finish("interrupted", "The run was interrupted.");
    const fallback = this.options.run.model.fallback;
    if (overloaded(error) && fallback !== undefined && this.active.name !== fallback.name) {
      this.log(`${this.active.name} is overloaded; the run goes on with the fallback model ${fallback.name}`);
      this.active = activeModel(fallback);
      // Thinking blocks are signed by the model that wrote them; another model would refuse them.
      this.conversation.replace(withoutThinking(this.conversation.messages));
      return undefined;
    }
    const message =
      error instanceof RetriesExhaustedError ? error.message : `The model request failed: ${String(error)}`;
    return this.finish("error", message);
  }

  /** Accounts a response (tokens, cost) to the run's ledger and writes its assistant line; its cost. */
  private record(response: ModelResponse): number {
    const cost = costOf(response.usage, this.active.price);
    this.ledger.add(response.usage, cost, {
      name: this.active.name,
      maxOutputTokens: this.active.maxTokens,
      ...(response.usageDetails === undefined ? {} : { details: response.usageDetails }),
    });
    this.lines.assistant(response);
    return cost;
  }

  /** A turn's answer joins the conversation and the main loop's own accounts; its cost. */
  private recordTurn(response: ModelResponse): number {
    this.turns++;
    const cost = this.record(response);
    this.mainUsage.add(response.usage, response.usageDetails, cost);
    this.lastTurnCost = cost;
    this.lastStopReason = response.stopReason;
    this.conversation.addAnswer(response.content);
    return cost;
  }

  /** The model answered without calls: the run ends, unless something sends the model back to work. */
  private async answered(response: ModelResponse, wrapUp: WrapUpReason | undefined): Promise<Step> {
    if (response.stopReason === "max_tokens" && wrapUp === undefined) {
      this.conversation.addUser([{ type: "text", text: CUT_OFF }]);
      return undefined;
    }
    if (response.stopReason === "refusal")
      return this.finish("error", finalText(response.content) || "The model declined the task.", true);
    const text = finalText(response.content);
    if (wrapUp !== undefined) return this.finish(wrapUp, text);
    const slot = this.options.structuredOutput;
    if (slot !== undefined && !slot.produced) {
      // The run must end with StructuredOutput: remind the model, a bounded number of times.
      this.structuredAttempts++;
      if (this.structuredAttempts >= slot.maxAttempts)
        return this.finish("no_structured_output", structuredOutputGiveUp(this.structuredAttempts));
      this.say(STRUCTURED_OUTPUT_NUDGE);
      return undefined;
    }
    // A Stop hook may send the model back to work, with its reason.
    const goOn = await this.options.hooks?.stopping(this.stopHookActive, this.context.cwd);
    if (goOn !== undefined) {
      this.stopHookActive = true;
      this.say(goOn);
      return undefined;
    }
    return this.finish("completed", text);
  }

  /** A user message of steward's own, in the conversation and the transcript. */
  private say(text: string): void {
    const content: ContentBlockParam[] = [{ type: "text", text }];
    this.conversation.addUser(content);
    this.lines.user(content);
  }

  /** Finishes the message's calls and sends their results back; a hook or StructuredOutput may end the run. */
  private async runTools(
    scheduler: MessageToolScheduler,
    response: ModelResponse,
    cost: number,
    turnStarted: number,
  ): Promise<Step> {
    this.duringTools = true;
    const outcomes = await scheduler.finish();
    this.context = scheduler.finalContext;
    for (const outcome of outcomes) recordDenial(outcome, this.lines, this.denials);
    const results: ContentBlockParam[] = outcomes.map((o) => o.result as ContentBlockParam);
    this.conversation.addUser(results);
    this.lines.user(results);
    this.options.observers.onTurn?.({
      turn: this.turns,
      response,
      toolCalls: outcomes.map(callReport),
      costUsd: cost,
    });
    this.lastTurnMs = this.clock() - turnStarted;
    const stopped = outcomes.find((o) => o.stopRun !== undefined)?.stopRun;
    if (stopped !== undefined)
      return this.finish("completed", `The repository's hook stopped the run: ${stopped}`);
    const slot = this.options.structuredOutput;
    if (slot === undefined) return undefined;
    // An accepted StructuredOutput ends the run (as in Claude Code); rejected ones count as attempts.
    if (slot.produced) return this.finish("completed", finalText(response.content));
    this.structuredAttempts += outcomes.filter(
      (o) => o.toolName === STRUCTURED_OUTPUT_TOOL && o.isError,
    ).length;
    if (this.structuredAttempts >= slot.maxAttempts)
      return this.finish("no_structured_output", structuredOutputGiveUp(this.structuredAttempts));
    return undefined;
  }

  private async compactIfNeeded(response: ModelResponse): Promise<void> {
    const tokens = promptTokens(response.usage);
    if (!needsCompaction(tokens, this.compaction)) return;
    const compacted = await this.compact(tokens);
    this.conversation.replace(this.preservedThinking ? withoutThinking(compacted) : compacted);
    // What was read before is gone from the context: re-reads must return content, not "unchanged".
    this.context.files.clear();
  }

  /** Asks the model to summarise the conversation so far, in a request that repeats the last prefix. */
  private async compact(tokens: number): Promise<MessageParam[]> {
    const messages = this.conversation.messages;
    await this.options.hooks?.compacting(this.context.cwd);
    this.lines.compactBoundary(tokens);
    const last = messages[messages.length - 1];
    const asking: MessageParam[] = [
      ...messages.slice(0, -1),
      last?.role === "user" && typeof last.content !== "string"
        ? { role: "user", content: [...last.content, { type: "text", text: SUMMARY_REQUEST }] }
        : { role: "user", content: [{ type: "text", text: SUMMARY_REQUEST }] },
    ];
    try {
      const summary = await this.request(asking, "none", { observer: {} });
      this.record(summary);
      const text = finalText(summary.content);
      if (text === "") throw new Error("the summary came back empty");
      this.log(`compacted the conversation at ${String(tokens)} prompt tokens`);
      return compactedConversation(messages, text, this.compaction);
    } catch (error) {
      if (this.signal.aborted) return messages;
      this.log(`compaction failed (${String(error)}); clearing old tool results instead`);
      return clearStaleResults(messages, this.compaction);
    }
  }

  private finish(endedBy: EndedBy, result: string, refusal = false): SessionResult {
    const slot = this.options.structuredOutput;
    const ending = endingOf(endedBy, {
      maxTurns: this.options.run.budgets.maxTurns,
      maxCostUsd: this.options.run.budgets.maxCostUsd,
      message: result,
      refusal,
      duringTools: this.duringTools,
      missingStructuredOutput: slot !== undefined && !slot.produced,
    });
    const durationMs = this.clock() - this.started;
    const structured = slot?.produced === true ? { structured_output: slot.value } : {};
    const common = {
      duration_ms: durationMs,
      duration_api_ms: this.apiMs,
      num_turns: this.turns,
      stop_reason: this.lastStopReason,
      total_cost_usd: this.ledger.costUsd,
      usage: this.mainUsage.resultUsage(),
      modelUsage: this.ledger.modelUsage(),
      permission_denials: this.denials,
      terminal_reason: ending.terminalReason,
    };
    const line = this.lines.result(
      ending.subtype === "success"
        ? { ...common, subtype: "success", is_error: false, result, ...structured }
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
      numTurns: this.turns,
      durationMs,
      durationApiMs: this.apiMs,
      totalCostUsd: this.ledger.costUsd,
      usage: this.ledger.usage,
      permissionDenials: this.denials,
      sessionId: this.sessionId,
      messages: this.conversation.messages,
      costEstimated: !this.active.known,
    };
  }
}
