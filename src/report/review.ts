// The text of a pull request review: each inline comment's body (the model's words, made safe, and its
// suggestion in a ```suggestion fence no line of the suggestion can close), and the review's body (the
// model's summary plus any comment that could not be placed inline, so none is lost). Pure rendering:
// src/github/review/ posts it.
import { finalizeForGitHub } from "./finalize";
import { COMMENT_LIMIT, type SizeLimit } from "./limits";
import { codeBlock, inlineCode, link, plainText } from "./markdown";
import type { Redactor } from "./redact";
import { sanitizeModelMarkdown } from "./sanitize";

/** What the renderer needs of a recorded comment (src/tools/session/review.ts's ReviewComment). */
export interface ReviewCommentText {
  path: string;
  line: number;
  startLine?: number;
  side: "LEFT" | "RIGHT";
  body: string;
  suggestion?: string;
}

export interface ReviewTextOptions {
  redact: Redactor;
  allowedHosts: readonly string[];
  limit?: SizeLimit;
  /** The job run that wrote the review, linked at its foot so a reader can trace it. */
  runUrl?: string | undefined;
}

/** Room left for the prose when a suggestion this long must fit in the same comment. */
const PROSE_RESERVE = 2_000;

function suggestionFits(suggestion: string, limit: SizeLimit): boolean {
  return limit.measure(suggestion) + PROSE_RESERVE < limit.max;
}

/** An inline comment's body: the model's text, then its suggestion. */
export function renderReviewCommentBody(comment: ReviewCommentText, options: ReviewTextOptions): string {
  const limit = options.limit ?? COMMENT_LIMIT;
  const prose = sanitizeModelMarkdown(options.redact(comment.body), options);
  if (comment.suggestion === undefined) return finalizeForGitHub(prose, options.redact, { limit });
  const suggestion = codeBlock(options.redact(comment.suggestion), "suggestion");
  if (!suggestionFits(suggestion, limit))
    return finalizeForGitHub(
      `${prose}\n\n_(The suggested replacement is too long for a comment; it is not included.)_`,
      options.redact,
      { limit },
    );
  const room = { ...limit, max: limit.max - limit.measure(suggestion) - 2 };
  return `${finalizeForGitHub(prose, options.redact, { limit: room })}\n\n${suggestion}`;
}

function placeOf(comment: ReviewCommentText): string {
  const lines =
    comment.startLine === undefined
      ? `line ${String(comment.line)}`
      : `lines ${String(comment.startLine)}–${String(comment.line)}`;
  return `${inlineCode(comment.path)}, ${lines}${comment.side === "LEFT" ? " (base version)" : ""}`;
}

/** A comment that could not go inline, as a section of the review body; `why` is steward's own text. */
function foldedSection(comment: ReviewCommentText, why: string, options: ReviewTextOptions): string {
  const prose = sanitizeModelMarkdown(options.redact(comment.body), options);
  const suggestion =
    comment.suggestion === undefined
      ? ""
      : `\n\nSuggested replacement:\n\n${codeBlock(options.redact(comment.suggestion))}`;
  return `#### ${placeOf(comment)}\n_${plainText(why)}_\n\n${prose}${suggestion}`;
}

export interface FoldedComment {
  comment: ReviewCommentText;
  /** Why it is in the body rather than on its line. */
  why: string;
}

/** The review body: the model's summary, then the comments that could not be placed inline. */
export function renderReviewBody(
  summary: string,
  folded: readonly FoldedComment[],
  options: ReviewTextOptions,
): string {
  const parts = [sanitizeModelMarkdown(options.redact(summary.trim()), options)];
  if (parts[0] === "") parts[0] = "steward reviewed this pull request.";
  if (folded.length > 0)
    parts.push(
      `### Comments that could not be placed on their lines (${String(folded.length)})`,
      ...folded.map((f) => foldedSection(f.comment, f.why, options)),
    );
  const footer = options.runUrl === undefined ? "" : `\n\n---\n${link("steward's job run", options.runUrl)}`;
  const limit = options.limit ?? COMMENT_LIMIT;
  const room = { ...limit, max: limit.max - limit.measure(footer) };
  return `${finalizeForGitHub(parts.join("\n\n"), options.redact, { limit: room })}${footer}`;
}
