// The Headers and FormData that steward's bundled copy of the SDK uses instead of Node's globals
// (src/agent/sdk-globals.ts, wired in by scripts/bundle.mjs). Node's own Headers (undici) is the
// reference: the same operations must give the same results, or the same TypeError. Then a real turn
// through the SDK, with the globals swapped for these as the bundle swaps them, against the scripted
// model server: the request carries the same headers as with Node's.
import { afterEach, describe, expect, it, vi } from "vitest";
import { Readable } from "node:stream";
import { runInNewContext } from "node:vm";
import { FetchHeaders, isWebReadableStream, NoFormData } from "../../src/agent/sdk-globals";
import { createAnthropicModelClient, modelRequest } from "../support/model-client";
import { type ModelServer, reply, startModelServer, text } from "../support/model-server/index";

type AnyHeaders = new (init?: never) => Headers;

/** What a sequence of operations on a fresh Headers returns (or the TypeError it throws). */
function outcome(Impl: AnyHeaders, run: (headers: Headers) => unknown, init?: unknown): unknown {
  try {
    const headers = new Impl(init as never);
    const result = run(headers);
    return { result, entries: [...headers], setCookie: headers.getSetCookie() };
  } catch (error) {
    return { threw: (error as Error).constructor.name };
  }
}

const cases: [string, (headers: Headers) => unknown, unknown?][] = [
  ["a record", (h) => h.get("content-type"), { "Content-Type": "application/json", "X-Api-Key": "k" }],
  [
    "a list of pairs",
    (h) => [h.get("a"), h.has("A")],
    [
      ["A", "1"],
      ["b", "2"],
      ["a", "3"],
    ],
  ],
  ["another Headers", (h) => h.get("x"), new Headers({ x: "1", "set-cookie": "c=1" })],
  [
    "case-insensitive names",
    (h) => (h.set("Anthropic-Beta", "x"), [h.get("ANTHROPIC-BETA"), h.has("anthropic-beta")]),
  ],
  ["append joins with a comma", (h) => (h.append("Accept", "a"), h.append("accept", "b"), h.get("accept"))],
  ["set replaces", (h) => (h.append("a", "1"), h.append("a", "2"), h.set("A", "3"), h.get("a"))],
  ["delete", (h) => (h.append("a", "1"), h.delete("A"), [h.get("a"), h.has("a")])],
  ["a missing name", (h) => [h.get("nope"), h.has("nope")]],
  ["entries sorted, lowercased", (h) => (h.append("Zed", "1"), h.append("alpha", "2"), h.append("Mid", "3"))],
  ["keys and values", (h) => (h.append("b", "2"), h.append("A", "1"), [[...h.keys()], [...h.values()]])],
  [
    "forEach",
    (h) => {
      h.append("b", "2");
      h.append("a", "1");
      const seen: unknown[] = [];
      h.forEach(function (this: unknown, value, name, parent) {
        seen.push([value, name, parent === h, this]);
      }, "this");
      return seen;
    },
  ],
  [
    "set-cookie kept apart",
    (h) => (
      h.append("Set-Cookie", "a=1, b"),
      h.append("set-cookie", "c=2"),
      h.append("x", "y"),
      h.get("set-cookie")
    ),
  ],
  ["surrounding whitespace trimmed", (h) => (h.set("a", " \t x y \r\n"), h.get("a"))],
  ["inner tab and latin-1 kept", (h) => (h.set("a", "x\ty\u00e9"), h.get("a"))],
  ["an empty value", (h) => (h.set("a", ""), h.get("a"))],
  [
    "a number",
    (h) => (h.set("x-stainless-retry-count", 2 as unknown as string), h.get("x-stainless-retry-count")),
  ],
  ["CR LF in a value (header injection)", (h) => h.set("x", "1\r\nx-api-key: stolen")],
  ["LF in a value", (h) => h.append("x", "1\nEvil: 1")],
  ["CR in a value", (h) => h.set("x", "a\rb")],
  ["NUL in a value", (h) => h.append("x", "a\0b")],
  ["a value above latin-1", (h) => h.set("x", "\u0100")],
  ["a name with a space", (h) => h.set("x y", "1")],
  ["a name with a colon", (h) => h.append("x:", "1")],
  ["a name with CR LF", (h) => h.set("x\r\nevil", "1")],
  ["an empty name", (h) => h.set("", "1")],
  ["get of an invalid name", (h) => h.get("a b")],
  ["has of an invalid name", (h) => h.has("a\n")],
  ["delete of an invalid name", (h) => h.delete("a:")],
  ["an invalid value in a record", () => undefined, { x: "1\r\n2" }],
  ["a pair of three", () => undefined, [["a", "b", "c"]]],
  ["a pair that is a string", () => undefined, ["ab"]],
  ["null", () => undefined, null],
  ["a number as init", () => undefined, 5],
  ["a symbol key", () => undefined, { [Symbol("s")]: "1" }],
];

