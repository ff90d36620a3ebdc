// ripgrep's command lines (the walk from the real root, then the count over pinned files) and its
// output, parsed back: NUL after each path (paths may hold ":"), and the notices ripgrep prints for a
// file it found to be binary after a match, which drop that file.
import { describe, expect, it } from "vitest";
import { parseRipgrepOutput } from "../../../src/tools/search/ripgrep";
import { candidateArgs, countArgs, printArgs } from "../../../src/tools/search/ripgrep-args";
import type { SearchRequest } from "../../../src/tools/search/search-request";

const request = (overrides: Partial<SearchRequest>): SearchRequest => ({
  root: "/w",
  realRoot: "/real/w",
  rootIsFile: false,
  pattern: "x",
  caseInsensitive: false,
  multiline: false,
  globs: [],
  type: undefined,
  mode: "content",
  before: 0,
  after: 0,
  onlyMatching: false,
  env: {},
  signal: new AbortController().signal,
  ...overrides,
});

describe("ripgrep command lines", () => {
  it("walks the real root, with the pattern, globs and type as values, never as options, and no config", () => {
    const args = printArgs(request({ pattern: "--pre=sh", globs: ["*.ts", "!dist/**"], type: "ts" }), true);
    expect(args.slice(-4)).toEqual(["--regexp", "--pre=sh", "--", "/real/w"]);
    expect(args).toEqual(
      expect.arrayContaining(["--no-config", "--no-ignore-global", "--no-ignore-dot", "--hidden"]),
    );
    expect(args).toEqual(
      expect.arrayContaining(["--glob=*.ts", "--glob=!dist/**", "--glob=!.git", "--type=ts"]),
    );
    expect(args).not.toContain("--no-require-git");
    expect(printArgs(request({}), false)).toContain("--no-require-git");
    expect(candidateArgs(request({ mode: "count", type: "ts" }), true)).toEqual(
      expect.arrayContaining(["--files-with-matches", "--type=ts", "--glob=!.git", "/real/w"]),
    );
  });

  it("prints lines to check: context only in content mode, one line per file for a file list", () => {
    expect(printArgs(request({ before: 2, after: 1 }), true)).toEqual(
      expect.arrayContaining(["--line-number", "--before-context=2", "--after-context=1"]),
    );
    const list = printArgs(request({ mode: "files_with_matches", before: 2 }), true);
    expect(list).toEqual(expect.arrayContaining(["--line-number", "--max-count=1"]));
    expect(list.filter((a) => a.startsWith("--before") || a === "--count")).toEqual([]);
    const count = printArgs(request({ mode: "count", after: 2, onlyMatching: true }), true);
    expect(count).toContain("--line-number");
    expect(count.filter((a) => /^--(after|max-count|only|count)/.test(a))).toEqual([]);
  });

  it("counts over the pinned files by name only: no walk options, no globs, no type", () => {
    const args = countArgs(
      request({ mode: "count", globs: ["*.ts"], type: "ts", pattern: "-x", multiline: true }),
      ["/proc/self/fd/3"],
    );
    expect(args.slice(-5)).toEqual(["--count", "--regexp", "-x", "--", "/proc/self/fd/3"]);
    expect(args).toEqual(expect.arrayContaining(["--multiline", "--multiline-dotall"]));
    expect(args.filter((a) => /^--(glob|type|hidden|no-ignore)/.test(a))).toEqual([]);
  });
});

describe("ripgrep output", () => {
  it("parses matches and context, keeping colons in paths and text", () => {
    const out = "/w/a:b.txt\x001-before\n/w/a:b.txt\x002:x: y\n--\n/w/c.txt\x0010:x\n";
    expect(parseRipgrepOutput(out, "content", "/w")).toEqual([
      {
        path: "/w/a:b.txt",
        count: 1,
        lines: [
          { number: 1, text: "before", isMatch: false },
          { number: 2, text: "x: y", isMatch: true },
        ],
      },
      { path: "/w/c.txt", count: 1, lines: [{ number: 10, text: "x", isMatch: true }] },
    ]);
  });

  it("drops a file ripgrep found to be binary after printing a match", () => {
    const out =
      "/w/late.bin\x001:x first\n" +
      '/w/late.bin: WARNING: stopped searching binary file after match (found "\\0" byte around offset 9)\n' +
      "/w/ok.txt\x003:x\n";
    expect(parseRipgrepOutput(out, "content", "/w").map((f) => f.path)).toEqual(["/w/ok.txt"]);
  });

  it("parses counts", () => {
    expect(parseRipgrepOutput("/w/a\x003\n/w/b c\x001\n", "count", "/w")).toEqual([
      { path: "/w/a", count: 3, lines: [] },
      { path: "/w/b c", count: 1, lines: [] },
    ]);
  });
});
