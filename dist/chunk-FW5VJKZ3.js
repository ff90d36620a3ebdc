import { createRequire as __stewardCreateRequire } from 'node:module'; const require = __stewardCreateRequire(import.meta.url);
import {
  cellIdOf,
  joinText,
  parseNotebook
} from "./chunk-4B6O54RU.js";
import {
  SNIFF_BYTES,
  classify,
  decodeText,
  formatBytes,
  imageContent,
  imageDimensions,
  imageRefusal,
  sniffImage
} from "./chunk-ILNCQR5J.js";
import {
  openRegularFile
} from "./chunk-BVOC53H2.js";
import "./chunk-6TRFA7E5.js";
import {
  MAX_OUTPUT_CHARS,
  MAX_PDF_BYTES,
  displayPath,
  formatPdfText,
  formatWindow,
  parsePageRange,
  readPdfText,
  resolveToolPath
} from "./chunk-NYG7QIXA.js";
import "./chunk-SXXHESJR.js";

// src/tools/read/lines.ts
var MAX_LINE_CHARS = 2e3;
var MAX_LINE_BYTES = MAX_LINE_CHARS * 4 + 4;
var CHUNK_BYTES = 1024 * 1024;
var MAX_COUNTED_BYTES = 64 * 1024 * 1024;
var MAX_SCANNED_BYTES = 512 * 1024 * 1024;
var grouped = (n) => n.toLocaleString("en-US");
function cutLine(text, byteLength) {
  if (text.length <= MAX_LINE_CHARS && byteLength === void 0) return text;
  let end = Math.min(text.length, MAX_LINE_CHARS);
  const last = text.charCodeAt(end - 1);
  if (end < text.length && last >= 55296 && last <= 56319) end--;
  const size = byteLength === void 0 ? `${grouped(text.length)} characters` : `${grouped(byteLength)} bytes`;
  return `${text.slice(0, end)} … [line cut: showing ${grouped(end)} characters of ${size}]`;
}
function stripCr(text) {
  return text.endsWith("\r") ? text.slice(0, -1) : text;
}
async function readLineWindow(handle, start, count, signal) {
  const end = start + count;
  const buffer = Buffer.allocUnsafe(CHUNK_BYTES);
  const lines = [];
  let lineNo = 1;
  let parts = [];
  let kept = 0;
  let lineBytes = 0;
  let position = 0;
  let contentBytes = 0;
  let lastByte = -1;
  let countedPastWindow = 0;
  let totalIsExact = true;
  const finishLine = () => {
    const text = Buffer.concat(parts, kept).toString("utf8");
    lines.push(lineBytes > kept ? cutLine(text, lineBytes) : cutLine(stripCr(text)));
    parts = [];
    kept = 0;
    lineBytes = 0;
  };
  for (; ; ) {
    if (signal.aborted) throw new Error("Interrupted: the run is stopping.");
    if (position >= MAX_SCANNED_BYTES && lineNo < end) {
      totalIsExact = false;
      if (lineNo >= start && lineBytes > 0) {
        finishLine();
        lineNo++;
      }
      break;
    }
    const { bytesRead } = await handle.read(buffer, 0, CHUNK_BYTES, position);
    if (bytesRead === 0) break;
    const chunk = buffer.subarray(0, bytesRead);
    let i = 0;
    if (position === 0 && chunk[0] === 239 && chunk[1] === 187 && chunk[2] === 191) i = 3;
    position += bytesRead;
    contentBytes += bytesRead - i;
    lastByte = chunk[bytesRead - 1] ?? -1;
    const pastWindow = lineNo >= end;
    while (i < bytesRead && lineNo < end) {
      const nl = chunk.indexOf(10, i);
      const stop = nl === -1 ? bytesRead : nl;
      if (lineNo >= start) {
        if (nl !== -1 && parts.length === 0) {
          const length = stop - i;
          const text = chunk.toString("utf8", i, i + Math.min(length, MAX_LINE_BYTES));
          lines.push(length > MAX_LINE_BYTES ? cutLine(text, length) : cutLine(stripCr(text)));
        } else {
          if (kept < MAX_LINE_BYTES && stop > i) {
            const take = Math.min(stop - i, MAX_LINE_BYTES - kept);
            parts.push(Buffer.from(chunk.subarray(i, i + take)));
            kept += take;
          }
          lineBytes += stop - i;
          if (nl !== -1) finishLine();
        }
      }
      if (nl === -1) break;
      lineNo++;
      i = nl + 1;
    }
    if (lineNo >= end)
      for (let nl = chunk.indexOf(10, i); nl !== -1; nl = chunk.indexOf(10, nl + 1)) lineNo++;
    if (pastWindow) {
      countedPastWindow += bytesRead;
      if (countedPastWindow > MAX_COUNTED_BYTES) {
        totalIsExact = false;
        break;
      }
    }
  }
  const partialLast = totalIsExact && contentBytes > 0 && lastByte !== 10;
  if (partialLast) {
    if (lineNo >= start && lineNo < end) finishLine();
    lineNo++;
  }
  return { lines, totalLines: lineNo - 1, totalIsExact };
}
function lineWindowOfText(text, start, count) {
  const all = text.split("\n");
  if (all.at(-1) === "") all.pop();
  const lines = all.slice(start - 1, start - 1 + count).map((line) => cutLine(stripCr(line)));
  return { lines, totalLines: all.length, totalIsExact: true };
}

