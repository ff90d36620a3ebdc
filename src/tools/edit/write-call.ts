// Write's call: the whole file replaced, keeping its line endings, encoding and BOM. Loaded with the
// first call, off the path to the first model request.
import type { ToolContext } from "../context";
import { resolveToolPath } from "../paths";
import {
  countLines,
  decodeText,
  dominantLineEnding,
  type TextFormat,
  withLineEnding,
} from "../read/text-codec";
import type { WriteInput } from "../write";
import { changeFile, NEW_FILE_FORMAT } from "./text-file";

export function writeCall(input: WriteInput, ctx: ToolContext): Promise<string> {
  return changeFile(
    { path: resolveToolPath(input.file_path, ctx), tool: "Write", verb: "write" },
    ctx,
    (existing, display) => {
      let format: TextFormat = NEW_FILE_FORMAT;
      let text = input.content;
      let kept = "";
      if (existing !== undefined) {
        const decoded = decodeText(existing.bytes);
        if (decoded !== undefined) format = { encoding: decoded.encoding, bom: decoded.bom };
        const ending = dominantLineEnding(decoded?.text ?? existing.bytes.toString("latin1"));
        text = withLineEnding(input.content, ending);
        if (ending === "\r\n" && text !== input.content) kept = ", CRLF line endings kept";
      }
      const lines = countLines(text);
      const result = `${existing === undefined ? "Created" : "Updated"} ${display} (${String(lines)} line${lines === 1 ? "" : "s"}${kept}).`;
      return { text, format, result };
    },
  );
}
