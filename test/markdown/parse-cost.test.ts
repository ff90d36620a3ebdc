import { describe, expect, it } from "vitest";
import {
  MAX_PARAGRAPH_MARKS,
  MAX_PARAGRAPH_RUNS,
  MAX_PARSED_LENGTH,
  paragraphsTooCostly,
  tooCostlyToParse,
} from "../../src/markdown/parse-cost";
import { blockLayout } from "../../src/markdown/layout";

const log = Array.from(
  { length: 700 },
  (_, i) => `[INFO] std::vector<int> step ${i} done in <1ms> [ok]`,
).join("\n");
const identifiers = ["user_id", "created_at", "__init__", "max_retry_count", "is_ok"];
const snakeLog = Array.from(
  { length: 1_400 },
  (_, i) => `step ${i}: ${identifiers[i % 5]} = ${identifiers[(i + 1) % 5]}_${i}`,
).join("\n");
const nestedList = (depth: number, indent: string) =>
  Array.from({ length: depth }, (_, i) => `${indent.repeat(i)}- level ${i}`).join("\n");

// A C snippet of 1,000 lines with 3,000 pointer stars and no blank line, as pasted into a comment.
const pointers = Array.from(
  { length: 1_000 },
  (_, i) => `  node_t **next${i} = *head; *out = **next${i};`,
).join("\n");

