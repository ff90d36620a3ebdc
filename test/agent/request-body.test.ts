// The incrementally serialised request body: the bytes are JSON.stringify's, byte for byte; each
// message is serialised once however long the session runs; and a request copies no more than the
// newest messages, whatever the size of the history.
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { afterEach, describe, expect, it, vi } from "vitest";
import * as z from "zod/mini";
import { compactedConversation, DEFAULT_COMPACTION, withoutThinking } from "../../src/agent/compaction";
import { httpFetch } from "../../src/agent/http-fetch";
import {
  type ContentBlockParam,
  createAnthropicSdk,
  createModelClient,
  type MessageParam,
  MessagesClient,
} from "../../src/agent/model";
import { markBreakpoints } from "../../src/agent/request";
import {
  BODY_CHUNK_BYTES,
  bodyChunks,
  RequestBodyEncoder,
  SEGMENT_BYTES,
  withIncrementalBodies,
} from "../../src/agent/request-body";
import { runSession } from "../../src/agent/session";
import { ToolRegistry } from "../../src/tools/registry";
import { type ModelServer, reply, startModelServer, text, toolUse } from "../support/model-server/index";
import { modelRequest } from "../support/model-client";
import { buildTestTool } from "../support/test-tool";
import { allowAll, FEATURES, type TestBench, toolBench } from "../tools/helpers";

const joined = (parts: readonly Buffer[]) => Buffer.concat(parts).toString("utf8");

/** Where two bodies first differ (-1: identical), so a failure shows a place, not two megabytes. */
function firstDifference(encoded: { parts: readonly Buffer[] }, request: unknown): number {
  const a = joined(encoded.parts);
  const b = JSON.stringify(request);
  if (a === b) return -1;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return i;
}

const TOOLS = [{ name: "Read", description: "Reads — a file.", input_schema: { type: "object" } }];
const SYSTEM = [{ type: "text" as const, text: "You are a test agent. ✓" }];

/** A request as the model client builds it, over `messages`. */
function params(messages: MessageParam[], extra: Record<string, unknown> = {}) {
  return {
    model: "claude-sonnet-4-6",
    max_tokens: 4096,
    system: SYSTEM,
    messages,
    tools: TOOLS,
    thinking: undefined,
    ...extra,
    stream: true,
  };
}

/** Turn k of a long session: an assistant call, then a ~`size`-character result. */
function turn(k: number, size: number): MessageParam[] {
  const id = `toolu_${String(k)}`;
  return [
    {
      role: "assistant",
      content: [
        { type: "text", text: `Reading part ${String(k)}.` },
        { type: "tool_use", id, name: "Read", input: { file_path: `/repo/part-${String(k)}.md` } },
      ],
    },
    {
      role: "user",
      content: [
        { type: "tool_result", tool_use_id: id, content: `${String(k)}\t${"é line\n".repeat(size / 8)}` },
      ],
    },
  ];
}

/** Counts serialisations per message object. */
function counted() {
  const counts = new Map<unknown, number>();
  const encoder = new RequestBodyEncoder((message) => counts.set(message, (counts.get(message) ?? 0) + 1));
  return { encoder, counts };
}

