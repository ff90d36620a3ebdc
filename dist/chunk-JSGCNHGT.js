import { createRequire as __stewardCreateRequire } from 'node:module'; const require = __stewardCreateRequire(import.meta.url);
import {
  cellIdOf,
  findCellIndex,
  parseNotebook,
  usesCellIds
} from "./chunk-4B6O54RU.js";
import {
  changeFile,
  decodeForEdit
} from "./chunk-EXZPZOM3.js";
import {
  dominantLineEnding,
  withLineEnding
} from "./chunk-ILNCQR5J.js";
import {
  missingFileMessage
} from "./chunk-BVOC53H2.js";
import "./chunk-6TRFA7E5.js";
import {
  resolveToolPath
} from "./chunk-NYG7QIXA.js";
import "./chunk-SXXHESJR.js";

// src/tools/edit/notebook-cells.ts
import { randomBytes } from "node:crypto";
function sourceAs(text, like) {
  if (typeof like === "string") return text;
  return text === "" ? [] : text.split(/(?<=\n)/);
}
function preferredSourceForm(notebook) {
  return notebook.cells.find((cell) => cell.source !== void 0)?.source ?? [];
}
var sortedKeys = (cell) => Object.fromEntries(Object.entries(cell).sort(([a], [b]) => a < b ? -1 : a > b ? 1 : 0));
function newCellId(notebook) {
  const taken = new Set(notebook.cells.map((cell) => cell.id));
  for (; ; ) {
    const id = randomBytes(4).toString("hex");
    if (!taken.has(id)) return id;
  }
}
function asType(cell, type) {
  const changed = { ...cell, cell_type: type };
  if (type === "markdown") {
    delete changed.outputs;
    delete changed.execution_count;
  }
  return changed;
}
function notFound(notebook, cellId) {
  const ids = notebook.cells.slice(0, 20).map((cell, index) => cellIdOf(cell, index));
  const more = notebook.cells.length > 20 ? `, ... (${String(notebook.cells.length)} cells)` : "";
  const list = ids.length === 0 ? "the notebook has no cells" : `its cell ids are ${ids.join(", ")}${more}`;
  return new Error(`cell_id "${cellId}" was not found: ${list}. Read the notebook to see them.`);
}
function applyNotebookEdit(notebook, request) {
  const target = request.cellId === void 0 ? void 0 : findCellIndex(notebook, request.cellId);
  if (request.cellId !== void 0 && target === void 0) throw notFound(notebook, request.cellId);
  if (request.mode === "insert") {
    const type = request.cellType ?? "code";
    const cell2 = {
      cell_type: type,
      metadata: {},
      source: sourceAs(request.newSource, preferredSourceForm(notebook))
    };
    if (usesCellIds(notebook)) cell2.id = newCellId(notebook);
    if (type === "code") {
      cell2.execution_count = null;
      cell2.outputs = [];
    }
    const at = target === void 0 ? 0 : target + 1;
    notebook.cells.splice(at, 0, sortedKeys(cell2));
    const where = request.cellId === void 0 ? "at the start" : `after cell ${request.cellId}`;
    return `inserted a new ${type} cell ${cellIdOf(cell2, at)} ${where}`;
  }
  if (target === void 0) throw new Error(`cell_id is required with edit_mode "${request.mode}".`);
  const cell = notebook.cells[target];
  const id = cellIdOf(cell, target);
  if (request.mode === "delete") {
    notebook.cells.splice(target, 1);
    return `deleted cell ${id} (${cell.cell_type}); ${String(notebook.cells.length)} cells remain`;
  }
  let updated = { ...cell, source: sourceAs(request.newSource, cell.source) };
  if (request.cellType !== void 0 && request.cellType !== cell.cell_type)
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
function serializeNotebook(notebook, original) {
  const indented = /^\uFEFF?\{\r?\n([ \t]+)/.exec(original);
  const multiline = /^\uFEFF?\{[ \t]*\r?\n/.test(original);
  const json = JSON.stringify(notebook, null, indented?.[1] ?? (multiline ? 1 : void 0));
  return /\n$/.test(original) ? `${json}
` : json;
}

// src/tools/edit/notebook-edit-call.ts
function notebookEditCall(input, ctx) {
  const path = resolveToolPath(input.notebook_path, ctx);
  return changeFile({ path, tool: "NotebookEdit", verb: "edit" }, ctx, async (existing, display) => {
    if (existing === void 0)
      throw new Error(`${await missingFileMessage(path, ctx)} To create a notebook, Write its JSON first.`);
    const decoded = decodeForEdit(existing.bytes, path, display);
    let notebook;
    let account;
    try {
      notebook = parseNotebook(decoded.text);
      account = applyNotebookEdit(notebook, {
        cellId: input.cell_id,
        newSource: input.new_source,
        cellType: input.cell_type,
        mode: input.edit_mode ?? "replace"
      });
    } catch (error) {
      const why = error instanceof Error ? error.message : String(error);
      throw new Error(`Cannot edit ${display}: ${why.replace(/\.$/, "")}.`, { cause: error });
    }
    const text = withLineEnding(serializeNotebook(notebook, decoded.text), dominantLineEnding(decoded.text));
    const shifting = !usesCellIds(notebook) && input.edit_mode !== void 0 && input.edit_mode !== "replace" ? ' This notebook has no cell ids, so "cell-N" names after this point have shifted; Read it again before the next edit.' : "";
    return { text, format: decoded, result: `${display}: ${account}.${shifting}` };
  });
}
export {
  notebookEditCall
};
