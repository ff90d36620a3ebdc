// Changing a notebook's cells while keeping the file what Jupyter would write: cell ids only where the
// notebook's nbformat has them, sources in the form the notebook already uses (a list of lines is
// Jupyter's own), the JSON indentation it had, and no stale outputs on a code cell whose source changed.
import { randomBytes } from "node:crypto";
import {
  cellIdOf,
  findCellIndex,
  type Notebook,
  type NotebookCell,
  usesCellIds,
} from "../read/notebook-model";

export type NotebookEditMode = "replace" | "insert" | "delete";

export interface NotebookEditRequest {
  cellId: string | undefined;
  newSource: string;
  cellType: "code" | "markdown" | undefined;
  mode: NotebookEditMode;
}

function sourceAs(text: string, like: unknown): string | string[] {
  if (typeof like === "string") return text;
  return text === "" ? [] : text.split(/(?<=\n)/);
}

/** The source form most cells already use; Jupyter itself writes lists of lines. */
function preferredSourceForm(notebook: Notebook): unknown {
  return notebook.cells.find((cell) => cell.source !== undefined)?.source ?? [];
}

const sortedKeys = (cell: NotebookCell): NotebookCell =>
  Object.fromEntries(Object.entries(cell).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) as NotebookCell;

function newCellId(notebook: Notebook): string {
  const taken = new Set(notebook.cells.map((cell) => cell.id));
  for (;;) {
    const id = randomBytes(4).toString("hex");
    if (!taken.has(id)) return id;
  }
}

function asType(cell: NotebookCell, type: "code" | "markdown"): NotebookCell {
  const changed: NotebookCell = { ...cell, cell_type: type };
  if (type === "markdown") {
    delete changed.outputs;
    delete changed.execution_count;
  }
  return changed;
}

function notFound(notebook: Notebook, cellId: string): Error {
  const ids = notebook.cells.slice(0, 20).map((cell, index) => cellIdOf(cell, index));
  const more = notebook.cells.length > 20 ? `, ... (${String(notebook.cells.length)} cells)` : "";
  const list = ids.length === 0 ? "the notebook has no cells" : `its cell ids are ${ids.join(", ")}${more}`;
  return new Error(`cell_id "${cellId}" was not found: ${list}. Read the notebook to see them.`);
}

/** Applies the edit to `notebook` in place and returns a one-line account of it. */
export function applyNotebookEdit(notebook: Notebook, request: NotebookEditRequest): string {
  const target = request.cellId === undefined ? undefined : findCellIndex(notebook, request.cellId);
  if (request.cellId !== undefined && target === undefined) throw notFound(notebook, request.cellId);

  if (request.mode === "insert") {
    const type = request.cellType ?? "code";
    const cell: NotebookCell = {
      cell_type: type,
      metadata: {},
      source: sourceAs(request.newSource, preferredSourceForm(notebook)),
    };
    if (usesCellIds(notebook)) cell.id = newCellId(notebook);
    if (type === "code") {
      cell.execution_count = null;
      cell.outputs = [];
    }
    const at = target === undefined ? 0 : target + 1;
    notebook.cells.splice(at, 0, sortedKeys(cell));
    const where = request.cellId === undefined ? "at the start" : `after cell ${request.cellId}`;
    return `inserted a new ${type} cell ${cellIdOf(cell, at)} ${where}`;
  }

  // validateInput guarantees a cell_id for replace and delete.
  if (target === undefined) throw new Error(`cell_id is required with edit_mode "${request.mode}".`);
  const cell = notebook.cells[target] as NotebookCell;
  const id = cellIdOf(cell, target);
  if (request.mode === "delete") {
    notebook.cells.splice(target, 1);
    return `deleted cell ${id} (${cell.cell_type}); ${String(notebook.cells.length)} cells remain`;
  }
  let updated: NotebookCell = { ...cell, source: sourceAs(request.newSource, cell.source) };
  if (request.cellType !== undefined && request.cellType !== cell.cell_type)
    updated = asType(updated, request.cellType);
  let cleared = "";
  if (updated.cell_type === "code") {
    updated.execution_count = null;
    updated.outputs = [];
    cleared = "; its outputs and execution count were cleared";
  }
  notebook.cells[target] = cell.cell_type === updated.cell_type ? updated : sortedKeys(updated);
  return `replaced the source of cell ${id} (${updated.cell_type})${cleared}`;
}

/** The notebook as JSON laid out like `original` (indentation, final newline). */
export function serializeNotebook(notebook: Notebook, original: string): string {
  const indented = /^\uFEFF?\{\r?\n([ \t]+)/.exec(original);
  const multiline = /^\uFEFF?\{[ \t]*\r?\n/.test(original);
  const json = JSON.stringify(notebook, null, indented?.[1] ?? (multiline ? 1 : undefined));
  return /\n$/.test(original) ? `${json}\n` : json;
}
