// Code spans within one line, paired as the parser pairs backtick runs: left to right, each opening
// run with the next run of the same length.

/** The maximal backtick runs of a line, by length: where a code span opened by one closes. */
export class BacktickRuns {
  private readonly starts = new Map<number, number[]>();
  /** By length, the first run not yet passed (openers are asked for in order). */
  private readonly passed = new Map<number, number>();

  constructor(line: string) {
    for (const run of line.matchAll(/`+/g)) {
      const starts = this.starts.get(run[0].length) ?? [];
      starts.push(run.index);
      this.starts.set(run[0].length, starts);
    }
  }

  /** Where the code span opened by `length` backticks at `at` ends (after its closing run), if it does. */
  closing(at: number, length: number): number | undefined {
    const starts = this.starts.get(length) ?? [];
    let next = this.passed.get(length) ?? 0;
    while ((starts[next] ?? Infinity) <= at) next++;
    this.passed.set(length, next);
    const close = starts[next];
    return close === undefined ? undefined : close + length;
  }
}
