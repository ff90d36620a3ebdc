// The rendered tracking comments docs/tracking-comment.md shows: produced here by the same code the
// action posts with (RunProgress → renderTrackingComment → finalizeForGitHub), never written by hand.
// A change to the renderer shows up as a diff of docs/examples/; `npx vitest run -u` rewrites them.
import { describe, expect, it } from "vitest";
import { RunProgress } from "../../src/action/progress";
import { createRedactor, trackingMarker } from "../../src/report/index";
import type { RunState } from "../../src/report/state";

const REPO = "https://github.com/octo/app";

/** A run for "@steward the CSV parser splits quoted commas, please fix" on issue #12. */
function progress(): RunProgress {
  const run = new RunProgress(
    {
      trigger: "mention by @alice on #12",
      startedAt: "2025-06-02T09:14:03.000Z",
      links: { job: `${REPO}/actions/runs/1520/job/4471` },
    },
    {
      marker: trackingMarker("12-mention-2211"),
      redact: createRedactor(["ghs_16C7e42F292c6912E7710c838347Ae178B4a"]),
      allowedHosts: ["github.com"],
    },
    undefined,
  );
  const state: RunState = run.state;
  state.phase = "working";
  state.todos = [
    { content: "Reproduce the bug with a test", activeForm: "Reproducing the bug", status: "completed" },
    { content: "Fix quoted fields in parse()", activeForm: "Fixing quoted fields", status: "in_progress" },
    { content: "Run the test suite", activeForm: "Running the test suite", status: "pending" },
  ];
  state.toolCalls = [
    { tool: "Read", summary: "Read src/csv/parse.ts", decision: "allow", rule: null, isError: false },
    { tool: "Grep", summary: "Grep splitFields in src", decision: "allow", rule: null, isError: false },
    {
      tool: "Write",
      summary: "Write test/csv/quoted.test.ts",
      decision: "allow",
      rule: null,
      isError: false,
    },
    {
      tool: "Bash",
      summary: "Bash npx vitest run test/csv",
      decision: "allow",
      rule: "Bash(npx vitest run *)",
      isError: true,
    },
    {
      tool: "WebFetch",
      summary: "WebFetch https://example.com/rfc4180",
      decision: "deny",
      reason: "no rule allows fetching from example.com; the allowed domains are docs.github.com.",
      rule: null,
      isError: false,
    },
    { tool: "Edit", summary: "Edit src/csv/parse.ts", decision: "allow", rule: null, isError: false },
  ];
  state.currentStep = "Edit src/csv/parse.ts";
  return run;
}

const DIFF = `diff --git a/src/csv/parse.ts b/src/csv/parse.ts
index 3b18e51..9c2d0f4 100644
--- a/src/csv/parse.ts
+++ b/src/csv/parse.ts
@@ -4,5 +4,5 @@ export function parseLine(line: string): string[] {
-  return line.split(",");
+  // A comma inside double quotes belongs to the field (RFC 4180).
+  return splitFields(line);
 }
diff --git a/test/csv/quoted.test.ts b/test/csv/quoted.test.ts
new file mode 100644
index 0000000..1f0e2aa
--- /dev/null
+++ b/test/csv/quoted.test.ts
@@ -0,0 +1,6 @@
+import { expect, it } from "vitest";
+import { parseLine } from "../../src/csv/parse";
+
+it("keeps a quoted comma inside its field", () => {
+  expect(parseLine('a,"b,c",d')).toEqual(["a", "b,c", "d"]);
+});
`;

function finished(run: RunProgress): RunProgress {
  const state = run.state;
  state.phase = "done";
  state.todos = state.todos.map((todo) => ({ ...todo, status: "completed" }));
  state.toolCalls.push({
    tool: "Bash",
    summary: "Bash npx vitest run test/csv",
    decision: "allow",
    rule: "Bash(npx vitest run *)",
    isError: false,
  });
  Object.assign(state.links, {
    branch: { name: "steward/issue-12-3fa9c1", url: `${REPO}/tree/steward/issue-12-3fa9c1` },
    commit: {
      sha: "5d41402abc4b2a76b9719d911017c592ae4e07b1",
      url: `${REPO}/commit/5d41402abc4b2a76b9719d911017c592ae4e07b1`,
    },
    pullRequest: { number: 13, url: `${REPO}/pull/13` },
    summary: `${REPO}/actions/runs/1520#summary`,
  });
  state.final = {
    reason: "completed",
    summary:
      '`parseLine` split every line at every comma, so a quoted field such as `"b,c"` became two.\n\n' +
      "- `parseLine` now uses `splitFields`, which keeps commas inside double quotes\n" +
      "- `test/csv/quoted.test.ts` covers the case from the issue\n\n" +
      "The test suite passes.",
    files: [
      { path: "src/csv/parse.ts", additions: 2, deletions: 1, status: "modified" },
      { path: "test/csv/quoted.test.ts", additions: 6, deletions: 0, status: "added" },
    ],
    diff: DIFF,
    numbers: {
      turns: 11,
      durationMs: 184_000,
      costUsd: 0.2137,
      costEstimated: false,
      inputTokens: 18_422,
      outputTokens: 3_906,
      cacheReadTokens: 151_340,
      cacheWriteTokens: 14_208,
    },
    notes: [],
  };
  return run;
}

function interrupted(run: RunProgress): RunProgress {
  const state = run.state;
  state.phase = "cancelled";
  Object.assign(state.links, {
    branch: {
      name: "steward/wip-issue-12-3fa9c1-8be210",
      url: `${REPO}/tree/steward/wip-issue-12-3fa9c1-8be210`,
    },
    summary: `${REPO}/actions/runs/1520#summary`,
  });
  state.final = {
    reason: "the run was cancelled",
    summary: "",
    files: [{ path: "src/csv/parse.ts", additions: 2, deletions: 1, status: "modified" }],
    diff: DIFF.slice(0, DIFF.indexOf("diff --git a/test")),
    numbers: {
      turns: 6,
      durationMs: 71_000,
      costUsd: 0.0911,
      costEstimated: false,
      inputTokens: 9_120,
      outputTokens: 1_877,
      cacheReadTokens: 60_310,
      cacheWriteTokens: 9_950,
    },
    notes: ["The work in progress was saved to the branch steward/wip-issue-12-3fa9c1-8be210."],
  };
  return run;
}

describe("the tracking comment examples in docs/examples/", () => {
  it("while working", async () => {
    await expect(progress().body()).toMatchFileSnapshot("../../docs/examples/tracking-comment-working.md");
  });

  it("when done", async () => {
    await expect(finished(progress()).body()).toMatchFileSnapshot(
      "../../docs/examples/tracking-comment-done.md",
    );
  });

  it("when cancelled, with the work saved", async () => {
    await expect(interrupted(progress()).body()).toMatchFileSnapshot(
      "../../docs/examples/tracking-comment-cancelled.md",
    );
  });
});
