// The building blocks for text steward did not write: shown literally, never live.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  blockQuote,
  codeBlock,
  inlineCode,
  link,
  plainText,
  safeHref,
  table,
} from "../../src/report/markdown";
import { liveProblems } from "./support/live-markdown";

describe("plainText", () => {
  it.each([
    ["a_b *c* [d](e) <b>", "a\\_b \\*c\\* \\[d\\]\\(e\\) \\<b\\>"],
    ["see https://evil.example/?q=1 now", "see ` https://evil.example/?q=1 ` now"],
    ["ping @alice and @org/team", "ping @\u200Balice and @\u200Borg\\/team"],
    ["line one\nline two", "line one ↵ line two"],
    ["# not a heading", "\\# not a heading"],
    ["1. not a list", "1\\. not a list"],
    ["| a | b |", "\\| a \\| b \\|"],
    ["&#104;ttps", "\\&\\#104\\;ttps"],
    ["mail me@example.com", "mail ` me@example.com `"],
    ["`x`https://evil.example", "\\`x\\` ` https://evil.example `"],
  ])("%j", (text, expected) => {
    expect(plainText(text)).toBe(expected);
    expect(liveProblems(plainText(text))).toEqual([]);
  });
});

describe("plainText and inlineCode on anything", () => {
  it("leave nothing live", () => {
    const pieces = fc.constantFrom(
      "https://evil.example",
      "@bob",
      "<b>",
      "`",
      "|",
      "\\",
      "&#104;",
      "[x](y)",
      "\n",
      "www.x.y",
      "a@b.co",
    );
    const text = fc
      .array(fc.oneof(pieces, fc.string({ maxLength: 8 })), { maxLength: 20 })
      .map((p) => p.join(""));
    fc.assert(
      fc.property(text, (t) => {
        expect(liveProblems(plainText(t))).toEqual([]);
        expect(liveProblems(`- ${inlineCode(t)}`)).toEqual([]);
        expect(plainText(t)).not.toContain("\n");
      }),
      { numRuns: 2000 },
    );
  });
});

describe("inlineCode", () => {
  it("holds any text in one span", () => {
    expect(inlineCode("npm test")).toBe("` npm test `");
    expect(inlineCode("a `b` c")).toBe("`` a `b` c ``");
    expect(inlineCode("``")).toBe("``` `` ```");
    expect(inlineCode("a\nb")).toBe("` a↵b `");
    expect(inlineCode("")).toBe("`   `");
  });

  it("escapes pipes only in table cells", () => {
    expect(inlineCode("a | b")).toBe("` a | b `");
    expect(inlineCode("a | b", { table: true })).toBe("` a \\| b `");
    expect(inlineCode("a \\| b", { table: true })).toBe("` a \\\u200B\\| b `");
  });
});

describe("codeBlock", () => {
  it("uses a fence longer than any backtick run in the content", () => {
    expect(codeBlock("x\n```\ny", "diff")).toBe("````diff\nx\n```\ny\n````");
    expect(codeBlock("a ``````` b")).toBe("````````\na ``````` b\n````````");
  });
});

describe("links", () => {
  it.each([
    ["https://github.com/o/r/pull/1", "https://github.com/o/r/pull/1"],
    [
      "https://github.com/o/r/tree/a)b(c]d<e>f|g`h'i\"j",
      "https://github.com/o/r/tree/a%29b%28c%5Dd%3Ce%3Ef%7Cg%60h%27i%22j",
    ],
    ["javascript:alert(1)", undefined],
    ["https://user:pass@github.com/", undefined],
    ["not a url", undefined],
  ])("%j", (url, expected) => {
    expect(safeHref(url)).toBe(expected);
  });

  it("falls back to the text alone", () => {
    expect(link("job", "javascript:x")).toBe("job");
    expect(link("job", "https://github.com/o/r/actions/runs/1")).toBe(
      "[job](https://github.com/o/r/actions/runs/1)",
    );
  });
});

describe("blockQuote and table", () => {
  it("quotes every line, blank ones too", () => {
    expect(blockQuote("a\n\n```\nb")).toBe("> a\n>\n> ```\n> b");
  });

  it("lays out a table", () => {
    expect(table(["A", "B"], ["left", "right"], [["x", "1"]])).toBe("| A | B |\n| --- | ---: |\n| x | 1 |");
  });
});
