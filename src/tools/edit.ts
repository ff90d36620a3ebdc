// Edit: one exact string replacement in a file, with the forgiving steps and messages in
// edit/replace.ts, the read-before-edit rule in edit/text-file.ts, and a diff of what changed.
import * as z from "zod/mini";
import { loadDiff, renderDiff } from "./edit/diff";
import { CREATE_HINT, notebookRedirect, occurrences, QUOTES_NOTE } from "./edit/guards";
import { applyEdit, NO_CHANGE_MESSAGE } from "./edit/replace";
import { changeFile, decodeForEdit, NEW_FILE_FORMAT } from "./edit/text-file";
import description from "./edit.txt";
import { resolveToolPath } from "./paths";
import { missingFileMessage } from "./read/open-file";
import { pathInputProblem } from "./read/path-input";
import { fileTargets } from "./read/targets";
import { countLines } from "./read/text-codec";
import { buildTool } from "./tool";
import inputSchemas from "./input-schemas.json";

const inputSchema = z.strictObject({
  file_path: z
    .string()
    .check(z.describe("The file to change: an absolute path, or one relative to the working directory.")),
  old_string: z.string().check(z.describe("The exact text to replace. Empty only to create a new file.")),
  new_string: z.string().check(z.describe("The text to put in its place (must differ from old_string).")),
  replace_all: z.optional(
    z
      .boolean()
      .check(z.describe("Replace every occurrence of old_string instead of exactly one (default false).")),
  ),
});

export const editTool = buildTool({
  name: "Edit",
  description,
  inputSchema,
  inputJsonSchema: inputSchemas.Edit,
  validateInput(input, ctx) {
    const pathProblem = pathInputProblem(input.file_path, "file_path");
    if (pathProblem !== undefined) return pathProblem;
    if (input.old_string === input.new_string) return NO_CHANGE_MESSAGE;
    return notebookRedirect(input.file_path, ctx.session.features.deferLoading);
  },
  permissionTargets: (input, ctx) => fileTargets("write", resolveToolPath(input.file_path, ctx)),
  summarize: (input) => `Edit ${input.file_path}`,
  prepare: loadDiff,
  call: (input, ctx): Promise<string> => {
    const path = resolveToolPath(input.file_path, ctx);
    return changeFile({ path, tool: "Edit", verb: "edit" }, ctx, async (existing, display) => {
      if (existing === undefined) {
        if (input.old_string !== "") throw new Error(`${await missingFileMessage(path, ctx)} ${CREATE_HINT}`);
        const lines = countLines(input.new_string);
        const result = `Created ${display} (${String(lines)} line${lines === 1 ? "" : "s"}).`;
        return { text: input.new_string, format: NEW_FILE_FORMAT, result };
      }
      const decoded = decodeForEdit(existing.bytes, path, display);
      let after: string;
      let summary: string;
      if (input.old_string === "") {
        if (decoded.text !== "")
          throw new Error(
            `Cannot create ${display}: the file already exists and is not empty. Give old_string as the exact text to replace, or use Write to replace the whole file.`,
          );
        after = input.new_string;
        summary = `Wrote ${display} (it was empty).`;
      } else {
        const applied = applyEdit(decoded.text, {
          oldString: input.old_string,
          newString: input.new_string,
          replaceAll: input.replace_all ?? false,
        });
        after = applied.text;
        summary = `Edited ${display}: replaced ${occurrences(applied.replacements)}.${applied.quotesNormalized ? QUOTES_NOTE : ""}`;
      }
      // Rendered before the write, so nothing can fail between writing and reporting it.
      const diff = await renderDiff(decoded.text, after);
      return { text: after, format: decoded, result: `${summary}\n${diff}` };
    });
  },
});
