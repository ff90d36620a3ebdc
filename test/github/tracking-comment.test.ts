import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { GitHubClient } from "../../src/github/client";
import { findMarkedComment, TrackingComment } from "../../src/github/tracking-comment";
import { trackingMarker } from "../../src/report/index";
import type { FakeGitHub } from "../support/fake-github/index";
import { closeChecked, startIssueClient } from "../support/issue-client";

const TOKEN = "ghs_tracking_test_token";
const R = { owner: "octo-org", repo: "app" };
const MARKER = trackingMarker("issue-1");
let gh: FakeGitHub;
let client: GitHubClient;

beforeEach(async () => {
  ({ gh, client } = await startIssueClient(TOKEN));
});
afterEach(() => closeChecked(gh));

/** A clock tests move by hand, and a sleep that moves it. */
function manualTime() {
  let now = 0;
  return { clock: () => now, sleep: (ms: number) => ((now += ms), Promise.resolve()) };
}

const edits = () =>
  gh.requests
    .filter((r) => r.operationId === "issues/update-comment")
    .map((r) => (r.body as { body: string }).body);

describe("tracking comment", () => {
  it("posts once, edits in place, and collapses fast updates into the newest", async () => {
    const time = manualTime();
    const tracking = new TrackingComment({ client, repo: R, issueNumber: 1, marker: MARKER, ...time });
    const posted = await tracking.start(`${MARKER}\nworking…`);
    expect(posted.url).toMatch(/issuecomment-/);
    for (let i = 1; i <= 5; i++) tracking.update(`${MARKER}\nstep ${String(i)}`);
    const final = await tracking.finish(`${MARKER}\ndone`);
    expect(final?.id).toBe(posted.id);
    // The five progress bodies collapsed: nothing older than the newest state is ever written, and the
    // final report is the last edit.
    expect(edits().length).toBeLessThanOrEqual(2);
    expect(edits().at(-1)).toBe(`${MARKER}\ndone`);
    expect(edits().some((b) => /step [1-4]$/.test(b))).toBe(false);
    expect(gh.state.comments.at(-1)?.body).toBe(`${MARKER}\ndone`);
  });

  it("spaces progress edits by the interval", async () => {
    const time = manualTime();
    const tracking = new TrackingComment({ client, repo: R, issueNumber: 1, marker: MARKER, ...time });
    await tracking.start(`${MARKER}\n0`);
    tracking.update(`${MARKER}\n1`);
    await vi.waitFor(() => expect(edits()).toEqual([`${MARKER}\n1`]));
    expect(time.clock()).toBeGreaterThanOrEqual(3000);
  });

  it("writes the final report at once: a progress edit still waiting out the interval is dropped", async () => {
    const time = manualTime();
    const tracking = new TrackingComment({ client, repo: R, issueNumber: 1, marker: MARKER, ...time });
    await tracking.start(`${MARKER}\n0`);
    tracking.update(`${MARKER}\n1`);
    await tracking.finish(`${MARKER}\nend`);
    expect(time.clock()).toBe(0);
    expect(edits()).toEqual([`${MARKER}\nend`]);
  });

  it("sends the newest state asked for while the first post was on its way, after it", async () => {
    const tracking = new TrackingComment({
      client,
      repo: R,
      issueNumber: 1,
      marker: MARKER,
      ...manualTime(),
    });
    const posting = tracking.start(`${MARKER}\nfirst`);
    tracking.update(`${MARKER}\nmeanwhile`);
    await posting;
    await vi.waitFor(() => expect(edits()).toEqual([`${MARKER}\nmeanwhile`]));
    const final = await tracking.finish(`${MARKER}\nend`);
    expect(final?.id).toBe((await posting).id);
    expect(gh.state.comments.map((c) => c.body)).toEqual([`${MARKER}\nend`]);
  });

  it("takes over the comment an earlier run of the same trigger left, by its marker", async () => {
    const repo = gh.state.repoByName("octo-org/app");
    gh.state.addComment(repo, 1, { body: "unrelated", user: "alice" });
    const earlier = gh.state.addComment(repo, 1, { body: `${MARKER}\nold run`, user: "github-actions[bot]" });
    const tracking = new TrackingComment({
      client,
      repo: R,
      issueNumber: 1,
      marker: MARKER,
      ...manualTime(),
    });
    const posted = await tracking.start(`${MARKER}\nnew run`);
    expect(posted.id).toBe(earlier.id);
    expect(gh.state.comments.map((c) => c.body)).toEqual(["unrelated", `${MARKER}\nnew run`]);
    expect(await findMarkedComment(client, R, 1, trackingMarker("other"))).toBeUndefined();
  });

  it("never takes over a comment that merely contains the marker, or a person's comment", async () => {
    const repo = gh.state.repoByName("octo-org/app");
    gh.state.addComment(repo, 1, { body: `${MARKER}\nI pasted steward's marker`, user: "mallory" });
    gh.state.addComment(repo, 1, { body: `quoting a diff:\n${MARKER}`, user: "github-actions[bot]" });
    const tracking = new TrackingComment({
      client,
      repo: R,
      issueNumber: 1,
      marker: MARKER,
      ...manualTime(),
    });
    await tracking.start(`${MARKER}\nmine`);
    expect(gh.state.comments.map((c) => c.body)).toEqual([
      `${MARKER}\nI pasted steward's marker`,
      `quoting a diff:\n${MARKER}`,
      `${MARKER}\nmine`,
    ]);
  });

  it("keeps going when a progress edit fails, and still writes the final report", async () => {
    const tracking = new TrackingComment({
      client,
      repo: R,
      issueNumber: 1,
      marker: MARKER,
      ...manualTime(),
      log: () => undefined,
    });
    await tracking.start(`${MARKER}\nstart`);
    // Retry-after beyond what the client waits for: the progress edit and the first final attempt fail.
    gh.injectFault(
      { kind: "secondary_rate_limit", retryAfterSeconds: 500 },
      { operationId: "issues/update-comment", times: 2 },
    );
    tracking.update(`${MARKER}\nprogress`);
    const final = await tracking.finish(`${MARKER}\nfinal`);
    expect(final).toBeDefined();
    expect(gh.state.comments.at(-1)?.body).toBe(`${MARKER}\nfinal`);
  });
});
