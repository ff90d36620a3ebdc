// The action's runner for the set-up's commands: a real process, whose whole environment is the fixed
// system PATH — the action's own variables (its tokens among them) and the PATH it inherited never
// reach sudo or apt-get.
import { afterEach, describe, expect, it } from "vitest";
import { SYSTEM_PATH } from "../../src/sandbox/setup";
import { systemCommandRunner } from "../../src/sandbox/setup-runner";

const CANARY = "steward-setup-env-canary-8f3a";
const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
});

describe("the set-up's command runner", () => {
  it("gives the command the system PATH and nothing else of the action's environment", async () => {
    process.env["GITHUB_TOKEN"] = CANARY;
    process.env["INPUT_ANTHROPIC-API-KEY"] = CANARY;
    process.env["PATH"] = `/home/runner/.local/bin:${process.env["PATH"] ?? ""}`;
    const result = await systemCommandRunner("/usr/bin/env", []);
    expect(result).toEqual({ exitCode: 0, output: `PATH=${SYSTEM_PATH}` });
  });

  it("passes its input on stdin", async () => {
    const result = await systemCommandRunner("/usr/bin/cat", [], "profile text\n");
    expect(result).toEqual({ exitCode: 0, output: "profile text" });
  });
});
