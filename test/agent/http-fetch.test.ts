// The model client's fetch over node:http (src/agent/http-fetch.ts), through the real SDK against the
// scripted model server, and on its own against loopback servers for what the script cannot stage
// (aborts at each stage, compressed answers, a slow stream). The global fetch must never be called.
import { subscribe, unsubscribe } from "node:diagnostics_channel";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import { APIError } from "@anthropic-ai/sdk/core/error";
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from "vitest";
import {
  createHttpFetch,
  httpFetch,
  RedirectRefusedError,
  ResponseHeaders,
} from "../../src/agent/http-fetch";
import { createProviderClients } from "../../src/agent/providers/index";
import { classifyFailure } from "../../src/agent/retry";
import { createAnthropicModelClient, modelRequest } from "../support/model-client";
import { type ModelServer, reply, startModelServer, text, toolUse } from "../support/model-server/index";

const KEY = "sk-ant-test-http-fetch";
const request = modelRequest({
  maxTokens: 4096,
  tools: [{ name: "Lookup", description: "Looks up a key.", input_schema: { type: "object" } }],
});

let server: ModelServer | undefined;
let raw: Server | undefined;
let globalFetch: MockInstance<typeof fetch>;
beforeEach(() => {
  globalFetch = vi.spyOn(globalThis, "fetch");
});
afterEach(async () => {
  const globalCalls = globalFetch.mock.calls.length;
  globalFetch.mockRestore();
  await server?.close();
  server = undefined;
  raw?.closeAllConnections();
  await new Promise((resolve) => (raw === undefined ? resolve(undefined) : raw.close(resolve)));
  raw = undefined;
  // Whatever the test did, none of it went through the global fetch (undici).
  expect(globalCalls).toBe(0);
});

