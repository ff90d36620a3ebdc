import { readFile, stat, utimes, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { editTool } from "../../src/tools/edit";
import { readTool } from "../../src/tools/read";
import { type TestBench, toolBench } from "./helpers";

let bench: TestBench;
beforeEach(async () => {
  bench = await toolBench([readTool, editTool]);
});
afterEach(async () => {
  await bench.cleanup();
});

const at = (name: string) => join(bench.root, name);
const put = (name: string, content: string | Buffer) => writeFile(at(name), content);
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
/** Puts a file and reads it, as the model must before editing. */
async function given(name: string, content: string | Buffer): Promise<void> {
  await put(name, content);
  await ok("Read", { file_path: name });
}
const edit = (
  file_path: string,
  old_string: string,
  new_string: string,
  extra: Record<string, unknown> = {},
) => ({
  file_path,
  old_string,
  new_string,
  ...extra,
});

describe("Edit: definition", () => {
  it("changes files: not read-only, not concurrency-safe, a write target", () => {
    const input = { file_path: "a.txt", old_string: "a", new_string: "b" };
    expect(editTool.isReadOnly(input, bench.context)).toBe(false);
    expect(editTool.isConcurrencySafe(input, bench.context)).toBe(false);
    expect(editTool.permissionTargets(input, bench.context)).toEqual([{ kind: "write", path: at("a.txt") }]);
    expect(editTool.summarize(input)).toBe("Edit a.txt");
  });

  it("publishes Claude Code's input schema", () => {
    expect(editTool.inputJsonSchema).toMatchInlineSnapshot(`
      {
        "additionalProperties": false,
        "properties": {
          "file_path": {
            "description": "The file to change: an absolute path, or one relative to the working directory.",
            "type": "string",
          },
          "new_string": {
            "description": "The text to put in its place (must differ from old_string).",
            "type": "string",
          },
          "old_string": {
            "description": "The exact text to replace. Empty only to create a new file.",
            "type": "string",
          },
          "replace_all": {
            "description": "Replace every occurrence of old_string instead of exactly one (default false).",
            "type": "boolean",
          },
        },
        "required": [
          "file_path",
          "old_string",
          "new_string",
        ],
        "type": "object",
      }
    `);
  });

  it("accepts replace_all sent as a string", async () => {
    await given("a.txt", "x x\n");
    expect(await ok("Edit", edit("a.txt", "x", "y", { replace_all: "true" }))).toContain(
      "replaced 2 occurrences",
    );
  });

  const rejected: [string, Record<string, unknown>, string][] = [
    ["no new_string", { file_path: "a.txt", old_string: "a" }, "required parameter `new_string` is missing"],
    [
      "an unknown key",
      { ...edit("a.txt", "a", "b"), expected_replacements: 1 },
      "unexpected parameter `expected_replacements`",
    ],
    [
      "replace_all that is not a boolean",
      edit("a.txt", "a", "b", { replace_all: "yes" }),
      "parameter `replace_all` must be a boolean, got string",
    ],
    [
      "identical strings",
      edit("a.txt", "same", "same"),
      "No changes to make: old_string and new_string are exactly the same.",
    ],
    [
      "a notebook",
      edit("n.ipynb", "a", "b"),
      'n.ipynb is a Jupyter notebook; change its cells with NotebookEdit (load it with ToolSearch "select:NotebookEdit").',
    ],
    ["an empty path", edit("", "a", "b"), "file_path is empty"],
  ];
  it.each(rejected)("rejects %s", async (_, input, message) => {
    expect(await fails("Edit", input)).toContain(message);
  });
});

describe("Edit: matching", () => {
  it("replaces one exact match and shows a numbered diff", async () => {
    await given("a.ts", "const a = 1;\nconst b = 2;\nconst c = 3;\n");
    expect(await ok("Edit", edit("a.ts", "const b = 2;", "const b = 20;\nconst bb = 21;"))).toBe(
      [
        "Edited a.ts: replaced 1 occurrence.",
        "@@ -1,3 +1,4 @@",
        " 1  const a = 1;",
        "-2  const b = 2;",
        "+2  const b = 20;",
        "+3  const bb = 21;",
        " 4  const c = 3;",
      ].join("\n"),
    );
    expect(await contentOf("a.ts")).toBe("const a = 1;\nconst b = 20;\nconst bb = 21;\nconst c = 3;\n");
  });

  it("says a string was not found, and hints when only whitespace differs", async () => {
    await given("a.py", "def f():\n\treturn 1\n");
    expect(await fails("Edit", edit("a.py", "return 2", "return 3"))).toBe(
      "Error: String to replace not found in file. Read the file again to see its current content; old_string must match it exactly, including whitespace and line breaks.",
    );
    expect(await fails("Edit", edit("a.py", "def f():\n    return 1", "def f():\n    return 2"))).toBe(
      "Error: String to replace not found in file. It would match if whitespace were ignored: the indentation (tabs or spaces), line breaks or trailing spaces in old_string differ from the file. Read those lines again and copy them exactly.",
    );
    expect(await contentOf("a.py")).toBe("def f():\n\treturn 1\n");
  });

  it("hints when old_string carries Read's line numbers", async () => {
    await given("a.txt", "alpha\nbeta\n");
    expect(await fails("Edit", edit("a.txt", "     1\talpha\n     2\tbeta", "x"))).toContain(
      "old_string seems to include the line numbers of Read's output",
    );
  });

  it("refuses several matches without replace_all, naming the count and the lines", async () => {
    await given("a.txt", "x = 1\ny = 2\nx = 1\nx = 1\n");
    expect(await fails("Edit", edit("a.txt", "x = 1", "x = 9"))).toBe(
      "Error: Found 3 matches of the string to replace (at lines 1, 3, 4), but replace_all is false. To replace every match, set replace_all to true. To replace only one, add surrounding lines to old_string so that it matches exactly one place.",
    );
    expect(await ok("Edit", edit("a.txt", "x = 1", "x = 9", { replace_all: true }))).toMatch(
      /^Edited a\.txt: replaced 3 occurrences\.\n/,
    );
    expect(await contentOf("a.txt")).toBe("x = 9\ny = 2\nx = 9\nx = 9\n");
  });

  it("matches straight quotes against curly ones and writes the file's own quotes", async () => {
    await given("story.md", "\u201cHello,\u201d she said. \u2018It\u2019s fine.\u2019\n");
    const result = await ok(
      "Edit",
      edit("story.md", `"Hello," she said. 'It's fine.'`, `"Goodbye," she said. 'It's over.'`),
    );
    expect(result).toContain(
      "replaced 1 occurrence. old_string matched once curly quotes were read as straight ones; new_string was written with the file's quote characters.",
    );
    expect(await contentOf("story.md")).toBe("\u201cGoodbye,\u201d she said. \u2018It\u2019s over.\u2019\n");
  });

  it("writes straight quotes where the model typed curly ones the file does not have", async () => {
    await given("a.js", 'say("hi");\n');
    await ok("Edit", edit("a.js", "say(\u201chi\u201d);", "say(\u201cbye\u201d);"));
    expect(await contentOf("a.js")).toBe('say("bye");\n');
  });

  it("reports an edit that changes nothing once the file's quotes are applied", async () => {
    await given("q.md", "\u201cyes\u201d\n");
    expect(await fails("Edit", edit("q.md", '"yes"', "\u201cyes\u201d"))).toBe(
      "Error: The edit changes nothing: written in the file's own quote characters and line endings, new_string is the text already there.",
    );
  });
});

describe("Edit: encodings and line endings", () => {
  it("keeps CRLF line endings, matching old_string written with LF", async () => {
    await given("win.txt", "one\r\ntwo\r\nthree\r\n");
    await ok("Edit", edit("win.txt", "one\ntwo", "uno\ndos\ndos-bis"));
    expect(await contentOf("win.txt")).toBe("uno\r\ndos\r\ndos-bis\r\nthree\r\n");
  });

  it("keeps a UTF-8 BOM", async () => {
    await given("bom.txt", "\uFEFFalpha\nbeta\n");
    await ok("Edit", edit("bom.txt", "beta", "gamma"));
    expect(await readFile(at("bom.txt"))).toEqual(Buffer.from("\uFEFFalpha\ngamma\n", "utf8"));
  });

  it("keeps UTF-16 with its BOM", async () => {
    const utf16 = (text: string) => Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, "utf16le")]);
    await given("wide.txt", utf16("héllo\nwörld\n"));
    await ok("Edit", edit("wide.txt", "wörld", "wereld"));
    expect(await readFile(at("wide.txt"))).toEqual(utf16("héllo\nwereld\n"));
  });

  it("refuses to rewrite a file that is not valid UTF-8, or binary", async () => {
    await given("latin1.txt", Buffer.from([0x63, 0x61, 0x66, 0xe9, 0x0a]));
    expect(await fails("Edit", edit("latin1.txt", "caf", "tea"))).toBe(
      "Error: Cannot edit latin1.txt: it is not valid UTF-8 (or UTF-16 with a BOM), and rewriting it would corrupt the bytes that are not. Change it with Bash instead (e.g. sed), or rewrite it whole with Write.",
    );
    await put("blob.bin", Buffer.from([1, 0, 2]));
    bench.context.files.recordWrite(at("blob.bin"), await stat(at("blob.bin"))); // Read refuses it, so mark it known another way
    expect(await fails("Edit", edit("blob.bin", "a", "b"))).toBe(
      "Error: Cannot edit blob.bin: it is not a text file (a .bin file (executable)).",
    );
  });
});

