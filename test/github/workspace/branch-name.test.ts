import { describe, expect, it } from "vitest";
import { newBranchName, newShortId, slugify } from "../../../src/github/workspace/index";

describe("branch names", () => {
  it("follows <prefix><kind>-<number|slug>-<short id>", () => {
    expect(newBranchName({ prefix: "steward/", kind: "issue", subject: 42, shortId: "3fa9c1" })).toBe(
      "steward/issue-42-3fa9c1",
    );
    expect(
      newBranchName({ prefix: "steward/", kind: "ci-fix", subject: "Build & Test", shortId: "3fa9c1" }),
    ).toBe("steward/ci-fix-build-test-3fa9c1");
    // Automation runs: <prefix><slug>-<short id>.
    expect(newBranchName({ prefix: "steward/", subject: "Nightly: bump deps", shortId: "3fa9c1" })).toBe(
      "steward/nightly-bump-deps-3fa9c1",
    );
  });

  it("slugs any text into a short, safe word list", () => {
    expect(slugify("Crème brûlée — déjà vu!")).toBe("creme-brulee-deja-vu");
    expect(slugify("../../etc/passwd; rm -rf / @{-1} refs:heads")).toBe("etc-passwd-rm-rf-1-refs-heads");
    expect(slugify("")).toBe("task");
    expect(slugify("日本語")).toBe("task");
    expect(slugify("a".repeat(100))).toBe("a".repeat(40));
    expect(slugify("word ".repeat(30)).length).toBeLessThanOrEqual(40);
  });

  it("makes six-hex short ids", () => {
    expect(newShortId()).toMatch(/^[0-9a-f]{6}$/);
    expect(newShortId()).not.toBe(newShortId());
  });
});
