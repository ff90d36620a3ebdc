import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { announceRun } from "../../src/github/announce";
import type { GitHubClient } from "../../src/github/client";
import { TrackingComment } from "../../src/github/tracking-comment";
import { trackingMarker } from "../../src/report/index";
import type { FakeGitHub } from "../support/fake-github/index";
import { closeChecked, startIssueClient } from "../support/issue-client";

const TOKEN = "ghs_announce_test_token";
const R = { owner: "octo-org", repo: "app" };
const MARKER = trackingMarker("issue-1");
let gh: FakeGitHub;
let client: GitHubClient;

beforeEach(async () => {
  ({ gh, client } = await startIssueClient(TOKEN));
});
afterEach(() => closeChecked(gh));

const tracking = () =>
  new TrackingComment({ client, repo: R, issueNumber: 1, marker: MARKER, sleep: () => Promise.resolve() });
const operations = () => gh.requests.map((r) => r.operationId);

describe("announcing a run", () => {
  it("looks for an earlier run's comment while the reaction is on its way, and posts after the reaction", async () => {
    const warnings: string[] = [];
    const posted = await announceRun({
      // The reaction ends only once the lookup has gone out: it did not wait for the reaction.
      react: () => vi.waitFor(() => expect(operations()).toContain("issues/list-comments")),
      tracking: tracking(),
      body: `${MARKER}\nstarting`,
      warn: (message) => warnings.push(message),
    });
    expect(posted?.url).toMatch(/issuecomment-/);
    expect(operations()).toEqual(["issues/list-comments", "issues/create-comment"]);
    expect(warnings).toEqual([]);
  });

  it("makes a final report that comes before the first post wait for it: one comment, the final body", async () => {
    let reacted: () => void = () => undefined;
    const reaction = new Promise<void>((resolve) => (reacted = resolve));
    const comment = tracking();
    const announced = announceRun({
      react: () => reaction,
      tracking: comment,
      body: `${MARKER}\nstarting`,
      warn: () => undefined,
    });
    const final = comment.finish(`${MARKER}\nfailed early`);
    reacted();
    await Promise.all([announced, final]);
    expect(gh.state.comments.map((c) => c.body)).toEqual([`${MARKER}\nfailed early`]);
  });

  it("still posts the comment when the reaction fails, and says so", async () => {
    const warnings: string[] = [];
    const posted = await announceRun({
      react: () => Promise.reject(new Error("HTTP 403")),
      tracking: tracking(),
      body: `${MARKER}\nstarting`,
      warn: (message) => warnings.push(message),
    });
    expect(posted).toBeDefined();
    expect(warnings).toEqual(["could not add the 👀 reaction: Error: HTTP 403"]);
  });
});
