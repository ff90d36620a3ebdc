// The clients steward builds, against the fake GitHub: how octokit's throttling plugin spaces their writes.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createCommentClient, type GitHubClient } from "../../src/github/client";
import type { FakeGitHub } from "../support/fake-github/index";
import { closeChecked, startIssueClient } from "../support/issue-client";

const TOKEN = "ghs_client_test_token";
const R = { owner: "octo-org", repo: "app" };
let gh: FakeGitHub;

beforeEach(async () => {
  ({ gh } = await startIssueClient(TOKEN));
});
afterEach(async () => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  await closeChecked(gh);
});

/**
 * The waits the throttling plugin's scheduler (Bottleneck) sets while `client` posts a comment and
 * edits it, with the clock standing still: a write spaced by `minTime` then waits exactly `minTime`
 * (octokit's default: 1,000 ms between writes, 3,000 between writes that notify), however fast or
 * loaded the machine.
 */
async function schedulerWaits(client: GitHubClient): Promise<number[]> {
  const waits: number[] = [];
  const realSetTimeout = globalThis.setTimeout;
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.spyOn(globalThis, "setTimeout").mockImplementation((handler: () => void, ms?: number) => {
    if (/[\\/]bottleneck[\\/]/.test(new Error().stack ?? "")) waits.push(ms ?? 0);
    return realSetTimeout(handler, ms);
  });
  const { data } = await client.rest.issues.createComment({ ...R, issue_number: 1, body: "Working…" });
  await client.rest.issues.updateComment({ ...R, comment_id: data.id, body: "Done." });
  return waits;
}

describe("the comment client", () => {
  // The runner simulation shortens every spacing (STEWARD_GITHUB_WRITE_SPACING_MS) and so cannot tell
  // this client from one that fell back to octokit's: here the spacing is seen where it is decided.
  it("posts and edits the tracking comment with no pause between the writes", async () => {
    const client = createCommentClient({ token: TOKEN, baseUrl: gh.url });
    const waits = await schedulerWaits(client);
    // The scheduler ran (it yields with zero-length timers), and never waited.
    expect(waits.length).toBeGreaterThan(0);
    expect(waits.filter((ms) => ms > 0)).toEqual([]);
    const writes = gh.requests.filter((r) => r.method !== "GET").map((r) => r.operationId);
    expect(writes).toEqual(["issues/create-comment", "issues/update-comment"]);
  });
});
