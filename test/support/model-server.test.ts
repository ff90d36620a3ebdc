import Anthropic from "@anthropic-ai/sdk";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  type ModelServer,
  raw,
  reply,
  type ScriptedTurn,
  startModelServer,
  text,
  thinking,
  toolUse,
} from "./model-server/index";

let server: ModelServer | undefined;
afterEach(async () => {
  vi.unstubAllEnvs();
  await server?.close();
  server = undefined;
});

async function serve(
  script: ScriptedTurn[] | Parameters<typeof startModelServer>[0]["script"],
  apiKey?: string,
) {
  server = await startModelServer(apiKey === undefined ? { script } : { script, apiKey });
  return server;
}

function client(s: ModelServer, extra: Partial<ConstructorParameters<typeof Anthropic>[0]> = {}) {
  return new Anthropic({ apiKey: "test-key", baseURL: s.url, maxRetries: 3, ...extra });
}

const USER = [{ role: "user" as const, content: "Look at the repository." }];

describe("scripted model server with the real SDK", () => {
  it("streams a multi-block tool_use message whose inputs arrive in several JSON chunks", async () => {
    const s = await serve([
      reply(
        thinking("I should read the file first."),
        text("Reading the config and searching for uses."),
        toolUse("Read", { file_path: "/w/app/src/config.ts", offset: 10, limit: 200 }),
        toolUse("Grep", { pattern: "loadConfig\\(", output_mode: "content", "-n": true }),
      ),
    ]);
    const stream = client(s).messages.stream({ model: "claude-test", max_tokens: 1024, messages: USER });
    const jsonDeltas = new Map<number, number>();
    const eventTypes: string[] = [];
    for await (const event of stream) {
      eventTypes.push(event.type);
      if (event.type === "content_block_delta" && event.delta.type === "input_json_delta")
        jsonDeltas.set(event.index, (jsonDeltas.get(event.index) ?? 0) + 1);
    }
    const message = await stream.finalMessage();

    expect(message.stop_reason).toBe("tool_use");
    expect(message.content.map((b) => b.type)).toEqual(["thinking", "text", "tool_use", "tool_use"]);
    const tools = message.content.filter((b) => b.type === "tool_use");
    expect(tools.map((b) => [b.name, b.input])).toEqual([
      ["Read", { file_path: "/w/app/src/config.ts", offset: 10, limit: 200 }],
      ["Grep", { pattern: "loadConfig\\(", output_mode: "content", "-n": true }],
    ]);
    expect(tools.map((b) => b.id)).toEqual(["toolu_t0_2", "toolu_t0_3"]);
    expect(jsonDeltas.get(2)).toBeGreaterThan(2);
    expect(jsonDeltas.get(3)).toBeGreaterThan(2);
    expect(eventTypes[0]).toBe("message_start");
    expect(eventTypes.at(-1)).toBe("message_stop");
    expect(eventTypes).toContain("message_delta");

    const [logged] = s.messageRequests();
    // SDK 1.x sends an API key as a bearer token; older SDKs used x-api-key. The server takes both.
    expect(logged?.headers["authorization"] ?? `Bearer ${logged?.headers["x-api-key"] ?? ""}`).toBe(
      "Bearer test-key",
    );
    expect(logged?.headers["anthropic-version"]).toBe("2026-10-21");
    expect(logged?.stream).toBe(true);
    expect(logged?.turn).toBe(0);
    expect(logged?.messageStopAt).toBeGreaterThan(logged?.receivedAt ?? Infinity);
    s.assertNoViolations();
  });

  it("retries a 529 overloaded answer and then succeeds, as soon as its retry-after-ms says", async () => {
    const s = await serve([{ ...reply(text("done")), faults: [{ kind: "overloaded", retryAfterMs: 10 }] }]);
    const message = await client(s).messages.create({ model: "m", max_tokens: 100, messages: USER });
    expect(message.content).toEqual([{ type: "text", text: "done" }]);
    const attempts = s.messageRequests().map((r) => [r.attempt, r.status, r.fault]);
    expect(attempts).toEqual([
      [0, 529, "overloaded"],
      [1, 200, undefined],
    ]);
    // Without the header the SDK backs off 375 to 500 ms before its first retry: that wait is gone.
    const [first, second] = s.messageRequests();
    expect((second?.receivedAt ?? Infinity) - (first?.receivedAt ?? 0)).toBeLessThan(375);
  });

  it("sends retry-after on a 429 and the SDK waits for it", async () => {
    const s = await serve([
      { ...reply(text("ok")), faults: [{ kind: "rate_limit", retryAfterSeconds: 0.3 }] },
    ]);
    const message = await client(s).messages.create({ model: "m", max_tokens: 100, messages: USER });
    expect(message.content).toEqual([{ type: "text", text: "ok" }]);
    const [first, second] = s.messageRequests();
    expect(first?.status).toBe(429);
    // The wait is what this proves: "retry-after: 0.3" read as seconds (the SDK parses it as a float;
    // read as milliseconds it would retry at once).
    expect((second?.receivedAt ?? 0) - (first?.receivedAt ?? 0)).toBeGreaterThanOrEqual(280);
  });

  it("plays a non-retryable error status verbatim", async () => {
    const s = await serve([
      {
        ...reply(text("never")),
        faults: [
          { kind: "status", status: 400, errorType: "invalid_request_error", message: "prompt is too long" },
        ],
      },
    ]);
    await expect(
      client(s).messages.create({ model: "m", max_tokens: 1, messages: USER }),
    ).rejects.toMatchObject({
      status: 400,
      error: { error: { type: "invalid_request_error", message: "prompt is too long" } },
    });
    expect(s.messageRequests()).toHaveLength(1);
  });

  it("cuts a stream mid-message; the same turn answers fully when requested again", async () => {
    const s = await serve([
      {
        ...reply(text("A long answer that will be cut off part-way through its streaming.")),
        faults: [{ kind: "cut_stream", afterEvents: 5 }],
      },
    ]);
    const c = client(s);
    const cut = c.messages.stream({ model: "m", max_tokens: 100, messages: USER });
    await expect(cut.finalMessage()).rejects.toThrow();
    const again = await c.messages.stream({ model: "m", max_tokens: 100, messages: USER }).finalMessage();
    expect(again.content).toEqual([
      { type: "text", text: "A long answer that will be cut off part-way through its streaming." },
    ]);
    expect(s.messageRequests().map((r) => [r.turn, r.attempt, r.fault])).toEqual([
      [0, 0, "cut_stream"],
      [0, 1, undefined],
    ]);
  });

  it("delivers an error event in the middle of a stream", async () => {
    const s = await serve([
      { ...reply(text("abcdefghijklmnopqrstuvwxyz")), faults: [{ kind: "stream_error", afterEvents: 4 }] },
    ]);
    const stream = client(s, { maxRetries: 0 }).messages.stream({
      model: "m",
      max_tokens: 100,
      messages: USER,
    });
    await expect(stream.finalMessage()).rejects.toThrow(/overloaded_error/);
  });

  it("delivers malformed tool JSON exactly as scripted", async () => {
    const s = await serve([
      reply({
        type: "tool_use",
        name: "Read",
        input: undefined,
        rawJson: '{"file_path": "/w/app/a.ts", "limit": ',
      }),
    ]);
    const stream = client(s).messages.stream({ model: "m", max_tokens: 100, messages: USER });
    let json = "";
    for await (const event of stream) {
      if (event.type === "content_block_delta" && event.delta.type === "input_json_delta")
        json += event.delta.partial_json;
    }
    expect(json).toBe('{"file_path": "/w/app/a.ts", "limit": ');
    expect(() => JSON.parse(json) as unknown).toThrow();
  });

  it("honours time to first token and per-chunk delay", async () => {
    const s = await serve([
      {
        ...reply(text("0123456789".repeat(4))),
        timing: { firstTokenMs: 150, chunkDelayMs: 40, textChunkChars: 10 },
      },
    ]);
    const started = Date.now();
    const stream = client(s).messages.stream({ model: "m", max_tokens: 100, messages: USER });
    let firstTextAt = 0;
    stream.on("text", () => {
      firstTextAt ||= Date.now();
    });
    await stream.finalMessage();
    const ended = Date.now();
    expect(firstTextAt - started).toBeGreaterThanOrEqual(140);
    // Four chunks: the first after 150 ms, then three more 40 ms apart.
    expect(ended - started).toBeGreaterThanOrEqual(260);
  });

  it("answers non-streaming requests and count_tokens", async () => {
    const s = await serve([reply(text("plain"))]);
    const c = client(s);
    const message = await c.messages.create({ model: "m", max_tokens: 10, messages: USER });
    expect(message).toMatchObject({ type: "message", role: "assistant", stop_reason: "end_turn" });
    expect(message.usage.output_tokens).toBeGreaterThan(0);
    const counted = await c.messages.countTokens({ model: "m", messages: USER });
    expect(counted.input_tokens).toBeGreaterThan(0);
    expect(s.requests.map((r) => r.path)).toEqual(["/v1/messages", "/v1/messages/count_tokens"]);
  });

  it("accepts Authorization: Bearer and follows ANTHROPIC_BASE_URL", async () => {
    const s = await serve([reply(text("hi"))], "secret-token");
    vi.stubEnv("ANTHROPIC_BASE_URL", s.url);
    const c = new Anthropic({ authToken: "secret-token", maxRetries: 0 });
    await c.messages.create({ model: "m", max_tokens: 10, messages: USER });
    expect(s.requests[0]?.headers["authorization"]).toBe("Bearer secret-token");
  });

  it("refuses a request without credentials and one with the wrong key", async () => {
    const s = await serve([reply(text("hi"))], "right-key");
    const bare = await fetch(`${s.url}/v1/messages`, {
      method: "POST",
      headers: { "anthropic-version": "2026-10-21", "content-type": "application/json" },
      body: JSON.stringify({ model: "m", max_tokens: 1, messages: USER }),
    });
    expect(bare.status).toBe(401);
    await expect(
      client(s, { apiKey: "wrong-key", maxRetries: 0 }).messages.create({
        model: "m",
        max_tokens: 1,
        messages: USER,
      }),
    ).rejects.toMatchObject({ status: 401 });
  });

  it("rejects a tool_use left without its tool_result, as the real API does", async () => {
    const s = await serve([reply(toolUse("Read", { file_path: "a" })), reply(text("done"))]);
    const c = client(s, { maxRetries: 0 });
    const first = await c.messages.create({ model: "m", max_tokens: 10, messages: USER });
    await expect(
      c.messages.create({
        model: "m",
        max_tokens: 10,
        messages: [
          ...USER,
          { role: "assistant", content: first.content },
          { role: "user", content: "go on" },
        ],
      }),
    ).rejects.toMatchObject({ status: 400 });
    expect(s.violations.join("\n")).toMatch(/without `tool_result` blocks/);
  });

  it("refuses a thinking block that comes back changed, or with a cache marker, as the real API does", async () => {
    const s = await serve([reply(thinking("Plan: read a.", "sig-1"), text("ok")), reply(text("done"))]);
    const c = client(s, { maxRetries: 0 });
    const first = await c.messages.create({ model: "m", max_tokens: 10, messages: USER });
    const [block] = first.content;
    if (block?.type !== "thinking") throw new Error("expected a thinking block first");
    const again = (content: Anthropic.ContentBlockParam[]) =>
      c.messages.create({
        model: "m",
        max_tokens: 10,
        messages: [...USER, { role: "assistant", content }, { role: "user", content: "go on" }],
      });
    await expect(again([{ ...block, thinking: "Plan: read b." }])).rejects.toMatchObject({ status: 400 });
    await expect(
      again([{ ...block, cache_control: { type: "ephemeral" } } as Anthropic.ContentBlockParam]),
    ).rejects.toMatchObject({ status: 400 });
    expect(s.violations.join("\n")).toMatch(/Invalid `signature` in `thinking` block/);
    expect(s.violations.join("\n")).toMatch(/thinking\.cache_control: Extra inputs are not permitted/);
    s.violations.length = 0;
    await expect(again([block])).resolves.toMatchObject({ content: [{ type: "text", text: "done" }] });
  });

  it("accepts the results in the next message and counts the turn by assistant messages", async () => {
    const s = await serve([reply(toolUse("Read", { file_path: "a" })), reply(text("done"))]);
    const c = client(s, { maxRetries: 0 });
    const first = await c.messages.create({ model: "m", max_tokens: 10, messages: USER });
    const id = first.content[0]?.type === "tool_use" ? first.content[0].id : "";
    const second = await c.messages.create({
      model: "m",
      max_tokens: 10,
      messages: [
        ...USER,
        { role: "assistant", content: first.content },
        { role: "user", content: [{ type: "tool_result", tool_use_id: id, content: "file text" }] },
      ],
    });
    expect(second.content).toEqual([{ type: "text", text: "done" }]);
    expect(s.messageRequests().map((r) => r.turn)).toEqual([0, 1]);
    s.assertNoViolations();
  });

  it("reports cache reads for a repeated prefix ending at a cache_control breakpoint", async () => {
    const sys = [
      { type: "text" as const, text: "x".repeat(8000), cache_control: { type: "ephemeral" as const } },
    ];
    const s = await serve(() => reply(text("ok")));
    const c = client(s, { maxRetries: 0 });
    const first = await c.messages.create({ model: "m", max_tokens: 10, system: sys, messages: USER });
    const second = await c.messages.create({ model: "m", max_tokens: 10, system: sys, messages: USER });
    expect(first.usage.cache_creation_input_tokens).toBeGreaterThan(1900);
    expect(first.usage.cache_read_input_tokens).toBe(0);
    expect(second.usage.cache_read_input_tokens).toBe(first.usage.cache_creation_input_tokens);
    expect(second.usage.cache_creation_input_tokens).toBe(0);
    // The uncached tail (the user message) is billed as ordinary input.
    expect(second.usage.input_tokens).toBeGreaterThan(0);
  });

  it("plays server-tool blocks verbatim, streamed and not", async () => {
    const searchUse = {
      type: "server_tool_use",
      id: "srvtoolu_1",
      name: "web_search",
      input: { query: "vitest 4 release notes" },
    };
    const searchResult = {
      type: "web_search_tool_result",
      tool_use_id: "srvtoolu_1",
      content: [
        {
          type: "web_search_result",
          title: "Vitest 4",
          url: "https://vitest.dev/blog/vitest-4",
          encrypted_content: "enc",
          page_age: null,
        },
      ],
    };
    const turn = reply(raw(searchUse), raw(searchResult), text("Vitest 4 is out."));
    const s = await serve(() => turn);
    const c = client(s, { maxRetries: 0 });

    const plain = await c.messages.create({ model: "m", max_tokens: 100, messages: USER });
    expect(plain.content).toEqual([searchUse, searchResult, { type: "text", text: "Vitest 4 is out." }]);
    expect(plain.stop_reason).toBe("end_turn");

    const stream = c.messages.stream({ model: "m", max_tokens: 100, messages: USER });
    const deltasByIndex = new Map<number, number>();
    for await (const event of stream) {
      if (event.type === "content_block_delta")
        deltasByIndex.set(event.index, (deltasByIndex.get(event.index) ?? 0) + 1);
    }
    const streamed = await stream.finalMessage();
    expect(streamed.content.slice(0, 2)).toEqual([searchUse, searchResult]);
    expect([...deltasByIndex.keys()]).toEqual([2]);
    s.assertNoViolations();
  });

  it("records a violation when the script runs out", async () => {
    const s = await serve([]);
    await expect(
      client(s, { maxRetries: 0 }).messages.create({ model: "m", max_tokens: 1, messages: USER }),
    ).rejects.toMatchObject({ status: 500 });
    expect(() => s.assertNoViolations()).toThrow(/no turn 0/);
  });
});
