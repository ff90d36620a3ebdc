// Posting the run's review: one POST /pulls/{n}/reviews with event COMMENT (a bot never approves or
// requests changes: a review that counts towards merging is a maintainer's call, and text the model
// read must not be able to buy one), commit_id pinned to the head that was reviewed, and the inline
// comments. A comment GitHub would refuse goes into the body instead of sinking the review; if GitHub
// refuses the review all the same, it is tried once more with every comment in the body, and failing
// that everything is posted as a plain comment. Nothing the model wrote is lost.
import {
  type FoldedComment,
  type Redactor,
  renderReviewBody,
  renderReviewCommentBody,
} from "../../report/index";
import {
  MAX_REVIEW_COMMENTS,
  type ReviewComment,
  ReviewDraft,
  type ReviewHunk,
} from "../../tools/session/review";
import type { GitHubClient } from "../client";
import type { RepoRef } from "../trigger-types";

export interface PostReviewInput {
  client: GitHubClient;
  repo: RepoRef;
  pullNumber: number;
  /** The head commit the model reviewed; the comments' line numbers are that commit's. */
  commitId: string;
  /** The model's final message: the review's body. */
  summary: string;
  comments: readonly ReviewComment[];
  /** The pull request's diff hunks, to fold comments GitHub would refuse before posting. */
  files: ReadonlyMap<string, readonly ReviewHunk[]>;
  redact: Redactor;
  allowedHosts: readonly string[];
  /** The job run, linked at the review's foot. */
  runUrl?: string | undefined;
}

export interface PostedReview {
  /** Where it landed: the review, or the fallback comment. */
  url: string;
  kind: "review" | "comment";
  inline: number;
  folded: number;
  notes: string[];
}

function statusOf(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === "number" ? status : undefined;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Splits the comments into those that can go inline and those that must go into the body. */
function place(input: PostReviewInput): { inline: ReviewComment[]; folded: FoldedComment[] } {
  // A fresh draft re-checks every comment against the hunks (a no-op for comments the tool recorded,
  // the safety net for any that came another way) and holds the count to the limit.
  const draft = new ReviewDraft(input.files);
  const inline: ReviewComment[] = [];
  const folded: FoldedComment[] = [];
  for (const comment of input.comments) {
    const problem = draft.check(comment);
    if (problem !== undefined) folded.push({ comment, why: problem });
    else if (inline.length >= MAX_REVIEW_COMMENTS)
      folded.push({ comment, why: `More than ${String(MAX_REVIEW_COMMENTS)} inline comments.` });
    else inline.push(comment);
  }
  return { inline, folded };
}

function apiComment(comment: ReviewComment, input: PostReviewInput) {
  return {
    path: comment.path,
    line: comment.line,
    side: comment.side,
    ...(comment.startLine === undefined ? {} : { start_line: comment.startLine, start_side: comment.side }),
    body: renderReviewCommentBody(comment, input),
  };
}

export async function postReview(input: PostReviewInput): Promise<PostedReview> {
  const { client, repo } = input;
  const notes: string[] = [];
  const { inline, folded } = place(input);
  const attempt = async (onLine: ReviewComment[], inBody: FoldedComment[]) => {
    const { data } = await client.rest.pulls.createReview({
      ...repo,
      pull_number: input.pullNumber,
      commit_id: input.commitId,
      event: "COMMENT",
      body: renderReviewBody(input.summary, inBody, input),
      ...(onLine.length === 0 ? {} : { comments: onLine.map((c) => apiComment(c, input)) }),
    });
    return data.html_url;
  };

  let lastError: unknown;
  try {
    const url = await attempt(inline, folded);
    return { url, kind: "review", inline: inline.length, folded: folded.length, notes };
  } catch (error) {
    lastError = error;
  }
  // GitHub refused an inline comment we thought placeable (the head moved, a diff it reads otherwise):
  // the same review with every comment in its body.
  if (statusOf(lastError) === 422 && inline.length > 0) {
    const why = `GitHub did not accept it on its line (${messageOf(lastError)}).`;
    const all = [...inline.map((comment) => ({ comment, why })), ...folded];
    try {
      const url = await attempt([], all);
      notes.push(
        `GitHub refused the review's inline comments (${messageOf(lastError)}); they are in the review's body instead.`,
      );
      return { url, kind: "review", inline: 0, folded: all.length, notes };
    } catch (error) {
      lastError = error;
    }
  }
  // Last resort: everything as a plain comment on the pull request.
  const everything = [
    ...inline.map((comment) => ({ comment, why: "Posted here because the review could not be." })),
    ...folded,
  ];
  const { data } = await client.rest.issues.createComment({
    ...repo,
    issue_number: input.pullNumber,
    body: renderReviewBody(input.summary, everything, input),
  });
  notes.push(
    `The review could not be posted (${messageOf(lastError)}); its summary and comments were posted as a comment instead.`,
  );
  return { url: data.html_url, kind: "comment", inline: 0, folded: everything.length, notes };
}
