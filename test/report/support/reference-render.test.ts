// Documents rendered ahead in one cmark-gfm process read as each reads alone, above all where one
// document's block would run on into the next or its definitions would reach the others.
import { beforeAll, describe, expect, it } from "vitest";
import { cmarkGfmAvailable, referenceProblems, renderWithCmarkGfmAhead } from "./reference-render";

const documents: [string, string][] = [
  ["an unclosed fence", "```\nfenced"],
  ["an HTML comment the next document closes", "<!--\nopen"],
  ["the document that closes it", "    --> <img src=x>"],
  ["a list", "- item"],
  ["a list item after it", "- @alice"],
  ["indented code", "    code"],
  ["more indented code", "    <img src=x>"],
  ["a link reference used by the next document", "text\n\n[r]: https://evil.example"],
  ["the reference", "[r] and [s]"],
  ["a definition the next document would redefine", "text\n\n[s]: /octo/app/pull/1"],
  ["the redefinition", "text\n\n[s]: https://evil.example\n\n[s]"],
  ["a lone carriage return at the end", "text\r"],
  ["a link after it", "[x](https://evil.example)"],
  ["nothing", ""],
  ["a table", "| a |\n| - |\n| b"],
  ["a line the table would take", "| <img src=x> |"],
  ["a mermaid fence", "```mermaid\nclick A https://evil.example\n```"],
];

describe.skipIf(!cmarkGfmAvailable)("cmark-gfm rendering ahead", () => {
  const alone = new Map<string, string[]>();
  beforeAll(() => {
    renderWithCmarkGfmAhead([]);
    for (const [, markdown] of documents) alone.set(markdown, referenceProblems(markdown));
    renderWithCmarkGfmAhead(documents.map(([, markdown]) => markdown));
  });
  it.each(documents)("reads %s as it reads alone", (_name, markdown) => {
    expect(referenceProblems(markdown)).toEqual(alone.get(markdown));
  });
});
