// What the model receives from an MCP tool: every kind of content the protocol has, mapped to
// tool_result content, with a note wherever something cannot be shown.
import { describe, expect, it } from "vitest";
import { mapCallToolResult, resourceBlocks } from "../../../src/tools/mcp/result";

const PIXEL = "iVBORw0KGgo=";

describe("mapCallToolResult", () => {
  it("text alone is one string", () => {
    expect(
      mapCallToolResult({
        content: [
          { type: "text", text: "one" },
          { type: "text", text: "two" },
        ],
      }),
    ).toBe("one\ntwo");
  });

  it("images the API takes become image blocks; others, audio and links are described", () => {
    expect(
      mapCallToolResult({
        content: [
          { type: "text", text: "look:" },
          { type: "image", data: PIXEL, mimeType: "image/png" },
          { type: "image", data: PIXEL, mimeType: "image/tiff" },
          { type: "audio", data: "AAAA", mimeType: "audio/wav" },
          { type: "resource_link", uri: "file:///a.txt", name: "a.txt", mimeType: "text/plain" },
        ],
      }),
    ).toEqual([
      { type: "text", text: "look:" },
      { type: "image", source: { type: "base64", media_type: "image/png", data: PIXEL } },
      { type: "text", text: "[An image of type image/tiff, which cannot be shown]" },
      { type: "text", text: "[Audio of type audio/wav, 3 bytes, not shown]" },
      { type: "text", text: "[Resource link: a.txt file:///a.txt (text/plain)]" },
    ]);
  });

  it("embedded resources: their text, an image, or a note for other binary data", () => {
    expect(
      mapCallToolResult({
        content: [
          { type: "resource", resource: { uri: "doc://1", mimeType: "text/plain", text: "hello" } },
          { type: "resource", resource: { uri: "doc://2", blob: "AAAAAAAA", mimeType: "application/zip" } },
        ],
      }),
    ).toBe(
      "[Resource doc://1 (text/plain)]\nhello\n[Resource doc://2: 6 bytes of application/zip, not shown]",
    );
    expect(resourceBlocks({ uri: "img://1", mimeType: "image/gif", blob: PIXEL })[1]).toEqual({
      type: "image",
      source: { type: "base64", media_type: "image/gif", data: PIXEL },
    });
  });

  it("structuredContent is added as JSON unless a text block already carries it", () => {
    expect(mapCallToolResult({ content: [], structuredContent: { a: 1 } })).toBe('{\n  "a": 1\n}');
    expect(
      mapCallToolResult({ content: [{ type: "text", text: '{"a": 1}' }], structuredContent: { a: 1 } }),
    ).toBe('{"a": 1}');
    expect(
      mapCallToolResult({ content: [{ type: "text", text: "Sunny." }], structuredContent: { sky: "clear" } }),
    ).toBe('Sunny.\n{\n  "sky": "clear"\n}');
  });

  it("an empty result says so", () => {
    expect(mapCallToolResult({ content: [] })).toBe("(no output)");
    expect(mapCallToolResult({ content: [], isError: true })).toBe("The tool failed and said nothing.");
  });
});
