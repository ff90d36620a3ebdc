// Raw HTML as a reader of GitHub sees it: tags, comments and declarations are not displayed, and some
// elements change how their content reads — code (<code>, <pre>…), a quote (<blockquote>), or nothing
// at all (<script>, an element marked `hidden`). The parser finds where raw HTML is (an inline tag, an
// HTML block); what a tag opens and closes is read here, with CommonMark's own raw HTML grammar.

/** Inside a code span, code block or code element: literal text, never a mention. */
export const CODE = 1;
/** Inside a block quote: someone else's words, never a mention. */
export const QUOTE = 2;
/** Not displayed by GitHub: removed from data given to the model, never a mention. */
export const HIDDEN = 4;
/** A link destination: shown on hover only, never a mention. */
export const DEST = 8;

export interface Tag {
  name: string;
  closing: boolean;
  /** Void or written `<x/>`: opens nothing. */
  empty: boolean;
  /** Carries `hidden` or a style that hides it. */
  hides: boolean;
  start: number;
  end: number;
}

// CommonMark's raw HTML grammar (spec 6.6), as sticky expressions tried at a "<".
const OPEN_TAG =
  /<([A-Za-z][A-Za-z0-9-]*)((?:\s+[A-Za-z_:][A-Za-z0-9_.:-]*(?:\s*=\s*(?:[^\s"'=<>`]+|'[^']*'|"[^"]*"))?)*)\s*(\/?)>/y;
const CLOSE_TAG = /<\/([A-Za-z][A-Za-z0-9-]*)\s*>/y;
const OTHER_HTML = /<\?[\s\S]*?\?>|<![A-Za-z][^>]*>|<!\[CDATA\[[\s\S]*?\]\]>/y;

/** Elements whose content reads as code. */
const CODE_ELEMENTS = new Set(["code", "pre", "tt", "kbd", "samp"]);
/**
 * Elements GitHub removes with their content, or whose content a reader does not see. Where unsure
 * (textarea, svg), the content counts as hidden: dropping a little visible text is the safe mistake.
 */
// prettier-ignore
const HIDDEN_ELEMENTS = new Set([
  "script", "style", "template", "noscript", "textarea", "iframe", "object", "svg", "math", "title", "head",
]);
// prettier-ignore
const VOID_ELEMENTS = new Set([
  "area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "param", "source", "track", "wbr",
]);
const HIDING_ATTRIBUTES =
  /(?:^|\s)(?:hidden(?:\s|=|$)|style\s*=\s*["']?[^"'>]*(?:display\s*:\s*none|visibility\s*:\s*hidden|font-size\s*:\s*0|opacity\s*:\s*0(?![.\d]*[1-9])))/i;

function stickyMatch(re: RegExp, s: string, at: number): RegExpExecArray | null {
  re.lastIndex = at;
  return re.exec(s);
}

export function markRange(mask: Uint8Array, from: number, to: number, flag: number): void {
  for (let i = Math.max(0, from); i < to && i < mask.length; i++) mask[i] = (mask[i] ?? 0) | flag;
}

/** The tag written at `at` in `text` (an opening or closing tag), if one is. */
export function tagAt(text: string, at: number): Tag | undefined {
  const open = stickyMatch(OPEN_TAG, text, at);
  const close = open === null ? stickyMatch(CLOSE_TAG, text, at) : null;
  const tag = open ?? close;
  if (tag === null) return undefined;
  const name = (tag[1] ?? "").toLowerCase();
  return {
    name,
    closing: close !== null,
    empty: open !== null && (open[3] === "/" || VOID_ELEMENTS.has(name)),
    hides: open !== null && HIDING_ATTRIBUTES.test(open[2] ?? ""),
    start: at,
    end: at + tag[0].length,
  };
}

/** A "<" that starts raw HTML in the HTML GitHub renders: a tag, a comment, a declaration or an instruction. */
const HTML_START = /<(?:\/?[A-Za-z]|!|\?)/y;

/**
 * An HTML block, `from`..`to` of `text`: its tags, comments and declarations are hidden and its tags
 * collected; the text between them is displayed. Each construct is matched inside the block only: one
 * the block leaves open (a comment, a tag with an open quoted attribute) is emitted unclosed, and the
 * page GitHub renders then reads everything after it (where a later "-->" is the text "--&gt;") as
 * part of it, so it hides everything to the end of the text.
 */
export function readHtmlBlock(text: string, from: number, to: number, mask: Uint8Array, tags: Tag[]): void {
  const block = text.slice(from, to);
  for (let at = block.indexOf("<"); at !== -1; at = block.indexOf("<", at + 1)) {
    const length = htmlLengthAt(block, at, from, tags);
    if (length === undefined) {
      markRange(mask, from + at, text.length, HIDDEN);
      return;
    }
    if (length === 0) continue;
    markRange(mask, from + at, from + at + length, HIDDEN);
    at += length - 1;
  }
}

/**
 * The length of the raw HTML at `at` in `block` (0 for a "<" that is text), or undefined when it
 * starts a construct the block does not close. A tag found is collected, placed in the whole text.
 */
function htmlLengthAt(block: string, at: number, offset: number, tags: Tag[]): number | undefined {
  if (block.startsWith("<!--", at)) {
    const close = block.startsWith("<!-->", at) ? at + 2 : block.indexOf("-->", at + 2);
    return close === -1 ? undefined : close + 3 - at;
  }
  const tag = tagAt(block, at);
  if (tag !== undefined) {
    tags.push({ ...tag, start: tag.start + offset, end: tag.end + offset });
    return tag.end - at;
  }
  const other = stickyMatch(OTHER_HTML, block, at);
  if (other !== null) return other[0].length;
  return stickyMatch(HTML_START, block, at) === null ? 0 : undefined;
}

/**
 * Regions opened by HTML elements: code, quotes and hidden content; an unclosed one runs to the end.
 * Coverage is summed through difference arrays, so deeply nested elements cost linear time.
 */
export function markElements(tags: Tag[], mask: Uint8Array): void {
  const flags = [CODE, QUOTE, HIDDEN];
  const deltas = flags.map(() => new Int32Array(mask.length + 1));
  const cover = (from: number, to: number, bits: number) => {
    flags.forEach((flag, k) => {
      const delta = deltas[k];
      if ((bits & flag) === 0 || delta === undefined || to <= from) return;
      delta[from] = (delta[from] ?? 0) + 1;
      delta[to] = (delta[to] ?? 0) - 1;
    });
  };
  const stack: { name: string; flags: number; from: number }[] = [];
  const open = new Map<string, number>();
  for (const tag of tags.sort((a, b) => a.start - b.start)) {
    if (!tag.closing) {
      if (tag.empty) continue;
      stack.push({ name: tag.name, flags: elementFlags(tag), from: tag.end });
      open.set(tag.name, (open.get(tag.name) ?? 0) + 1);
      continue;
    }
    if ((open.get(tag.name) ?? 0) === 0) continue;
    for (;;) {
      const entry = stack.pop();
      if (entry === undefined) break;
      open.set(entry.name, (open.get(entry.name) ?? 1) - 1);
      cover(entry.from, tag.start, entry.flags);
      if (entry.name === tag.name) break;
    }
  }
  for (const entry of stack) cover(entry.from, mask.length, entry.flags);
  flags.forEach((flag, k) => {
    const delta = deltas[k];
    if (delta === undefined) return;
    let depth = 0;
    for (let i = 0; i < mask.length; i++) {
      depth += delta[i] ?? 0;
      if (depth > 0) mask[i] = (mask[i] ?? 0) | flag;
    }
  });
}

function elementFlags(tag: Tag): number {
  let bits = 0;
  if (CODE_ELEMENTS.has(tag.name)) bits |= CODE;
  if (tag.name === "blockquote") bits |= QUOTE;
  if (HIDDEN_ELEMENTS.has(tag.name) || tag.hides) bits |= HIDDEN;
  return bits;
}
