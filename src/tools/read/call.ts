// Read's call: open the file, sniff what it is, and read text, an image, a PDF or a notebook. Loaded
// with the first call (or ahead of it, while the model's first answer streams), so none of it sits
// on the path to the first model request.
import type { FileHandle } from "node:fs/promises";
import type { ReadInput } from "../read";
import type { ToolContext } from "../context";
import { displayPath, resolveToolPath } from "../paths";
import type { ImageMediaType, ToolResultContent } from "../tool";
import { classify, type FileKind, SNIFF_BYTES } from "./binary";
import { formatWindow, MAX_OUTPUT_CHARS } from "./format";
import { formatBytes, imageContent, imageDimensions, imageRefusal } from "./image";
import { lineWindowOfText, type LineWindow, readLineWindow } from "./lines";
import { renderNotebook } from "./notebook";
import { parseNotebook } from "./notebook-model";
import { openRegularFile } from "./open-file";
import { formatPdfText, MAX_PDF_BYTES, parsePageRange, readPdfText } from "./pdf";
import { decodeText } from "./text-codec";

const DEFAULT_READ_LIMIT = 2_000;
/** Files read whole (notebooks, UTF-16 text) are refused above this size. */
const MAX_WHOLE_FILE_BYTES = 32 * 1024 * 1024;

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

/** Reads the file the input names, within the session's file rules. */
export async function readFileCall(input: ReadInput, ctx: ToolContext): Promise<ToolResultContent> {
  const path = resolveToolPath(input.file_path, ctx);
  const display = displayPath(path, ctx.workspaceRoot);
  const { handle, stats } = await openRegularFile(path, ctx);
  try {
    return await readOpened({ path, display, handle, mtimeMs: stats.mtimeMs, size: stats.size }, input, ctx);
  } finally {
    await handle.close();
  }
}