describe("FetchHeaders behaves as Node's Headers", () => {
  it.each(cases)("%s", (_, run, init) => {
    expect(outcome(FetchHeaders as AnyHeaders, run, init)).toEqual(outcome(Headers as AnyHeaders, run, init));
  });

  it("refuses header injection with a TypeError that names the value", () => {
    const headers = new FetchHeaders();
    expect(() => headers.set("x-note", "ok\r\nx-api-key: stolen")).toThrow(
      new TypeError('"ok\\r\\nx-api-key: stolen" is an invalid header value'),
    );
    expect(() => headers.append("x-note\r\nx-api-key", "stolen")).toThrow(TypeError);
    expect([...headers]).toEqual([]);
  });

  it("reads another Headers-shaped iterable as pairs, not as a record", () => {
    const other = new Headers({ "request-id": "req_1", "set-cookie": "a=1" });
    other.append("set-cookie", "b=2");
    const copy = new FetchHeaders(other);
    expect([...copy]).toEqual([...other]);
    expect(Object.prototype.toString.call(copy)).toBe("[object Headers]");
  });
});

describe("the FormData stand-in", () => {
  it("has no instances, and constructing one says why", () => {
    expect(new Uint8Array(1) instanceof NoFormData).toBe(false);
    expect(new globalThis.FormData() instanceof NoFormData).toBe(false);
    expect(() => new NoFormData()).toThrow(/sends JSON only/);
  });
});

describe("isWebReadableStream answers as instanceof ReadableStream", () => {
  class Sub extends ReadableStream<Uint8Array> {}
  const values: [string, unknown][] = [
    ["a ReadableStream", new ReadableStream()],
    ["a subclass's instance", new Sub()],
    ["a byte stream", new ReadableStream({ type: "bytes" })],
    ["one made from a Node stream", Readable.toWeb(Readable.from(["a"]))],
    ["a Node stream", Readable.from(["a"])],
    ["an async iterable", { [Symbol.asyncIterator]: async function* () {} }],
    ["another realm's ReadableStream", runInNewContext("new ReadableStream()", { ReadableStream })],
    ["an object that only says it is one", { [Symbol.toStringTag]: "ReadableStream" }],
    ["a plain object", { model: "m" }],
    ["a string", "{}"],
    ["a Buffer", Buffer.from("{}")],
    ["null", null],
    ["undefined", undefined],
  ];
  it.each(values)("%s", (_, value) => {
    expect(isWebReadableStream(value)).toBe(value instanceof ReadableStream);
  });
});

describe("the SDK with these in place of Node's", () => {
  const KEY = "sk-ant-test-sdk-globals";
  const request = modelRequest();
  let server: ModelServer | undefined;
  afterEach(async () => {
    vi.unstubAllGlobals();
    await server?.close();
    server = undefined;
  });

  /** The headers of one streamed turn's request, as the server received them. */
  async function headersOfOneTurn(): Promise<Record<string, string>> {
    server = await startModelServer({ apiKey: KEY, script: [reply(text("Done."))] });
    const client = createAnthropicModelClient({ apiKey: KEY, baseURL: server.url });
    const response = await client.turn(request, {}, new AbortController().signal);
    expect(response.requestId).toBe("req_0");
    server.assertNoViolations();
    const [sent] = server.messageRequests();
    await server.close();
    server = undefined;
    // The server listens on a new port each time.
    const { host: _, ...headers } = sent?.headers ?? {};
    return headers;
  }

  it("sends the same headers as with Node's Headers", async () => {
    const withNodes = await headersOfOneTurn();
    const built = vi.spyOn(FetchHeaders.prototype, "append");
    vi.stubGlobal("Headers", FetchHeaders);
    vi.stubGlobal("FormData", NoFormData);
    const withOurs = await headersOfOneTurn();
    expect(built).toHaveBeenCalled();
    built.mockRestore();
    expect(withOurs["authorization"]).toBe(`Bearer ${KEY}`);
    expect(withOurs).toEqual(withNodes);
  });
});
