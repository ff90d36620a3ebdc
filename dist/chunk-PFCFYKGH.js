import { createRequire as __stewardCreateRequire } from 'node:module'; const require = __stewardCreateRequire(import.meta.url);
import {
  NEW_FILE_FORMAT,
  changeFile
} from "./chunk-EXZPZOM3.js";
import {
  countLines,
  decodeText,
  dominantLineEnding,
  withLineEnding
} from "./chunk-ILNCQR5J.js";
import "./chunk-BVOC53H2.js";
import "./chunk-6TRFA7E5.js";
import {
  resolveToolPath
} from "./chunk-NYG7QIXA.js";
import "./chunk-SXXHESJR.js";

// src/tools/edit/write-call.ts
function writeCall(input, ctx) {
  return changeFile(
    { path: resolveToolPath(input.file_path, ctx), tool: "Write", verb: "write" },
    ctx,
    (existing, display) => {
      let format = NEW_FILE_FORMAT;
      let text = input.content;
      let kept = "";
      if (existing !== void 0) {
        const decoded = decodeText(existing.bytes);
        if (decoded !== void 0) format = { encoding: decoded.encoding, bom: decoded.bom };
        const ending = dominantLineEnding(decoded?.text ?? existing.bytes.toString("latin1"));
        text = withLineEnding(input.content, ending);
        if (ending === "\r\n" && text !== input.content) kept = ", CRLF line endings kept";
      }
      const lines = countLines(text);
      const result = `${existing === void 0 ? "Created" : "Updated"} ${display} (${String(lines)} line${lines === 1 ? "" : "s"}${kept}).`;
      return { text, format, result };
    }
  );
}
export {
  writeCall
};
