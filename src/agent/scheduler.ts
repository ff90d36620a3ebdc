// Runs the tool calls of one assistant message. Consecutive concurrency-safe calls form a run that
// executes together (at most maxConcurrency at a time); any other call runs alone, in order. So
// [Grep, Glob, Read, Bash, Grep] runs as [Grep, Glob, Read], then [Bash], then [Grep].
//
// While the answer is still streaming, calls are added one by one as their input completes; a
// concurrency-safe call starts at once if every call before it in the message is concurrency-safe
// too — a read never overtakes a write that the model put before it. Everything else waits for the
// end of the message.
//
// One failing call never sinks the others: each gets its own result. Context changes (a new working
// directory) apply immediately after a call that runs alone, and after a concurrent run in tool_use
// order, so the same message always leaves the same state. Results come back in tool_use order.
import {
  type CallContext,
  type CallPipeline,
  type PreparedCall,
  prepareToolCall,
  runPreparedCall,
  type ToolCallOutcome,
  type ToolCallRequest,
} from "../tools/execute";
import type { ContextChange } from "../tools/tool";

export interface SchedulerDeps extends CallPipeline {
  /** The context calls start from; context changes are applied to a copy the scheduler owns. */
  context: CallContext;
  maxConcurrency?: number;
}

interface Slot {
  prepared: PreparedCall;
  safe: boolean;
  outcome: Promise<ToolCallOutcome> | undefined;
  settled: ToolCallOutcome | undefined;
}

const DEFAULT_MAX_CONCURRENCY = 10;

export class MessageToolScheduler {
  private readonly slots: Slot[] = [];
  private context: CallContext;
  private readonly max: number;
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  private finished = false;
  /** The chain that admits added calls one after the other, in the order they were added. */
  private admitted: Promise<void> = Promise.resolve();

  /** `context`: where the calls start when not at `deps.context` (the session's, as its calls left it). */
  constructor(
    private readonly deps: SchedulerDeps,
    context: CallContext = deps.context,
  ) {
    this.context = context;
    this.max = Math.max(1, deps.maxConcurrency ?? DEFAULT_MAX_CONCURRENCY);
  }

  /** The working state after the message's calls (read it after finish()). */
  get finalContext(): CallContext {
    return this.context;
  }

  /** Adds the next tool_use of the message, starting it now when that cannot change the outcome. */
  add(request: ToolCallRequest): void {
    if (this.finished) throw new Error("MessageToolScheduler: add() after finish()");
    const preparing = prepareToolCall(request, { registry: this.deps.registry, context: this.context }).catch(
      (error: unknown): PreparedCall => ({
        ok: false,
        error: {
          request,
          toolName: request.name,
          message: `${request.name} could not be prepared: ${error instanceof Error ? error.message : String(error)}`,
        },
      }),
    );
    // Calls are judged strictly in tool_use order: a slow preparation holds back the ones after it.
    this.admitted = this.admitted.then(async () => {
      const prepared = await preparing;
      // A call that failed to prepare has no effect, so it never holds back the calls after it.
      const safe = !prepared.ok || prepared.value.concurrencySafe;
      const slot: Slot = { prepared, safe, outcome: undefined, settled: undefined };
      this.slots.push(slot);
      if (!this.finished && this.slots.every((s) => s.safe)) this.start(slot);
    });
  }

  /** The message has ended: runs what has not started, in order, and returns every result in order. */
  async finish(): Promise<ToolCallOutcome[]> {
    await this.admitted;
    this.finished = true;
    let index = 0;
    // The leading safe run may already be going; finish it as a concurrent run.
    while (index < this.slots.length && this.slotAt(index).safe) index++;
    await this.settleRun(0, index);
    while (index < this.slots.length) {
      const slot = this.slotAt(index);
      if (!slot.safe) {
        this.start(slot);
        await this.settleRun(index, index + 1);
        index++;
        continue;
      }
      let end = index;
      while (end < this.slots.length && this.slotAt(end).safe) end++;
      for (let i = index; i < end; i++) this.start(this.slotAt(i));
      await this.settleRun(index, end);
      index = end;
    }
    return this.slots.map((s) => {
      if (s.settled === undefined) throw new Error("MessageToolScheduler: a call did not settle");
      return s.settled;
    });
  }

  private slotAt(index: number): Slot {
    const slot = this.slots[index];
    if (slot === undefined) throw new Error(`MessageToolScheduler: no call at ${String(index)}`);
    return slot;
  }

  private start(slot: Slot): void {
    if (slot.outcome !== undefined) return;
    const context = this.context;
    slot.outcome = this.withCapacity(() => runPreparedCall(slot.prepared, this.deps, context)).then(
      (outcome) => {
        slot.settled = outcome;
        return outcome;
      },
    );
  }

  /** Waits for slots [from, to) and applies their context changes in tool_use order. */
  private async settleRun(from: number, to: number): Promise<void> {
    const outcomes = await Promise.all(
      this.slots.slice(from, to).map((s) => s.outcome ?? Promise.resolve(undefined)),
    );
    for (const outcome of outcomes) if (outcome?.change !== undefined) this.apply(outcome.change);
  }

  private apply(change: ContextChange): void {
    if (change.cwd !== undefined) this.context = { ...this.context, cwd: change.cwd };
  }

  private async withCapacity<T>(task: () => Promise<T>): Promise<T> {
    while (this.running >= this.max) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.running++;
    try {
      return await task();
    } finally {
      this.running--;
      this.waiting.shift()?.();
    }
  }
}

/** Runs a whole message's calls at once (no streaming). */
export async function runMessageToolCalls(
  requests: readonly ToolCallRequest[],
  deps: SchedulerDeps,
): Promise<{ outcomes: ToolCallOutcome[]; context: CallContext }> {
  const scheduler = new MessageToolScheduler(deps);
  for (const request of requests) scheduler.add(request);
  const outcomes = await scheduler.finish();
  return { outcomes, context: scheduler.finalContext };
}