describe("Edit: read before edit, and creating files", () => {
  it("refuses a file that has not been read", async () => {
    await put("a.txt", "x\n");
    expect(await fails("Edit", edit("a.txt", "x", "y"))).toBe(
      "Error: Cannot edit a.txt. File has not been read yet. Read it first before writing to it.",
    );
  });

  it("refuses a file changed since it was read, by mtime or by content", async () => {
    await given("a.txt", "x\n");
    const later = new Date(Date.now() + 60_000);
    await utimes(at("a.txt"), later, later);
    expect(await fails("Edit", edit("a.txt", "x", "y"))).toContain(
      "File has been modified since it was read",
    );
    await ok("Read", { file_path: "a.txt" });
    await put("a.txt", "xx\n");
    expect(await fails("Edit", edit("a.txt", "x", "y"))).toContain(
      "File has been modified since it was read",
    );
  });

  it("allows a second edit without a re-read, since it knows its own write", async () => {
    await given("a.txt", "one two\n");
    await ok("Edit", edit("a.txt", "one", "1"));
    await ok("Edit", edit("a.txt", "two", "2"));
    expect(await contentOf("a.txt")).toBe("1 2\n");
  });

  it("creates a missing file from an empty old_string", async () => {
    expect(await ok("Edit", edit("new/dir/a.txt", "", "hello\n"))).toBe("Created new/dir/a.txt (1 line).");
    expect(await contentOf("new/dir/a.txt")).toBe("hello\n");
  });

  it("refuses an empty old_string on an existing non-empty file, but fills an empty one", async () => {
    await given("full.txt", "content\n");
    expect(await fails("Edit", edit("full.txt", "", "x"))).toBe(
      "Error: Cannot create full.txt: the file already exists and is not empty. Give old_string as the exact text to replace, or use Write to replace the whole file.",
    );
    await given("empty.txt", "");
    expect(await ok("Edit", edit("empty.txt", "", "filled\n"))).toContain("Wrote empty.txt (it was empty).");
    expect(await contentOf("empty.txt")).toBe("filled\n");
  });

  it("names a missing file, suggests a similar one, and says how to create it", async () => {
    await put("config.ts", "");
    expect(await fails("Edit", edit("config.js", "a", "b"))).toBe(
      "Error: File does not exist: config.js. Did you mean config.ts? To create a new file, use Write (or Edit with an empty old_string).",
    );
  });
});

describe("Edit: large files", () => {
  it("edits the middle of a 50,000-line file with a small diff and correct line numbers", async () => {
    const lines = Array.from({ length: 50_000 }, (_, i) => `line ${String(i + 1)}`);
    await given("big.txt", `${lines.join("\n")}\n`);
    const started = Date.now();
    const result = await ok("Edit", edit("big.txt", "line 25000\n", "line 25000 changed\n"));
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(result).toBe(
      [
        "Edited big.txt: replaced 1 occurrence.",
        "@@ -24997,7 +24997,7 @@",
        " 24997  line 24997",
        " 24998  line 24998",
        " 24999  line 24999",
        "-25000  line 25000",
        "+25000  line 25000 changed",
        " 25001  line 25001",
        " 25002  line 25002",
        " 25003  line 25003",
      ].join("\n"),
    );
  });

  it("caps a long diff", async () => {
    await given("many.txt", "x\n".repeat(200));
    const result = await ok("Edit", edit("many.txt", "x", "y", { replace_all: true }));
    expect(result).toMatch(/\n… \(\d+ more diff lines not shown\)$/);
    expect(result.split("\n").length).toBeLessThan(90);
  });
});
