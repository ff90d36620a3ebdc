// What WebFetch can read: HTML (turned into markdown) and text-like types (read as they are). Anything
// else (images, PDFs, archives, binaries) is refused before its body is downloaded.
import { TextDecoder } from "node:util";

export type ContentKind = "html" | "text";

const TEXT_APPLICATION_TYPES = new Set([
  "application/json",
  "application/ld+json",
  "application/xml",
  "application/javascript",
  "application/ecmascript",
  "application/x-javascript",
  "application/yaml",
  "application/x-yaml",
  "application/toml",
  "application/x-sh",
  "application/graphql",
]);

/** The media type without parameters, lower-cased ("text/html; charset=utf-8" → "text/html"). */
function mediaTypeOf(contentType: string): string {
  return (contentType.split(";")[0] ?? "").trim().toLowerCase();
}

/** How a body of this type is read, or undefined when WebFetch cannot read it. An absent type is text. */
export function contentKindOf(contentType: string): ContentKind | undefined {
  const media = mediaTypeOf(contentType);
  if (media === "") return "text";
  if (media === "text/html" || media === "application/xhtml+xml") return "html";
  if (media.startsWith("text/")) return "text";
  if (TEXT_APPLICATION_TYPES.has(media) || media.endsWith("+json") || media.endsWith("+xml")) return "text";
  return undefined;
}

export function unsupportedTypeMessage(url: string, contentType: string): string {
  return `${url} is ${mediaTypeOf(contentType) || "of an unknown type"}, which WebFetch cannot read; it reads HTML and text (plain, markdown, JSON, XML, source code) only.`;
}

function charsetOf(contentType: string): string | undefined {
  const match = /;\s*charset\s*=\s*"?([^";\s]+)"?/i.exec(contentType);
  return match?.[1]?.toLowerCase();
}

/** A <meta charset> or http-equiv declaration near the top of an HTML document. */
function declaredHtmlCharset(bytes: Buffer): string | undefined {
  const head = bytes.subarray(0, 2048).toString("latin1");
  return /<meta[^>]+charset\s*=\s*["']?([\w-]+)/i.exec(head)?.[1]?.toLowerCase();
}

function decoderFor(label: string | undefined): TextDecoder {
  try {
    return new TextDecoder(label ?? "utf-8");
  } catch {
    // An unknown or unsupported label: UTF-8 is what nearly every page is anyway.
    return new TextDecoder("utf-8");
  }
}

export function decodeBody(bytes: Buffer, contentType: string): string {
  const label =
    charsetOf(contentType) ??
    (contentKindOf(contentType) === "html" ? declaredHtmlCharset(bytes) : undefined);
  return decoderFor(label).decode(bytes);
}

/** True when bytes of an undeclared type look binary (a NUL byte near the start). */
export function looksBinary(bytes: Buffer): boolean {
  return bytes.subarray(0, 4096).includes(0);
}
