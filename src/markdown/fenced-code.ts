// Which lines of a markdown text are the content of a fenced code block, which micromark keeps as plain
// text (no emphasis, links or tags are looked for in it). The cost check (parse-cost.ts) leaves such
// lines out, so a pasted C snippet full of pointers is read, not refused.
//
// Read one line at a time, in order, in linear time, and fail closed: a line is called code only when
// CommonMark (as micromark 4 reads it) can make it nothing else. A fence is followed only where its
// start and end are certain — at the top level, in a list item whose lines keep its indentation, or
// right after the markers of block quotes that start the line — and the first line whose reading is in
// doubt (a fence after a list marker, or indented four columns, inside what may be an HTML block, a
// tab among a quote's markers, or a line that may end a list item) makes every later line text: past a
// line misread, a closing fence taken for an opening one would hide the text after it.
//
// Indented code is not followed: whether an indented line is code hangs on every list item still open
// above it and on whether the line before is a paragraph's (an indented line continues it), which only
// a full block parser knows; its lines count as text.

/** The markers of containers (block quotes, list items) a line may open or continue. */
export const CONTAINER_PREFIX = /^(?:[ \t]*(?:>|(?:[-+*]|\d{1,9}[.)])(?=[ \t]|$)))+/;

interface Fence {
  mark: "`" | "~";
  length: number;
}

type State =
  | { kind: "text" }
  /** In a fence opened `indent` columns in (0: at the top level; 1-3: maybe in a list item). */
  | ({ kind: "code"; indent: number } & Fence)
  /** In a fence opened right after `depth` quote markers that started its line. */
  | ({ kind: "quotedCode"; depth: number } & Fence)
  /** In what may be an HTML block, whose content is not read as markdown; `end` says where it ends. */
  | { kind: "html"; end: RegExp }
  /** A line was in doubt: every line from then on is text. */
  | { kind: "unsure" };

// The HTML blocks that end at a given string, not at a blank line (CommonMark's kinds 1 to 5), by
// what may open them. Matching more openings than CommonMark does only ends a block later (safe).
const HTML_ENDS: [RegExp, RegExp][] = [
  [/^<(?:script|pre|style|textarea)/i, /<\/(?:script|pre|style|textarea)>/i],
  [/^<!--/, /-->/],
  [/^<\?/, /\?>/],
  [/^<!\[CDATA\[/, /\]\]>/],
  [/^<![A-Za-z]/, />/],
];
/** Where the other kinds of HTML block (and text that is no block at all) end. */
const BLANK = /^[ \t]*$/;

export class FencedCodeLines {
  private state: State = { kind: "text" };

  /** Whether `line` (without its line ending; lines given in order) is a fenced code block's content. */
  isCode(line: string): boolean {
    const { state } = this;
    switch (state.kind) {
      case "code":
        return this.inFence(state, line);
      case "quotedCode":
        return this.inQuotedFence(state, line);
      case "html":
        this.inHtml(state, line);
        return false;
      case "text":
        this.inText(line);
        return false;
      case "unsure":
        return false;
    }
  }

  private inText(line: string): void {
    const indent = /^ {0,3}/.exec(line)?.[0].length ?? 0;
    const fence = fenceAt(line.slice(indent));
    if (fence !== undefined) {
      // Not in a quote (a fence is not a lazy line), and not in any list item but one whose content
      // starts at most `indent` columns in: a fence there or at the top level, as a fence interrupts
      // a paragraph, a table or a definition.
      this.state = { kind: "code", indent, ...fence };
      return;
    }
    const quoted = quotedFenceAt(line);
    if (quoted !== undefined) {
      // A quote marker in the first column starts a quote at the top level, ending any list item (its
      // content is indented) and interrupting a paragraph, and the fence right after it interrupts
      // the quote's paragraph: no list item inside the quote holds it, as its content is indented.
      this.state = { kind: "quotedCode", ...quoted };
      return;
    }
    const content = contentOf(line);
    if (fenceAt(content) !== undefined) this.state = { kind: "unsure" };
    else if (content.startsWith("<")) {
      const block = htmlBlockAt(content);
      if (!block.endsHere) this.state = { kind: "html", end: block.end };
    }
  }

  private inFence(fence: Extract<State, { kind: "code" }>, line: string): boolean {
    if (BLANK.test(line)) return true;
    const whitespace = /^[ \t]*/.exec(line)?.[0] ?? "";
    const columns = columnsOf(whitespace);
    const closing = closes(fence, line.slice(whitespace.length));
    // A line indented less than the opening fence may end the list item the fence is in.
    if (columns < fence.indent) this.state = { kind: "unsure" };
    else if (closing && columns <= 3) this.state = { kind: "text" };
    // Indented four columns a closing fence is code at the top level, but may close one in a list item.
    else if (closing && fence.indent > 0) this.state = { kind: "unsure" };
    else return true;
    return false;
  }

