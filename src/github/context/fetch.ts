// Reading an issue or pull request and its conversation from the REST API. Every list is read to its
// last page (octokit.paginate, 100 per page): a long thread or a big pull request is never silently
// cut at the first page.
import type { GitHubClient } from "../client";
import type { RepoRef } from "../trigger-types";

export class ContextError extends Error {
  override name = "ContextError";
}

type Rest = GitHubClient["rest"];
export type IssueData = Awaited<ReturnType<Rest["issues"]["get"]>>["data"];
export type IssueCommentData = Awaited<ReturnType<Rest["issues"]["listComments"]>>["data"][number];
export type PullData = Awaited<ReturnType<Rest["pulls"]["get"]>>["data"];
export type PullFileData = Awaited<ReturnType<Rest["pulls"]["listFiles"]>>["data"][number];
export type ReviewCommentData = Awaited<ReturnType<Rest["pulls"]["listReviewComments"]>>["data"][number];

function describeError(error: unknown): string {
  const status =
    typeof error === "object" && error !== null ? (error as { status?: unknown }).status : undefined;
  const message = error instanceof Error ? error.message : String(error);
  return typeof status === "number" ? `HTTP ${String(status)}: ${message}` : message;
}

/** Runs one read; a failure (after the client's retries) stops the run with what could not be read. */
export async function read<T>(what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw new ContextError(`Could not read ${what} from GitHub: ${describeError(error)}`);
  }
}

const name = (r: RepoRef) => `${r.owner}/${r.repo}`;

export function fetchIssue(client: GitHubClient, r: RepoRef, number: number): Promise<IssueData> {
  return read(`issue #${String(number)} of ${name(r)}`, async () => {
    const { data } = await client.rest.issues.get({ ...r, issue_number: number });
    return data;
  });
}

export function fetchComments(client: GitHubClient, r: RepoRef, number: number): Promise<IssueCommentData[]> {
  return read(`the comments of #${String(number)} of ${name(r)}`, () =>
    client.paginate(client.rest.issues.listComments, { ...r, issue_number: number, per_page: 100 }),
  );
}

export function fetchPull(client: GitHubClient, r: RepoRef, number: number): Promise<PullData> {
  return read(`pull request #${String(number)} of ${name(r)}`, async () => {
    const { data } = await client.rest.pulls.get({ ...r, pull_number: number });
    return data;
  });
}

export function fetchPullFiles(client: GitHubClient, r: RepoRef, number: number): Promise<PullFileData[]> {
  return read(`the changed files of pull request #${String(number)} of ${name(r)}`, () =>
    client.paginate(client.rest.pulls.listFiles, { ...r, pull_number: number, per_page: 100 }),
  );
}

export function fetchReviewComments(
  client: GitHubClient,
  r: RepoRef,
  number: number,
): Promise<ReviewCommentData[]> {
  return read(`the review comments of pull request #${String(number)} of ${name(r)}`, () =>
    client.paginate(client.rest.pulls.listReviewComments, { ...r, pull_number: number, per_page: 100 }),
  );
}
