import { describe, expect, it } from "vitest";
import { cleanLogLines, excerptLog } from "../../../src/github/context/log-excerpt";

const ts = "2024-05-01T12:00:00.1234567Z ";

describe("cleanLogLines", () => {
  it("removes timestamps, colours, group ends and the BOM; shows invisible characters; cuts giant lines", () => {
    const raw = `\uFEFF${ts}##[group]Run npm test\n${ts}\u001b[31mred\u001b[0m\n${ts}##[endgroup]\n${ts}a\u200Bb\n${"z".repeat(1000)}`;
    const lines = cleanLogLines(raw);
    expect(lines.slice(0, 3)).toEqual(["##[group]Run npm test", "red", "a⟦U+200B⟧b"]);
    expect(lines[3]).toMatch(/^z{400}… \(line cut\)$/);
  });
});

describe("excerptLog", () => {
  it("keeps a short log whole", () => {
    const log = ["one", "two", "##[error]Process completed with exit code 2."].map((l) => ts + l).join("\n");
    expect(excerptLog(log, 10_000)).toEqual({
      text: "one\ntwo\n##[error]Process completed with exit code 2.",
      totalLines: 3,
      shownLines: 3,
    });
  });

  it("keeps the failing parts and the end of a long log, saying how much was left out", () => {
    const lines = [
      "##[group]Run make",
      ...Array.from({ length: 300 }, (_, i) => `compiling unit ${String(i)}`),
      "src/lexer.c:41:7: error: 'tok' undeclared",
      ...Array.from({ length: 300 }, (_, i) => `linking step ${String(i)}`),
      "make: *** [Makefile:12: all] Error 1",
      ...Array.from({ length: 100 }, (_, i) => `cleanup ${String(i)}`),
      "##[error]Process completed with exit code 2.",
    ];
    const excerpt = excerptLog(lines.join("\n"), 5_000);
    expect(excerpt.text).toContain("src/lexer.c:41:7: error: 'tok' undeclared");
    expect(excerpt.text).toContain("make: *** [Makefile:12: all] Error 1");
    expect(excerpt.text).toContain("##[error]Process completed with exit code 2.");
    expect(excerpt.text).toContain("##[group]Run make");
    expect(excerpt.text).not.toContain("compiling unit 100");
    expect(excerpt.text).toMatch(/^##\[group\]Run make\n… \(\d+ lines left out\) …\ncompiling unit 29[4-9]/);
    expect(excerpt.totalLines).toBe(lines.length);
    expect(excerpt.shownLines).toBeLessThan(100);
  });

  it("stays within a small cap, keeping GitHub's error annotation first", () => {
    const lines = [
      ...Array.from({ length: 500 }, (_, i) => `FAIL case ${String(i)}`),
      "##[error]Process completed with exit code 1.",
    ];
    const excerpt = excerptLog(lines.join("\n"), 400);
    const shown = excerpt.text.split("\n").filter((l) => !l.startsWith("…"));
    expect(shown.join("\n").length).toBeLessThanOrEqual(400);
    expect(excerpt.text).toContain("##[error]Process completed with exit code 1.");
  });

  it("handles an empty log", () => {
    expect(excerptLog("", 1000)).toEqual({ text: "", totalLines: 0, shownLines: 0 });
  });
});
