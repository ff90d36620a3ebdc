// The Anthropic client's `fetch`, over node:http and node:https. The global fetch makes Node compile
// and run undici's fetch machinery on the first request (a bare POST costs about twice the
// instructions of one through node:http), all of it on the path from launch to the first model request.
// This is the part of fetch the SDK uses (read from its client.ts, streaming.ts and parse.ts): it sends
// the request, hands back status, headers and the body, and ends the request (erroring the body with an
// AbortError, as fetch does) when the SDK's signal aborts. The body is a Node stream, which the SDK
// reads as it reads any async iterable body (internal/shims.mjs): as a web ReadableStream
// (Readable.toWeb) it loaded and compiled Node's web streams on the first answer, and their reader's
// release made an error whose stack was formatted in a fresh vm context (~5-10 M instructions).
//
// What it does not do, on purpose: follow redirects (the Messages API never sends one, and following it
// would send the conversation on to another address; a redirect fails the request with
// RedirectRefusedError), or relax TLS (node:https verifies certificates). Connections come from Node's
// global agents, which keep them alive (Node ≥ 19), so a session reuses one connection, and which go
// through HTTPS_PROXY when Node is told to use the environment's proxy (NODE_USE_ENV_PROXY=1 or
// --use-env-proxy, Node ≥ 24.5), as the global fetch does.
import type { ClientRequest, IncomingHttpHeaders, IncomingMessage, RequestOptions } from "node:http";
import { request as httpRequest } from "node:http";
import { type Readable, Transform } from "node:stream";
import type { ClientOptions } from "@anthropic-ai/sdk/client";

type Fetch = NonNullable<ClientOptions["fetch"]>;
type FetchInit = NonNullable<Parameters<Fetch>[1]>;

/**
 * The members of a Response the SDK reads (status and headers to decide, the body to stream, text()
 * and json() for error and non-streamed answers). Nothing else of Response is provided; the body is an
 * async iterable of bytes, not a web ReadableStream.
 */
export type HttpResponse = Pick<
  Response,
  "ok" | "status" | "statusText" | "url" | "redirected" | "headers" | "text" | "json"
> & { body: Readable };

/**
 * How much of one response body is read (after decoding). A Messages API answer is a few megabytes at
 * most; a gateway that sends more (or a small compressed body that inflates to gigabytes) fails the
 * request instead of filling memory: the SDK reads an error body whole with text().
 */
export const MAX_BODY_BYTES = 64 * 1024 * 1024;
/**
 * How long a response body may send nothing before the request fails. The SDK's own timeout ends when
 * the headers arrive; undici's fetch then applied a body timeout of 300 s, kept here, so a stream
 * that stalls is retried rather than held until the job's time limit. The API sends pings meanwhile.
 */
export const BODY_IDLE_MS = 300_000;

/** Statuses fetch treats as redirects (Fetch standard, "redirect status"). */
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

export class RedirectRefusedError extends Error {
  override name = "RedirectRefusedError";
  constructor(
    readonly url: string,
    readonly status: number,
    readonly location: string | undefined,
  ) {
    // The address without credentials or query: a base URL's user:password must not reach a message.
    const { origin, pathname } = new URL(url);
    super(
      `${origin}${pathname} answered ${String(status)} with a redirect${location === undefined ? "" : ` to ${location}`}, which is not followed`,
    );
  }
}

/**
 * The error a fetch rejects with, and errors its body with, when its signal aborts: the signal's
 * reason (an AbortError DOMException unless the caller gave another).
 */
function abortReason(signal: AbortSignal): Error {
  const reason: unknown = signal.reason;
  return reason instanceof Error ? reason : new DOMException(String(reason), "AbortError");
}

/** The response's headers, read-only as a fetch Response's are. Never the global Headers (undici). */
export class ResponseHeaders implements Headers {
  private readonly map: Map<string, string>;
  private readonly cookies: string[];

  constructor(raw: IncomingHttpHeaders) {
    this.map = new Map();
    this.cookies = raw["set-cookie"] ?? [];
    for (const [name, value] of Object.entries(raw)) {
      if (value === undefined) continue;
      this.map.set(name, Array.isArray(value) ? value.join(", ") : value);
    }
  }

