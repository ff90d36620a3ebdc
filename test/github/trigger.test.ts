import { createRequire } from "node:module";
import type { WebhookDefinition } from "@octokit/webhooks-examples";
import { describe, expect, expectTypeOf, it } from "vitest";
import { readSettings, type Settings } from "../../src/settings";
import { detectTrigger } from "../../src/github/trigger";
import type { Trigger, TriggerResult } from "../../src/github/trigger-types";
import {
  issueCommentCreated,
  issuesAssigned,
  issuesLabeled,
  issuesOpened,
  pullRequestOpened,
  pullRequestReviewCommentCreated,
  pullRequestReviewSubmitted,
  repositoryDispatch,
  schedulePayload,
  webhookExample,
  workflowDispatch,
  workflowRunCompleted,
  type Target,
} from "../support/webhooks";

const target: Target = {
  repository: "octo-org/app",
  serverUrl: "https://github.example.test",
  apiUrl: "https://api.github.example.test",
};
const NOW = new Date("2030-01-02T03:04:05Z");
const env = { repository: "octo-org/app", actor: "alice", triggeringActor: "alice", now: () => NOW };

function settings(inputs: Record<string, string> = {}): Settings {
  const variables: Record<string, string> = { "INPUT_GITHUB-TOKEN": "ghs_test" };
  for (const [name, value] of Object.entries(inputs)) variables[`INPUT_${name.toUpperCase()}`] = value;
  return readSettings(variables);
}

function triggered(result: TriggerResult): Trigger {
  if (!result.ok) throw new Error(`expected a trigger, got a skip: ${result.error}`);
  return result.value;
}

function skipped(result: TriggerResult): string {
  if (result.ok) throw new Error(`expected a skip, got ${JSON.stringify(result.value)}`);
  return result.error;
}

const at = Date.parse("2030-01-01T10:00:00Z");

