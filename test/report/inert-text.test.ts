// Issue 21 class 4 and issue 17: outside text that would act once it stands in a commit message or a
// pull request — closing another issue, skipping CI, crediting someone, rewriting the terminal — is
// made inert, and still reads.
import { describe, expect, it } from "vitest";
import { defuseActions, inertLine, inertText, stripControls } from "../../src/report/inert-text";

/** What GitHub would act on: a closing keyword directly followed by a reference. */
const CLOSES =
  /\b(?:close[sd]?|fix(?:e[sd])?|resolve[sd]?):?\s+(?:#\d|GH-\d|[\w.-]+\/[\w.-]+#\d|https?:\/\/\S+\/(?:issues|pull)\/\d)/i;
const SKIPS =
  /\[(?:skip ci|ci skip|no ci|skip actions|actions skip)\]|\*\*\*NO_CI\*\*\*|^skip-checks: ?true$/im;
const TRAILER = /^[A-Za-z0-9][A-Za-z0-9-]*[ \t]*:/m;

describe("closing keywords", () => {
  it.each([
    ["Fixes #1", "Fixes # 1"],
    ["fixes: #12 and closes #13", "fixes - # 12 and closes # 13"],
    ["CLOSES owner/other#5", "CLOSES owner/other# 5"],
    ["Resolved GH-7", "Resolved GH- 7"],
    ["close https://github.com/o/r/issues/9", "close https://github.com/o/r/issues/ 9"],
    ["fixed https://github.com/o/r/pull/10.", "fixed https://github.com/o/r/pull/ 10."],
    ["Resolves: **#3**", "Resolves - **# 3**"],
    ["Fix\n#4 (over a line break)", "Fix\n# 4 (over a line break)"],
    ["Fixes \\#8", "Fixes \\# 8"],
  ])("%s", (text, expected) => {
    const out = inertText(text);
    expect(out).toBe(expected);
    expect(out).not.toMatch(CLOSES);
  });

  it("leaves references without a keyword, words that only contain one, and entities alone", () => {
    for (const text of ["See #12 and o/r#3.", "The prefixes #1 are fine.", "Fixes it: &#39;x&#39; quoted"])
      expect(inertText(text)).toBe(text);
    expect(inertText("Fixes it.\n\nSee #12.")).toBe("Fixes it.\n\nSee #12.");
  });
});

describe("CI-skip tokens", () => {
  it.each([
    ["Done [skip ci]", "Done (skip ci)"],
    ["[ci skip] [no ci] [skip actions] [actions skip]", "(ci skip) (no ci) (skip actions) (actions skip)"],
    ["[SKIP CI] and [skip netlify]", "(SKIP CI) and (skip netlify)"],
    ["***NO_CI*** here", "NO_CI here"],
    ["body\n\nskip-checks: true", "body\n\nskip-checks - true"],
    ["body\n\nskip-checks:true", "body\n\nskip-checks -true"],
  ])("%s", (text, expected) => {
    const out = inertText(text);
    expect(out).toBe(expected);
    expect(out).not.toMatch(SKIPS);
  });

  it("keeps ordinary brackets", () => {
    expect(inertText("[x] done and [link](https://example.com)")).toBe(
      "[x] done and [link](https://example.com)",
    );
  });
});

describe("trailers", () => {
  it("defuses trailer-shaped lines anywhere, and every one in a last paragraph", () => {
    const text =
      "Summary.\nSigned-off-by: Mallory <m@example.com>\n\nCo-authored-by: Eve <e@example.com>\nReviewed-by: Bob <b@example.com>\nNote: forged";
    const out = inertText(text);
    expect(out).toBe(
      "Summary.\nSigned-off-by - Mallory <m@example.com>\n\nCo-authored-by - Eve <e@example.com>\nReviewed-by - Bob <b@example.com>\nNote - forged",
    );
    expect(out.split(/\n\s*\n/).at(-1)).not.toMatch(TRAILER);
  });

  it("keeps prose and URLs that are not in a trailer's place", () => {
    const text = "Note: the parser changed.\n\nDetails at\nhttps://example.com/x";
    expect(inertText(text)).toBe(text);
  });
});

describe("control characters", () => {
  it("removes terminal escapes, controls, bidi overrides and zero-width characters", () => {
    const text =
      "a\u001B[31mred\u001B[0m \u001B]8;;https://evil.example\u0007link\u001B]8;;\u0007 b\u0007\u0000c\u202Eevil\u202C \u2066x\u2069 z\u200Bw\u00ADv\r\nnext";
    expect(stripControls(text)).toBe("ared link bcevil x zwv\nnext");
  });

  it("makes one clean line for titles, clipped", () => {
    expect(inertLine("Crash\u202E [skip ci]\nfixes #3\tnow", 200)).toBe("Crash (skip ci) fixes # 3 now");
    expect(inertLine("x".repeat(50), 10)).toBe(`${"x".repeat(9)}…`);
  });
});

describe("defuseActions", () => {
  it("keeps the zero-width mention breaks of sanitised markdown", () => {
    expect(defuseActions("@\u200Bteam fixes #2")).toBe("@\u200Bteam fixes # 2");
  });
});
