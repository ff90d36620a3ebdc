// The lines of a pull request inline comments may use, and a fork's small edits turned into suggestions.
import { describe, expect, it } from "vitest";
import { hunksOf, reviewableFiles } from "../../../src/github/review/hunks";
import { suggestionsFromDiff } from "../../../src/github/review/suggest";

describe("hunksOf", () => {
  it("gives each hunk's line range on both sides, as GitHub's patch counts them", () => {
    const patch =
      "@@ -1,3 +1,4 @@\n a\n-b\n+B\n+C\n c\n@@ -10,2 +11,2 @@\n x\n-y\n+z\n\\ No newline at end of file";
    expect(hunksOf(patch)).toEqual([
      { LEFT: { start: 1, end: 3 }, RIGHT: { start: 1, end: 4 } },
      { LEFT: { start: 10, end: 11 }, RIGHT: { start: 11, end: 12 } },
    ]);
  });

  it("has no LEFT lines for an added file and no RIGHT lines for a deleted one", () => {
    expect(hunksOf("@@ -0,0 +1,2 @@\n+a\n+b")).toEqual([{ RIGHT: { start: 1, end: 2 } }]);
    expect(hunksOf("@@ -1,2 +0,0 @@\n-a\n-b")).toEqual([{ LEFT: { start: 1, end: 2 } }]);
  });

  it("leaves out files without a patch and patches it cannot read", () => {
    const files = reviewableFiles([
      { path: "a.ts", patch: "@@ -1 +1 @@\n-a\n+b" },
      { path: "logo.png" },
      { path: "odd.txt", patch: "@@ -1,2 +1,2 @@\n-a\n+b\nnot a diff line" },
    ]);
    expect([...files.keys()]).toEqual(["a.ts"]);
  });
});

const PR_FILES = reviewableFiles([
  { path: "src/math.ts", patch: "@@ -0,0 +1,6 @@\n+1\n+2\n+3\n+4\n+5\n+6" },
  { path: "src/tail.ts", patch: "@@ -10,3 +10,4 @@\n 10\n 11\n+12\n 13" },
]);

function gitDiff(path: string, hunks: string): string {
  return `diff --git a/${path} b/${path}\nindex 1111111..2222222 100644\n--- a/${path}\n+++ b/${path}\n${hunks}\n`;
}

describe("suggestionsFromDiff", () => {
  it("turns a one-hunk replacement on the PR's lines into a suggestion for exactly those lines", () => {
    const patch = gitDiff("src/math.ts", "@@ -1,6 +1,6 @@\n 1\n 2\n-3\n-4\n+three\n+four\n 5\n 6");
    expect(suggestionsFromDiff(patch, PR_FILES)).toEqual([
      {
        path: "src/math.ts",
        side: "RIGHT",
        startLine: 3,
        line: 4,
        suggestion: "three\nfour",
        body: expect.stringContaining("steward's change") as string,
      },
    ]);
  });

  it("anchors a pure insertion on the line before it", () => {
    const patch = gitDiff("src/math.ts", "@@ -2,2 +2,3 @@\n 2\n+2.5\n 3");
    const [suggestion] = suggestionsFromDiff(patch, PR_FILES);
    expect(suggestion).toMatchObject({ path: "src/math.ts", line: 2, suggestion: "2\n2.5" });
    expect(suggestion?.startLine).toBeUndefined();
  });

  it("offers a deletion as an empty suggestion", () => {
    const patch = gitDiff("src/math.ts", "@@ -4,3 +4,2 @@\n 4\n-5\n 6");
    expect(suggestionsFromDiff(patch, PR_FILES)).toMatchObject([{ line: 5, suggestion: "" }]);
  });

  it("leaves in the patch what a suggestion cannot carry", () => {
    const twoHunks = gitDiff("src/math.ts", "@@ -1,2 +1,2 @@\n-1\n+one\n 2\n@@ -5,2 +5,2 @@\n 5\n-6\n+six");
    // Line 9 of tail.ts is context the PR's diff does not show.
    const outside = gitDiff("src/tail.ts", "@@ -8,3 +8,3 @@\n 8\n-9\n+nine\n 10");
    const otherFile = gitDiff("README.md", "@@ -1 +1 @@\n-a\n+b");
    const noNewline = gitDiff("src/math.ts", "@@ -6 +6 @@\n-6\n\\ No newline at end of file\n+six");
    for (const patch of [twoHunks, outside, otherFile, noNewline])
      expect(suggestionsFromDiff(patch, PR_FILES), patch).toEqual([]);
  });
});
