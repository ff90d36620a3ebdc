import { describe, expect, it } from "vitest";
import { buildDiff } from "../../../src/github/context/diff";
import { fairShares } from "../../../src/github/context/shares";

const patchOf = (chars: number, prefix = "+") => {
  const lines: string[] = [];
  let used = 0;
  for (let i = 0; used < chars; i++) {
    const line = `${prefix}${String(i).padStart(5, "0")} ${"y".repeat(33)}`;
    lines.push(line);
    used += line.length + 1;
  }
  return lines.join("\n");
};

describe("fairShares", () => {
  it.each([
    [[10, 20, 30], 100, [10, 20, 30]],
    [[10, 500, 500], 310, [10, 150, 150]],
    [[100, 100, 100], 90, [30, 30, 30]],
    [[], 100, []],
    [[5, 1000], 0, [0, 0]],
  ])("%j within %d → %j", (sizes, budget, shares) => {
    expect(fairShares(sizes, budget)).toEqual(shares);
  });
});

describe("buildDiff", () => {
  it("shows a diff that fits whole", () => {
    const diff = buildDiff([{ path: "a.ts", patch: "@@ -1 +1 @@\n-a\n+b" }], 1000);
    expect(diff).toEqual({
      parts: [{ path: "a.ts", text: "@@ -1 +1 @@\n-a\n+b", totalLines: 3, cutLines: 0 }],
      leftOut: [],
      totalChars: 17,
      shownChars: 17,
      budget: 1000,
    });
  });

  it("keeps small files whole and cuts big ones to equal shares at line boundaries", () => {
    const files = [
      { path: "big1.ts", patch: patchOf(20_000) },
      { path: "small.ts", patch: patchOf(500) },
      { path: "big2.ts", patch: patchOf(30_000) },
    ];
    const diff = buildDiff(files, 10_500, 1_000);
    expect(diff.parts.map((p) => p.path)).toEqual(["big1.ts", "small.ts", "big2.ts"]);
    const [big1, small, big2] = diff.parts;
    expect(small?.cutLines).toBe(0);
    expect(big1?.text.length).toBeLessThanOrEqual(5_000);
    expect(big1?.text.length).toBeGreaterThan(4_900);
    expect(big2?.text.length).toBeLessThanOrEqual(5_000);
    expect(big1?.text.endsWith("y")).toBe(true);
    expect(big1?.cutLines).toBeGreaterThan(0);
    expect(diff.shownChars).toBeLessThanOrEqual(10_500);
  });

  it("leaves files out when the budget is too thin for useful shares, and says why", () => {
    const files = Array.from({ length: 20 }, (_, i) => ({ path: `f${String(i)}.ts`, patch: patchOf(5_000) }));
    const diff = buildDiff(files, 10_000, 2_000);
    expect(diff.parts.map((p) => p.path)).toEqual(["f0.ts", "f1.ts", "f2.ts", "f3.ts", "f4.ts"]);
    expect(diff.leftOut).toHaveLength(15);
    expect(diff.leftOut[0]).toEqual({
      path: "f5.ts",
      reason: "left out: the diff budget (10000 characters) ran out",
    });
  });

  it("notes files without a patch and shows invisible characters", () => {
    const diff = buildDiff([
      { path: "logo.png" },
      { path: "a.ts", patch: "+const isAdmin = false;\u202E } if (isAdmin) {" },
    ]);
    expect(diff.leftOut).toEqual([
      { path: "logo.png", reason: "GitHub gives no patch (a binary file, or a diff too large to show)" },
    ]);
    expect(diff.parts[0]?.text).toBe("+const isAdmin = false;⟦U+202E⟧ } if (isAdmin) {");
  });
});
