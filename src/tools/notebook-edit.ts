// NotebookEdit: replace, insert or delete one cell of a Jupyter notebook, by cell id. Deferred: it is
// announced by name and loaded through ToolSearch, as Claude Code does.
import type * as z from "zod/mini";
import type { ZodModule } from "./zod";
import description from "./notebook-edit.txt";
import { resolveToolPath } from "./paths";
import { pathInputProblem } from "./read/path-input";
import { fileTargets } from "./read/targets";
import { buildTool } from "./tool";
import inputSchemas from "./input-schemas.json";

/** What changes the notebook: loaded with the first call, or ahead of it by prepare(). */
const loadCall = () => import("./edit/notebook-edit-call");

const inputSchema = (z: ZodModule) =>
  z.strictObject({
    notebook_path: z
      .string()
      .check(
        z.describe(
          "The notebook (.ipynb) to change: an absolute path, or one relative to the working directory.",
        ),
      ),
    new_source: z.string().check(z.describe("The new source of the cell (ignored when deleting).")),
    cell_id: z.optional(
      z
        .string()
        .check(
          z.describe(
            'The id of the cell to change, as Read shows it ("cell-N" in notebooks without ids). With insert, the new cell goes after it; omit it to insert at the start.',
          ),
        ),
    ),
    cell_type: z.optional(
      z
        .enum(["code", "markdown"])
        .check(z.describe("The cell's type. Required with insert; with replace, changes the type.")),
    ),
    edit_mode: z.optional(
      z
        .enum(["replace", "insert", "delete"])
        .check(
          z.describe(
            'What to do: "replace" (default) the source, "insert" a new cell, or "delete" the cell.',
          ),
        ),
    ),
  });

export type NotebookEditInput = z.output<ReturnType<typeof inputSchema>>;

export const notebookEditTool = buildTool({
  name: "NotebookEdit",
  description,
  inputSchema,
  inputJsonSchema: inputSchemas.NotebookEdit,
  shouldDefer: true,
  searchHint: "jupyter notebook ipynb cell edit insert delete replace source",
  validateInput(input) {
    const pathProblem = pathInputProblem(input.notebook_path, "notebook_path");
    if (pathProblem !== undefined) return pathProblem;
    if (!input.notebook_path.toLowerCase().endsWith(".ipynb"))
      return `notebook_path must be a Jupyter notebook (.ipynb), got ${input.notebook_path}. Use Edit for other files.`;
    const mode = input.edit_mode ?? "replace";
    if (mode !== "insert" && input.cell_id === undefined)
      return `cell_id is required with edit_mode "${mode}": give the id of the cell, as Read shows it.`;
    if (mode === "insert" && input.cell_type === undefined)
      return 'cell_type is required with edit_mode "insert": "code" or "markdown".';
    return undefined;
  },
  permissionTargets: (input, ctx) => fileTargets("write", resolveToolPath(input.notebook_path, ctx)),
  summarize: (input) =>
    `NotebookEdit ${input.notebook_path} (${input.edit_mode ?? "replace"} ${input.cell_id ?? "at start"})`,
  call: async (input, ctx) => (await loadCall()).notebookEditCall(input, ctx),
  prepare: () => loadCall(),
});
