// ripgrep's command line and output, parsed back: NUL after each path (paths may hold ":"), and the
// notices ripgrep prints for a file it found to be binary after a match, which drop that file.
import { describe, expect, it } from "vitest";
import { parseRipgrepOutput, ripgrepArgs } from "../../../src/tools/search/ripgrep";
import type { SearchRequest } from "../../../src/tools/search/search-request";

const request = (overrides: Partial<SearchRequest>): SearchRequest => ({
  root: "/w",
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

describe("ripgrep command line", () => {
  it("passes the pattern, globs and type as values, never as options, with no config or global ignores", () => {
    const args = ripgrepArgs(request({ pattern: "--pre=sh", globs: ["*.ts", "!dist/**"], type: "ts" }), true);
    expect(args.slice(-4)).toEqual(["--regexp", "--pre=sh", "--", "/w"]);
    expect(args).toEqual(
      expect.arrayContaining(["--no-config", "--no-ignore-global", "--no-ignore-dot", "--hidden"]),
    );
    expect(args).toEqual(
      expect.arrayContaining(["--glob=*.ts", "--glob=!dist/**", "--glob=!.git", "--type=ts"]),
    );
    expect(args).not.toContain("--no-require-git");
    expect(ripgrepArgs(request({}), false)).toContain("--no-require-git");
  });

  it("asks for context only in content mode, and counts otherwise", () => {
    expect(ripgrepArgs(request({ before: 2, after: 1 }), true)).toEqual(
      expect.arrayContaining(["--line-number", "--before-context=2", "--after-context=1"]),
    );
    expect(ripgrepArgs(request({ mode: "files_with_matches" }), true)).toContain("--count");
    expect(ripgrepArgs(request({ mode: "count", multiline: true, caseInsensitive: true }), true)).toEqual(
      expect.arrayContaining(["--count", "--multiline", "--multiline-dotall", "--ignore-case"]),
    );
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
