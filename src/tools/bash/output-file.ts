// Command output lives in a file, never in memory: a command may print gigabytes. What the model sees
// is read back from the file — all of it when it is small, otherwise only its head and its tail (where
// the error usually is), each read with a bounded buffer.
import { mkdir, open } from "node:fs/promises";
import { join } from "node:path";

/** A file for one command's output, created empty under outputDir/<folder>. */
export async function createOutputFile(outputDir: string, folder: string, label: string): Promise<string> {
  const dir = join(outputDir, folder);
  await mkdir(dir, { recursive: true });
  const safeLabel = label.replace(/[^A-Za-z0-9_.-]/g, "_").slice(0, 60);
  // node:crypto loads with the first output file, not at start-up (src/agent/uuid.ts says why).
  const { randomBytes } = await import("node:crypto");
  return join(dir, `${safeLabel}-${randomBytes(4).toString("hex")}.log`);
}

export type OutputSlice =
  | { truncated: false; text: string; totalBytes: number }
  | { truncated: true; head: string; tail: string; omittedBytes: number; totalBytes: number };

/** UTF-8 never needs more than 4 bytes per UTF-16 code unit's worth of text. */
const MAX_BYTES_PER_CHAR = 4;

const isContinuationByte = (byte: number) => (byte & 0xc0) === 0x80;

function decodeHead(bytes: Buffer): string {
  // Streaming mode holds back a character cut in half at the end instead of emitting U+FFFD.
  return new TextDecoder("utf-8").decode(bytes, { stream: true });
}

function decodeTail(bytes: Buffer): string {
  let start = 0;
  while (start < bytes.length && start < 3 && isContinuationByte(bytes[start] ?? 0)) start++;
  return new TextDecoder("utf-8").decode(bytes.subarray(start));
}

/** Cuts text to at most `max` UTF-16 units without splitting a surrogate pair. */
function keepStart(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const last = cut.charCodeAt(cut.length - 1);
  return last >= 0xd800 && last <= 0xdbff ? cut.slice(0, -1) : cut;
}

function keepEnd(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(text.length - max);
  const first = cut.charCodeAt(0);
  return first >= 0xdc00 && first <= 0xdfff ? cut.slice(1) : cut;
}

/**
 * Reads bytes [from, to) of the file as text of at most maxChars characters: whole when it fits,
 * otherwise its first and last maxChars/2 characters and the number of bytes left out between them.
 * `to` defaults to the current end of the file.
 */
export async function readOutputSlice(
  path: string,
  options: { from?: number; to?: number; maxChars: number },
): Promise<OutputSlice> {
  const handle = await open(path, "r");
  try {
    const from = options.from ?? 0;
    const to = options.to ?? (await handle.stat()).size;
    const totalBytes = Math.max(0, to - from);
    const read = async (position: number, length: number) => {
      const buffer = Buffer.alloc(length);
      const { bytesRead } = await handle.read(buffer, 0, length, position);
      return buffer.subarray(0, bytesRead);
    };
    const half = Math.floor(options.maxChars / 2);

    if (totalBytes <= options.maxChars * MAX_BYTES_PER_CHAR) {
      const bytes = await read(from, totalBytes);
      const text = new TextDecoder("utf-8").decode(bytes);
      if (text.length <= options.maxChars) return { truncated: false, text, totalBytes };
      const head = keepStart(text, half);
      const tail = keepEnd(text, half);
      const kept = Buffer.byteLength(head) + Buffer.byteLength(tail);
      return { truncated: true, head, tail, omittedBytes: Math.max(0, totalBytes - kept), totalBytes };
    }

    const window = half * MAX_BYTES_PER_CHAR;
    const head = keepStart(decodeHead(await read(from, window)), half);
    const tail = keepEnd(decodeTail(await read(to - window, window)), half);
    const kept = Buffer.byteLength(head) + Buffer.byteLength(tail);
    return { truncated: true, head, tail, omittedBytes: Math.max(0, totalBytes - kept), totalBytes };
  } finally {
    await handle.close();
  }
}

/** The slice as one text, with `notice` (which names the full file) where the middle was left out. */
export function sliceText(
  slice: OutputSlice,
  notice: (omittedBytes: number, totalBytes: number) => string,
): string {
  if (!slice.truncated) return slice.text;
  return `${slice.head}\n\n${notice(slice.omittedBytes, slice.totalBytes)}\n\n${slice.tail}`;
}

export const formatCount = (n: number) => n.toLocaleString("en-US");
