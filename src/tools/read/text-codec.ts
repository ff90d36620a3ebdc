// How a text file's bytes become a string and back without changing what the edit did not touch: the
// byte-order mark, the encoding (UTF-8, or UTF-16 when a BOM says so) and the line endings survive a
// round trip. Bytes that are not valid text are reported, never silently replaced.
export type TextEncoding = "utf8" | "utf16le" | "utf16be";
export type LineEnding = "\n" | "\r\n";

export interface TextFormat {
  encoding: TextEncoding;
  bom: boolean;
}

export interface DecodedText extends TextFormat {
  text: string;
}

const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/** The encoding a byte-order mark announces, if the bytes start with one. */
export function bomEncoding(bytes: Uint8Array): TextEncoding | undefined {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return "utf8";
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return "utf16le";
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return "utf16be";
  return undefined;
}

const strictUtf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });

/** Decodes a whole file; undefined when the bytes are not valid text in the encoding they appear to use. */
export function decodeText(bytes: Buffer): DecodedText | undefined {
  const announced = bomEncoding(bytes);
  if (announced === "utf16le" || announced === "utf16be") {
    const body = Buffer.from(bytes.subarray(2));
    if (body.length % 2 !== 0) return undefined;
    if (announced === "utf16be") body.swap16();
    return { text: body.toString("utf16le"), encoding: announced, bom: true };
  }
  const bom = announced === "utf8";
  try {
    return { text: strictUtf8.decode(bom ? bytes.subarray(3) : bytes), encoding: "utf8", bom };
  } catch {
    return undefined;
  }
}

export function encodeText(text: string, format: TextFormat): Buffer {
  if (format.encoding === "utf8") {
    const body = Buffer.from(text, "utf8");
    return format.bom ? Buffer.concat([UTF8_BOM, body]) : body;
  }
  const body = Buffer.from(text, "utf16le");
  if (format.encoding === "utf16be") body.swap16();
  const bom = format.encoding === "utf16le" ? [0xff, 0xfe] : [0xfe, 0xff];
  return Buffer.concat([Buffer.from(bom), body]);
}

/** The line ending most lines use, or undefined for text without line breaks. */
export function dominantLineEnding(text: string): LineEnding | undefined {
  let crlf = 0;
  let lf = 0;
  for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) {
    if (i > 0 && text.charCodeAt(i - 1) === 13) crlf++;
    else lf++;
  }
  if (crlf === 0 && lf === 0) return undefined;
  return crlf > lf ? "\r\n" : "\n";
}

/** Rewrites every line break of `text` as `ending` (no change when the ending is unknown). */
export function withLineEnding(text: string, ending: LineEnding | undefined): string {
  if (ending === undefined) return text;
  return ending === "\r\n" ? text.replace(/\r?\n/g, "\r\n") : text.replace(/\r\n/g, "\n");
}

/** Lines as an editor counts them: a final line break does not start another line. */
export function countLines(text: string): number {
  if (text === "") return 0;
  let count = 1;
  for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) count++;
  return text.endsWith("\n") ? count - 1 : count;
}
