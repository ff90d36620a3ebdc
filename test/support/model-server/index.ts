// A scripted Anthropic Messages API on 127.0.0.1 that the real @anthropic-ai/sdk talks to unmodified.
// It plays a script turn by turn, with latency and fault injection, models the prompt cache, rejects
// the malformed conversations the real API rejects, and logs every request so tests assert on what
// the client actually sent.
import type { IncomingMessage, ServerResponse } from "node:http";
import { headerRecord, listen, now, readBody, sendJson, sleep } from "../http";
import {
  type ResolvedBlock,
  messageContent,
  outputTokensOf,
  stopReasonOf,
  streamEvents,
  type SseEvent,
} from "./events";
import { estimateTokens, PromptCache, segmentsOf } from "./prompt-cache";
import { checkMessagesRequest, checkThinkingBlocks } from "./request-checks";
import { bedrockChunk, type Dialect, messagesDialect, type ProviderAuth, providerProblem } from "./providers";
import type { Fault, MessagesRequestBody, Script, ScriptedTurn, Usage } from "./script";

export * from "./script";

export interface LoggedRequest {
  seq: number;
  method: string;
  path: string;
  headers: Record<string, string>;
  /** Parsed JSON body (undefined when the body was not JSON). */
  body: unknown;
  raw: string;
  /** When the request's last byte arrived, before the server decoded or parsed it. */
  receivedAt: number;
  /** For a request that creates a message: which provider's front door it came through. */
  provider?: Dialect["provider"];
  /** For a request that creates a message: the turn it was matched to and the attempt number within it. */
  turn?: number;
  attempt?: number;
  stream?: boolean;
  status?: number;
  fault?: Fault["kind"];
  usage?: Usage;
  /** When the message_stop event (or the non-streamed body) was written. */
  messageStopAt?: number;
}

export interface ModelServerOptions {
  script: Script;
  /** When set, requests must carry exactly this key (x-api-key or Authorization: Bearer). */
  apiKey?: string;
  /** Model name reported in responses when the script does not set one (default: the request's model). */
  model?: string;
  /** Minimum prefix for a cache write, in estimated tokens (Sonnet's is 1,024). */
  minCacheableTokens?: number;
  /** Credentials the Bedrock and Vertex front doors require (any well-formed ones when unset). */
  providerAuth?: ProviderAuth;
}

export interface ModelServer {
  url: string;
  readonly requests: LoggedRequest[];
  /** Requests that create a message (through any provider's route), in arrival order. */
  messageRequests(): LoggedRequest[];
  /** Problems a test did not ask for: unknown routes, invalid conversations, an exhausted script. */
  readonly violations: string[];
  assertNoViolations(): void;
  close(): Promise<void>;
}

const ERROR_TYPES: Record<
  Exclude<Fault["kind"], "status" | "cut_stream" | "stream_error">,
  [number, string]
> = {
  rate_limit: [429, "rate_limit_error"],
  overloaded: [529, "overloaded_error"],
  server_error: [500, "api_error"],
};

