// Read: text with line numbers, images as image blocks, PDFs page by page, notebooks cell by cell.
// Whatever the model names, the call ends: devices and FIFOs are refused before they can block, huge
// files are streamed a window at a time, and every result stays within the context budget.
import type { FileHandle } from "node:fs/promises";
import * as z from "zod/mini";
import type { ToolContext } from "./context";
import { displayPath, resolveToolPath } from "./paths";
import { classify, type FileKind, SNIFF_BYTES } from "./read/binary";
import { formatWindow, MAX_OUTPUT_CHARS } from "./read/format";
import { formatBytes, imageContent, imageDimensions, imageRefusal } from "./read/image";
import { lineWindowOfText, type LineWindow, readLineWindow } from "./read/lines";
import { renderNotebook } from "./read/notebook";
import { parseNotebook } from "./read/notebook-model";
import { openRegularFile } from "./read/open-file";
import { formatPdfText, MAX_PDF_BYTES, parsePageRange, readPdfText } from "./read/pdf";
import { pathInputProblem } from "./read/path-input";
import { fileTargets } from "./read/targets";
import { decodeText } from "./read/text-codec";
import description from "./read.txt";
import { buildTool, type ImageMediaType, type ToolResultContent } from "./tool";
import inputSchemas from "./input-schemas.json";

const DEFAULT_READ_LIMIT = 2_000;
/** Files read whole (notebooks, UTF-16 text) are refused above this size. */
const MAX_WHOLE_FILE_BYTES = 32 * 1024 * 1024;

