// Review text: the model's comment made safe, the suggestion in a fence nothing inside it can close,
// secrets redacted everywhere, and everything within GitHub's comment limit.
import { describe, expect, it } from "vitest";
import { COMMENT_LIMIT, createRedactor } from "../../src/report/index";
import { renderReviewBody, renderReviewCommentBody } from "../../src/report/review";

const SECRET = "ghs_reviewSecret000000000000000000000000";
const options = { redact: createRedactor([SECRET]), allowedHosts: ["github.com"] };
const comment = { path: "a.md", line: 3, side: "RIGHT" as const, body: "Fix the example." };

describe("renderReviewCommentBody", () => {
  it("fences a suggestion with more backticks than any run inside it", () => {
    const body = renderReviewCommentBody({ ...comment, suggestion: "````js\nx\n````" }, options);
    expect(body).toBe("Fix the example.\n\n`````suggestion\n````js\nx\n````\n`````");
  });

  it("redacts secrets in the text and the suggestion, and neutralises images to other hosts", () => {
    const body = renderReviewCommentBody(
      {
        ...comment,
        body: `Token ${SECRET} ![x](https://evil.example/?q=1)`,
        suggestion: `const token = "${SECRET}";`,
      },
      options,
    );
    expect(body).not.toContain(SECRET);
    expect(body).not.toMatch(/!\[x\]\(https:\/\/evil/);
    expect(body).toContain('```suggestion\nconst token = "***";\n```');
  });

  it("keeps a long comment within the limit with its suggestion whole, and drops a suggestion that cannot fit", () => {
    const long = renderReviewCommentBody(
      { ...comment, body: "word ".repeat(20_000), suggestion: "x" },
      options,
    );
    expect(long.length).toBeLessThanOrEqual(COMMENT_LIMIT.max);
    expect(long.endsWith("```suggestion\nx\n```")).toBe(true);
    const huge = renderReviewCommentBody({ ...comment, suggestion: "y".repeat(70_000) }, options);
    expect(huge.length).toBeLessThanOrEqual(COMMENT_LIMIT.max);
    expect(huge).toContain("too long for a comment");
  });
});

describe("renderReviewBody", () => {
  it("puts comments that could not go inline after the summary, with where they were meant to go", () => {
    const body = renderReviewBody(
      "Looks fine overall.",
      [{ comment: { ...comment, startLine: 1, suggestion: "new" }, why: "The lines moved." }],
      options,
    );
    expect(body).toContain("Looks fine overall.");
    expect(body).toMatch(/#### ` ?a\.md ?`, lines 1–3\n_The lines moved\\._\n\nFix the example\./);
    expect(body).toContain("```\nnew\n```");
  });

  it("ends with a link to the job run, and stays within the limit with it", () => {
    const body = renderReviewBody("x ".repeat(40_000), [], {
      ...options,
      runUrl: "https://github.com/o/r/actions/runs/1",
    });
    expect(body.endsWith("\n\n---\n[steward's job run](https://github.com/o/r/actions/runs/1)")).toBe(true);
    expect(body.length).toBeLessThanOrEqual(COMMENT_LIMIT.max);
  });

  it("is never empty (GitHub requires a body for a COMMENT review)", () => {
    expect(renderReviewBody("  ", [], options)).toBe("steward reviewed this pull request.");
  });
});
