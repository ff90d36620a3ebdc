import { describe, expect, it } from "vitest";
import { readRunnerContext, RunnerContextError } from "../../src/github/runner-context";

const BASE = {
  GITHUB_EVENT_NAME: "issue_comment",
  GITHUB_EVENT_PATH: "/tmp/event.json",
  GITHUB_REPOSITORY: "octo-org/app",
  GITHUB_SHA: "a".repeat(40),
  GITHUB_WORKSPACE: "/w/app",
  RUNNER_TEMP: "/tmp/runner",
};

describe("runner context", () => {
  it("reads the runner's variables, honouring Enterprise Server URLs", () => {
    const context = readRunnerContext({
      ...BASE,
      GITHUB_API_URL: "https://ghe.example.com/api/v3/",
      GITHUB_SERVER_URL: "https://ghe.example.com",
      GITHUB_ACTOR: "alice",
    });
    expect(context).toMatchObject({
      repository: { owner: "octo-org", repo: "app" },
      apiUrl: "https://ghe.example.com/api/v3",
      serverUrl: "https://ghe.example.com",
      actor: "alice",
      triggeringActor: "alice",
      runAttempt: "1",
    });
  });

  it("defaults to github.com", () => {
    expect(readRunnerContext(BASE)).toMatchObject({
      apiUrl: "https://api.github.com",
      serverUrl: "https://github.com",
    });
  });

  it("says what is missing when run outside Actions", () => {
    expect(() => readRunnerContext({ GITHUB_REPOSITORY: "a/b" })).toThrow(
      /Not running inside GitHub Actions: GITHUB_EVENT_NAME, GITHUB_EVENT_PATH, GITHUB_SHA, GITHUB_WORKSPACE, RUNNER_TEMP are not set/,
    );
  });

  it("rejects a malformed repository with the expected format", () => {
    expect(() => readRunnerContext({ ...BASE, GITHUB_REPOSITORY: "just-a-name" })).toThrow(
      new RunnerContextError("Invalid GITHUB_REPOSITORY 'just-a-name'. Expected format {owner}/{repo}."),
    );
  });
});

it("gives the workspace and the runner's temporary directory in normal form", () => {
  const context = readRunnerContext({
    ...BASE,
    GITHUB_WORKSPACE: "/w/tools/../app/./",
    RUNNER_TEMP: "/tmp//runner/",
  });
  expect(context).toMatchObject({ workspace: "/w/app", runnerTemp: "/tmp/runner" });
});
