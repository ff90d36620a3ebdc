// runAction in-process, for what needs no world: the first thing a run outside Actions says.
import { describe, expect, it } from "vitest";
import { runAction } from "../../src/action/run";
import type { RunnerCommands } from "../../src/github/runner-commands";

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
