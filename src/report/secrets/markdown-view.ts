// Text as a reader sees it once markdown escaping is undone: "\_" read as "_", "&lt;" as "<", the
// zero-width characters the renderer inserts (after "@", before "\|") dropped. A secret that went
// through escaping on its way into a report is still found here, and mapped back to the raw range.
import { isAsciiPunctuation, type TextView, ViewBuilder } from "./text-view";

export type MarkdownView = TextView;

const ZERO_WIDTH = new Set([0x200b, 0x200c, 0x200d, 0x2060, 0xfeff]);
export const ENTITIES: readonly (readonly [string, string])[] = [
  ["&lt;", "<"],
  ["&gt;", ">"],
  ["&amp;", "&"],
  ["&quot;", '"'],
  ["&#39;", "'"],
];

const DIFFERS = /\\[!-/:-@[-`{-~]|&(?:lt|gt|amp|quot|#39);|[\u200B-\u200D\u2060\uFEFF]/;

/** True when the view would differ from the text (most text needs no view at all). */
export function needsView(text: string): boolean {
  return DIFFERS.test(text);
}

export function markdownView(raw: string): MarkdownView {
  const view = new ViewBuilder(raw.length);
  for (let i = 0; i < raw.length;) {
    const code = raw.charCodeAt(i);
    if (code === 0x5c && isAsciiPunctuation(raw.charCodeAt(i + 1))) {
      view.pushUnit(raw.charCodeAt(i + 1), i, i + 2);
      i += 2;
    } else if (ZERO_WIDTH.has(code)) {
      i++;
    } else if (code === 0x26) {
      const entity = ENTITIES.find(([name]) => raw.startsWith(name, i));
      const length = entity === undefined ? 1 : entity[0].length;
      view.push(entity === undefined ? "&" : entity[1], i, i + length);
      i += length;
    } else {
      view.pushUnit(code, i, i + 1);
      i++;
    }
  }
  return view.build();
}
