// micromark and its GFM extensions, in a module of their own so the bundle loads them on demand, not
// with the code every start runs (see loadMarkdownParser in parse.ts).
import { decodeNamedCharacterReference } from "decode-named-character-reference";
import { parse, postprocess, preprocess } from "micromark";
import { gfm } from "micromark-extension-gfm";
import { gfmFootnote } from "micromark-extension-gfm-footnote";
import { gfmTable } from "micromark-extension-gfm-table";
import type { Event } from "micromark-util-types";

/** Inline constructs, switched off when only the blocks are wanted. */
// prettier-ignore
const INLINE_CONSTRUCTS = [
  "attention", "autolink", "characterEscape", "characterReference", "codeText", "hardBreakEscape",
  "htmlText", "labelEnd", "labelStartImage", "labelStartLink",
];

// Built once: building GFM's syntax is a good part of parsing a short text.
const FULL_EXTENSIONS = [gfm()];
/** Only the GFM extensions that make blocks (tables, footnote definitions), and no inlines. */
const BLOCK_EXTENSIONS = [gfmTable(), gfmFootnote(), { disable: { null: INLINE_CONSTRUCTS } }];

export function parseEvents(text: string, blocksOnly: boolean): Event[] {
  const extensions = blocksOnly ? BLOCK_EXTENSIONS : FULL_EXTENSIONS;
  return postprocess(
    parse({ extensions })
      .document()
      .write(preprocess()(text, undefined, true)),
  );
}

/** The characters a named character reference (`zwj` for `&zwj;`) stands for, if it is one. */
export function decodeNamed(name: string): string | undefined {
  const decoded = decodeNamedCharacterReference(name);
  return decoded === false ? undefined : decoded;
}

/** One parser for inline reads: each read makes its own tokenizer, and no definitions are known. */
let inlineParser: ReturnType<typeof parse> | undefined;

/** The events of `text` read as the inline content of one paragraph (no blocks: every line is text). */
export function parseInlineEvents(text: string): Event[] {
  inlineParser ??= parse({ extensions: FULL_EXTENSIONS });
  return postprocess(inlineParser.text().write(preprocess()(text, undefined, true)));
}
