// A dense paragraph has its marks escaped, and nothing else: not the fences and code around it, nor
// the URLs and code spans in it. Read by the parser, the escaped paragraph forms no emphasis, also
// where a URL's marks were left as they are.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { markdownEvents, parsedCharacters } from "../../../src/markdown/parse";
import { tooCostlyToParse } from "../../../src/markdown/parse-cost";
import { tryEscapeCostlyParagraphs } from "../../../src/report/sanitizer/dense-paragraphs";

/** 600 emphasis runs: a dense paragraph (see MAX_PARAGRAPH_RUNS). */
const marks = " _a *b ~c".repeat(200);
const escapedMarks = " \\_a \\*b \\~c".repeat(200);
/** 300 "]" that may end a link: a paragraph dense with brackets (see MAX_PARAGRAPH_MARKS). */
const brackets = " ]x".repeat(300);
const escapedBrackets = " \\]x".repeat(300);

/** What the parser reads in `text`: how many emphasis (or strikethrough) it forms, and the text of its URLs and code. */
function read(text: string): { emphasis: number; literals: string[] } {
  const entered = markdownEvents(text)
    .filter(([kind]) => kind === "enter")
    .map(([, token]) => token);
  const literal = [
    "literalAutolink",
    "autolinkProtocol",
    "autolinkEmail",
    "resourceDestinationString",
    "codeTextData",
  ];
  return {
    emphasis: entered.filter((token) => ["emphasis", "strong", "strikethrough"].includes(token.type)).length,
    literals: entered
      .filter((token) => literal.includes(token.type))
      .map((token) => text.slice(token.start.offset, token.end.offset)),
  };
}

