// End to end through dist/index.js: work on pull requests (same repository and forks), CI fix-ups,
// GitHub's rate limits, cancellation mid-run, and reports that must fit GitHub's limits.
import { describe, expect, it } from "vitest";
import { MAX_COMMENT_BODY } from "../support/fake-github/index";
import { type MessagesRequestBody, reply, text, toolUse } from "../support/model-server/index";
import { headOf, pushCommit, trackingComment } from "../support/scenario";
import { pullRequestReviewCommentCreated, workflowRunCompleted } from "../support/webhooks";
import { mentionOn, openPullRequest, useScenarios } from "../support/scenario-fixture";
import type { Script } from "../support/model-server/index";

const scenarios = useScenarios();

const GREET = "export const greet = () => 'hi';\n";
const editGreet: Script = [
  reply(text("Reading it."), toolUse("Read", { file_path: "src/greet.ts" })),
  reply(toolUse("Edit", { file_path: "src/greet.ts", old_string: "'hi'", new_string: "'hello'" })),
  reply(text("greet now says hello.")),
];

/** A world with an open pull request from `feature` and alice's `@steward` comment on it. */
async function pullRequestWorld(script: Script, options: { fork?: boolean; request?: string } = {}) {
  const w = await scenarios.world({ files: { "src/greet.ts": GREET }, script });
  const { pull, head } = await openPullRequest(w, {
    title: "Feature",
    body: "Adds notes.",
    files: { "notes.md": "feature work\n" },
    fork: options.fork === true,
  });
  const { event } = mentionOn(w, {
    body: options.request ?? "@steward make greet say hello",
    onPull: pull.number,
  });
  return { w, head, event };
}

describe("pull requests", () => {
  it("commits to the pull request's own branch and reports the change", async () => {
    const { w, head, event } = await pullRequestWorld(editGreet);
    const result = await scenarios.run(w, event);
    expect(result.outputs["conclusion"]).toBe("success");
    const after = await headOf(w, "feature");
    expect(after).not.toBe(head);
    expect(result.outputs["commit-sha"]).toBe(after);
    expect(await w.git.git(w.repository, "show", "feature:src/greet.ts")).toBe(
      "export const greet = () => 'hello';\n",
    );
    expect(await w.git.git(w.repository, "rev-parse", "feature~1")).toBe(`${head}\n`);
    const comment = trackingComment(w) ?? "";
    expect(comment).toContain("greet now says hello.");
    expect(comment).toContain("src/greet.ts");
    expect(comment).toMatch(/'hello'/);
    expect(w.github.state.pulls).toHaveLength(1);
    w.assertNoViolations();
  });

  it("never pushes for a fork: the patch goes into the report", async () => {
    const { w, event } = await pullRequestWorld(editGreet, { fork: true });
    const refsBefore = await w.git.refs(w.repository);
    const result = await scenarios.run(w, event);
    expect(result.outputs["conclusion"]).toBe("success");
    expect(await w.git.refs(w.repository)).toEqual(refsBefore);
    expect(result.outputs["branch"]).toBeUndefined();
    const comment = trackingComment(w) ?? "";
    expect(comment).toMatch(/fork/);
    expect(comment).toMatch(/-export const greet = \(\) => 'hi';\n\+export const greet = \(\) => 'hello';/);
    w.assertNoViolations();
  });

  it("keeps the comment under GitHub's limit when the diff is huge", async () => {
    const big = Array.from({ length: 4000 }, (_, i) => `line ${String(i)} ${"x".repeat(40)}`).join("\n");
    const { w, event } = await pullRequestWorld([
      reply(toolUse("Write", { file_path: "big.txt", content: big })),
      reply(text("Wrote a big file.")),
    ]);
    const result = await scenarios.run(w, event);
    expect(result.outputs["conclusion"]).toBe("success");
    const comment = trackingComment(w) ?? "";
    expect(comment.length).toBeLessThanOrEqual(MAX_COMMENT_BODY);
    expect(comment).toMatch(/left out|trimmed|truncated/i);
    expect(result.summary.length).toBeGreaterThan(comment.length);
    w.assertNoViolations();
  });

  it("rides out a secondary rate limit", async () => {
    const { w, event } = await pullRequestWorld([reply(text("Nothing to change."))]);
    // 0.3 s: the client honours fractional retry-after seconds; a whole second is the same path, slower.
    w.github.injectFault(
      { kind: "secondary_rate_limit", retryAfterSeconds: 0.3 },
      { operationId: "issues/create-comment" },
    );
    const result = await scenarios.run(w, event);
    expect(result.outputs["conclusion"]).toBe("success");
    expect(
      w.github.requests.filter((r) => r.operationId === "issues/create-comment").map((r) => r.status),
    ).toEqual([403, 201]);
    expect(trackingComment(w)).toContain("Nothing to change.");
    // The client waited out the retry-after itself: the report's own retries (finish()) would also end
    // in [403, 201], later and without this warning.
    expect(result.commands.filter((c) => c.command === "warning").map((c) => c.data)).toContainEqual(
      expect.stringMatching(/^GitHub secondary rate limit on POST .*\/comments: retrying in 0\.3 s/),
    );
  });
});

