// The live tracking comment: posted when a run starts, edited in place as it goes, and given its final
// report at the end — always the latest state, at most one edit per interval (GitHub asks clients to
// space content-changing requests; a busy run must not flood the API). It is found again by its one
// hidden marker, so a re-run of the same trigger edits the same comment instead of adding another.
import { findMarker } from "../report/index";
import type { GitHubClient } from "./client";
import type { RepoRef } from "./trigger-types";

export interface TrackingCommentOptions {
  client: GitHubClient;
  repo: RepoRef;
  issueNumber: number;
  /** The hidden marker the body carries; how the comment is found again. */
  marker: string;
  /** Minimum time between edits (default 3 s). */
  intervalMs?: number;
  clock?: () => number;
  sleep?: (ms: number) => Promise<void>;
  log?: (message: string) => void;
}

export interface PostedComment {
  id: number;
  url: string;
}

/**
 * Finds steward's comment for this trigger (the newest, if several), scanning every page. Only a bot's
 * comment that opens with the marker counts: anyone can paste the marker text into a comment of their
 * own (or it can sit inside a quoted diff), and steward must never take over such a comment.
 */
export async function findMarkedComment(
  client: GitHubClient,
  repo: RepoRef,
  issueNumber: number,
  marker: string,
): Promise<PostedComment | undefined> {
  const key = findMarker(marker);
  if (key === undefined) throw new Error(`Invalid tracking marker ${JSON.stringify(marker)}.`);
  const comments = await client.paginate(client.rest.issues.listComments, {
    ...repo,
    issue_number: issueNumber,
    per_page: 100,
  });
  const found = comments.filter((c) => c.user?.type === "Bot" && findMarker(c.body ?? "") === key).at(-1);
  return found === undefined ? undefined : { id: Number(found.id), url: found.html_url };
}

export class TrackingComment {
  private posted: PostedComment | undefined;
  private latest: string | undefined;
  private lastWrite = Number.NEGATIVE_INFINITY;
  private writing: Promise<void> = Promise.resolve();
  private scheduled = false;
  private readonly intervalMs: number;
  private readonly clock: () => number;
  private readonly sleep: (ms: number) => Promise<void>;

  constructor(private readonly options: TrackingCommentOptions) {
    this.intervalMs = options.intervalMs ?? 3_000;
    this.clock = options.clock ?? Date.now;
    this.sleep = options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
  }

  get comment(): PostedComment | undefined {
    return this.posted;
  }

  /** Posts the first body, or takes over the existing comment with the same marker. */
  async start(body: string): Promise<PostedComment> {
    const { client, repo, issueNumber, marker } = this.options;
    const existing = await findMarkedComment(client, repo, issueNumber, marker);
    const { data } =
      existing === undefined
        ? await client.rest.issues.createComment({ ...repo, issue_number: issueNumber, body })
        : await client.rest.issues.updateComment({ ...repo, comment_id: existing.id, body });
    const posted = { id: Number(data.id), url: data.html_url };
    this.posted = posted;
    this.lastWrite = this.clock();
    return posted;
  }

  /** Asks for an edit; bodies arriving faster than the interval collapse into the newest one. */
  update(body: string): void {
    this.latest = body;
    if (this.scheduled || this.posted === undefined) return;
    this.scheduled = true;
    this.writing = this.writing.then(async () => {
      const wait = this.lastWrite + this.intervalMs - this.clock();
      if (wait > 0) await this.sleep(wait);
      this.scheduled = false;
      await this.write();
    });
  }

  /**
   * Writes the final body now, after any edit in flight, trying again a few times: the report is the
   * one write that must not be lost to a passing API failure.
   */
  async finish(body: string, attempts = 3): Promise<PostedComment | undefined> {
    await this.writing.catch(() => undefined);
    this.scheduled = false;
    for (let attempt = 1; attempt <= attempts; attempt++) {
      this.latest = body;
      if (
        this.posted === undefined
          ? await this.start(body).then(
              () => true,
              () => false,
            )
          : await this.write()
      )
        return this.posted;
      if (attempt < attempts) await this.sleep(1000 * 2 ** attempt);
    }
    return undefined;
  }

  /** Writes the newest body; false when GitHub refused it (the body is kept for the next write). */
  private async write(): Promise<boolean> {
    const body = this.latest;
    const posted = this.posted;
    if (body === undefined || posted === undefined) return true;
    this.latest = undefined;
    this.lastWrite = this.clock();
    try {
      await this.options.client.rest.issues.updateComment({
        ...this.options.repo,
        comment_id: posted.id,
        body,
      });
      return true;
    } catch (error) {
      // A failed progress edit is not worth failing the run for; the next edit carries the state.
      this.options.log?.(
        `could not update the tracking comment: ${error instanceof Error ? error.message : String(error)}`,
      );
      this.latest ??= body;
      return false;
    }
  }
}
