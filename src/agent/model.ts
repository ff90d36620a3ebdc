// The model client: one streamed Messages API request per attempt, through the official SDK. While
// the answer streams, each tool_use block is reported as soon as its input JSON is complete (so
// read-only calls can start early); input JSON that does not parse is reported as such instead of
// being guessed at. Thinking blocks go back into the conversation exactly as they came (the API checks
// their signatures). Retries live in retry.ts; the session wires them. Which provider answers is the
// SDK client's business (providers/): every official provider SDK has the same messages API.
import type Anthropic from "@anthropic-ai/sdk";
import { BaseAnthropic } from "@anthropic-ai/sdk/client";
import { Messages } from "@anthropic-ai/sdk/resources/messages/messages";
import type { ApiToolDefinition } from "../tools/registry";
import { httpFetch } from "./http-fetch";
import type { ToolCallRequest } from "../tools/execute";

export type MessageParam = Anthropic.MessageParam;
export type ContentBlockParam = Anthropic.ContentBlockParam;
export type TextBlockParam = Anthropic.TextBlockParam;
export type ThinkingConfigParam = Anthropic.ThinkingConfigParam;

export interface Usage {
  input_tokens: number;
  output_tokens: number;
  cache_creation_input_tokens: number;
  cache_read_input_tokens: number;
}

export interface ModelRequest {
  model: string;
  maxTokens: number;
  system: TextBlockParam[];
  messages: MessageParam[];
  tools: readonly ApiToolDefinition[];
  /** Extended/adaptive thinking, when the model supports it. */
  thinking?: ThinkingConfigParam;
  /**
   * "none" for a wrap-up turn: the model must answer in text. The tools stay in the request, so the
   * cached tools and system prefix stay valid.
   */
  toolChoice?: "auto" | "none";
}

export interface StreamObserver {
  /** The API answered the request (its response headers arrived): the model is working on it. */
  onResponse?(): void;
  /** The answer has started (its first event arrived): the request is with the model. */
  onStart?(): void;
  onText?(text: string): void;
  /** A tool_use block whose input is complete (or could not be parsed). */
  onToolUse?(call: ToolCallRequest): void;
}

/**
 * The parts of the API's usage object beyond the four counters steward budgets with, as the API sent
 * them (absent when it did not): the transcript passes them on in the Agent SDK's shape.
 */
export interface UsageDetails {
  cache_creation?: { ephemeral_5m_input_tokens: number; ephemeral_1h_input_tokens: number } | null;
  server_tool_use?: { web_search_requests: number; web_fetch_requests?: number } | null;
  output_tokens_details?: { thinking_tokens: number } | null;
  service_tier?: "standard" | "priority" | "batch" | null;
  inference_geo?: string | null;
  speed?: "standard" | "fast" | null;
}

export interface ModelResponse {
  /** The API's message id (msg_…). */
  id: string;
  /** The assistant message's content, ready to go back into the conversation. */
  content: ContentBlockParam[];
  stopReason: string | null;
  stopSequence?: string | null;
  usage: Usage;
  usageDetails?: UsageDetails;
  model: string;
  requestId: string | null;
  toolCalls: ToolCallRequest[];
}

export interface ModelClient {
  /** One attempt; throws on any failure (classified by retry.ts). */
  turn(request: ModelRequest, observer: StreamObserver, signal: AbortSignal): Promise<ModelResponse>;
}

/** The part of an SDK client steward uses; the Anthropic, Bedrock, Vertex and Foundry clients all have it. */
export interface MessagesApi {
  messages: Pick<Anthropic["messages"], "create">;
}

export interface AnthropicClientOptions {
  apiKey: string;
  /** ANTHROPIC_BASE_URL, for gateways and tests; the SDK default otherwise. */
  baseURL?: string;
  /** Per-attempt timeout; a stalled stream fails and is retried. */
  timeoutMs?: number;
}

function parseToolInput(json: string): { input: unknown; error?: string } {
  if (json.trim() === "") return { input: {} };
  try {
    const value: unknown = JSON.parse(json);
    if (typeof value !== "object" || value === null || Array.isArray(value))
      return { input: {}, error: "the input is not a JSON object" };
    return { input: value };
  } catch (error) {
    return { input: {}, error: (error as Error).message };
  }
}

/**
 * The SDK's client with only the Messages API attached. The full `Anthropic` class references every
 * resource of the API (batches, files, skills, organisation admin, the agent toolset: ~1 MB bundled),
 * all of which would be compiled at start-up before the first request; `BaseAnthropic` is the same
 * transport (auth, headers, timeouts, streaming) without them.
 */
export class MessagesClient extends BaseAnthropic {
  messages: Messages = new Messages(this);

  /**
   * Tracing off, whatever the environment says: steward sends no telemetry, and its bundle leaves out
   * the SDK's tracing code and `@opentelemetry/api` on that ground (scripts/bundle.mjs).
   */
  constructor(options: ConstructorParameters<typeof BaseAnthropic>[0]) {
    super({ ...options, openTelemetry: false });
  }
}

