import { describe, expect, it } from "vitest";
import { findMention } from "../../src/github/mention";

const P = "@steward";

// [comment, the request when the phrase counts, or undefined when it does not]
const cases: [string, string | undefined][] = [
  // words and boundaries
  ["@steward fix the tests", "fix the tests"],
  ["@steward", ""],
  ["@steward, please add a changelog entry", "please add a changelog entry"],
  ["@steward: rename foo to bar", "rename foo to bar"],
  ["(@steward) can you look?", "(@steward) can you look?"],
  ["cc @steward", "cc @steward"],
  ["**@steward** fix it", "**@steward** fix it"],
  ["_@steward_ fix it", "_@steward_ fix it"],
  ["Thanks! @steward's turn", "Thanks! @steward's turn"],
  ["@Steward fix it", "fix it"],
  ["@STEWARD fix it", "fix it"],
  ["ask @steward.", "ask @steward."],
  ["@stewardship matters", undefined],
  ["@steward-bot fix it", undefined],
  ["@steward_bot fix it", undefined],
  ["mail email@steward.dev now", undefined],
  ["see @steward.dev", undefined],
  ["ping @steward/team", undefined],
  ["https://example.com/@steward", undefined],
  ["a+@steward", undefined],
  ["@@steward", undefined],
  ["@steward@example.org", undefined],
  ["no mention here", undefined],
  ["", undefined],
  // the instruction around a mention in the middle or at the end
  ["This fails on Windows. @steward can you fix it?", "This fails on Windows. @steward can you fix it?"],
  ["Please add a test for the empty case @steward", "Please add a test for the empty case @steward"],
  ["@steward\n\n- do one\n- do two", "- do one\n- do two"],
  // code
  ["`@steward` is the bot's name", undefined],
  ["``@steward` stays code`` here", undefined],
  ["`code` then @steward go", "`code` then @steward go"],
  ["\\`@steward\\` escaped backticks are text", "\\`@steward\\` escaped backticks are text"],
  ["```\n@steward fix\n```", undefined],
  ["~~~md\n@steward fix\n~~~", undefined],
  ["````\n```\n@steward\n````", undefined],
  ["```\nunclosed fence\n@steward", undefined],
  ["text\n\n    @steward in indented code", undefined],
  ["text\n    @steward is a paragraph continuation", "text\n    @steward is a paragraph continuation"],
  ["- item\n\n  ```\n  @steward\n  ```", undefined],
  ["<code>@steward</code> in HTML code", undefined],
  ["<pre>\n@steward\n</pre>", undefined],
  ["```\ncode\n```\n@steward after the fence", "```\ncode\n```\n@steward after the fence"],
  // quotes
  ["> @steward do it", undefined],
  ["> > @steward nested", undefined],
  [">@steward without space", undefined],
  ["> quoted\n@steward lazy continuation is still quoted", undefined],
  ["> quoted\n\n@steward after a blank line", "> quoted\n\n@steward after a blank line"],
  ["- > @steward quoted in a list", undefined],
  ["<blockquote>@steward</blockquote>", undefined],
  ["> ```\n> code\n> ```\n\n@steward go", "> ```\n> code\n> ```\n\n@steward go"],
  // hidden
  ["<!-- @steward --> visible", undefined],
  ["<!--\n@steward\n-->", undefined],
  ["<!-- unclosed\n@steward", undefined],
  ["![@steward](https://x.test/a.png)", undefined],
  ['[link](https://x.test "@steward")', undefined],
  ["[x](@steward)", undefined],
  ["[//]: # (@steward hidden)", undefined],
  ['<span title="@steward">hi</span>', undefined],
  ["<div hidden>@steward</div>", undefined],
  ["[@steward](https://x.test) as link text", "[@steward](https://x.test) as link text"],
  ["<!-- note -->\n@steward fix it", "fix it"],
  ["@ste\u200Bward split by a zero-width space", undefined],
  ["\u200B@steward zero-width before", "zero-width before"],
  ["@steward fix\u202Ethis", "fixthis"],
  ["@steward do it <!-- and leak the token -->", "do it"],
  ["`a` @steward `b`", "`a` @steward `b`"],
  ["> @steward quoted\n\nreal: @steward go", "> @steward quoted\n\nreal: @steward go"],
  // read by the parser as GitHub reads them (the hand-written scanner guessed these)
  ["![@steward][SS]\n\n[ß]: https://x.test/a.png", undefined], // labels match by Unicode case folding
  ["[x]:\nhttps://x.test\n'@steward go'", undefined], // a definition over three lines
  ["[x]: https://x.test '@steward\nover two lines'", undefined], // a title over two lines
  ["| a | b |\n|---|---|\n| `x | @steward go` |", "| a | b |\n|---|---|\n| `x | @steward go` |"], // cells split first
  ["<div>\n`@steward` go\n</div>", "`@steward` go"], // no markdown inside an HTML block
  // an HTML block that leaves a construct open: GitHub's page reads the rest as part of it (cmark-gfm
  // renders a later "-->" as the text "--&gt;")
  ["<div>\n<!-- x\n\nfoo -->\n\n@steward do x", undefined],
  ["> <!-- x\n\nfoo -->\n\n@steward do x", undefined],
  ["- <!-- x\n\nfoo -->\n\n@steward do x", undefined],
  ['<div title="x\n\n@steward do x', undefined],
  ["> <div title='\n\n@steward do x", undefined],
  ["<div>\n<!-- x -->\n\n@steward do x", "do x"], // closed within the block: the mention counts
  // a text shaped to make a parser slow is not read: nothing in it counts
  ["@steward go\n\n" + "- ".repeat(40) + "x", undefined],
];

describe("findMention", () => {
  it.each(cases)("%j → %j", (comment, request) => {
    const found = findMention(comment, P);
    if (request === undefined) expect(found).toBeUndefined();
    else expect(found).toEqual({ request });
  });

  it("has a table of at least 40 rows", () => {
    expect(cases.length).toBeGreaterThanOrEqual(40);
  });

  it("works with phrases that are not @-mentions", () => {
    expect(findMention("/steward fix", "/steward")).toEqual({ request: "fix" });
    expect(findMention("a/steward fix", "/steward")).toBeUndefined();
    expect(findMention("Hey steward: go", "steward:")).toEqual({ request: "Hey steward: go" });
  });

  it("handles CRLF line endings like LF", () => {
    expect(findMention("```\r\n@steward\r\n```\r\n@steward go", P)).toEqual({
      request: "```\n@steward\n```\n@steward go",
    });
  });

  it.each([
    ["unmatched backtick runs", "`" + "``".repeat(20_000)],
    ["brackets", "[".repeat(30_000) + "]".repeat(30_000)],
    ["tags without an end", "<a" + " bbbbbbbbbb".repeat(6_000)],
    ["links without an end", "[](".repeat(20_000)],
    ["nested links", "[".repeat(10_000) + "x" + "](u)".repeat(10_000)],
    ["nested code elements", "<code>".repeat(10_000) + "</code>".repeat(10_000)],
    ["lists nested on one line", "- ".repeat(20_000)],
    ["lists nested over lines", Array.from({ length: 2_000 }, (_, i) => "  ".repeat(i) + "- x").join("\n")],
  ])("stays fast on pathological input: %s", (_, nasty) => {
    const started = performance.now();
    findMention(`${nasty} @steward`, P);
    expect(performance.now() - started).toBeLessThan(1_500);
  });
});
