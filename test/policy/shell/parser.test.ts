// Loading the bash parser: the wasm files are found beside the bundle or in node_modules, and the
// parser is loaded once per process.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { bashParser, locateWasm } from "../../../src/policy/shell/parser";

const dir = mkdtempSync(join(tmpdir(), "steward-wasm-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("locateWasm", () => {
  it("prefers a file beside the running module (the bundle's dist/)", () => {
    writeFileSync(join(dir, "tree-sitter-bash.wasm"), "");
    const base = pathToFileURL(join(dir, "index.js"));
    expect(locateWasm("tree-sitter-bash.wasm", "tree-sitter-bash/tree-sitter-bash.wasm", base)).toBe(
      join(dir, "tree-sitter-bash.wasm"),
    );
  });

  it("falls back to node_modules", () => {
    const base = pathToFileURL(join(dir, "index.js"));
    expect(locateWasm("web-tree-sitter.wasm", "web-tree-sitter/web-tree-sitter.wasm", base)).toMatch(
      /node_modules\/web-tree-sitter\/web-tree-sitter\.wasm$/,
    );
    expect(locateWasm("tree-sitter-bash.wasm", "tree-sitter-bash/tree-sitter-bash.wasm")).toMatch(
      /node_modules\/tree-sitter-bash\/tree-sitter-bash\.wasm$/,
    );
  });
});

describe("bashParser", () => {
  // Its cold start is a benchmark figure (bench/shell-analysis.bench.ts), not timed here.
  it("loads once, however many callers ask at the same time, and is shared afterwards", async () => {
    const first = bashParser();
    expect(bashParser()).toBe(first);
    const parser = await first;
    expect(await bashParser()).toBe(parser);
    const tree = parser.parse("git status");
    expect(tree?.rootNode.type).toBe("program");
    tree?.delete();
  });
});
