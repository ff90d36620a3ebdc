// The built-in search's regex dialect against ripgrep itself: for each pattern, the lines ripgrep
// matches in a sample file must be the lines the translated RegExp matches, and what ripgrep refuses
// must be refused.
import { spawnSync } from "node:child_process";
import { mkdtemp, realpath, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findMatches, lineOf, lineStarts } from "../../../src/tools/search/regex-matches";
import { compileRustRegex, RegexSyntaxError } from "../../../src/tools/search/rust-regex";
import { ripgrepForTests } from "./tree";

const SAMPLE = [
  "const value = compute(42);",
  "function handleRequest(req, res) {",
  "  return res.send({ ok: true });",
  "}",
  "interface{} in Go",
  "naïve café résumé",
  "ΣΊΣΥΦΟΣ and σίσυφος",
  "٣ arabic-indic digit, ２ fullwidth",
  "tab\there and\u00a0nbsp",
  "snake_case camelCase PascalCase kebab-case",
  "a.b a+b a*b a?b (a) [a] {a} a|b a^b a$b a\\b",
  "email: user@example.com, url: https://x.y/z?q=1#frag",
  "TODO: fix this FIXME later",
  "word  boundary test: foo foobar barfoo foo_bar",
  "trailing spaces   ",
  "x\rcarriage",
  "",
  "emoji 😀 ok",
  "end",
];

const PATTERNS = [
  "foo",
  "\\bfoo\\b",
  "\\Bfoo",
  "foo\\B",
  "\\<foo\\>",
  "\\b{start}bar",
  "\\d+",
  "\\D{5}",
  "\\w+ö",
  "\\W{2}",
  "\\s{3}$",
  "\\S+@\\S+",
  "^\\}$",
  "^$",
  "^  return",
  "\\(a\\)",
  "\\{\\}",
  "interface\\{\\}",
  "a\\.b|a\\+b",
  "[[:upper:]]{4,}",
  "[[:^alpha:][:space:]]{3}",
  "[a-z&&[^aeiou]]{4}",
  "[\\w--[a-z]]{3}",
  "[^\\x00-\\x7F]",
  "\\pL+ος",
  "\\p{Greek}+",
  "\\p{Lu}{3}",
  "\\P{L}{4}",
  "\\p{Nd}",
  "(?i)todo",
  "(?i)σίσυφος",
  "(?x) handle Request # a comment\n",
  "(?s)x.carriage",
  "x.carriage",
  "(?P<name>\\w+)Case",
  "(?<n>a)\\[",
  "colou?r|val(ue)?",
  "a{2}|e{2,}|s{1,2}s",
  "ca.é",
  ".😀.",
  "\\x{1F600}",
  "\\u00E9",
  "\\t",
  "[\\t ]here",
  "\\$b|\\^b",
  "a\\|b",
  "[]a]\\s",
  "[a-]b",
  "\\.\\*|\\?",
  "#frag$",
  "https?://[^/\\s]+",
  "\\A  return",
  "end\\z",
  "(?-i)TODO",
  "(?m)^end$",
  "(?U)a.+b",
  "a.+?b",
  "\\\\b",
  "é",
];

const REFUSED = [
  "foo(",
  "foo)",
  "(?<=a)b",
  "(?!a)b",
  "(a)\\1",
  "a{",
  "x{,2}",
  "[a",
  "[z-a]",
  "\\q",
  "a\\nb",
  "[\\n]",
  "\\p{NotAProperty}",
  "(?z)a",
];

let dir: string;
let file: string;
let rg: string;

