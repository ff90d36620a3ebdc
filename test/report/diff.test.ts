// Diff trimming: whole files first, then whole hunks, counts of what was left out.
import { describe, expect, it } from "vitest";
import { splitDiff, trimDiff } from "../../src/report/diff";
import { utf16Length } from "../../src/report/limits";
import { bigDiff, smallDiff } from "./support/states";

describe("splitDiff", () => {
  it("splits a git diff into files and hunks", () => {
    const parts = splitDiff(bigDiff(3, 2, 2));
    expect(parts.map((p) => p.path)).toEqual(["src/f0.ts", "src/f1.ts", "src/f2.ts"]);
    expect(parts[0]?.hunks).toHaveLength(2);
    expect(parts[0]?.header).toContain("+++ b/src/f0.ts");
  });

  it("names deleted files by their old path and splits diffs without git headers", () => {
    const deleted =
      "diff --git a/old.txt b/old.txt\ndeleted file mode 100644\n--- a/old.txt\n+++ /dev/null\n@@ -1 +0,0 @@\n-x\n";
    expect(splitDiff(deleted)[0]?.path).toBe("old.txt");
    const plain = "--- a/x\n+++ b/x\n@@ -1 +1 @@\n-a\n+b\n--- a/y\n+++ b/y\n@@ -1 +1 @@\n-c\n+d\n";
    expect(splitDiff(plain).map((p) => p.path)).toEqual(["x", "y"]);
  });
});

describe("trimDiff", () => {
  it("keeps everything that fits", () => {
    const trimmed = trimDiff(smallDiff, 10_000, utf16Length);
    expect(trimmed.text).toBe(smallDiff.trimEnd());
    expect(trimmed).toMatchObject({ files: 1, wholeFiles: 1, omittedFiles: 0, omittedLines: 0 });
  });

  it("keeps whole files, skipping the ones too big for what is left", () => {
    const diff = bigDiff(1, 20, 10) + bigDiff(1, 1, 2).replace(/f0/g, "small").replace(/v0_/g, "s_");
    const trimmed = trimDiff(diff, 2_000, utf16Length);
    expect(trimmed.text).toContain("src/small.ts");
    expect(trimmed.wholeFiles).toBe(1);
    expect(trimmed.partialFiles).toBe(1);
    expect(utf16Length(trimmed.text)).toBeLessThanOrEqual(2_000);
    // Only whole hunks of the big file: every hunk shown has all its 10 lines.
    const shownHunks = trimmed.text
      .split("\n@@")
      .slice(1)
      .filter((h) => h.includes("v0_"));
    expect(shownHunks.length).toBeGreaterThan(0);
    for (const hunk of shownHunks)
      expect(hunk.split("\n").filter((l) => l.startsWith("+const v0_"))).toHaveLength(10);
  });

  it("counts what was left out", () => {
    const diff = bigDiff(10, 2, 20);
    const trimmed = trimDiff(diff, 5_000, utf16Length);
    const total = diff.trimEnd().split("\n").length;
    expect(trimmed.totalLines).toBe(total);
    expect(trimmed.omittedLines).toBe(total - trimmed.text.split("\n").length);
    expect(trimmed.omittedFiles + trimmed.wholeFiles + trimmed.partialFiles).toBe(10);
    expect(trimmed.omittedFiles).toBeGreaterThan(0);
  });

  it("shows the first lines of the first file when no whole hunk fits", () => {
    const trimmed = trimDiff(bigDiff(1, 1, 500), 1_000, utf16Length);
    expect(trimmed.text.startsWith("diff --git a/src/f0.ts")).toBe(true);
    expect(trimmed.partialFiles).toBe(1);
    expect(utf16Length(trimmed.text)).toBeLessThanOrEqual(1_000);
  });

  it("shows nothing when nothing fits", () => {
    expect(trimDiff(smallDiff, 0, utf16Length)).toMatchObject({ text: "", omittedFiles: 1 });
  });
});