describe("tryEscapeCostlyParagraphs", () => {
  // [what the paragraph holds, what it holds escaped, the URL or code the parser reads in it]. The
  // marks right after a URL are not part of it (GFM leaves trailing punctuation out), and are not
  // escaped (a backslash there would be part of the URL): one that may open emphasis is a reference.
  it.each([
    [
      "https://github.com/octo/my_repo/pull/1",
      "https://github.com/octo/my_repo/pull/1",
      "https://github.com/octo/my_repo/pull/1",
    ],
    ["https://x.com/_a_/*b*/~c~", "https://x.com/_a_/*b*/~c~", "https://x.com/_a_/*b*/~c"],
    ["*www.x.com/_a_*b*", "\\*www.x.com/_a_*b*", "www.x.com/_a_*b"],
    ["(https://x.com/_a_)", "(https://x.com/_a_)", "https://x.com/_a"],
    ["https://x.com/a_*.,", "https://x.com/a_&ast;.,", "https://x.com/a"],
    ["https://x.com/a._.", "https://x.com/a.&lowbar;.", "https://x.com/a"],
    ["https://x.com/a&amp;_", "https://x.com/a&amp;_", "https://x.com/a"],
    ["https://x.com/a\\*", "https://x.com/a\\*", "https://x.com/a\\"],
    ["https://x.com/a\\*.", "https://x.com/a\\&ast;.", "https://x.com/a\\"],
    ["https://a_b.x.com/_c_", "https://a_b.x.com/_c_", "https://a_b.x.com/_c"],
    ["<https://x.com/_a_*b*>", "<https://x.com/_a_*b*>", "https://x.com/_a_*b*"],
    ["<a_b_@x.com>", "<a_b_@x.com>", "a_b_@x.com"],
    ["[_l_](https://x.com/_a_*b*)", "[\\_l\\_](https://x.com/_a_*b*)", "https://x.com/_a_*b*"],
    ["`*a* _b_ ~c~`", "`*a* _b_ ~c~`", "*a* _b_ ~c~"],
    ["``a ` *b*``", "``a ` *b*``", "a ` *b*"],
  ])("leaves URLs and code as written: %j", (fragment, escaped, literal) => {
    const out = tryEscapeCostlyParagraphs(`dense${marks} ${fragment} after${marks}`)?.text;
    expect(out).toBe(`dense${escapedMarks} ${escaped} after${escapedMarks}`);
    expect(read(out ?? "")).toEqual({ emphasis: 0, literals: [literal] });
  });

  // Where GFM reads no URL (an open "[" may still become a link's text; a letter before it; a "_" in
  // its domain's last two labels), its marks may be emphasis: they are escaped.
  it.each([
    ["[ https://x.com/_a_", "[ https://x.com/\\_a\\_"],
    ["xhttps://x.com/_a_", "xhttps://x.com/\\_a\\_"],
    ["https://x.y_z.com/_a_", "https://x.y_z.com/\\_a\\_"],
    ["`*a* over", "`\\*a\\* over"],
  ])("escapes the marks of what GFM reads as no URL or code span: %j", (fragment, escaped) => {
    const out = tryEscapeCostlyParagraphs(`dense${marks} ${fragment} after${marks}`)?.text;
    expect(out).toBe(`dense${escapedMarks} ${escaped} after${escapedMarks}`);
    expect(read(out ?? "").emphasis).toBe(0);
  });

  it("reads a bare URL after brackets it escaped", () => {
    const out = tryEscapeCostlyParagraphs(`dense${brackets} [_l_](https://x.com/_a_)${marks}`)?.text;
    expect(out).toBe(`dense${escapedBrackets} \\[\\_l\\_\\](https://x.com/_a_)${escapedMarks}`);
    expect(read(out ?? "")).toEqual({ emphasis: 0, literals: ["https://x.com/_a"] });
  });

  it("leaves fences, code, thematic breaks and other paragraphs as they are", () => {
    const text = `~~~ *info*\n*code*\n~~~\ndense${marks}\n***\n- ~~~\n  *code*\n  ~~~\n\n*kept*`;
    expect(tryEscapeCostlyParagraphs(text)?.text).toBe(
      `~~~ *info*\n*code*\n~~~\ndense${escapedMarks}\n***\n- ~~~\n  *code*\n  ~~~\n\n*kept*`,
    );
  });

  // An HTML block after a dense paragraph is no part of it (the parser reads no marks in it): its "<!--"
  // escaped would open no HTML block, and the fence it holds would open and run to the end.
  it("leaves an HTML block after a dense paragraph as it is, and the fence it holds too", () => {
    expect(tryEscapeCostlyParagraphs(`dense${brackets}\n<!-- c\n~~~\n-->\nafter`)?.text).toBe(
      `dense${escapedBrackets}\n<!-- c\n~~~\n-->\nafter`,
    );
  });

  // A "~" between punctuation may open strikethrough; after a URL it has no reference, and a backslash
  // there would be part of the URL.
  it("gives up on a mark right after a URL that it cannot write so that it stays inert", () => {
    expect(tryEscapeCostlyParagraphs(`dense${marks} https://x.com/a.~. after`)).toBeUndefined();
    expect(tryEscapeCostlyParagraphs(`dense${marks} https://x.com/a~ after`)?.text).toBe(
      `dense${escapedMarks} https://x.com/a~ after`,
    );
  });

  // Found in review: a bare URL ends at the "<" of "<!", whose added backslash it holds; the range of
  // the URL gave that backslash back as if the model had written it.
  it("gives back a range that cuts an escape without what the escaping added", () => {
    const out = tryEscapeCostlyParagraphs(`${brackets} https://x.com/a<!x __b`);
    expect(out?.text).toBe(`${escapedBrackets} https://x.com/a\\<!x __b`);
    const text = out?.text ?? "";
    const url = text.indexOf("https");
    const cut = text.indexOf("<!");
    expect(out?.original(url, cut)).toBe("https://x.com/a");
    expect(out?.original(cut, text.length)).toBe("<!x __b");
    // A run of "_" is one edit, a backslash before each: cut inside, each "_" of the range is given back.
    const run = tryEscapeCostlyParagraphs(`${marks} __b`);
    const escapedRun = run?.text ?? "";
    expect(escapedRun.endsWith(" \\_\\_b")).toBe(true);
    const second = escapedRun.length - 3;
    expect(run?.original(second - 2, second)).toBe("_");
    expect(run?.original(second, escapedRun.length)).toBe("_b");
  });

  // The escapes added are pieces of text micromark keeps apart (see MAX_TEXT_PIECES in parse-cost.ts):
  // a paragraph they would take over the bound is not read; the sanitiser escapes the whole text.
  // Here 1,700 references and 800 runs of "_" (4,200 pieces, a reference counting twice) are read;
  // the runs escaped are 1,600 escapes, each counting twice too.
  it("gives up where its escapes would make the paragraph too costly, having read only its blocks", () => {
    const text = "&amp; ".repeat(1_700) + "a__ ".repeat(800);
    expect(tooCostlyToParse(text)).toBeUndefined();
    const parsed = parsedCharacters();
    expect(tryEscapeCostlyParagraphs(text)).toBeUndefined();
    expect(parsedCharacters() - parsed).toBeLessThanOrEqual(text.length);
  });

  it("leaves no emphasis in a dense paragraph, whatever its URLs, code spans and brackets", () => {
    const unit = fc.constantFrom(
      ..."*_~ab ()[]`\\.,;&@<>".split(""),
      "https://x.com/",
      "www.x.com/",
      "<https://x.com/",
      "<a@x.co>",
      "](",
      "x_y",
      "&amp;",
      "``",
    );
    const line = fc.array(unit, { minLength: 1, maxLength: 200 }).map((units) => units.join(""));
    fc.assert(
      fc.property(line, line, fc.boolean(), (before, after, bracketsToo) => {
        const text = `${before}${bracketsToo ? brackets : ""}${marks} ${after}`;
        const out = tryEscapeCostlyParagraphs(text);
        if (out !== undefined) {
          expect(read(out.text).emphasis).toBe(0);
          // Every escape it added can be taken back, whatever range is asked for.
          expect(out.original(0, out.text.length)).toBe(text);
        }
      }),
      { numRuns: 30 },
    );
  });
});