  /**
   * A line of a fence in quotes is code while it continues every quote (a fenced block has no lazy
   * lines: a line that does not continue one ends the quote and the fence with it) and is no closing
   * fence.
   */
  private inQuotedFence(fence: Extract<State, { kind: "quotedCode" }>, line: string): boolean {
    const content = afterQuoteMarkers(line, fence.depth);
    if (content === "unsure") this.state = { kind: "unsure" };
    else if (content === undefined) {
      // The fence has ended before this line, which is read as any line after a block.
      this.state = { kind: "text" };
      this.inText(line);
    } else {
      const rest = line.slice(content);
      const whitespace = /^ */.exec(rest)?.[0] ?? "";
      if (rest[whitespace.length] === "\t") this.state = { kind: "unsure" };
      else if (whitespace.length <= 3 && closes(fence, rest.slice(whitespace.length)))
        this.state = { kind: "text" };
      else return true;
    }
    return false;
  }

  /**
   * Until its end, the block is either HTML or (when it was not one) text: a fence or another kind of
   * HTML block starting there is in doubt, and its end may come late but never early.
   */
  private inHtml(html: Extract<State, { kind: "html" }>, line: string): void {
    const content = contentOf(line);
    const block = content.startsWith("<") ? htmlBlockAt(content) : undefined;
    if (fenceAt(content) !== undefined || (block !== undefined && block.end !== html.end))
      this.state = { kind: "unsure" };
    // Past the end of both: the block it is in, and the one it may open (from after its opening).
    else if (block === undefined ? html.end.test(line) : block.endsHere) this.state = { kind: "text" };
  }
}

/** The opening fence `text` starts with: three or more backticks (with none after) or tildes. */
function fenceAt(text: string): Fence | undefined {
  const run = /^(?:`{3,}|~{3,})/.exec(text)?.[0];
  if (run === undefined) return undefined;
  const mark = run[0] === "`" ? "`" : "~";
  if (mark === "`" && text.includes("`", run.length)) return undefined;
  return { mark, length: run.length };
}

/**
 * The fence a line opens right after the quote markers it starts with (">", "> >", ">>"; the first in
 * the first column, each next one right after the one before and its optional space), with how many
 * quotes hold it. A tab or more spaces there are left to the caller's doubt.
 */
function quotedFenceAt(line: string): ({ depth: number } & Fence) | undefined {
  const markers = /^(?:> ?)+/.exec(line)?.[0];
  const fence = markers === undefined ? undefined : fenceAt(line.slice(markers.length));
  return markers === undefined || fence === undefined
    ? undefined
    : { depth: markers.replace(/ /g, "").length, ...fence };
}

/**
 * Where what follows the first `depth` quote markers of a line starts (each after up to three spaces, with its
 * optional space), as CommonMark continues `depth` quotes; undefined when the line does not continue
 * them all, "unsure" when a tab sits among them.
 */
function afterQuoteMarkers(line: string, depth: number): number | "unsure" | undefined {
  let at = 0;
  for (let level = 0; level < depth; level++) {
    for (let spaces = 0; spaces < 3 && line[at] === " "; spaces++) at++;
    // A fourth space, or any other character: the quote is not continued.
    if (line[at] !== ">") return line[at] === "\t" ? "unsure" : undefined;
    at++;
    if (line[at] === "\t") return "unsure";
    if (line[at] === " ") at++;
  }
  return at;
}

/** Whether `text` (after its indentation) is a closing fence: as long at least, then only spaces. */
function closes(fence: Fence, text: string): boolean {
  const run = fence.mark === "`" ? /^`+/.exec(text) : /^~+/.exec(text);
  return run !== null && run[0].length >= fence.length && BLANK.test(text.slice(run[0].length));
}

/** A line without its container markers and indentation. */
function contentOf(line: string): string {
  const prefix = CONTAINER_PREFIX.exec(line)?.[0].length ?? 0;
  return line.slice(prefix).replace(/^[ \t]+/, "");
}

/** The end of the HTML block `content` may open, and whether it ends on its own line. */
function htmlBlockAt(content: string): { end: RegExp; endsHere: boolean } {
  for (const [opening, end] of HTML_ENDS) {
    const opened = opening.exec(content)?.[0];
    if (opened !== undefined) return { end, endsHere: end.test(content.slice(opened.length)) };
  }
  return { end: BLANK, endsHere: false };
}

/** The columns leading spaces and tabs fill (a tab advances to the next multiple of four). */
function columnsOf(whitespace: string): number {
  let columns = 0;
  for (const c of whitespace) columns = c === "\t" ? columns + 4 - (columns % 4) : columns + 1;
  return columns;
}
