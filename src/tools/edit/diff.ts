// What an edit changed, as a short unified diff with line numbers. Only the changed region (plus
// context) is diffed: the common head and tail are cut off first, so a one-line change in a 50,000-line
// file costs no more than in a small one. The diff library loads on first use (the tools' prepare hook
// loads it while the model's first answer streams), not on the start-up path before the first request.
import type * as Diff from "diff";

/** Loads the diff library; the Edit tools call it before they write, so a failure loses nothing. */
export const loadDiff = (): Promise<typeof Diff> => import("diff");

const CONTEXT_LINES = 3;
const MAX_DIFF_LINES = 80;
/** Beyond this many changed lines the diff is summarised instead of computed. */
const MAX_EDIT_LENGTH = 5_000;

function lineStart(text: string, index: number): number {
  return index <= 0 ? 0 : text.lastIndexOf("\n", index - 1) + 1;
}

function backLines(text: string, index: number, lines: number): number {
  let at = lineStart(text, index);
  for (let i = 0; i < lines && at > 0; i++) at = lineStart(text, at - 1);
  return at;
}

function forwardLines(text: string, index: number, lines: number): number {
  let at = index;
  for (let i = 0; i <= lines && at < text.length; i++) {
    const next = text.indexOf("\n", at);
    at = next === -1 ? text.length : next + 1;
  }
  return at;
}

function countNewlines(text: string, end: number): number {
  let count = 0;
  for (let i = text.indexOf("\n"); i !== -1 && i < end; i = text.indexOf("\n", i + 1)) count++;
  return count;
}

/** A unified diff of `before` → `after` with line numbers in the margin, at most MAX_DIFF_LINES long. */
export async function renderDiff(beforeRaw: string, afterRaw: string): Promise<string> {
  const before = beforeRaw.replace(/\r\n/g, "\n");
  const after = afterRaw.replace(/\r\n/g, "\n");
  if (before === after) return "(no textual change)";
  let prefix = 0;
  const shortest = Math.min(before.length, after.length);
  while (prefix < shortest && before.charCodeAt(prefix) === after.charCodeAt(prefix)) prefix++;
  let suffix = 0;
  while (
    suffix < shortest - prefix &&
    before.charCodeAt(before.length - 1 - suffix) === after.charCodeAt(after.length - 1 - suffix)
  )
    suffix++;
  const start = backLines(before, prefix, CONTEXT_LINES);
  const beforeEnd = forwardLines(before, before.length - suffix, CONTEXT_LINES);
  // The tail after beforeEnd is common to both texts, so it has the same length in each.
  const afterEnd = after.length - (before.length - beforeEnd);
  const lineOffset = countNewlines(before, start);
  const { structuredPatch } = await loadDiff();
  const patch = structuredPatch(
    "",
    "",
    before.slice(start, beforeEnd),
    after.slice(start, afterEnd),
    undefined,
    undefined,
    {
      context: CONTEXT_LINES,
      maxEditLength: MAX_EDIT_LENGTH,
    },
  );
  if (patch === undefined)
    return "(the change is too large to show as a diff; Read the file to see the result)";

  const out: string[] = [];
  for (const hunk of patch.hunks) {
    const oldStart = hunk.oldStart + lineOffset;
    const newStart = hunk.newStart + lineOffset;
    out.push(
      `@@ -${String(oldStart)},${String(hunk.oldLines)} +${String(newStart)},${String(hunk.newLines)} @@`,
    );
    let oldLine = oldStart;
    let newLine = newStart;
    const width = String(Math.max(oldStart + hunk.oldLines, newStart + hunk.newLines)).length;
    for (const line of hunk.lines) {
      const sign = line[0];
      const body = line.slice(1);
      if (sign === "\\") out.push(line);
      else if (sign === "-") out.push(`-${String(oldLine++).padStart(width)}  ${body}`);
      else if (sign === "+") out.push(`+${String(newLine++).padStart(width)}  ${body}`);
      else {
        out.push(` ${String(newLine).padStart(width)}  ${body}`);
        oldLine++;
        newLine++;
      }
    }
  }
  if (out.length > MAX_DIFF_LINES) {
    const hidden = out.length - MAX_DIFF_LINES;
    return `${out.slice(0, MAX_DIFF_LINES).join("\n")}\n… (${String(hidden)} more diff lines not shown)`;
  }
  return out.join("\n");
}