  get(name: string): string | null {
    return this.map.get(name.toLowerCase()) ?? null;
  }
  has(name: string): boolean {
    return this.map.has(name.toLowerCase());
  }
  getSetCookie(): string[] {
    return [...this.cookies];
  }
  forEach(callback: (value: string, key: string, parent: Headers) => void, thisArg?: unknown): void {
    for (const [name, value] of this.entries()) callback.call(thisArg, value, name, this);
  }
  /** In name order, as fetch's Headers iterate. */
  *entries(): IterableIterator<[string, string]> {
    yield* [...this.map.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
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
  append(): void {
    throw new TypeError("a response's headers are immutable");
  }
  set(): void {
    throw new TypeError("a response's headers are immutable");
  }
  delete(): void {
    throw new TypeError("a response's headers are immutable");
  }
}

/** The request's headers as node:http takes them, from any form fetch accepts. */
function requestHeaders(headers: FetchInit["headers"]): Record<string, string> {
  const out: Record<string, string> = {};
  if (headers === undefined || headers === null) return out;
  // A Headers object (the SDK builds one) or a list of pairs; checked by shape, not `instanceof
  // Headers`, which would load undici.
  const pairs: Iterable<readonly [string, string]> | undefined =
    Symbol.iterator in headers ? (headers as Iterable<readonly [string, string]>) : undefined;
  for (const [name, value] of pairs ?? Object.entries(headers as Record<string, string>))
    out[name.toLowerCase()] = value;
  return out;
}

/** A stream of chunks: an async iterable, or an iterator (a generator, as request-body.ts hands over). */
function isChunkStream(body: object): body is AsyncIterable<Uint8Array> | Iterable<Uint8Array> {
  return (
    Symbol.asyncIterator in body ||
    (Symbol.iterator in body && "next" in body && typeof body.next === "function")
  );
}

/** The bytes to send, or a stream of them; what fetch would refuse or encode otherwise, refused. */
function requestBody(
  body: FetchInit["body"],
): string | Uint8Array | AsyncIterable<Uint8Array> | Iterable<Uint8Array> | undefined {
  if (body === undefined || body === null) return undefined;
  if (typeof body === "string") return body;
  if (ArrayBuffer.isView(body)) return new Uint8Array(body.buffer, body.byteOffset, body.byteLength);
  if (body instanceof ArrayBuffer) return new Uint8Array(body);
  if (typeof body === "object" && isChunkStream(body)) return body;
  throw new TypeError(
    `the model client sends strings, bytes and streams only; it was given a ${Object.prototype.toString.call(body)} body`,
  );
}

/** Writes a streamed body with backpressure, then ends the request; a failure destroys it. */
async function writeStream(
  req: ClientRequest,
  chunks: AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
): Promise<void> {
  try {
    for await (const chunk of chunks) {
      if (req.destroyed) return;
      if (!req.write(chunk))
        await new Promise<void>((resolve) => {
          const done = () => (req.off("drain", done), req.off("close", done), resolve());
          req.on("drain", done).on("close", done);
        });
    }
    req.end();
  } catch (error) {
    req.destroy(error instanceof Error ? error : new Error(String(error)));
  }
}

/**
 * The body as sent, decoded. Nothing asks for compression (no accept-encoding header), but a gateway
 * may compress anyway, and undici's fetch decoded what it received: gzip, deflate and br are decoded
 * with node:zlib (loaded only then); any other coding fails the request rather than pass on bytes the
 * SDK would read as garbage.
 */
async function decoded(res: IncomingMessage): Promise<Readable> {
  const coding = (res.headers["content-encoding"] ?? "identity").trim().toLowerCase();
  if (coding === "identity" || coding === "") return res;
  const zlib = await import("node:zlib");
  const decoder =
    coding === "gzip" || coding === "x-gzip"
      ? zlib.createGunzip()
      : coding === "deflate"
        ? zlib.createInflate()
        : coding === "br"
          ? zlib.createBrotliDecompress()
          : undefined;
  if (decoder === undefined)
    throw new TypeError(`the response's content-encoding "${coding}" is not supported`);
  // Errors either way: an abort destroys `res`, which must end the decoded stream with its error.
  res.on("error", (error) => decoder.destroy(error));
  return res.pipe(decoder);
}

/**
 * The body as the SDK holds it. The SDK cancels a body it does not need (an error answer it will retry:
 * CancelReadableStream in its internal/shims) with `body[Symbol.asyncIterator]().return()`, which on
 * Node's own iterator does nothing unless a read has begun; this one destroys the body whenever it is
 * returned, as breaking out of a `for await` over any Node stream does.
 */
class ResponseBody extends Transform {
  override [Symbol.asyncIterator](): NodeJS.AsyncIterator<Buffer> {
    const iterator = super[Symbol.asyncIterator]() as NodeJS.AsyncIterator<Buffer>;
    const finish = iterator.return?.bind(iterator);
    iterator.return = async (value?: unknown) => {
      this.destroy();
      return finish === undefined ? { done: true, value } : finish(value);
    };
    return iterator;
  }
}

/**
 * The body, failing once it has carried more than `limit` bytes (never retried: it would do it again).
 * Destroying it (a cancel, the limit) destroys the streams under it down to `res`, whose socket then
 * closes, rather than leave an unread response holding its connection until the idle timeout; once
 * `res` has been read to its end, destroying it leaves the connection to be kept alive.
 */
function bounded(res: IncomingMessage, body: Readable, limit: number): Readable {
  let seen = 0;
  const counter = new ResponseBody({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      if (seen <= limit) return done(null, chunk);
      const error = Object.assign(
        new Error(`the model's response body is larger than ${String(limit)} bytes; it was not read further`),
        { retryable: false },
      );
      body.destroy(error);
      done(error);
    },
  });
  body.on("error", (error) => counter.destroy(error));
  counter.on("close", () => (body.destroy(), res.destroy()));
  return body.pipe(counter);
}

export interface HttpFetchLimits {
  maxBodyBytes: number;
  bodyIdleMs: number;
}

function responseOf(url: string, res: IncomingMessage, body: Readable): HttpResponse {
  // A body that fails (an abort, the size limit, a reset) while no one reads it must not become an
  // uncaught 'error' event, as a web stream's would not: whoever reads it still gets the error.
  body.on("error", () => undefined);
  const status = res.statusCode ?? 0;
  const text = async () => {
    const chunks: Buffer[] = [];
    for await (const chunk of body) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString("utf8");
  };
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: res.statusMessage ?? "",
    url,
    redirected: false,
    headers: new ResponseHeaders(res.headers),
    body,
    text,
    json: async () => JSON.parse(await text()) as unknown,
  };
}