describe("trusted configuration on pull request events", () => {
  it("reads the policy at the pull request's base, not the merge commit GITHUB_SHA points at", async () => {
    // On pull_request_review_comment GitHub checks out the PR merged into its base: here the PR's own
    // head, which loosens the policy. The base's policy denies reading src/.
    const w = await scenarios.world({
      files: { "src/greet.ts": GREET, ".github/steward.yml": 'permissions:\n  deny: ["Read(src/**)"]\n' },
      script: [
        reply(text("Looking."), toolUse("Read", { file_path: "src/greet.ts" }, "t_read")),
        reply(text("Done.")),
      ],
    });
    const base = (await headOf(w, "main")) ?? "";
    const head = await pushCommit(w, {
      branch: "feature",
      files: { ".github/steward.yml": "permissions:\n  allow: [Read]\n" },
    });
    w.github.state.setPermission(w.repo, "alice", "write");
    const pull = w.github.state.addPull(w.repo, {
      title: "Loosen the policy",
      body: "",
      user: "alice",
      head: { ref: "feature", sha: head, repo: w.repository },
      base: { ref: "main", sha: base },
      files: [
        {
          filename: ".github/steward.yml",
          status: "modified",
          additions: 1,
          deletions: 1,
          patch: '@@ -1,2 +1,2 @@\n permissions:\n-  deny: ["Read(src/**)"]\n+  allow: [Read]',
        },
      ],
    });
    const comment = w.github.state.addReviewComment(w.repo, pull.number, {
      body: "@steward read src/greet.ts",
      user: "alice",
      path: ".github/steward.yml",
      line: 2,
    });
    const event = {
      name: "pull_request_review_comment",
      payload: pullRequestReviewCommentCreated(w.target, {
        number: pull.number,
        commentId: comment.id,
        body: comment.body,
        user: "alice",
        path: ".github/steward.yml",
        line: 2,
        headRef: "feature",
      }),
    };
    // A shallow checkout of the PR's side: the base commit is not in it and must be fetched.
    const result = await scenarios.run(w, event, { workspace: { ref: "feature", depth: 1 } });
    expect(result.outputs["conclusion"]).toBe("success");
    const second = w.model?.messageRequests()[1]?.body as MessagesRequestBody | undefined;
    const results = JSON.stringify(second?.messages.at(-1));
    expect(results).toContain("t_read");
    expect(results).toContain('"is_error":true');
    expect(results).not.toContain("export const greet");
    expect(trackingComment(w)).toMatch(/differs from the trusted commit/);
    w.assertNoViolations();
  });
});

describe("cancellation", () => {
  it("saves the work in progress and updates the comment within 5 s of SIGINT", async () => {
    const { w, head, event } = await pullRequestWorld([
      reply(toolUse("Write", { file_path: "src/wip.ts", content: "export const wip = 1;\n" })),
      // The model then takes its time: the runner cancels the job meanwhile.
      { ...reply(text("never finished")), timing: { firstTokenMs: 20_000 } },
    ]);
    const started = await scenarios.start(w, event);
    while ((w.model?.messageRequests().length ?? 0) < 2) await new Promise((r) => setTimeout(r, 50));
    const signalledAt = Date.now();
    started.kill("SIGINT");
    const result = await started.result;
    const elapsed = Date.now() - signalledAt;
    expect(elapsed).toBeLessThan(5_000);
    expect(result.exitCode).toBe(1);
    expect(result.outputs["conclusion"]).toBe("cancelled");
    expect(await headOf(w, "feature")).not.toBe(head);
    expect(await w.git.git(w.repository, "show", "feature:src/wip.ts")).toBe("export const wip = 1;\n");
    const comment = trackingComment(w) ?? "";
    expect(comment).toMatch(/cancel/i);
    expect(comment).toContain("feature");
  });
});

describe("CI fix-ups", () => {
  it("fixes a failed run on its branch, with the failing log in the model's first request", async () => {
    const world = await scenarios.world({
      files: { "src/greet.ts": GREET },
      script: [
        reply(toolUse("Read", { file_path: "src/greet.ts" })),
        reply(toolUse("Edit", { file_path: "src/greet.ts", old_string: "'hi'", new_string: "'hello'" })),
        reply(text("Fixed the expectation mismatch.")),
      ],
    });
    const w = world;
    const head = await pushCommit(w, { branch: "fix-me", files: { "test.txt": "expects hello\n" } });
    w.github.state.setPermission(w.repo, "alice", "write");
    const run = w.github.state.addWorkflowRun(w.repo, {
      name: "CI",
      headBranch: "fix-me",
      headSha: head,
      actor: "alice",
      jobs: [
        {
          name: "test",
          conclusion: "failure",
          steps: [{ name: "npm test", conclusion: "failure" }],
          log: "2026-11-22T10:00:00.0000000Z > npm test\n2026-11-22T10:00:01.0000000Z ##[error]expected 'hello' but got 'hi'\n",
        },
      ],
    });
    const result = await scenarios.run(w, {
      name: "workflow_run",
      payload: workflowRunCompleted(w.target, {
        runId: run.id,
        conclusion: "failure",
        headBranch: "fix-me",
        headSha: head,
        actor: "alice",
      }),
    });
    expect(result.outputs["conclusion"]).toBe("success");
    expect(JSON.stringify(w.model?.messageRequests()[0]?.body as MessagesRequestBody)).toContain(
      "expected 'hello' but got 'hi'",
    );
    expect(await w.git.git(w.repository, "show", "fix-me:src/greet.ts")).toBe(
      "export const greet = () => 'hello';\n",
    );
    expect(w.github.state.comments).toHaveLength(0);
    w.assertNoViolations();
  });
});
