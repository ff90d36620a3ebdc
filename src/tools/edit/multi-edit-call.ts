// MultiEdit's call: every edit applied in order to the text in memory, the file written once when all
// succeeded. Loaded with the first call (or ahead of it), off the path to the first model request.
import type { ToolContext } from "../context";
import type { MultiEditInput } from "../multi-edit";
import { resolveToolPath } from "../paths";
import { missingFileMessage } from "../read/open-file";
import type { TextFormat } from "../read/text-codec";
import { renderDiff } from "./diff";
import { CREATE_HINT, occurrences, QUOTES_NOTE } from "./guards";
import { applyEdit } from "./replace";
import { changeFile, decodeForEdit, NEW_FILE_FORMAT } from "./text-file";

export { loadDiff } from "./diff";

type Edits = MultiEditInput["edits"];

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

export function multiEditCall(input: MultiEditInput, ctx: ToolContext): Promise<string> {
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
}
