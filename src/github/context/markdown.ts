// What a reader of a GitHub comment sees, character by character. No Markdown parser is installed
// (micromark with its GFM extensions would be the one to add: CommonMark-exact and position-aware),
// so this is a careful scanner of the CommonMark constructs that matter to steward:
// - CODE: code spans, fenced and indented code blocks, <code>/<pre>/<kbd>/<samp>/<tt> elements;
// - QUOTE: block quotes (nested, with lazy continuation lines) and <blockquote>;
// - HIDDEN: what GitHub does not display: HTML comments, raw HTML tags and their attributes, the
//   content of <script>/<style>/… and of elements marked hidden, image alt text, link titles, link
//   reference definitions (the `[//]: # (…)` comment idiom), entities for invisible characters;
// - DEST: link destinations (visible on hover only).
// Where the scanner has to guess, it guesses towards "not visible prose": a mention is then missed (no
// run) and a piece of data is dropped, never the reverse.
import { scanInline } from "./markdown-inline";
import { CODE, HIDDEN, type InlineSegment, markRange as mark, normalizeLabel, QUOTE } from "./markdown-mask";

export { CODE, DEST, HIDDEN, QUOTE } from "./markdown-mask";

type Container = { kind: "quote" } | { kind: "item"; indent: number };

type Leaf =
  | { kind: "none" }
  | { kind: "paragraph"; segment: InlineSegment }
  | { kind: "fence"; char: string; length: number }
  | { kind: "indented" }
  | { kind: "comment" }
  | { kind: "raw"; endTag: string; segment: InlineSegment };

/** Block quotes and list items open at once; real comments stay far below this. */
const MAX_NESTING = 100;

const FENCE = /^ {0,3}(`{3,}|~{3,})(.*)$/;
const THEMATIC_BREAK = /^ {0,3}([-*_])(?:[ \t]*\1){2,}[ \t]*$/;
const ATX_HEADING = /^ {0,3}#{1,6}(?:[ \t]|$)/;
const COMMENT_START = /^ {0,3}<!--/;
const RAW_START = /^ {0,3}<(script|pre|style|textarea)(?:[\s>]|$)/i;
const QUOTE_START = /^( {0,3})>/;
const LIST_ITEM = /^( {0,3})([-+*]|\d{1,9}[.)])(?=[ \t]|$)([ \t]*)(.*)$/;
const DEFINITION =
  /^ {0,3}\[(?!\^)((?:[^\\[\]]|\\.){1,999})\]:[ \t]*(?:<[^<>\n]*>|\S+)([ \t]+(?:"[^"]*"|'[^']*'|\([^()]*\)))?[ \t]*$/;
const TITLE_LINE = /^[ \t]*(?:"[^"]*"|'[^']*'|\([^()]*\))[ \t]*$/;

/** Columns of leading whitespace (tabs to the next multiple of 4) and where the text starts. */
function leading(line: string): { cols: number; at: number } {
  let cols = 0;
  let at = 0;
  for (; at < line.length; at++) {
    if (line[at] === " ") cols++;
    else if (line[at] === "\t") cols += 4 - (cols % 4);
    else break;
  }
  return { cols, at };
}

/** Offset into `line` after consuming `cols` columns of whitespace. */
function consumeColumns(line: string, cols: number): number {
  let seen = 0;
  let at = 0;
  while (at < line.length && seen < cols && (line[at] === " " || line[at] === "\t")) {
    seen += line[at] === "\t" ? 4 - (seen % 4) : 1;
    at++;
  }
  return at;
}

const isBlank = (line: string) => /^[ \t]*$/.test(line);

interface ListItemStart {
  /** Columns from the item's start to its content. */
  indent: number;
  /** Offset of the content in the line. */
  content: number;
  empty: boolean;
  orderedStart: number | undefined;
}

function listItemStart(line: string): ListItemStart | undefined {
  if (THEMATIC_BREAK.test(line)) return undefined;
  const m = LIST_ITEM.exec(line);
  if (m === null) return undefined;
  const [, lead = "", marker = "", spaces = "", rest = ""] = m;
  const empty = isBlank(rest);
  const spaceCols = leading(spaces).cols;
  const gap = empty || spaceCols > 4 ? 1 : spaceCols;
  const content = empty ? line.length : lead.length + marker.length + (spaceCols > 4 ? 1 : spaces.length);
  return {
    indent: lead.length + marker.length + gap,
    content: Math.min(content, line.length),
    empty,
    orderedStart: /^\d/.test(marker) ? Number(marker.slice(0, -1)) : undefined,
  };
}

/** True when the line would begin a block of its own rather than continue a paragraph lazily. */
function startsBlock(line: string): boolean {
  if (isBlank(line) || QUOTE_START.test(line) || opensFence(line) !== undefined) return true;
  if (THEMATIC_BREAK.test(line)) return true;
  if (ATX_HEADING.test(line) || COMMENT_START.test(line) || RAW_START.test(line)) return true;
  const item = listItemStart(line);
  return item !== undefined && canInterruptParagraph(item);
}

function canInterruptParagraph(item: ListItemStart): boolean {
  return !item.empty && (item.orderedStart === undefined || item.orderedStart === 1);
}

function opensFence(line: string): { kind: "fence"; char: string; length: number } | undefined {
  const m = FENCE.exec(line);
  const marker = m?.[1];
  if (marker === undefined) return undefined;
  // A backtick fence's info string may not contain a backtick (that line is inline code instead).
  if (marker.startsWith("`") && (m?.[2] ?? "").includes("`")) return undefined;
  return { kind: "fence", char: marker.slice(0, 1), length: marker.length };
}

function closesFence(line: string, fence: { char: string; length: number }): boolean {
  const m = /^ {0,3}(`{3,}|~{3,})[ \t]*$/.exec(line);
  return m?.[1] !== undefined && m[1][0] === fence.char && m[1].length >= fence.length;
}

