import { readFile, utimes, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { notebookEditTool } from "../../src/tools/notebook-edit";
import { readTool } from "../../src/tools/read";
import { makeNotebook } from "./fixtures/files";
import { type TestBench, toolBench } from "./helpers";

let bench: TestBench;
beforeEach(async () => {
  bench = await toolBench([readTool, notebookEditTool]);
  bench.context.session.deferredTools.load(["NotebookEdit"]);
});
afterEach(async () => {
  await bench.cleanup();
});

const at = (name: string) => join(bench.root, name);
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
async function given(name: string, content: string): Promise<void> {
  await writeFile(at(name), content);
  await ok("Read", { file_path: name });
}
interface Cell {
  cell_type: string;
  id?: string;
  source: string[] | string;
  outputs?: unknown[];
  execution_count?: number | null;
}
const cellsOf = async (name: string) =>
  (JSON.parse(await readFile(at(name), "utf8")) as { cells: Cell[] }).cells;

const output = { output_type: "stream", name: "stdout", text: ["2\n"] };
const NOTEBOOK = makeNotebook([
  { type: "markdown", id: "intro", source: "# Title" },
  { type: "code", id: "calc", source: "x = 1\nprint(x + 1)", execution_count: 3, outputs: [output] },
  { type: "code", id: "other", source: "y = 2", execution_count: 4, outputs: [output] },
]);

describe("NotebookEdit: definition", () => {
  it("is deferred, with a search hint, and changes files", () => {
    const input = { notebook_path: "n.ipynb", new_source: "" };
    expect(notebookEditTool.shouldDefer).toBe(true);
    expect(notebookEditTool.searchHint).toContain("jupyter");
    expect(notebookEditTool.isReadOnly(input, bench.context)).toBe(false);
    expect(notebookEditTool.isConcurrencySafe(input, bench.context)).toBe(false);
    expect(notebookEditTool.permissionTargets(input, bench.context)).toEqual([
      { kind: "write", path: at("n.ipynb") },
    ]);
  });

  it("must be loaded through ToolSearch before use", async () => {
    const fresh = await toolBench([notebookEditTool]);
    const outcome = await fresh.call("NotebookEdit", {
      notebook_path: "n.ipynb",
      new_source: "",
      cell_id: "a",
    });
    expect(fresh.text(outcome)).toContain('Call ToolSearch with query "select:NotebookEdit" first');
    await fresh.cleanup();
  });

  it("publishes Claude Code's input schema", () => {
    expect(notebookEditTool.inputJsonSchema).toMatchInlineSnapshot(`
      {
        "additionalProperties": false,
        "properties": {
          "cell_id": {
            "description": "The id of the cell to change, as Read shows it ("cell-N" in notebooks without ids). With insert, the new cell goes after it; omit it to insert at the start.",
            "type": "string",
          },
          "cell_type": {
            "description": "The cell's type. Required with insert; with replace, changes the type.",
            "enum": [
              "code",
              "markdown",
            ],
            "type": "string",
          },
          "edit_mode": {
            "description": "What to do: "replace" (default) the source, "insert" a new cell, or "delete" the cell.",
            "enum": [
              "replace",
              "insert",
              "delete",
            ],
            "type": "string",
          },
          "new_source": {
            "description": "The new source of the cell (ignored when deleting).",
            "type": "string",
          },
          "notebook_path": {
            "description": "The notebook (.ipynb) to change: an absolute path, or one relative to the working directory.",
            "type": "string",
          },
        },
        "required": [
          "notebook_path",
          "new_source",
        ],
        "type": "object",
      }
    `);
  });

  const rejected: [string, Record<string, unknown>, string][] = [
    [
      "no new_source",
      { notebook_path: "n.ipynb", cell_id: "a" },
      "required parameter `new_source` is missing",
    ],
    [
      "an unknown edit_mode",
      { notebook_path: "n.ipynb", new_source: "", cell_id: "a", edit_mode: "append" },
      'parameter `edit_mode` must be one of "replace", "insert", "delete", got "append"',
    ],
    [
      "an unknown cell_type",
      { notebook_path: "n.ipynb", new_source: "", cell_id: "a", cell_type: "raw" },
      'parameter `cell_type` must be one of "code", "markdown", got "raw"',
    ],
    [
      "an unknown key",
      { notebook_path: "n.ipynb", new_source: "", cell_id: "a", cell_number: 2 },
      "unexpected parameter `cell_number`",
    ],
    [
      "a file that is not a notebook",
      { notebook_path: "a.py", new_source: "", cell_id: "a" },
      "notebook_path must be a Jupyter notebook (.ipynb), got a.py. Use Edit for other files.",
    ],
    [
      "replace without cell_id",
      { notebook_path: "n.ipynb", new_source: "x" },
      'cell_id is required with edit_mode "replace": give the id of the cell, as Read shows it.',
    ],
    [
      "delete without cell_id",
      { notebook_path: "n.ipynb", new_source: "", edit_mode: "delete" },
      'cell_id is required with edit_mode "delete"',
    ],
    [
      "insert without cell_type",
      { notebook_path: "n.ipynb", new_source: "x", edit_mode: "insert" },
      'cell_type is required with edit_mode "insert": "code" or "markdown".',
    ],
  ];
  it.each(rejected)("rejects %s", async (_, input, message) => {
    expect(await fails("NotebookEdit", input)).toContain(message);
  });
});

describe("NotebookEdit", () => {
  it("replaces a code cell's source, clears its outputs, and leaves the rest byte for byte", async () => {
    await given("n.ipynb", NOTEBOOK);
    expect(
      await ok("NotebookEdit", { notebook_path: "n.ipynb", cell_id: "calc", new_source: "x = 2\nprint(x)" }),
    ).toBe("n.ipynb: replaced the source of cell calc (code); its outputs and execution count were cleared.");
    const expected = makeNotebook([
      { type: "markdown", id: "intro", source: "# Title" },
      { type: "code", id: "calc", source: "x = 2\nprint(x)", execution_count: null, outputs: [] },
      { type: "code", id: "other", source: "y = 2", execution_count: 4, outputs: [output] },
    ]);
    expect(await readFile(at("n.ipynb"), "utf8")).toBe(expected);
  });

  it("changes a cell's type when cell_type is given", async () => {
    await given("n.ipynb", NOTEBOOK);
    await ok("NotebookEdit", {
      notebook_path: "n.ipynb",
      cell_id: "calc",
      new_source: "Now prose",
      cell_type: "markdown",
    });
    await ok("NotebookEdit", {
      notebook_path: "n.ipynb",
      cell_id: "intro",
      new_source: "z = 3",
      cell_type: "code",
    });
    const cells = await cellsOf("n.ipynb");
    expect(cells[0]).toEqual({
      cell_type: "code",
      execution_count: null,
      id: "intro",
      metadata: {},
      outputs: [],
      source: ["z = 3"],
    });
    expect(cells[1]).toEqual({ cell_type: "markdown", id: "calc", metadata: {}, source: ["Now prose"] });
  });

  it("inserts a new cell with a fresh id after a cell, or at the start", async () => {
    await given("n.ipynb", NOTEBOOK);
    const after = await ok("NotebookEdit", {
      notebook_path: "n.ipynb",
      cell_id: "intro",
      new_source: "import os\n",
      cell_type: "code",
      edit_mode: "insert",
    });
    expect(after).toMatch(/^n\.ipynb: inserted a new code cell [0-9a-f]{8} after cell intro\.$/);
    await ok("NotebookEdit", {
      notebook_path: "n.ipynb",
      new_source: "# Top",
      cell_type: "markdown",
      edit_mode: "insert",
    });
    const cells = await cellsOf("n.ipynb");
    expect(cells.map((c) => c.source)).toEqual([
      ["# Top"],
      ["# Title"],
      ["import os\n"],
      ["x = 1\n", "print(x + 1)"],
      ["y = 2"],
    ]);
    expect(cells[2]).toMatchObject({ cell_type: "code", execution_count: null, outputs: [] });
    expect(new Set(cells.map((c) => c.id)).size).toBe(5);
  });

  it("deletes a cell", async () => {
    await given("n.ipynb", NOTEBOOK);
    expect(
      await ok("NotebookEdit", {
        notebook_path: "n.ipynb",
        cell_id: "calc",
        new_source: "",
        edit_mode: "delete",
      }),
    ).toBe("n.ipynb: deleted cell calc (code); 2 cells remain.");
    expect((await cellsOf("n.ipynb")).map((c) => c.id)).toEqual(["intro", "other"]);
  });

  it("addresses cells as cell-N in notebooks without ids, and adds no ids", async () => {
    const old = makeNotebook(
      [
        { type: "code", source: "a = 1" },
        { type: "code", source: "b = 2" },
      ],
      4,
    );
    await given("old.ipynb", old);
    expect(
      await ok("NotebookEdit", { notebook_path: "old.ipynb", cell_id: "cell-1", new_source: "b = 3" }),
    ).toBe(
      "old.ipynb: replaced the source of cell cell-1 (code); its outputs and execution count were cleared.",
    );
    expect(
      await ok("NotebookEdit", {
        notebook_path: "old.ipynb",
        cell_id: "cell-0",
        new_source: "c",
        cell_type: "markdown",
        edit_mode: "insert",
      }),
    ).toBe(
      'old.ipynb: inserted a new markdown cell cell-1 after cell cell-0. This notebook has no cell ids, so "cell-N" names after this point have shifted; Read it again before the next edit.',
    );
    const cells = await cellsOf("old.ipynb");
    expect(cells.map((c) => c.source)).toEqual([["a = 1"], ["c"], ["b = 3"]]);
    expect(cells.every((c) => c.id === undefined)).toBe(true);
  });

  it("names the cells when cell_id is not found", async () => {
    await given("n.ipynb", NOTEBOOK);
    expect(await fails("NotebookEdit", { notebook_path: "n.ipynb", cell_id: "nope", new_source: "x" })).toBe(
      'Error: Cannot edit n.ipynb: cell_id "nope" was not found: its cell ids are intro, calc, other. Read the notebook to see them.',
    );
    expect(
      await fails("NotebookEdit", { notebook_path: "n.ipynb", cell_id: "cell-1", new_source: "x" }),
    ).toContain('cell_id "cell-1" was not found');
  });

  it("keeps the notebook's indentation, CRLF endings and missing final newline", async () => {
    const twoSpaces = JSON.stringify(JSON.parse(NOTEBOOK), null, 2).replace(/\n/g, "\r\n");
    await given("n.ipynb", twoSpaces);
    await ok("NotebookEdit", { notebook_path: "n.ipynb", cell_id: "intro", new_source: "# Renamed" });
    const expected = JSON.parse(NOTEBOOK) as { cells: Cell[] };
    (expected.cells[0] as Cell).source = ["# Renamed"];
    expect(await readFile(at("n.ipynb"), "utf8")).toBe(
      JSON.stringify(expected, null, 2).replace(/\n/g, "\r\n"),
    );
  });

  it("requires a read, and an unchanged notebook", async () => {
    await writeFile(at("n.ipynb"), NOTEBOOK);
    expect(await fails("NotebookEdit", { notebook_path: "n.ipynb", cell_id: "calc", new_source: "x" })).toBe(
      "Error: Cannot edit n.ipynb. File has not been read yet. Read it first before writing to it.",
    );
    await ok("Read", { file_path: "n.ipynb" });
    const later = new Date(Date.now() + 60_000);
    await utimes(at("n.ipynb"), later, later);
    expect(
      await fails("NotebookEdit", { notebook_path: "n.ipynb", cell_id: "calc", new_source: "x" }),
    ).toContain("File has been modified since it was read");
  });

  it("reports a missing notebook and one that is not valid JSON", async () => {
    expect(await fails("NotebookEdit", { notebook_path: "none.ipynb", cell_id: "a", new_source: "x" })).toBe(
      `Error: File does not exist: none.ipynb. The working directory is ${bench.root}; use Glob to find the file. To create a notebook, Write its JSON first.`,
    );
    await given("bad.ipynb", "{ not json");
    expect(
      await fails("NotebookEdit", { notebook_path: "bad.ipynb", cell_id: "a", new_source: "x" }),
    ).toMatch(/^Error: Cannot edit bad\.ipynb: it is not valid JSON \(.+\)\.$/);
  });
});