describe("RequestBodyEncoder", () => {
  it("writes what JSON.stringify writes, byte for byte", () => {
    const encoder = new RequestBodyEncoder();
    const messages: MessageParam[] = [
      {
        role: "user",
        content: 'A string prompt with "quotes", a tab\t, emoji 🚀 and a lone \ud800 surrogate.',
      },
      { role: "assistant", content: [{ type: "text", text: "Déjà vu — ∑" }] },
    ];
    for (const request of [
      params(messages),
      params(messages, { tool_choice: { type: "none" }, thinking: { type: "adaptive" } }),
      params([]),
    ]) {
      const encoded = encoder.encode(request);
      expect(firstDifference(encoded, request)).toBe(-1);
      expect(encoded.length).toBe(Buffer.byteLength(JSON.stringify(request)));
    }
  });

  it("serialises each message of a long session once, and copies only the newest messages per request", () => {
    const { encoder, counts } = counted();
    const messages: MessageParam[] = [{ role: "user", content: [{ type: "text", text: "Read the parts." }] }];
    let previousEnd = -1;
    const copiedPerRequest: number[] = [];
    const chunksPerRequest: number[] = [];
    for (let k = 0; k < 80; k++) {
      // As the session sends it: markers on copies of the previous and the last message.
      const request = params(markBreakpoints(messages, [previousEnd, messages.length - 1]));
      const encoded = encoder.encode(request);
      expect(firstDifference(encoded, request)).toBe(-1);
      const chunks = [...bodyChunks(encoded.parts)];
      expect(Buffer.concat(chunks).length).toBe(encoded.length);
      // Bytes copied into chunks (parts that go out as they are cost nothing).
      copiedPerRequest.push(
        chunks.filter((c) => !encoded.parts.includes(c)).reduce((n, c) => n + c.length, 0),
      );
      chunksPerRequest.push(chunks.length);
      messages.push(...turn(k, 12_000));
      previousEnd = messages.length - 2;
    }
    // The conversation's own messages: each serialised exactly once (the last request sent the two
    // before the newest turn as marked copies; the newest turn was never sent).
    for (const message of messages.slice(0, -4)) expect(counts.get(message)).toBe(1);
    // Every other serialisation was of such a copy, once each.
    const copies = [...counts.keys()].filter((m) => !messages.includes(m as MessageParam));
    expect(copies.every((m) => counts.get(m) === 1)).toBe(true);
    expect(copies.length).toBeLessThanOrEqual(2 * 80);
    // ~1 MB of history by the end, yet each request copies at most the unjoined tail and a chunk.
    expect(JSON.stringify(messages).length).toBeGreaterThan(900_000);
    expect(Math.max(...copiedPerRequest)).toBeLessThan(SEGMENT_BYTES + BODY_CHUNK_BYTES + 60_000);
    // The older history goes out as a few joined segments (each a trip through fetch), not a part
    // per message: ~1 MB in 256 KB segments, then the newer messages joined into a chunk or two.
    expect(chunksPerRequest.at(-1)).toBeLessThanOrEqual(Math.ceil(1_100_000 / SEGMENT_BYTES) + 3);
  });

  it("serialises a message again when its content is replaced (the wrap-up instruction)", () => {
    const { encoder, counts } = counted();
    const messages: MessageParam[] = [
      { role: "user", content: [{ type: "text", text: "Go." }] },
      ...turn(0, 400),
    ];
    encoder.encode(params(messages));
    const last = messages[2] as { role: "user"; content: ContentBlockParam[] };
    last.content = [...last.content, { type: "text", text: "This is your last turn." }];
    const request = params(messages);
    expect(firstDifference(encoder.encode(request), request)).toBe(-1);
    expect(counts.get(last)).toBe(2);
  });

  it("gives the right bytes when a conversation changes under its segments", () => {
    const encoder = new RequestBodyEncoder();
    const messages: MessageParam[] = [{ role: "user", content: [{ type: "text", text: "Go." }] }];
    for (let k = 0; k < 60; k++) {
      messages.push(...turn(k, 12_000));
      encoder.encode(params(messages));
    }
    // An old message whose content is replaced in place (nothing in the session does that today).
    const old = messages[6] as { role: "user"; content: ContentBlockParam[] };
    old.content = [...old.content, { type: "text", text: "Added later." }];
    const replaced = params(messages);
    expect(firstDifference(encoder.encode(replaced), replaced)).toBe(-1);
    messages[1] = {
      role: "assistant",
      content: [
        { type: "thinking", thinking: "hm", signature: "s" },
        ...((messages[1]?.content ?? []) as []),
      ],
    };
    for (const changed of [
      messages,
      withoutThinking(messages),
      compactedConversation(messages, "Read parts 0 to 59.", DEFAULT_COMPACTION),
    ]) {
      const request = params(changed);
      expect(firstDifference(encoder.encode(request), request)).toBe(-1);
    }
  });
});

