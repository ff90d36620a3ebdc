import { execFileSync } from "node:child_process";
import { mkdir, symlink, utimes, writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { readTool } from "../../src/tools/read";
import type { ToolResultBlock } from "../../src/tools/tool";
import { writeTool } from "../../src/tools/write";
import { makeNotebook, makePdf, pngHeader, TINY_PNG } from "./fixtures/files";
import { type TestBench, toolBench } from "./helpers";

let bench: TestBench;
beforeEach(async () => {
  bench = await toolBench([readTool, writeTool]);
});
afterEach(async () => {
  await bench.cleanup();
});

const put = (name: string, content: string | Buffer) => writeFile(join(bench.root, name), content);
const read = (input: Record<string, unknown>) => bench.call("Read", input);
async function readText(input: Record<string, unknown>): Promise<string> {
  const outcome = await read(input);
  expect(outcome.isError, bench.text(outcome)).toBe(false);
  return bench.text(outcome);
}
async function readError(input: Record<string, unknown>): Promise<string> {
  const outcome = await read(input);
  expect(outcome.isError, bench.text(outcome)).toBe(true);
  return bench.text(outcome);
}
const numbered = (lines: readonly string[], from = 1) =>
  lines.map((line, i) => `${String(from + i).padStart(6)}\t${line}`).join("\n");

describe("Read: definition", () => {
  it("is read-only and concurrency-safe, and asks to read the resolved path", () => {
    const input = { file_path: "src/a.ts" };
    expect(readTool.isReadOnly(input, bench.context)).toBe(true);
    expect(readTool.isConcurrencySafe(input, bench.context)).toBe(true);
    expect(readTool.permissionTargets(input, bench.context)).toEqual([
      { kind: "read", path: join(bench.root, "src/a.ts") },
    ]);
    expect(readTool.summarize(input)).toBe("Read src/a.ts");
  });

  it("also asks for the real target of a symlink that leads elsewhere", async () => {
    await symlink(join(bench.outside, "secret.txt"), join(bench.root, "link.txt"));
    expect(readTool.permissionTargets({ file_path: "link.txt" }, bench.context)).toEqual([
      { kind: "read", path: join(bench.root, "link.txt") },
      { kind: "read", path: join(bench.outside, "secret.txt") },
    ]);
  });

  it("publishes Claude Code's input schema", () => {
    expect(readTool.inputJsonSchema).toMatchInlineSnapshot(`
      {
        "additionalProperties": false,
        "properties": {
          "file_path": {
            "description": "The file to read: an absolute path, or one relative to the working directory.",
            "type": "string",
          },
          "limit": {
            "description": "How many lines to read (default 2000). Give it only for long files.",
            "type": "number",
          },
          "offset": {
            "description": "The 1-based line number to start at. Give it only for files too long to read at once.",
            "type": "number",
          },
          "pages": {
            "description": "PDF files only: the pages to read, one page ("3") or a range ("1-5"); at most 20 per call.",
            "type": "string",
          },
        },
        "required": [
          "file_path",
        ],
        "type": "object",
      }
    `);
  });

  const accepted: [string, Record<string, unknown>][] = [
    ["a path", { file_path: "a.txt" }],
    ["offset and limit as strings", { file_path: "a.txt", offset: "2", limit: "1" }],
    ["offset 0 (read as line 1)", { file_path: "a.txt", offset: 0 }],
    ["an absolute path", { file_path: "ABS" }],
  ];
  it.each(accepted)("accepts %s", async (_, input) => {
    await put("a.txt", "one\ntwo\n");
    const fixed = input.file_path === "ABS" ? { ...input, file_path: join(bench.root, "a.txt") } : input;
    expect(await readText(fixed)).toMatch(/^\s+\d+\t/);
  });

  const rejected: [string, Record<string, unknown>, string][] = [
    ["no file_path", {}, "required parameter `file_path` is missing"],
    ["a number for file_path", { file_path: 7 }, "parameter `file_path` must be a string, got number"],
    ["an unknown key", { file_path: "a.txt", encoding: "utf8" }, "unexpected parameter `encoding`"],
    [
      "a negative offset",
      { file_path: "a.txt", offset: -1 },
      "offset must be a whole line number of 1 or more, got -1",
    ],
    [
      "a fractional offset",
      { file_path: "a.txt", offset: 1.5 },
      "offset must be a whole line number of 1 or more, got 1.5",
    ],
    [
      "a word for offset",
      { file_path: "a.txt", offset: "ten" },
      "parameter `offset` must be a number, got string",
    ],
    ["limit 0", { file_path: "a.txt", limit: 0 }, "limit must be a whole number of lines, 1 or more, got 0"],
    ["an empty path", { file_path: " " }, "file_path is empty; give the path of a file."],
    ["a path with a NUL", { file_path: "a.txt\0.png" }, "file_path contains a NUL character"],
    [
      "pages that are not a range",
      { file_path: "a.pdf", pages: "first" },
      'pages must be one page ("3") or a range ("1-5"), got "first"',
    ],
    [
      "a backwards page range",
      { file_path: "a.pdf", pages: "5-2" },
      'ends before it starts; write it as "2-5"',
    ],
    ["page 0", { file_path: "a.pdf", pages: "0" }, "pages start at 1"],
    [
      "more than 20 pages",
      { file_path: "a.pdf", pages: "1-30" },
      'asks for 30 pages; read at most 20 per call, e.g. pages "1-20"',
    ],
  ];
  it.each(rejected)("rejects %s", async (_, input, message) => {
    expect(await readError(input)).toContain(message);
  });
});

describe("Read: text", () => {
  it("numbers lines like cat -n: six columns, a tab, the line", async () => {
    await put("a.txt", "alpha\n  beta\n\ngamma\n");
    expect(await readText({ file_path: "a.txt" })).toBe(numbered(["alpha", "  beta", "", "gamma"]));
  });

  it("shows CRLF lines without the CR, strips a UTF-8 BOM, and keeps a last line without a newline", async () => {
    await put("crlf.txt", "\uFEFFone\r\ntwo\r\nthree");
    expect(await readText({ file_path: "crlf.txt" })).toBe(numbered(["one", "two", "three"]));
  });

  it("reads UTF-16 files that announce themselves with a BOM", async () => {
    await put(
      "wide.txt",
      Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from("héllo\nwörld\n", "utf16le")]),
    );
    expect(await readText({ file_path: "wide.txt" })).toBe(numbered(["héllo", "wörld"]));
  });

  it("reads a window with offset and limit, and says where to continue", async () => {
    await put("ten.txt", Array.from({ length: 10 }, (_, i) => `line ${String(i + 1)}`).join("\n"));
    expect(await readText({ file_path: "ten.txt", offset: 4, limit: 3 })).toBe(
      `${numbered(["line 4", "line 5", "line 6"], 4)}\n\n[Showing lines 4–6 of 10. To read more, call Read with offset=7.]`,
    );
    expect(await readText({ file_path: "ten.txt", offset: 9 })).toBe(numbered(["line 9", "line 10"], 9));
  });

  it("reads 2,000 lines by default", async () => {
    await put("long.txt", Array.from({ length: 2_500 }, (_, i) => String(i + 1)).join("\n"));
    const text = await readText({ file_path: "long.txt" });
    expect(text).toContain(
      `  2000\t2000\n\n[Showing lines 1–2000 of 2500. To read more, call Read with offset=2001.]`,
    );
    expect(text).not.toContain("\t2001");
  });

  it("reads the same lines as a plain split, across chunk boundaries", async () => {
    let seed = 7;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    const lines = Array.from(
      { length: 16_000 },
      (_, i) => `${String(i + 1)}:${"abcdéf".repeat(Math.floor(random() * 40))}`,
    );
    const breaks = lines.map(() => (random() < 0.3 ? "\r\n" : "\n"));
    await put("mixed.txt", lines.map((line, i) => line + (breaks[i] ?? "")).join(""));
    for (let offset = 1; offset <= lines.length; offset += 400) {
      const text = await readText({ file_path: "mixed.txt", offset, limit: 400 });
      expect(text.split("\n\n[Showing")[0]).toBe(numbered(lines.slice(offset - 1, offset + 399), offset));
    }
  });

  it("handles a CRLF pair and a multi-byte character split by the 1 MB chunk boundary", async () => {
    const filler = `${"x".repeat(99)}\n`.repeat(10_485); // 1,048,500 bytes
    // The CR lands on the chunk's last byte (1,048,575), its LF on the next chunk's first.
    await put("crlf-split.txt", `${filler}${"y".repeat(75)}\r\nafter\n`);
    expect(await readText({ file_path: "crlf-split.txt", offset: 10_486 })).toBe(
      numbered(["y".repeat(75), "after"], 10_486),
    );
    // "é" is two bytes; after the "a", the 38th "é" straddles the boundary.
    await put("utf8-split.txt", `${filler}a${"é".repeat(60)}\nend\n`);
    expect(await readText({ file_path: "utf8-split.txt", offset: 10_486 })).toBe(
      numbered([`a${"é".repeat(60)}`, "end"], 10_486),
    );
  });

  it("says how many lines the file has when offset is past its end", async () => {
    await put("three.txt", "a\nb\nc\n");
    expect(await readText({ file_path: "three.txt", offset: 10 })).toBe(
      "Notice: three.txt has 3 lines, so offset 10 is past its end. Read with an offset from 1 to 3.",
    );
  });

  it("gives a notice for an empty file", async () => {
    await put("empty.txt", "");
    expect(await readText({ file_path: "empty.txt" })).toBe(
      "Notice: the file exists but is empty (empty.txt has 0 bytes).",
    );
  });

  it("cuts lines over 2,000 characters with a visible marker", async () => {
    await put("wide.txt", `${"x".repeat(2_500)}\nshort\n${"é".repeat(20_000)}\n`);
    const lines = (await readText({ file_path: "wide.txt" })).split("\n");
    expect(lines[0]).toBe(
      `     1\t${"x".repeat(2_000)} … [line cut: showing 2,000 characters of 2,500 characters]`,
    );
    expect(lines[1]).toBe("     2\tshort");
    expect(lines[2]).toBe(
      `     3\t${"é".repeat(2_000)} … [line cut: showing 2,000 characters of 40,000 bytes]`,
    );
  });

  it("caps the output at 100,000 characters and says where to continue", async () => {
    await put("big.txt", Array.from({ length: 2_000 }, () => "y".repeat(99)).join("\n"));
    const text = await readText({ file_path: "big.txt" });
    expect(text.length).toBeLessThan(101_000);
    expect(text).toMatch(
      /\[Showing lines 1–(\d+) of 2000 \(output capped at 100,000 characters\)\. To read more, call Read with offset=\d+\.\]$/,
    );
  });

  it("refuses a path under /dev without opening it, and a symlink into /dev too", async () => {
    const started = Date.now();
    expect(await readError({ file_path: "/dev/zero" })).toBe(
      "Error: /dev/zero is a device path; files under /dev are never read or written by these tools (they can block, never end, or act on being opened). Use Bash if you really need a device.",
    );
    await symlink("/dev/zero", join(bench.root, "zeros"));
    expect(await readError({ file_path: "zeros" })).toContain("zeros is a device path");
    expect(await readError({ file_path: "/dev/stdin" })).toContain("is a device path");
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it("judges the opened file again by where it really is, and refuses it there", async () => {
    // The permission check passed (the test resolver allows everything); between it and the open, a
    // link came to lead outside, where the policy's judge refuses.
    await put("inside.txt", "fine\n");
    await symlink(join(bench.outside, "secret.txt"), join(bench.root, "link.txt"));
    await writeFile(join(bench.outside, "secret.txt"), "SECRET\n");
    const asked: string[] = [];
    bench.context = {
      ...bench.context,
      mayAccess: ({ access, path, tool }) => {
        asked.push(`${access} ${tool} ${path}`);
        return !path.startsWith(bench.outside);
      },
    };
    expect(await readError({ file_path: "link.txt" })).toBe(
      `Error: link.txt changed while it was being opened: it now leads to ${join(bench.outside, "secret.txt")}, which is not where the policy allowed this read. Nothing was read. If a command is moving or linking files, let it finish, then try again.`,
    );
    expect(await readText({ file_path: "inside.txt" })).toBe(numbered(["fine"]));
    expect(asked).toEqual([
      `read Read ${join(bench.outside, "secret.txt")}`,
      `read Read ${join(bench.root, "inside.txt")}`,
    ]);
  });

  it("refuses a FIFO without blocking", async () => {
    execFileSync("mkfifo", [join(bench.root, "pipe")]);
    expect(await readError({ file_path: "pipe" })).toBe(
      "Error: pipe is a named pipe (FIFO); reading it could block forever, so it is refused.",
    );
  });

  it("refuses a socket", async () => {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(join(bench.root, "app.sock"), resolve));
    try {
      expect(await readError({ file_path: "app.sock" })).toBe(
        "Error: app.sock is a socket, not a file; it cannot be read.",
      );
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("says a directory is not a file and points at Glob and ls", async () => {
    await mkdir(join(bench.root, "src"));
    expect(await readError({ file_path: "src" })).toBe(
      "Error: src is a directory, not a file. Use Glob to find files in it, or `ls` through Bash to list it.",
    );
  });

  it("names a missing file and suggests similar names in its directory", async () => {
    await mkdir(join(bench.root, "src"));
    await put("src/config.ts", "");
    await put("src/Config.test.ts", "");
    expect(await readError({ file_path: "src/config.js" })).toBe(
      "Error: File does not exist: src/config.js. Did you mean src/config.ts?",
    );
    expect(await readError({ file_path: "src/confg.ts" })).toBe(
      "Error: File does not exist: src/confg.ts. Did you mean src/config.ts?",
    );
    expect(await readError({ file_path: "nothing/here.txt" })).toBe(
      `Error: File does not exist: nothing/here.txt. The working directory is ${bench.root}; use Glob to find the file.`,
    );
  });

  it("refuses binary files by content and by extension, saying why", async () => {
    await put("blob.dat", Buffer.from([0x41, 0x00, 0x42, 0x43]));
    expect(await readError({ file_path: "blob.dat" })).toBe(
      "Error: Cannot read blob.dat: it is binary content (it contains NUL bytes). Read shows text, images (PNG, JPEG, GIF, WebP), PDFs and notebooks; inspect other files with Bash (e.g. `file`, `xxd ... | head`, `unzip -l`).",
    );
    await put("archive.zip", "PK not really");
    expect(await readError({ file_path: "archive.zip" })).toContain("it is a .zip file (archive)");
  });

  it("refuses pages for a file that is not a PDF", async () => {
    await put("a.txt", "x\n");
    expect(await readError({ file_path: "a.txt", pages: "1" })).toBe(
      "Error: pages applies only to PDF files, and a.txt is a text file. Use offset and limit to read part of a text file.",
    );
  });

  it("stops when the run is interrupted", async () => {
    await put("a.txt", "x\n");
    const controller = new AbortController();
    bench.context = { ...bench.context, signal: controller.signal };
    controller.abort();
    expect(await readError({ file_path: "a.txt" })).toContain("Interrupted");
  });
});

describe("Read: the read record and unchanged re-reads", () => {
  it("records what was read, with mtime, size and range", async () => {
    await put("a.txt", "one\ntwo\n");
    await readText({ file_path: "a.txt", offset: 2, limit: 1 });
    expect(bench.context.files.get(join(bench.root, "a.txt"))).toMatchObject({
      size: 8,
      offset: 2,
      limit: 1,
    });
  });

  it("answers an unchanged re-read of the same lines with a short stub", async () => {
    await put("a.txt", "one\ntwo\n");
    await readText({ file_path: "a.txt" });
    expect(await readText({ file_path: "a.txt" })).toBe(
      "File unchanged since your last read of these lines (a.txt, same offset and limit). The content in that earlier Read result is still current; refer to it instead of reading again.",
    );
    expect(await readText({ file_path: "a.txt", offset: 2 })).toBe(numbered(["two"], 2));
  });

  it("returns the content again once the file changed (mtime or size)", async () => {
    const path = join(bench.root, "a.txt");
    await put("a.txt", "one\n");
    await readText({ file_path: "a.txt" });
    const later = new Date(Date.now() + 60_000);
    await utimes(path, later, later);
    expect(await readText({ file_path: "a.txt" })).toBe(numbered(["one"]));
    await put("a.txt", "one\ntwo\n");
    expect(await readText({ file_path: "a.txt" })).toBe(numbered(["one", "two"]));
  });

  it("returns the content after the session's own write, which the model has not read", async () => {
    await put("a.txt", "one\n");
    await readText({ file_path: "a.txt" });
    const write = await bench.call("Write", { file_path: "a.txt", content: "two\n" });
    expect(write.isError).toBe(false);
    expect(await readText({ file_path: "a.txt" })).toBe(numbered(["two"]));
  });

  it("does not stub after the record was cleared (compaction)", async () => {
    await put("a.txt", "one\n");
    await readText({ file_path: "a.txt" });
    bench.context.files.clear();
    expect(await readText({ file_path: "a.txt" })).toBe(numbered(["one"]));
  });
});

describe("Read: images", () => {
  it("returns a PNG as an image block, recognised by its bytes whatever its name", async () => {
    await put("pixel.txt", TINY_PNG);
    const outcome = await read({ file_path: "pixel.txt" });
    expect(outcome.isError).toBe(false);
    const blocks = outcome.result.content as ToolResultBlock[];
    expect(blocks[0]).toEqual({ type: "text", text: "Image pixel.txt (PNG, 1×1, 70 bytes):" });
    expect(blocks[1]).toEqual({
      type: "image",
      source: { type: "base64", media_type: "image/png", data: TINY_PNG.toString("base64") },
    });
  });

  it("refuses an image the API would reject, saying how to shrink it", async () => {
    await put("huge.png", pngHeader(9_000, 100));
    expect(await readError({ file_path: "huge.png" })).toBe(
      "Error: Cannot show huge.png: the image is 9000×100 pixels; the model accepts at most 8000 pixels on a side. Make a smaller copy with Bash (for example `convert in.png -resize 50% /tmp/small.png` where ImageMagick is installed) and Read that.",
    );
    await put("heavy.png", Buffer.concat([TINY_PNG, Buffer.alloc(4 * 1024 * 1024)]));
    expect(await readError({ file_path: "heavy.png" })).toContain(
      "Cannot show heavy.png: the image is 4.00 MB, over the 3.75 MB that can be sent to the model.",
    );
  });
});

describe("Read: PDFs", () => {
  it("reads page text, labelled with page numbers", async () => {
    await put("doc.pdf", makePdf(["Hello from page one", "Second page text"]));
    expect(await readText({ file_path: "doc.pdf", pages: "1" })).toBe(
      'PDF doc.pdf: 2 pages; showing page 1.\n\n--- Page 1 of 2 ---\nHello from page one\n\n[Page 2 is not shown; read on with pages: "2".]',
    );
    expect(await readText({ file_path: "doc.pdf" })).toBe(
      "PDF doc.pdf: 2 pages; showing pages 1–2.\n\n--- Page 1 of 2 ---\nHello from page one\n\n--- Page 2 of 2 ---\nSecond page text",
    );
  });

  it("says how many pages there are when the range starts past the end", async () => {
    await put("doc.pdf", makePdf(["only"]));
    expect(await readError({ file_path: "doc.pdf", pages: "3-4" })).toBe(
      "Error: Cannot read doc.pdf: the PDF has 1 page; page 3 does not exist.",
    );
  });

  it("asks for a page range when a PDF has more than 20 pages", async () => {
    await put("book.pdf", makePdf(Array.from({ length: 21 }, (_, i) => `page ${String(i + 1)}`)));
    expect(await readError({ file_path: "book.pdf" })).toBe(
      'Error: Cannot read book.pdf: the PDF has 21 pages, more than the 20 one call may read. Call Read again with pages, e.g. pages: "1-20".',
    );
    expect(await readText({ file_path: "book.pdf", pages: "21" })).toContain(
      "--- Page 21 of 21 ---\npage 21",
    );
  });

  it("reports a damaged PDF instead of failing obscurely", async () => {
    await put("broken.pdf", "%PDF-1.4\nthis is not a pdf\n");
    expect(await readError({ file_path: "broken.pdf" })).toMatch(
      /^Error: Cannot read broken\.pdf: it could not be parsed as a PDF \(/,
    );
  });
});

describe("Read: notebooks", () => {
  const notebook = makeNotebook([
    { type: "markdown", id: "intro", source: "# Title\nSome text" },
    {
      type: "code",
      id: "calc",
      source: "print(1 + 1)\n2 * 3",
      execution_count: 4,
      outputs: [
        { output_type: "stream", name: "stdout", text: ["2\n"] },
        { output_type: "execute_result", execution_count: 4, data: { "text/plain": ["6"] }, metadata: {} },
      ],
    },
    {
      type: "code",
      id: "plot",
      source: "show()",
      outputs: [
        {
          output_type: "display_data",
          data: { "image/png": TINY_PNG.toString("base64"), "text/plain": ["<Figure>"] },
          metadata: {},
        },
        {
          output_type: "error",
          ename: "ValueError",
          evalue: "bad",
          traceback: ["\u001b[0;31mValueError\u001b[0m: bad"],
        },
      ],
    },
  ]);

  it("renders cells with ids, types, sources and outputs, and images as image blocks", async () => {
    await put("nb.ipynb", notebook);
    const outcome = await read({ file_path: "nb.ipynb" });
    expect(outcome.isError).toBe(false);
    const blocks = outcome.result.content as ToolResultBlock[];
    expect(blocks[0]?.type === "text" ? blocks[0].text : "").toBe(
      [
        "Jupyter notebook, 3 cells, language python. Edit cells with NotebookEdit using these ids.",
        '<cell id="intro" type="markdown">\n# Title\nSome text\n</cell>',
        '<cell id="calc" type="code" execution_count="4">\nprint(1 + 1)\n2 * 3\n</cell>\n<output cell="calc" type="stream">\n2\n</output>\n<output cell="calc" type="execute_result">\n6\n</output>',
        '<cell id="plot" type="code">\nshow()\n</cell>\n<output cell="plot" type="display_data">\n<Figure>\n[image output: shown as an image after the cells]\n</output>\n<output cell="plot" type="error">\nValueError: bad\n</output>',
      ].join("\n\n"),
    );
    expect(blocks.slice(1)).toEqual([
      { type: "text", text: "Image output of cell plot:" },
      {
        type: "image",
        source: { type: "base64", media_type: "image/png", data: TINY_PNG.toString("base64") },
      },
    ]);
    expect(bench.context.files.get(join(bench.root, "nb.ipynb"))).toBeDefined();
  });

  it("survives malformed cells and never sends image data that is not an image", async () => {
    const hostile = JSON.parse(makeNotebook([{ type: "code", id: "a", source: "x" }])) as {
      cells: unknown[];
    };
    hostile.cells.push(
      { cell_type: "code", id: "b", source: 5, outputs: 7 },
      {
        cell_type: "code",
        id: "c",
        source: ["y"],
        outputs: [
          null,
          { output_type: "display_data", data: { "image/png": "bm90IGFuIGltYWdl" } },
          { output_type: "error", traceback: "x" },
        ],
      },
    );
    await put("hostile.ipynb", JSON.stringify(hostile));
    const text = await readText({ file_path: "hostile.ipynb" });
    expect(text).toContain('<cell id="b" type="code">\n\n</cell>');
    expect(text).toContain("[image output not shown: its data is not a valid PNG image]");
    expect(text).toContain('<output cell="c" type="error">\nError: \n</output>');
  });

  it("names cells cell-N in notebooks without ids", async () => {
    await put(
      "old.ipynb",
      makeNotebook(
        [
          { type: "code", source: "a = 1" },
          { type: "markdown", source: "b" },
        ],
        4,
      ),
    );
    const text = await readText({ file_path: "old.ipynb" });
    expect(text).toContain('<cell id="cell-0" type="code">\na = 1\n</cell>');
    expect(text).toContain('<cell id="cell-1" type="markdown">\nb\n</cell>');
  });

  it("shows a notebook that is not valid JSON as text, saying so", async () => {
    await put("bad.ipynb", '{"cells": [\n');
    expect(await readText({ file_path: "bad.ipynb" })).toMatch(
      /^\[bad\.ipynb is not a readable notebook: it is not valid JSON \(.*\)\. Shown as plain text\.\]\n\n {5}1\t\{"cells": \[$/,
    );
  });
});
