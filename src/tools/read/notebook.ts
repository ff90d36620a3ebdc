// A notebook as the model reads it: every cell with its id, type and source, then its outputs — text
// as text (tracebacks without terminal colour codes), images as image blocks where they fit.
import type { Result } from "../../types/result";
import type { ImageMediaType, ToolResultBlock } from "../tool";
import { imageDimensions, imageRefusal, sniffImage } from "./image";
import { cellIdOf, joinText, type Notebook, type NotebookCell, type NotebookOutput } from "./notebook-model";

const MAX_OUTPUT_CHARS = 5_000;
const MAX_IMAGES = 10;
const IMAGE_TYPES: readonly ImageMediaType[] = ["image/png", "image/jpeg", "image/gif", "image/webp"];

// eslint-disable-next-line no-control-regex -- terminal colour codes are exactly what this removes
const ANSI = /\u001b\[[0-9;?]*[ -/]*[@-~]/g;

function capped(text: string): string {
  if (text.length <= MAX_OUTPUT_CHARS) return text;
  return `${text.slice(0, MAX_OUTPUT_CHARS)}\n… [output cut: ${String(text.length - MAX_OUTPUT_CHARS)} more characters]`;
}

interface Rendered {
  text: string;
  images: { mediaType: ImageMediaType; data: string }[];
}

// Notebooks come from anywhere: every field is checked before use, and an image is sent only when its
// bytes really are an image the API accepts (a malformed one would fail the whole request).
function renderOutput(output: NotebookOutput): Rendered {
  switch (output.output_type) {
    case "stream":
      return { text: joinText(output.text), images: [] };
    case "error": {
      const trace = joinText(Array.isArray(output.traceback) ? output.traceback.join("\n") : "").replace(
        ANSI,
        "",
      );
      return {
        text: trace !== "" ? trace : `${joinText(output.ename) || "Error"}: ${joinText(output.evalue)}`,
        images: [],
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
        images: images.slice(0, 1),
      };
    }
    default:
      return { text: "", images: [] };
  }
}

/** The image block for an output image, or why it cannot be shown. */
function outputImage(image: { mediaType: ImageMediaType; data: string }): Result<ToolResultBlock> {
  const bytes = Buffer.from(image.data, "base64");
  const actual = sniffImage(bytes);
  if (actual === undefined)
    return {
      ok: false,
      error: `its data is not a valid ${image.mediaType.slice("image/".length).toUpperCase()} image`,
    };
  const refusal = imageRefusal(bytes.length, imageDimensions(bytes, actual));
  if (refusal !== undefined) return { ok: false, error: refusal };
  return {
    ok: true,
    value: { type: "image", source: { type: "base64", media_type: actual, data: bytes.toString("base64") } },
  };
}

function renderCell(
  cell: NotebookCell,
  index: number,
  shownImages: number,
): { text: string; blocks: ToolResultBlock[] } {
  const blocks: ToolResultBlock[] = [];
  const id = cellIdOf(cell, index);
  const count =
    cell.cell_type === "code" && typeof cell.execution_count === "number"
      ? ` execution_count="${String(cell.execution_count)}"`
      : "";
  const parts = [
    `<cell id="${id}" type="${String(cell.cell_type)}"${count}>\n${joinText(cell.source)}\n</cell>`,
  ];
  const outputs = Array.isArray(cell.outputs) ? cell.outputs : [];
  for (const output of outputs) {
    if (typeof output !== "object" || output === null) continue;
    const rendered = renderOutput(output);
    for (const image of rendered.images) {
      const block: Result<ToolResultBlock> =
        shownImages + blocks.length / 2 >= MAX_IMAGES
          ? { ok: false, error: `only ${String(MAX_IMAGES)} images are shown per read` }
          : outputImage(image);
      if (!block.ok) rendered.text += `\n[image output not shown: ${block.error}]`;
      else {
        blocks.push({ type: "text", text: `Image output of cell ${id}:` }, block.value);
        rendered.text += "\n[image output: shown as an image after the cells]";
      }
    }
    if (rendered.text !== "")
      parts.push(
        `<output cell="${id}" type="${output.output_type}">\n${capped(rendered.text.replace(/\n$/, ""))}\n</output>`,
      );
  }
  return { text: parts.join("\n"), blocks };
}

export interface RenderedNotebook {
  text: string;
  images: ToolResultBlock[];
}

/** Renders the cells; `maxChars` bounds the text, cutting at a cell boundary with a notice. */
export function renderNotebook(notebook: Notebook, maxChars: number): RenderedNotebook {
  const images: ToolResultBlock[] = [];
  const language = (notebook.metadata?.["language_info"] as { name?: unknown } | undefined)?.name;
  const header = `Jupyter notebook, ${String(notebook.cells.length)} cells${typeof language === "string" ? `, language ${language}` : ""}. Edit cells with NotebookEdit using these ids.`;
  const rendered: string[] = [header];
  let length = header.length;
  for (const [index, cell] of notebook.cells.entries()) {
    const { text, blocks } = renderCell(cell, index, images.length / 2);
    if (length + text.length > maxChars) {
      rendered.push(
        `[Notebook cut at ${String(maxChars)} characters: cells ${String(index)}–${String(notebook.cells.length - 1)} are not shown. Inspect them with Bash, e.g. \`jq '.cells[${String(index)}]' notebook.ipynb\`.]`,
      );
      break;
    }
    rendered.push(text);
    images.push(...blocks);
    length += text.length + 2;
  }
  return { text: rendered.join("\n\n"), images };
}
