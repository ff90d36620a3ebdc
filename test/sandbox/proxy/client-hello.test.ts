// The server name read from a TLS ClientHello as it arrives: whole, cut anywhere, spread over several
// records, and the shapes that must not be read as one.
import { Duplex } from "node:stream";
import { connect as tlsConnect } from "node:tls";
import { beforeAll, describe, expect, it } from "vitest";
import { MAX_CLIENT_HELLO, readClientHello } from "../../../src/sandbox/proxy/client-hello";

/** The ClientHello Node's TLS client sends for `servername` ("" for none). */
function clientHello(servername: string): Promise<Buffer> {
  return new Promise((done) => {
    const socket = new Duplex({
      read() {},
      write(chunk: Buffer, _encoding, callback) {
        done(Buffer.from(chunk));
        callback();
      },
    });
    tlsConnect({ socket, servername, rejectUnauthorized: false }).on("error", () => undefined);
  });
}

/** The same handshake carried in records of at most `size` bytes each. */
function inRecords(hello: Buffer, size: number): Buffer {
  const handshake = hello.subarray(5);
  const records: Buffer[] = [];
  for (let at = 0; at < handshake.length; at += size) {
    const part = handshake.subarray(at, at + size);
    const header = Buffer.from([0x16, 0x03, 0x01, 0, 0]);
    header.writeUInt16BE(part.length, 3);
    records.push(header, part);
  }
  return Buffer.concat(records);
}

let hello: Buffer;
beforeAll(async () => {
  hello = await clientHello("registry.npmjs.org");
});

describe("readClientHello", () => {
  it("reads the server name of a whole ClientHello", () => {
    expect(readClientHello(hello)).toEqual({ kind: "hello", serverName: "registry.npmjs.org" });
  });

  it("asks for more until the hello is whole, wherever it is cut", () => {
    for (const cut of [1, 4, 5, 6, 40, hello.length - 1])
      expect(readClientHello(hello.subarray(0, cut))).toEqual({ kind: "incomplete" });
  });

  it("reads a hello spread over several records", () => {
    const spread = inRecords(hello, 50);
    expect(readClientHello(spread)).toEqual({ kind: "hello", serverName: "registry.npmjs.org" });
    expect(readClientHello(spread.subarray(0, spread.length - 3))).toEqual({ kind: "incomplete" });
  });

  it("reads no name when the client sends none", async () => {
    expect(readClientHello(await clientHello(""))).toEqual({ kind: "hello", serverName: undefined });
  });

  it.each([
    ["plain HTTP", Buffer.from("GET / HTTP/1.1\r\n")],
    ["an SSH banner", Buffer.from("SSH-2.0-x\r\n")],
  ])("tells %s from TLS by its first byte", (_name, bytes) => {
    expect(readClientHello(bytes)).toEqual({ kind: "not-tls" });
  });

  it.each([
    ["a handshake that is not a ClientHello", Buffer.from([0x16, 3, 1, 0, 5, 0x02, 0, 0, 1, 0])],
    ["an unknown record version", Buffer.from([0x16, 2, 0, 0, 5, 1, 0, 0, 1, 0])],
    ["an empty record", Buffer.from([0x16, 3, 1, 0, 0])],
    [
      "an application record between handshake records",
      Buffer.from([0x16, 3, 1, 0, 2, 1, 0, 0x17, 3, 3, 0, 1, 0]),
    ],
    ["a body shorter than it says", Buffer.from([0x16, 3, 1, 0, 6, 1, 0, 0, 2, 3, 3])],
  ])("refuses %s", (_name, bytes) => {
    expect(readClientHello(bytes).kind).toBe("malformed");
  });

  it("refuses a hello announcing more than it may hold", () => {
    const big = Buffer.from([0x16, 3, 1, 0, 4, 1, 0, 0, 0]);
    big.writeUIntBE(MAX_CLIENT_HELLO + 1, 6, 3);
    expect(readClientHello(big)).toMatchObject({ kind: "malformed" });
  });

  it("refuses a hello with two server_name extensions (the server might read the other)", () => {
    // A second server_name extension appended to the extensions block, lengths adjusted.
    const sni = Buffer.from("evil.example");
    const extension = Buffer.alloc(9 + sni.length);
    extension.writeUInt16BE(0, 0);
    extension.writeUInt16BE(5 + sni.length, 2);
    extension.writeUInt16BE(3 + sni.length, 4);
    extension.writeUInt8(0, 6);
    extension.writeUInt16BE(sni.length, 7);
    sni.copy(extension, 9);
    const handshake = Buffer.concat([hello.subarray(5), extension]);
    handshake.writeUIntBE(handshake.length - 4, 1, 3);
    // The extensions block's length sits at the end of the fixed fields.
    let at = 4 + 2 + 32;
    at += 1 + (handshake[at] ?? 0);
    at += 2 + handshake.readUInt16BE(at);
    at += 1 + (handshake[at] ?? 0);
    handshake.writeUInt16BE(handshake.readUInt16BE(at) + extension.length, at);
    const record = Buffer.concat([Buffer.from([0x16, 3, 1, 0, 0]), handshake]);
    record.writeUInt16BE(handshake.length, 3);
    expect(readClientHello(record)).toMatchObject({ kind: "malformed", problem: "a repeated extension 0" });
  });
});
