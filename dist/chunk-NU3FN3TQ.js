import { createRequire as __stewardCreateRequire } from 'node:module'; const require = __stewardCreateRequire(import.meta.url);
import {
  readAllSync
} from "./chunk-PCNAZVYE.js";

// src/tools/search/file-text.ts
import { readSync } from "node:fs";
function decodeFileText(bytes) {
  let text;
  if (bytes[0] === 239 && bytes[1] === 187 && bytes[2] === 191) text = bytes.toString("utf8", 3);
  else if (bytes[0] === 255 && bytes[1] === 254) text = bytes.toString("utf16le", 2);
  else if (bytes[0] === 254 && bytes[1] === 255)
    text = Buffer.from(bytes.subarray(2, bytes.length - bytes.length % 2)).swap16().toString("utf16le");
  else return bytes.includes(0) ? void 0 : bytes.toString("utf8");
  return text.includes("\0") ? void 0 : text;
}
var CHUNK_BYTES = 1024 * 1024;
function isBinarySync(fd, size, limit = 64 * 1024 * 1024) {
  const length = Math.min(size, limit);
  const head = Buffer.alloc(Math.min(length, 3));
  readSync(fd, head, 0, head.length, 0);
  if (head[0] === 255 && head[1] === 254 || head[0] === 254 && head[1] === 255)
    return decodeFileText(readAllSync(fd, length)) === void 0;
  const chunk = Buffer.allocUnsafe(Math.min(length, CHUNK_BYTES));
  for (let offset = 0; offset < length; ) {
    const n = readSync(fd, chunk, 0, Math.min(chunk.length, length - offset), offset);
    if (n === 0) break;
    if (chunk.subarray(0, n).includes(0)) return true;
    offset += n;
  }
  return false;
}

// src/tools/search/regex-matches.ts
var isHighSurrogate = (code) => code >= 55296 && code <= 56319;
var isLowSurrogate = (code) => code >= 56320 && code <= 57343;
function findMatches(text, regex, multiline, firstOnly) {
  const matches = [];
  const lastStart = multiline || text.endsWith("\n") ? text.length - 1 : text.length;
  let previousEnd = -1;
  regex.lastIndex = 0;
  for (let m = regex.exec(text); m !== null; m = regex.exec(text)) {
    const start = m.index;
    const end = start + m[0].length;
    if (start === end) {
      const code = text.codePointAt(end) ?? 0;
      regex.lastIndex = end + (code > 65535 ? 2 : 1);
      if (start > lastStart) break;
      if (start === previousEnd) continue;
    }
    if (isLowSurrogate(text.charCodeAt(start)) && isHighSurrogate(text.charCodeAt(start - 1))) {
      regex.lastIndex = start + 1;
      continue;
    }
    matches.push({ start, end });
    if (firstOnly) break;
    previousEnd = end;
  }
  return matches;
}
function lineStarts(text) {
  const starts = [0];
  for (let i = text.indexOf("\n"); i >= 0 && i < text.length - 1; i = text.indexOf("\n", i + 1))
    starts.push(i + 1);
  return starts;
}
function lineOf(starts, offset) {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const mid = low + high + 1 >> 1;
    if (starts[mid] <= offset) low = mid;
    else high = mid - 1;
  }
  return low;
}
function lineText(text, starts, line) {
  const start = starts[line];
  const next = starts[line + 1];
  return next === void 0 ? text.slice(start, text.endsWith("\n") ? -1 : void 0) : text.slice(start, next - 1);
}

// src/tools/search/search-request.ts
var PatternError = class extends Error {
  constructor(complaint) {
    super(complaint);
    this.complaint = complaint;
  }
  complaint;
};
var SearchOptionError = class extends Error {
};

export {
  decodeFileText,
  isBinarySync,
  findMatches,
  lineStarts,
  lineOf,
  lineText,
  PatternError,
  SearchOptionError
};