describe("mentions", () => {
  it("issue_comment on an issue", () => {
    const payload = issueCommentCreated(target, {
      issueNumber: 7,
      commentId: 501,
      body: "@steward please fix the flaky test",
      user: "alice",
      createdAt: at,
    });
    expect(triggered(detectTrigger("issue_comment", payload, settings(), env))).toEqual({
      kind: "mention",
      source: "issue_comment",
      repo: { owner: "octo-org", repo: "app" },
      actor: "alice",
      actorIsBot: false,
      at: "2030-01-01T10:00:00Z",
      number: 7,
      isPullRequest: false,
      request: "please fix the flaky test",
      commentId: 501,
      snapshot: {
        title: "Spelling error in the README file",
        body: "It looks like you accidently spelled 'commit' with two 't's.",
      },
    });
  });

  it("issue_comment on a pull request", () => {
    const payload = issueCommentCreated(target, {
      issueNumber: 8,
      commentId: 502,
      body: "Looks off. @steward can you rebase?",
      user: "bob",
      onPullRequest: true,
    });
    expect(triggered(detectTrigger("issue_comment", payload, settings(), env))).toMatchObject({
      kind: "mention",
      isPullRequest: true,
      number: 8,
      actor: "bob",
      request: "Looks off. @steward can you rebase?",
    });
  });

  it("honours a custom trigger phrase", () => {
    const payload = issueCommentCreated(target, { issueNumber: 1, commentId: 1, body: "/bot go", user: "a" });
    expect(
      triggered(detectTrigger("issue_comment", payload, settings({ "trigger-phrase": "/bot" }), env)),
    ).toMatchObject({ request: "go" });
    expect(skipped(detectTrigger("issue_comment", payload, settings(), env))).toMatch(
      /comment 1 on #1 does not mention @steward/,
    );
  });

  it.each([
    ["`@steward` in code", "does not mention"],
    ["> @steward quoted", "does not mention"],
    ["<!-- @steward -->", "does not mention"],
    ["just a comment", "does not mention"],
  ])("a comment with %j starts nothing", (body, reason) => {
    const payload = issueCommentCreated(target, { issueNumber: 3, commentId: 9, body, user: "alice" });
    expect(skipped(detectTrigger("issue_comment", payload, settings(), env))).toMatch(reason);
  });

  it.each(["edited", "deleted"])("issue_comment.%s never starts a run, even with the phrase", (action) => {
    const payload = issueCommentCreated(target, {
      issueNumber: 3,
      commentId: 9,
      body: "@steward do it",
      user: "alice",
    }) as unknown as Record<string, unknown>;
    payload["action"] = action;
    expect(skipped(detectTrigger("issue_comment", payload, settings(), env))).toMatch(
      new RegExp(`^unsupported event issue_comment\\.${action}: only new comments start a run`),
    );
  });

  it("marks a bot commenter", () => {
    const payload = issueCommentCreated(target, {
      issueNumber: 3,
      commentId: 9,
      body: "@steward bump deps",
      user: "renovate[bot]",
    });
    expect(triggered(detectTrigger("issue_comment", payload, settings(), env))).toMatchObject({
      actor: "renovate[bot]",
      actorIsBot: true,
    });
  });

  it("a review comment carries its file and line", () => {
    const payload = pullRequestReviewCommentCreated(target, {
      number: 12,
      commentId: 77,
      body: "@steward extract this into a helper",
      user: "carol",
      path: "src/a.ts",
      line: 40,
      headRef: "feature",
    });
    expect(triggered(detectTrigger("pull_request_review_comment", payload, settings(), env))).toMatchObject({
      kind: "mention",
      source: "pull_request_review_comment",
      number: 12,
      isPullRequest: true,
      reviewCommentId: 77,
      path: "src/a.ts",
      line: 40,
      actor: "carol",
      request: "extract this into a helper",
    });
    (payload as unknown as { action: string }).action = "edited";
    expect(skipped(detectTrigger("pull_request_review_comment", payload, settings(), env))).toMatch(
      /^unsupported event pull_request_review_comment\.edited/,
    );
  });

  it("a review body", () => {
    const payload = pullRequestReviewSubmitted(target, {
      number: 12,
      reviewId: 88,
      body: "Mostly fine.\n\n@steward address the nits",
      user: "dave",
    });
    expect(triggered(detectTrigger("pull_request_review", payload, settings(), env))).toMatchObject({
      kind: "mention",
      source: "pull_request_review",
      reviewId: 88,
      number: 12,
      actor: "dave",
      request: "Mostly fine.\n\n@steward address the nits",
    });
    (payload.review as { body: string | null }).body = null;
    expect(skipped(detectTrigger("pull_request_review", payload, settings(), env))).toMatch(
      /review 88 on #12 does not mention @steward/,
    );
  });

  it("an issue opened with the phrase in its body or title", () => {
    const body = issuesOpened(target, {
      number: 4,
      title: "Crash",
      body: "<!-- template -->\n@steward the parser crashes on empty input",
      user: "erin",
    });
    expect(triggered(detectTrigger("issues", body, settings(), env))).toMatchObject({
      kind: "mention",
      source: "issue_opened",
      number: 4,
      actor: "erin",
      request: "the parser crashes on empty input",
    });
    const title = issuesOpened(target, {
      number: 5,
      title: "@steward add a --json flag",
      body: "Output should be <!-- hidden -->machine readable.",
      user: "erin",
    });
    expect(triggered(detectTrigger("issues", title, settings(), env))).toMatchObject({
      request: "add a --json flag\n\nOutput should be machine readable.",
    });
    const none = issuesOpened(target, { number: 6, title: "Crash", body: "no phrase", user: "erin" });
    expect(skipped(detectTrigger("issues", none, settings(), env))).toMatch(
      /issue #6 does not mention @steward in its title or body/,
    );
  });
});

describe("labels and assignment", () => {
  it("issues.labeled with the label-trigger (case-insensitive, as GitHub labels are)", () => {
    const payload = issuesLabeled(target, { number: 9, label: "Steward", sender: "frank" });
    expect(
      triggered(detectTrigger("issues", payload, settings({ "label-trigger": "steward" }), env)),
    ).toMatchObject({ kind: "label", number: 9, label: "Steward", actor: "frank", isPullRequest: false });
    expect(skipped(detectTrigger("issues", payload, settings({ "label-trigger": "ai" }), env))).toMatch(
      /label 'Steward' is not the label-trigger 'ai'/,
    );
    expect(skipped(detectTrigger("issues", payload, settings(), env))).toMatch(
      /label-trigger input is not set/,
    );
  });

  it("issues.assigned with the assignee-trigger", () => {
    const payload = issuesAssigned(target, { number: 10, assignee: "steward-bot", sender: "gina" });
    expect(
      triggered(detectTrigger("issues", payload, settings({ "assignee-trigger": "Steward-Bot" }), env)),
    ).toMatchObject({ kind: "assignment", number: 10, assignee: "steward-bot", actor: "gina" });
    expect(skipped(detectTrigger("issues", payload, settings({ "assignee-trigger": "x" }), env))).toMatch(
      /assignee 'steward-bot' is not the assignee-trigger 'x'/,
    );
  });

  it("a label or assignee added to a pull request", () => {
    const payload = webhookExample("pull_request", "labeled") as unknown as {
      label: { name: string };
      repository: { full_name: string };
    };
    payload.label.name = "steward";
    const repoEnv = { ...env, repository: payload.repository.full_name };
    expect(
      triggered(detectTrigger("pull_request", payload, settings({ "label-trigger": "steward" }), repoEnv)),
    ).toMatchObject({ kind: "label", isPullRequest: true, label: "steward" });
  });

  it.each(["unlabeled", "edited", "closed", "reopened"])("issues.%s starts nothing", (action) => {
    const payload = issuesLabeled(target, { number: 9, label: "steward", sender: "frank" }) as unknown as {
      action: string;
    };
    payload.action = action;
    expect(skipped(detectTrigger("issues", payload, settings({ "label-trigger": "steward" }), env))).toMatch(
      new RegExp(`^unsupported event issues\\.${action}:`),
    );
  });
});

