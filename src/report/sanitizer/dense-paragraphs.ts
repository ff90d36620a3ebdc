// A paragraph dense with the marks the parser looks back or ahead from (src/markdown/parse-cost.ts) has
// them escaped before the text is read, so that each reading costs at most a constant per character.
// The paragraph shows the same, but forms no link, HTML or emphasis. What keeps it the same:
// - Only lines the parser reads as prose are escaped: the cost check's chunks are found line by line
//   and may hold a fence or code (a fence right after a paragraph, one it cannot follow in a list
//   item), whose "~" escaped would leave the code open to the end of the text. Should the escaping still
//   change which lines are code or table rows (an escaped "<!--" no longer hides a fence below it), the
//   caller is told, and escapes the whole text.
// - Marks in a URL or in a code span on one line are left as they are: the "_" of `my_repo` in a link
//   to GitHub is no emphasis mark to the parser, and escaped it would be part of the URL (or show in
//   the code). Bare URLs are found by GFM's own rules (bare-urls.ts); where the parser may read no URL
//   (after a "[" that may still be a link's text), a mark is escaped.
// - A mark right after a bare URL (GFM leaves trailing punctuation out of it) is not escaped: a
//   backslash there would be read as part of the URL, and the mark after it as live. It is left as it
//   is, or written as a character reference ("&ast;") where it could open emphasis.
import { BacktickRuns } from "../../markdown/backtick-runs";
import { CONTAINER_PREFIX } from "../../markdown/fenced-code";
import { blockLayout, type LineLayout } from "../../markdown/layout";
import {
  ALPHANUMERIC,
  BACKSLASH_ESCAPE,
  type CostlyParagraph,
  paragraphsTooCostly,
  tooCostlyToParse,
  tooCostlyToRead,
} from "../../markdown/parse-cost";
import { markdownEvents } from "../../markdown/parse";
import { BareUrls } from "./bare-urls";

/** A text with the marks of its dense paragraphs escaped, and a way back to what was written. */
export interface EscapedText {
  text: string;
  /**
   * text[start, end) as it was before the escaping: the sanitiser shows a URL it does not keep as code,
   * where an added "\\" or "&ast;" would show literally.
   */
  original: (start: number, end: number) => string;
}

/**
 * `text` (which tooCostlyToParse accepts) with the marks of its too costly paragraphs escaped (see
 * paragraphsTooCostly), or undefined when escaping them would change which of its lines are code,
 * or leave it too costly to read.
 */
export function tryEscapeCostlyParagraphs(text: string): EscapedText | undefined {
  const unchanged = { text, original: (start: number, end: number) => text.slice(start, end) };
  if (paragraphsTooCostly(text).length === 0) return unchanged;
  // Measured again by the paragraphs the parser finds: a long list or table is many short ones.
  const layout = blockLayout(text).lines;
  const dense = paragraphsTooCostly(text, layout);
  if (dense.length === 0) return unchanged;
  const lines = text.split("\n");
  const edits: Edit[] = [];
  let next = 0;
  let escaper: ParagraphEscaper | undefined;
  let stuck = false;
  let offset = 0;
  let escapedOffset = 0;
  for (const [i, line] of lines.entries()) {
    const paragraph = dense[next];
    if (paragraph !== undefined && offset >= paragraph.start && offset < paragraph.end) {
      escaper ??= new ParagraphEscaper(paragraph);
      if (layout[i]?.kind === "prose") lines[i] = escaper.escape(line, escapedOffset, edits);
      if (offset + line.length >= paragraph.end) {
        stuck ||= escaper.stuck;
        next++;
        escaper = undefined;
      }
    }
    offset += line.length + 1;
    escapedOffset += (lines[i] ?? "").length + 1;
  }
  const escaped = lines.join("\n");
  if (stuck || tooCostlyToReadAsParsed(escaped)) return undefined;
  // Read in full, as the sanitiser reads it next (the parse is kept for it).
  if (!sameLayout(layout, blockLayout(escaped, markdownEvents(escaped)).lines)) return undefined;
  return { text: escaped, original: (start, end) => unescape(escaped, edits, start, end) };
}

/** One mark as written (`original`) and where its escaped form is in the escaped text: [start, end). */
interface Edit {
  start: number;
  end: number;
  original: string;
}

/**
 * escaped[start, end) with each escaped mark wholly inside it written as it was (edits in order). Of
 * an edit cut by the range (a bare URL ends at the "<" whose backslash it holds), what was added is
 * dropped: the range shows only what was written.
 */
function unescape(escaped: string, edits: readonly Edit[], start: number, end: number): string {
  const parts: string[] = [];
  let cursor = start;
  // The first edit that ends after `start` (edits are in order and do not overlap).
  let lo = 0;
  let hi = edits.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((edits[mid] as Edit).end <= start) lo = mid + 1;
    else hi = mid;
  }
  for (let k = lo; k < edits.length && (edits[k] as Edit).start < end; k++) {
    const edit = edits[k] as Edit;
    const cut = edit.start < start || edit.end > end;
    parts.push(escaped.slice(cursor, Math.max(edit.start, start)));
    parts.push(cut ? writtenOf(escaped, edit, start, end) : edit.original);
    cursor = Math.min(edit.end, end);
  }
  parts.push(escaped.slice(cursor, end));
  return parts.join("");
}

