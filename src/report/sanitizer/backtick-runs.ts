// Backtick runs of one line, indexed by length, so finding a code span's closer is a binary search
// rather than a rescan (a line of many different runs would otherwise cost quadratic time).

export class BacktickRuns {
  /** Start offsets of maximal runs, by run length, ascending. */
  private readonly byLength = new Map<number, number[]>();
  /** Offsets of the pipes a GFM table row would split at, ascending: code spans never cross one. */
  private readonly pipes: number[] = [];

  /** `tableRow`: the line may be a table row, so its cell-splitting pipes bound every code span. */
  constructor(
    private readonly line: string,
    tableRow: boolean,
  ) {
    for (const match of line.matchAll(/`+/g)) {
      const list = this.byLength.get(match[0].length) ?? [];
      list.push(match.index);
      this.byLength.set(match[0].length, list);
    }
    if (tableRow)
      for (let i = line.indexOf("|"); i !== -1; i = line.indexOf("|", i + 1))
        if (splitsCell(line, i)) this.pipes.push(i);
  }

  /** Length of the backtick run starting at `at` (counted from there, as an opener is). */
  runFrom(at: number): number {
    let end = at;
    while (this.line[end] === "`") end++;
    return end - at;
  }

  /**
   * Start of the first run of exactly `length` backticks at or after `from` and before `limit` and
   * before the next "|", or undefined (the opener is then literal text).
   */
  closerAfter(from: number, length: number, limit: number): number | undefined {
    const pipe = this.pipes[lowerBound(this.pipes, from)];
    const end = Math.min(limit, pipe ?? Number.POSITIVE_INFINITY);
    const runs = this.byLength.get(length);
    if (runs === undefined) return undefined;
    const candidate = runs[lowerBound(runs, from)];
    return candidate !== undefined && candidate + length <= end ? candidate : undefined;
  }
}

/**
 * Whether GFM may split a table cell at the pipe at `at`. "\\|" is an escaped pipe; "\\\\|" is read
 * differently by the spec's wording and cmark-gfm's scanner, so it counts as a split (the careful side).
 */
function splitsCell(line: string, at: number): boolean {
  return !(line[at - 1] === "\\" && line[at - 2] !== "\\");
}

function lowerBound(sorted: readonly number[], value: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((sorted[mid] ?? 0) < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
