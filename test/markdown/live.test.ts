// What the parser finds live in markdown: the check every sanitised text passes before it is posted.
import { describe, expect, it } from "vitest";
import { inspectMarkdown } from "../../src/markdown/live";

const keepGitHub = (url: string) => /^https:\/\/github\.com(?:\/|$)/.test(url);
const live = (text: string) =>
  inspectMarkdown(text, keepGitHub).live.map((c) => [c.kind, text.slice(c.at, c.end)]);

describe("inspectMarkdown", () => {
  it.each<[string, string[][]]>([
    ["<img src=x>", [["html", "<"]]],
    [
      "a <b>c</b>",
      [
        ["html", "<"],
        ["html", "<"],
      ],
    ],
    ["> ```\n> \t```\n> <img src=x>", [["html", "<"]]],
    ["[a](https://evil.example)", [["link", "["]]],
    ["![a](https://evil.example)", [["link", "["]]],
    ["[a][r]\n\n[r]: https://evil.example", [["link", "["]]],
    ["<https://evil.example>", [["autolink", "<https://evil.example>"]]],
    ["see https://evil.example now", [["autolink", "https://evil.example"]]],
    ["see www.evil.example now", [["autolink", "www.evil.example"]]],
    ["mail a@evil.example", [["autolink", "a@evil.example"]]],
    ["hi @alice", [["mention", "@"]]],
    ["hi \\@alice", [["mention", "@"]]],
    ["[a](https://github.com/o/r) https://github.com/o/r <https://github.com/x>", []],
    ["`<img>` and @\u200Balice and a@b", []],
    ["```\n<img src=x> @alice https://evil.example\n```", []],
  ])("%j", (text, expected) => {
    expect(live(text)).toEqual(expected);
  });

  it("gives the line that closes a fence left open at the end, in its quote or list", () => {
    expect(inspectMarkdown("```\nx", keepGitHub).unclosedFence).toBe("```");
    expect(inspectMarkdown("> ~~~~\n> x\n>", keepGitHub).unclosedFence).toBe("> ~~~~");
    expect(inspectMarkdown("> - ```\n>   x", keepGitHub).unclosedFence).toBe(">   ```");
    expect(inspectMarkdown("```\nx\n```", keepGitHub).unclosedFence).toBeUndefined();
    expect(inspectMarkdown("- ```\n\nafter", keepGitHub).unclosedFence).toBeUndefined();
  });
});
