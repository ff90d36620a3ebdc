// Turns a file's bytes into searchable text the way ripgrep does: a UTF-8 byte order mark is dropped,
// UTF-16 with a byte order mark is transcoded, and any other file holding a NUL byte is binary and
// skipped. (ripgrep decides on the NUL byte as it reads, buffer by buffer; steward skips such a file
// in every output mode and in both backends, so the same file never appears in one mode and not in
// another.)
import { open } from "node:fs/promises";

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

/** Whether a file is binary by the rule above, reading at most `limit` bytes of it. */
export async function isBinaryFile(path: string, limit = 64 * 1024 * 1024): Promise<boolean> {
  const handle = await open(path, "r");
  try {
    const size = Math.min((await handle.stat()).size, limit);
    const bytes = Buffer.alloc(size);
    const { bytesRead } = await handle.read(bytes, 0, size, 0);
    return decodeFileText(bytes.subarray(0, bytesRead)) === undefined;
  } finally {
    await handle.close();
  }
}
