// Properties over random and mutated command lines: the analysis always resolves (never throws),
// gives the same answer twice, refuses anything tree-sitter marks as a syntax error, and when it
// accepts, returns well-formed commands (absolute normalised paths, text = argv joined, read-only only
// without writes or dangerous options).
import { posix } from "node:path";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import type { ShellAnalysis } from "../../../src/policy/shell/analyze";
import { bashParser } from "../../../src/policy/shell/parser";
import { analyze, SHELL_PUNCTUATION } from "./helpers";

const TOKENS = [
  "cat",
  "git",
  "log",
  "sed",
  "-n",
  "'p'",
  "find",
  "-exec",
  "a",
  "b.txt",
  " ",
  " ",
  " ",
  ...SHELL_PUNCTUATION,
  "LC_ALL=C",
  "PATH=/x",
  "-",
  "--",
  "if",
  "then",
  "fi",
  "do",
  "done",
  "for",
  "in",
  "while",
  "case",
  "esac",
  ";;",
  "bash -c ",
  "sh -c ",
  "timeout 5 ",
  "$'",
  "!",
  "[[",
  "]]",
  "[",
  "]",
  "<(",
  "cd",
  "..",
  "/etc/passwd",
];

const BENIGN = [
  "git diff --stat | cat",
  'grep -n "a|b" src/x.ts',
  "find src -name '*.ts'",
  "git log --oneline -5",
  "sed -n '10,20p' a",
  "LC_ALL=C sort a",
  "timeout 30 npm test",
  "cat <<EOF\nhello\nEOF",
  "bash -c 'git status && ls'",
  "if [ -f a ]; then cat a; fi",
];

const tokenLine = fc.array(fc.constantFrom(...TOKENS), { maxLength: 30 }).map((parts) => parts.join(""));
const mutatedBenign = fc
  .tuple(
    fc.constantFrom(...BENIGN),
    fc.array(fc.tuple(fc.nat(), fc.oneof(fc.constantFrom(...TOKENS), fc.string({ maxLength: 2 }))), {
      maxLength: 4,
    }),
    fc.array(fc.nat(), { maxLength: 2 }),
  )
  .map(([text, inserts, deletes]) => {
    let out = inserts.reduce(
      (acc, [at, piece]) => acc.slice(0, at % (acc.length + 1)) + piece + acc.slice(at % (acc.length + 1)),
      text,
    );
    for (const at of deletes)
      out = out.slice(0, at % (out.length + 1)) + out.slice((at % (out.length + 1)) + 1);
    return out;
  });
const anyLine = fc.oneof(
  tokenLine,
  mutatedBenign,
  fc.string({ maxLength: 200 }),
  fc.string({ unit: "grapheme", maxLength: 80 }),
);

function wellFormed(result: ShellAnalysis): void {
  expect(typeof result.ok).toBe("boolean");
  if (!result.ok) {
    expect(result.error.length).toBeGreaterThan(10);
    // A refusal is always a decision, never a crash caught on the way out.
    expect(result.error).not.toMatch(/internal error/);
    return;
  }
  expect(result.value.readOnly).toBe(result.value.commands.every((c) => c.readOnly));
  for (const command of result.value.commands) {
    expect(command.argv.length).toBeGreaterThan(0);
    expect(command.text).toBe(command.argv.join(" "));
    for (const use of command.paths) {
      expect(posix.isAbsolute(use.path)).toBe(true);
      expect(posix.normalize(use.path)).toBe(use.path);
    }
    if (command.readOnly) {
      expect(command.dangerous).toEqual([]);
      expect(command.paths.every((use) => use.kind === "read")).toBe(true);
    }
  }
}

describe("properties of the analysis", () => {
  beforeAll(async () => {
    await bashParser();
  });

  it("always resolves, to a well-formed result", async () => {
    await fc.assert(
      fc.asyncProperty(anyLine, async (line) => {
        wellFormed(await analyze(line));
      }),
      { numRuns: 1500, seed: 7 },
    );
  });

  it("is deterministic", async () => {
    await fc.assert(
      fc.asyncProperty(anyLine, async (line) => {
        expect(await analyze(line)).toEqual(await analyze(line));
      }),
      { numRuns: 500, seed: 11 },
    );
  });

  it("refuses everything tree-sitter marks as a syntax error", async () => {
    const parser = await bashParser();
    let errors = 0;
    await fc.assert(
      fc.asyncProperty(anyLine, async (line) => {
        const tree = parser.parse(line);
        const hasError = tree?.rootNode.hasError ?? true;
        tree?.delete();
        if (!hasError) return;
        errors++;
        expect((await analyze(line)).ok).toBe(false);
      }),
      { numRuns: 1500, seed: 13 },
    );
    expect(errors).toBeGreaterThan(100);
  });

  it("accepts a fair share of the benign lines it is mutated from", async () => {
    for (const line of BENIGN) expect((await analyze(line)).ok, line).toBe(true);
  });
});
