// Edit's call: the replacement applied to the file's text and written back, with a diff of what
// changed. Loaded with the first call (or ahead of it), so none of it sits on the path to the first
// model request.
import type { ToolContext } from "../context";
import type { EditInput } from "../edit";
import { resolveToolPath } from "../paths";
import { missingFileMessage } from "../read/open-file";
import { countLines } from "../read/text-codec";
import { renderDiff } from "./diff";
import { CREATE_HINT, occurrences, QUOTES_NOTE } from "./guards";
import { applyEdit } from "./replace";
import { changeFile, decodeForEdit, NEW_FILE_FORMAT } from "./text-file";

export { loadDiff } from "./diff";

export function editCall(input: EditInput, ctx: ToolContext): Promise<string> {
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
}
