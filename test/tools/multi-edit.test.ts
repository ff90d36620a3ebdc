import { readFile, utimes, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { multiEditTool } from "../../src/tools/multi-edit";
import { readTool } from "../../src/tools/read";
import { type TestBench, toolBench } from "./helpers";

let bench: TestBench;
beforeEach(async () => {
  bench = await toolBench([readTool, multiEditTool]);
});
afterEach(async () => {
  await bench.cleanup();
});

const at = (name: string) => join(bench.root, name);
const contentOf = (name: string) => readFile(at(name), "utf8");
async function ok(name: string, input: Record<string, unknown>): Promise<string> {
  const outcome = await bench.call(name, input);
  expect(outcome.isError, bench.text(outcome)).toBe(false);
  return bench.text(outcome);
}
async function fails(name: string, input: Record<string, unknown>): Promise<string> {
  const outcome = await bench.call(name, input);
  expect(outcome.isError, bench.text(outcome)).toBe(true);
  return bench.text(outcome);
}
async function given(name: string, content: string | Buffer): Promise<void> {
  await writeFile(at(name), content);
  await ok("Read", { file_path: name });
}
const multi = (file_path: string, edits: Record<string, unknown>[]) => ({ file_path, edits });
const pair = (old_string: string, new_string: string, replace_all?: boolean | string) =>
  replace_all === undefined ? { old_string, new_string } : { old_string, new_string, replace_all };

describe("MultiEdit: definition", () => {
  it("changes files: not read-only, not concurrency-safe, a write target", () => {
    const input = multi("a.txt", [pair("a", "b")]) as Parameters<typeof multiEditTool.isReadOnly>[0];
    expect(multiEditTool.isReadOnly(input, bench.context)).toBe(false);
    expect(multiEditTool.isConcurrencySafe(input, bench.context)).toBe(false);
    expect(multiEditTool.permissionTargets(input, bench.context)).toEqual([
      { kind: "write", path: at("a.txt") },
    ]);
    expect(multiEditTool.summarize(input)).toBe("MultiEdit a.txt (1 edit)");
  });

  it("publishes Claude Code's input schema", () => {
    expect(multiEditTool.inputJsonSchema).toMatchInlineSnapshot(`
      {
        "additionalProperties": false,
        "properties": {
          "edits": {
            "description": "The edits, applied in order, each to the result of the previous ones; at least one.",
            "items": {
              "additionalProperties": false,
              "properties": {
                "new_string": {
                  "description": "The text to put in its place (must differ from old_string).",
                  "type": "string",
                },
                "old_string": {
                  "description": "The exact text to replace.",
                  "type": "string",
                },
                "replace_all": {
                  "description": "Replace every occurrence instead of exactly one (default false).",
                  "type": "boolean",
                },
              },
              "required": [
                "old_string",
                "new_string",
              ],
              "type": "object",
            },
            "type": "array",
          },
          "file_path": {
            "description": "The file to change: an absolute path, or one relative to the working directory.",
            "type": "string",
          },
        },
        "required": [
          "file_path",
          "edits",
        ],
        "type": "object",
      }
    `);
  });

  it("accepts replace_all sent as a string inside an edit", async () => {
    await given("a.txt", "a a\n");
    expect(await ok("MultiEdit", multi("a.txt", [pair("a", "b", "true")]))).toContain(
      "replacing 2 occurrences",
    );
  });

  const rejected: [string, Record<string, unknown>, string][] = [
    ["no edits", { file_path: "a.txt" }, "required parameter `edits` is missing"],
    [
      "edits that is not an array",
      { file_path: "a.txt", edits: "a->b" },
      "parameter `edits` must be an array, got string",
    ],
    [
      "an empty edits list",
      multi("a.txt", []),
      "edits is empty; give at least one {old_string, new_string} edit.",
    ],
    [
      "an edit without new_string",
      multi("a.txt", [{ old_string: "a" }]),
      "required parameter `edits[0].new_string` is missing",
    ],
    [
      "an unknown key in an edit",
      multi("a.txt", [{ ...pair("a", "b"), note: "x" }]),
      "unexpected parameter `edits[0].note`",
    ],
    [
      "an edit that changes nothing",
      multi("a.txt", [pair("a", "b"), pair("c", "c")]),
      "Edit 2 of 2: No changes to make: old_string and new_string are exactly the same. No edits were applied.",
    ],
    [
      "a notebook",
      multi("n.ipynb", [pair("a", "b")]),
      "n.ipynb is a Jupyter notebook; change its cells with NotebookEdit",
    ],
  ];
  it.each(rejected)("rejects %s", async (_, input, message) => {
    expect(await fails("MultiEdit", input)).toContain(message);
  });
});

describe("MultiEdit", () => {
  it("applies edits in sequence, each to the result of the previous ones", async () => {
    await given("a.ts", "let count = 0;\nfunction go() {}\n");
    const result = await ok(
      "MultiEdit",
      multi("a.ts", [
        pair("let count = 0;", "let total = 0;"),
        pair("total = 0", "total = 1"),
        pair("go()", "run()"),
      ]),
    );
    expect(result).toBe(
      [
        "Edited a.ts: applied 3 edits, replacing 3 occurrences.",
        "@@ -1,2 +1,2 @@",
        "-1  let count = 0;",
        "-2  function go() {}",
        "+1  let total = 1;",
        "+2  function run() {}",
      ].join("\n"),
    );
    expect(await contentOf("a.ts")).toBe("let total = 1;\nfunction run() {}\n");
  });

  it("is all or nothing: a failing edit is named, and the file is unchanged", async () => {
    await given("a.txt", "one\ntwo\nthree\n");
    expect(
      await fails("MultiEdit", multi("a.txt", [pair("one", "1"), pair("four", "4"), pair("three", "3")])),
    ).toBe(
      "Error: Edit 2 of 3 failed: String to replace not found in file. Read the file again to see its current content; old_string must match it exactly, including whitespace and line breaks. No edits were applied; a.txt is unchanged.",
    );
    expect(await fails("MultiEdit", multi("a.txt", [pair("o", "0")]))).toContain(
      "Edit 1 of 1 failed: Found 2 matches of the string to replace (at lines 1, 2), but replace_all is false.",
    );
    expect(await contentOf("a.txt")).toBe("one\ntwo\nthree\n");
  });

  it("fails an edit whose target an earlier edit removed", async () => {
    await given("a.txt", "alpha beta\n");
    expect(
      await fails("MultiEdit", multi("a.txt", [pair("alpha beta", "gamma"), pair("beta", "delta")])),
    ).toContain("Edit 2 of 2 failed: String to replace not found in file.");
  });

  it("honours replace_all per edit", async () => {
    await given("a.txt", "x y x y\n");
    await ok("MultiEdit", multi("a.txt", [pair("x", "z", true), pair("y z", "w")]));
    expect(await contentOf("a.txt")).toBe("z w y\n");
  });

  it("keeps CRLF endings and curly quotes", async () => {
    await given("a.md", "\u201cone\u201d\r\ntwo\r\n");
    const result = await ok("MultiEdit", multi("a.md", [pair('"one"', '"uno"'), pair("two", "dos\ntres")]));
    expect(result).toContain("new_string was written with the file's quote characters");
    expect(await contentOf("a.md")).toBe("\u201cuno\u201d\r\ndos\r\ntres\r\n");
  });

  it("creates a file from a first edit with an empty old_string", async () => {
    expect(
      await ok("MultiEdit", multi("new.txt", [pair("", "hello world\n"), pair("world", "there")])),
    ).toMatch(/^Created new\.txt: applied 2 edits, replacing 2 occurrences\.\n/);
    expect(await contentOf("new.txt")).toBe("hello there\n");
  });

  it("refuses a missing file without a creating first edit", async () => {
    expect(await fails("MultiEdit", multi("nope.txt", [pair("a", "b")]))).toBe(
      `Error: File does not exist: nope.txt. The working directory is ${bench.root}; use Glob to find the file. To create a new file, use Write (or Edit with an empty old_string). No edits were applied.`,
    );
  });

  it("requires a read, and an unchanged file", async () => {
    await writeFile(at("a.txt"), "x\n");
    expect(await fails("MultiEdit", multi("a.txt", [pair("x", "y")]))).toBe(
      "Error: Cannot edit a.txt. File has not been read yet. Read it first before writing to it.",
    );
    await ok("Read", { file_path: "a.txt" });
    const later = new Date(Date.now() + 60_000);
    await utimes(at("a.txt"), later, later);
    expect(await fails("MultiEdit", multi("a.txt", [pair("x", "y")]))).toContain(
      "File has been modified since it was read",
    );
  });
});
