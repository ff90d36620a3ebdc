// Text as a reader sees it once markdown escaping is undone: "\_" read as "_", "&lt;" as "<", the
// zero-width characters the renderer inserts (after "@", before "\|") dropped. A secret that went
// through escaping on its way into a report is still found here, and mapped back to the raw range.

export interface MarkdownView {
  text: string;
  /** For each character of `text`, where its source starts and ends in the raw string. */
  rawStart: Int32Array;
  rawEnd: Int32Array;
}

const ZERO_WIDTH = new Set(["\u200B", "\u200C", "\u200D", "\u2060", "\uFEFF"]);
const ENTITIES: readonly (readonly [string, string])[] = [
  ["&lt;", "<"],
  ["&gt;", ">"],
  ["&amp;", "&"],
  ["&quot;", '"'],
  ["&#39;", "'"],
];

/** True when the view would differ from the text (most text needs no view at all). */
export function needsView(text: string): boolean {
  return /\\|&|\u200B|\u200C|\u200D|\u2060|\uFEFF/.test(text);
}

export function markdownView(raw: string): MarkdownView {
  const rawStart = new Int32Array(raw.length);
  const rawEnd = new Int32Array(raw.length);
  let text = "";
  let n = 0;
  const push = (chars: string, start: number, end: number) => {
    text += chars;
    rawStart[n] = start;
    rawEnd[n] = end;
    n++;
  };
  for (let i = 0; i < raw.length;) {
    const c = raw[i] ?? "";
    if (c === "\\" && /^[!-/:-@[-`{-~]$/.test(raw[i + 1] ?? "")) {
      push(raw[i + 1] ?? "", i, i + 2);
      i += 2;
    } else if (ZERO_WIDTH.has(c)) {
      i++;
    } else if (c === "&") {
      const entity = ENTITIES.find(([name]) => raw.startsWith(name, i));
      if (entity === undefined) {
        push(c, i, i + 1);
        i++;
      } else {
        push(entity[1], i, i + entity[0].length);
        i += entity[0].length;
      }
    } else {
      push(c, i, i + 1);
      i++;
    }
  }
  return { text, rawStart: rawStart.subarray(0, n), rawEnd: rawEnd.subarray(0, n) };
}
