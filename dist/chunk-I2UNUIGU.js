import { createRequire as __stewardCreateRequire } from 'node:module'; const require = __stewardCreateRequire(import.meta.url);
import {
  applyEdit,
  loadDiff,
  renderDiff
} from "./chunk-X5EPVP56.js";
import {
  NEW_FILE_FORMAT,
  changeFile,
  decodeForEdit
} from "./chunk-EXZPZOM3.js";
import "./chunk-ILNCQR5J.js";
import {
  missingFileMessage
} from "./chunk-BVOC53H2.js";
import "./chunk-6TRFA7E5.js";
import {
  CREATE_HINT,
  QUOTES_NOTE,
  occurrences,
  resolveToolPath
} from "./chunk-NYG7QIXA.js";
import "./chunk-SXXHESJR.js";

// src/tools/edit/multi-edit-call.ts
function applyEdits(start, edits, from, display) {
  let text = start;
  let replacements = from;
  let quotes = false;
  for (let i = from; i < edits.length; i++) {
    const edit = edits[i];
    if (edit === void 0) continue;
    try {
      const applied = applyEdit(text, {
        oldString: edit.old_string,
        newString: edit.new_string,
        replaceAll: edit.replace_all ?? false
      });
      text = applied.text;
      replacements += applied.replacements;
      quotes ||= applied.quotesNormalized;
    } catch (error) {
      const why = error instanceof Error ? error.message : String(error);
      throw new Error(
        `Edit ${String(i + 1)} of ${String(edits.length)} failed: ${why} No edits were applied; ${display} is unchanged.`,
        { cause: error }
      );
    }
  }
  return { text, replacements, quotes };
}
function multiEditCall(input, ctx) {
  const path = resolveToolPath(input.file_path, ctx);
  return changeFile({ path, tool: "MultiEdit", verb: "edit" }, ctx, async (existing, display) => {
    const [first] = input.edits;
    let before = "";
    let format = NEW_FILE_FORMAT;
    let text;
    let next = 0;
    if (existing === void 0) {
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
    const diff = await renderDiff(before, applied.text);
    const verb = existing === void 0 ? "Created" : "Edited";
    const count = `${String(input.edits.length)} edit${input.edits.length === 1 ? "" : "s"}`;
    const result = `${verb} ${display}: applied ${count}, replacing ${occurrences(applied.replacements)}.${applied.quotes ? QUOTES_NOTE : ""}
${diff}`;
    return { text: applied.text, format, result };
  });
}
export {
  loadDiff,
  multiEditCall
};