/** A full garbage collection, after the current job (WeakRefs made in it stay alive until it ends). */
async function collectGarbage(): Promise<void> {
  setFlagsFromString("--expose-gc");
  const gc = runInNewContext("gc") as () => void;
  await new Promise((resolve) => setImmediate(resolve));
  gc();
}

describe("RequestBodyEncoder holds the history once", () => {
  it("keeps a joined message's content only as bytes, and gives it back as it was sent, frozen", async () => {
    const { encoder, counts } = counted();
    const messages: MessageParam[] = [{ role: "user", content: [{ type: "text", text: "Go." }] }];
    // The content each message was made with, watched without keeping it alive.
    const made: WeakRef<object>[] = [];
    for (let k = 0; k < 40; k++) {
      for (const message of turn(k, 12_000)) {
        made.push(new WeakRef(message.content as object));
        messages.push(message);
      }
      const request = params(messages);
      expect(firstDifference(encoder.encode(request), request)).toBe(-1);
    }
    await collectGarbage();
    // ~480 KB of history: the first 256 KB or more are joined into a segment and their content
    // objects are gone; the newest messages, not joined yet, still hold theirs.
    const freed = made.map((ref) => ref.deref() === undefined);
    expect(freed.slice(0, 40).every(Boolean)).toBe(true);
    expect(freed.slice(-4).some(Boolean)).toBe(false);
    // What any reader sees is the message as it was sent (the same turns, made again), frozen.
    expect(messages.slice(1)).toEqual(Array.from({ length: 40 }, (_, k) => turn(k, 12_000)).flat());
    const old = messages[2] as { content: ContentBlockParam[] };
    expect(Object.isFrozen(old.content) && Object.isFrozen(old.content[0])).toBe(true);
    expect(() => old.content.push({ type: "text", text: "lost" })).toThrow(TypeError);
    // Reading a joined message does not serialise it again, nor does a conversation that keeps it
    // (compaction's verbatim tail).
    const kept = compactedConversation(messages, "Read parts 0 to 39.", {
      ...DEFAULT_COMPACTION,
      keepRecentMessages: 70,
    });
    const compacted = params(kept);
    expect(firstDifference(encoder.encode(compacted), compacted)).toBe(-1);
    for (const message of messages.slice(0, -1)) expect(counts.get(message)).toBe(1);
  });
});

describe("bodyChunks", () => {
  it("joins small parts and sends large ones as they are", () => {
    const small = Buffer.from("x".repeat(1000));
    const large = Buffer.alloc(BODY_CHUNK_BYTES, "y");
    const chunks = [...bodyChunks([small, small, large, small])];
    expect(chunks.map((c) => c.length)).toEqual([2000, BODY_CHUNK_BYTES, 1000]);
    expect(chunks[1]).toBe(large);
  });
});

