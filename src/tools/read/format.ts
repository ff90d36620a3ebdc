// The text a Read returns: lines numbered as `cat -n` numbers them (the number right-aligned in six
// columns, then a tab), bounded in total size, and followed by a note saying where to continue.
import type { LineWindow } from "./lines";

/** Above this a Read returns fewer lines and says where to continue, instead of a useless preview. */
export const MAX_OUTPUT_CHARS = 100_000;

function numberedLine(lineNumber: number, text: string): string {
  return `${String(lineNumber).padStart(6)}\t${text}`;
}

export function formatWindow(window: LineWindow, start: number): string {
  const out: string[] = [];
  let length = 0;
  for (const [i, line] of window.lines.entries()) {
    const numbered = numberedLine(start + i, line);
    if (out.length > 0 && length + numbered.length + 1 > MAX_OUTPUT_CHARS) break;
    out.push(numbered);
    length += numbered.length + 1;
  }
  const last = start + out.length - 1;
  const capped = out.length < window.lines.length;
  if (last < window.totalLines || !window.totalIsExact) {
    const total = window.totalIsExact ? String(window.totalLines) : `more than ${String(window.totalLines)}`;
    const cap = capped ? ` (output capped at ${MAX_OUTPUT_CHARS.toLocaleString("en-US")} characters)` : "";
    out.push(
      "",
      `[Showing lines ${String(start)}–${String(last)} of ${total}${cap}. To read more, call Read with offset=${String(last + 1)}.]`,
    );
  }
  return out.join("\n");
}
