// Characters a person reading GitHub does not see but a model does: the classic carriers of hidden
// prompt injection ("ASCII smuggling" in the Unicode tag block, zero-width joiners, bidi overrides that
// reorder what is displayed). Prose (comments, descriptions, titles) loses them; code and logs show
// them as ⟦U+XXXX⟧ instead, so that what the model reads still matches the file or the output.

/**
 * Removed outright. The list, by code point:
 * - every format character (general category Cf), which includes U+00AD soft hyphen, U+061C Arabic
 *   letter mark, U+180E Mongolian vowel separator, U+200B–U+200F zero-width space / non-joiner / joiner,
 *   left-to-right and right-to-left marks, U+202A–U+202E bidi embeddings and overrides, U+2060–U+2064
 *   word joiner and invisible operators, U+2066–U+2069 bidi isolates, U+206A–U+206F deprecated format
 *   controls, U+FEFF byte order mark, U+FFF9–U+FFFB interlinear annotation, U+1D173–U+1D17A musical
 *   formatting, U+E0001 and U+E0020–U+E007F tag characters;
 * - control characters (Cc) other than tab and line feed; carriage returns are turned into line feeds
 *   first, see `normalizeLineBreaks`;
 * - the ranges below: characters that render as nothing though they are not Cf.
 */
const INVISIBLE_RANGES: readonly [number, number, string][] = [
  [0x0000, 0x0008, "C0 controls before tab"],
  [0x000b, 0x001f, "C0 controls after line feed"],
  [0x007f, 0x009f, "delete and C1 controls"],
  [0x034f, 0x034f, "combining grapheme joiner"],
  [0x115f, 0x1160, "Hangul choseong and jungseong fillers"],
  [0x17b4, 0x17b5, "Khmer inherent vowels"],
  [0x180b, 0x180d, "Mongolian free variation selectors"],
  [0x180f, 0x180f, "Mongolian free variation selector four"],
  [0x2800, 0x2800, "braille pattern blank"],
  [0x3164, 0x3164, "Hangul filler"],
  [0xfe00, 0xfe0f, "variation selectors (they carry data in 'emoji smuggling')"],
  [0xffa0, 0xffa0, "halfwidth Hangul filler"],
  [0xe0100, 0xe01ef, "variation selectors supplement"],
];

const escape = (codePoint: number) => `\\u{${codePoint.toString(16)}}`;
const CLASS = INVISIBLE_RANGES.map(([from, to]) =>
  from === to ? escape(from) : `${escape(from)}-${escape(to)}`,
).join("");
const INVISIBLE = new RegExp(`[\\p{Cf}${CLASS}]`, "gu");

/** Space separators other than the plain space (no-break, en/em, ideographic…) read as one space. */
const ODD_SPACE = /[\p{Zs}]/gu;

/** U+2028/U+2029, NEL and lone carriage returns are line breaks to some viewers and not to others. */
export function normalizeLineBreaks(text: string): string {
  return text.replace(/\r\n?|[\u2028\u2029\u0085]/g, "\n");
}

const INVISIBLE_ONE = new RegExp(`^${INVISIBLE.source}$`, "u");

// Terminal escape sequences: CSI (colours, cursor moves that overwrite earlier output), OSC (titles,
// hyperlinks) and two-character escapes.
// eslint-disable-next-line no-control-regex -- these sequences are made of control characters
const TERMINAL_ESCAPE = /\u001b(?:\[[0-?]*[ -/]*[@-~]|\][^\u0007\u001b]*(?:\u0007|\u001b\\)|[@-Z\\-_])/g;

export function stripTerminalEscapes(text: string): string {
  return text.replace(TERMINAL_ESCAPE, "");
}

export function isInvisible(codePoint: number): boolean {
  return INVISIBLE_ONE.test(String.fromCodePoint(codePoint));
}

/** Line breaks normalised, invisible characters removed, odd spaces made plain. */
export function stripInvisible(text: string): string {
  return normalizeLineBreaks(text).replace(INVISIBLE, "").replace(ODD_SPACE, " ");
}

/**
 * For code and logs, where removing a character would change what the model believes the file or the
 * output holds: each invisible character is shown as ⟦U+XXXX⟧ instead (a bidi override in a diff is
 * then visible, as "Trojan Source" reviews need). Tabs and line feeds stay.
 */
export function revealInvisible(text: string): string {
  return normalizeLineBreaks(text).replace(
    INVISIBLE,
    (ch) => `⟦U+${(ch.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0")}⟧`,
  );
}
