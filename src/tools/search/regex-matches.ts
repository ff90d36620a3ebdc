// Finding matches in a whole file's text the way Rust's regex iterates them, and mapping offsets to
// lines. Shared by the built-in search and its tests.

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;

export interface Match {
  start: number;
  end: number;
}

/** Every match, as Rust's regex iterates them: no empty match right where the previous one ended. */
export function findMatches(text: string, regex: RegExp, multiline: boolean, firstOnly: boolean): Match[] {
  const matches: Match[] = [];
  // An empty match after the final newline is on no line at all; with multiline ripgrep stops at the
  // end of the file even when the last line has no newline.
  const lastStart = multiline || text.endsWith("\n") ? text.length - 1 : text.length;
  let previousEnd = -1;
  regex.lastIndex = 0;
  for (let m = regex.exec(text); m !== null; m = regex.exec(text)) {
    const start = m.index;
    const end = start + m[0].length;
    if (start === end) {
      const code = text.codePointAt(end) ?? 0;
      regex.lastIndex = end + (code > 0xffff ? 2 : 1);
      if (start > lastStart) break;
      if (start === previousEnd) continue;
    }
    // V8 can report a look-around match between the halves of a surrogate pair; Rust never
    // matches inside a character.
    if (isLowSurrogate(text.charCodeAt(start)) && isHighSurrogate(text.charCodeAt(start - 1))) {
      regex.lastIndex = start + 1;
      continue;
    }
    matches.push({ start, end });
    if (firstOnly) break;
    previousEnd = end;
  }
  return matches;
}

/** Offsets where each line starts. */
export function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = text.indexOf("\n"); i >= 0 && i < text.length - 1; i = text.indexOf("\n", i + 1))
    starts.push(i + 1);
  return starts;
}

export function lineOf(starts: readonly number[], offset: number): number {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if ((starts[mid] as number) <= offset) low = mid;
    else high = mid - 1;
  }
  return low;
}

/** Line `line` (0-based) without its newline. */
export function lineText(text: string, starts: readonly number[], line: number): string {
  const start = starts[line] as number;
  const next = starts[line + 1];
  return next === undefined
    ? text.slice(start, text.endsWith("\n") ? -1 : undefined)
    : text.slice(start, next - 1);
}
