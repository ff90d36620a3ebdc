// When a run publishes a review: the publish input, a mention that asks for one, or a fork's pull request.
import { describe, expect, it } from "vitest";
import type { TaskContext } from "../../../src/github/context";
import { asksForReview, effectiveMode } from "../../../src/github/publish";
import { planReview } from "../../../src/github/review/plan";
import type { Trigger } from "../../../src/github/trigger-types";

const mention = (request: string, isPullRequest = true): Trigger => ({
  kind: "mention",
  source: "issue_comment",
  repo: { owner: "o", repo: "r" },
  actor: "alice",
  at: "2026-11-22T10:00:00Z",
  number: 1,
  isPullRequest,
  request,
});

const context = (withPull: boolean): TaskContext =>
  ({
    repository: "o/r",
    gatheredAt: "",
    cutoff: "",
    comments: [],
    reviewComments: [],
    notes: [],
    ...(withPull
      ? {
          pullRequest: {
            number: 7,
            headSha: "abc",
            patches: [{ path: "a.ts", patch: "@@ -1 +1 @@\n-a\n+b" }],
          },
        }
      : {}),
  }) as unknown as TaskContext;

describe("review mode", () => {
  it.each([
    ["review this", true],
    ["Please review the error handling", true],
    ["re-review after my fixes", true],
    ["reviewer notes: fix the typo", false],
    ["fix the typo, then review", false],
  ])("a mention %j asks for a review: %s", (request, expected) => {
    expect(asksForReview(mention(request))).toBe(expected);
  });

  it("is chosen by auto only for a pull request, and never overrides an explicit mode", () => {
    const sameRepo = { mode: "pull-request" as const };
    expect(effectiveMode("auto", sameRepo, mention("review this"))).toBe("review");
    expect(effectiveMode("auto", sameRepo, mention("review this", false))).toBe("commit");
    expect(effectiveMode("commit", sameRepo, mention("review this"))).toBe("commit");
  });

  it("plans a review for publish: review and for a fork, with the pull request's hunks", () => {
    const plan = planReview("review", { mode: "pull-request" }, context(true));
    expect(plan).toMatchObject({ purpose: "review", pullNumber: 7, headSha: "abc" });
    expect(plan?.files.get("a.ts")).toEqual([{ LEFT: { start: 1, end: 1 }, RIGHT: { start: 1, end: 1 } }]);
    expect(plan?.appendix).toContain("review pull request #7");
    expect(planReview("comment", { mode: "fork-pull-request" }, context(true))?.purpose).toBe("fork");
    expect(planReview("commit", { mode: "pull-request" }, context(true))).toBeUndefined();
    expect(planReview("review", { mode: "new-branch" }, context(false))).toBeUndefined();
  });
});
