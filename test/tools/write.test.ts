import { execFileSync } from "node:child_process";
import { mkdir, readdir, readFile, symlink, utimes, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { readTool } from "../../src/tools/read";
import { writeTool } from "../../src/tools/write";
import { type TestBench, toolBench } from "./helpers";

let bench: TestBench;
beforeEach(async () => {
  bench = await toolBench([readTool, writeTool]);
});
afterEach(async () => {
  await bench.cleanup();
});

const at = (name: string) => join(bench.root, name);
const put = (name: string, content: string | Buffer) => writeFile(at(name), content);
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

describe("Write: definition", () => {
  it("changes files: not read-only, not concurrency-safe, a write target", () => {
    const input = { file_path: "a.txt", content: "" };
    expect(writeTool.isReadOnly(input, bench.context)).toBe(false);
    expect(writeTool.isConcurrencySafe(input, bench.context)).toBe(false);
    expect(writeTool.permissionTargets(input, bench.context)).toEqual([{ kind: "write", path: at("a.txt") }]);
    expect(writeTool.summarize(input)).toBe("Write a.txt");
  });

  it("publishes Claude Code's input schema", () => {
    expect(writeTool.inputJsonSchema).toMatchInlineSnapshot(`
      {
        "additionalProperties": false,
        "properties": {
          "content": {
            "description": "The complete content the file will have.",
            "type": "string",
          },
          "file_path": {
            "description": "The file to write: an absolute path, or one relative to the working directory.",
            "type": "string",
          },
        },
        "required": [
          "file_path",
          "content",
        ],
        "type": "object",
      }
    `);
  });

  const rejected: [string, Record<string, unknown>, string][] = [
    ["no content", { file_path: "a.txt" }, "required parameter `content` is missing"],
    [
      "content that is not a string",
      { file_path: "a.txt", content: 5 },
      "parameter `content` must be a string, got number",
    ],
    ["an unknown key", { file_path: "a.txt", content: "", mode: "0644" }, "unexpected parameter `mode`"],
    ["an empty path", { file_path: "", content: "x" }, "file_path is empty; give the path of a file."],
    [
      "a path with a NUL",
      { file_path: "a\0.txt", content: "x" },
      "file_path contains a NUL character, which no file path can hold.",
    ],
  ];
  it.each(rejected)("rejects %s", async (_, input, message) => {
    expect(await fails("Write", input)).toContain(message);
  });
});

describe("Write", () => {
  it("creates a new file and its parent directories", async () => {
    expect(await ok("Write", { file_path: "deep/er/a.txt", content: "one\ntwo\n" })).toBe(
      "Created deep/er/a.txt (2 lines).",
    );
    expect(await readFile(at("deep/er/a.txt"), "utf8")).toBe("one\ntwo\n");
  });

  it("refuses to overwrite a file that has not been read", async () => {
    await put("a.txt", "old\n");
    expect(await fails("Write", { file_path: "a.txt", content: "new\n" })).toBe(
      "Error: Cannot write a.txt. File has not been read yet. Read it first before writing to it.",
    );
    expect(await readFile(at("a.txt"), "utf8")).toBe("old\n");
  });

  it("refuses to overwrite a file modified since it was read (mtime or content)", async () => {
    await put("a.txt", "old\n");
    await ok("Read", { file_path: "a.txt" });
    const later = new Date(Date.now() + 60_000);
    await utimes(at("a.txt"), later, later);
    const modified =
      "Error: Cannot write a.txt. File has been modified since it was read (by a command, a formatter or another tool). Read it again before writing to it.";
    expect(await fails("Write", { file_path: "a.txt", content: "new\n" })).toBe(modified);
    await ok("Read", { file_path: "a.txt" });
    await put("a.txt", "changed by a formatter\n");
    expect(await fails("Write", { file_path: "a.txt", content: "new\n" })).toBe(modified);
  });

  it("overwrites a file that was read, and may write it again without another read", async () => {
    await put("a.txt", "old\n");
    await ok("Read", { file_path: "a.txt", offset: 1, limit: 1 });
    expect(await ok("Write", { file_path: "a.txt", content: "new" })).toBe("Updated a.txt (1 line).");
    expect(await ok("Write", { file_path: "a.txt", content: "newer\n" })).toBe("Updated a.txt (1 line).");
    expect(await readFile(at("a.txt"), "utf8")).toBe("newer\n");
  });

  it("keeps CRLF line endings and a BOM when overwriting", async () => {
    await put("win.txt", "\uFEFFone\r\ntwo\r\n");
    await ok("Read", { file_path: "win.txt" });
    expect(await ok("Write", { file_path: "win.txt", content: "uno\ndos\ntres\n" })).toBe(
      "Updated win.txt (3 lines, CRLF line endings kept).",
    );
    expect(await readFile(at("win.txt"), "utf8")).toBe("\uFEFFuno\r\ndos\r\ntres\r\n");
  });

  it("keeps LF endings when the model sends CRLF to an LF file", async () => {
    await put("unix.txt", "a\nb\n");
    await ok("Read", { file_path: "unix.txt" });
    await ok("Write", { file_path: "unix.txt", content: "c\r\nd\r\n" });
    expect(await readFile(at("unix.txt"), "utf8")).toBe("c\nd\n");
  });

  it("refuses directories, devices and FIFOs without blocking", async () => {
    await mkdir(at("dir"));
    expect(await fails("Write", { file_path: "dir", content: "x" })).toBe(
      "Error: dir is a directory, not a file; give the path of a file inside it.",
    );
    expect(await fails("Write", { file_path: "/dev/null", content: "x" })).toContain(
      "/dev/null is a device path",
    );
    execFileSync("mkfifo", [at("pipe")]);
    expect(await fails("Write", { file_path: "pipe", content: "x" })).toBe(
      "Error: pipe is a named pipe (FIFO); writing it could block forever, so it is refused.",
    );
  });

  it("judges where the file really is before writing or creating it, and refuses it there", async () => {
    // The permission check passed (the test resolver allows everything); the policy's judge, asked
    // about the real path, refuses anything outside the workspace.
    bench.context = { ...bench.context, mayAccess: ({ path }) => !path.startsWith(bench.outside) };
    await writeFile(join(bench.outside, "target.txt"), "untouched\n");
    await symlink(join(bench.outside, "target.txt"), at("link.txt"));
    await symlink(bench.outside, at("out"));
    expect(await fails("Write", { file_path: "link.txt", content: "x" })).toBe(
      `Error: link.txt changed while it was being opened: it now leads to ${join(bench.outside, "target.txt")}, which is not where the policy allowed this write. Nothing was written. If a command is moving or linking files, let it finish, then try again.`,
    );
    expect(await fails("Write", { file_path: "out/new/file.txt", content: "x" })).toContain(
      `it now leads to ${join(bench.outside, "new", "file.txt")}`,
    );
    expect(await readFile(join(bench.outside, "target.txt"), "utf8")).toBe("untouched\n");
    expect(await readdir(bench.outside)).toEqual(["target.txt"]);
  });

  it("says when a parent of the path is a file", async () => {
    await put("plain", "x");
    expect(await fails("Write", { file_path: "plain/a.txt", content: "x" })).toBe(
      "Error: Cannot write plain/a.txt: a parent of this path is a file, not a directory.",
    );
  });
});
