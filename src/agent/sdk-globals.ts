// Module-local `Headers` and `FormData` for steward's own copy of @anthropic-ai/sdk (scripts/bundle.mjs
// imports them into each of its files that names them). In Node the global `Headers` and `FormData` are
// lazy getters that load and compile all of undici (~94 M of the ~590 M instructions from launch to the
// first model request), and the SDK touches them on every request (building headers, `instanceof`
// checks); the request itself goes over node:http (src/agent/http-fetch.ts), which needs none of undici.
//
// Hand-written rather than headers-polyfill (mswjs, 5.0.1): that one reads `globalThis.Headers` in its
// constructor (loading undici again), silently drops invalid names and values instead of throwing, drops
// values with surrounding whitespace instead of trimming them, and reads any iterable that is not an
// array or a class named Headers as a record. This follows the Fetch standard's Headers
// (https://fetch.spec.whatwg.org/#headers-class, "none" guard); test/agent/sdk-globals.test.ts compares
// it with Node's own.

/** RFC 9110 token characters: what a header name may be made of. */
const HEADER_NAME = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
/** HTTP whitespace, stripped from both ends of a value. */
const SURROUNDING_WHITESPACE = /^[\t\n\r ]+|[\t\n\r ]+$/g;
/** What a value may not hold once trimmed: NUL, and CR or LF (a second header smuggled in). */
const FORBIDDEN_IN_VALUE = /[\0\r\n]/;

/** WebIDL's ByteString: a string of code units ≤ 0xFF (a symbol throws a TypeError in the template). */
function byteString(value: unknown, what: string): string {
  const text = `${value as string}`;
  for (let i = 0; i < text.length; i++)
    if (text.charCodeAt(i) > 0xff)
      throw new TypeError(
        `${what} ${JSON.stringify(text)} has a character above U+00FF at index ${String(i)}`,
      );
  return text;
}

/** The name, lowercased; a TypeError names one that is not a token. */
function headerName(name: unknown): string {
  const text = byteString(name, "header name");
  if (!HEADER_NAME.test(text)) throw new TypeError(`${JSON.stringify(text)} is an invalid header name`);
  return text.toLowerCase();
}

/** The value, trimmed; a TypeError names one that holds NUL, CR or LF. */
function headerValue(value: unknown): string {
  const text = byteString(value, "header value").replace(SURROUNDING_WHITESPACE, "");
  if (FORBIDDEN_IN_VALUE.test(text))
    throw new TypeError(`${JSON.stringify(text)} is an invalid header value`);
  return text;
}

type HeadersInitLike = Iterable<Iterable<unknown>> | Record<string, unknown>;

/** The pairs of a `HeadersInit`: a sequence of [name, value] pairs, or a record of names to values. */
function initPairs(init: HeadersInitLike): [unknown, unknown][] {
  if (typeof init !== "object" || init === null)
    throw new TypeError(`headers must be an object (a list of pairs or a record), not ${String(init)}`);
  if (!(Symbol.iterator in init)) {
    for (const key of Object.getOwnPropertySymbols(init))
      if (Object.prototype.propertyIsEnumerable.call(init, key))
        throw new TypeError(`a header name cannot be a symbol (${String(key)})`);
    return Object.entries(init);
  }
  return [...init].map((pair, index) => {
    if (typeof pair !== "object" || pair === null || !(Symbol.iterator in pair))
      throw new TypeError(`headers[${String(index)}] is not a [name, value] pair`);
    const items = [...pair];
    if (items.length !== 2)
      throw new TypeError(
        `headers[${String(index)}] has ${String(items.length)} items, not a [name, value] pair`,
      );
    return [items[0], items[1]];
  });
}

/** The Fetch standard's Headers: case-insensitive names, values joined with ", ", set-cookie kept apart. */
export class FetchHeaders implements Headers {
  /** Each lowercased name's values, in the order they were appended. */
  private readonly lists = new Map<string, string[]>();

  constructor(init?: HeadersInitLike) {
    if (init === undefined) return;
    for (const [name, value] of initPairs(init)) this.append(name as string, value as string);
  }

  append(name: string, value: string): void {
    const key = headerName(name);
    const normalized = headerValue(value);
    const list = this.lists.get(key);
    if (list === undefined) this.lists.set(key, [normalized]);
    else list.push(normalized);
  }
  set(name: string, value: string): void {
    const key = headerName(name);
    this.lists.set(key, [headerValue(value)]);
  }
  delete(name: string): void {
    this.lists.delete(headerName(name));
  }
  get(name: string): string | null {
    return this.lists.get(headerName(name))?.join(", ") ?? null;
  }
  has(name: string): boolean {
    return this.lists.has(headerName(name));
  }
  getSetCookie(): string[] {
    return [...(this.lists.get("set-cookie") ?? [])];
  }

  /**
   * Sorted by name, each name's values combined, set-cookie values one by one (the standard's "sort
   * and combine"). A snapshot taken when iteration starts, where the standard's iterator would see
   * later changes; nothing in the SDK or steward changes headers while iterating them.
   */
  *entries(): IterableIterator<[string, string]> {
    const names = [...this.lists.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    const pairs: [string, string][] = [];
    for (const name of names) {
      const values = this.lists.get(name) ?? [];
      if (name === "set-cookie") for (const value of values) pairs.push([name, value]);
      else pairs.push([name, values.join(", ")]);
    }
    yield* pairs;
  }
  *keys(): IterableIterator<string> {
    for (const [name] of this.entries()) yield name;
  }
  *values(): IterableIterator<string> {
    for (const [, value] of this.entries()) yield value;
  }
  [Symbol.iterator](): IterableIterator<[string, string]> {
    return this.entries();
  }
  forEach(callback: (value: string, key: string, parent: Headers) => void, thisArg?: unknown): void {
    for (const [name, value] of this.entries()) callback.call(thisArg, value, name, this);
  }
  get [Symbol.toStringTag](): string {
    return "Headers";
  }
}

/**
 * Steward sends the SDK JSON only (messages and token counts; it never uploads a file), so the SDK's
 * multipart paths (`body instanceof FormData`, internal/uploads.mjs) never run for it. This class has no
 * instances: `instanceof` is false for everything, and constructing one fails, naming why.
 */
export class NoFormData {
  constructor() {
    throw new TypeError(
      "steward's copy of the Anthropic SDK sends JSON only; multipart bodies (FormData) are left out (scripts/bundle.mjs)",
    );
  }
}

/**
 * `value instanceof globalThis.ReadableStream`, as the SDK asks of every request's body (scripts/bundle.mjs
 * rewrites its `globalThis.ReadableStream && x instanceof globalThis.ReadableStream` into this). The global
 * is a lazy getter that loads and compiles Node's web streams (~5 M instructions) on the way to the first
 * request, for bodies that are never streams. A ReadableStream says what it is (its prototype's
 * Symbol.toStringTag), so only a value that does is checked against the real class: the answer is the
 * same, and the streams load only when something already made one.
 */
export function isWebReadableStream(value: unknown): boolean {
  if (typeof value !== "object" || value === null) return false;
  if (Object.prototype.toString.call(value) !== "[object ReadableStream]") return false;
  const ReadableStream = globalThis.ReadableStream as typeof globalThis.ReadableStream | undefined;
  return ReadableStream !== undefined && value instanceof ReadableStream;
}

export { FetchHeaders as Headers, NoFormData as FormData };
