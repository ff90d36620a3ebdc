// Turns a file's bytes into searchable text the way ripgrep does: a UTF-8 byte order mark is dropped,
// UTF-16 with a byte order mark is transcoded, and any other file holding a NUL byte is binary and
// skipped. (ripgrep decides on the NUL byte as it reads, buffer by buffer; steward skips such a file
// in every output mode and in both backends, so the same file never appears in one mode and not in
// another.)
import { readSync } from "node:fs";
import { readAllSync } from "../safe-fs/search-io";

/** The searchable text, or undefined for a binary file. */
export function decodeFileText(bytes: Buffer): string | undefined {
  let text: string;
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) text = bytes.toString("utf8", 3);
  else if (bytes[0] === 0xff && bytes[1] === 0xfe) text = bytes.toString("utf16le", 2);
  else if (bytes[0] === 0xfe && bytes[1] === 0xff)
    text = Buffer.from(bytes.subarray(2, bytes.length - (bytes.length % 2)))
      .swap16()
      .toString("utf16le");
  else return bytes.includes(0) ? undefined : bytes.toString("utf8");
  return text.includes("\0") ? undefined : text;
}

const CHUNK_BYTES = 1024 * 1024;

/**
 * Whether an open file is binary by the rule above, reading at most `limit` bytes of it through its
 * descriptor (positioned reads: another reader of the same descriptor starts from the beginning).
 */
export function isBinarySync(fd: number, size: number, limit = 64 * 1024 * 1024): boolean {
  const length = Math.min(size, limit);
  const head = Buffer.alloc(Math.min(length, 3));
  readSync(fd, head, 0, head.length, 0);
  // UTF-16 holds NUL bytes in its characters: decode it whole, as the search will.
  if ((head[0] === 0xff && head[1] === 0xfe) || (head[0] === 0xfe && head[1] === 0xff))
    return decodeFileText(readAllSync(fd, length)) === undefined;
  const chunk = Buffer.allocUnsafe(Math.min(length, CHUNK_BYTES));
  for (let offset = 0; offset < length;) {
    const n = readSync(fd, chunk, 0, Math.min(chunk.length, length - offset), offset);
    if (n === 0) break;
    if (chunk.subarray(0, n).includes(0)) return true;
    offset += n;
  }
  return false;
}
