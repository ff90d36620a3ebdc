// An MCP tool's result as tool_result content: text as text, images the API takes as images, embedded
// resources as their text (or a note for binary ones), resource links as a line naming them, and
// structuredContent as JSON unless a text block already carries the same value. Nothing is dropped
// without a note saying what it was.
import type { CallToolResult, ContentBlock, ReadResourceResult } from "@modelcontextprotocol/sdk/types.js";
import type { ImageMediaType, ToolResultBlock, ToolResultContent } from "../tool";

const IMAGE_TYPES: ReadonlySet<string> = new Set(["image/png", "image/jpeg", "image/gif", "image/webp"]);

const text = (value: string): ToolResultBlock => ({ type: "text", text: value });

function image(data: string, mimeType: string): ToolResultBlock | undefined {
  if (!IMAGE_TYPES.has(mimeType)) return undefined;
  return { type: "image", source: { type: "base64", media_type: mimeType as ImageMediaType, data } };
}

const sizeOf = (base64: string) => Math.floor((base64.length * 3) / 4);

type ResourceContents = ReadResourceResult["contents"][number];

/** One resource's contents: its text, an image, or a note for other binary data. */
export function resourceBlocks(resource: ResourceContents): ToolResultBlock[] {
  const type = resource.mimeType ?? "unknown type";
  if ("text" in resource && typeof resource.text === "string")
    return [
      text(
        `[Resource ${resource.uri}${resource.mimeType === undefined ? "" : ` (${type})`}]\n${resource.text}`,
      ),
    ];
  if ("blob" in resource && typeof resource.blob === "string") {
    const picture = image(resource.blob, type);
    if (picture !== undefined) return [text(`[Resource ${resource.uri} (${type})]`), picture];
    return [text(`[Resource ${resource.uri}: ${String(sizeOf(resource.blob))} bytes of ${type}, not shown]`)];
  }
  return [text(`[Resource ${resource.uri}: no contents]`)];
}

function contentBlocks(block: ContentBlock): ToolResultBlock[] {
  switch (block.type) {
    case "text":
      return [text(block.text)];
    case "image": {
      const picture = image(block.data, block.mimeType);
      return [picture ?? text(`[An image of type ${block.mimeType}, which cannot be shown]`)];
    }
    case "audio":
      return [text(`[Audio of type ${block.mimeType}, ${String(sizeOf(block.data))} bytes, not shown]`)];
    case "resource_link":
      return [
        text(
          `[Resource link: ${block.name} ${block.uri}${block.mimeType === undefined ? "" : ` (${block.mimeType})`}${block.description === undefined ? "" : ` — ${block.description}`}]`,
        ),
      ];
    case "resource":
      return resourceBlocks(block.resource);
    default:
      return [text(`[Content of type ${String((block as { type?: unknown }).type)}, not shown]`)];
  }
}

/** Whether some text block already holds `value` as JSON (servers are asked to send both). */
function carriesJson(blocks: readonly ToolResultBlock[], value: unknown): boolean {
  const wanted = JSON.stringify(value);
  return blocks.some((b) => {
    if (b.type !== "text") return false;
    try {
      return JSON.stringify(JSON.parse(b.text)) === wanted;
    } catch {
      return false;
    }
  });
}

export function mapCallToolResult(result: CallToolResult): ToolResultContent {
  const blocks = (result.content ?? []).flatMap(contentBlocks);
  const structured = result.structuredContent;
  if (structured !== undefined && !carriesJson(blocks, structured))
    blocks.push(text(JSON.stringify(structured, null, 2)));
  if (blocks.length === 0)
    return result.isError === true ? "The tool failed and said nothing." : "(no output)";
  if (blocks.every((b) => b.type === "text"))
    return blocks.map((b) => (b.type === "text" ? b.text : "")).join("\n");
  return blocks;
}
