// Where a project's configuration comes from: in the action the trusted commit (read with git), on the
// command line the checkout (read from disk). Everything past the reader sees only this.

export interface ProjectFiles {
  /** For notes: "the trusted commit 0123456789ab" or "the checkout". */
  readonly origin: string;
  /** Every file matching the patterns the reader was given, by repository-relative path. */
  readonly files: ReadonlyMap<string, string>;
  /**
   * True when `files` holds every match of every pattern, `**\/CLAUDE.md` included (the trusted
   * commit's listing); false when nested files are looked up on demand (a checkout is not walked).
   */
  readonly complete: boolean;
  /** Reads further files (an @import, a subdirectory's CLAUDE.md); missing ones are left out. */
  read(paths: readonly string[]): Promise<ReadonlyMap<string, string>>;
}
