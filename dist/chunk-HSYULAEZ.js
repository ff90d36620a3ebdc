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
import {
  countLines
} from "./chunk-ILNCQR5J.js";
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

// src/tools/edit/edit-call.ts
function editCall(input, ctx) {
  const path = resolveToolPath(input.file_path, ctx);
  return changeFile({ path, tool: "Edit", verb: "edit" }, ctx, async (existing, display) => {
    if (existing === void 0) {
      if (input.old_string !== "") throw new Error(`${await missingFileMessage(path, ctx)} ${CREATE_HINT}`);
      const lines = countLines(input.new_string);
      const result = `Created ${display} (${String(lines)} line${lines === 1 ? "" : "s"}).`;
      return { text: input.new_string, format: NEW_FILE_FORMAT, result };
    }
    const decoded = decodeForEdit(existing.bytes, path, display);
    let after;
    let summary;
    if (input.old_string === "") {
      if (decoded.text !== "")
        throw new Error(
          `Cannot create ${display}: the file already exists and is not empty. Give old_string as the exact text to replace, or use Write to replace the whole file.`
        );
      after = input.new_string;
      summary = `Wrote ${display} (it was empty).`;
    } else {
      const applied = applyEdit(decoded.text, {
        oldString: input.old_string,
        newString: input.new_string,
        replaceAll: input.replace_all ?? false
      });
      after = applied.text;
      summary = `Edited ${display}: replaced ${occurrences(applied.replacements)}.${applied.quotesNormalized ? QUOTES_NOTE : ""}`;
    }
    const diff = await renderDiff(decoded.text, after);
    return { text: after, format: decoded, result: `${summary}
${diff}` };
  });
}
export {
  editCall,
  loadDiff
};
