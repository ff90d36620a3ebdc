// Character classes as CommonMark and GitHub's autolinker see them, shared by the sanitiser and the
// plain-text renderer.

/** ASCII punctuation: what a backslash can escape in CommonMark. */
export const isAsciiPunctuation = (c: string | undefined): boolean =>
  c !== undefined && /^[!-/:-@[-`{-~]$/.test(c);

export const isAsciiAlphanumeric = (c: string | undefined): boolean =>
  c !== undefined && /^[A-Za-z0-9]$/.test(c);

/** The whitespace that ends a GFM autolink (cmark_isspace): space, tab, LF, VT, FF, CR. */
export const isAutolinkSpace = (c: string | undefined): boolean =>
  c === " " || c === "\t" || c === "\n" || c === "\v" || c === "\f" || c === "\r";

/** Bidirectional overrides and isolates: they make text read differently from what it is. */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;

/**
 * Line endings normalised to LF, bidi controls removed, NUL replaced as CommonMark does; a vertical tab
 * or form feed becomes a space: GitHub's table extension reads them as spaces in a delimiter row where
 * micromark does not, so a table only GitHub saw would split a code span the sanitiser kept whole.
 */
export function cleanText(text: string): string {
  return text
    .replace(/\r\n?/g, "\n")
    .replace(BIDI_CONTROLS, "")
    .replace(/\0/g, "\uFFFD")
    .replace(/[\v\f]/g, " ");
}

/** The longest run of consecutive backticks in text (0 when none). */
export function longestBacktickRun(text: string): number {
  let longest = 0;
  for (const match of text.matchAll(/`+/g)) longest = Math.max(longest, match[0].length);
  return longest;
}

/** Inserted after "@" so GitHub does not read "@name" as a mention (it would notify that person). */
export const MENTION_BREAK = "\u200B";
