// NotebookEdit's call: one cell replaced, inserted or deleted, the notebook written back in its own
// layout. Loaded with the first call, off the path to the first model request.
import type { ToolContext } from "../context";
import type { NotebookEditInput } from "../notebook-edit";
import { resolveToolPath } from "../paths";
import { parseNotebook, usesCellIds } from "../read/notebook-model";
import { missingFileMessage } from "../read/open-file";
import { dominantLineEnding, withLineEnding } from "../read/text-codec";
import { applyNotebookEdit, serializeNotebook } from "./notebook-cells";
import { changeFile, decodeForEdit } from "./text-file";

export function notebookEditCall(input: NotebookEditInput, ctx: ToolContext): Promise<string> {
  const path = resolveToolPath(input.notebook_path, ctx);
  return changeFile({ path, tool: "NotebookEdit", verb: "edit" }, ctx, async (existing, display) => {
    if (existing === undefined)
      throw new Error(`${await missingFileMessage(path, ctx)} To create a notebook, Write its JSON first.`);
    const decoded = decodeForEdit(existing.bytes, path, display);
    let notebook;
    let account: string;
    try {
      notebook = parseNotebook(decoded.text);
      account = applyNotebookEdit(notebook, {
        cellId: input.cell_id,
        newSource: input.new_source,
        cellType: input.cell_type,
        mode: input.edit_mode ?? "replace",
      });
    } catch (error) {
      const why = error instanceof Error ? error.message : String(error);
      throw new Error(`Cannot edit ${display}: ${why.replace(/\.$/, "")}.`, { cause: error });
    }
    const text = withLineEnding(serializeNotebook(notebook, decoded.text), dominantLineEnding(decoded.text));
    const shifting =
      !usesCellIds(notebook) && input.edit_mode !== undefined && input.edit_mode !== "replace"
        ? ' This notebook has no cell ids, so "cell-N" names after this point have shifted; Read it again before the next edit.'
        : "";
    return { text, format: decoded, result: `${display}: ${account}.${shifting}` };
  });
}
