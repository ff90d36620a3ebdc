// A document's inline constructs as flat pieces, read from the one full parse: what the report
// sanitiser rewrites construct by construct (src/report/sanitizer/rewrite.ts).
import { describe, expect, it } from "vitest";
import { inlinePieces, inlinePiecesOf, type Piece } from "../../src/markdown/inline";
import { markdownEvents } from "../../src/markdown/parse";

/** Each piece as its kind and source text (and a link's destination and title where it has them). */
function shown(text: string, pieces: readonly Piece[] = inlinePieces(text)): string[] {
  return pieces.map((piece) => {
    const source = `${piece.kind} ${JSON.stringify(text.slice(piece.start, piece.end))}`;
    if (piece.kind !== "destination") return source;
    const { destination, title } = piece.link;
    return `${source} → ${JSON.stringify(destination)}${title === undefined ? "" : ` ${JSON.stringify(title)}`}`;
  });
}

describe("inlinePieces", () => {
  it("gives a link's and an image's brackets and destination as pieces around the pieces of its text", () => {
    expect(shown("![a `b`](<https://x.test/p> \"t\") and [c][r]\n\n[r]: /u 'v'")).toEqual([
      'linkOpen "!["',
      'text "a "',
      'code "`b`"',
      'linkClose "]"',
      'destination "(<https://x.test/p> \\"t\\")" → "https://x.test/p" "t"',
      'text " and "',
      'linkOpen "["',
      'text "c"',
      'linkClose "]"',
      'text "r"',
      'text "r"',
      'destination "/u \'v\'" → "/u" "v"',
    ]);
  });

  it("reads text, escapes, references, raw HTML and autolinks apart", () => {
    expect(shown("a \\[ &amp; <b> <https://x.test> www.x.test")).toEqual([
      'text "a "',
      'escape "\\\\["',
      'text " "',
      'reference "&amp;"',
      'text " "',
      'html "<b>"',
      'text " "',
      'autolink "<https://x.test>"',
      'text " "',
      'literalAutolink "www.x.test"',
    ]);
  });

  it("counts the lines a code span covers, container prefixes inside it included", () => {
    const text = "> a `b\n> c` d `e`";
    const code = inlinePieces(text).filter((piece) => piece.kind === "code");
    expect(code.map((piece) => [text.slice(piece.start, piece.end), piece.lines])).toEqual([
      ["`b\n> c`", 2],
      ["`e`", 1],
    ]);
    const [first] = code;
    expect(text.slice(first?.contentStart, first?.contentEnd)).toBe("b\n> c");
  });

  it("gives the lines of HTML blocks and indented code as unread, a fence's info string, not its code", () => {
    expect(shown("<div>\n`x`\n\n    <b>\n\n> ```js  meta\n> <i>\n> ```")).toEqual([
      'unread "<div>"',
      'unread "`x`"',
      'unread "<b>"',
      'fenceInfo "js  meta"',
    ]);
  });

  it("reads a table's cells apart: a code span or link cannot pair across a pipe", () => {
    const pieces = shown("| a | b |\n| - | - |\n| `x | y` |\n| [p | q](https://x.test) |");
    expect(pieces.filter((piece) => /^(?:code|link|destination)/.test(piece))).toEqual([]);
    expect(pieces).toContain('text "`x"');
  });

  it("reads a line as a paragraph's text, at its offsets in the whole text", () => {
    const text = "<div>\n    <b> `c` [d](e)";
    const from = text.indexOf("    ");
    expect(shown(text, inlinePiecesOf(text, from, text.length))).toEqual([
      'text "    "',
      'html "<b>"',
      'text " "',
      'code "`c`"',
      'text " "',
      'linkOpen "["',
      'text "d"',
      'linkClose "]"',
      'destination "(e)" → "e"',
    ]);
  });
});

describe("markdownEvents", () => {
  it("parses a text read twice in a row once (the sanitiser reads its own output again)", () => {
    const text = "a [b](c) `d`";
    const events = markdownEvents(text);
    expect(markdownEvents(text)).toBe(events);
    // A full parse holds the blocks; a parse of the blocks alone does not answer for the inlines.
    expect(markdownEvents(text, { blocksOnly: true })).toBe(events);
    const blocks = markdownEvents(`${text} `, { blocksOnly: true });
    expect(blocks).not.toBe(events);
    expect(markdownEvents(`${text} `)).not.toBe(blocks);
  });
});