export async function startModelServer(options: ModelServerOptions): Promise<ModelServer> {
  const requests: LoggedRequest[] = [];
  const violations: string[] = [];
  const attempts = new Map<number, number>();
  const cache = new PromptCache(options.minCacheableTokens ?? 1024);
  let messageSeq = 0;
  // Every thinking block the server sent, by signature: the real API refuses one that comes back changed.
  const signed = new Map<string, string>();

  const sendError = (res: ServerResponse, status: number, type: string, message: string, headers = {}) =>
    sendJson(
      res,
      status,
      { type: "error", error: { type, message }, request_id: `req_${String(requests.length)}` },
      { "request-id": `req_${String(requests.length)}`, ...headers },
    );

  const turnFor = (turn: number, attempt: number, body: MessagesRequestBody): ScriptedTurn | undefined =>
    typeof options.script === "function" ? options.script({ turn, attempt, body }) : options.script[turn];

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const bytes = await readBody(req);
    // Stamped as the last byte arrives: decoding and parsing a long conversation's body (megabytes)
    // is the server's work, and counted in would add to every client's gap alike.
    const receivedAt = now();
    const raw = bytes.toString("utf8");
    let body: unknown;
    try {
      body = raw === "" ? undefined : JSON.parse(raw);
    } catch {
      body = undefined;
    }
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const entry: LoggedRequest = {
      seq: requests.length,
      method: req.method ?? "GET",
      path: url.pathname,
      headers: headerRecord(req),
      body,
      raw,
      receivedAt,
    };
    requests.push(entry);
    const dialect = messagesDialect(entry.method, entry.path);
    if (dialect !== undefined) entry.provider = dialect.provider;
    if (dialect?.provider === "vertex" || dialect?.provider === "bedrock") {
      const problem = providerProblem(
        dialect,
        entry.headers,
        (typeof body === "object" && body !== null ? body : {}) as Record<string, unknown>,
        options.providerAuth ?? {},
      );
      if (problem !== undefined) {
        entry.status = 403;
        violations.push(`${entry.method} ${entry.path}: ${problem}`);
        return sendError(res, 403, "permission_error", problem);
      }
      // From here on, the request is the Messages API request it stands for.
      const { anthropic_version: _version, ...rest } = body as Record<string, unknown>;
      body = { ...rest, model: dialect.model, ...(dialect.stream ? { stream: true } : {}) };
      return serveMessages(res, entry, body, dialect);
    }

    const key = entry.headers["x-api-key"] ?? /^Bearer (.+)$/.exec(entry.headers["authorization"] ?? "")?.[1];
    if (key === undefined || key === "") {
      entry.status = 401;
      return sendError(res, 401, "authentication_error", "x-api-key header is required");
    }
    if (options.apiKey !== undefined && key !== options.apiKey) {
      entry.status = 401;
      return sendError(res, 401, "authentication_error", "invalid x-api-key");
    }
    if (entry.headers["anthropic-version"] === undefined) {
      entry.status = 400;
      violations.push(`${entry.method} ${entry.path}: missing anthropic-version header`);
      return sendError(res, 400, "invalid_request_error", "anthropic-version: header is required");
    }

    const route = `${entry.method} ${entry.path}`;
    if (route === "POST /v1/messages/count_tokens") {
      const problem = checkMessagesRequest(body, { countOnly: true });
      if (problem !== undefined) {
        entry.status = 400;
        violations.push(`count_tokens: ${problem}`);
        return sendError(res, 400, "invalid_request_error", problem);
      }
      const tokens = segmentsOf(body as MessagesRequestBody).reduce(
        (sum, s) => sum + estimateTokens(s.serialized.length),
        0,
      );
      entry.status = 200;
      return sendJson(res, 200, { input_tokens: tokens });
    }
    if (dialect === undefined) {
      entry.status = 404;
      violations.push(`unknown route ${route}`);
      return sendError(res, 404, "not_found_error", `Not found: ${route}`);
    }
    return serveMessages(res, entry, body, dialect);
  }

  async function serveMessages(
    res: ServerResponse,
    entry: LoggedRequest,
    body: unknown,
    dialect: Dialect,
  ): Promise<void> {
    const problem = checkMessagesRequest(body) ?? checkThinkingBlocks(body as MessagesRequestBody, signed);
    if (problem !== undefined) {
      entry.status = 400;
      violations.push(`messages request ${String(entry.seq)}: ${problem}`);
      return sendError(res, 400, "invalid_request_error", problem);
    }
    const request = body as MessagesRequestBody;
    const turn = request.messages.filter((m) => m.role === "assistant").length;
    const attempt = attempts.get(turn) ?? 0;
    attempts.set(turn, attempt + 1);
    entry.turn = turn;
    entry.attempt = attempt;
    entry.stream = request.stream === true;

    const scripted = turnFor(turn, attempt, request);
    if (scripted === undefined) {
      entry.status = 500;
      violations.push(`script has no turn ${String(turn)} (request ${String(entry.seq)})`);
      return sendError(res, 500, "api_error", `scripted server: no turn ${String(turn)} in the script`);
    }

    const fault = scripted.faults?.[attempt];
    if (fault !== undefined) entry.fault = fault.kind;
    if (fault !== undefined && fault.kind !== "cut_stream" && fault.kind !== "stream_error") {
      if (fault.kind === "status") {
        entry.status = fault.status;
        return sendError(res, fault.status, fault.errorType, fault.message ?? fault.errorType, fault.headers);
      }
      const [status, type] = ERROR_TYPES[fault.kind];
      const headers: Record<string, string> = {};
      if (fault.kind !== "server_error" && fault.retryAfterMs !== undefined)
        headers["retry-after-ms"] = String(fault.retryAfterMs);
      if (fault.kind === "rate_limit") headers["retry-after"] = String(fault.retryAfterSeconds ?? 0);
      entry.status = status;
      const message = fault.kind === "rate_limit" ? (fault.message ?? "Rate limited") : type;
      return sendError(res, status, type, message, headers);
    }

    for (const block of scripted.content)
      if (block.type === "thinking") signed.set(block.signature ?? "sig", block.thinking);
    const blocks: ResolvedBlock[] = scripted.content.map((block, index) => ({
      block,
      id: block.type === "tool_use" ? (block.id ?? `toolu_t${String(turn)}_${String(index)}`) : undefined,
    }));
    const usage: Usage = {
      ...cache.account(request),
      output_tokens: outputTokensOf(scripted),
      ...scripted.usage,
    };
    entry.usage = usage;
    const model = scripted.model ?? options.model ?? request.model;
    const messageId = `msg_${String(++messageSeq).padStart(6, "0")}`;
    const stopReason = stopReasonOf(scripted);

    if (!entry.stream) {
      if (fault?.kind === "cut_stream" || fault?.kind === "stream_error") {
        entry.status = 200;
        res.writeHead(200, { "content-type": "application/json" });
        res.write('{"id":"');
        res.destroy();
        return;
      }
      await sleep(scripted.timing?.firstTokenMs ?? 0);
      entry.status = 200;
      entry.messageStopAt = now();
      return sendJson(
        res,
        200,
        {
          id: messageId,
          type: "message",
          role: "assistant",
          model,
          content: messageContent(blocks),
          stop_reason: stopReason,
          stop_sequence: null,
          usage,
        },
        { "request-id": `req_${String(entry.seq)}` },
      );
    }

    entry.status = 200;
    const bedrock = dialect.provider === "bedrock";
    res.writeHead(200, {
      "content-type": bedrock ? "application/vnd.amazon.eventstream" : "text/event-stream",
      "cache-control": "no-cache",
      "request-id": `req_${String(entry.seq)}`,
    });
    const frame = (name: string, data: unknown) =>
      bedrock ? bedrockChunk(data) : `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;
    const events: SseEvent[] = streamEvents(messageId, model, blocks, stopReason, usage, scripted.timing);
    for (const [index, event] of events.entries()) {
      if (fault?.kind === "cut_stream" && index === fault.afterEvents) {
        // Let what was written reach the client first, so the cut lands mid-stream and not before the headers.
        await new Promise<void>((resolve) => res.write("", () => resolve()));
        await sleep(20);
        res.destroy();
        return;
      }
      if (fault?.kind === "stream_error" && index === fault.afterEvents) {
        const type = fault.errorType ?? "overloaded_error";
        res.end(frame("error", { type: "error", error: { type, message: type } }));
        return;
      }
      await sleep(event.delayMs);
      if (res.destroyed) return;
      res.write(frame(event.event, event.data));
      if (event.isMessageStop === true) entry.messageStopAt = now();
    }
    res.end();
  }

  const listening = await listen(handle, (error) => violations.push(`handler error: ${String(error)}`));
  return {
    url: listening.url,
    requests,
    messageRequests: () => requests.filter((r) => r.provider !== undefined),
    violations,
    assertNoViolations() {
      if (violations.length > 0) throw new Error(`scripted model server saw:\n- ${violations.join("\n- ")}`);
    },
    close: () => listening.close(),
  };
}