describe("automation", () => {
  it("schedule takes the repository from GITHUB_REPOSITORY and needs a prompt", () => {
    expect(
      triggered(detectTrigger("schedule", schedulePayload(), settings({ prompt: "Update deps" }), env)),
    ).toEqual({
      kind: "automation",
      event: "schedule",
      repo: { owner: "octo-org", repo: "app" },
      actor: "alice",
      actorIsBot: false,
      at: NOW.toISOString(),
      prompt: "Update deps",
    });
    expect(skipped(detectTrigger("schedule", schedulePayload(), settings(), env))).toMatch(
      /schedule runs need the prompt input/,
    );
  });

  it("workflow_dispatch and repository_dispatch", () => {
    const dispatch = workflowDispatch(target, { sender: "hank" });
    expect(
      triggered(detectTrigger("workflow_dispatch", dispatch, settings({ prompt: "Triage" }), env)),
    ).toMatchObject({ kind: "automation", event: "workflow_dispatch", actor: "hank", prompt: "Triage" });
    const repository = repositoryDispatch(target, { action: "nightly", sender: "ivy" });
    expect(
      triggered(detectTrigger("repository_dispatch", repository, settings({ prompt: "Go" }), env)),
    ).toMatchObject({ kind: "automation", event: "repository_dispatch", actor: "ivy" });
    expect(skipped(detectTrigger("repository_dispatch", repository, settings(), env))).toMatch(
      /repository_dispatch\.nightly runs need the prompt input/,
    );
  });
});

describe("CI fix-up", () => {
  const run = (overrides: Partial<Parameters<typeof workflowRunCompleted>[1]> = {}) =>
    workflowRunCompleted(target, {
      runId: 3001,
      conclusion: "failure",
      headBranch: "feature/x",
      headSha: "a".repeat(40),
      actor: "jack",
      ...overrides,
    });

  it("a failed run needs no prompt; the prompt adds to the task", () => {
    const payload = run();
    expect(triggered(detectTrigger("workflow_run", payload, settings(), env))).toMatchObject({
      kind: "ci-fixup",
      runId: 3001,
      headBranch: "feature/x",
      headSha: "a".repeat(40),
      headRepository: "octo-org/app",
      actor: "jack",
      prompt: undefined,
    });
    expect(
      triggered(detectTrigger("workflow_run", payload, settings({ prompt: "Keep it small" }), env)),
    ).toMatchObject({ prompt: "Keep it small" });
  });

  it("checks the actor who triggered the failing run", () => {
    const payload = run();
    (payload.workflow_run as unknown as { triggering_actor: { login: string } }).triggering_actor.login =
      "re-runner";
    expect(triggered(detectTrigger("workflow_run", payload, settings(), env)).actor).toBe("re-runner");
    delete (payload.workflow_run as { triggering_actor?: unknown }).triggering_actor;
    const older = { ...env, triggeringActor: "from-env" };
    expect(triggered(detectTrigger("workflow_run", payload, settings(), older)).actor).toBe("from-env");
    expect(
      triggered(detectTrigger("workflow_run", payload, settings(), { ...env, triggeringActor: "" })).actor,
    ).toBe("jack");
  });

  it.each([
    ["success", /concluded 'success'; only failed runs/],
    ["cancelled", /concluded 'cancelled'/],
  ] as const)("a run that concluded %s starts nothing", (conclusion, reason) => {
    expect(skipped(detectTrigger("workflow_run", run({ conclusion }), settings(), env))).toMatch(reason);
  });

  it("a run from a fork is skipped", () => {
    const payload = run({ headRepository: "mallory/app" });
    expect(skipped(detectTrigger("workflow_run", payload, settings(), env))).toMatch(
      /ran on a fork \(mallory\/app\); fork runs never start a CI fix-up/,
    );
  });

  it("requested runs are not supported", () => {
    const payload = run() as unknown as { action: string };
    payload.action = "requested";
    expect(skipped(detectTrigger("workflow_run", payload, settings(), env))).toMatch(
      /^unsupported event workflow_run\.requested/,
    );
  });
});

