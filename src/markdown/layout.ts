// Which lines of a markdown document are fenced code and which are not, as CommonMark and GFM read them
// (from the parser's events, not from a pattern): fenced code shows literally wherever it is — inside
// block quotes and list items too, closed by whatever really closes it (a tab before a closing fence
// counts to the next multiple of four columns) — so a rewriter may leave it as it is and must rewrite
// everything else. Indented code is reported as prose: whether a line is indented code can hang on
// a table or lazy line that GitHub's parser might read otherwise, and rewriting it only costs looks.
import { type Event, markdownEvents, type Token, typeOf } from "./parse";

export interface LineLayout {
  /** `code`: shown literally (code content, a closing fence); `fence`: opens a fenced code block. */
  kind: "prose" | "code" | "fence";
  /** For a fence: where its info string may start in the line (just after the fence's backticks). */
  infoFrom?: number;
  /** The line belongs to a GFM table: its pipes split cells before anything else is read. */
  table: boolean;
  /**
   * The first line (0-based) of the paragraph, heading or table row whose text this line holds: the
   * parser reads each of these on its own (a list's items, a quote's paragraphs, a table's rows), so
   * what one costs it hangs on its own marks only. Undefined where no inline text is read.
   */
  inline?: number;
}

export interface BlockLayout {
  lines: LineLayout[];
}

/** The blocks whose text the parser reads as inline content, each on its own. */
const INLINE_UNITS = new Set(["paragraph", "atxHeading", "setextHeading", "tableRow"]);

/** Offsets where each line starts. */
function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) starts.push(i + 1);
  return starts;
}

/** The last line a token covers (one that ends with a line ending stops at the start of the next). */
function lastLine(token: Token): number {
  return token.end.column === 1 && token.end.line > token.start.line ? token.end.line - 1 : token.end.line;
}

/**
 * The layout of `text` (LF line endings; the caller normalises them), from its parse: the blocks are
 * the same whether the inlines were read or not, so a caller that has the full parse passes it.
 */
export function blockLayout(
  text: string,
  events: readonly Event[] = markdownEvents(text, { blocksOnly: true }),
): BlockLayout {
  const starts = lineStarts(text);
  const lines: LineLayout[] = starts.map(() => ({ kind: "prose", table: false }));
  for (let i = 0; i < events.length; i++) {
    const [kind, token] = events[i] as Event;
    if (kind !== "enter") continue;
    if (INLINE_UNITS.has(typeOf(token)))
      for (let line = token.start.line; line <= lastLine(token); line++) {
        const layout = lines[line - 1];
        if (layout !== undefined) layout.inline = token.start.line - 1;
      }
    if (typeOf(token) === "table")
      for (let line = token.start.line; line <= lastLine(token); line++) {
        const layout = lines[line - 1];
        if (layout !== undefined) layout.table = true;
      }
    else if (token.type === "codeFenced") {
      const fence = fencedCode(events, i, text);
      const opening = lines[token.start.line - 1];
      if (opening !== undefined) {
        opening.kind = "fence";
        opening.infoFrom = fence.sequenceEnd - (starts[token.start.line - 1] ?? 0);
      }
      for (let line = token.start.line + 1; line <= lastLine(token); line++) {
        const layout = lines[line - 1];
        if (layout !== undefined) layout.kind = "code";
      }
    }
  }
  return { lines };
}

/** The opening fence's backticks or tildes, where they end, and whether a closing fence follows. */
export function fencedCode(
  events: readonly Event[],
  at: number,
  text: string,
): { sequence: string; sequenceStart: number; sequenceEnd: number; closed: boolean } {
  let fences = 0;
  let sequence = "";
  let sequenceStart = 0;
  let sequenceEnd = 0;
  let nesting = 0;
  for (let j = at; j < events.length; j++) {
    const [kind, token] = events[j] as Event;
    if (token.type === "codeFenced") nesting += kind === "enter" ? 1 : -1;
    if (nesting === 0) break;
    if (kind !== "enter") continue;
    if (token.type === "codeFencedFence") fences++;
    else if (token.type === "codeFencedFenceSequence" && fences === 1) {
      sequence = text.slice(token.start.offset, token.end.offset);
      sequenceStart = token.start.offset;
      sequenceEnd = token.end.offset;
    }
  }
  return { sequence, sequenceStart, sequenceEnd, closed: fences >= 2 };
}
