import { RequestError } from "@octokit/request-error";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createGitHubClient, type GitHubClient } from "../../src/github/client";
import { type FakeGitHub, MAX_COMMENT_BODY, type RepoRecord, startFakeGitHub } from "./fake-github/index";

const TOKEN = "ghs_faketoken000000000000000000000000";
let gh: FakeGitHub;
let octokit: GitHubClient;
let repo: RepoRecord;
const R = { owner: "octo-org", repo: "app" };

beforeEach(async () => {
  gh = await startFakeGitHub({
    token: TOKEN,
    resolveRef: (_r, ref) => Promise.resolve(ref === "gone" ? undefined : "b".repeat(40)),
  });
  octokit = createGitHubClient({ token: TOKEN, baseUrl: gh.url, retryBaseMs: 10, writeSpacingMs: 0 });
  repo = gh.state.addRepo({ owner: "octo-org", name: "app" });
});
afterEach(async () => {
  await gh.close();
});

const PATCH = ["@@ -1,3 +1,4 @@", " line one", "-line two", "+line 2", "+line 2b", " line three"].join("\n");

function seedPull() {
  return gh.state.addPull(repo, {
    title: "Fix the parser",
    body: "Body",
    user: "alice",
    head: { ref: "fix-parser", sha: "c".repeat(40) },
    base: { ref: "main", sha: "d".repeat(40) },
    files: [{ filename: "src/parser.ts", status: "modified", additions: 2, deletions: 1, patch: PATCH }],
    commits: [{ sha: "c".repeat(40), message: "Fix the parser", author: "alice" }],
  });
}

