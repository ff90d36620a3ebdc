// A window of lines from a text file, streamed: skipping to line 40,000 scans for newline bytes without
// decoding anything before it, and only the wanted lines are decoded. Splitting on the byte 0x0A is safe
// in UTF-8 (it never occurs inside a multi-byte character). Very long lines keep only their head.
import type { FileHandle } from "node:fs/promises";

const MAX_LINE_CHARS = 2_000;
// Enough bytes for MAX_LINE_CHARS characters of up to four bytes each.
const MAX_LINE_BYTES = MAX_LINE_CHARS * 4 + 4;
const CHUNK_BYTES = 1024 * 1024;
/** Past the wanted lines the rest is only counted, and only this far: a 10 GB log should not stall a read. */
const MAX_COUNTED_BYTES = 64 * 1024 * 1024;
/** No read scans further than this, whatever the file holds (a 5 GB file on one line, say). */
const MAX_SCANNED_BYTES = 512 * 1024 * 1024;

export interface LineWindow {
  /** The wanted lines, line breaks removed, long lines cut with a visible marker. */
  lines: string[];
  /** Lines in the file; a lower bound when totalIsExact is false. */
  totalLines: number;
  totalIsExact: boolean;
}

const grouped = (n: number) => n.toLocaleString("en-US");

/** Cuts a line over MAX_LINE_CHARS, saying how long it was. `byteLength` is set when only its head was kept. */
function cutLine(text: string, byteLength?: number): string {
  if (text.length <= MAX_LINE_CHARS && byteLength === undefined) return text;
  let end = Math.min(text.length, MAX_LINE_CHARS);
  const last = text.charCodeAt(end - 1);
  if (end < text.length && last >= 0xd800 && last <= 0xdbff) end--; // keep surrogate pairs whole
  const size =
    byteLength === undefined ? `${grouped(text.length)} characters` : `${grouped(byteLength)} bytes`;
  return `${text.slice(0, end)} … [line cut: showing ${grouped(end)} characters of ${size}]`;
}

function stripCr(text: string): string {
  return text.endsWith("\r") ? text.slice(0, -1) : text;
}

/** Lines `start` .. `start + count - 1` (1-based) of a UTF-8 file, with the file's line count. */
export async function readLineWindow(
  handle: FileHandle,
  start: number,
  count: number,
  signal: AbortSignal,
): Promise<LineWindow> {
  const end = start + count;
  const buffer = Buffer.allocUnsafe(CHUNK_BYTES);
  const lines: string[] = [];
  let lineNo = 1;
  let parts: Buffer[] = [];
  let kept = 0;
  let lineBytes = 0;
  let position = 0;
  let contentBytes = 0;
  let lastByte = -1;
  let countedPastWindow = 0;
  let totalIsExact = true;

  const finishLine = () => {
    const text = Buffer.concat(parts, kept).toString("utf8");
    lines.push(lineBytes > kept ? cutLine(text, lineBytes) : cutLine(stripCr(text)));
    parts = [];
    kept = 0;
    lineBytes = 0;
  };

  for (;;) {
    if (signal.aborted) throw new Error("Interrupted: the run is stopping.");
    if (position >= MAX_SCANNED_BYTES && lineNo < end) {
      totalIsExact = false;
      if (lineNo >= start && lineBytes > 0) {
        finishLine();
        lineNo++;
      }
      break;
    }
    const { bytesRead } = await handle.read(buffer, 0, CHUNK_BYTES, position);
    if (bytesRead === 0) break;
    const chunk = buffer.subarray(0, bytesRead);
    let i = 0;
    if (position === 0 && chunk[0] === 0xef && chunk[1] === 0xbb && chunk[2] === 0xbf) i = 3;
    position += bytesRead;
    contentBytes += bytesRead - i;
    lastByte = chunk[bytesRead - 1] ?? -1;

    const pastWindow = lineNo >= end;
    while (i < bytesRead && lineNo < end) {
      const nl = chunk.indexOf(10, i);
      const stop = nl === -1 ? bytesRead : nl;
      if (lineNo >= start) {
        if (nl !== -1 && parts.length === 0) {
          // The common case: the whole line lies in this chunk, so decode it where it is.
          const length = stop - i;
          const text = chunk.toString("utf8", i, i + Math.min(length, MAX_LINE_BYTES));
          lines.push(length > MAX_LINE_BYTES ? cutLine(text, length) : cutLine(stripCr(text)));
        } else {
          if (kept < MAX_LINE_BYTES && stop > i) {
            const take = Math.min(stop - i, MAX_LINE_BYTES - kept);
            parts.push(Buffer.from(chunk.subarray(i, i + take))); // a copy: the buffer is reused
            kept += take;
          }
          lineBytes += stop - i;
          if (nl !== -1) finishLine();
        }
      }
      if (nl === -1) break;
      lineNo++;
      i = nl + 1;
    }
    // Past the window the rest is only counted.
    if (lineNo >= end)
      for (let nl = chunk.indexOf(10, i); nl !== -1; nl = chunk.indexOf(10, nl + 1)) lineNo++;
    if (pastWindow) {
      countedPastWindow += bytesRead;
      if (countedPastWindow > MAX_COUNTED_BYTES) {
        totalIsExact = false;
        break;
      }
    }
  }
  // A last line without a final line break is still a line.
  const partialLast = totalIsExact && contentBytes > 0 && lastByte !== 10;
  if (partialLast) {
    if (lineNo >= start && lineNo < end) finishLine();
    lineNo++;
  }
  return { lines, totalLines: lineNo - 1, totalIsExact };
}

/** The same window over text already decoded (UTF-16 files). */
export function lineWindowOfText(text: string, start: number, count: number): LineWindow {
  const all = text.split("\n");
  if (all.at(-1) === "") all.pop();
  const lines = all.slice(start - 1, start - 1 + count).map((line) => cutLine(stripCr(line)));
  return { lines, totalLines: all.length, totalIsExact: true };
}
