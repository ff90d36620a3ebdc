// The inline comments of the review a run publishes (ReviewComment records them; the GitHub layer
// posts them). It knows only which lines of which files the pull request's diff shows, handed in by
// the caller: src/tools/ knows nothing of GitHub. Every check GitHub would make on a comment's place
// is made here first, so a wrong line comes back to the model as a correctable error, not as a 422
// that sinks the whole review at the end of the run.
import type { Result } from "../../types/result";

export type ReviewSide = "LEFT" | "RIGHT";

/** One hunk of a file's diff: the line range it shows on each side (absent when a side has none). */
export interface ReviewHunk {
  LEFT?: { start: number; end: number };
  RIGHT?: { start: number; end: number };
}

export interface ReviewComment {
  path: string;
  /** The last (or only) line the comment covers. */
  line: number;
  side: ReviewSide;
  /** The first line of a multi-line comment, on the same side and in the same hunk as `line`. */
  startLine?: number;
  body: string;
  /** Replacement text for the lines, published as a ```suggestion block (RIGHT side only). */
  suggestion?: string;
}

/** GitHub documents no cap, but very large reviews time out; the rest belongs in the summary. */
export const MAX_REVIEW_COMMENTS = 50;

function ranges(hunks: readonly ReviewHunk[], side: ReviewSide): string {
  const shown = hunks.flatMap((h) => {
    const range = h[side];
    if (range === undefined) return [];
    return [range.start === range.end ? String(range.start) : `${String(range.start)}-${String(range.end)}`];
  });
  return shown.length === 0 ? "none" : shown.join(", ");
}

const SIDE_WORDS = { RIGHT: "the pull request's version", LEFT: "the base version" } as const;

export class ReviewDraft {
  private readonly recorded: ReviewComment[] = [];

  /** `files`: each changed file's diff hunks, by path exactly as GitHub lists it. */
  constructor(
    private readonly files: ReadonlyMap<string, readonly ReviewHunk[]>,
    private readonly maxComments = MAX_REVIEW_COMMENTS,
  ) {}

  /** Why GitHub would refuse this comment's place, written for the model; undefined when it fits. */
  check(comment: ReviewComment): string | undefined {
    const hunks = this.files.get(comment.path);
    if (hunks === undefined) {
      const paths = [...this.files.keys()];
      const listed = paths.slice(0, 20).join(", ");
      const more = paths.length > 20 ? ` and ${String(paths.length - 20)} more` : "";
      return `${comment.path} is not among the files this pull request changes with a diff GitHub shows, so no inline comment can go there. Files you can comment on: ${listed || "none"}${more}. Put remarks about other files in your final summary.`;
    }
    if (comment.suggestion !== undefined && comment.side !== "RIGHT")
      return `A suggestion replaces lines of the pull request's version, so it needs side RIGHT; side ${comment.side} was given.`;
    const start = comment.startLine ?? comment.line;
    if (start > comment.line)
      return `start_line (${String(start)}) comes after line (${String(comment.line)}); start_line is the first line of the range and line the last.`;
    const hunk = hunks.find((h) => {
      const range = h[comment.side];
      return range !== undefined && comment.line >= range.start && comment.line <= range.end;
    });
    const where = `${comment.path} (side ${comment.side}, ${SIDE_WORDS[comment.side]})`;
    const open = ranges(hunks, comment.side);
    if (hunk === undefined)
      return `Line ${String(comment.line)} of ${where} is outside the pull request's diff. Lines you can comment on there: ${open}. Line numbers are the file's own, as in the diff's @@ headers.`;
    const range = hunk[comment.side];
    if (range !== undefined && start < range.start)
      return `Lines ${String(start)}-${String(comment.line)} of ${where} span more than one hunk of the diff; a multi-line comment must stay inside one hunk (this one covers ${String(range.start)}-${String(range.end)}).`;
    return undefined;
  }

  /** Records the comment (its number), or says why it cannot be recorded. */
  add(comment: ReviewComment): Result<number> {
    const problem = this.check(comment);
    if (problem !== undefined) return { ok: false, error: problem };
    if (this.recorded.length >= this.maxComments)
      return {
        ok: false,
        error: `The review already holds ${String(this.maxComments)} inline comments, as many as one review takes. Put further remarks in your final summary.`,
      };
    this.recorded.push({ ...comment });
    return { ok: true, value: this.recorded.length };
  }

  comments(): readonly ReviewComment[] {
    return this.recorded;
  }
}
