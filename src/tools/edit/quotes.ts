// Typographic quotes: models type straight quotes, prose often holds curly ones. Straightening keeps
// every character in place (one UTF-16 unit for one), so positions found in the straightened text are
// positions in the original. New text then takes the quote style of the text it replaces.
const LEFT_SINGLE = "\u2018";
const RIGHT_SINGLE = "\u2019";
const LEFT_DOUBLE = "\u201c";
const RIGHT_DOUBLE = "\u201d";

export function hasCurlyQuotes(text: string): boolean {
  return /[\u2018\u2019\u201c\u201d]/.test(text);
}

export function straightenQuotes(text: string): string {
  return text.replace(/[\u2018\u2019]/g, "'").replace(/[\u201c\u201d]/g, '"');
}

// A quote opens after the start, whitespace or opening punctuation, and closes otherwise.
const opensAfter = (previous: string | undefined) =>
  previous === undefined || /[\s([{<\u2014\u2013-]/.test(previous);
const isLetter = (ch: string | undefined) => ch !== undefined && /\p{L}|\p{N}/u.test(ch);

function curl(text: string, straight: "'" | '"'): string {
  let out = "";
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] ?? "";
    if (ch !== straight) {
      out += ch;
      continue;
    }
    const previous = i === 0 ? undefined : text[i - 1];
    if (straight === "'" && isLetter(previous) && isLetter(text[i + 1]))
      out += RIGHT_SINGLE; // an apostrophe
    else if (straight === "'") out += opensAfter(previous) ? LEFT_SINGLE : RIGHT_SINGLE;
    else out += opensAfter(previous) ? LEFT_DOUBLE : RIGHT_DOUBLE;
  }
  return out;
}

/**
 * `replacement` written in the quote style of `matched` (the file's text that old_string matched),
 * kind by kind: curly where the file used curly quotes, straight where the model typed curly quotes
 * that the file does not have.
 */
export function matchQuoteStyle(replacement: string, matched: string, typed: string): string {
  let out = replacement;
  if (matched.includes(LEFT_DOUBLE) || matched.includes(RIGHT_DOUBLE)) out = curl(out, '"');
  else if (typed.includes(LEFT_DOUBLE) || typed.includes(RIGHT_DOUBLE))
    out = out.replace(/[\u201c\u201d]/g, '"');
  if (matched.includes(LEFT_SINGLE) || matched.includes(RIGHT_SINGLE)) out = curl(out, "'");
  else if (typed.includes(LEFT_SINGLE) || typed.includes(RIGHT_SINGLE))
    out = out.replace(/[\u2018\u2019]/g, "'");
  return out;
}