interface BlockScan {
  segments: InlineSegment[];
  definitions: Set<string>;
}

function scanBlocks(text: string, mask: Uint8Array): BlockScan {
  const segments: InlineSegment[] = [];
  const definitions = new Set<string>();
  let open: Container[] = [];
  let leaf: Leaf = { kind: "none" };
  let titleMayFollow = false;

  const newSegment = (start: number, end: number): InlineSegment => {
    const segment: InlineSegment = { ranges: [[start, end]] };
    segments.push(segment);
    return segment;
  };

  for (let lineStart = 0; lineStart <= text.length;) {
    const newline = text.indexOf("\n", lineStart);
    const lineEnd = newline === -1 ? text.length : newline;
    const line = text.slice(lineStart, lineEnd);
    let at = 0;

    // 1. Continue the open containers.
    let matched = 0;
    for (const container of open) {
      const rest = line.slice(at);
      if (container.kind === "quote") {
        const q = QUOTE_START.exec(rest);
        if (q === null) break;
        at += (q[1] ?? "").length + 1;
        if (line[at] === " " || line[at] === "\t") at++;
      } else if (!isBlank(rest)) {
        if (leading(rest).cols < container.indent) break;
        at += consumeColumns(rest, container.indent);
      }
      matched++;
    }
    let rest = line.slice(at);
    const finish = () => {
      if (open.some((c) => c.kind === "quote")) mark(mask, lineStart, lineEnd, QUOTE);
    };

    if (matched === open.length) {
      if (leaf.kind === "fence") {
        if (closesFence(rest, leaf)) leaf = { kind: "none" };
        mark(mask, lineStart, lineEnd, CODE);
        finish();
        lineStart = lineEnd + 1;
        continue;
      }
      if (leaf.kind === "comment") {
        const close = rest.indexOf("-->");
        if (close === -1) mark(mask, lineStart + at, lineEnd, HIDDEN);
        else {
          mark(mask, lineStart + at, lineStart + at + close + 3, HIDDEN);
          newSegment(lineStart + at + close + 3, lineEnd);
          leaf = { kind: "none" };
        }
        finish();
        lineStart = lineEnd + 1;
        continue;
      }
      if (leaf.kind === "raw") {
        leaf.segment.ranges.push([lineStart + at, lineEnd]);
        if (rest.toLowerCase().includes(`</${leaf.endTag}`)) leaf = { kind: "none" };
        finish();
        lineStart = lineEnd + 1;
        continue;
      }
    } else if (leaf.kind === "paragraph" && !startsBlock(rest)) {
      // A lazy continuation line: it belongs to the open paragraph, inside every open container.
      leaf.segment.ranges.push([lineStart + at, lineEnd]);
      finish();
      lineStart = lineEnd + 1;
      continue;
    } else {
      open = open.slice(0, matched);
      leaf = { kind: "none" };
    }

    // 2. Open new containers.
    let opened = false;
    for (;;) {
      if (open.length >= MAX_NESTING) break;
      const q = QUOTE_START.exec(rest);
      if (q !== null) {
        let skip = (q[1] ?? "").length + 1;
        if (rest[skip] === " " || rest[skip] === "\t") skip++;
        at += skip;
        rest = line.slice(at);
        open.push({ kind: "quote" });
        opened = true;
        continue;
      }
      const item = listItemStart(rest);
      if (item !== undefined && (leaf.kind !== "paragraph" || opened || canInterruptParagraph(item))) {
        at += item.content;
        rest = line.slice(at);
        open.push({ kind: "item", indent: item.indent });
        opened = true;
        continue;
      }
      break;
    }
    if (opened) leaf = { kind: "none" };
    if (open.length >= MAX_NESTING) {
      // Nesting this deep is no comment a person wrote; scanning on would take quadratic time. The rest
      // counts as hidden: it is dropped from the data and holds no mention.
      mark(mask, lineStart, text.length, HIDDEN);
      break;
    }

    // 3. The leaf block this line starts or continues.
    const start = lineStart + at;
    const wasTitle = titleMayFollow;
    titleMayFollow = false;
    if (isBlank(rest)) {
      if (leaf.kind !== "indented") leaf = { kind: "none" };
    } else if (leaf.kind !== "paragraph" && leading(rest).cols >= 4) {
      mark(mask, start, lineEnd, CODE);
      leaf = { kind: "indented" };
    } else if (opensFence(rest) !== undefined) {
      leaf = opensFence(rest) ?? leaf;
      mark(mask, start, lineEnd, CODE);
    } else if (COMMENT_START.test(rest)) {
      const opening = rest.indexOf("<!--");
      const close = rest.indexOf("-->", opening + 2);
      // "<!-->" and "<!--->" are complete comments (CommonMark 0.31).
      if (close === -1) {
        mark(mask, start, lineEnd, HIDDEN);
        leaf = { kind: "comment" };
      } else {
        mark(mask, start, start + close + 3, HIDDEN);
        newSegment(start + close + 3, lineEnd);
        leaf = { kind: "none" };
      }
    } else if (RAW_START.test(rest)) {
      const tag = (RAW_START.exec(rest)?.[1] ?? "").toLowerCase();
      const segment = newSegment(start, lineEnd);
      leaf = rest.toLowerCase().includes(`</${tag}`)
        ? { kind: "none" }
        : { kind: "raw", endTag: tag, segment };
    } else if (THEMATIC_BREAK.test(rest)) {
      leaf = { kind: "none" };
    } else if (ATX_HEADING.test(rest)) {
      newSegment(start, lineEnd);
      leaf = { kind: "none" };
    } else if (leaf.kind === "paragraph") {
      leaf.segment.ranges.push([start, lineEnd]);
    } else if (wasTitle && TITLE_LINE.test(rest)) {
      mark(mask, start, lineEnd, HIDDEN);
    } else if (DEFINITION.test(rest)) {
      const m = DEFINITION.exec(rest);
      definitions.add(normalizeLabel(m?.[1] ?? ""));
      mark(mask, start, lineEnd, HIDDEN);
      titleMayFollow = m?.[2] === undefined;
    } else {
      leaf = { kind: "paragraph", segment: newSegment(start, lineEnd) };
    }
    finish();
    lineStart = lineEnd + 1;
  }
  return { segments, definitions };
}

/**
 * One flag byte per UTF-16 code unit of `text` (line breaks already normalised to "\n"): CODE, QUOTE,
 * HIDDEN and DEST, combined.
 */
export function scanMarkdown(text: string): Uint8Array {
  const mask = new Uint8Array(text.length);
  const { segments, definitions } = scanBlocks(text, mask);
  scanInline(text, segments, definitions, mask);
  return mask;
}
