import { chmod, mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { grepTool } from "../../src/tools/grep";
import { type GrepParams, runGrep, splitGlobParameter } from "../../src/tools/search/grep-run";
import { ripgrepCandidates } from "../../src/tools/search/locate-ripgrep";
import type { PermissionRequest, PermissionResolver } from "../../src/tools/tool";
import { type TestBench, toolBench } from "./helpers";
import {
  gitInit,
  lateBinary,
  ripgrepForTests,
  setMtimes,
  type Tree,
  utf16le,
  writeTree,
} from "./search/tree";

const APP_TS = `import { foo } from "./foo";
export function handleRequest(req) {
  const value = foo(req);
  return value;
}

export function helper() {
  // TODO: handleRequest edge cases
  return 42;
}
`;

const TREE: Tree = {
  ".gitignore": "node_modules/\n*.log\nbuild/\n/secret.txt\n",
  "src/app.ts": APP_TS,
  "src/foo.ts": "export const foo = (x: number) => x * 2;\n// FOO in caps\nexport const Foo = 1;\n",
  "src/util.js": "function handleRequest() {}\nmodule.exports = { handleRequest };\n",
  "src/deep/nested/a.py": "def handle_request():\n    return 'héllo wörld foo'\n\tTAB\n",
  "src/crlf.txt": "first line\r\nsecond foo line\r\nthird\r\n",
  "src/bom.txt": "\uFEFFfoo with bom\nbar\n",
  "src/utf16.txt": utf16le("foo in utf16\nbar\n"),
  "src/binary.bin": Buffer.from("foo\0bar\n"),
  "src/late-binary.txt": lateBinary(),
  "src/long.min.js": `var foo=1;${"x".repeat(1200)}\n`,
  "src/unicode.txt": "naïve café\nΣίσυφος foo\n٣ digits 42\n",
  ".hidden/config.yml": "foo: hidden\n",
  ".github/workflows/ci.yml": "run: handleRequest\n",
  "node_modules/pkg/index.js": "handleRequest foo\n",
  "build/out.js": "foo built\n",
  "debug.log": "foo logged\n",
  "secret.txt": "foo secret\n",
  "sub/secret.txt": "foo not secret\n",
  "packages/x/.gitignore": "!build/\n*.gen.ts\n",
  "packages/x/build/keep.js": "foo kept\n",
  "packages/x/src/a.gen.ts": "foo generated\n",
  "packages/x/src/b.ts": "foo b\n",
  "docs/README.md": "# Title\nSome foo text\nmore\n",
  "empty.txt": "",
  "no-newline.txt": "last foo",
  "spaces in name.txt": "foo spaced\n",
  "colon:name.txt": "foo colon\n",
  "link.txt": { symlinkTo: "src/foo.ts" },
};

/** Newest first, a minute apart; the files_with_matches order follows it. */
const MTIME_ORDER = Object.keys(TREE).filter((p) => p !== "link.txt");

let bench: TestBench;
let rg: string;
/** Every ripgrep on this machine (vendored, and one on PATH if there is one): each must agree. */
let ripgreps: string[];

beforeAll(async () => {
  bench = await toolBench([grepTool]);
  rg = await ripgrepForTests();
  ripgreps = await ripgrepCandidates({ PATH: process.env["PATH"] ?? "/usr/bin:/bin" });
  gitInit(bench.root);
  await writeTree(bench.root, TREE);
  // Something searchable inside .git, which must never show up.
  await writeFile(join(bench.root, ".git", "foo-note"), "foo in git\n");
  await setMtimes(bench.root, MTIME_ORDER);
});

afterAll(async () => {
  await bench.cleanup();
});

const errorText = (error: unknown) => `Error: ${error instanceof Error ? error.message : String(error)}`;

async function viaBoth(input: GrepParams, binary = rg): Promise<{ ripgrep: string; builtin: string }> {
  const [ripgrep, builtin] = await Promise.all([
    runGrep(input, bench.context, { kind: "ripgrep", binary }).catch(errorText),
    runGrep(input, bench.context, { kind: "builtin" }).catch(errorText),
  ]);
  return { ripgrep, builtin };
}

async function grep(input: Record<string, unknown>): Promise<string> {
  const outcome = await bench.call("Grep", input);
  return bench.text(outcome);
}

describe("Grep gives identical output through ripgrep and the built-in search", () => {
  const queries: GrepParams[] = [
    { pattern: "foo" },
    { pattern: "foo", output_mode: "content" },
    { pattern: "foo", output_mode: "count" },
    { pattern: "handleRequest", output_mode: "content", "-C": 1 },
    { pattern: "handleRequest", output_mode: "content", context: 2 },
    { pattern: "handleRequest", output_mode: "content", "-A": 2 },
    { pattern: "handleRequest", output_mode: "content", "-B": 1, "-n": false },
    { pattern: "handleRequest", output_mode: "content", "-B": 3, "-A": 0, "-C": 1 },
    { pattern: "FOO", "-i": true, output_mode: "content" },
    { pattern: "FOO", output_mode: "content" },
    { pattern: "fo+", "-o": true, output_mode: "content" },
    { pattern: "handle\\w+", "-o": true, output_mode: "content", "-n": false },
    { pattern: "fo+", "-o": true, output_mode: "count" },
    { pattern: "foo", glob: "*.ts", output_mode: "content" },
    { pattern: "foo", glob: "*.{ts,js}" },
    { pattern: "foo", glob: "*.ts, *.py" },
    { pattern: "foo", glob: "!src/**" },
    { pattern: "foo", glob: "src/deep/**" },
    { pattern: "foo", glob: "*.txt", output_mode: "content" },
    { pattern: "foo", type: "ts" },
    { pattern: "foo|handle", type: "py", output_mode: "content" },
    { pattern: "foo", type: "all", output_mode: "count" },
    { pattern: "foo", path: "src" },
    { pattern: "foo", path: "src/foo.ts", output_mode: "content" },
    { pattern: "foo", path: "build", output_mode: "content" },
    { pattern: "foo", path: "node_modules" },
    { pattern: "foo", path: "src/binary.bin" },
    { pattern: "foo", path: "src/late-binary.txt", output_mode: "count" },
    { pattern: "\\bfoo\\b", output_mode: "content" },
    { pattern: "\\Bo", output_mode: "count" },
    { pattern: "^export", output_mode: "count" },
    { pattern: "line$", output_mode: "content" },
    { pattern: "\\d+", output_mode: "content" },
    { pattern: "[[:upper:]]{3}", output_mode: "content" },
    { pattern: "caf.", output_mode: "content" },
    { pattern: "\\w+ö", output_mode: "content" },
    { pattern: "[\\w&&[^a-z]]+ in", output_mode: "content" },
    { pattern: "\\pL{4,}ος", output_mode: "content" },
    { pattern: "function\\s+\\w+", output_mode: "content" },
    { pattern: "(?i)todo", output_mode: "content" },
    { pattern: "(?P<word>foo) (?:kept|b)$", output_mode: "content" },
    { pattern: "\\x66oo\\u0020\\x{6B}", output_mode: "content" },
    { pattern: "a|b", output_mode: "count" },
    { pattern: "x*", output_mode: "count", path: "src" },
    { pattern: "\\t", output_mode: "content" },
    { pattern: "export function handleRequest.*?\\}", multiline: true, output_mode: "content" },
    { pattern: "helper\\(\\) \\{\\n.*TODO", multiline: true, output_mode: "count" },
    { pattern: "\\}\\n\\nexport", multiline: true, output_mode: "content", "-A": 1 },
    { pattern: "^$", multiline: true, output_mode: "count" },
    { pattern: "foo", output_mode: "content", head_limit: 3 },
    { pattern: "foo", head_limit: 2, offset: 1 },
    { pattern: "foo", output_mode: "count", head_limit: 0 },
    { pattern: "foo", output_mode: "content", offset: 100 },
    { pattern: "nomatch-xyz" },
    { pattern: "nomatch-xyz", output_mode: "content" },
    { pattern: "nomatch-xyz", output_mode: "count" },
    { pattern: "foo", path: "src/long.min.js", output_mode: "content" },
    { pattern: "foo", path: "no-newline.txt", output_mode: "content" },
    { pattern: "colon|spaced", output_mode: "content" },
    { pattern: "--pre=sh", output_mode: "content" },
    { pattern: "-e", glob: "--hidden", output_mode: "count" },
    { pattern: "foo(", output_mode: "content" },
    { pattern: "(?<=a)b" },
    { pattern: "foo", type: "no-such-type" },
  ];

  it.each(queries.map((q) => [JSON.stringify(q), q] as const))("%s", async (_name, input) => {
    for (const binary of ripgreps) {
      const { ripgrep, builtin } = await viaBoth(input, binary);
      if (ripgrep.startsWith("Error:")) {
        // Both refuse, each with its engine's reason.
        expect(builtin.startsWith("Error:"), binary).toBe(true);
        expect(builtin.split(":")[1], binary).toBe(ripgrep.split(":")[1]);
      } else {
        expect(builtin, binary).toBe(ripgrep);
      }
    }
  });
});

describe("Grep output", () => {
  it("lists files with matches, newest first, absolute; .gitignore, .git, binary files and links are left out", async () => {
    expect(await grep({ pattern: "foo" })).toBe(
      [
        "Found 16 files",
        ...[
          "src/app.ts",
          "src/foo.ts",
          "src/deep/nested/a.py",
          "src/crlf.txt",
          "src/bom.txt",
          "src/utf16.txt",
          "src/long.min.js",
          "src/unicode.txt",
          ".hidden/config.yml",
          "sub/secret.txt",
          "packages/x/build/keep.js",
          "packages/x/src/b.ts",
          "docs/README.md",
          "no-newline.txt",
          "spaces in name.txt",
          "colon:name.txt",
        ].map((p) => join(bench.root, p)),
      ].join("\n"),
    );
  });

  it("shows content as path:line:text, context as path-line-text, groups apart with --", async () => {
    expect(await grep({ pattern: "handleRequest", output_mode: "content", "-C": 1 })).toBe(
      [
        ".github/workflows/ci.yml:1:run: handleRequest",
        "--",
        'src/app.ts-1-import { foo } from "./foo";',
        "src/app.ts:2:export function handleRequest(req) {",
        "src/app.ts-3-  const value = foo(req);",
        "--",
        "src/app.ts-7-export function helper() {",
        "src/app.ts:8:  // TODO: handleRequest edge cases",
        "src/app.ts-9-  return 42;",
        "--",
        "src/util.js:1:function handleRequest() {}",
        "src/util.js:2:module.exports = { handleRequest };",
      ].join("\n"),
    );
  });

  it("leaves line numbers out with -n false", async () => {
    expect(
      await grep({ pattern: "handleRequest", output_mode: "content", "-n": false, path: "src/util.js" }),
    ).toBe("src/util.js:function handleRequest() {}\nsrc/util.js:module.exports = { handleRequest };");
  });

  it("counts matching lines per file, with a total", async () => {
    expect(await grep({ pattern: "handleRequest", output_mode: "count" })).toBe(
      [
        ".github/workflows/ci.yml:1",
        "src/app.ts:2",
        "src/util.js:2",
        "",
        "Found 5 matching lines in 3 files.",
      ].join("\n"),
    );
  });

  it("prints every line a multiline match spans", async () => {
    expect(await grep({ pattern: "value;\\n\\}", multiline: true, output_mode: "content" })).toBe(
      "src/app.ts:4:  return value;\nsrc/app.ts:5:}",
    );
  });

  it("applies head_limit and offset to output lines and entries, and says what was left out", async () => {
    const page = await grep({ pattern: "foo", output_mode: "content", head_limit: 2, offset: 1 });
    expect(page.split("\n").slice(0, 2)).toHaveLength(2);
    expect(page).toContain("[Showing lines 2-3 of ");
    expect(page).toContain("Pass offset: 3 to see more");
    const files = await grep({ pattern: "foo", head_limit: 1 });
    expect(files).toBe(
      `Found 16 files\n${join(bench.root, "src/app.ts")}\n\n[Showing files 1-1 of 16. Pass offset: 1 to see more, or narrow the search with path, glob or type.]`,
    );
    const last = await grep({ pattern: "handleRequest", output_mode: "count", offset: 2 });
    expect(last).toBe("src/util.js:2\n\nFound 5 matching lines in 3 files.\n\n[Showing files 3-3 of 3.]");
    expect(await grep({ pattern: "handleRequest", output_mode: "count", offset: 9 })).toBe(
      "Found 5 matching lines in 3 files.\n\n[offset 9 is past the end: there are only 3 files.]",
    );
  });

  it("has a default head_limit of 250, and 0 means no limit", async () => {
    const dir = join(bench.outside, "many");
    await mkdir(dir, { recursive: true });
    await writeFile(join(dir, "lines.txt"), "hit\n".repeat(300));
    const limited = await runGrep({ pattern: "hit", path: dir, output_mode: "content" }, bench.context, {
      kind: "auto",
    });
    expect(limited.split("\n").filter((l) => l.endsWith(":hit"))).toHaveLength(250);
    expect(limited).toContain("[Showing lines 1-250 of 300.");
    const all = await runGrep(
      { pattern: "hit", path: dir, output_mode: "content", head_limit: 0 },
      bench.context,
      {
        kind: "auto",
      },
    );
    expect(all.split("\n")).toHaveLength(300);
  });

  it("cuts very long lines", async () => {
    const text = await grep({ pattern: "foo", path: "src/long.min.js", output_mode: "content" });
    expect(text).toMatch(/^src\/long\.min\.js:1:var foo=1;x+ \[… 710 more characters\]$/);
  });

  it("searches a path given explicitly even when .gitignore ignores it", async () => {
    expect(await grep({ pattern: "foo", path: "build", output_mode: "content" })).toBe(
      "build/out.js:1:foo built",
    );
  });

  it("answers with no matches plainly", async () => {
    expect(await grep({ pattern: "nomatch-xyz" })).toBe("No files found");
    expect(await grep({ pattern: "nomatch-xyz", output_mode: "content" })).toBe("No matches found");
    expect(await grep({ pattern: "nomatch-xyz", output_mode: "count" })).toBe("No matches found");
  });

  it("falls back to the built-in search when no ripgrep can start", async () => {
    const notAProgram = join(bench.outside, "not-a-program");
    await writeFile(notAProgram, "\x7fELF garbage");
    await chmod(notAProgram, 0o755);
    const input: GrepParams = { pattern: "handleRequest", output_mode: "content" };
    const candidates = [join(bench.outside, "no-rg"), notAProgram];
    const fallback = await runGrep(input, bench.context, { kind: "auto", candidates });
    expect(fallback).toBe(await runGrep(input, bench.context, { kind: "ripgrep", binary: rg }));
  });

  it.each([["ripgrep"], ["builtin"]] as const)("stops when the run is interrupted (%s)", async (kind) => {
    const controller = new AbortController();
    controller.abort(new Error("Interrupted"));
    const backend = kind === "ripgrep" ? { kind, binary: rg } : { kind };
    await expect(
      runGrep(
        { pattern: "foo", output_mode: "content" },
        { ...bench.context, signal: controller.signal },
        backend,
      ),
    ).rejects.toThrow("Interrupted");
  });
});

describe("Grep errors", () => {
  it.each([
    [{ pattern: "foo(" }, 'The pattern "foo(" is not a valid regular expression:'],
    [{ pattern: "(?<=a)b" }, "look-around, including look-ahead and look-behind, is not supported"],
    [{ pattern: "a\\nb" }, 'the literal "\\n" is not allowed in a regex'],
    [{ pattern: "foo", type: "nosuch" }, 'Unknown file type "nosuch" (unrecognized file type: nosuch)'],
    [{ pattern: "foo", path: "missing/dir" }, "Path does not exist: "],
  ])("%j → %s (both backends)", async (input, message) => {
    const { ripgrep, builtin } = await viaBoth(input);
    expect(ripgrep).toContain(message);
    expect(builtin).toContain(message);
  });

  it("explains the regex dialect when the pattern is invalid", async () => {
    const outcome = await bench.call("Grep", { pattern: "interface{}" });
    expect(outcome.isError).toBe(true);
    expect(bench.text(outcome)).toContain('The pattern "interface{}" is not a valid regular expression');
    expect(bench.text(outcome)).toContain('"interface\\{\\}" finds "interface{}"');
  });

  it.each([
    [{ pattern: "" }, "pattern is empty"],
    [{ pattern: "a", "-A": -1 }, "-A must be a whole number, 0 or more, got -1."],
    [{ pattern: "a", "-C": 1.5 }, "-C must be a whole number, 0 or more, got 1.5."],
    [{ pattern: "a", head_limit: -5 }, "head_limit must be a whole number, 0 or more, got -5."],
    [{ pattern: "a", offset: 0.5 }, "offset must be a whole number"],
    [
      { pattern: "a", type: "ts js" },
      'type must be one ripgrep file type name such as "js" or "py", got "ts js"',
    ],
    [
      { pattern: "a", output_mode: "lines" },
      'parameter `output_mode` must be one of "content", "files_with_matches", "count"',
    ],
    [{ pattern: "a", "-x": true }, "unexpected parameter `-x`"],
    [{ pattern: 5 }, "parameter `pattern` must be a string, got number"],
    [{}, "required parameter `pattern` is missing"],
  ])("%j is refused: %s", async (input, message) => {
    const outcome = await bench.call("Grep", input);
    expect(outcome.isError).toBe(true);
    expect(bench.text(outcome)).toContain(message);
  });

  it("refuses a pattern too long to pass to a process", async () => {
    const outcome = await bench.call("Grep", { pattern: "x".repeat(40_000) });
    expect(bench.text(outcome)).toContain("pattern is 40000 characters long; at most 32768");
  });

  it.each([
    [{ pattern: "a", "-A": "2" }, true],
    [{ pattern: "a", "-i": "true", output_mode: "count" }, true],
    [{ pattern: "a", head_limit: 0 }, true],
    [{ pattern: "a", path: "undefined" }, true],
    [{ pattern: "a", path: "" }, true],
  ])("%j is accepted", async (input, ok) => {
    const outcome = await bench.call("Grep", input);
    expect(outcome.isError).toBe(!ok);
  });
});

describe("Grep as a tool", () => {
  it("is read-only and concurrency-safe, and names its search root for the policy", async () => {
    const requests: PermissionRequest[] = [];
    const resolver: PermissionResolver = {
      decide: (request) => {
        requests.push(request);
        return { behavior: "allow", reason: "test", rule: null };
      },
    };
    await bench.call("Grep", { pattern: "foo", path: "src" }, { resolver });
    await bench.call("Grep", { pattern: "foo", path: bench.outside }, { resolver });
    await bench.call("Grep", { pattern: "foo" }, { resolver });
    expect(requests.map((r) => r.targets)).toEqual([
      [{ kind: "read", path: join(bench.root, "src") }],
      [{ kind: "read", path: bench.outside }],
      [{ kind: "read", path: bench.root }],
    ]);
    expect(requests.every((r) => r.readOnly)).toBe(true);
    expect(grepTool.isConcurrencySafe({ pattern: "x" }, bench.context)).toBe(true);
    expect(grepTool.summarize({ pattern: "TODO", path: "src" })).toBe("Grep TODO in src");
  });

  it("does not search when the policy denies", async () => {
    const outcome = await bench.call(
      "Grep",
      { pattern: "foo", path: bench.outside },
      { resolver: { decide: () => ({ behavior: "deny", reason: "outside the workspace", rule: null }) } },
    );
    expect(outcome.isError).toBe(true);
    expect(bench.text(outcome)).toContain("Permission denied for Grep: outside the workspace");
  });

  it("splits the glob parameter like Claude Code", () => {
    expect(splitGlobParameter("*.ts")).toEqual(["*.ts"]);
    expect(splitGlobParameter("*.ts,*.tsx")).toEqual(["*.ts", "*.tsx"]);
    expect(splitGlobParameter("*.{ts,tsx}")).toEqual(["*.{ts,tsx}"]);
    expect(splitGlobParameter("src/** !**/*.test.ts")).toEqual(["src/**", "!**/*.test.ts"]);
    expect(splitGlobParameter(undefined)).toEqual([]);
  });

  it("keeps its input schema (Claude Code's names)", () => {
    expect(Object.keys(grepTool.inputJsonSchema["properties"] as object)).toEqual([
      "pattern",
      "path",
      "glob",
      "type",
      "output_mode",
      "-A",
      "-B",
      "-C",
      "context",
      "-n",
      "-i",
      "-o",
      "multiline",
      "head_limit",
      "offset",
    ]);
    expect(grepTool.inputJsonSchema["required"]).toEqual(["pattern"]);
  });
});
