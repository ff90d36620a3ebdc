// HTML character references in model text. In prose, only a short list of references that cannot
// spell anything meaningful to a URL or to markdown is kept; every other "&" is escaped so the
// reference shows literally (`&#104;ttps:` stays visible text instead of turning into "https:").
// Destinations are judged after decoding, and a reference we cannot decode makes the destination
// unsafe: a browser would decode it, and we would be judging a different string.

const CHARACTER_REFERENCE = /&(?:#[0-9]{1,7}|#[xX][0-9A-Fa-f]{1,6}|[A-Za-z][A-Za-z0-9]{0,31});/y;

/** Named references kept as they are in prose: typographic characters only. */
// prettier-ignore
const SAFE_IN_PROSE = new Set([
  "nbsp", "amp", "lt", "gt", "quot", "apos", "copy", "reg", "trade", "hellip", "mdash", "ndash",
  "larr", "rarr", "uarr", "darr", "harr", "lArr", "rArr", "times", "divide", "plusmn", "deg", "middot",
  "bull", "laquo", "raquo", "ldquo", "rdquo", "lsquo", "rsquo", "le", "ge", "ne", "asymp", "infin",
  "sect", "para", "euro", "pound", "yen", "cent", "ensp", "emsp", "thinsp", "check", "cross", "star",
]);

/** Named references that decode to ASCII (or NBSP): enough to judge a destination honestly. */
// prettier-ignore
const DECODABLE: Record<string, string> = {
  amp: "&", lt: "<", gt: ">", quot: '"', QUOT: '"', apos: "'", colon: ":", sol: "/", bsol: "\\",
  period: ".", comma: ",", semi: ";", excl: "!", quest: "?", num: "#", commat: "@", lpar: "(",
  rpar: ")", lsqb: "[", lbrack: "[", rsqb: "]", rbrack: "]", lcub: "{", lbrace: "{", rcub: "}",
  rbrace: "}", percnt: "%", plus: "+", equals: "=", dollar: "$", ast: "*", midast: "*", lowbar: "_",
  UnderBar: "_", grave: "`", DiacriticalGrave: "`", verbar: "|", vert: "|", VerticalLine: "|",
  Tab: "\t", NewLine: "\n", nbsp: "\u00A0", Hat: "^", tilde: "~",
};

/**
 * What is shaped like a character reference at `at` in text, or undefined. The parser finds the real
 * ones; this also finds names it does not know ("&foo;"), whose "&" the sanitiser escapes all the same
 * (they show the same, and no reader's list of names can then make them references).
 */
export function characterReferenceAt(text: string, at: number): string | undefined {
  CHARACTER_REFERENCE.lastIndex = at;
  return CHARACTER_REFERENCE.exec(text)?.[0];
}

export function isSafeInProse(reference: string): boolean {
  return SAFE_IN_PROSE.has(reference.slice(1, -1));
}

/** Decodes one reference; undefined when it is not one we know how to decode. */
export function decodeCharacterReference(reference: string): string | undefined {
  const body = reference.slice(1, -1);
  if (body.startsWith("#")) {
    const code =
      body[1] === "x" || body[1] === "X" ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
    if (!Number.isFinite(code) || code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff))
      return "\uFFFD";
    return String.fromCodePoint(code);
  }
  return DECODABLE[body];
}