// src/tools/read/notebook.ts
var MAX_OUTPUT_CHARS2 = 5e3;
var MAX_IMAGES = 10;
var IMAGE_TYPES = ["image/png", "image/jpeg", "image/gif", "image/webp"];
var ANSI = /\u001b\[[0-9;?]*[ -/]*[@-~]/g;
function capped(text) {
  if (text.length <= MAX_OUTPUT_CHARS2) return text;
  return `${text.slice(0, MAX_OUTPUT_CHARS2)}
… [output cut: ${String(text.length - MAX_OUTPUT_CHARS2)} more characters]`;
}
function renderOutput(output) {
  switch (output.output_type) {
    case "stream":
      return { text: joinText(output.text), images: [] };
    case "error": {
      const trace = joinText(Array.isArray(output.traceback) ? output.traceback.join("\n") : "").replace(
        ANSI,
        ""
      );
      return {
        text: trace !== "" ? trace : `${joinText(output.ename) || "Error"}: ${joinText(output.evalue)}`,
        images: []
      };
    }
    case "execute_result":
    case "display_data": {
      const data = typeof output.data === "object" && output.data !== null ? output.data : {};
      const images = IMAGE_TYPES.flatMap((mediaType) => {
        const encoded = joinText(data[mediaType]).replace(/\s+/g, "");
        return encoded === "" ? [] : [{ mediaType, data: encoded }];
      });
      const text = joinText(data["text/plain"]);
      return {
        text: text !== "" || images.length > 0 ? text : "(output with no text form)",
        images: images.slice(0, 1)
      };
    }
    default:
      return { text: "", images: [] };
  }
}
function outputImage(image) {
  const bytes = Buffer.from(image.data, "base64");
  const actual = sniffImage(bytes);
  if (actual === void 0)
    return {
      ok: false,
      error: `its data is not a valid ${image.mediaType.slice("image/".length).toUpperCase()} image`
    };
  const refusal = imageRefusal(bytes.length, imageDimensions(bytes, actual));
  if (refusal !== void 0) return { ok: false, error: refusal };
  return {
    ok: true,
    value: { type: "image", source: { type: "base64", media_type: actual, data: bytes.toString("base64") } }
  };
}
function renderCell(cell, index, shownImages) {
  const blocks = [];
  const id = cellIdOf(cell, index);
  const count = cell.cell_type === "code" && typeof cell.execution_count === "number" ? ` execution_count="${String(cell.execution_count)}"` : "";
  const parts = [
    `<cell id="${id}" type="${String(cell.cell_type)}"${count}>
${joinText(cell.source)}
</cell>`
  ];
  const outputs = Array.isArray(cell.outputs) ? cell.outputs : [];
  for (const output of outputs) {
    if (typeof output !== "object" || output === null) continue;
    const rendered = renderOutput(output);
    for (const image of rendered.images) {
      const block = shownImages + blocks.length / 2 >= MAX_IMAGES ? { ok: false, error: `only ${String(MAX_IMAGES)} images are shown per read` } : outputImage(image);
      if (!block.ok) rendered.text += `
[image output not shown: ${block.error}]`;
      else {
        blocks.push({ type: "text", text: `Image output of cell ${id}:` }, block.value);
        rendered.text += "\n[image output: shown as an image after the cells]";
      }
    }
    if (rendered.text !== "")
      parts.push(
        `<output cell="${id}" type="${output.output_type}">
${capped(rendered.text.replace(/\n$/, ""))}
</output>`
      );
  }
  return { text: parts.join("\n"), blocks };
}
function renderNotebook(notebook, maxChars) {
  const images = [];
  const language = notebook.metadata?.["language_info"]?.name;
  const header = `Jupyter notebook, ${String(notebook.cells.length)} cells${typeof language === "string" ? `, language ${language}` : ""}. Edit cells with NotebookEdit using these ids.`;
  const rendered = [header];
  let length = header.length;
  for (const [index, cell] of notebook.cells.entries()) {
    const { text, blocks } = renderCell(cell, index, images.length / 2);
    if (length + text.length > maxChars) {
      rendered.push(
        `[Notebook cut at ${String(maxChars)} characters: cells ${String(index)}–${String(notebook.cells.length - 1)} are not shown. Inspect them with Bash, e.g. \`jq '.cells[${String(index)}]' notebook.ipynb\`.]`
      );
      break;
    }
    rendered.push(text);
    images.push(...blocks);
    length += text.length + 2;
  }
  return { text: rendered.join("\n\n"), images };
}

// src/tools/read/call.ts
var DEFAULT_READ_LIMIT = 2e3;
var MAX_WHOLE_FILE_BYTES = 32 * 1024 * 1024;
var KIND_NAMES = {
  image: "an image",
  pdf: "a PDF",
  notebook: "a notebook",
  binary: "a binary file",
  text: "a text file"
};
async function readWhole(file, what, maxBytes) {
  if (file.size > maxBytes)
    throw new Error(
      `Cannot read ${file.display}: ${what} is ${formatBytes(file.size)}, over the ${formatBytes(maxBytes)} Read handles. Inspect it with Bash instead.`
    );
  const bytes = Buffer.alloc(file.size);
  const { bytesRead } = await file.handle.read(bytes, 0, file.size, 0);
  return bytes.subarray(0, bytesRead);
}
function emptyNotice(display) {
  return `Notice: the file exists but is empty (${display} has 0 bytes).`;
}
async function readText(file, utf16, input, ctx) {
  const start = Math.max(1, input.offset ?? 1);
  const count = input.limit ?? DEFAULT_READ_LIMIT;
  let window;
  if (utf16) {
    const decoded = decodeText(await readWhole(file, "this UTF-16 file", MAX_WHOLE_FILE_BYTES));
    if (decoded === void 0)
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
async function readImage(file, mediaType) {
  const refusedBySize = imageRefusal(file.size, void 0);
  if (refusedBySize !== void 0) throw new Error(`Cannot show ${file.display}: ${refusedBySize}`);
  const bytes = await readWhole(file, "this image", file.size);
  const dimensions = imageDimensions(bytes, mediaType);
  const refused = imageRefusal(bytes.length, dimensions);
  if (refused !== void 0) throw new Error(`Cannot show ${file.display}: ${refused}`);
  return imageContent(bytes, mediaType, dimensions, file.display);
}
async function readPdf(file, input, ctx) {
  const range = input.pages === void 0 ? void 0 : parsePageRange(input.pages);
  if (range?.ok === false) throw new Error(range.error);
  const bytes = await readWhole(file, "this PDF", MAX_PDF_BYTES);
  let pdf;
  try {
    pdf = await readPdfText(new Uint8Array(bytes), range?.value, ctx.signal);
  } catch (error) {
    throw new Error(
      `Cannot read ${file.display}: ${error instanceof Error ? error.message : String(error)}`,
      { cause: error }
    );
  }
  return formatPdfText(pdf, file.display);
}
async function readNotebook(file, input) {
  const decoded = decodeText(await readWhole(file, "this notebook", MAX_WHOLE_FILE_BYTES));
  if (decoded === void 0) throw new Error(`Cannot read ${file.display}: it is not valid UTF-8 text.`);
  let notebook;
  try {
    notebook = parseNotebook(decoded.text);
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    const start = Math.max(1, input.offset ?? 1);
    const window = lineWindowOfText(decoded.text, start, input.limit ?? DEFAULT_READ_LIMIT);
    return `[${file.display} is not a readable notebook: ${why}. Shown as plain text.]

${formatWindow(window, start)}`;
  }
  const rendered = renderNotebook(notebook, MAX_OUTPUT_CHARS);
  return rendered.images.length === 0 ? rendered.text : [{ type: "text", text: rendered.text }, ...rendered.images];
}
async function sniff(file) {
  const head = Buffer.alloc(SNIFF_BYTES);
  const { bytesRead } = await file.handle.read(head, 0, SNIFF_BYTES, 0);
  return head.subarray(0, bytesRead);
}
async function readOpened(file, input, ctx) {
  const head = await sniff(file);
  const kind = classify(head, file.path);
  if (input.pages !== void 0 && kind.kind !== "pdf")
    throw new Error(
      `pages applies only to PDF files, and ${file.display} is ${KIND_NAMES[kind.kind]}. Use offset and limit to read part of a text file.`
    );
  const start = Math.max(1, input.offset ?? 1);
  const record = { mtimeMs: file.mtimeMs, size: file.size, offset: start, limit: input.limit };
  if (kind.kind === "binary")
    throw new Error(
      `Cannot read ${file.display}: it is ${kind.reason}. Read shows text, images (PNG, JPEG, GIF, WebP), PDFs and notebooks; inspect other files with Bash (e.g. \`file\`, \`xxd ... | head\`, \`unzip -l\`).`
    );
  if (head.length === 0) {
    ctx.files.record(file.path, record);
    return emptyNotice(file.display);
  }
  if (kind.kind === "text" || kind.kind === "notebook") {
    const prior = ctx.files.get(file.path);
    if (prior !== void 0 && prior.mtimeMs === file.mtimeMs && prior.size === file.size && prior.offset === start && prior.limit === input.limit)
      return `File unchanged since your last read of these lines (${file.display}, same offset and limit). The content in that earlier Read result is still current; refer to it instead of reading again.`;
  }
  let content;
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
async function readFileCall(input, ctx) {
  const path = resolveToolPath(input.file_path, ctx);
  const display = displayPath(path, ctx.workspaceRoot);
  const { handle, stats } = await openRegularFile(path, ctx);
  try {
    return await readOpened({ path, display, handle, mtimeMs: stats.mtimeMs, size: stats.size }, input, ctx);
  } finally {
    await handle.close();
  }
}
export {
  readFileCall
};
