// Whether a text is shaped to make the parser slow. micromark is exact but not linear on every input:
// each "]" looks back over the paragraph for its "[" (10,000 nested links: 50 s), each "<!" or "<?"
// scans to the paragraph's end for its close (10,000 of them: 20 s), a long run of "*" or "_" is split
// one match at a time, each emphasis closer looks back over the paragraph's openers ("*_" 32,000
// times: 67 s), each backtick run that opens no code span scans to the paragraph's end for a closer
// of its length (runs of 500 lengths in 127,000 characters: 3 s), and list items nested 20,000 deep on
// one line never finish. A comment is written by anyone, and reading it sits on the way to the first
// model request, so such a text is not parsed: its reader treats it as not displayed (no mention, no
// data); the report sanitiser escapes it whole. The limits sit far above what a person writes (GitHub
// caps a body at 65,536 characters) and well below where parsing takes more than a fraction of a
// second. Only what micromark parses counts: the content of a fenced code block is plain text to it
// (a pasted C snippet's thousand pointer stars cost nothing), so such lines, as fenced-code.ts finds
// them (failing closed: in doubt a line is text), are left out.
import { BacktickRuns } from "./backtick-runs";
import { CONTAINER_PREFIX, FencedCodeLines } from "./fenced-code";
import type { LineLayout } from "./layout";

/** Twice GitHub's limit on a body or comment (in characters; these are UTF-16 code units). */
export const MAX_PARSED_LENGTH = 131_072;
/** Containers (quotes, list items) a line may open or continue. */
export const MAX_NESTING = 16;
/**
 * Per paragraph-ish chunk (lines between blank lines), the look-backs and scans it may cost: its costly
 * "]" and "<" (see `costlyMarks`) times its length. 5,000 unmatched "]" cost 25 million, as do 500
 * links in a 50,000-character list.
 */
export const MAX_CHUNK_COST = 20_000_000;
/** The longest run of "*", "_" or "~" (its cost grows with the square of its length). */
export const MAX_DELIMITER_RUN = 1_000;
/**
 * Per chunk, the runs of "*", "_" or "~" that may open or close emphasis (see `delimiterRuns`); their
 * cost grows with the square of their number: 2,000 take about 0.2 s.
 */
export const MAX_DELIMITER_RUNS = 2_000;
/**
 * Per chunk, how many lengths of backtick run it holds times its length. Each run that opens no code
 * span scans to the chunk's end for a closing run of its length (a run that finds one scans only to
 * it, so each length costs at most one pass); and the report sanitiser reads the content of a code
 * span it does not keep (one over several lines) again as text, where the spans nested inside it,
 * each of a length of its own, are read again in turn. Both are bounded by this product. People use
 * runs of one to four backticks: a whole GitHub body in one paragraph may hold nine lengths, a report
 * (20,000 characters) thirty. 130 nested spans over several lines in 18,000 characters (2.4 million)
 * took the sanitiser up to 1.9 s; just under this bound it takes about a quarter of a second.
 */
export const MAX_CODE_SPAN_COST = 600_000;
/**
 * Per chunk, the pieces of text micromark keeps apart: each "]" (it closes a label, or fails to and is
 * merged back), backslash escape, character reference ("&amp;"), code span (half its backtick runs),
 * tag or autolink ("<…>"), GFM bare URL or e-mail address ("www.", "a@b"), emphasis run and line
 * break. micromark merges the text on either side of each back into one piece a splice at a time, each
 * splice moving the rest of the paragraph's events, so their cost grows with the square of their
 * number in one paragraph, whatever they are ("[a]" 16,000 times: 1.8 s; "a!a\\!" 8,000 times: 0.75 s,
 * 16,000 times: 3.4 s; "a!" on 8,000 lines: 0.7 s). An escape or a reference is six events or more,
 * and counts twice. At the bound, a parse takes 0.05 to 0.1 s on 2 busy cores (0.15 to 0.3 s the first
 * time in a process; 2,500 escapes, 5,000 lines or "]"); at 6,000 escapes, 0.7 s. A GitHub body of
 * prose with a code span every 17 characters holds 4,700; a pasted log's "[INFO] … [ok]" lines, three
 * a line.
 */
export const MAX_TEXT_PIECES = 5_000;

/**
 * A line that ends a paragraph whatever contains it: blank, or blank inside block quotes whose
 * markers sit where they are markers (at most three spaces before each, no tab). `\t>` or `    >`
 * continues the paragraph for micromark and GitHub alike (an indented line cannot start a quote), so
 * counting it as a break would reset every per-chunk limit inside one paragraph. Doubt joins the chunk.
 */
