// What a reader of a GitHub comment sees, character by character, as the parser reads the markdown:
// - CODE: code spans, fenced and indented code blocks, <code>/<pre>/<kbd>/<samp>/<tt> elements;
// - QUOTE: block quotes (nested, with lazy continuation lines) and <blockquote>;
// - HIDDEN: what GitHub does not display: HTML comments, raw HTML tags and their attributes, the
//   content of <script>/<style>/… and of elements marked hidden, image alt text, link titles, link
//   reference definitions (the `[//]: # (…)` comment idiom), references to invisible characters;
// - DEST: link destinations (visible on hover only).
// Where the parser's positions need interpreting (what raw HTML opens, a comment left open), the
// reading guesses towards "not visible prose": a mention is then missed (no run) and a piece of data
// is dropped, never the reverse. A text shaped to make the parser slow is not read at all: all hidden.
import {
  CODE,
  DEST,
  HIDDEN,
  markElements,
  markRange,
  QUOTE,
  readHtmlBlock,
  type Tag,
  tagAt,
} from "./html-elements";
import { decodeNamedReference, type Event, markdownEvents, type Token } from "./parse";
import { tooCostlyToParse } from "./parse-cost";

export { CODE, DEST, HIDDEN, QUOTE } from "./html-elements";

/** Whether a code point is one a reader cannot see (zero-width, bidi controls…). */
export type IsInvisible = (codePoint: number) => boolean;

/** Where the reader sees code or a quote, and what the reader does not see at all. */
const CODE_TOKENS = new Set(["codeFenced", "codeIndented", "codeText"]);

/**
 * One flag byte per UTF-16 code unit of `text` (line breaks already normalised to "\n"): CODE, QUOTE,
 * HIDDEN and DEST, combined. Needs the parser loaded (loadMarkdownParser).
 */
export function readerMask(text: string, isInvisible: IsInvisible): Uint8Array {
  const mask = new Uint8Array(text.length);
  if (tooCostlyToParse(text) !== undefined) return mask.fill(HIDDEN);
  const events = markdownEvents(text);
  const tags: Tag[] = [];
  const span = (token: Token, flag: number) => markRange(mask, token.start.offset, token.end.offset, flag);
  for (let i = 0; i < events.length; i++) {
    const [kind, token] = events[i] as Event;
    if (kind !== "enter") continue;
    const type: string = token.type;
    if (CODE_TOKENS.has(type)) span(token, CODE);
    else if (type === "blockQuote") span(token, QUOTE);
    else if (type === "definition") span(token, HIDDEN);
    else if (type === "resourceDestination") span(token, DEST);
    else if (type === "resourceTitle")
      // The title and the space before it: "[docs](https://d.test)" is what shows.
      markRange(mask, spaceBefore(text, token.start.offset), token.end.offset, HIDDEN);
    else if (type === "image") hideAltText(events, i, mask);
    else if (type === "htmlFlow") readHtmlBlock(text, token.start.offset, token.end.offset, mask, tags);
    else if (type === "htmlText") {
      span(token, HIDDEN);
      const tag = tagAt(text, token.start.offset);
      if (tag !== undefined) tags.push(tag);
    } else if (type === "characterReference" && referencesInvisible(text, token, isInvisible))
      span(token, HIDDEN);
  }
  markElements(tags, mask);
  return mask;
}

/** Where the spaces and line breaks before `at` start. */
function spaceBefore(text: string, at: number): number {
  let from = at;
  while (from > 0 && /[ \t\n]/.test(text[from - 1] ?? "")) from--;
  return from;
}

/** An image's alt text, between "![" and "]", is not displayed (a screen reader reads it, not GitHub). */
function hideAltText(events: readonly Event[], at: number, mask: Uint8Array): void {
  const label = events[at + 1]?.[1];
  if (label?.type !== "label") return;
  markRange(mask, label.start.offset + 2, label.end.offset - 1, HIDDEN);
}

/** `&zwj;`, `&#8203;`, `&#x202E;`: a reference to a character nobody sees (or to none at all). */
function referencesInvisible(text: string, token: Token, isInvisible: IsInvisible): boolean {
  const source = text.slice(token.start.offset + 1, token.end.offset - 1);
  const numeric = /^#([xX])?([0-9a-fA-F]+)$/.exec(source);
  if (numeric !== null) {
    const codePoint = parseInt(numeric[2] ?? "", numeric[1] === undefined ? 10 : 16);
    return codePoint === 0 || codePoint > 0x10ffff || isInvisible(codePoint);
  }
  const decoded = decodeNamedReference(source);
  return decoded === undefined || [...decoded].every((c) => isInvisible(c.codePointAt(0) ?? 0));
}
