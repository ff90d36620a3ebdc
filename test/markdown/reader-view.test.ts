import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isInvisible } from "../../src/github/context/invisible";
import { CODE, DEST, HIDDEN, QUOTE, readerMask } from "../../src/markdown/reader-view";

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
});
