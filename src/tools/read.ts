// Read: text with line numbers, images as image blocks, PDFs page by page, notebooks cell by cell.
// Whatever the model names, the call ends: devices and FIFOs are refused before they can block, huge
// files are streamed a window at a time, and every result stays within the context budget.
import type * as z from "zod/mini";
import type { ZodModule } from "./zod";
import { resolveToolPath } from "./paths";
import { MAX_OUTPUT_CHARS } from "./read/format";
import { pathInputProblem } from "./read/path-input";
import { parsePageRange } from "./read/pdf";
import { fileTargets } from "./read/targets";
import description from "./read.txt";
import { buildTool, type ToolResultContent } from "./tool";
import inputSchemas from "./input-schemas.json";

/** What reads the file: loaded with the first call, or ahead of it by prepare(). */
const loadCall = () => import("./read/call");

const inputSchema = (z: ZodModule) =>
  z.strictObject({
    file_path: z
      .string()
      .check(z.describe("The file to read: an absolute path, or one relative to the working directory.")),
    offset: z.optional(
      z
        .number()
        .check(
          z.describe("The 1-based line number to start at. Give it only for files too long to read at once."),
        ),
    ),
    limit: z.optional(
      z.number().check(z.describe("How many lines to read (default 2000). Give it only for long files.")),
    ),
    pages: z.optional(
      z
        .string()
        .check(
          z.describe(
            'PDF files only: the pages to read, one page ("3") or a range ("1-5"); at most 20 per call.',
          ),
        ),
    ),
  });

export type ReadInput = z.output<ReturnType<typeof inputSchema>>;

function validateInput(input: ReadInput): string | undefined {
  const pathProblem = pathInputProblem(input.file_path, "file_path");
  if (pathProblem !== undefined) return pathProblem;
  if (input.offset !== undefined && (!Number.isInteger(input.offset) || input.offset < 0))
    return `offset must be a whole line number of 1 or more, got ${String(input.offset)}.`;
  if (input.limit !== undefined && (!Number.isInteger(input.limit) || input.limit < 1))
    return `limit must be a whole number of lines, 1 or more, got ${String(input.limit)}.`;
  if (input.pages !== undefined) {
    const range = parsePageRange(input.pages);
    if (!range.ok) return range.error;
  }
  return undefined;
}

export const readTool = buildTool({
  name: "Read",
  description,
  inputSchema,
  inputJsonSchema: inputSchemas.Read,
  // Read bounds its own output (MAX_OUTPUT_CHARS plus a notice): saving a huge read to another file
  // for the model to read again would help nobody.
  maxResultSizeChars: MAX_OUTPUT_CHARS + 10_000,
  isReadOnly: () => true,
  isConcurrencySafe: () => true,
  validateInput,
  permissionTargets: (input, ctx) => fileTargets("read", resolveToolPath(input.file_path, ctx)),
  summarize: (input) => `Read ${input.file_path}`,
  mapResult: (output: ToolResultContent) => output,
  call: async (input, ctx) => (await loadCall()).readFileCall(input, ctx),
  prepare: () => loadCall(),
});
