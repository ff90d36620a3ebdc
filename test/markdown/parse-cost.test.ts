import { describe, expect, it } from "vitest";
import { MAX_PARSED_LENGTH, tooCostlyToParse } from "../../src/markdown/parse-cost";

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

// [what it is, the text] — shapes that make micromark take seconds to minutes (measured on 2 cores).
const costly: [string, string][] = [
  ["longer than any GitHub body", "a".repeat(MAX_PARSED_LENGTH + 1)],
  ["list items nested on one line", "- ".repeat(40) + "x"],
  ["quotes nested on one line", ">".repeat(40) + " x"],
  ["list items nested by indentation", nestedList(80, "  ")],
  ["unmatched closing brackets", "x" + "]".repeat(5_000)],
  ["brackets nested deep", "[".repeat(5_000) + "]".repeat(5_000)],
  ["nested links", "[".repeat(3_000) + "x" + "](u)".repeat(3_000)],
  ["links without an end", "[](".repeat(5_000)],
  ["unclosed comments", "x <!--".repeat(3_000)],
  ["unclosed instructions", "x <?".repeat(3_000)],
  ["a long run of emphasis marks", "*".repeat(2_000) + "a" + "*".repeat(2_000)],
  ["alternating emphasis marks (67 s)", "*_".repeat(32_000)],
  ["emphasis openers then closers (17.5 s)", "*a ".repeat(10_000) + "a_ ".repeat(10_000)],
];

// Texts people write, which are read.
const ordinary: [string, string][] = [
  ["a 700-line log pasted without blank lines", "```\n" + log + "\n```"],
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
  ["60,000 characters of prose", "Lorem ipsum dolor sit amet. ".repeat(2_100)],
  [
    "an e-mail thread quoted ten deep",
    Array.from({ length: 10 }, (_, i) => `${">".repeat(i + 1)} reply ${i}`).join("\n"),
  ],
  ["a list nested twelve deep", nestedList(12, "  ")],
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
