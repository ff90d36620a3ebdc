// ReviewComment on a real workspace: comments the pull request's diff can hold are recorded; every place
// GitHub would refuse comes back as an is_error result that says which lines would do.
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { reviewCommentTool } from "../../src/tools/review-comment";
import { ReviewDraft, type ReviewHunk } from "../../src/tools/session/review";
import { type TestBench, toolBench } from "./helpers";

let bench: TestBench;
afterEach(async () => {
  await bench.cleanup();
});

// src/a.ts: two hunks (new lines 3-8 and 20-24; old 3-7 and 19-22); docs/b.md: one added line.
const FILES = new Map<string, ReviewHunk[]>([
  [
    "src/a.ts",
    [
      { LEFT: { start: 3, end: 7 }, RIGHT: { start: 3, end: 8 } },
      { LEFT: { start: 19, end: 22 }, RIGHT: { start: 20, end: 24 } },
    ],
  ],
  ["docs/b.md", [{ RIGHT: { start: 1, end: 1 } }]],
]);

/** `null`: a session without a review draft. */
async function benchWith(draft: ReviewDraft | null = new ReviewDraft(FILES)) {
  bench = await toolBench([reviewCommentTool], {
    features: { review: true },
    ...(draft === null ? {} : { session: { review: draft } }),
  });
  await mkdir(join(bench.root, "src"));
  const lines = Array.from({ length: 30 }, (_, i) => `line ${String(i + 1)}`);
  await writeFile(join(bench.root, "src/a.ts"), `${lines.join("\n")}\n`);
  return bench;
}

describe("ReviewComment", () => {
  it("records a multi-line suggestion and shows the lines it replaces", async () => {
    const draft = new ReviewDraft(FILES);
    await benchWith(draft);
    const outcome = await bench.call("ReviewComment", {
      path: "src/a.ts",
      start_line: 4,
      line: 6,
      body: "Tidy this up.",
      suggestion: "line four\nline five\n",
    });
    expect(outcome.isError).toBe(false);
    expect(bench.text(outcome)).toBe(
      "Recorded comment 1 on src/a.ts lines 4-6 (RIGHT); it is published with the review when the run ends.\n" +
        "The suggestion replaces these lines as they stand in the workspace — check they are the ones you meant:\n" +
        "     4\tline 4\n     5\tline 5\n     6\tline 6",
    );
    expect(draft.comments()).toEqual([
      {
        path: "src/a.ts",
        line: 6,
        startLine: 4,
        side: "RIGHT",
        body: "Tidy this up.",
        // The trailing newline would add a blank line to the suggestion.
        suggestion: "line four\nline five",
      },
    ]);
  });

  it("takes an absolute path inside the workspace and a comment on a removed line", async () => {
    const draft = new ReviewDraft(FILES);
    await benchWith(draft);
    const outcome = await bench.call("ReviewComment", {
      path: join(bench.root, "src/a.ts"),
      line: 21,
      side: "LEFT",
      body: "Why was this removed?",
    });
    expect(outcome.isError).toBe(false);
    expect(draft.comments()[0]).toMatchObject({ path: "src/a.ts", line: 21, side: "LEFT" });
  });

  it.each([
    [
      "a line outside the diff",
      { path: "src/a.ts", line: 12, body: "x" },
      "Line 12 of src/a.ts (side RIGHT, the pull request's version) is outside the pull request's diff. Lines you can comment on there: 3-8, 20-24. Line numbers are the file's own, as in the diff's @@ headers.",
    ],
    [
      "a range across two hunks",
      { path: "src/a.ts", start_line: 7, line: 21, body: "x" },
      "Lines 7-21 of src/a.ts (side RIGHT, the pull request's version) span more than one hunk of the diff; a multi-line comment must stay inside one hunk (this one covers 20-24).",
    ],
    [
      "a file the pull request does not change",
      { path: "src/other.ts", line: 1, body: "x" },
      "src/other.ts is not among the files this pull request changes with a diff GitHub shows, so no inline comment can go there. Files you can comment on: src/a.ts, docs/b.md. Put remarks about other files in your final summary.",
    ],
    [
      "start_line after line",
      { path: "src/a.ts", start_line: 8, line: 5, body: "x" },
      "start_line (8) comes after line (5); start_line is the first line of the range and line the last.",
    ],
    [
      "a suggestion on the base version",
      { path: "src/a.ts", line: 4, side: "LEFT", body: "x", suggestion: "y" },
      "A suggestion replaces lines of the pull request's version, so it needs side RIGHT; side LEFT was given.",
    ],
    [
      "line 0",
      { path: "src/a.ts", line: 0, body: "x" },
      "line must be a whole line number of 1 or more, got 0.",
    ],
    [
      "an empty body without a suggestion",
      { path: "src/a.ts", line: 4, body: "  " },
      "body is empty: say what the comment is about (a suggestion alone needs a sentence of why).",
    ],
  ])("refuses %s with a message the model can act on", async (_name, input, message) => {
    const draft = new ReviewDraft(FILES);
    await benchWith(draft);
    const outcome = await bench.call("ReviewComment", input);
    expect(outcome.isError).toBe(true);
    expect(bench.text(outcome)).toContain(message);
    expect(draft.comments()).toHaveLength(0);
  });

  it("stops at the review's comment limit", async () => {
    const draft = new ReviewDraft(FILES, 2);
    await benchWith(draft);
    for (const line of [3, 4])
      expect((await bench.call("ReviewComment", { path: "src/a.ts", line, body: "x" })).isError).toBe(false);
    const third = await bench.call("ReviewComment", { path: "src/a.ts", line: 5, body: "x" });
    expect(third.isError).toBe(true);
    expect(bench.text(third)).toContain("The review already holds 2 inline comments");
  });

  it("is not offered to a session without a review, and refuses if called there anyway", async () => {
    bench = await toolBench([reviewCommentTool]);
    expect(bench.registry.names()).toEqual([]);
    await bench.cleanup();
    await benchWith(null);
    const outcome = await bench.call("ReviewComment", { path: "src/a.ts", line: 4, body: "x" });
    expect(outcome.isError).toBe(true);
    expect(bench.text(outcome)).toContain("This run does not publish a review");
  });
});
