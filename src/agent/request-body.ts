// The request body, serialised incrementally. A session's requests repeat the previous request and add
// a message or two, so re-serialising the whole conversation each turn (JSON.stringify, then undici
// checking, encoding and copying the string) is work that grows with the history: at 2.6 MB it was
// most of the time between one answer and the next request, and the body-sized garbage it left every
// turn kept the garbage collector busy. Here each message is serialised once, the first time it is
// sent, and kept as UTF-8 bytes; a request is those bytes, streamed in a few large chunks with its
// Content-Length. The bytes are exactly what JSON.stringify would give (the prompt cache compares bytes).
//
// This relies on what the session guarantees: a message is never changed once sent. A message that is
// rewritten gets a new content array (the wrap-up instruction, compaction), so the cache is checked
// against the content it was made from; the cache_control markers go on copies (request.ts), which
// are serialised on their own, one or two small messages a turn.
//
// The history is held once. A message joined into a segment keeps its content only as those bytes:
// its `content` becomes an accessor that decodes them when read (compaction, a switch of model, the
// session's result: rare, and never per turn), so the strings of its tool results and texts are freed.
// Held as objects and as bytes, the live memory grew by 2.2x the history's growth over the long
// session (heap snapshots at turns 20 and 200, bench/loop/heap-snapshot.mjs); held once, by 1.25x.
// What a reader gets is the content as it was sent (JSON.parse of its JSON.stringify), frozen: a
// reader that wants another content assigns a new one, as the session does, and the message is then
// serialised anew.
import type { MessagesApi } from "./model";

/**
 * The SDK's type leaves `body` out of `fetchOptions` ("overridden for every request"), but only a body
 * of its own overrides it, and these requests give none (see withIncrementalBodies).
 */
type FetchOptions = NonNullable<
  NonNullable<Parameters<MessagesApi["messages"]["create"]>[1]>["fetchOptions"]
>;

type Json = Record<string, unknown>;

export interface EncodedBody {
  /** The body's bytes, in order; the parts are shared with later requests and never change. */
  parts: readonly Buffer[];
  /** Their total length in bytes. */
  length: number;
}

/** How much of the body goes out in one chunk: few chunks (each costs a trip through fetch), little copying. */
export const BODY_CHUNK_BYTES = 256 * 1024;

const OPEN = Buffer.from("{");
const CLOSE = Buffer.from("}");
const COMMA = Buffer.from(",");
const OPEN_ARRAY = Buffer.from("[");
const CLOSE_ARRAY = Buffer.from("]");

/** What JSON.stringify leaves out of an object: undefined, functions and symbols. */
const omitted = (value: unknown) =>
  value === undefined || typeof value === "function" || typeof value === "symbol";

/** A message's bytes, with the content they were made from. */
interface Encoded {
  /** That content; AS_BYTES once the message keeps it only as these bytes, REPLACED once it changed after that. */
  content: unknown;
  /** Once the message is in a segment, a view of the segment's bytes. */
  bytes: Buffer;
}

const AS_BYTES = Symbol("content kept as bytes");
const REPLACED = Symbol("content replaced");

/** A run of consecutive messages already joined into one buffer (commas between them included). */
interface Segment {
  messages: readonly object[];
  encoded: readonly Encoded[];
  bytes: Buffer;
}

/** How large a run of older messages grows before it is joined into one segment. */
export const SEGMENT_BYTES = 256 * 1024;
/** The newest messages are never joined: they are the ones sent as marked copies (request.ts). */
const RECENT_MESSAGES = 2;

export class RequestBodyEncoder {
  /** Each message's bytes, with the content they were made from. */
  private readonly messages = new WeakMap<object, Encoded>();
  /** Per conversation (keyed by its first message), the segments its older messages form. */
  private readonly segments = new WeakMap<object, Segment[]>();
  /** The tools and the system prompt: the same arrays every turn of a session. */
  private readonly fixed = new WeakMap<object, Buffer>();

  /** `onSerialise(message)`: called each time a message is serialised (tests count them). */
  constructor(private readonly onSerialise?: (message: unknown) => void) {}

  /** The JSON of `params`, as JSON.stringify(params) would write it, in UTF-8. */
  encode(params: Json): EncodedBody {
    const parts: Buffer[] = [OPEN];
    let first = true;
    for (const [key, value] of Object.entries(params)) {
      if (omitted(value)) continue;
      parts.push(Buffer.from(`${first ? "" : ","}${JSON.stringify(key)}:`));
      first = false;
      if (key === "messages" && Array.isArray(value)) this.pushMessages(value, parts);
      else if ((key === "tools" || key === "system") && typeof value === "object" && value !== null)
        parts.push(this.fixedPart(value));
      else parts.push(Buffer.from(JSON.stringify(value)));
    }
    parts.push(CLOSE);
    return { parts, length: parts.reduce((sum, part) => sum + part.length, 0) };
  }

