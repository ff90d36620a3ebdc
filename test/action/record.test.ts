// The run's one record: what the phases note is redacted as it is taken (a secret masked later is
// redacted from later notes too), links set the outputs that name the same things, and the outcome
// sets every output, conclusion last, with the failure annotated.
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { RunProgress } from "../../src/action/progress";
import { RunRecord } from "../../src/action/record";
import { createRunnerCommands } from "../../src/github/runner-commands";
import { parseEnvironmentFile, parseWorkflowCommands } from "../support/runner";
import { withRunnerProcess } from "../support/runner-process";

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "steward-record-"));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function recordWithRunner() {
  const outputFile = join(dir, "output");
  await writeFile(outputFile, "");
  const env = { GITHUB_OUTPUT: outputFile };
  const runner = createRunnerCommands(env);
  const progress = new RunProgress(
    { trigger: "a test", startedAt: "2026-01-01T00:00:00.000Z", links: {} },
    { marker: "<!-- test -->", redact: runner.redact, allowedHosts: ["github.com"] },
    undefined,
  );
  return {
    runner,
    record: new RunRecord(runner, progress),
    outputs: async () => parseEnvironmentFile(await readFile(outputFile, "utf8")),
    /** Calls `use` with @actions/core writing to this job's files; what it printed. */
    printed: async (use: () => unknown) => (await withRunnerProcess(env, use)).stdout,
  };
}

describe("RunRecord", () => {
  it("redacts a note as it is taken, with the secrets masked by then", async () => {
    const { runner, record, printed } = await recordWithRunner();
    const secret = "s3cr3t-value-from-an-mcp-server";
    record.note(`before the mask: ${secret}`);
    await printed(() => runner.mask(secret));
    record.note(`the server said ${secret}`, "nothing secret");
    expect(record.notes).toEqual([`before the mask: ${secret}`, "the server said ***", "nothing secret"]);
  });

  it("sets the outputs that name the links it is given, and shows the links in the report", async () => {
    const { record } = await recordWithRunner();
    record.link({
      branch: { name: "steward/issue-1", url: "https://github.com/o/r/tree/steward/issue-1" },
      commit: { sha: "abc123", url: "https://github.com/o/r/commit/abc123" },
      pullRequest: { number: 2, url: "https://github.com/o/r/pull/2" },
      review: { url: "https://github.com/o/r/pull/2#r", comments: 1, kind: "review" },
      transcript: "https://github.com/o/r/actions/runs/1/artifacts/9",
    });
    expect(record.outputs).toEqual({
      branch: "steward/issue-1",
      "commit-sha": "abc123",
      "pull-request-url": "https://github.com/o/r/pull/2",
      "review-url": "https://github.com/o/r/pull/2#r",
      "transcript-url": "https://github.com/o/r/actions/runs/1/artifacts/9",
    });
    expect(record.state.links.pullRequest?.number).toBe(2);
  });

  it("concludes with every output set and a failure annotated with its reason", async () => {
    const { record, outputs, printed } = await recordWithRunner();
    record.output("turns", "3");
    record.end("budget", "the turn limit (max-turns) was reached");
    const stdout = await printed(() =>
      expect(record.conclude()).toEqual({
        conclusion: "failure",
        reason: "the turn limit (max-turns) was reached",
      }),
    );
    expect(await outputs()).toEqual({ turns: "3", conclusion: "failure" });
    expect(parseWorkflowCommands(stdout)).toContainEqual(
      expect.objectContaining({ command: "error", data: "the turn limit (max-turns) was reached" }),
    );
  });
});