/** What of an edit's escaped form inside [start, end) was written, without what the escaping added. */
function writtenOf(escaped: string, edit: Edit, start: number, end: number): string {
  const from = Math.max(start, edit.start);
  const to = Math.min(end, edit.end);
  const form = escaped.slice(edit.start, edit.end);
  // Each character of the mark after an added backslash ("\_\_" for "__"): the backslashes were added.
  if (form === [...edit.original].map((c) => `\\${c}`).join(""))
    return [...escaped.slice(from, to)].filter((_, i) => (from + i - edit.start) % 2 === 1).join("");
  // A reference in place of the mark ("&ast;"), after what was written before it (an escape's "\\").
  let written = 0;
  while (written < form.length && form[written] === edit.original[written]) written++;
  return escaped.slice(from, Math.max(from, Math.min(to, edit.start + written)));
}

/**
 * Whether the sanitiser may not read `text` as markdown (tooCostlyToRead), its paragraphs measured as
 * the parser finds them (read for their blocks only, and only when the quick measure finds a chunk
 * too costly).
 */
export function tooCostlyToReadAsParsed(text: string): boolean {
  if (!tooCostlyToRead(text)) return false;
  if (tooCostlyToParse(text) !== undefined) return true;
  return paragraphsTooCostly(text, blockLayout(text).lines).length > 0;
}

function sameLayout(before: readonly LineLayout[], after: readonly LineLayout[]): boolean {
  return before.every((line, i) => {
    const other = after[i];
    return other !== undefined && other.kind === line.kind && other.table === line.table;
  });
}

/** A backslash escape: matched before any mark, and kept as it is, so that no backslash is doubled. */
const ESCAPE = BACKSLASH_ESCAPE.source;
const BRACKETS = /[[\]]|<(?=[!?])/.source;
/** A run of "_" (escaped unless inside a word), or one "*" or "~". */
const EMPHASIS = /_+|[*~]/.source;
/**
 * A thematic break ("***", "_ _ _"): its marks, between spaces, open and close nothing, and escaped
 * they would make it text that joins the paragraphs around it.
 */
const THEMATIC_BREAK = /^[ \t]*(?:(?:\*[ \t]*){3,}|(?:_[ \t]*){3,})$/;

/** The lines of one dense paragraph, escaped in order (an open "[" stops GFM's bare URLs after it). */
class ParagraphEscaper {
  /** A mark was found that cannot be written so that the paragraph shows the same and forms nothing. */
  stuck = false;
  private readonly emphasis: boolean;
  private readonly marks: RegExp;
  private readonly literals: LiteralFinder;

  constructor(paragraph: CostlyParagraph) {
    const kinds = [
      ESCAPE,
      ...(paragraph.brackets ? [BRACKETS] : []),
      ...(paragraph.emphasis ? [EMPHASIS] : []),
    ];
    this.marks = new RegExp(kinds.join("|"), "g");
    this.emphasis = paragraph.emphasis;
    this.literals = new LiteralFinder(paragraph.brackets);
  }

  /**
   * The line's marks escaped after its container markers, so a quoted paragraph stays in its quote;
   * each mark escaped is added to `edits`, the line starting at `offset` in the escaped text.
   */
  escape(line: string, offset: number, edits: Edit[]): string {
    const markers = CONTAINER_PREFIX.exec(line)?.[0] ?? "";
    const rest = line.slice(markers.length);
    if (THEMATIC_BREAK.test(rest)) return line;
    const { literals, trails } = this.literals.spans(rest);
    const where = { inLiteral: within(literals), inTrail: within(trails) };
    let shift = offset + markers.length;
    const escaped = rest.replace(this.marks, (mark: string, at: number) => {
      const written = this.escapeMark(mark, at, rest, where);
      if (written !== mark)
        edits.push({ start: at + shift, end: at + shift + written.length, original: mark });
      shift += written.length - mark.length;
      return written;
    });
    return markers + escaped;
  }

  /** `mark`, found at `at` in the line's `rest`, as it is written: escaped, or as it is where it is inert. */
  private escapeMark(mark: string, at: number, rest: string, where: MarkPlace): string {
    const { inLiteral, inTrail } = where;
    if (mark.startsWith("\\")) {
      // A URL holds a backslash: the mark after it is the URL's trailing punctuation, and live.
      const live = this.emphasis && "*_~".includes(mark[1] ?? "") && inLiteral(at) && inTrail(at + 1);
      return live ? `\\${this.trailing(mark.slice(1), rest, at + 1)}` : mark;
    }
    if (inLiteral(at)) return mark;
    if (inTrail(at)) return [...mark].map((c, i) => this.trailing(c, rest, at + i)).join("");
    if (!mark.startsWith("_")) return `\\${mark}`;
    // A run of "_" between letters or digits neither opens nor closes emphasis (snake_case).
    const intraword =
      ALPHANUMERIC.test(rest[at - 1] ?? "") && ALPHANUMERIC.test(rest[at + mark.length] ?? "");
    return intraword ? mark : "\\_".repeat(mark.length);
  }

