// The text as someone putting a token back together would read it: markdown escapes and the five
// HTML entities undone, every character in its NFKC form (fullwidth "ｇｈｐ＿" reads "ghp_"), and
// whatever does not show or only separates dropped — whitespace and line breaks (with the ">" that
// quote a line), soft hyphens, zero-width and bidirectional controls, combining marks. A token split across lines, padded with
// spaces or sprinkled with invisible characters is whole again here; each character keeps the range
// of the raw text it came from, so a match maps back to what has to be masked. `reversed` is the
// same view read backwards, for a token written back to front.

import { ENTITIES } from "./markdown-view";
import { type TextView, ViewBuilder, isAsciiPunctuation } from "./text-view";

export { rawRange, reversedView, type TextView } from "./text-view";

/** Characters the compact view drops: they separate or do not show. */
const DROPPED = /[\s\p{M}\p{Cf}\p{Cc}\p{Zl}\p{Zp}]/u;

/** A character outside ASCII in its compact form: NFKC, without marks and invisible characters. */
function compactChar(char: string): string {
  if (DROPPED.test(char)) return "";
  const normal = char.normalize("NFKC");
  if (normal === char && normal.length === 1) return normal;
  let out = "";
  for (const c of normal) if (!DROPPED.test(c)) out += c;
  return out;
}

export function compactView(raw: string): TextView {
  const view = new ViewBuilder(raw.length);
  // At the start of a line, ">" quote markers go too: the report quotes the model's text that way.
  let lineStart = true;
  for (let i = 0; i < raw.length;) {
    const code = raw.charCodeAt(i);
    if (code === 0x0a) lineStart = true;
    else if (lineStart && code !== 0x3e && code > 0x20) lineStart = false;
    if (lineStart && code === 0x3e) {
      i++;
    } else if (code === 0x5c && isAsciiPunctuation(raw.charCodeAt(i + 1))) {
      view.pushUnit(raw.charCodeAt(i + 1), i, i + 2);
      i += 2;
    } else if (code === 0x26) {
      const entity = ENTITIES.find(([name]) => raw.startsWith(name, i));
      const length = entity === undefined ? 1 : entity[0].length;
      view.push(entity === undefined ? "&" : entity[1], i, i + length);
      i += length;
    } else if (code < 0x80) {
      if (code > 0x20 && code !== 0x7f) view.pushUnit(code, i, i + 1);
      i++;
    } else {
      const width = (raw.codePointAt(i) ?? 0) > 0xffff ? 2 : 1;
      view.push(compactChar(raw.slice(i, i + width)), i, i + width);
      i += width;
    }
  }
  return view.build();
}

/** A value in the form the compact view gives it (to find a known secret there). */
export function compactForm(value: string): string {
  return compactView(value).text;
}
