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
  /** Set once the final body is on its way: a progress edit still waiting is dropped, not sent. */
  private finishing = false;
  /** Ends the interval an edit is waiting out (finish() calls it). */
  private hurry: () => void = () => undefined;
  private lookup: Promise<PostedComment | undefined> | undefined;
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

  /**
   * Starts looking for the comment an earlier run of this trigger left. A read, so it may go out beside
   * other requests (the 👀 reaction) instead of after them; start() uses its answer.
   */
  locate(): Promise<PostedComment | undefined> {
    const { client, repo, issueNumber, marker } = this.options;
    this.lookup ??= findMarkedComment(client, repo, issueNumber, marker).catch((error: unknown) => {
      this.lookup = undefined; // the next start() asks again
      throw error;
    });
    return this.lookup;
  }

  /**
   * Posts the first body, or takes over the existing comment with the same marker, once `after` has
   * settled (another write that goes first). Edits asked for meanwhile follow it (the newest one, after
   * the interval), and finish() waits for it: called at once, start() is known to be on its way.
   */
  start(body: string, after: Promise<unknown> = Promise.resolve()): Promise<PostedComment> {
    const posting = after.then(
      () => this.post(body),
      () => this.post(body),
    );
    this.writing = posting.then(
      () => undefined,
      () => undefined,
    );
    return posting;
  }

  private async post(body: string): Promise<PostedComment> {
    const { client, repo, issueNumber } = this.options;
    const existing = await this.locate();
    const { data } =
      existing === undefined
        ? await client.rest.issues.createComment({ ...repo, issue_number: issueNumber, body })
        : await client.rest.issues.updateComment({ ...repo, comment_id: existing.id, body });
    const posted = { id: Number(data.id), url: data.html_url };
    this.posted = posted;
    this.lastWrite = this.clock();
    // The run went on while the comment was on its way: its newest state follows.
    if (this.latest !== undefined && !this.finishing) this.update(this.latest);
    return posted;
  }

  /** Asks for an edit; bodies arriving faster than the interval collapse into the newest one. */
  update(body: string): void {
    this.latest = body;
    if (this.scheduled || this.posted === undefined || this.finishing) return;
    this.scheduled = true;
    this.writing = this.writing.then(async () => {
      const wait = this.lastWrite + this.intervalMs - this.clock();
      if (wait > 0 && !this.finishing) await this.pause(wait);
      this.scheduled = false;
      if (!this.finishing) await this.write();
    });
  }

  private pause(ms: number): Promise<void> {
    return new Promise((resolve) => {
      this.hurry = resolve;
      void this.sleep(ms).then(resolve);
    });
  }

  /**
   * Writes the final body at once — the interval between progress edits does not hold it up; a
   * progress edit still waiting is dropped — after any write already in flight (so it lands last),
   * trying again a few times: the report is the one write that must not be lost to a passing API failure.
   */
  async finish(body: string, attempts = 3): Promise<PostedComment | undefined> {
    this.finishing = true;
    this.hurry();
    await this.writing.catch(() => undefined);
    this.scheduled = false;
    for (let attempt = 1; attempt <= attempts; attempt++) {
      this.latest = body;
      if (
        this.posted === undefined
          ? await this.post(body).then(
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
