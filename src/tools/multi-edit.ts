// MultiEdit (legacy: current Claude Code dropped it, older models still send it): Edit's rules applied
// in sequence to the content in memory, written once when every edit has succeeded.
import * as z from "zod/mini";
import { loadDiff, renderDiff } from "./edit/diff";
import { CREATE_HINT, notebookRedirect, occurrences, QUOTES_NOTE } from "./edit/guards";
import { applyEdit, NO_CHANGE_MESSAGE } from "./edit/replace";
import { changeFile, decodeForEdit, NEW_FILE_FORMAT } from "./edit/text-file";
import description from "./multi-edit.txt";
import { resolveToolPath } from "./paths";
import { missingFileMessage } from "./read/open-file";
import { pathInputProblem } from "./read/path-input";
import { fileTargets } from "./read/targets";
import type { TextFormat } from "./read/text-codec";
import { buildTool } from "./tool";
import inputSchemas from "./input-schemas.json";

const editSchema = z.strictObject({
  old_string: z.string().check(z.describe("The exact text to replace.")),
  new_string: z.string().check(z.describe("The text to put in its place (must differ from old_string).")),
  replace_all: z.optional(
    z.boolean().check(z.describe("Replace every occurrence instead of exactly one (default false).")),
  ),
});

const inputSchema = z.strictObject({
  file_path: z
    .string()
    .check(z.describe("The file to change: an absolute path, or one relative to the working directory.")),
  edits: z
    .array(editSchema)
    .check(z.describe("The edits, applied in order, each to the result of the previous ones; at least one.")),
});

type Edits = z.output<typeof inputSchema>["edits"];

/** The edits from index `from` on, each applied to the result of the ones before; all or none. */
function applyEdits(
  start: string,
  edits: Edits,
  from: number,
  display: string,
): { text: string; replacements: number; quotes: boolean } {
  let text = start;
  let replacements = from;
  let quotes = false;
  for (let i = from; i < edits.length; i++) {
    const edit = edits[i];
    if (edit === undefined) continue;
    try {
      const applied = applyEdit(text, {
        oldString: edit.old_string,
        newString: edit.new_string,
        replaceAll: edit.replace_all ?? false,
      });
      text = applied.text;
      replacements += applied.replacements;
      quotes ||= applied.quotesNormalized;
    } catch (error) {
      const why = error instanceof Error ? error.message : String(error);
      throw new Error(
        `Edit ${String(i + 1)} of ${String(edits.length)} failed: ${why} No edits were applied; ${display} is unchanged.`,
        { cause: error },
      );
    }
  }
  return { text, replacements, quotes };
}

export const multiEditTool = buildTool({
  name: "MultiEdit",
  description,
  inputSchema,
  inputJsonSchema: inputSchemas.MultiEdit,
  validateInput(input, ctx) {
    const pathProblem = pathInputProblem(input.file_path, "file_path");
    if (pathProblem !== undefined) return pathProblem;
    if (input.edits.length === 0) return "edits is empty; give at least one {old_string, new_string} edit.";
    const same = input.edits.findIndex((edit) => edit.old_string === edit.new_string);
    if (same !== -1)
      return `Edit ${String(same + 1)} of ${String(input.edits.length)}: ${NO_CHANGE_MESSAGE} No edits were applied.`;
    return notebookRedirect(input.file_path, ctx.session.features.deferLoading);
  },
  permissionTargets: (input, ctx) => fileTargets("write", resolveToolPath(input.file_path, ctx)),
  summarize: (input) =>
    `MultiEdit ${input.file_path} (${String(input.edits.length)} edit${input.edits.length === 1 ? "" : "s"})`,
  prepare: loadDiff,
  call: (input, ctx): Promise<string> => {
    const path = resolveToolPath(input.file_path, ctx);
    return changeFile({ path, tool: "MultiEdit", verb: "edit" }, ctx, async (existing, display) => {
      const [first] = input.edits;
      let before = "";
      let format: TextFormat = NEW_FILE_FORMAT;
      let text: string;
      let next = 0;
      if (existing === undefined) {
        if (first?.old_string !== "")
          throw new Error(`${await missingFileMessage(path, ctx)} ${CREATE_HINT} No edits were applied.`);
        text = first.new_string;
        next = 1;
      } else {
        const decoded = decodeForEdit(existing.bytes, path, display);
        before = decoded.text;
        format = decoded;
        text = decoded.text;
        if (first?.old_string === "" && text === "") {
          text = first.new_string;
          next = 1;
        }
      }
      const applied = applyEdits(text, input.edits, next, display);
      // Rendered before the write, so nothing can fail between writing and reporting it.
      const diff = await renderDiff(before, applied.text);
      const verb = existing === undefined ? "Created" : "Edited";
      const count = `${String(input.edits.length)} edit${input.edits.length === 1 ? "" : "s"}`;
      const result = `${verb} ${display}: applied ${count}, replacing ${occurrences(applied.replacements)}.${applied.quotes ? QUOTES_NOTE : ""}\n${diff}`;
      return { text: applied.text, format, result };
    });
  },
});