// Code spans nested `depth` deep, each over several lines of a quote (each run length opens one span
// and closes it on the way out): the report sanitiser reads each span's content again as text.
const nestedCodeSpans = (depth: number, inner: string) => {
  const opening = Array.from({ length: depth }, (_, i) => `> a ${"`".repeat(depth - i)}`);
  const closing = Array.from({ length: depth }, (_, i) => `> ${"`".repeat(i + 1)} b`);
  return [...opening, `> ${inner}`, ...closing].join("\n");
};
/** Backtick runs of `count` lengths, none closed: each scans to the paragraph's end for its closer. */
const unclosedBacktickRuns = (count: number) =>
  Array.from({ length: count }, (_, i) => `a ${"`".repeat(i + 1)}`).join(" ");
// Prose with code spans of one to four backticks, as a long report or comment holds them.
const codeSpanProse = (length: number) =>
  "Run `npm test`, then ``a ` b`` and ```x `` y``` and ````w```` here. "
    .repeat(Math.ceil(length / 70))
    .slice(0, length);

// [what it is, the text] — shapes that make micromark take seconds to minutes (measured on 2 cores).
const costly: [string, string][] = [
  ["longer than any GitHub body", "a".repeat(MAX_PARSED_LENGTH + 1)],
  ["list items nested on one line", "- ".repeat(40) + "x"],
  ["quotes nested on one line", ">".repeat(40) + " x"],
  ["list items nested by indentation", nestedList(80, "  ")],
  ["unmatched closing brackets", "x" + "]".repeat(5_000)],
  // A "[" in a code span opens no label: each "]" after one walks back over the paragraph (3,900 of
  // them: 0.6 s). 2,400 stay under MAX_TEXT_PIECES.
  ["closing brackets after code spans holding an opening one", "]`[`".repeat(2_400)],
  // Each "]" that closes no link leaves a piece of text micromark merges back, quadratically.
  ["short labels in one paragraph (16,000: 1.8 s)", "[a] ".repeat(16_000)],
  ["footnote calls in a GitHub body's length (2 s)", "[^a] ".repeat(13_000)],
  ["short labels one a line", Array<string>(5_000).fill("[INFO] ok").join("\n")],
  ["escaped footnote calls (16,000: 4 s)", "\\[^a\\] ".repeat(16_000)],
  ["brackets nested deep", "[".repeat(5_000) + "]".repeat(5_000)],
  ["nested links", "[".repeat(3_000) + "x" + "](u)".repeat(3_000)],
  ["links without an end", "[](".repeat(5_000)],
  ["unclosed comments", "x <!--".repeat(3_000)],
  ["unclosed instructions", "x <?".repeat(3_000)],
  ["a long run of emphasis marks", "*".repeat(2_000) + "a" + "*".repeat(2_000)],
  ["alternating emphasis marks (67 s)", "*_".repeat(32_000)],
  ["emphasis openers then closers (17.5 s)", "*a ".repeat(10_000) + "a_ ".repeat(10_000)],
  // Pointer-heavy C is emphasis marks to micromark, but for inside a fenced code block.
  ["a C snippet outside a code block", pointers],
  ["a C snippet after a backtick fence with a backtick in its info string (no fence)", "```c`\n" + pointers],
  ["a C snippet after its fence closed by a longer one", "```c\nint x;\n`````\n" + pointers],
  [
    "a C snippet after a fence whose list item ended",
    "- step\n  ```c\n  int x;\n" + pointers.replace(/^ {2}/gm, ""),
  ],
  ["a C snippet after a fence in a quote", "> ```c\n" + pointers],
  [
    "a C snippet after a fence in a quote closed",
    "> ```c\n> int x;\n> ```\n" + pointers.replace(/^/gm, "> "),
  ],
  [
    "a C snippet after a tab among a quote's markers",
    "> ```c\n>\tint x;\n> ```\n" + pointers.replace(/^/gm, "> "),
  ],
  ["a C snippet after a fence inside an HTML block", "<div>\n```c\n</div>\n\n" + pointers],
  [
    "a C snippet after a fence closed indented 4 in a list item",
    "- step\n   ```c\n   int x;\n    ```\n" + pointers.replace(/^ {2}/gm, "   "),
  ],
  ["a C snippet after a fence split by bare CRs", "~~~c\rint x;\r~~~\r" + pointers],
  ["code spans nested 130 deep over 18,000 characters (1.9 s to sanitise)", nestedCodeSpans(130, "x")],
  ["backtick runs of 500 lengths, none closed (3 s)", unclosedBacktickRuns(500)],
  ["backtick runs of 120 lengths in 60,000 characters", unclosedBacktickRuns(120) + codeSpanProse(50_000)],
  // An indented ">" line continues the paragraph (micromark 37 s, the context sanitiser 114 s).
  ["emphasis marks split by tab-indented quote markers", Array(32).fill("*_".repeat(990)).join("\n\t>\n")],
  [
    "emphasis marks split by space-indented quote markers",
    Array(32).fill("*_".repeat(990)).join("\n    >\n"),
  ],
  [
    "backtick runs split by indented quote markers",
    unclosedBacktickRuns(450).split(" a ").join("\n    >\na "),
  ],
  ["unmatched closing brackets split by indented quote markers", Array(5_000).fill("x]").join("\n    >\n")],
  // Pieces micromark keeps apart, each merged back with the text around it a splice at a time: a GitHub
  // comment's length of them took the reader view 2.2 to 2.6 s.
  ["backslash escapes in a comment's length (2.6 s)", "a!a\\!".repeat(13_107)],
  ["escapes after a mark", "x\\!y!".repeat(13_107)],
  ["ampersands, one in two escaped", "a&a\\&".repeat(13_107)],
  ["named character references", "a!a&amp;".repeat(8_000)],
  ["code spans", "a!a`b`".repeat(8_000)],
  ["tags", "a!a <b> ".repeat(7_000)],
  ["bare URLs", "a!a www.x.io ".repeat(7_000)],
  ["e-mail addresses", "a!a x@y.io ".repeat(7_000)],
  ["lines of one paragraph", "a!\n".repeat(8_000)],
  ["escapes, references and code spans together", "Use a\\*b and `x` with &amp; here. ".repeat(2_000)],
];

// Texts people write, which are read.
const ordinary: [string, string][] = [
  ["a 700-line log pasted without blank lines", "```\n" + log + "\n```"],
  [
    "a C snippet with 3,000 pointer stars in a fenced code block",
    "Crash here:\n```c\n" + pointers + "\n```\nThanks",
  ],
  [
    "the same in a tilde fence with CRLF line endings",
    ("~~~\n" + pointers + "\n~~~\n*ok*").replace(/\n/g, "\r\n"),
  ],
  ["the same in a fence never closed", "```\n" + pointers],
  [
    "the same in a fence in a quote, as a reply quotes it",
    "> Crash here:\n> ```c\n" + pointers.replace(/^/gm, "> ") + "\n> ```\n\nThanks",
  ],
  [
    "the same in a fence in a list item",
    "1. Run:\n   ````c\n" + pointers.replace(/^ {2}/gm, "   ") + "\n   ````",
  ],
  ["the same log outside a code block", log],
  [
    "a task list of 500 items",
    Array.from({ length: 500 }, (_, i) => `- [${i % 2 ? "x" : " "}] task ${i}`).join("\n"),
  ],
  [
    "200 links in one list",
    Array.from({ length: 200 }, (_, i) => `- [link ${i}](https://x.test/${i})`).join("\n"),
  ],
  [
    "a checklist of 1,000 items",
    Array.from({ length: 1_000 }, (_, i) => `* [${i % 2 ? "x" : " "}] item ${i}`).join("\n"),
  ],
  ["a 50 KB log of snake_case identifiers", snakeLog],
  ["4,000 short labels in one paragraph, the most read", "[a] ".repeat(4_000)],
  [
    "prose with escapes, references and code spans",
    "Use a\\*b and `x` with &amp; here, or <b>, see www.x.io. ".repeat(600),
  ],
  ["4,000 lines in one paragraph", "a line of a paragraph\n".repeat(4_000)],
  ["60,000 characters of prose", "Lorem ipsum dolor sit amet. ".repeat(2_100)],
  ["a GitHub body's length of prose in one paragraph with code spans of four lengths", codeSpanProse(65_536)],
  ["code spans nested 8 deep over several lines", nestedCodeSpans(8, "x")],
  [
    "an e-mail thread quoted ten deep",
    Array.from({ length: 10 }, (_, i) => `${">".repeat(i + 1)} reply ${i}`).join("\n"),
  ],
  ["a list nested twelve deep", nestedList(12, "  ")],
  [
    "emphasis marks in paragraphs split by quoted blank lines",
    Array(32)
      .fill("> " + "*_".repeat(990))
      .join("\n>\n") +
      "\n\n" +
      Array(8).fill("*_".repeat(990)).join("\n   > >  \n"),
  ],
  [
    "HTML in a pull request template",
    "<details>\n<summary>Logs</summary>\n\n<!-- paste here -->\n\n</details>\n".repeat(50),
  ],
];

describe("tooCostlyToParse", () => {
  it.each(costly)("refuses %s", (_, text) => {
    expect(tooCostlyToParse(text)).toMatch(/\w/);
  });

  it.each(ordinary)("accepts %s", (_, text) => {
    expect(tooCostlyToParse(text)).toBeUndefined();
  });
});

// The report sanitiser escapes the marks of such paragraphs before it reads them (src/report/sanitize.ts):
// with their count bounded, not their count times their paragraph's length, the parser's work stays
// within a constant per character however many paragraphs a text holds.
describe("paragraphsTooCostly", () => {
  const dense = "]Rg-d".repeat(1_400);
  const around = (middle: string) => `An ordinary [link](https://x.test).\n\n${middle}\n\nAnd *the end*.`;

  it.each([
    ["unmatched closing brackets", dense, true, false],
    [
      "closing brackets after an image (each walked back over the paragraph)",
      `![x](u) ${dense}`,
      true,
      false,
    ],
    ["emphasis closers without openers", "a_ ".repeat(MAX_PARAGRAPH_RUNS + 1), false, true],
    ["comment and instruction openers", "x <!-- y <? ".repeat(MAX_PARAGRAPH_MARKS / 2 + 1), true, false],
    ["marks spread over the lines of a quote", Array(300).fill("> a ]").join("\n"), true, false],
    ["closing brackets after code spans holding an opening one", "]`[`".repeat(300), true, false],
    ["both", "]_ ".repeat(600), true, true],
  ])("finds the paragraph of %s, and only it", (_, middle, brackets, emphasis) => {
    const text = around(middle);
    const start = text.indexOf(middle);
    expect(paragraphsTooCostly(text)).toEqual([{ start, end: start + middle.length, brackets, emphasis }]);
  });

  it.each([
    ["marks under the limit", "]x ".repeat(MAX_PARAGRAPH_MARKS)],
    ["tags, each read at most to the next", "x <a ".repeat(4_000)],
    [
      "a list of 1,000 links",
      Array.from({ length: 1_000 }, (_, i) => `- [PR ${i}](https://github.com/o/r/pull/${i}) merged`).join(
        "\n",
      ),
    ],
    ["escaped marks", "\\]\\[\\<\\*\\_\\`".repeat(2_000)],
    ["labels in code spans", "`a[i]` and ``b[`]`` ".repeat(400)],
    ["as many marks in paragraphs of their own", Array(50).fill("]x ".repeat(200)).join("\n\n")],
    ["marks in fenced code", "```\n" + "]*_`<".repeat(2_000) + "\n```"],
  ])("finds none in %s", (_, text) => {
    expect(paragraphsTooCostly(text)).toEqual([]);
  });

  // The parser reads each item of a list, each row of a table, each heading on its own: given the
  // layout, each is measured on its own; a quote's paragraph (lazy lines too) is still one.
  describe("given the text's layout", () => {
    const list = Array.from({ length: 300 }, (_, i) => `- [PR ${i}] *now* _ok_`).join("\n");
    const table = `| a | b |\n| - | - |\n${Array(300).fill("| *x* ] | _y_ ] |").join("\n")}`;
    const headings = Array(300).fill("# *a* ] _b_").join("\n");
    it.each([
      ["a list's items", list],
      ["a table's rows", table],
      ["headings", headings],
    ])("measures %s one by one", (_, text) => {
      expect(paragraphsTooCostly(text)).not.toEqual([]);
      expect(paragraphsTooCostly(text, blockLayout(text).lines)).toEqual([]);
    });

    it.each([
      ["a quote's paragraph", Array(300).fill("> a ] *b*").join("\n")],
      ["a paragraph with lazy lines in a quote", `> a\n${Array(300).fill("a ] *b*").join("\n")}`],
      ["one list item's paragraph", `- a\n${Array(300).fill("  a ] *b*").join("\n")}\n- b`],
      ["a dense item among others", `- a\n- ${"a ] *b* ".repeat(300)}\n- b`],
    ])("still finds %s", (_, text) => {
      const start = text.indexOf("a ]");
      const found = paragraphsTooCostly(text, blockLayout(text).lines);
      expect(found).toHaveLength(1);
      expect(found[0]?.start).toBeLessThanOrEqual(start);
      expect(found[0]?.end).toBeGreaterThanOrEqual(text.lastIndexOf("*b*"));
    });
  });

  // Two are dense with "_" and "*" (1,980 runs a paragraph; 560 in the log's one paragraph): escaped,
  // those show the same, and only emphasis no one meant is lost.
  const emphasisDense = new Set([
    "a 50 KB log of snake_case identifiers",
    "emphasis marks in paragraphs split by quoted blank lines",
  ]);
  it.each(ordinary.filter(([name]) => !emphasisDense.has(name)))("finds none in %s", (_, text) => {
    expect(paragraphsTooCostly(text)).toEqual([]);
  });
});
