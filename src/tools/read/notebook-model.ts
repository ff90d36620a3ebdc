// The parts of the Jupyter notebook format (nbformat 4) the notebook tools rely on. Cells are addressed
// by their nbformat 4.5 id, or by "cell-N" (0-based position) in notebooks written before ids existed.
export type CellType = "code" | "markdown" | "raw";

export interface NotebookCell {
  cell_type: CellType;
  id?: string;
  source: string | string[];
  metadata?: Record<string, unknown>;
  outputs?: NotebookOutput[];
  execution_count?: number | null;
  [key: string]: unknown;
}

export interface NotebookOutput {
  output_type: "stream" | "execute_result" | "display_data" | "error";
  name?: string;
  text?: string | string[];
  data?: Record<string, unknown>;
  ename?: string;
  evalue?: string;
  traceback?: string[];
}

export interface Notebook {
  cells: NotebookCell[];
  nbformat: number;
  nbformat_minor: number;
  metadata?: Record<string, unknown>;
  [key: string]: unknown;
}

/** Parses notebook JSON; throws an Error saying what is wrong when it is not an nbformat 4 notebook. */
export function parseNotebook(text: string): Notebook {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new Error(`it is not valid JSON (${error instanceof Error ? error.message : String(error)})`, {
      cause: error,
    });
  }
  if (typeof value !== "object" || value === null || Array.isArray(value))
    throw new Error("it is not a notebook (the JSON is not an object)");
  const notebook = value as Partial<Notebook>;
  if (typeof notebook.nbformat === "number" && notebook.nbformat < 4)
    throw new Error(`it uses nbformat ${String(notebook.nbformat)}; only nbformat 4 notebooks are supported`);
  if (!Array.isArray(notebook.cells)) throw new Error("it is not a notebook (it has no cells array)");
  for (const [index, cell] of notebook.cells.entries()) {
    if (
      typeof cell !== "object" ||
      cell === null ||
      typeof (cell as Partial<NotebookCell>).cell_type !== "string"
    )
      throw new Error(`cell ${String(index)} is not a notebook cell`);
  }
  // Defaults are added in place, never spread in front: the file's key order must survive a rewrite.
  if (typeof notebook.nbformat !== "number") notebook.nbformat = 4;
  if (typeof notebook.nbformat_minor !== "number") notebook.nbformat_minor = 0;
  return notebook as Notebook;
}

export function joinText(value: unknown): string {
  if (typeof value === "string") return value;
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === "string").join("");
  return "";
}

export function cellIdOf(cell: NotebookCell, index: number): string {
  return typeof cell.id === "string" && cell.id !== "" ? cell.id : `cell-${String(index)}`;
}

/** The index of the cell `id` names: its nbformat id, or "cell-N" when no cell has that id. */
export function findCellIndex(notebook: Notebook, id: string): number | undefined {
  const byId = notebook.cells.findIndex((cell) => cell.id === id);
  if (byId !== -1) return byId;
  const match = /^cell-(\d+)$/.exec(id);
  if (match === null) return undefined;
  const index = Number(match[1]);
  const cell = notebook.cells[index];
  // "cell-N" names the Nth cell only where Read showed it that way: when the cell has no id of its own.
  return cell !== undefined && cellIdOf(cell, index) === id ? index : undefined;
}

/** Notebooks from nbformat 4.5 on carry cell ids; older ones must not gain any. */
export function usesCellIds(notebook: Notebook): boolean {
  return notebook.nbformat > 4 || notebook.nbformat_minor >= 5;
}