describe("incremental bodies through the SDK", () => {
  const KEY = "sk-ant-test-body";
  let server: ModelServer | undefined;
  let bench: TestBench | undefined;
  afterEach(async () => {
    await server?.close();
    await bench?.cleanup();
    server = undefined;
    bench = undefined;
  });

  it("hands the body's chunks to fetch as they are, not wrapped in a web ReadableStream", async () => {
    server = await startModelServer({ apiKey: KEY, script: [reply(text("Done."))] });
    const bodies: unknown[] = [];
    const sdk = new MessagesClient({
      apiKey: KEY,
      baseURL: server.url,
      maxRetries: 0,
      fetch: (url, init) => (bodies.push(init?.body), httpFetch(url, init)),
    });
    const given: unknown[] = [];
    const recording = {
      messages: {
        create: ((body, options) => (
          given.push(body),
          sdk.messages.create(body, options)
        )) as typeof sdk.messages.create,
      },
    };
    const client = createModelClient(withIncrementalBodies(recording));
    const request = modelRequest({ messages: [{ role: "user", content: "Go ✓." }] });
    const stringify = vi.spyOn(JSON, "stringify");
    const serialised: unknown[] = [];
    const response = await client.turn(request, {}, new AbortController().signal).finally(() => {
      for (const [value] of stringify.mock.calls as [unknown][]) serialised.push(value);
      stringify.mockRestore();
    });
    // The SDK builds no body of its own from the parameters: that would serialise the whole
    // conversation again on every turn, only to be replaced by ours. Nor is it handed the
    // conversation, which it would walk, block by block, looking for its helpers' marker.
    expect(given).toHaveLength(1);
    expect(given[0]).toMatchObject({ model: request.model, messages: [], stream: true });
    const wholeRequests = serialised.filter(
      (value) => (value as { messages?: unknown } | null)?.messages === request.messages,
    );
    expect(serialised.length).toBeGreaterThan(0);
    expect(wholeRequests).toEqual([]);
    expect(response.content).toEqual([{ type: "text", text: "Done." }]);
    // The generator bodyChunks() returns: Node's web streams stay off the path to the first request.
    expect(bodies).toHaveLength(1);
    expect(Object.prototype.toString.call(bodies[0])).toBe("[object Generator]");
    const [sent] = server.messageRequests();
    expect(sent?.headers["content-length"]).toBe(String(Buffer.byteLength(sent?.raw ?? "")));
    expect(JSON.parse(sent?.raw ?? "")).toMatchObject({ messages: [{ role: "user", content: "Go ✓." }] });
  });

  it("sends each message of a session once, as a fixed-length body the API parses", async () => {
    const pageTool = buildTestTool({
      name: "Page",
      description: "Returns a long page of text.",
      inputSchema: z.strictObject({ n: z.number() }),
      isReadOnly: () => true,
      isConcurrencySafe: () => true,
      call: ({ n }) => Promise.resolve(`page ${String(n)}\n${"line of text ✓\n".repeat(2_500)}`),
    });
    const turns = 14;
    server = await startModelServer({
      apiKey: KEY,
      script: [
        ...Array.from({ length: turns - 1 }, (_, n) =>
          reply(text(`Page ${String(n)}.`), toolUse("Page", { n })),
        ),
        reply(text("Read them all.")),
      ],
    });
    bench = await toolBench([pageTool]);
    const { encoder, counts } = counted();
    const sent: unknown[] = [];
    const encode = encoder.encode.bind(encoder);
    vi.spyOn(encoder, "encode").mockImplementation((body) => (sent.push(body), encode(body)));
    const sdk = createAnthropicSdk({ apiKey: KEY, baseURL: server.url, maxRetries: 0 });
    const result = await runSession({
      run: {
        model: {
          client: createModelClient(withIncrementalBodies(sdk, encoder)),
          name: "claude-sonnet-4-6",
          maxTokens: 4096,
          deferLoading: true,
        },
        budgets: { maxTurns: 20 },
      },
      conversation: { system: [{ type: "text", text: "You are a test agent." }], prompt: "Read every page." },
      tools: {
        registry: new ToolRegistry([pageTool], [], FEATURES),
        resolver: allowAll,
        context: bench.context,
      },
      observers: { transcript: { write: () => undefined } },
    });
    expect(result).toMatchObject({ subtype: "success", numTurns: turns });
    server.assertNoViolations();
    const requests = server.messageRequests();
    expect(requests).toHaveLength(turns);
    requests.forEach((request, k) => {
      expect(request.raw).toBe(JSON.stringify(sent[k]));
      expect(request.headers["content-length"]).toBe(String(Buffer.byteLength(request.raw)));
      expect(request.headers["transfer-encoding"]).toBeUndefined();
    });
    // Over 500 KB of history by the last request, and still each message was serialised once.
    expect(requests.at(-1)?.raw.length).toBeGreaterThan(500_000);
    // (The last request sent the two newest as marked copies; the final answer was never sent.)
    for (const message of result.messages.slice(0, -3)) expect(counts.get(message)).toBe(1);
  });
});
