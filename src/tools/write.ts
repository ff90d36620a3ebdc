// Write: a whole file at once. Overwriting requires a read of the current content (nobody reviews an
// unattended run's blind overwrites), and the file keeps the line endings, encoding and BOM it had.
import * as z from "zod/mini";
import { resolveToolPath } from "./paths";
import { pathInputProblem } from "./read/path-input";
import { fileTargets } from "./read/targets";
import {
  countLines,
  decodeText,
  dominantLineEnding,
  type TextFormat,
  withLineEnding,
} from "./read/text-codec";
import { changeFile, NEW_FILE_FORMAT } from "./edit/text-file";
import { buildTool } from "./tool";
import description from "./write.txt";
import inputSchemas from "./input-schemas.json";

const inputSchema = z.strictObject({
  file_path: z
    .string()
    .check(z.describe("The file to write: an absolute path, or one relative to the working directory.")),
  content: z.string().check(z.describe("The complete content the file will have.")),
});

export const writeTool = buildTool({
  name: "Write",
  description,
  inputSchema,
  inputJsonSchema: inputSchemas.Write,
  validateInput: (input) => pathInputProblem(input.file_path, "file_path"),
  permissionTargets: (input, ctx) => fileTargets("write", resolveToolPath(input.file_path, ctx)),
  summarize: (input) => `Write ${input.file_path}`,
  call: (input, ctx): Promise<string> =>
    changeFile(
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
    ),
});
