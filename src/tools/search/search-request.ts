// What a Grep search asks of a backend and what it gets back, the same for ripgrep and the built-in
// search; the output is formatted from this alone, which is how the two give identical text.
export type OutputMode = "content" | "files_with_matches" | "count";

export interface SearchRequest {
  /** Absolute path of the directory or file to search, as the model named it. */
  root: string;
  /**
   * Where `root` really is, judged by the policy: the searches walk from here, and read a file only at
   * its real path below it.
   */
  realRoot: string;
  rootIsFile: boolean;
  pattern: string;
  caseInsensitive: boolean;
  /** ripgrep -U --multiline-dotall. */
  multiline: boolean;
  /** ripgrep --glob values (gitignore syntax, `!` excludes). */
  globs: readonly string[];
  type: string | undefined;
  mode: OutputMode;
  /** Context lines, content mode only. */
  before: number;
  after: number;
  /** Print each match rather than each matching line (content mode). */
  onlyMatching: boolean;
  env: Readonly<Record<string, string>>;
  signal: AbortSignal;
}

export interface PrintedLine {
  /** 1-based. */
  number: number;
  text: string;
  isMatch: boolean;
}

export interface FileMatches {
  /** Absolute. */
  path: string;
  /** Matching lines (with multiline: lines on which a match starts), as ripgrep --count. */
  count: number;
  /** Content mode: matching and context lines in file order. */
  lines: PrintedLine[];
}

/** The pattern is not a valid regex; `complaint` is the engine's reason. */
export class PatternError extends Error {
  constructor(readonly complaint: string) {
    super(complaint);
  }
}

/** A search option the engine refused (unknown file type, bad glob); the message says which. */
export class SearchOptionError extends Error {}
