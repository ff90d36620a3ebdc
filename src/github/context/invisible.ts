// Characters a person reading GitHub does not see but a model does: the classic carriers of hidden
// prompt injection ("ASCII smuggling" in the Unicode tag block, zero-width joiners, bidi overrides that
// reorder what is displayed). They are removed from every piece of untrusted text before it reaches
// the model, and before the trigger phrase is looked for.

/**
 * Removed outright. The list, by code point:
 * - every format character (general category Cf), which includes U+00AD soft hyphen, U+061C Arabic
 *   letter mark, U+180E Mongolian vowel separator, U+200B–U+200F zero-width space / non-joiner / joiner,
 *   left-to-right and right-to-left marks, U+202A–U+202E bidi embeddings and overrides, U+2060–U+2064
 *   word joiner and invisible operators, U+2066–U+2069 bidi isolates, U+206A–U+206F deprecated format
 *   controls, U+FEFF byte order mark, U+FFF9–U+FFFB interlinear annotation, U+1D173–U+1D17A musical
 *   formatting, U+E0001 and U+E0020–U+E007F tag characters;
 * - control characters (Cc) other than tab and line feed (U+0000–U+0008, U+000B–U+001F, U+007F,
 *   U+0080–U+009F); carriage returns are turned into line feeds first, see `normalizeLineBreaks`;
 * - characters that render as nothing though they are not Cf: U+034F combining grapheme joiner,
 *   U+115F/U+1160/U+3164/U+FFA0 Hangul fillers, U+17B4/U+17B5 Khmer inherent vowels, U+180B–U+180D and
 *   U+180F Mongolian variation selectors, U+FE00–U+FE0F and U+E0100–U+E01EF variation selectors (they
 *   carry data in "emoji smuggling"; an emoji without its selector still reads the same), U+2800
 *   braille blank.
 */
const INVISIBLE =
  /[\p{Cf}\u0000-\u0008\u000B-\u001F\u007F-\u009F\u034F\u115F\u1160\u17B4\u17B5\u180B-\u180D\u180F\u2800\u3164\uFE00-\uFE0F\uFFA0\u{E0100}-\u{E01EF}]/gu;

/** Space separators other than the plain space (no-break, en/em, ideographic…) read as one space. */
const ODD_SPACE = /[\p{Zs}]/gu;

/** U+2028/U+2029 and lone carriage returns are line breaks to some viewers and not to others. */
export function normalizeLineBreaks(text: string): string {
  return text.replace(/\r\n?|[\u2028\u2029\u0085]/g, "\n");
}

export function isInvisible(codePoint: number): boolean {
  INVISIBLE.lastIndex = 0;
  return INVISIBLE.test(String.fromCodePoint(codePoint));
}

/** Line breaks normalised, invisible characters removed, odd spaces made plain. */
export function stripInvisible(text: string): string {
  return normalizeLineBreaks(text).replace(INVISIBLE, "").replace(ODD_SPACE, " ");
}
