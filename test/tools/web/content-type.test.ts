import { describe, expect, it } from "vitest";
import { contentKindOf, decodeBody, looksBinary } from "../../../src/tools/web/content-type";

describe("contentKindOf", () => {
  it.each([
    ["text/html; charset=utf-8", "html"],
    ["application/xhtml+xml", "html"],
    ["TEXT/HTML", "html"],
    ["text/plain", "text"],
    ["text/markdown", "text"],
    ["text/css", "text"],
    ["application/json", "text"],
    ["application/vnd.github+json", "text"],
    ["application/atom+xml", "text"],
    ["application/x-yaml", "text"],
    ["", "text"],
    ["image/png", undefined],
    ["application/pdf", undefined],
    ["application/octet-stream", undefined],
    ["application/zip", undefined],
    ["video/mp4", undefined],
  ])("%j is read as %s", (type, kind) => {
    expect(contentKindOf(type)).toBe(kind);
  });
});

describe("decodeBody", () => {
  it("uses the declared charset, a <meta charset> in HTML, else UTF-8", () => {
    expect(decodeBody(Buffer.from("caf\xe9", "latin1"), "text/plain; charset=ISO-8859-1")).toBe("café");
    const html = Buffer.from('<meta charset="windows-1252"><p>caf\xe9</p>', "latin1");
    expect(decodeBody(html, "text/html")).toBe('<meta charset="windows-1252"><p>café</p>');
    const sjis = Buffer.concat([
      Buffer.from('<meta http-equiv="Content-Type" content="text/html; charset=Shift_JIS">'),
      Buffer.from([0x82, 0xa0]),
    ]);
    expect(decodeBody(sjis, "text/html")).toMatch(/あ$/);
    expect(decodeBody(Buffer.from("café"), "text/plain")).toBe("café");
    expect(decodeBody(Buffer.from("café"), "text/plain; charset=no-such-charset")).toBe("café");
  });

  it("spots binary data by its NUL bytes", () => {
    expect(looksBinary(Buffer.from([0x50, 0, 0x4b]))).toBe(true);
    expect(looksBinary(Buffer.from("plain text"))).toBe(false);
  });
});