describe("pull requests with a prompt", () => {
  const pr = () =>
    pullRequestOpened(target, { number: 21, headRef: "feat", headSha: "b".repeat(40), user: "kim" });

  it.each(["opened", "synchronize", "reopened", "ready_for_review"])("pull_request.%s", (action) => {
    const payload = pr() as unknown as { action: string };
    payload.action = action;
    expect(
      triggered(detectTrigger("pull_request", payload, settings({ prompt: "Review" }), env)),
    ).toMatchObject({ kind: "pull-request", action, number: 21, actor: "kim", prompt: "Review" });
  });

  it("without a prompt, or for other actions, nothing", () => {
    expect(skipped(detectTrigger("pull_request", pr(), settings(), env))).toMatch(
      /pull_request\.opened needs the prompt input/,
    );
    const closed = pr() as unknown as { action: string };
    closed.action = "closed";
    expect(skipped(detectTrigger("pull_request", closed, settings({ prompt: "x" }), env))).toMatch(
      /^unsupported event pull_request\.closed/,
    );
  });
});

describe("the union", () => {
  it("is pinned (checked by tsc)", () => {
    expectTypeOf<Trigger["kind"]>().toEqualTypeOf<
      "mention" | "label" | "assignment" | "automation" | "ci-fixup" | "pull-request"
    >();
    expectTypeOf<Extract<Trigger, { kind: "mention" }>["request"]>().toEqualTypeOf<string>();
    expectTypeOf<Extract<Trigger, { kind: "ci-fixup" }>["prompt"]>().toEqualTypeOf<string | undefined>();
    expectTypeOf<Extract<Trigger, { kind: "automation" }>>().not.toHaveProperty("number");
  });
});

describe("never a crash", () => {
  it.each([
    ["push", { ref: "refs/heads/main" }, /^unsupported event push: steward starts on/],
    ["workflow_job", { action: "queued" }, /^unsupported event workflow_job\.queued/],
    ["pull_request_target", { action: "opened" }, /^unsupported event pull_request_target\.opened/],
    ["issue_comment", null, /payload is not a JSON object/],
    ["issue_comment", [], /payload is not a JSON object/],
    ["issue_comment", { action: "created" }, /issue_comment\.created payload is malformed \(issue: /],
    [
      "issue_comment",
      { action: "created", issue: { number: "1" }, comment: {} },
      /payload is malformed \(issue\.number: .*comment\.id/,
    ],
    ["workflow_run", { action: "completed", workflow_run: null }, /malformed/],
    ["issues", { action: 5 }, /malformed \(action: /],
  ])("%s %j", (event, payload, reason) => {
    expect(skipped(detectTrigger(event, payload, settings({ prompt: "p" }), env))).toMatch(reason);
  });

  it("refuses a payload about another repository", () => {
    const payload = issueCommentCreated(
      { ...target, repository: "someone/else" },
      { issueNumber: 1, commentId: 1, body: "@steward x", user: "a" },
    );
    expect(skipped(detectTrigger("issue_comment", payload, settings(), env))).toMatch(
      /payload is about someone\/else, but GITHUB_REPOSITORY is octo-org\/app/,
    );
  });

  it("every example payload of every event and action gives a trigger or a reason", () => {
    const definitions = createRequire(import.meta.url)("@octokit/webhooks-examples") as WebhookDefinition[];
    const everything = settings({
      prompt: "Do the thing",
      "label-trigger": "bug",
      "assignee-trigger": "octocat",
    });
    const seen = { examples: 0, kinds: new Set<string>() };
    for (const definition of definitions) {
      for (const example of definition.examples) {
        const repository = (example as { repository?: { full_name?: string } }).repository?.full_name;
        const result = detectTrigger(definition.name, structuredClone(example), everything, {
          ...env,
          repository: repository ?? env.repository,
        });
        seen.examples++;
        if (result.ok) seen.kinds.add(result.value.kind);
        else expect(result.error).toMatch(/\S/);
      }
    }
    expect(seen.examples).toBeGreaterThan(300);
    expect([...seen.kinds]).toEqual(expect.arrayContaining(["automation", "label", "pull-request"]));
  });
});
