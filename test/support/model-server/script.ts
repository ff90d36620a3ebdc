// What a test tells the scripted Messages API server to say, turn by turn.
// A "turn" is the number of assistant messages in the request: the first request is turn 0, the
// request that carries one assistant reply is turn 1, and so on. A retry of the same request is the
// same turn, which is how a fault list ("529, 529, then succeed") is played.

export type StopReason = "end_turn" | "tool_use" | "max_tokens" | "stop_sequence" | "pause_turn" | "refusal";

export type ScriptBlock =
  | { type: "text"; text: string }
  | { type: "thinking"; thinking: string; signature?: string }
  | {
      type: "tool_use";
      name: string;
      input: unknown;
      id?: string;
      /** Sent verbatim as the input JSON instead of JSON.stringify(input): lets a test play malformed JSON. */
      rawJson?: string;
    }
  /**
   * Any other content block, sent exactly as given (server_tool_use, web_search_tool_result, ...): whole in
   * content_block_start with no deltas when streamed, verbatim in a non-streamed message.
   */
  | { type: "raw"; block: { type: string; [key: string]: unknown } };

export interface TurnTiming {
  /** Delay between message_start and the first content event (time to first token). */
  firstTokenMs?: number;
  /** Delay before every content delta after the first. */
  chunkDelayMs?: number;
  /** Characters per text/thinking delta (default 16). */
  textChunkChars?: number;
  /** Characters per input_json_delta (default 12). */
  jsonChunkChars?: number;
}

export type Fault =
  /** HTTP 429 rate_limit_error with retry-after (seconds) or retry-after-ms. */
  | { kind: "rate_limit"; retryAfterSeconds?: number; retryAfterMs?: number; message?: string }
  /**
   * HTTP 529 overloaded_error; with `retryAfterMs`, a retry-after-ms header (without one, an SDK that
   * retries by itself backs off for half a second or more).
   */
  | { kind: "overloaded"; retryAfterMs?: number }
  /** HTTP 500 api_error. */
  | { kind: "server_error" }
  /** Any other error status, e.g. a 400 or a 429 for an exhausted spend limit. */
  | {
      kind: "status";
      status: number;
      errorType: string;
      message?: string;
      headers?: Record<string, string>;
    }
  /** The stream starts normally, then the connection is destroyed after this many SSE events. */
  | { kind: "cut_stream"; afterEvents: number }
  /** The stream starts normally, then an SSE `error` event arrives (mid-stream overload). */
  | { kind: "stream_error"; afterEvents: number; errorType?: string };

export interface ScriptedTurn {
  content: ScriptBlock[];
  /** Default: "tool_use" when the content has a tool_use block, else "end_turn". */
  stopReason?: StopReason;
  /** Overrides of the usage the server would otherwise estimate. */
  usage?: Partial<Usage>;
  timing?: TurnTiming;
  /** Played one per attempt of this turn before the successful answer. */
  faults?: Fault[];
  model?: string;
}

export interface Usage {
  input_tokens: number;
  output_tokens: number;
  cache_creation_input_tokens: number;
  cache_read_input_tokens: number;
}

/** Request as the server saw it; handed to function scripts so they can answer from the content. */
export interface ScriptRequest {
  turn: number;
  attempt: number;
  body: MessagesRequestBody;
}

export type Script = readonly ScriptedTurn[] | ((request: ScriptRequest) => ScriptedTurn | undefined);

export interface MessagesRequestBody {
  model: string;
  max_tokens: number;
  messages: { role: "user" | "assistant"; content: string | ContentBlockParam[] }[];
  system?: string | ContentBlockParam[];
  tools?: ContentBlockParam[];
  stream?: boolean;
  [key: string]: unknown;
}

export type ContentBlockParam = { type?: string; cache_control?: unknown; [key: string]: unknown };

// Small constructors so scripts read like the conversation they play.
export const text = (value: string): ScriptBlock => ({ type: "text", text: value });
export const thinking = (value: string, signature = "sig"): ScriptBlock => ({
  type: "thinking",
  thinking: value,
  signature,
});
export const toolUse = (name: string, input: unknown, id?: string): ScriptBlock =>
  id === undefined ? { type: "tool_use", name, input } : { type: "tool_use", name, input, id };
export const raw = (block: { type: string; [key: string]: unknown }): ScriptBlock => ({ type: "raw", block });
/** A server-side web search call, as the API reports it inside the assistant message. */
export const webSearchUse = (id: string, query: string): ScriptBlock =>
  raw({ type: "server_tool_use", id, name: "web_search", input: { query } });
/** What a server-side web search found (title, url, page_age), or the error code it failed with. */
export const webSearchResult = (
  toolUseId: string,
  found: { title: string; url: string; page_age?: string | null }[] | { errorCode: string },
): ScriptBlock =>
  raw({
    type: "web_search_tool_result",
    tool_use_id: toolUseId,
    content: Array.isArray(found)
      ? found.map((r) => ({ type: "web_search_result", encrypted_content: "enc", page_age: null, ...r }))
      : { type: "web_search_tool_result_error", error_code: found.errorCode },
  });
export const reply = (...content: ScriptBlock[]): ScriptedTurn => ({ content });