  /** The conversation: its segments while they still match, then the newer messages one by one. */
  private pushMessages(messages: readonly unknown[], parts: Buffer[]): void {
    parts.push(OPEN_ARRAY);
    const key = messages[0];
    const segments = typeof key === "object" && key !== null ? this.segmentsOf(key) : [];
    let next = 0;
    let kept = 0;
    for (const segment of segments) {
      if (!startsAt(messages, next, segment)) break;
      parts.push(...(next > 0 ? [COMMA] : []), segment.bytes);
      next += segment.messages.length;
      kept++;
    }
    // A conversation that changed under a segment (compaction, dropped thinking) forms new ones.
    segments.length = kept;
    // The older messages after the segments, in order: the next segment, once they are large enough.
    let run: { message: object; encoded: Encoded }[] | undefined = [];
    for (let i = next; i < messages.length; i++) {
      const message = messages[i];
      const encoded = this.message(message);
      parts.push(...(i > 0 ? [COMMA] : []), encoded.bytes);
      if (i >= messages.length - RECENT_MESSAGES) continue;
      if (typeof message === "object" && message !== null) run?.push({ message, encoded });
      else run = undefined;
    }
    parts.push(CLOSE_ARRAY);
    if (run !== undefined && run.length > 0) this.joinOlder(segments, run);
  }

  private segmentsOf(first: object): Segment[] {
    let segments = this.segments.get(first);
    if (segments === undefined) this.segments.set(first, (segments = []));
    return segments;
  }

  /**
   * Joins the older messages not in a segment yet into one, once they are SEGMENT_BYTES: later
   * requests send it as one buffer. Each message is copied into a segment once; its own bytes then
   * become a view of the segment, and its content is kept only there (keepAsBytes).
   */
  private joinOlder(segments: Segment[], run: { message: object; encoded: Encoded }[]): void {
    const size = run.reduce((sum, r) => sum + r.encoded.bytes.length, 0);
    if (size < SEGMENT_BYTES) return;
    const pieces = run.flatMap((r, i) => (i > 0 ? [COMMA, r.encoded.bytes] : [r.encoded.bytes]));
    const bytes = Buffer.concat(pieces);
    let offset = 0;
    for (const [i, { message, encoded }] of run.entries()) {
      if (i > 0) offset += COMMA.length;
      const length = encoded.bytes.length;
      encoded.bytes = bytes.subarray(offset, offset + length);
      offset += length;
      keepAsBytes(message, encoded);
    }
    segments.push({ messages: run.map((r) => r.message), encoded: run.map((r) => r.encoded), bytes });
  }

  private message(message: unknown): Encoded {
    // Not an object (never from the session): as JSON.stringify writes an array element.
    if (typeof message !== "object" || message === null)
      return { content: undefined, bytes: Buffer.from(JSON.stringify(message) ?? "null") };
    const cached = this.messages.get(message);
    if (cached !== undefined && unchanged(message, cached)) return cached;
    this.onSerialise?.(message);
    const encoded = {
      content: (message as { content?: unknown }).content,
      bytes: Buffer.from(JSON.stringify(message)),
    };
    this.messages.set(message, encoded);
    return encoded;
  }

  private fixedPart(value: object): Buffer {
    const cached = this.fixed.get(value);
    if (cached !== undefined) return cached;
    const bytes = Buffer.from(JSON.stringify(value));
    this.fixed.set(value, bytes);
    return bytes;
  }
}

/** Whether `message` still has the content `encoded` was made from (without decoding one kept as bytes). */
function unchanged(message: object, encoded: Encoded): boolean {
  return encoded.content === AS_BYTES || encoded.content === (message as { content?: unknown }).content;
}

/** Whether `segment`'s messages, with the content they were joined with, start at `index`. */
function startsAt(messages: readonly unknown[], index: number, segment: Segment): boolean {
  if (index + segment.messages.length > messages.length) return false;
  // A plain loop: it runs over every message of the history each request.
  for (let j = 0; j < segment.messages.length; j++) {
    const current = messages[index + j];
    if (current !== segment.messages[j]) return false;
    if (!unchanged(current as object, segment.encoded[j] as Encoded)) return false;
  }
  return true;
}

