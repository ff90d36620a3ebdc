// Real bash as the oracle for glob expansion. Generated glob words — bracket expressions with ranges,
// classes, negation, escapes and quoted characters, `*` and `?` — go through the shell analysis (which
// turns the word into a pattern) and the expander, and through bash in a real directory of awkward
// names, in the C and C.UTF-8 locales. Whatever the expander does not refuse must find every name bash
// finds, and, for ASCII names and patterns without letter ranges (which bash 4 orders by locale), no
// other name.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expandGlob } from "../../src/policy/glob-expand";
import { analyzeShellCommand } from "../../src/policy/shell/analyze";

const NAMES = [
  "a",
  "b",
  "c",
  "z",
  "A",
  "B",
  "Z",
  "0",
  "5",
  "9",
  "_",
  "-",
  "!",
  "^",
  "[",
  "]",
  "\\",
  ":",
  "=",
  "%",
  "ab",
  "a]",
  "[a",
  "[a]",
  "-x",
  "x-",
  "a b",
  "é",
  "éa",
  ".e",
  ".env",
  "a.md",
  "B.md",
  "[=e=]",
  "*",
  "?",
];

const bash = (() => {
  try {
    const version = execFileSync("bash", ["-c", "echo ${BASH_VERSINFO[0]}"], { encoding: "utf8" });
    return Number(version.trim()) >= 4;
  } catch {
    return false;
  }
})();

/** Pieces of a glob word as it is written on a command line (escapes and quotes included). */
const CHARS = ["a", "b", "c", "z", "A", "Z", "0", "9", "e", "x", "_", ":", "=", ".", "%", "é"];
const IN_BRACKET = [
  ...CHARS,
  "-",
  "!",
  "^",
  "]",
  "\\]",
  "\\-",
  "\\\\",
  "\\a",
  "'-'",
  "']'",
  "'!'",
  "[:alpha:]",
  "[:digit:]",
  "[:upper:]",
  "[:punct:]",
  "[:bogus:]",
  "[=e=]",
  "[.a.]",
  "a-c",
  "A-Z",
  "0-5",
  "z-a",
  "%-+",
  "a-Z",
  "'a'-c",
  "a-'c'",
];
const bracketExpression = fc
  .tuple(
    fc.constantFrom("", "", "!", "^", "'!'"),
    fc.array(fc.constantFrom(...IN_BRACKET), { minLength: 0, maxLength: 4 }),
    fc.constantFrom("]", "]", "]", ""),
  )
  .map(([negate, items, close]) => `[${negate}${items.join("")}${close}`);
const piece = fc.oneof(
  { weight: 3, arbitrary: bracketExpression },
  { weight: 2, arbitrary: fc.constantFrom(...CHARS) },
  { weight: 2, arbitrary: fc.constantFrom("*", "?") },
  { weight: 1, arbitrary: fc.constantFrom("\\*", "\\[", "'*'", "'['", "'?'", "\\\\") },
);
const globWord = fc.array(piece, { minLength: 1, maxLength: 3 }).map((pieces) => pieces.join(""));

/** Letter ranges match by locale in bash 4, so the expander's may-match set is wider on purpose. */
const hasLetterRange = (word: string) => /[a-zA-Z]'?-'?[a-zA-Z]/.test(word);

let dir = "";
beforeAll(() => {
  dir = realpathSync(mkdtempSync(join(tmpdir(), "steward-glob-oracle-")));
  for (const name of NAMES) writeFileSync(join(dir, name), "");
  mkdirSync(join(dir, "sub"));
});
afterAll(() => {
  if (dir !== "") rmSync(dir, { recursive: true, force: true });
});

/** The names bash expands each word to (nullglob: no match is no name), in `locale`. */
function bashMatches(words: readonly string[], locale: string): string[][] {
  const script = [
    "shopt -s nullglob",
    ...words.map((word) => `printf '%s\\0' ${word}; printf '\\1\\0'`),
  ].join("\n");
  const out = execFileSync("bash", ["-c", script], {
    cwd: dir,
    env: { PATH: process.env["PATH"] ?? "/usr/bin:/bin", LC_ALL: locale },
    encoding: "utf8",
  });
  const groups: string[][] = [[]];
  for (const field of out.split("\0").slice(0, -1)) {
    if (field === "\u0001") groups.push([]);
    else if (field !== "") groups.at(-1)?.push(field);
  }
  return groups.slice(0, words.length);
}

type Verdict = { refused: string } | { matches: string[] } | { skip: true };

/** What the analysis and the expander make of `ls -- WORD` in the oracle's directory. */
async function expanderMatches(word: string): Promise<Verdict> {
  const analysis = await analyzeShellCommand(`ls -- ${word}`, { cwd: dir, home: dir, workspaceRoot: dir });
  if (!analysis.ok) return { skip: true };
  const use = analysis.value.commands[0]?.paths[0];
  if (use?.glob !== true) return { skip: true };
  const expanded = expandGlob(use.pattern ?? use.path);
  if (!expanded.ok) return { refused: expanded.error };
  // A segment without a wildcard is appended as written, existing or not; bash lists what exists.
  return { matches: expanded.value.filter((path) => existsSync(path)).map((path) => basename(path)) };
}

describe.runIf(bash)("glob expansion agrees with bash", () => {
  it("finds every name bash finds, and only those for ASCII names", async () => {
    const words = fc.sample(globWord, { numRuns: 200, seed: 20_241_125 });
    const verdicts = await Promise.all(words.map(expanderMatches));
    const judged = verdicts.filter((verdict) => "matches" in verdict).length;
    for (const locale of ["C.UTF-8", "C"]) {
      const expected = bashMatches(words, locale);
      for (const [i, word] of words.entries()) {
        const verdict = verdicts[i];
        if (verdict === undefined || !("matches" in verdict)) continue;
        // A word bash does not take for a pattern (an unclosed "[") comes back as it is: no file.
        const bashFound = (expected[i] ?? []).filter((name) => existsSync(join(dir, name)));
        const found = new Set(verdict.matches);
        for (const name of bashFound)
          expect(found, `bash (${locale}) expands ${word} to ${JSON.stringify(bashFound)}`).toContain(name);
        if (hasLetterRange(word)) continue;
        const ascii = (names: Iterable<string>) => [...names].filter((n) => /^[\x20-\x7e]*$/.test(n)).sort();
        expect(
          ascii(found).filter((n) => n !== "." && n !== ".."),
          `${word} in ${locale}`,
        ).toEqual(ascii(bashFound));
      }
    }
    // Most generated words are judged, not refused: the expander models bash, it does not give up.
    expect(judged).toBeGreaterThan(words.length / 2);
  });

  it.each([
    ["cat .[[=e=]]nv", /equivalence class or collating symbol/],
    ["cat .[[.e.]]nv", /equivalence class or collating symbol/],
    ["cat [[:bogus:]]", /character class this analysis does not know/],
    ["cat [%-+]x", /spans kinds of characters/],
    ["cat [é]", /non-ASCII character in a bracket expression/],
  ])("refuses %s", async (command, reason) => {
    const analysis = await analyzeShellCommand(command, { cwd: dir, home: dir, workspaceRoot: dir });
    expect(analysis.ok).toBe(true);
    const use = analysis.ok ? analysis.value.commands[0]?.paths[0] : undefined;
    const expanded = expandGlob(use?.pattern ?? "");
    expect(expanded.ok ? "expanded" : expanded.error).toMatch(reason);
  });
});
