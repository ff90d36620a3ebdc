import { createRequire as __stewardCreateRequire } from 'node:module'; const require = __stewardCreateRequire(import.meta.url);

// src/tools/read/notebook-model.ts
function parseNotebook(text) {
  let value;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new Error(`it is not valid JSON (${error instanceof Error ? error.message : String(error)})`, {
      cause: error
    });
  }
  if (typeof value !== "object" || value === null || Array.isArray(value))
    throw new Error("it is not a notebook (the JSON is not an object)");
  const notebook = value;
  if (typeof notebook.nbformat === "number" && notebook.nbformat < 4)
    throw new Error(`it uses nbformat ${String(notebook.nbformat)}; only nbformat 4 notebooks are supported`);
  if (!Array.isArray(notebook.cells)) throw new Error("it is not a notebook (it has no cells array)");
  for (const [index, cell] of notebook.cells.entries()) {
    if (typeof cell !== "object" || cell === null || typeof cell.cell_type !== "string")
      throw new Error(`cell ${String(index)} is not a notebook cell`);
  }
  if (typeof notebook.nbformat !== "number") notebook.nbformat = 4;
  if (typeof notebook.nbformat_minor !== "number") notebook.nbformat_minor = 0;
  return notebook;
}
function joinText(value) {
  if (typeof value === "string") return value;
  if (Array.isArray(value)) return value.filter((v) => typeof v === "string").join("");
  return "";
}
function cellIdOf(cell, index) {
  return typeof cell.id === "string" && cell.id !== "" ? cell.id : `cell-${String(index)}`;
}
function findCellIndex(notebook, id) {
  const byId = notebook.cells.findIndex((cell2) => cell2.id === id);
  if (byId !== -1) return byId;
  const match = /^cell-(\d+)$/.exec(id);
  if (match === null) return void 0;
  const index = Number(match[1]);
  const cell = notebook.cells[index];
  return cell !== void 0 && cellIdOf(cell, index) === id ? index : void 0;
}
function usesCellIds(notebook) {
  return notebook.nbformat > 4 || notebook.nbformat_minor >= 5;
}

export {
  parseNotebook,
  joinText,
  cellIdOf,
  findCellIndex,
  usesCellIds
};