/**
 * The message's content from now on lives only in `encoded.bytes`: `content` becomes an accessor that
 * decodes it, frozen, on each read (the bytes are JSON.stringify's, so the value is the one sent).
 * Assigning a new content makes it a plain property again and marks the bytes stale. A message whose
 * `content` is not a plain writable property (frozen, say) keeps it as it is.
 */
function keepAsBytes(message: object, encoded: Encoded): void {
  // Already so (its segment was rebuilt): only its view moved, which the accessor reads.
  if (encoded.content === AS_BYTES) return;
  const own = Object.getOwnPropertyDescriptor(message, "content");
  if (own?.writable !== true || !own.configurable || !own.enumerable) return;
  encoded.content = AS_BYTES;
  Object.defineProperty(message, "content", {
    enumerable: true,
    configurable: true,
    get: () => decodedContent(encoded.bytes),
    set: (value: unknown) => {
      encoded.content = REPLACED;
      Object.defineProperty(message, "content", {
        value,
        writable: true,
        enumerable: true,
        configurable: true,
      });
    },
  });
}

function decodedContent(bytes: Buffer): unknown {
  const message = JSON.parse(bytes.toString("utf8"), (_key, value: unknown) =>
    typeof value === "object" && value !== null ? Object.freeze(value) : value,
  ) as { content?: unknown };
  return message.content;
}

/**
 * The parts as chunks of about `chunkBytes`: small parts are joined (the one copy made per request),
 * a part that big on its own goes out as it is.
 */
export function* bodyChunks(parts: readonly Buffer[], chunkBytes = BODY_CHUNK_BYTES): Generator<Buffer> {
  let pending: Buffer[] = [];
  let size = 0;
  const flush = () => {
    const chunk = pending.length === 1 ? (pending[0] as Buffer) : Buffer.concat(pending, size);
    pending = [];
    size = 0;
    return chunk;
  };
  for (const part of parts) {
    // A segment goes out as it is: copying it would cost what the segment saves.
    if (part.length >= chunkBytes) {
      if (size > 0) yield flush();
      yield part;
      continue;
    }
    pending.push(part);
    size += part.length;
    if (size >= chunkBytes) yield flush();
  }
  if (size > 0) yield flush();
}

/**
 * A Messages API client whose request bodies are encoded by `encoder` (one per client, shared by the
 * main session, sub-agents and compaction). Only for providers whose SDK sends the body as it is (the
 * first-party API, Foundry): Bedrock's and Vertex's rewrite the JSON body before sending it.
 *
 * The body goes to the SDK as an iterator of chunks, which the fetch under it (http-fetch.ts, for the
 * first-party API and Foundry alike) streams without copying; the Content-Length header keeps the
 * request an ordinary fixed-length one (not chunked). (The global fetch, undici, copied a body given as
 * one Buffer whole on every request.)
 */
export function withIncrementalBodies(client: MessagesApi, encoder = new RequestBodyEncoder()): MessagesApi {
  const create = ((params, options) => {
    // Headers of the caller's own would need merging; none are passed today, so keep it simple.
    if (options?.headers !== undefined) return client.messages.create(params, options);
    // The SDK sends these two as headers, not in the body.
    const { user_profile_id: _profile, workspace_id: _workspace, ...body } = params;
    const encoded = encoder.encode(body);
    // The SDK is handed no conversation. With the body ours, it reads `messages` for one thing only:
    // its helpers' marker (a telemetry header), looked for on every message and every block: a walk
    // of the whole history per request (the largest O(history) work left in a turn, by instruction
    // counts at 200 turns) that steward's messages, plain data, never match.
    const withoutConversation = { ...params, messages: [] };
    return client.messages.create(withoutConversation, {
      ...options,
      // Handed to the fetch as it is: given as the request's `body`, the SDK would wrap the chunks in a
      // web ReadableStream, and Node's web streams (loading them, reading through them, and the error
      // object their reader makes on release, whose stack is formatted in a fresh vm context: ~14 M
      // instructions) would sit on the path to the first request. The SDK passes `fetchOptions` to
      // fetch after its own fields; were that to change, the body would go missing and the request
      // tests fail (test/agent/request-body.test.ts compares the bytes the server received).
      fetchOptions: { ...options?.fetchOptions, body: bodyChunks(encoded.parts) } as FetchOptions,
      // No body of the SDK's own: given none, it would JSON.stringify the whole conversation from
      // `params` on every request (O(history) per turn) and then send ours in its place.
      body: undefined,
      // The chunks can be read once: the SDK must not retry with them (steward retries whole turns).
      maxRetries: 0,
      headers: { "content-type": "application/json", "content-length": String(encoded.length) },
    });
  }) as MessagesApi["messages"]["create"];
  return { messages: { create } };
}
