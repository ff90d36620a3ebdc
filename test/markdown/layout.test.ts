// Which lines are fenced code, as CommonMark and GFM read them: the cases a hand-written scanner got
// wrong (a tab before a closing fence inside a quote, fences in list items) and the ones it must keep.
import { describe, expect, it } from "vitest";
import { blockLayout } from "../../src/markdown/layout";

const kinds = (text: string) => blockLayout(text).lines.map((line) => line.kind);

describe("blockLayout", () => {
  it.each<[string, string, string[]]>([
    [
      "a tab after '> ' closes a fence: it counts 2 columns there",
      "> ```\n> \t```\n> <img>",
      ["fence", "code", "prose"],
    ],
    [
      "a tab before '~~~' in a quote closes it too",
      "> ~~~\n> x\n>\t~~~\n> @a",
      ["fence", "code", "code", "prose"],
    ],
    [
      "a tab at the start of a line is 4 columns: not a closing fence",
      "```\n\t```\n<img>",
      ["fence", "code", "code"],
    ],
    ["a fence in a list item ends with the item", "1. ```\n- mailto:x", ["fence", "prose"]],
    [
      "a fence in a list item closed by an indented fence",
      "- ```\n  <b>\n  ```\n<i>",
      ["fence", "code", "code", "prose"],
    ],
    ["a quoted fence ends when the quote does", "> ```\n> x\n\n<img>", ["fence", "code", "prose", "prose"]],
    ["a backtick fence cannot have a backtick in its info", "``` a`b\n<img>", ["prose", "prose"]],
    ["a shorter closing sequence does not close", "````\n```\n<img>", ["fence", "code", "code"]],
    ["indented code is left to the caller as prose", "    <img>", ["prose"]],
  ])("%s", (_name, text, expected) => {
    expect(kinds(text)).toEqual(expected);
  });

  it("says where a fence's info string starts, after any quote and list markers", () => {
    const [line] = blockLayout("> - ```mermaid x").lines;
    expect(line?.infoFrom).toBe("> - ```".length);
  });

  it("gives each line the paragraph, heading or table row whose text it holds", () => {
    const text = "- a\n  b\n- c\n> q\nlazy\n\n# h\nSet\n===\n| a |\n| - |\n| c |\n<div>";
    expect(blockLayout(text).lines.map((line) => line.inline)).toEqual([
      0,
      0,
      2,
      3,
      3,
      undefined,
      6,
      7,
      7,
      9,
      undefined,
      11,
      undefined,
    ]);
  });

  it("marks the lines of GFM tables, and only those", () => {
    const layout = blockLayout("| a | b |\n| - | - |\n| `x | y` |\n\ntext | not a table");
    expect(layout.lines.map((line) => line.table)).toEqual([true, true, true, false, false]);
  });
});