const inputSchema = z.strictObject({
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

type ReadInput = z.output<typeof inputSchema>;

interface Opened {
  path: string;
  display: string;
  handle: FileHandle;
  mtimeMs: number;
  size: number;
}

const KIND_NAMES: Record<FileKind["kind"], string> = {
  image: "an image",
  pdf: "a PDF",
  notebook: "a notebook",
  binary: "a binary file",
  text: "a text file",
};

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

async function readWhole(file: Opened, what: string, maxBytes: number): Promise<Buffer> {
  if (file.size > maxBytes)
    throw new Error(
      `Cannot read ${file.display}: ${what} is ${formatBytes(file.size)}, over the ${formatBytes(maxBytes)} Read handles. Inspect it with Bash instead.`,
    );
  const bytes = Buffer.alloc(file.size);
  const { bytesRead } = await file.handle.read(bytes, 0, file.size, 0);
  return bytes.subarray(0, bytesRead);
}

function emptyNotice(display: string): string {
  return `Notice: the file exists but is empty (${display} has 0 bytes).`;
}

async function readText(file: Opened, utf16: boolean, input: ReadInput, ctx: ToolContext): Promise<string> {
  const start = Math.max(1, input.offset ?? 1);
  const count = input.limit ?? DEFAULT_READ_LIMIT;
  let window: LineWindow;
  if (utf16) {
    const decoded = decodeText(await readWhole(file, "this UTF-16 file", MAX_WHOLE_FILE_BYTES));
    if (decoded === undefined)
      throw new Error(`Cannot read ${file.display}: it starts like UTF-16 text but is not valid UTF-16.`);
    window = lineWindowOfText(decoded.text, start, count);
  } else {
    window = await readLineWindow(file.handle, start, count, ctx.signal);
  }
  if (window.totalLines === 0) return emptyNotice(file.display);
  if (window.lines.length === 0)
    return `Notice: ${file.display} has ${String(window.totalLines)} line${window.totalLines === 1 ? "" : "s"}, so offset ${String(start)} is past its end. Read with an offset from 1 to ${String(window.totalLines)}.`;
  return formatWindow(window, start);
}

async function readImage(file: Opened, mediaType: ImageMediaType): Promise<ToolResultContent> {
  const refusedBySize = imageRefusal(file.size, undefined);
  if (refusedBySize !== undefined) throw new Error(`Cannot show ${file.display}: ${refusedBySize}`);
  const bytes = await readWhole(file, "this image", file.size);
  const dimensions = imageDimensions(bytes, mediaType);
  const refused = imageRefusal(bytes.length, dimensions);
  if (refused !== undefined) throw new Error(`Cannot show ${file.display}: ${refused}`);
  return imageContent(bytes, mediaType, dimensions, file.display);
}

async function readPdf(file: Opened, input: ReadInput, ctx: ToolContext): Promise<string> {
  const range = input.pages === undefined ? undefined : parsePageRange(input.pages);
  if (range?.ok === false) throw new Error(range.error);
  const bytes = await readWhole(file, "this PDF", MAX_PDF_BYTES);
  let pdf;
  try {
    pdf = await readPdfText(new Uint8Array(bytes), range?.value, ctx.signal);
  } catch (error) {
    throw new Error(
      `Cannot read ${file.display}: ${error instanceof Error ? error.message : String(error)}`,
      { cause: error },
    );
  }
  return formatPdfText(pdf, file.display);
}

async function readNotebook(file: Opened, input: ReadInput): Promise<ToolResultContent> {
  const decoded = decodeText(await readWhole(file, "this notebook", MAX_WHOLE_FILE_BYTES));
  if (decoded === undefined) throw new Error(`Cannot read ${file.display}: it is not valid UTF-8 text.`);
  let notebook;
  try {
    notebook = parseNotebook(decoded.text);
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    const start = Math.max(1, input.offset ?? 1);
    const window = lineWindowOfText(decoded.text, start, input.limit ?? DEFAULT_READ_LIMIT);
    return `[${file.display} is not a readable notebook: ${why}. Shown as plain text.]\n\n${formatWindow(window, start)}`;
  }
  const rendered = renderNotebook(notebook, MAX_OUTPUT_CHARS);
  return rendered.images.length === 0
    ? rendered.text
    : [{ type: "text", text: rendered.text }, ...rendered.images];
}

async function sniff(file: Opened): Promise<Buffer> {
  const head = Buffer.alloc(SNIFF_BYTES);
  const { bytesRead } = await file.handle.read(head, 0, SNIFF_BYTES, 0);
  return head.subarray(0, bytesRead);
}

async function readOpened(file: Opened, input: ReadInput, ctx: ToolContext): Promise<ToolResultContent> {
  const head = await sniff(file);
  const kind = classify(head, file.path);
  if (input.pages !== undefined && kind.kind !== "pdf")
    throw new Error(
      `pages applies only to PDF files, and ${file.display} is ${KIND_NAMES[kind.kind]}. Use offset and limit to read part of a text file.`,
    );
  const start = Math.max(1, input.offset ?? 1);
  const record = { mtimeMs: file.mtimeMs, size: file.size, offset: start, limit: input.limit };
  if (kind.kind === "binary")
    throw new Error(
      `Cannot read ${file.display}: it is ${kind.reason}. Read shows text, images (PNG, JPEG, GIF, WebP), PDFs and notebooks; inspect other files with Bash (e.g. \`file\`, \`xxd ... | head\`, \`unzip -l\`).`,
    );
  if (head.length === 0) {
    ctx.files.record(file.path, record);
    return emptyNotice(file.display);
  }
  if (kind.kind === "text" || kind.kind === "notebook") {
    const prior = ctx.files.get(file.path);
    if (
      prior !== undefined &&
      prior.mtimeMs === file.mtimeMs &&
      prior.size === file.size &&
      prior.offset === start &&
      prior.limit === input.limit
    )
      return `File unchanged since your last read of these lines (${file.display}, same offset and limit). The content in that earlier Read result is still current; refer to it instead of reading again.`;
  }
  let content: ToolResultContent;
  switch (kind.kind) {
    case "text":
      content = await readText(file, kind.utf16, input, ctx);
      break;
    case "notebook":
      content = await readNotebook(file, input);
      break;
    case "image":
      content = await readImage(file, kind.mediaType);
      break;
    case "pdf":
      content = await readPdf(file, input, ctx);
      break;
  }
  ctx.files.record(file.path, record);
  return content;
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
  async call(input, ctx): Promise<ToolResultContent> {
    const path = resolveToolPath(input.file_path, ctx);
    const display = displayPath(path, ctx.workspaceRoot);
    const { handle, stats } = await openRegularFile(path, ctx);
    try {
      return await readOpened(
        { path, display, handle, mtimeMs: stats.mtimeMs, size: stats.size },
        input,
        ctx,
      );
    } finally {
      await handle.close();
    }
  },
});