beforeAll(async () => {
  dir = await realpath(await mkdtemp(join(tmpdir(), "steward-regex-")));
  file = join(dir, "sample.txt");
  await writeFile(file, `${SAMPLE.join("\n")}\n`);
  rg = await ripgrepForTests();
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

function ripgrep(pattern: string, flags: string[]): { lines: number[]; error: boolean } {
  const result = spawnSync(
    rg,
    ["--no-config", "--line-number", "--no-filename", ...flags, "--regexp", pattern, "--", file],
    {
      encoding: "utf8",
    },
  );
  if (result.status === 2) return { lines: [], error: true };
  const lines = result.stdout
    .split("\n")
    .filter((l) => l !== "")
    .map((l) => Number(/^(\d+)[:-]/.exec(l)?.[1]));
  return { lines: [...new Set(lines)], error: false };
}

function translated(pattern: string, options: { caseInsensitive: boolean; multiline: boolean }): number[] {
  const regex = compileRustRegex(pattern, { ...options, dotAll: options.multiline });
  const text = `${SAMPLE.join("\n")}\n`;
  const starts = lineStarts(text);
  const lines = new Set<number>();
  for (const { start, end } of findMatches(text, regex, options.multiline, false)) {
    const last = lineOf(starts, Math.max(start, end - 1));
    for (let line = lineOf(starts, start); line <= last; line++) lines.add(line + 1);
  }
  return [...lines].sort((a, b) => a - b);
}

/** Inline case flags that differ from the whole pattern's need regexp modifiers (Node.js 23+). */
const modifiers = (() => {
  try {
    new RegExp("(?i:a)", "v");
    return true;
  } catch {
    return false;
  }
})();

describe("ripgrep's regex dialect in JavaScript", () => {
  it.each(PATTERNS)("%s matches the same lines", (pattern) => {
    const expected = ripgrep(pattern, []);
    expect(expected.error).toBe(false);
    expect(translated(pattern, { caseInsensitive: false, multiline: false })).toEqual(expected.lines);
  });

  it.each(["FOO", "Σίσυφος", "[a-c]{2}Se", "\\bTODO\\b"])("%s with -i matches the same lines", (pattern) => {
    expect(translated(pattern, { caseInsensitive: true, multiline: false })).toEqual(
      ripgrep(pattern, ["-i"]).lines,
    );
  });

  it.each([
    ["(?-i)todo", true],
    ["snake_(?i:CASE)", false],
    ["(?i:TODO)|(?i)fixme", false],
  ] as const)(
    "%s (inline case flags) matches the same lines where the engine has modifiers",
    (pattern, dashI) => {
      const options = { caseInsensitive: dashI, multiline: false };
      if (!modifiers) {
        expect(() => translated(pattern, options)).toThrow("need a newer Node.js");
        return;
      }
      expect(translated(pattern, options)).toEqual(ripgrep(pattern, dashI ? ["-i"] : []).lines);
    },
  );

  it.each([
    "\\{\\n\\s+return",
    "ok: true.*?\\}",
    "^\\}\\ninter",
    "send.*end",
    "\\n\\n",
    "(?-s)send.*end",
    "\\Aconst",
    "end\\n\\z",
    "σίσυφος\\n.*\\n.*here",
    "[^a-z]\\nend",
  ])("%s with multiline matches the same lines", (pattern) => {
    const expected = ripgrep(pattern, ["--multiline", "--multiline-dotall"]);
    expect(expected.error).toBe(false);
    expect(translated(pattern, { caseInsensitive: false, multiline: true })).toEqual(expected.lines);
  });

  it.each(REFUSED)("%s is refused by both", (pattern) => {
    expect(ripgrep(pattern, []).error).toBe(true);
    expect(() =>
      compileRustRegex(pattern, { caseInsensitive: false, multiline: false, dotAll: false }),
    ).toThrow(RegexSyntaxError);
  });

  it("says why, in ripgrep's words where it can", () => {
    const reason = (pattern: string) => {
      try {
        compileRustRegex(pattern, { caseInsensitive: false, multiline: false, dotAll: false });
        return "";
      } catch (error) {
        return (error as Error).message;
      }
    };
    expect(reason("foo(")).toBe("unclosed group");
    expect(reason("(?<=a)b")).toBe("look-around, including look-ahead and look-behind, is not supported");
    expect(reason("(a)\\1")).toBe("backreferences are not supported");
    expect(reason("a\\nb")).toContain('the literal "\\n" is not allowed in a regex');
  });
});
