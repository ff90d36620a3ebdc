import { createRequire as __stewardCreateRequire } from 'node:module'; const require = __stewardCreateRequire(import.meta.url);

// src/tools/bash/output-file.ts
import { mkdir, open } from "node:fs/promises";
import { join } from "node:path";
async function createOutputFile(outputDir, folder, label) {
  const dir = join(outputDir, folder);
  await mkdir(dir, { recursive: true });
  const safeLabel = label.replace(/[^A-Za-z0-9_.-]/g, "_").slice(0, 60);
  const { randomBytes } = await import("node:crypto");
  return join(dir, `${safeLabel}-${randomBytes(4).toString("hex")}.log`);
}
var MAX_BYTES_PER_CHAR = 4;
var isContinuationByte = (byte) => (byte & 192) === 128;
function decodeHead(bytes) {
  return new TextDecoder("utf-8").decode(bytes, { stream: true });
}
function decodeTail(bytes) {
  let start = 0;
  while (start < bytes.length && start < 3 && isContinuationByte(bytes[start] ?? 0)) start++;
  return new TextDecoder("utf-8").decode(bytes.subarray(start));
}
function keepStart(text, max) {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const last = cut.charCodeAt(cut.length - 1);
  return last >= 55296 && last <= 56319 ? cut.slice(0, -1) : cut;
}
function keepEnd(text, max) {
  if (text.length <= max) return text;
  const cut = text.slice(text.length - max);
  const first = cut.charCodeAt(0);
  return first >= 56320 && first <= 57343 ? cut.slice(1) : cut;
}
async function readOutputSlice(path, options) {
  const handle = await open(path, "r");
  try {
    const from = options.from ?? 0;
    const to = options.to ?? (await handle.stat()).size;
    const totalBytes = Math.max(0, to - from);
    const read = async (position, length) => {
      const buffer = Buffer.alloc(length);
      const { bytesRead } = await handle.read(buffer, 0, length, position);
      return buffer.subarray(0, bytesRead);
    };
    const half = Math.floor(options.maxChars / 2);
    if (totalBytes <= options.maxChars * MAX_BYTES_PER_CHAR) {
      const bytes = await read(from, totalBytes);
      const text = new TextDecoder("utf-8").decode(bytes);
      if (text.length <= options.maxChars) return { truncated: false, text, totalBytes };
      const head2 = keepStart(text, half);
      const tail2 = keepEnd(text, half);
      const kept2 = Buffer.byteLength(head2) + Buffer.byteLength(tail2);
      return { truncated: true, head: head2, tail: tail2, omittedBytes: Math.max(0, totalBytes - kept2), totalBytes };
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
function sliceText(slice, notice) {
  if (!slice.truncated) return slice.text;
  return `${slice.head}

${notice(slice.omittedBytes, slice.totalBytes)}

${slice.tail}`;
}
var formatCount = (n) => n.toLocaleString("en-US");

export {
  createOutputFile,
  readOutputSlice,
  sliceText,
  formatCount
};