const PARAGRAPH_BREAK = /^(?: {0,3}> ?)*[ \t]*$/;

/** Why `text` is not parsed, or undefined when it may be. */
export function tooCostlyToParse(text: string): string | undefined {
  if (text.length > MAX_PARSED_LENGTH) return `longer than ${MAX_PARSED_LENGTH} characters`;
  const code = new FencedCodeLines();
  let chunkStart = 0;
  let chunkCost = 0;
  let chunkRuns = 0;
  let chunkPieces = 0;
  const chunkBacktickLengths = new Set<number>();
  // A paragraph-ish chunk ends at a blank line, where a fenced code block's content starts, and at the end.
  const endChunk = (end: number): string | undefined => {
    if (chunkCost * (end - chunkStart) > MAX_CHUNK_COST) return "too many brackets or tags in one paragraph";
    if (chunkRuns > MAX_DELIMITER_RUNS)
      return `more than ${MAX_DELIMITER_RUNS} emphasis marks in one paragraph`;
    if (chunkPieces > MAX_TEXT_PIECES)
      return `more than ${MAX_TEXT_PIECES} escapes, references, labels, code spans or lines in one paragraph`;
    if (chunkBacktickLengths.size * (end - chunkStart) > MAX_CODE_SPAN_COST)
      return "too many lengths of backtick run in one paragraph";
    chunkCost = 0;
    chunkRuns = 0;
    chunkPieces = 0;
    chunkBacktickLengths.clear();
    return undefined;
  };
  for (const { line, start, next } of linesOf(text)) {
    // Code is parsed neither for inlines nor for containers: its marks cost nothing.
    if (code.isCode(line)) {
      const refused = endChunk(start);
      if (refused !== undefined) return refused;
      chunkStart = next;
      continue;
    }
    if (nesting(line) > MAX_NESTING) return `containers nested more than ${MAX_NESTING} deep`;
    for (const run of line.matchAll(/\*+|_+|~+/g))
      if (run[0].length > MAX_DELIMITER_RUN) return `a run of more than ${MAX_DELIMITER_RUN} "${run[0][0]}"`;
    const blank = PARAGRAPH_BREAK.test(line);
    if (!blank) {
      chunkCost += costlyMarks(line);
      chunkRuns += delimiterRuns(line);
      // Each line after the first is one more piece (its line ending).
      chunkPieces += textPieces(line) + (start > chunkStart ? 1 : 0);
      for (const run of line.matchAll(/`+/g)) chunkBacktickLengths.add(run[0].length);
    }
    if (blank || next > text.length) {
      const refused = endChunk(start + line.length);
      if (refused !== undefined) return refused;
      chunkStart = next;
    }
  }
  return undefined;
}

/**
 * Per chunk, the most costly marks and emphasis runs a paragraph the report sanitiser reads may hold
 * (`paragraphsTooCostly`). The limits above bound each chunk's work by a product, so a text of many
 * chunks just under them costs their sum: about 1 s a call for 20,000 characters in four paragraphs of
 * 2,500 unmatched "]" (each walks back over its paragraph in GFM's footnote-call check). These bound
 * the number of marks, each of which costs at most one pass over its chunk: the work is then at most a
 * constant times the text's length. A report's list of a thousand links, or a paragraph of 500
 * emphasis marks, stays as it is. (Backtick runs are left to MAX_CODE_SPAN_COST: escaped one by one, a paragraph made of them
 * costs the parser more than the scans they start.)
 */
export const MAX_PARAGRAPH_MARKS = 256;
export const MAX_PARAGRAPH_RUNS = 512;

/** Lines read as one unit (offsets in the text, `end` at the end of the last line), and what is dense in them. */
export interface CostlyParagraph {
  start: number;
  end: number;
  /** More than MAX_PARAGRAPH_MARKS costly "]", "<!" or "<?". */
  brackets: boolean;
  /** More than MAX_PARAGRAPH_RUNS runs of "*", "_" or "~". */
  emphasis: boolean;
}

/**
 * The chunks of `text` (as `tooCostlyToParse` finds them) whose parsing would cost more than a
 * constant per character: more than MAX_PARAGRAPH_MARKS costly marks ("]" as `costlyMarks` counts
 * them, "<!", "<?") or MAX_PARAGRAPH_RUNS emphasis runs. Escaped characters do not count ("\]" is a
 * character escape to the parser, which starts no look-back), so a paragraph with those marks escaped
 * is never too costly by this measure. Given the text's `layout` (its lines split at "\n", from its
 * parse), a chunk also ends where the paragraph, heading or table row the parser reads changes: each
 * item of a long list, each row of a long table, is measured on its own.
 */
export function paragraphsTooCostly(text: string, layout?: readonly LineLayout[]): CostlyParagraph[] {
  const found: CostlyParagraph[] = [];
  const code = new FencedCodeLines();
  let chunk: { start: number; end: number; marks: number; runs: number } | undefined;
  const endChunk = () => {
    if (chunk !== undefined) {
      const brackets = chunk.marks > MAX_PARAGRAPH_MARKS;
      const emphasis = chunk.runs > MAX_PARAGRAPH_RUNS;
      if (brackets || emphasis) found.push({ start: chunk.start, end: chunk.end, brackets, emphasis });
    }
    chunk = undefined;
  };
  // The layout's lines end at "\n" only; where a "\r" ends one too, they would not line up.
  const units = text.includes("\r") ? undefined : layout;
  let index = -1;
  for (const { line, start } of linesOf(text)) {
    index++;
    if (code.isCode(line) || PARAGRAPH_BREAK.test(line)) {
      endChunk();
      continue;
    }
    if (units !== undefined && index > 0 && units[index]?.inline !== units[index - 1]?.inline) endChunk();
    chunk ??= { start, end: start, marks: 0, runs: 0 };
    const live = withoutEscapes(line);
    chunk.end = start + line.length;
    chunk.marks += costlyMarks(live, true);
    chunk.runs += delimiterRuns(live);
  }
  endChunk();
  return found;
}

/**
 * Whether the report sanitiser may not read `text` as markdown: too costly as a whole, or in a
 * paragraph (see tryEscapeCostlyParagraphs in src/report/sanitizer/dense-paragraphs.ts).
 */
export function tooCostlyToRead(text: string): boolean {
  return tooCostlyToParse(text) !== undefined || paragraphsTooCostly(text).length > 0;
}

/** A backslash escape: a backslash and the ASCII punctuation character it makes literal. */
export const BACKSLASH_ESCAPE = /\\[!-/:-@[-`{-~]/;
const BACKSLASH_ESCAPES = new RegExp(BACKSLASH_ESCAPE.source, "g");

/** Each backslash escape blanked out, offsets kept: an escaped mark is no mark to the parser. */
function withoutEscapes(line: string): string {
  return line.replace(BACKSLASH_ESCAPES, "\0\0");
}

/** The lines of `text` as CommonMark splits them (at CR, LF or CRLF), with where each starts. */
function* linesOf(text: string): Generator<{ line: string; start: number; next: number }> {
  const breaks = /\r\n?|\n/g;
  let start = 0;
  for (;;) {
    const found = breaks.exec(text);
    const end = found === null ? text.length : found.index;
    const next = found === null ? text.length + 1 : end + found[0].length;
    yield { line: text.slice(start, end), start, next };
    if (found === null) return;
    start = next;
  }
}

/**
 * How deep the containers a line opens or continues could be: its markers, and its indentation (a
 * nested list item is indented further than its parent; a quarter of a column per level is generous).
 */
function nesting(line: string): number {
  const prefix = CONTAINER_PREFIX.exec(line)?.[0];
  if (prefix === undefined) return 0;
  const markers = prefix.match(/>|[-+*]|\d{1,9}[.)]/g)?.length ?? 0;
  const whitespace = prefix.replace(/[^ \t]/g, "").replace(/\t/g, "    ").length;
  return markers + Math.floor(whitespace / 4);
}

/**
 * The marks in a line that make the parser look back over the paragraph or scan ahead to its end: a
 * "]" that may end a link (one followed by "(" or "[", or closing a nested or long bracket, or none),
 * "<!" and "<?" (a comment, declaration or instruction runs to its close); any other "<" counts an
 * eighth. A short "[label]" on its own — a log's "[INFO]", a task list's "[x]" — costs nothing.
 * Counted `linear`ly (the cost of each mark, not of the paragraph), a short link whose destination
 * closes on its line ("[PR](https://…)") costs nothing either, nor does a "<" other than "<!" or "<?":
 * the parser reads each only to the ")" or the next "<", where a tag cannot go on. A "[" in a code span
 * closes only a "]" in the same span: it opens no label, so the "]" after it find none ("]`[`" 3,900
 * times took 0.6 s, measured as free).
 */
function costlyMarks(line: string, linear = false): number {
  let marks = 0;
  let open = -1;
  let depth = 0;
  const spans = codeSpanEnds(line);
  // While in a code span, the brackets outside it, as they were when it opened.
  let outside: { open: number; depth: number; end: number } | undefined;
  for (let i = 0; i < line.length; i++) {
    if (outside !== undefined && i >= outside.end) {
      ({ open, depth } = outside);
      outside = undefined;
    }
    const spanEnd = outside === undefined ? spans.get(i) : undefined;
    if (spanEnd !== undefined) {
      outside = { open, depth, end: spanEnd };
      depth = 0;
    }
    const c = line[i];
    if (c === "[") {
      depth++;
      open = i;
    } else if (c === "]") {
      const short = depth === 1 && i - open <= 100;
      const plain =
        short &&
        ((line[i + 1] !== "(" && line[i + 1] !== "[") ||
          (linear && CLOSED_DESTINATION.test(line.slice(i, i + 1_004))));
      if (!plain) marks++;
      depth = Math.max(0, depth - 1);
    } else if (c === "<") marks += line[i + 1] === "!" || line[i + 1] === "?" ? 1 : linear ? 0 : 0.125;
  }
  return marks;
}

/**
 * The pieces of text micromark keeps apart in a line, escapes and references twice (see
 * MAX_TEXT_PIECES). An escaped "]" is an escape ("\\[^a\\] " 16,000 times takes 4 s, though neither
 * bracket is one to micromark).
 */
function textPieces(line: string): number {
  const escapes = line.match(BACKSLASH_ESCAPES)?.length ?? 0;
  const live = withoutEscapes(line);
  const count = (pattern: RegExp) => live.match(pattern)?.length ?? 0;
  // A code span is two runs; a run that closes none is merged back into the text.
  const pieces = count(SEPARATE_PIECES) + count(/`+/g) / 2 + delimiterRuns(live);
  return 2 * (escapes + count(CHARACTER_REFERENCES)) + pieces;
}

/** A character reference, as micromark reads one (an "&" that starts none is merged back). */
const CHARACTER_REFERENCES = /&(?:#[0-9]{1,7}|#[xX][0-9A-Fa-f]{1,6}|[A-Za-z][A-Za-z0-9]{0,31});/g;
/**
 * "]", a tag or autolink ("<" and a letter, "/", "!" or "?", closed before any other "<": a "<" that
 * closes nothing is merged back), an e-mail address ("@" between its parts), a GFM bare URL's start.
 */
const SEPARATE_PIECES = /\]|<[A-Za-z/!?][^<>]*>|[\w.+-]@[A-Za-z0-9]|www\.|https?:\/\/|mailto:|xmpp:/gi;

/** "](" and a destination without spaces, parentheses or "<" closed by ")": the link ends there. */
const CLOSED_DESTINATION = /^\]\([^\s()<>]{0,1000}\)/;

/** A letter or digit, in any script. */
export const ALPHANUMERIC = /[\p{L}\p{N}]/u;

/**
 * The runs in a line that may open or close emphasis or strikethrough: a run of "*" or "~", or of "_"
 * unless it sits between two letters or digits (snake_case cannot open or close). The list markers that
 * start the line ("* item", "> * item") are not counted: a checklist is not emphasis.
 */
function delimiterRuns(line: string): number {
  const body = line.slice(CONTAINER_PREFIX.exec(line)?.[0].length ?? 0);
  let runs = 0;
  for (const run of body.matchAll(/\*+|~+|_+/g)) {
    const at = run.index;
    const intraword =
      run[0][0] === "_" &&
      ALPHANUMERIC.test(body[at - 1] ?? "") &&
      ALPHANUMERIC.test(body[at + run[0].length] ?? "");
    if (!intraword) runs++;
  }
  return runs;
}

/**
 * Where the code spans of a line start and end (after their closing run), paired as the parser pairs
 * backtick runs. An escaped backtick counts as one here: a span taken for one where there is none only
 * keeps its "[" from closing the "]" after it.
 */
function codeSpanEnds(line: string): Map<number, number> {
  const backticks = new BacktickRuns(line);
  const ends = new Map<number, number>();
  let after = 0;
  for (const run of line.matchAll(/`+/g)) {
    if (run.index < after) continue;
    const end = backticks.closing(run.index, run[0].length);
    if (end === undefined) continue;
    ends.set(run.index, end);
    after = end;
  }
  return ends;
}