type RequestFn = (
  url: URL,
  options: RequestOptions,
  callback: (res: IncomingMessage) => void,
) => ClientRequest;

let httpsRequest: Promise<RequestFn> | undefined;

/** node:https (TLS, crypto) is loaded by the first https request, not at start-up. */
async function requestFnFor(url: URL): Promise<RequestFn> {
  if (url.protocol === "http:") return httpRequest;
  if (url.protocol !== "https:")
    throw new TypeError(`the model client speaks http and https only, not ${url.protocol} (${url.href})`);
  httpsRequest ??= import("node:https").then((https) => https.request);
  return httpsRequest;
}

/** One request: resolves with the response once its headers arrive; rejects on abort or failure. */
function send(
  request: RequestFn,
  url: URL,
  init: FetchInit,
  signal: AbortSignal | undefined,
  limits: HttpFetchLimits,
): Promise<HttpResponse> {
  return new Promise<HttpResponse>((resolve, reject) => {
    let res: IncomingMessage | undefined;
    const onAbort = () => {
      const error = abortReason(signal as AbortSignal);
      reject(error);
      // A body still streaming ends with the abort's own error: the SDK recognises an AbortError.
      res?.destroy(error);
      req.destroy(error);
    };
    const stopListening = () => signal?.removeEventListener("abort", onAbort);
    const body = requestBody(init.body);
    const headers = requestHeaders(init.headers);
    const req = request(url, { method: init.method ?? "GET", headers }, (answer) => {
      res = answer;
      // The signal may end the body until it has been read to its end.
      answer.on("close", stopListening);
      const status = answer.statusCode ?? 0;
      if (REDIRECT_STATUSES.has(status)) {
        answer.destroy();
        reject(new RedirectRefusedError(url.href, status, answer.headers.location));
        return;
      }
      answer.setTimeout(limits.bodyIdleMs, () =>
        answer.destroy(
          new Error(
            `the model's response sent nothing for ${String(limits.bodyIdleMs / 1000)} s; the request was ended`,
          ),
        ),
      );
      decoded(answer).then(
        (stream) => resolve(responseOf(url.href, answer, bounded(answer, stream, limits.maxBodyBytes))),
        (error: Error) => (answer.destroy(), reject(error)),
      );
    });
    req.on("error", (error) => (stopListening(), reject(error)));
    req.on("close", () => {
      if (res === undefined) stopListening();
    });
    // Aborted while the request was being made (e.g. by a listener that saw it start): end it now.
    if (signal?.aborted === true) onAbort();
    else signal?.addEventListener("abort", onAbort, { once: true });
    // A streamed body that runs past its Content-Length would reach the server as a second request on
    // the same connection (smuggling); one that falls short would leave the server waiting. Node
    // checks the bytes against the header only when told to (a property of every outgoing message,
    // typed by @types/node on server responses only).
    (req as ClientRequest & { strictContentLength: boolean }).strictContentLength = true;
    if (body === undefined || typeof body === "string" || body instanceof Uint8Array) req.end(body);
    else void writeStream(req, body);
  });
}

/** A fetch for the Anthropic SDK client (its `fetch` option); the limits are for tests to shrink. */
export function createHttpFetch(
  limits: HttpFetchLimits = { maxBodyBytes: MAX_BODY_BYTES, bodyIdleMs: BODY_IDLE_MS },
): Fetch {
  return async (input, init = {}) => {
    const signal = init.signal ?? undefined;
    signal?.throwIfAborted();
    if (typeof input !== "string" && !(input instanceof URL))
      throw new TypeError("the model client's fetch takes a URL, not a Request");
    const url = new URL(input);
    const request = await requestFnFor(url);
    signal?.throwIfAborted();
    // The SDK reads only the members HttpResponse has (see its type); the rest of Response is absent.
    return (await send(request, url, init, signal, limits)) as unknown as Response;
  };
}

export const httpFetch: Fetch = createHttpFetch();
