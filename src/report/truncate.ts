// The last line of defence on size: markdown cut at a line boundary, with any fenced code block or
// <details> block left open by the cut closed again, so the note after it is not swallowed into code
// and what follows the cut cannot change how the kept part reads. Reports are trimmed with care before
// this (see fit.ts); this only catches what slipped through, e.g. text a caller built itself.
import type { SizeLimit } from "./limits";

const FENCE_OPEN = /^(`{3,}|~{3,})(.*)$/;
const FENCE_CLOSE = /^ {0,3}(`{3,}|~{3,})[ \t]*$/;

interface Structure {
  fence: string | undefined;
  openDetails: number;
}

function closers(state: Structure): string[] {
  return [
    ...(state.fence === undefined ? [] : [state.fence]),
    ...Array<string>(state.openDetails).fill("</details>"),
  ];
}

export function truncateMarkdown(markdown: string, limit: SizeLimit, note: string): string {
  if (limit.measure(markdown) <= limit.max) return markdown;
  const lines = markdown.split("\n");
  // The structure open after each line (top-level fences and our own <details> lines only: model text
  // cannot open either, everything it writes is escaped or quoted).
  const after: Structure[] = [];
  let state: Structure = { fence: undefined, openDetails: 0 };
  for (const line of lines) {
    if (state.fence === undefined) {
      const open = FENCE_OPEN.exec(line);
      if (open?.[1] !== undefined && !(open[1].startsWith("`") && (open[2] ?? "").includes("`")))
        state = { ...state, fence: open[1] };
      else if (/^<details[ >]/.test(line)) state = { ...state, openDetails: state.openDetails + 1 };
      else if (/^<\/details>/.test(line))
        state = { ...state, openDetails: Math.max(0, state.openDetails - 1) };
    } else {
      const close = FENCE_CLOSE.exec(line)?.[1];
      if (close !== undefined && close[0] === state.fence[0] && close.length >= state.fence.length)
        state = { ...state, fence: undefined };
    }
    after.push(state);
  }
  const build = (count: number) => {
    const open = count === 0 ? { fence: undefined, openDetails: 0 } : (after[count - 1] as Structure);
    return [...lines.slice(0, count), ...closers(open)].join("\n") + `\n\n${note}`;
  };
  let lo = 0;
  let hi = lines.length;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (limit.measure(build(mid)) <= limit.max) lo = mid;
    else hi = mid - 1;
  }
  const result = build(lo);
  return limit.measure(result) <= limit.max ? result : note.slice(0, limit.max);
}