/** An SDK client for steward's own use: explicit credentials, no reading of credential files. */
export function createAnthropicSdk(
  options: AnthropicClientOptions & { maxRetries?: number },
): MessagesClient {
  return new MessagesClient({
    apiKey: options.apiKey,
    ...(options.baseURL === undefined ? {} : { baseURL: options.baseURL }),
    maxRetries: options.maxRetries ?? 0,
    timeout: options.timeoutMs ?? 10 * 60_000,
    // Over node:http(s), not the global fetch (undici): much less work before the first request. It
    // never follows a redirect: the Messages API sends none, and following one would re-send the whole
    // conversation to wherever it points; refused, it ends the run with a clear reason (retry.ts).
    fetch: httpFetch,
  });
}

/**
 * The assistant message, built from the raw stream events the way the SDK's MessageStream builds its
 * snapshot (its accumulation, minus the lenient parsing of partial tool input and the per-event
 * listeners steward does not use). The raw stream costs about a millisecond less per turn than
 * `messages.stream()`, on the path between one answer's end and the next request.
 */
class MessageAccumulator {
  private message: Anthropic.Message | undefined;
  private stopped = false;

  apply(event: Anthropic.RawMessageStreamEvent): void {
    if (event.type === "message_start") {
      if (this.message !== undefined)
        throw new Error("the stream started a second message before message_stop");
      this.message = { ...event.message, content: [], usage: { ...event.message.usage } };
      return;
    }
    const message = this.message;
    if (message === undefined) throw new Error(`the stream sent ${event.type} before message_start`);
    switch (event.type) {
      case "content_block_start":
        message.content[event.index] = { ...event.content_block };
        return;
      case "content_block_delta": {
        const block = message.content[event.index];
        const delta = event.delta;
        if (delta.type === "text_delta" && block?.type === "text") block.text += delta.text;
        else if (delta.type === "citations_delta" && block?.type === "text")
          block.citations = [...(block.citations ?? []), delta.citation];
        else if (delta.type === "thinking_delta" && block?.type === "thinking")
          block.thinking += delta.thinking;
        else if (delta.type === "signature_delta" && block?.type === "thinking")
          block.signature = delta.signature;
        // input_json_delta: the caller keeps each tool block's raw JSON and parses it strictly.
        return;
      }
      case "message_delta": {
        message.stop_reason = event.delta.stop_reason;
        message.stop_sequence = event.delta.stop_sequence;
        const usage = event.usage;
        message.usage.output_tokens = usage.output_tokens;
        // The other counters are whole-message totals, sent only when they apply: overwrite, never add.
        if (usage.input_tokens != null) message.usage.input_tokens = usage.input_tokens;
        if (usage.cache_creation_input_tokens != null)
          message.usage.cache_creation_input_tokens = usage.cache_creation_input_tokens;
        if (usage.cache_read_input_tokens != null)
          message.usage.cache_read_input_tokens = usage.cache_read_input_tokens;
        if (usage.server_tool_use != null) message.usage.server_tool_use = usage.server_tool_use;
        return;
      }
      case "message_stop":
        this.stopped = true;
        return;
      default:
        return;
    }
  }

  /** The whole message; a stream that ended before message_stop was cut, and the turn is asked again. */
  final(): Anthropic.Message {
    if (this.message === undefined || !this.stopped)
      throw new Error(
        `the stream ended before the message was complete (${this.message === undefined ? "no message_start" : "no message_stop"})`,
      );
    return this.message;
  }
}

const DETAIL_KEYS = [
  "cache_creation",
  "server_tool_use",
  "output_tokens_details",
  "service_tier",
  "inference_geo",
  "speed",
] as const;

/** The usage details the API sent, as it sent them (a key it left out stays out). */
function usageDetailsOf(usage: Record<string, unknown>): UsageDetails {
  const details: Record<string, unknown> = {};
  for (const key of DETAIL_KEYS) if (usage[key] !== undefined) details[key] = usage[key];
  return details;
}

/**
 * The stream's events until it ends or `signal` aborts. The SDK hands the abort on to fetch, which ends
 * the read; under heavy load that hand-over was seen to be lost (the abort reached the SDK's listener,
 * yet the read of a response whose first token was 30 s away went on, and a cancelled run sat idle).
 * Waiting on the signal here as well ends the turn whatever happens below.
 */
async function* untilAborted<T>(stream: AsyncIterable<T>, signal: AbortSignal): AsyncGenerator<T> {
  const events = stream[Symbol.asyncIterator]();
  let onAbort = () => undefined as void;
  const aborted = new Promise<never>((_, reject) => {
    onAbort = () =>
      reject(signal.reason instanceof Error ? signal.reason : new Error("the request was aborted"));
  });
  // Observed only through the race below; never an unhandled rejection.
  aborted.catch(() => undefined);
  if (signal.aborted) onAbort();
  else signal.addEventListener("abort", onAbort, { once: true });
  let finished = false;
  try {
    for (;;) {
      const next = await Promise.race([events.next(), aborted]);
      if (next.done === true) {
        finished = true;
        return;
      }
      yield next.value;
    }
  } finally {
    signal.removeEventListener("abort", onAbort);
    // Lets the SDK release the request; not awaited, as a read that never ends would hold it.
    if (!finished) void events.return?.(undefined)?.catch(() => undefined);
  }
}

