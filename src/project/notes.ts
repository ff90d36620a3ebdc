// Notes for the report and the log about a repository's Claude Code configuration: what was applied,
// what was not and why, what failed. A note that repeats (a hook failing on every call) is kept once,
// with a count, so a long run's report stays readable.

export class ProjectNotes {
  private readonly entries = new Map<string, { text: string; count: number }>();

  constructor(private readonly onFirst?: (text: string) => void) {}

  /** Adds a note; `key` groups repeats (default: the text itself). */
  add(text: string, key = text): void {
    const entry = this.entries.get(key);
    if (entry !== undefined) {
      entry.count++;
      return;
    }
    this.entries.set(key, { text, count: 1 });
    this.onFirst?.(text);
  }

  addAll(texts: readonly string[]): void {
    for (const text of texts) this.add(text);
  }

  list(): string[] {
    return [...this.entries.values()].map(({ text, count }) =>
      count === 1 ? text : `${text} (${String(count)} times in this run)`,
    );
  }
}
