// The server name (SNI) a TLS client asks for, read from its ClientHello (RFC 8446 §4.1.2, RFC 6066
// §3) as it arrives at the start of a CONNECT tunnel. A host that serves many sites (a CDN) picks the
// site by this name, whatever host the tunnel was opened to: the proxy must see it to hold a tunnel to
// the host the policy allowed. The ClientHello is sent in clear before anything is encrypted, and its
// layout is fixed by the RFCs; no maintained npm package reads it (the few that do are unmaintained
// since 2016), and Node's tls module cannot read one without terminating the connection.

/** What the bytes read so far at the start of a tunnel are. */
export type HelloReading =
  /** More bytes are needed to read the whole ClientHello. */
  | { kind: "incomplete" }
  /** The first byte is not a TLS handshake record: plain text (or another protocol). */
  | { kind: "not-tls" }
  /** A TLS record stream that is not a well-formed ClientHello, or one too large to hold. */
  | { kind: "malformed"; problem: string }
  | { kind: "hello"; serverName: string | undefined };

/** A ClientHello larger than this is refused (real ones, post-quantum key shares included, are < 4 KiB). */
export const MAX_CLIENT_HELLO = 64 * 1024;

const HANDSHAKE_RECORD = 0x16;
const CLIENT_HELLO = 0x01;
const SERVER_NAME_EXTENSION = 0x0000;
const HOST_NAME = 0x00;

/** The handshake bytes carried by the leading handshake records (as many as are in), or why not. */
function handshakeBytes(bytes: Buffer): Buffer | HelloReading {
  const parts: Buffer[] = [];
  let collected = 0;
  // 4 header bytes and the length the header announces, once the header is in.
  let needed = Number.POSITIVE_INFINITY;
  for (let at = 0; at + 5 <= bytes.length && collected < needed;) {
    if (bytes[at] !== HANDSHAKE_RECORD)
      return { kind: "malformed", problem: "a record that is not a handshake" };
    if (bytes[at + 1] !== 0x03) return { kind: "malformed", problem: "an unknown record version" };
    const length = bytes.readUInt16BE(at + 3);
    if (length === 0) return { kind: "malformed", problem: "an empty handshake record" };
    if (at + 5 + length > bytes.length) break;
    parts.push(bytes.subarray(at + 5, at + 5 + length));
    collected += length;
    at += 5 + length;
    if (needed === Number.POSITIVE_INFINITY && collected >= 4)
      needed = 4 + Buffer.concat(parts).readUIntBE(1, 3);
  }
  return Buffer.concat(parts);
}

/** Reads as much of a ClientHello as `bytes` holds. */
export function readClientHello(bytes: Buffer): HelloReading {
  if (bytes.length === 0) return { kind: "incomplete" };
  if (bytes[0] !== HANDSHAKE_RECORD) return { kind: "not-tls" };
  if (bytes.length > MAX_CLIENT_HELLO + 5 * 16)
    return { kind: "malformed", problem: `a ClientHello over ${String(MAX_CLIENT_HELLO)} bytes` };
  const handshake = handshakeBytes(bytes);
  if (!Buffer.isBuffer(handshake)) return handshake;
  if (handshake.length < 4) return { kind: "incomplete" };
  if (handshake[0] !== CLIENT_HELLO)
    return { kind: "malformed", problem: "a handshake that is not a ClientHello" };
  const length = handshake.readUIntBE(1, 3);
  if (length > MAX_CLIENT_HELLO)
    return { kind: "malformed", problem: `a ClientHello over ${String(MAX_CLIENT_HELLO)} bytes` };
  if (handshake.length < 4 + length) return { kind: "incomplete" };
  try {
    return { kind: "hello", serverName: serverNameOf(handshake.subarray(4, 4 + length)) };
  } catch (error) {
    return { kind: "malformed", problem: error instanceof Error ? error.message : String(error) };
  }
}

/** A cursor over a ClientHello's body that throws on any read past the end. */
class Reader {
  private at = 0;
  constructor(private readonly bytes: Buffer) {}

  get done(): boolean {
    return this.at === this.bytes.length;
  }

  skip(count: number): void {
    this.take(count);
  }

  uint(size: 1 | 2 | 3): number {
    return this.take(size).readUIntBE(0, size);
  }

  /** A vector with a length prefix of `size` bytes. */
  vector(size: 1 | 2): Buffer {
    return this.take(this.uint(size));
  }

  private take(count: number): Buffer {
    if (this.at + count > this.bytes.length) throw new Error("a truncated ClientHello");
    const slice = this.bytes.subarray(this.at, this.at + count);
    this.at += count;
    return slice;
  }
}

/** The host_name of the server_name extension, if the hello has one. */
function serverNameOf(body: Buffer): string | undefined {
  const hello = new Reader(body);
  hello.skip(2 + 32); // legacy_version, random
  hello.vector(1); // legacy_session_id
  hello.vector(2); // cipher_suites
  hello.vector(1); // legacy_compression_methods
  if (hello.done) return undefined;
  const extensions = new Reader(hello.vector(2));
  let name: string | undefined;
  const seen = new Set<number>();
  while (!extensions.done) {
    const type = extensions.uint(2);
    const data = extensions.vector(2);
    // A repeated extension is forbidden (RFC 8446 §4.2): a second server_name could be read by the
    // server instead of the one checked here.
    if (seen.has(type)) throw new Error(`a repeated extension ${String(type)}`);
    seen.add(type);
    if (type === SERVER_NAME_EXTENSION) name = hostNameOf(data);
  }
  return name;
}

function hostNameOf(data: Buffer): string {
  const list = new Reader(new Reader(data).vector(2));
  let name: string | undefined;
  while (!list.done) {
    const type = list.uint(1);
    const value = list.vector(2);
    if (type !== HOST_NAME) continue;
    if (name !== undefined) throw new Error("more than one host_name");
    name = value.toString("latin1");
  }
  if (name === undefined || !/^[\x21-\x7e]+$/.test(name))
    throw new Error("a server_name that is no host name");
  return name;
}