describe("fake GitHub refereed by the OpenAPI description", () => {
  it("serves issues and comments in GitHub's documented shapes", async () => {
    const issue = gh.state.addIssue(repo, {
      title: "Crash on start",
      body: "It crashes",
      user: "alice",
      labels: ["bug"],
    });
    gh.state.addComment(repo, issue.number, { body: "@steward please look", user: "alice" });

    const { data: fetched } = await octokit.rest.issues.get({ ...R, issue_number: issue.number });
    expect(fetched).toMatchObject({
      number: 1,
      title: "Crash on start",
      labels: [{ name: "bug" }],
      user: { login: "alice" },
    });
    const { data: comments } = await octokit.rest.issues.listComments({ ...R, issue_number: 1 });
    expect(comments.map((c) => c.body)).toEqual(["@steward please look"]);

    const { data: created } = await octokit.rest.issues.createComment({
      ...R,
      issue_number: 1,
      body: "working…",
    });
    expect(created.user?.login).toBe("github-actions[bot]");
    const { data: updated } = await octokit.rest.issues.updateComment({
      ...R,
      comment_id: created.id,
      body: "done",
    });
    expect(updated.body).toBe("done");
    expect(gh.state.comments.map((c) => c.body)).toEqual(["@steward please look", "done"]);
    const { data: repoData } = await octokit.rest.repos.get(R);
    expect(repoData.default_branch).toBe("main");
    gh.assertNoViolations();
  });

  it("fails the test on a route GitHub does not have", async () => {
    await expect(octokit.request("GET /repos/{owner}/{repo}/tracking-comments", R)).rejects.toMatchObject({
      status: 404,
    });
    expect(() => gh.assertNoViolations()).toThrow(/GitHub's REST API has no such route/);
  });

  it("fails the test on a body GitHub would reject", async () => {
    gh.state.addIssue(repo, { title: "t", user: "alice" });
    // Deliberately wrong bodies: a number where GitHub wants a string, a reaction GitHub does not have.
    const wrong = <T>(value: unknown) => value as T;
    await expect(
      octokit.request("POST /repos/{owner}/{repo}/issues/{issue_number}/comments", {
        ...R,
        issue_number: 1,
        body: wrong<string>(42),
      }),
    ).rejects.toMatchObject({ status: 422 });
    await expect(
      octokit.request("POST /repos/{owner}/{repo}/issues/{issue_number}/reactions", {
        ...R,
        issue_number: 1,
        content: wrong<"eyes">("wave"),
      }),
    ).rejects.toMatchObject({ status: 422 });
    expect(gh.violations).toHaveLength(2);
    expect(gh.violations[0]).toMatch(
      /issues\/create-comment: GitHub would reject the body: \/body must be string/,
    );
  });

  it("flags undocumented query parameters and body keys that GitHub would silently ignore", async () => {
    gh.state.addIssue(repo, { title: "t", user: "alice" });
    await octokit.request("GET /repos/{owner}/{repo}/issues/{issue_number}/comments", {
      ...R,
      issue_number: 1,
      perpage: 5,
    });
    await octokit.request("POST /repos/{owner}/{repo}/issues/{issue_number}/comments", {
      ...R,
      issue_number: 1,
      body: "x",
      bdy: "y",
    });
    expect(gh.violations.join("\n")).toMatch(/query parameter perpage is not documented/);
    expect(gh.violations.join("\n")).toMatch(/body key "bdy" is not documented/);
  });

  it("answers GitHub's 422 for a comment body over 65,536 characters", async () => {
    gh.state.addIssue(repo, { title: "t", user: "alice" });
    await octokit.rest.issues.createComment({ ...R, issue_number: 1, body: "x".repeat(MAX_COMMENT_BODY) });
    const error = await octokit.rest.issues
      .createComment({ ...R, issue_number: 1, body: "x".repeat(MAX_COMMENT_BODY + 1) })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequestError);
    expect((error as RequestError).status).toBe(422);
    expect(JSON.stringify((error as RequestError).response?.data)).toMatch(
      /body is too long \(maximum is 65536 characters\)/,
    );
    gh.assertNoViolations();
  });

  it("paginates with Link headers past 100 items", async () => {
    const issue = gh.state.addIssue(repo, { title: "busy", user: "alice" });
    for (let i = 0; i < 250; i++)
      gh.state.addComment(repo, issue.number, { body: `comment ${String(i)}`, user: "bob" });
    const first = await octokit.rest.issues.listComments({ ...R, issue_number: 1, per_page: 100 });
    expect(first.data).toHaveLength(100);
    expect(first.headers.link).toMatch(/page=2>; rel="next"/);
    expect(first.headers.link).toMatch(/page=3>; rel="last"/);
    const all = await octokit.paginate(octokit.rest.issues.listComments, {
      ...R,
      issue_number: 1,
      per_page: 100,
    });
    expect(all.map((c) => c.body)).toEqual(Array.from({ length: 250 }, (_, i) => `comment ${String(i)}`));
    const defaultPage = await octokit.rest.issues.listComments({ ...R, issue_number: 1 });
    expect(defaultPage.data).toHaveLength(30);
    gh.assertNoViolations();
  });

  it("serves a secondary rate limit with retry-after, which the throttled client waits out", async () => {
    gh.state.addIssue(repo, { title: "t", user: "alice" });
    gh.injectFault(
      { kind: "secondary_rate_limit", retryAfterSeconds: 0.3 },
      { operationId: "issues/create-comment" },
    );
    const started = Date.now();
    await octokit.rest.issues.createComment({ ...R, issue_number: 1, body: "after the limit" });
    // The wait is what this proves: retry-after 0.3 s (a whole second is the same path, slower).
    expect(Date.now() - started).toBeGreaterThanOrEqual(280);
    expect(gh.requests.filter((r) => r.operationId === "issues/create-comment").map((r) => r.status)).toEqual(
      [403, 201],
    );
    gh.assertNoViolations();
  });

  it("serves a 502 that the retrying client gets past", async () => {
    gh.injectFault({ kind: "bad_gateway" }, { operationId: "repos/get", times: 2 });
    const { data } = await octokit.rest.repos.get(R);
    expect(data.full_name).toBe("octo-org/app");
    expect(gh.requests.map((r) => r.status)).toEqual([502, 502, 200]);
  });

  it("refuses a wrong token with GitHub's 401", async () => {
    const stranger = createGitHubClient({ token: "ghs_wrong", baseUrl: gh.url });
    await expect(stranger.rest.repos.get(R)).rejects.toMatchObject({ status: 401 });
  });

  it("reports collaborator permissions the way GitHub folds roles", async () => {
    gh.state.setPermission(repo, "mia", "maintain");
    gh.state.setPermission(repo, "tom", "triage");
    gh.state.user("stranger");
    const perm = async (username: string) =>
      (await octokit.rest.repos.getCollaboratorPermissionLevel({ ...R, username })).data;
    expect(await perm("mia")).toMatchObject({ permission: "write", role_name: "maintain" });
    expect(await perm("tom")).toMatchObject({ permission: "read", role_name: "triage" });
    expect(await perm("octo-org")).toMatchObject({ permission: "admin" });
    expect(await perm("stranger")).toMatchObject({ permission: "read" });
    await expect(perm("nobody-at-all")).rejects.toMatchObject({ status: 404 });
    gh.assertNoViolations();
  });

  it("serves a pull request with its files, commits, review comments and reviews", async () => {
    const pull = seedPull();
    gh.state.addReviewComment(repo, pull.number, {
      path: "src/parser.ts",
      line: 2,
      body: "@steward why?",
      user: "alice",
    });
    const { data } = await octokit.rest.pulls.get({ ...R, pull_number: pull.number });
    expect(data).toMatchObject({
      head: { ref: "fix-parser", sha: "c".repeat(40) },
      base: { ref: "main" },
      changed_files: 1,
    });
    const files = await octokit.paginate(octokit.rest.pulls.listFiles, { ...R, pull_number: 1 });
    expect(files.map((f) => [f.filename, f.patch])).toEqual([["src/parser.ts", PATCH]]);
    const commits = await octokit.rest.pulls.listCommits({ ...R, pull_number: 1 });
    expect(commits.data[0]?.commit.message).toBe("Fix the parser");
    const reviewComments = await octokit.rest.pulls.listReviewComments({ ...R, pull_number: 1 });
    expect(reviewComments.data[0]).toMatchObject({ path: "src/parser.ts", line: 2, body: "@steward why?" });
    const { data: asIssue } = await octokit.rest.issues.get({ ...R, issue_number: 1 });
    expect(asIssue.pull_request?.url).toMatch(/\/pulls\/1$/);
    const { data: listed } = await octokit.rest.pulls.list({ ...R, head: "octo-org:fix-parser" });
    expect(listed.map((p) => p.number)).toEqual([1]);
    gh.assertNoViolations();
  });

  it("places inline review comments only on lines of the diff", async () => {
    seedPull();
    const ok = await octokit.rest.pulls.createReview({
      ...R,
      pull_number: 1,
      event: "COMMENT",
      body: "Review",
      comments: [{ path: "src/parser.ts", line: 3, side: "RIGHT", body: "```suggestion\nline two\n```" }],
    });
    expect(ok.data.state).toBe("COMMENTED");
    const outside = await octokit.rest.pulls
      .createReview({
        ...R,
        pull_number: 1,
        event: "COMMENT",
        body: "Review",
        comments: [{ path: "src/parser.ts", line: 40, body: "x" }],
      })
      .catch((e: unknown) => e as RequestError);
    expect(outside).toMatchObject({ status: 422 });
    const unknownPath = await octokit.rest.pulls
      .createReview({
        ...R,
        pull_number: 1,
        event: "COMMENT",
        body: "Review",
        comments: [{ path: "nope.ts", line: 1, body: "x" }],
      })
      .catch((e: unknown) => e as RequestError);
    expect(unknownPath).toMatchObject({ status: 422 });
    expect(gh.state.reviewComments).toHaveLength(1);
    const reply = await octokit.rest.pulls.createReplyForReviewComment({
      ...R,
      pull_number: 1,
      comment_id: gh.state.reviewComments[0]?.id ?? 0,
      body: "Done",
    });
    expect(reply.data.in_reply_to_id).toBe(gh.state.reviewComments[0]?.id);
    gh.assertNoViolations();
  });

  it("opens a pull request for an existing branch and refuses a duplicate or a missing branch", async () => {
    const { data } = await octokit.rest.pulls.create({
      ...R,
      title: "steward: fix",
      head: "steward/fix-1",
      base: "main",
      body: "Closes #3",
    });
    expect(data).toMatchObject({
      number: 1,
      head: { ref: "steward/fix-1", sha: "b".repeat(40) },
      body: "Closes #3",
    });
    await expect(
      octokit.rest.pulls.create({ ...R, title: "again", head: "steward/fix-1", base: "main" }),
    ).rejects.toMatchObject({
      status: 422,
    });
    await expect(
      octokit.rest.pulls.create({ ...R, title: "gone", head: "gone", base: "main" }),
    ).rejects.toMatchObject({
      status: 422,
    });
    gh.assertNoViolations();
  });

  it("adds reactions: 201 when new, 200 when the same reaction exists", async () => {
    gh.state.addIssue(repo, { title: "t", user: "alice" });
    const comment = gh.state.addComment(repo, 1, { body: "@steward go", user: "alice" });
    const first = await octokit.rest.reactions.createForIssueComment({
      ...R,
      comment_id: comment.id,
      content: "eyes",
    });
    const second = await octokit.rest.reactions.createForIssueComment({
      ...R,
      comment_id: comment.id,
      content: "eyes",
    });
    expect([first.status, second.status]).toEqual([201, 200]);
    expect(gh.state.reactions).toHaveLength(1);
    gh.assertNoViolations();
  });

  it("lists a failed run's jobs and serves a job's log through GitHub's redirect", async () => {
    const run = gh.state.addWorkflowRun(repo, {
      name: "CI",
      headBranch: "main",
      headSha: "e".repeat(40),
      actor: "alice",
      jobs: [
        {
          name: "lint",
          conclusion: "success",
          steps: [{ name: "lint", conclusion: "success" }],
          log: "all good",
        },
        {
          name: "test",
          conclusion: "failure",
          steps: [{ name: "npm test", conclusion: "failure" }],
          log: "FAIL src/a.test.ts\nexpected 1 got 2",
        },
      ],
    });
    const { data: runData } = await octokit.rest.actions.getWorkflowRun({ ...R, run_id: run.id });
    expect(runData).toMatchObject({ conclusion: "failure", head_branch: "main" });
    const { data: jobs } = await octokit.rest.actions.listJobsForWorkflowRun({
      ...R,
      run_id: run.id,
      filter: "latest",
    });
    expect(jobs.jobs.map((j) => [j.name, j.conclusion])).toEqual([
      ["lint", "success"],
      ["test", "failure"],
    ]);
    const failed = jobs.jobs.find((j) => j.conclusion === "failure");
    const log = await octokit.rest.actions.downloadJobLogsForWorkflowRun({ ...R, job_id: failed?.id ?? 0 });
    expect(String(log.data)).toContain("expected 1 got 2");
    gh.assertNoViolations();
  });
});
