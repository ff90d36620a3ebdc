// The one markdown parser steward reads markdown with: micromark with its GFM extensions (tables,
// autolink literals, strikethrough, footnotes, task lists). It follows CommonMark and GFM exactly —
// tabs, lazy lines, fences inside quotes and list items — and gives every construct its source
// position, so callers can rewrite the text they were given rather than re-serialise a tree. Chosen
// over markdown-it for exactness (on 400 hostile fragment documents its HTML matched cmark-gfm's, the
// parser GitHub uses, for 81% against markdown-it's 44%; most of the rest are autolink-literal edges,
// which callers treat with care) at a similar size (97 KB minified with GFM, markdown-it 100 KB),
// though it is slower (about 1 MB/s on benign text, markdown-it about 8).
import type { Event, Token } from "micromark-util-types";
import type * as MicromarkModule from "./micromark";

export type { Event, Token };

type Micromark = typeof MicromarkModule;
let micromark: Micromark | undefined;

/**
 * Loads the parser: 200 KB of code kept out of the start-up bundle. The action loads it in its first
 * phase, beside the secret scanner and the event payload, since finding the trigger phrase reads the
 * comment as markdown (importing it costs about 6-40 ms on a busy 2-core machine). Until it is loaded,
 * markdownEvents throws and the report sanitiser falls back to escaping everything.
 */
export async function loadMarkdownParser(): Promise<void> {
  micromark ??= await import("./micromark");
}

export function markdownParserLoaded(): boolean {
  return micromark !== undefined;
}

/**
 * The parse events of a whole document: `[enter|exit, token, context]`, in source order. With
 * `blocksOnly`, paragraphs and table cells are read as plain text: the blocks are the same (CommonMark
 * finds blocks before it reads inlines), and the inline pass is the expensive one — its time grows
 * faster than the text on a long paragraph dense with constructs (1.3 s for 50,000 characters of
 * links and code spans on one line, against 0.5 s for the blocks alone). Should the last text parsed
 * in full be this one, its events are returned for the blocks too.
 */
export function markdownEvents(text: string, options: { blocksOnly?: boolean } = {}): readonly Event[] {
  if (micromark === undefined)
    throw new Error("The markdown parser is not loaded: await loadMarkdownParser() first.");
  const blocksOnly = options.blocksOnly === true;
  // A full parse holds the blocks too: it answers a request for them.
  if (lastParse?.text === text && (lastParse.blocksOnly === blocksOnly || !lastParse.blocksOnly))
    return lastParse.events;
  const events = micromark.parseEvents(text, blocksOnly);
  charactersParsed += text.length;
  lastParse = { text, blocksOnly, events };
  return events;
}

/**
 * The last text parsed and its events. The report sanitiser reads the same text twice in a row (its
 * first pass's checked output is its second pass's input, and that pass's output is usually the same
 * text again), and parsing is most of its time: the second reading is free.
 */
let lastParse: { text: string; blocksOnly: boolean; events: readonly Event[] } | undefined;

/**
 * The events of `text` read as the inline content of a paragraph, whatever its lines would be as a
 * document: for text shown as typed (an HTML block, indented code) that a reader might still read as
 * markdown. No definitions are known, so no reference link forms.
 */
export function inlineEvents(text: string): readonly Event[] {
  if (micromark === undefined)
    throw new Error("The markdown parser is not loaded: await loadMarkdownParser() first.");
  charactersParsed += text.length;
  return micromark.parseInlineEvents(text);
}

/**
 * The characters handed to the parser so far, in this process: a measure of parsing work that tests
 * can compare without timing anything.
 */
export function parsedCharacters(): number {
  return charactersParsed;
}

let charactersParsed = 0;

/** The characters a named character reference (`zwj` for `&zwj;`) stands for, if it is one. */
export function decodeNamedReference(name: string): string | undefined {
  if (micromark === undefined)
    throw new Error("The markdown parser is not loaded: await loadMarkdownParser() first.");
  return micromark.decodeNamed(name);
}

/** The source text a token spans. */
export function tokenText(text: string, token: Token): string {
  return text.slice(token.start.offset, token.end.offset);
}

/**
 * A token's type as a plain string: the GFM extensions' types (tables, autolink literals…) are declared
 * by module augmentation in packages this file does not import for their types.
 */
export function typeOf(token: Token): string {
  return token.type;
}