/** A loopback server with the given handler; its base URL. */
async function serve(handler: (req: IncomingMessage, res: ServerResponse) => void): Promise<string> {
  raw = createServer(handler);
  await new Promise<void>((resolve) => raw?.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${String((raw.address() as AddressInfo).port)}`;
}

/** A complete streamed answer of one text block, as the Messages API frames it. */
function answerWithText(res: ServerResponse, value: string): void {
  const usage = { input_tokens: 1, output_tokens: 1 };
  const events: [string, unknown][] = [
    [
      "message_start",
      {
        type: "message_start",
        message: {
          id: "msg_1",
          type: "message",
          role: "assistant",
          model: request.model,
          content: [],
          stop_reason: null,
          stop_sequence: null,
          usage,
        },
      },
    ],
    [
      "content_block_start",
      { type: "content_block_start", index: 0, content_block: { type: "text", text: "" } },
    ],
    [
      "content_block_delta",
      { type: "content_block_delta", index: 0, delta: { type: "text_delta", text: value } },
    ],
    ["content_block_stop", { type: "content_block_stop", index: 0 }],
    [
      "message_delta",
      { type: "message_delta", delta: { stop_reason: "end_turn", stop_sequence: null }, usage },
    ],
    ["message_stop", { type: "message_stop" }],
  ];
  res.writeHead(200, { "content-type": "text/event-stream" });
  res.end(events.map(([name, data]) => `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`).join(""));
}

/** Waits for `event`; fails with `failure` if it has not come within `ms` (a bound, not a measure). */
async function within(ms: number, event: Promise<unknown> | undefined, failure: string): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(failure)), ms);
  });
  try {
    await Promise.race([event, late]);
  } finally {
    clearTimeout(timer);
  }
}

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error("expected the request to fail");
    },
    (error: unknown) => error,
  );

describe("the model client over node:http", () => {
  it("streams a turn: text as it arrives, the tool call, usage and request id", async () => {
    server = await startModelServer({
      apiKey: KEY,
      script: [
        {
          ...reply(text("Looking it up."), toolUse("Lookup", { key: "a" }, "toolu_1")),
          usage: { input_tokens: 12 },
          timing: { textChunkChars: 3, jsonChunkChars: 4 },
        },
      ],
    });
    const client = createAnthropicModelClient({ apiKey: KEY, baseURL: server.url });
    const pieces: string[] = [];
    const response = await client.turn(
      request,
      { onText: (piece) => pieces.push(piece) },
      new AbortController().signal,
    );
    expect(pieces.join("")).toBe("Looking it up.");
    expect(pieces.length).toBeGreaterThan(1);
    expect(response.toolCalls).toEqual([{ id: "toolu_1", name: "Lookup", input: { key: "a" } }]);
    expect(response.usage.input_tokens).toBe(12);
    expect(response.requestId).toBe("req_0");
    // The body went out as a fixed-length request, byte for byte what the API parses.
    const [sent] = server.messageRequests();
    expect(sent?.headers["content-length"]).toBe(String(Buffer.byteLength(sent?.raw ?? "")));
    expect((sent?.body as { messages: unknown }).messages).toEqual(request.messages);
    server.assertNoViolations();
  });

  it("turns an error status with a JSON body into the SDK's APIError, with its status, message and headers", async () => {
    server = await startModelServer({
      apiKey: KEY,
      script: [
        {
          ...reply(text("never")),
          faults: [{ kind: "rate_limit", retryAfterMs: 1234, message: "Slow down, please." }],
        },
      ],
    });
    const client = createAnthropicModelClient({ apiKey: KEY, baseURL: server.url });
    const error = await failureOf(client.turn(request, {}, new AbortController().signal));
    expect(error).toBeInstanceOf(APIError);
    expect((error as APIError).status).toBe(429);
    expect((error as APIError).message).toContain("Slow down, please.");
    // retry.ts reads the server's wait from this client's headers.
    expect(classifyFailure(error)).toMatchObject({ retryable: true, status: 429, retryAfterMs: 1234 });
  });

  it("reuses one kept-alive connection for a session's requests", async () => {
    // Node's default keep-alive timeout (5 s): the scripted model server's 1 s hint would make any
    // client (undici too) drop the connection after each answer.
    const ports: (number | undefined)[] = [];
    const base = await serve((req, res) => {
      ports.push(req.socket.remotePort);
      req.resume();
      req.on("end", () => answerWithText(res, "Done."));
    });
    const client = createAnthropicModelClient({ apiKey: KEY, baseURL: base });
    for (let i = 0; i < 3; i++) {
      const response = await client.turn(request, {}, new AbortController().signal);
      expect(response.content).toEqual([{ type: "text", text: "Done." }]);
    }
    expect(ports).toHaveLength(3);
    expect(new Set(ports).size).toBe(1);
  });

  it("carries a large answer and a large conversation whole", async () => {
    const long = "0123456789abcdef".repeat(256 * 1024); // 4 MB of answer
    const history = "x".repeat(3 * 1024 * 1024); // 3 MB of conversation
    server = await startModelServer({
      apiKey: KEY,
      script: [{ ...reply(text(long)), timing: { textChunkChars: 64 * 1024 } }],
    });
    const client = createAnthropicModelClient({ apiKey: KEY, baseURL: server.url });
    const response = await client.turn(
      { ...request, messages: [{ role: "user", content: history }] },
      {},
      new AbortController().signal,
    );
    expect(response.content).toEqual([{ type: "text", text: long }]);
    const [sent] = server.messageRequests();
    expect((sent?.body as { messages: { content: string }[] }).messages[0]?.content).toBe(history);
  }, 20_000);

  it("reads a slow stream to its end: events that arrive one at a time, with pauses between them", async () => {
    server = await startModelServer({
      apiKey: KEY,
      script: [
        { ...reply(text("a slow answer, word by word")), timing: { textChunkChars: 2, chunkDelayMs: 15 } },
      ],
    });
    const client = createAnthropicModelClient({ apiKey: KEY, baseURL: server.url });
    const arrivals: number[] = [];
    const response = await client.turn(
      request,
      { onText: () => arrivals.push(Date.now()) },
      new AbortController().signal,
    );
    expect(response.content).toEqual([{ type: "text", text: "a slow answer, word by word" }]);
    // Each piece was handed on as it came, not when the stream ended.
    expect((arrivals.at(-1) ?? 0) - (arrivals[0] ?? 0)).toBeGreaterThanOrEqual(100);
  });

  it("refuses a redirect: the request fails with the status and where it pointed, and nothing is sent on", async () => {
    let followed = 0;
    const base = await serve((req, res) => {
      req.resume();
      if (req.url === "/elsewhere") followed++;
      res.writeHead(308, { location: "/elsewhere" }).end();
    });
    const error = await failureOf(httpFetch(`${base}/v1/messages`, { method: "POST", body: "{}" }));
    expect(error).toBeInstanceOf(RedirectRefusedError);
    expect(error).toMatchObject({ status: 308, location: "/elsewhere" });
    expect(followed).toBe(0);
    // Through the SDK, retry.ts says what to change and does not retry.
    const client = createAnthropicModelClient({ apiKey: KEY, baseURL: base });
    const failure = classifyFailure(await failureOf(client.turn(request, {}, new AbortController().signal)));
    expect(failure).toMatchObject({ retryable: false });
    expect(failure.reason).toMatch(/answered with a redirect, which steward does not follow/);
    expect(followed).toBe(0);
  });

  it("decodes a gzip-compressed answer, as the global fetch did", async () => {
    const answer = JSON.stringify({ error: { type: "invalid_request_error", message: "zipped detail" } });
    const base = await serve((req, res) => {
      req.resume();
      res.writeHead(400, { "content-type": "application/json", "content-encoding": "gzip" });
      res.end(gzipSync(answer));
    });
    const client = createAnthropicModelClient({ apiKey: KEY, baseURL: base });
    const error = await failureOf(client.turn(request, {}, new AbortController().signal));
    expect(error).toBeInstanceOf(APIError);
    expect((error as APIError).message).toContain("zipped detail");
  });
});

describe("bounds on what a gateway sends", () => {
  it("fails a body that inflates past the limit instead of reading it into memory, and says why", async () => {
    const bomb = gzipSync(Buffer.alloc(4 * 1024 * 1024, 0x61));
    const base = await serve((req, res) => {
      req.resume();
      res.writeHead(400, { "content-type": "application/json", "content-encoding": "gzip" });
      res.end(bomb);
    });
    const bounded = createHttpFetch({ maxBodyBytes: 1024 * 1024, bodyIdleMs: 60_000 });
    const response = await bounded(`${base}/v1/messages`, { method: "POST", body: "{}" });
    const error = await failureOf(response.text());
    expect((error as Error).message).toBe(
      "the model's response body is larger than 1048576 bytes; it was not read further",
    );
    expect(classifyFailure(error)).toMatchObject({ retryable: false });
  });

  it("ends a stream that stalls after its headers, with a retryable error naming the wait", async () => {
    const base = await serve((req, res) => {
      req.resume();
      res.writeHead(200, { "content-type": "text/event-stream" });
      res.write("event: ping\ndata: {}\n\n");
    });
    const stalling = createHttpFetch({ maxBodyBytes: 1024 * 1024, bodyIdleMs: 200 });
    const response = await stalling(`${base}/v1/messages`, { method: "POST", body: "{}" });
    const error = await failureOf(response.text());
    expect((error as Error).message).toBe(
      "the model's response sent nothing for 0.2 s; the request was ended",
    );
    expect(classifyFailure(error)).toMatchObject({ retryable: true });
  });

  it("refuses a streamed body longer or shorter than its Content-Length: nothing past it reaches the server", async () => {
    const seen: string[] = [];
    const base = await serve((req, res) => {
      seen.push(`${req.method ?? ""} ${req.url ?? ""}`);
      req.resume();
      answerWithText(res, "ok");
    });
    function* longer() {
      yield Buffer.from("{}");
      yield Buffer.from("GET /smuggled HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
    }
    const headers = { "content-type": "application/json", "content-length": "2" };
    const tooLong = await failureOf(
      httpFetch(`${base}/v1/messages`, { method: "POST", headers, body: longer() as never }),
    );
    expect((tooLong as { code?: string }).code).toBe("ERR_HTTP_CONTENT_LENGTH_MISMATCH");
    function* shorter() {
      yield Buffer.from("{}");
    }
    const tooShort = await failureOf(
      httpFetch(`${base}/v1/messages`, {
        method: "POST",
        headers: { ...headers, "content-length": "10" },
        body: shorter() as never,
      }),
    );
    expect((tooShort as { code?: string }).code).toBe("ERR_HTTP_CONTENT_LENGTH_MISMATCH");
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen.filter((line) => line.includes("smuggled"))).toEqual([]);
  });

  it("names a refused redirect's address without the base URL's credentials or query", async () => {
    const base = await serve((req, res) => {
      req.resume();
      res.writeHead(302, { location: "/elsewhere" }).end();
    });
    const withCredentials = base.replace("http://", "http://user:s3cret-pass@");
    const error = await failureOf(
      httpFetch(`${withCredentials}/v1/messages?key=s3cret-query`, { method: "POST", body: "{}" }),
    );
    expect((error as Error).message).toBe(
      `${base}/v1/messages answered 302 with a redirect to /elsewhere, which is not followed`,
    );
  });
});

describe("aborting a request through node:http", () => {
  it("while connecting: rejects with an AbortError and sends nothing", async () => {
    let requests = 0;
    const base = await serve((req, res) => (requests++, res.end()));
    const controller = new AbortController();
    // Aborted the moment the request is written out, before its socket has connected.
    const onStart = () => controller.abort();
    subscribe("http.client.request.start", onStart);
    try {
      const error = await failureOf(
        httpFetch(`${base}/v1/messages`, { method: "POST", body: "{}", signal: controller.signal }),
      );
      expect(error).toMatchObject({ name: "AbortError" });
    } finally {
      unsubscribe("http.client.request.start", onStart);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests).toBe(0);
  });

  it("while waiting for the headers: the SDK reports the cancel, and the connection is closed", async () => {
    const controller = new AbortController();
    let socketClosed: Promise<unknown> | undefined;
    const base = await serve((req) => {
      req.resume();
      socketClosed = new Promise((resolve) => req.socket.on("close", resolve));
      // The request arrived; no answer comes before the abort.
      controller.abort();
    });
    const client = createAnthropicModelClient({ apiKey: KEY, baseURL: base });
    const error = await failureOf(client.turn(request, {}, controller.signal));
    expect(classifyFailure(error).reason).toBe("the request was cancelled");
    await socketClosed;
  });

  it("mid-stream: the body ends with an AbortError and the server sees the connection close", async () => {
    const { response, controller, socketClosed } = await pingThenSilence();
    const reader = (response.body as unknown as AsyncIterable<Uint8Array>)[Symbol.asyncIterator]();
    expect((await reader.next()).done).toBe(false);
    controller.abort();
    await expect(reader.next()).rejects.toMatchObject({ name: "AbortError" });
    await socketClosed;
  });

  it("unread: the body fails quietly, and whoever reads it later gets the AbortError", async () => {
    const { response, controller, socketClosed } = await pingThenSilence();
    // Nothing reads the body when it fails: an 'error' event no one listens to would end the process.
    controller.abort();
    await socketClosed;
    await new Promise((resolve) => setImmediate(resolve));
    await expect(response.text()).rejects.toMatchObject({ name: "AbortError" });
  });

  it("by the SDK's timeout: the turn fails as a timed-out connection, which is retried", async () => {
    const base = await serve((req) => req.resume());
    const client = createAnthropicModelClient({ apiKey: KEY, baseURL: base, timeoutMs: 100 });
    const failure = classifyFailure(await failureOf(client.turn(request, {}, new AbortController().signal)));
    expect(failure).toMatchObject({ retryable: true });
    expect(failure.reason).toMatch(/timed out/i);
  });
});

describe("a response the SDK retries", () => {
  it("closes its connection when the SDK drops it unread, not at the body's idle timeout", async () => {
    let dropped: Promise<unknown> | undefined;
    let requests = 0;
    const base = await serve((req, res) => {
      req.resume();
      if (requests++ > 0) {
        const usage = { input_tokens: 1, output_tokens: 1 };
        const content = [{ type: "text", text: "Retried." }];
        res.writeHead(200, { "content-type": "application/json" });
        res.end(JSON.stringify({ id: "msg_2", type: "message", role: "assistant", content, usage }));
        return;
      }
      dropped = new Promise((resolve) => req.socket.on("close", resolve));
      res.writeHead(529, { "content-type": "application/json", "retry-after-ms": "10" });
      // An error body that never ends: only the SDK's cancel of it can free the connection.
      res.write('{"type":"error","error":{"type":"overloaded_error",');
    });
    // The helper client (web search, summaries) lets the SDK retry; the model client does not.
    const { helper } = await createProviderClients({ provider: "anthropic", apiKey: KEY, baseURL: base });
    const message = await helper.messages.create({
      model: request.model,
      max_tokens: 16,
      messages: [{ role: "user", content: "Go." }],
    });
    expect(message.content).toEqual([{ type: "text", text: "Retried." }]);
    expect(requests).toBe(2);
    await within(2000, dropped, "the dropped 529's connection is still open 2 s after the retry");
  });

  it("closes the connection of a compressed body cancelled as the SDK cancels one, before any read", async () => {
    let socketClosed: Promise<unknown> | undefined;
    const base = await serve((req, res) => {
      req.resume();
      socketClosed = new Promise((resolve) => req.socket.on("close", resolve));
      res.writeHead(529, { "content-type": "application/json", "content-encoding": "gzip" });
      const zipped = gzipSync('{"type":"error","error":{"type":"overloaded_error","message":"Overloaded"}}');
      res.write(zipped.subarray(0, zipped.length >> 1));
    });
    const response = await httpFetch(`${base}/v1/messages`, { method: "POST", body: "{}" });
    // The SDK's CancelReadableStream, for a body that is an async iterable.
    await (response.body as unknown as AsyncIterable<Uint8Array>)[Symbol.asyncIterator]().return?.();
    await within(2000, socketClosed, "the cancelled body's connection is still open after 2 s");
  });
});

describe("a response's headers", () => {
  it("are read case-insensitively, listed in name order, and cannot be changed", () => {
    const headers = new ResponseHeaders({ "x-b": "2", "request-id": "req_1", "set-cookie": ["a=1", "b=2"] });
    expect(headers.get("Request-Id")).toBe("req_1");
    expect(headers.has("X-B")).toBe(true);
    expect(headers.get("missing")).toBeNull();
    expect([...headers.keys()]).toEqual(["request-id", "set-cookie", "x-b"]);
    expect(headers.getSetCookie()).toEqual(["a=1", "b=2"]);
    expect(() => headers.set()).toThrow(/immutable/);
  });
});

/**
 * A server that answers one SSE event and then nothing (only an abort ends the read), and a request
 * to it with an AbortController; `socketClosed` settles when the server sees the connection close.
 */
async function pingThenSilence() {
  let socketClosed: Promise<unknown> | undefined;
  const base = await serve((req, res) => {
    req.resume();
    socketClosed = new Promise((resolve) => req.socket.on("close", resolve));
    res.writeHead(200, { "content-type": "text/event-stream" });
    res.write("event: ping\ndata: {}\n\n");
  });
  const controller = new AbortController();
  const response = await httpFetch(`${base}/v1/messages`, {
    method: "POST",
    body: "{}",
    signal: controller.signal,
  });
  return { response, controller, socketClosed };
}