/**
 * The tool blocks of one streamed answer. Raw JSON per block, by content index: parsed strictly when
 * the block ends, so a truncated input is reported as such rather than turned into a plausible-looking
 * partial one.
 */
class ToolBlocks {
  private readonly pending = new Map<number, { id: string; name: string; json: string; server: boolean }>();
  /** Each client tool call, by id, as parsed when its block ended. */
  readonly calls = new Map<string, ToolCallRequest>();
  /** Server tools' inputs that were streamed (else the start event carried them whole). */
  readonly serverInputs = new Map<string, unknown>();

  start(index: number, block: Anthropic.RawContentBlockStartEvent["content_block"]): void {
    if (block.type === "tool_use" || block.type === "server_tool_use")
      this.pending.set(index, {
        id: block.id,
        name: block.name,
        json: "",
        server: block.type === "server_tool_use",
      });
  }

  delta(index: number, json: string): void {
    const block = this.pending.get(index);
    if (block !== undefined) block.json += json;
  }

  /** The block at `index` ended: the client tool call it holds, if it is one. */
  stop(index: number): ToolCallRequest | undefined {
    const block = this.pending.get(index);
    if (block === undefined) return undefined;
    this.pending.delete(index);
    // A server tool's input may come whole in content_block_start; only streamed JSON replaces it.
    if (block.server) {
      if (block.json !== "") this.serverInputs.set(block.id, parseToolInput(block.json).input);
      return undefined;
    }
    const parsed = parseToolInput(block.json);
    const call: ToolCallRequest = {
      id: block.id,
      name: block.name,
      input: parsed.input,
      ...(parsed.error === undefined ? {} : { inputJsonError: parsed.error }),
    };
    this.calls.set(block.id, call);
    return call;
  }
}

/** The finished message as steward keeps it: the content to send back, the usage, the calls. */
function responseOf(message: Anthropic.Message, blocks: ToolBlocks, requestId: string | null): ModelResponse {
  const { calls, serverInputs } = blocks;
  const content = message.content.flatMap((block): ContentBlockParam[] => {
    // A thinking block cut off before its signature cannot be sent back; the API would refuse it.
    if (block.type === "thinking" && block.signature === "") return [];
    if (block.type === "server_tool_use" && serverInputs.has(block.id))
      return [{ ...block, input: serverInputs.get(block.id) }];
    if (block.type !== "tool_use") return [block];
    // What goes back into the conversation is what steward parsed, never a lenient guess.
    const call = calls.get(block.id);
    return [{ type: "tool_use", id: block.id, name: block.name, input: call?.input ?? {} }];
  });
  const usage = message.usage;
  return {
    id: message.id,
    content,
    stopReason: message.stop_reason,
    stopSequence: message.stop_sequence,
    usageDetails: usageDetailsOf(usage as unknown as Record<string, unknown>),
    usage: {
      input_tokens: usage.input_tokens,
      output_tokens: usage.output_tokens,
      cache_creation_input_tokens: usage.cache_creation_input_tokens ?? 0,
      cache_read_input_tokens: usage.cache_read_input_tokens ?? 0,
    },
    model: message.model,
    requestId,
    toolCalls: message.content.flatMap((b) =>
      b.type === "tool_use" ? [calls.get(b.id) ?? { id: b.id, name: b.name, input: {} }] : [],
    ),
  };
}

/** A model client over any provider's SDK client (created with maxRetries: 0; steward retries itself). */
export function createModelClient(client: MessagesApi): ModelClient {
  return {
    async turn(request, observer, signal) {
      const { data: stream, request_id: requestId } = await client.messages
        .create(
          {
            model: request.model,
            max_tokens: request.maxTokens,
            system: request.system,
            messages: request.messages,
            tools: request.tools as Anthropic.ToolUnion[],
            ...(request.thinking === undefined ? {} : { thinking: request.thinking }),
            ...(request.toolChoice === "none" ? { tool_choice: { type: "none" as const } } : {}),
            stream: true,
          },
          { signal },
        )
        .withResponse();
      observer.onResponse?.();
      const accumulator = new MessageAccumulator();
      const blocks = new ToolBlocks();
      for await (const event of untilAborted(stream, signal)) {
        accumulator.apply(event);
        if (event.type === "message_start") observer.onStart?.();
        else if (event.type === "content_block_start") blocks.start(event.index, event.content_block);
        else if (event.type === "content_block_delta") {
          if (event.delta.type === "input_json_delta") blocks.delta(event.index, event.delta.partial_json);
          else if (event.delta.type === "text_delta") observer.onText?.(event.delta.text);
        } else if (event.type === "content_block_stop") {
          const call = blocks.stop(event.index);
          if (call !== undefined) observer.onToolUse?.(call);
        }
      }
      return responseOf(accumulator.final(), blocks, requestId ?? null);
    },
  };
}
