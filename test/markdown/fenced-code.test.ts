// FencedCodeLines against micromark itself: every line it calls code is code content to the parser
// (never parsed for inlines), on hand-picked shapes and on random texts built from the pieces that open
// and close fences, containers and HTML blocks.
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { FencedCodeLines } from "../../src/markdown/fenced-code";
import { loadMarkdownParser, markdownEvents, typeOf } from "../../src/markdown/parse";

beforeAll(() => loadMarkdownParser());

/** The lines FencedCodeLines calls code, by number, and those micromark holds as code content. */
function compare(text: string): { called: number[]; parsed: number[] } {
  const lines = text.split(/\r\n?|\n/);
  const code = new FencedCodeLines();
  // A line blank but for quote markers holds no code value (and no marks): it is left out.
  const called = lines.flatMap((line, n) => (code.isCode(line) && !/^[ \t>]*$/.test(line) ? [n] : []));
  const values = markdownEvents(text, { blocksOnly: true })
    .filter(([kind, token]) => kind === "enter" && typeOf(token) === "codeFlowValue")
    .map(([, token]) => token.start.line - 1);
  return { called, parsed: [...new Set(values)] };
}

// [what it is, the text, the lines called code]
const shapes: [string, string, number[]][] = [
  ["a fence at the top level", "text\n```c\nint **p;\n```\n*a*", [2]],
  ["a tilde fence holding backticks", "~~~\n```\n*p\n~~~", [1, 2]],
  ["a longer closing fence; a shorter one is code", "````\n```\n*p\n`````\nx", [1, 2]],
  ["a fence never closed runs to the end", "```\n*p\n\n> *q", [1, 3]],
  ["a closing fence indented 4 is code", "```\n    ```\n*p", [1, 2]],
  ["a fence in a list item, its lines indented", "- x\n  ```\n  *p\n  ```\n*a*", [2]],
  ["CRLF line endings", "```\r\n*p\r\n```\r\n*a*", [1]],
  ["CR line endings", "~~~\r*p\r~~~\r*a*", [1]],
  ["an HTML block, then a fence after it ends", "<!-- a -->\n<div>\n\n```\n*p\n```", [4]],
  ["a backtick in the info string: no fence", "```c`\n*p\n*a", []],
  ["a fence in a quote", "> ```\n> *p\n> ```\n*a", [1]],
  ["a fence in quotes nested, some lines holding more", "> > ~~~c\n> > *p\n> >> *q\n>  > ~~~\n*a", [1, 2]],
  ["a fence in a quote ended by a line that leaves the quote", "> ```\n> *p\n*a\n> ```\n> *b", [1, 4]],
  ["a fence in a quote ended by a blank line", "> ```\n> *p\n\n```\n*a\n```", [1, 4]],
  ["a fence in a nested quote ended by its outer quote's line", ">> ```\n>> *p\n> ```\n> *q", [1, 3]],
  ["a closing fence indented 4 in a quote is code", "> ```\n>     ```\n> *p\n> ```\n*a", [1, 2]],
  ["a fence in a quote after its paragraph", "> text\n> ```\n> *p", [2]],
  ["a fence in a quote after a list item", "- a\n> ```\n> *p\n> ```\n*b", [2]],
  // In doubt: every line from there on is text.
  ["a fence in a quote indented after its marker", ">  ```\n> *p\n> ```\n*a", []],
  ["a tab after a quote marker", "> ```\n>\t*p\n> ```\n```\n*a", []],
  ["a fence in a quote in a list item", "- > ```\n  > *p\n  > ```\n```\n*a", []],
  ["a fence after a list marker", "- ```\n  *p\n  ```\n```\n*a", []],
  ["a fence indented 4", "    ```\n*p\n```\n*a", []],
  ["a line less indented than its fence", "- x\n  ```\n  *p\n*a\n```\n*b", [2]],
  ["a closing fence indented 4 in a list item", "- x\n   ```\n   *p\n    ```\n   *a\n```\n*b", [2]],
  ["a fence inside an HTML block", "<div>\n```\n</div>\n\n*a\n```\n*b", []],
  ["a fence inside an HTML comment", "<!--\n```\n-->\n*a\n```\n*b", []],
  ["a fence after text that may be HTML", "<img src=x>\n```\n*a\n```\n*b", []],
  ["an HTML comment opening in what may be HTML", "a\n<b>\n<!--\n\n```\n*p\n-->\n*a", []],
];

/** Markdown made of what opens and closes fences, containers and HTML blocks. */
const blocky = fc
  .array(
    fc.constantFrom(
      ..."`~*<>-+1. \t\n\rax".split(""),
      "```",
      "~~~",
      "````",
      "\n```\n",
      "\n~~~\n",
      "\n  ```\n",
      "\n    ```\n",
      "\n- ```\n",
      "\n> ~~~\n",
      "\n> ```\n",
      "\n>```\n",
      "\n> > ```\n",
      "\n>> ~~~\n",
      "\n>  ```\n",
      "\n   > ```\n",
      "\n> ",
      "\n>> ",
      "\n >",
      "\n    >",
      ">\t",
      "\n> *p",
      "\n> > *p",
      "\n  *p",
      "\n   *p",
      "\n     *p",
      "\n- ",
      "\n> ",
      "\n1. ",
      "\n\n",
      "\r\n",
      "<!--",
      "-->",
      "<pre>",
      "</pre>",
      "<div>",
      "<?",
      "?>",
      "<![CDATA[",
      "]]>",
      "[^1]: ",
      "[a]: ",
      "| a |\n| - |\n",
    ),
    { maxLength: 60 },
  )
  .map((parts) => parts.join(""));

describe("FencedCodeLines", () => {
  it.each(shapes)("%s", (_, text, expected) => {
    const { called, parsed } = compare(text);
    expect(called).toEqual(expected);
    expect(parsed).toEqual(expect.arrayContaining(called));
  });

  it("calls code only what micromark holds as code content", () => {
    fc.assert(
      fc.property(blocky, (text) => {
        const { called, parsed } = compare(text);
        expect(parsed).toEqual(expect.arrayContaining(called));
      }),
      { numRuns: 5_000 },
    );
  });
});
