// ripgrep's command lines (the walk that names candidates, then the search of the pinned files) and
// its output, parsed back: NUL after each path (paths may hold ":"), and the notices ripgrep prints for
// a file it found to be binary after a match, which drop that file.
import { describe, expect, it } from "vitest";
import { candidateArgs, parseRipgrepOutput, searchArgs } from "../../../src/tools/search/ripgrep";
import type { SearchRequest } from "../../../src/tools/search/search-request";

const request = (overrides: Partial<SearchRequest>): SearchRequest => ({
  root: "/w",
  realRoot: "/w",
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
  mayRead: () => true,
  ...overrides,
});

describe("ripgrep command lines", () => {
  it("passes the pattern, globs and type as values, never as options, with no config or global ignores", () => {
    const args = candidateArgs(
      request({ pattern: "--pre=sh", globs: ["*.ts", "!dist/**"], type: "ts" }),
      true,
    );
    expect(args.slice(-4)).toEqual(["--regexp", "--pre=sh", "--", "/w"]);
    expect(args).toEqual(
      expect.arrayContaining(["--no-config", "--no-ignore-global", "--no-ignore-dot", "--hidden"]),
    );
    expect(args).toEqual(
      expect.arrayContaining(["--glob=*.ts", "--glob=!dist/**", "--glob=!.git", "--type=ts"]),
    );
    expect(args).not.toContain("--no-require-git");
    expect(candidateArgs(request({}), false)).toContain("--no-require-git");
  });

  it("walks only to name the matching files, whatever the output mode", () => {
    for (const mode of ["content", "count", "files_with_matches"] as const) {
      const args = candidateArgs(request({ mode, before: 2 }), true);
      expect(args).toContain("--files-with-matches");
      expect(args.filter((a) => a.startsWith("--line-number") || a.startsWith("--before"))).toEqual([]);
    }
  });

  it("searches the pinned files by name only: no walk options, no globs, no type", () => {
    const args = searchArgs(request({ globs: ["*.ts"], type: "ts", pattern: "-x" }), ["/proc/self/fd/3"]);
    expect(args.slice(-4)).toEqual(["--regexp", "-x", "--", "/proc/self/fd/3"]);
    expect(args.filter((a) => /^--(glob|type|hidden|no-ignore)/.test(a))).toEqual([]);
  });

  it("asks for context only in content mode, and counts otherwise", () => {
    expect(searchArgs(request({ before: 2, after: 1 }), [])).toEqual(
      expect.arrayContaining(["--line-number", "--before-context=2", "--after-context=1"]),
    );
    expect(searchArgs(request({ mode: "files_with_matches" }), [])).toContain("--count");
    expect(searchArgs(request({ mode: "count", multiline: true, caseInsensitive: true }), [])).toEqual(
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
