// runAction in-process, for what needs no world: the first thing a run outside Actions says, and what
// a run whose inputs cannot be read prints.
import { describe, expect, it } from "vitest";
import { runAction } from "../../src/action/run";
import { createRunnerCommands, type RunnerCommands } from "../../src/github/runner-commands";
import { withRunnerProcess } from "../support/runner-process";

function recordingRunner(): { runner: RunnerCommands; lines: string[] } {
  const lines: string[] = [];
  const runner: RunnerCommands = {
    info: (message) => lines.push(`info: ${message}`),
    warning: (message) => lines.push(`warning: ${message}`),
    error: (message) => lines.push(`error: ${message}`),
    mask: () => undefined,
    addShapes: () => undefined,
    redact: (text) => text,
    findSecrets: () => [],
    setOutput: () => undefined,
    appendSummary: () => Promise.resolve(),
  };
  return { runner, lines };
}

describe("runAction outside GitHub Actions", () => {
  it("says so first, before any complaint about the inputs", async () => {
    const { runner, lines } = recordingRunner();
    const outcome = await runAction({
      env: { PATH: "/usr/bin", "INPUT_MAX-TURNS": "ten", "INPUT_COMMIT-SIGNING": "gpg" },
      runner,
      signal: new AbortController().signal,
    });
    expect(outcome.conclusion).toBe("failure");
    expect(lines[0]).toMatch(/^error: Not running inside GitHub Actions: /);
    expect(lines.join("\n")).not.toMatch(/max-turns|commit-signing/);
  });
});

describe("runAction with an input it cannot read", () => {
  // A SendGrid key pasted into the wrong input (a shape only secretlint's rules know), the workflow's
  // own token, and a Foundry key the settings cannot use (no resource): the runner knows none of them.
  const pasted = `SG.${"a1B2c3D4e5F6g7H8i9J0kL"}.${"m1N2o3P4q5R6s7T8u9V0w1X2y3Z4a5B6c7D8e9F0g1H"}`;
  const githubToken = `ghs_${"C3d4".repeat(9)}`;
  const foundryKey = "f0undry-key-of-thirty-two-chars!";
  const runtimeToken = `runtime-${"Rt9".repeat(12)}`;
  const env = {
    PATH: "/usr/bin",
    GITHUB_EVENT_NAME: "issue_comment",
    GITHUB_EVENT_PATH: "/nonexistent/event.json",
    GITHUB_REPOSITORY: "octo-org/app",
    GITHUB_SHA: "0".repeat(40),
    GITHUB_WORKSPACE: "/nonexistent/workspace",
    RUNNER_TEMP: "/nonexistent/temp",
    ACTIONS_RESULTS_URL: "http://127.0.0.1:9/",
    ACTIONS_RUNTIME_TOKEN: runtimeToken,
    "INPUT_GITHUB-TOKEN": githubToken,
    "INPUT_TRIGGER-PHRASE": `@steward ${pasted}`,
    "INPUT_COMMIT-SIGNING": "gpg",
    INPUT_PROVIDER: "foundry",
    "INPUT_FOUNDRY-API-KEY": foundryKey,
  };

  it("masks the secrets and redacts the credentials the error quotes before printing it", async () => {
    const { value: outcome, stdout } = await withRunnerProcess(env, () =>
      runAction({ env, runner: createRunnerCommands(env), signal: new AbortController().signal }),
    );
    expect(outcome.conclusion).toBe("failure");
    const lines = stdout.split(/\r?\n/);
    const error = lines.findIndex((line) => line.startsWith("::error::"));
    expect(lines[error]).toMatch(/Input 'trigger-phrase' is '@steward \*\*\*'/);
    expect(lines[error]).toMatch(/Input 'commit-signing' is 'gpg'/);
    // Only the runner is told the secret, and before the error: it masks what follows.
    expect(lines.slice(0, error)).toEqual(
      expect.arrayContaining([
        `::add-mask::${githubToken}`,
        `::add-mask::${foundryKey}`,
        `::add-mask::${runtimeToken}`,
      ]),
    );
    expect(lines.filter((line) => !line.startsWith("::add-mask::")).join("\n")).not.toContain(pasted);
  });
});
