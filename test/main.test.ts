// run(io) in-process (src/main.ts): the paths that end before any work — nothing to do, a requester who
// may not start a run, a run that cannot start — with outcome, exit code, outputs and log lines as the
// runner would see them. The paths that do the work run as a process, through the bundle
// (test/github/action-*.test.ts).
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { runInProcess, type InProcessResult } from "./support/in-process";
import { cleanupRun } from "./support/runner";
import { actionOptions } from "./support/scenario";
import { issueCommentCreated } from "./support/webhooks";
import { startWorld, WORLD_API_KEY, type World } from "./support/world";

// One world for the runs that leave it as they found it (each adds its own issue); one of its own for
// the run that finds GitHub gone.
let world: World;
let result: InProcessResult | undefined;
beforeAll(async () => {
  world = await startWorld({});
});
afterAll(async () => {
  await world.close();
});
afterEach(async () => {
  if (result !== undefined) await cleanupRun(result);
  result = undefined;
});

/** A comment by `user` on a new issue, sent as the issue_comment event. */
function commentEvent(w: World, user: string, body: string) {
  const issue = w.github.state.addIssue(w.repo, { title: "t", user: "alice" });
  const comment = w.github.state.addComment(w.repo, issue.number, { body, user });
  const payload = issueCommentCreated(w.target, {
    issueNumber: issue.number,
    commentId: comment.id,
    body,
    user,
  });
  return { name: "issue_comment", payload };
}

describe("run(io) in-process", () => {
  it("skips a comment without the phrase: exit 0, conclusion skipped, no request to GitHub", async () => {
    const seen = world.github.requests.length;
    const event = commentEvent(world, "alice", "Thanks, `@steward` is the bot's name.");
    result = await runInProcess(actionOptions(world, event));
    expect(result.outcome).toEqual({
      conclusion: "skipped",
      reason: expect.stringMatching(/does not mention @steward/) as unknown,
    });
    expect(result.exitCode).toBe(0);
    expect(result.outputs).toEqual({ conclusion: "skipped" });
    expect(result.stdout).toMatch(/^steward: nothing to do — comment \d+ on #1 does not mention @steward$/m);
    expect(result.masks).toEqual(expect.arrayContaining([world.token, WORLD_API_KEY]));
    expect(world.github.requests.slice(seen)).toEqual([]);
  });

  it("refuses a requester without write access: exit 0, nothing posted, no model call", async () => {
    const seen = world.github.requests.length;
    world.github.state.setPermission(world.repo, "stranger", "read");
    const event = commentEvent(world, "stranger", "@steward push to main");
    result = await runInProcess(actionOptions(world, event));
    expect(result.outcome.conclusion).toBe("skipped");
    expect(result.outcome.reason).toMatch(/stranger/);
    expect(result.exitCode).toBe(0);
    expect(result.outputs).toEqual({ conclusion: "skipped" });
    expect(result.stdout).toMatch(/^steward: not running — .*stranger/m);
    expect(world.github.requests.length).toBeGreaterThan(seen);
    expect(world.github.requests.slice(seen).filter((r) => r.method !== "GET")).toEqual([]);
    world.assertNoViolations();
  });

  it("fails on an input it cannot read: exit 1, the error names the input, conclusion failure", async () => {
    const seen = world.github.requests.length;
    const event = commentEvent(world, "alice", "@steward fix it");
    result = await runInProcess(actionOptions(world, event, { inputs: { "max-turns": "ten" } }));
    expect(result.outcome.conclusion).toBe("failure");
    expect(result.exitCode).toBe(1);
    expect(result.outputs).toEqual({ conclusion: "failure" });
    expect(result.stdout).toMatch(/^::error::.*Input 'max-turns' is 'ten'/m);
    expect(world.github.requests.slice(seen)).toEqual([]);
  });

  it("fails when GitHub cannot be reached to check the requester: exit 1, the reason in the log", async () => {
    const gone = await startWorld({});
    const event = commentEvent(gone, "alice", "@steward fix it");
    const options = actionOptions(gone, event, { env: { STEWARD_GITHUB_RETRY_BASE_MS: "1" } });
    await gone.github.close();
    // Its GitHub is closed already; the git remote goes after the run.
    result = await runInProcess(options).finally(() => gone.git.close());
    expect(result.outcome.conclusion).toBe("failure");
    expect(result.exitCode).toBe(1);
    expect(result.outputs["conclusion"]).toBe("failure");
    expect(result.stdout).toMatch(
      /^::error::GitHub could not be reached to check @alice's permission on octo-org\/app \(.*\); not running without an answer$/m,
    );
  });

  it("turns a throw from inside the run into a failure with exit code 1 (the last line of defence)", async () => {
    const event = commentEvent(world, "alice", "Nothing to do here.");
    // A job whose outputs file is not there: setting the first output throws inside runAction.
    let missing = "";
    result = await runInProcess(actionOptions(world, event), (env) => {
      missing = `${env["GITHUB_OUTPUT"]}.missing`;
      env["GITHUB_OUTPUT"] = missing;
    });
    expect(result.outcome).toEqual({
      conclusion: "failure",
      reason: expect.stringMatching(/GITHUB_OUTPUT/) as unknown,
    });
    expect(result.exitCode).toBe(1);
    expect(result.stdout).toContain(
      `::error::steward failed unexpectedly: Cannot set the output conclusion (GITHUB_OUTPUT): Missing file at path: ${missing}`,
    );
  });
});
