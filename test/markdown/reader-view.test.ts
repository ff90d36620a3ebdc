import { spawnSync } from "node:child_process";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isInvisible } from "../../src/github/context/invisible";
import { parsedCharacters } from "../../src/markdown/parse";
import { CODE, DEST, HIDDEN, QUOTE, readerMask } from "../../src/markdown/reader-view";
import { cmarkGfmAvailable, cmarkGfmRequired } from "../report/support/reference-render";

// [markdown, what opens a construct the HTML block leaves open, what would close it]
const leftOpen: [string, string, string][] = [
  ["<div>\n<!-- x\n\nfoo -->\n\n@steward do x", "<!--", "-->"],
  ["> <!-- x\n\nfoo -->\n\n@steward do x", "<!--", "-->"],
  ["- <!-- x\n\nfoo -->\n\n@steward do x", "<!--", "-->"],
  ['<div title="x\n\n@steward do x', 'title="', '"'],
  ["> <div title='\n\n@steward do x", "title='", "'"],
];

/** Markdown made of the characters that build constructs, so random texts hit many of them. */
const markdownish = fc
  .array(
    fc.constantFrom(
      ..."`~*_[]()<>!-:#|\\&;\" '\n\t@ax1".split(""),
      "<!--",
      "-->",
      "```",
      "<pre>",
      "</pre>",
      "<div hidden>",
      "</div>",
      "&zwj;",
      "[x]: u",
      "@steward",
    ),
    { maxLength: 200 },
  )
  .map((parts) => parts.join(""));

describe("readerMask", () => {
  it("flags each construct where the parser puts it", () => {
    const text = "`a` b\n\n> c\n\n<!-- d -->\n\n[e](f 'g')\n\n    h";
    const at = (s: string) => readerMask(text, isInvisible)[text.indexOf(s)] ?? 0;
    expect([at("a"), at("b"), at("c"), at("d"), at("e"), at("f"), at("g"), at("h")]).toEqual([
      CODE,
      0,
      QUOTE,
      HIDDEN,
      0,
      DEST,
      HIDDEN,
      CODE,
    ]);
  });

  // Found in review: a comment's length of pieces micromark merges back one splice at a time (escapes,
  // references, code spans) took 2.2 to 2.6 s to read, on the way to the first model request. Such a
  // comment is not read: all of it is hidden.
  it.each(["a&a\\&", "a!a\\!", "a!a`b`", "x\\!y!"])("does not read a comment of %j repeated", (unit) => {
    const text = unit.repeat(Math.floor(65_536 / unit.length));
    const parsed = parsedCharacters();
    const mask = readerMask(text, isInvisible);
    expect(parsedCharacters()).toBe(parsed);
    expect(mask.every((flags) => (flags & HIDDEN) !== 0)).toBe(true);
  });

  it("never shows what comes after a blank line inside an HTML comment, whatever comes before", () => {
    fc.assert(
      fc.property(markdownish, (before) => {
        const text = `${before}\n\n<!-- SECRET -->`;
        const mask = readerMask(text, isInvisible);
        const secret = text.lastIndexOf("SECRET");
        const flags = mask[secret] ?? 0;
        expect(flags & (HIDDEN | CODE | DEST)).not.toBe(0);
      }),
      { numRuns: 300 },
    );
  });

  it.each(leftOpen)(
    "hides what follows a construct an HTML block leaves open: %j",
    (text, opener, closer) => {
      const mask = readerMask(text, isInvisible);
      expect((mask[text.indexOf("@steward")] ?? 0) & HIDDEN).toBe(HIDDEN);
      if (cmarkGfmRequired) expect(cmarkGfmAvailable).toBe(true);
      if (!cmarkGfmAvailable) return;
      // The HTML GitHub's parser family emits leaves the construct open up to the mention.
      const html = spawnSync("cmark-gfm", ["--unsafe"], { input: text, encoding: "utf8" }).stdout;
      const opened = html.indexOf(opener);
      expect(opened).toBeGreaterThan(-1);
      expect(html.slice(opened + opener.length, html.indexOf("@steward"))).not.toContain(closer);
    },
  );
});
