import { createRequire as __stewardCreateRequire } from 'node:module'; const require = __stewardCreateRequire(import.meta.url);
import {
  dominantLineEnding,
  withLineEnding
} from "./chunk-ILNCQR5J.js";
import {
  NO_CHANGE_MESSAGE
} from "./chunk-NYG7QIXA.js";

// src/tools/edit/quotes.ts
var LEFT_SINGLE = "‘";
var RIGHT_SINGLE = "’";
var LEFT_DOUBLE = "“";
var RIGHT_DOUBLE = "”";
function hasCurlyQuotes(text) {
  return /[\u2018\u2019\u201c\u201d]/.test(text);
}
function straightenQuotes(text) {
  return text.replace(/[\u2018\u2019]/g, "'").replace(/[\u201c\u201d]/g, '"');
}
var opensAfter = (previous) => previous === void 0 || /[\s([{<\u2014\u2013-]/.test(previous);
var isLetter = (ch) => ch !== void 0 && new RegExp("\\p{L}|\\p{N}", "u").test(ch);
function curl(text, straight) {
  let out = "";
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] ?? "";
    if (ch !== straight) {
      out += ch;
      continue;
    }
    const previous = i === 0 ? void 0 : text[i - 1];
    if (straight === "'" && isLetter(previous) && isLetter(text[i + 1]))
      out += RIGHT_SINGLE;
    else if (straight === "'") out += opensAfter(previous) ? LEFT_SINGLE : RIGHT_SINGLE;
    else out += opensAfter(previous) ? LEFT_DOUBLE : RIGHT_DOUBLE;
  }
  return out;
}
function matchQuoteStyle(replacement, matched, typed) {
  let out = replacement;
  if (matched.includes(LEFT_DOUBLE) || matched.includes(RIGHT_DOUBLE)) out = curl(out, '"');
  else if (typed.includes(LEFT_DOUBLE) || typed.includes(RIGHT_DOUBLE))
    out = out.replace(/[\u201c\u201d]/g, '"');
  if (matched.includes(LEFT_SINGLE) || matched.includes(RIGHT_SINGLE)) out = curl(out, "'");
  else if (typed.includes(LEFT_SINGLE) || typed.includes(RIGHT_SINGLE))
    out = out.replace(/[\u2018\u2019]/g, "'");
  return out;
}

// src/tools/edit/replace.ts
function findAll(haystack, needle) {
  const found = [];
  for (let i = haystack.indexOf(needle); i !== -1; i = haystack.indexOf(needle, i + needle.length))
    found.push(i);
  return found;
}
function lineNumbersOf(text, positions) {
  const numbers = [];
  let line = 1;
  let scanned = 0;
  for (const position of positions) {
    for (let i = text.indexOf("\n", scanned); i !== -1 && i < position; i = text.indexOf("\n", i + 1)) line++;
    scanned = position;
    numbers.push(line);
  }
  return numbers;
}
var squashWhitespace = (text) => straightenQuotes(text).replace(/\s+/g, " ").trim();
function notFoundMessage(text, oldString) {
  const base = "String to replace not found in file.";
  const lines = oldString.split("\n").filter((line) => line.trim() !== "");
  if (lines.length > 0 && lines.every((line) => /^\s*\d+(\t|\u2192)/.test(line)))
    return `${base} old_string seems to include the line numbers of Read's output; the number and the tab before each line are not part of the file. Remove them and try again.`;
  const squashed = squashWhitespace(oldString);
  if (squashed !== "" && squashWhitespace(text).includes(squashed))
    return `${base} It would match if whitespace were ignored: the indentation (tabs or spaces), line breaks or trailing spaces in old_string differ from the file. Read those lines again and copy them exactly.`;
  return `${base} Read the file again to see its current content; old_string must match it exactly, including whitespace and line breaks.`;
}
function multipleMatchesMessage(text, positions) {
  const lines = lineNumbersOf(text, positions.slice(0, 10)).map(String);
  const where = `${lines.join(", ")}${positions.length > 10 ? ", ..." : ""}`;
  return `Found ${String(positions.length)} matches of the string to replace (at lines ${where}), but replace_all is false. To replace every match, set replace_all to true. To replace only one, add surrounding lines to old_string so that it matches exactly one place.`;
}
function findMatch(text, oldString) {
  const dominant = dominantLineEnding(text);
  const candidates = [oldString];
  if (oldString.includes("\n")) {
    const converted = withLineEnding(oldString, dominant === "\r\n" ? "\r\n" : "\n");
    if (converted !== oldString) candidates.push(converted);
  }
  const endingOf = (candidate) => candidate.includes("\n") ? candidate.includes("\r\n") ? "\r\n" : "\n" : dominant;
  for (const candidate of candidates) {
    const positions = findAll(text, candidate);
    if (positions.length > 0)
      return { positions, length: candidate.length, ending: endingOf(candidate), quotes: false };
  }
  if (!hasCurlyQuotes(text) && !hasCurlyQuotes(oldString)) return void 0;
  const straightText = straightenQuotes(text);
  for (const candidate of candidates) {
    const positions = findAll(straightText, straightenQuotes(candidate));
    if (positions.length > 0)
      return { positions, length: candidate.length, ending: endingOf(candidate), quotes: true };
  }
  return void 0;
}
function applyEdit(text, edit) {
  if (edit.oldString === edit.newString) throw new Error(NO_CHANGE_MESSAGE);
  if (edit.oldString === "")
    throw new Error(
      "old_string is empty. Give the exact text to replace (an empty old_string only creates a new file)."
    );
  const match = findMatch(text, edit.oldString);
  if (match === void 0) throw new Error(notFoundMessage(text, edit.oldString));
  if (match.positions.length > 1 && !edit.replaceAll)
    throw new Error(multipleMatchesMessage(text, match.positions));
  const replacement = withLineEnding(edit.newString, match.ending);
  let out = "";
  let from = 0;
  for (const position of match.positions) {
    const matched = text.slice(position, position + match.length);
    out += text.slice(from, position) + (match.quotes ? matchQuoteStyle(replacement, matched, edit.oldString) : replacement);
    from = position + match.length;
  }
  out += text.slice(from);
  if (out === text)
    throw new Error(
      "The edit changes nothing: written in the file's own quote characters and line endings, new_string is the text already there."
    );
  return { text: out, replacements: match.positions.length, quotesNormalized: match.quotes };
}

// src/tools/edit/diff.ts
var loadDiff = () => import("./chunk-EDXLMTZ7.js");
var CONTEXT_LINES = 3;
var MAX_DIFF_LINES = 80;
var MAX_EDIT_LENGTH = 5e3;
function lineStart(text, index) {
  return index <= 0 ? 0 : text.lastIndexOf("\n", index - 1) + 1;
}
function backLines(text, index, lines) {
  let at = lineStart(text, index);
  for (let i = 0; i < lines && at > 0; i++) at = lineStart(text, at - 1);
  return at;
}
function forwardLines(text, index, lines) {
  let at = index;
  for (let i = 0; i <= lines && at < text.length; i++) {
    const next = text.indexOf("\n", at);
    at = next === -1 ? text.length : next + 1;
  }
  return at;
}
function countNewlines(text, end) {
  let count = 0;
  for (let i = text.indexOf("\n"); i !== -1 && i < end; i = text.indexOf("\n", i + 1)) count++;
  return count;
}
async function renderDiff(beforeRaw, afterRaw) {
  const before = beforeRaw.replace(/\r\n/g, "\n");
  const after = afterRaw.replace(/\r\n/g, "\n");
  if (before === after) return "(no textual change)";
  let prefix = 0;
  const shortest = Math.min(before.length, after.length);
  while (prefix < shortest && before.charCodeAt(prefix) === after.charCodeAt(prefix)) prefix++;
  let suffix = 0;
  while (suffix < shortest - prefix && before.charCodeAt(before.length - 1 - suffix) === after.charCodeAt(after.length - 1 - suffix))
    suffix++;
  const start = backLines(before, prefix, CONTEXT_LINES);
  const beforeEnd = forwardLines(before, before.length - suffix, CONTEXT_LINES);
  const afterEnd = after.length - (before.length - beforeEnd);
  const lineOffset = countNewlines(before, start);
  const { structuredPatch } = await loadDiff();
  const patch = structuredPatch(
    "",
    "",
    before.slice(start, beforeEnd),
    after.slice(start, afterEnd),
    void 0,
    void 0,
    {
      context: CONTEXT_LINES,
      maxEditLength: MAX_EDIT_LENGTH
    }
  );
  if (patch === void 0)
    return "(the change is too large to show as a diff; Read the file to see the result)";
  const out = [];
  for (const hunk of patch.hunks) {
    const oldStart = hunk.oldStart + lineOffset;
    const newStart = hunk.newStart + lineOffset;
    out.push(
      `@@ -${String(oldStart)},${String(hunk.oldLines)} +${String(newStart)},${String(hunk.newLines)} @@`
    );
    let oldLine = oldStart;
    let newLine = newStart;
    const width = String(Math.max(oldStart + hunk.oldLines, newStart + hunk.newLines)).length;
    for (const line of hunk.lines) {
      const sign = line[0];
      const body = line.slice(1);
      if (sign === "\\") out.push(line);
      else if (sign === "-") out.push(`-${String(oldLine++).padStart(width)}  ${body}`);
      else if (sign === "+") out.push(`+${String(newLine++).padStart(width)}  ${body}`);
      else {
        out.push(` ${String(newLine).padStart(width)}  ${body}`);
        oldLine++;
        newLine++;
      }
    }
  }
  if (out.length > MAX_DIFF_LINES) {
    const hidden = out.length - MAX_DIFF_LINES;
    return `${out.slice(0, MAX_DIFF_LINES).join("\n")}
… (${String(hidden)} more diff lines not shown)`;
  }
  return out.join("\n");
}

export {
  applyEdit,
  loadDiff,
  renderDiff
};