  /**
   * A mark in the punctuation right after a bare URL, which a backslash would join to the URL. Every
   * other mark of the paragraph that may open emphasis is escaped (or in a URL or code), so one that
   * cannot (it is not between two punctuation characters; a "]" opens nothing) forms nothing and is
   * left as it is; one that can is written as a character reference, which GFM leaves out of a URL too.
   * "~" has none: the caller gives up.
   */
  private trailing(mark: string, line: string, at: number): string {
    const opens = PUNCTUATION.test(line[at - 1] ?? " ") && PUNCTUATION.test(line[at + 1] ?? " ");
    if (!opens || mark === "]") return mark;
    const reference = TRAILING_MARKS[mark];
    if (reference === undefined) this.stuck = true;
    return reference ?? mark;
  }
}

/** Whether an offset of a line is in a URL or code span, or in the punctuation right after a bare URL. */
interface MarkPlace {
  inLiteral: (at: number) => boolean;
  inTrail: (at: number) => boolean;
}

/** Marks as character references. */
const TRAILING_MARKS: Record<string, string> = { _: "&lowbar;", "*": "&ast;" };
const PUNCTUATION = /^[\p{P}\p{S}]/u;

/** Whether an offset is in one of `spans` (in order), asked for offsets in order. */
function within(spans: readonly [number, number][]): (at: number) => boolean {
  let next = 0;
  return (at) => {
    while ((spans[next]?.[1] ?? Infinity) <= at) next++;
    return at >= (spans[next]?.[0] ?? Infinity);
  };
}

/**
 * What is shown as written, left to right (the first to start wins, as in the parser): a backslash
 * escape (skipped), a backtick run (a code span's opening), an autolink ("<https://…>" or an e-mail
 * address in "<>", read before emphasis), a link's destination ("](…)"), a bracket, and the prefix of
 * GFM's bare URLs ("https://" not right after a letter, "www." after a space or one of "(*_[]~").
 */
const LITERAL_TOKENS = new RegExp(
  [
    ESCAPE,
    /`+/.source,
    /<[A-Za-z][A-Za-z0-9+.-]{1,31}:[^\s<>\p{Cc}]*>/u.source,
    /<[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*>/
      .source,
    /\]\([^\s()<>]*\)/.source,
    /[[\]]/.source,
    /(?<![A-Za-z])https?:\/\//.source,
    /(?<![^\s(*_[\]~])www\./.source,
  ].join("|"),
  "giu",
);

class LiteralFinder {
  /** Brackets the paragraph opened and has not closed yet (counted only where they are not escaped). */
  private open = 0;

  constructor(private readonly bracketsEscaped: boolean) {}

  /**
   * Where code spans and URLs are in `line` (the paragraph's next line), and the punctuation right
   * after each bare URL, as [start, end) offsets.
   */
  spans(line: string): { literals: [number, number][]; trails: [number, number][] } {
    const literals: [number, number][] = [];
    const trails: [number, number][] = [];
    const backticks = new BacktickRuns(line);
    const urls = new BareUrls(line);
    LITERAL_TOKENS.lastIndex = 0;
    for (let found = LITERAL_TOKENS.exec(line); found !== null; found = LITERAL_TOKENS.exec(line)) {
      const [token] = found;
      const at = found.index;
      if (token.startsWith("`")) {
        // A code span when a run as long closes it on the line (one over several lines is escaped).
        const end = backticks.closing(at, token.length);
        if (end !== undefined) {
          literals.push([at, end]);
          LITERAL_TOKENS.lastIndex = end;
        }
      } else if (token.startsWith("<")) literals.push([at, at + token.length]);
      else if (token.startsWith("](")) {
        // A destination when a link can close here; otherwise its "]" is a bracket and the rest is read again.
        if (!this.bracketsEscaped && this.open > 0) literals.push([at + 2, at + token.length - 1]);
        else LITERAL_TOKENS.lastIndex = at + 1;
        this.close();
      } else if (token === "[") this.open += this.bracketsEscaped ? 0 : 1;
      else if (token === "]") this.close();
      else if (!token.startsWith("\\")) {
        // GFM forms no bare URL after a "[" still open (it may yet be a link's text).
        const end = this.open === 0 ? urls.end(at, token) : undefined;
        if (end !== undefined) {
          literals.push([at, end]);
          trails.push([end, urls.trailEnd(end)]);
          LITERAL_TOKENS.lastIndex = end;
        }
      }
    }
    return { literals, trails };
  }

  private close(): void {
    this.open = Math.max(0, this.open - 1);
  }
}
