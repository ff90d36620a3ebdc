// A parser that fails to load is not remembered by the analysis memo: the command is refused while it
// fails and analysed once it loads. The one stand-in is the loader's first answer (a wasm file that
// could not be read, say); after it the real parser is used.
import { afterAll, expect, it, vi } from "vitest";
import type * as ParserModule from "../../../src/policy/shell/parser";

let failures = 1;
vi.doMock("../../../src/policy/shell/parser", async (importOriginal) => {
  const real = await importOriginal<typeof ParserModule>();
  return {
    ...real,
    bashParser: () =>
      failures-- > 0 ? Promise.reject(new Error("tree-sitter-bash.wasm: not found")) : real.bashParser(),
  };
});
afterAll(() => {
  vi.doUnmock("../../../src/policy/shell/parser");
});

it("refuses a command while the parser cannot load, and analyses it once it can", async () => {
  const { analyzeShellCommand } = await import("../../../src/policy/shell/analyze");
  const env = { cwd: "/w/app", home: "/home/runner", workspaceRoot: "/w/app" };
  const [first, concurrent] = await Promise.all([
    analyzeShellCommand("git status", env),
    analyzeShellCommand("git status", env),
  ]);
  expect(first).toEqual({
    ok: false,
    error: "the command could not be analysed (internal error: tree-sitter-bash.wasm: not found)",
  });
  expect(concurrent).toBe(first);
  const retried = await analyzeShellCommand("git status", env);
  expect(retried.ok).toBe(true);
  expect(await analyzeShellCommand("git status", env)).toBe(retried);
});
