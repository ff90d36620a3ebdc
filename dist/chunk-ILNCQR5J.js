import { createRequire as __stewardCreateRequire } from 'node:module'; const require = __stewardCreateRequire(import.meta.url);

// src/tools/read/text-codec.ts
var UTF8_BOM = Buffer.from([239, 187, 191]);
function bomEncoding(bytes) {
  if (bytes[0] === 239 && bytes[1] === 187 && bytes[2] === 191) return "utf8";
  if (bytes[0] === 255 && bytes[1] === 254) return "utf16le";
  if (bytes[0] === 254 && bytes[1] === 255) return "utf16be";
  return void 0;
}
var strictUtf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });
function decodeText(bytes) {
  const announced = bomEncoding(bytes);
  if (announced === "utf16le" || announced === "utf16be") {
    const body = Buffer.from(bytes.subarray(2));
    if (body.length % 2 !== 0) return void 0;
    if (announced === "utf16be") body.swap16();
    return { text: body.toString("utf16le"), encoding: announced, bom: true };
  }
  const bom = announced === "utf8";
  try {
    return { text: strictUtf8.decode(bom ? bytes.subarray(3) : bytes), encoding: "utf8", bom };
  } catch {
    return void 0;
  }
}
function encodeText(text, format) {
  if (format.encoding === "utf8") {
    const body2 = Buffer.from(text, "utf8");
    return format.bom ? Buffer.concat([UTF8_BOM, body2]) : body2;
  }
  const body = Buffer.from(text, "utf16le");
  if (format.encoding === "utf16be") body.swap16();
  const bom = format.encoding === "utf16le" ? [255, 254] : [254, 255];
  return Buffer.concat([Buffer.from(bom), body]);
}
function dominantLineEnding(text) {
  let crlf = 0;
  let lf = 0;
  for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) {
    if (i > 0 && text.charCodeAt(i - 1) === 13) crlf++;
    else lf++;
  }
  if (crlf === 0 && lf === 0) return void 0;
  return crlf > lf ? "\r\n" : "\n";
}
function withLineEnding(text, ending) {
  if (ending === void 0) return text;
  return ending === "\r\n" ? text.replace(/\r?\n/g, "\r\n") : text.replace(/\r\n/g, "\n");
}
function countLines(text) {
  if (text === "") return 0;
  let count = 1;
  for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) count++;
  return text.endsWith("\n") ? count - 1 : count;
}

// src/tools/read/image.ts
var MAX_IMAGE_BYTES = Math.floor(5 * 1024 * 1024 * 3 / 4);
var MAX_IMAGE_SIDE = 8e3;
var startsWith = (bytes, prefix, at = 0) => prefix.every((b, i) => bytes[at + i] === b);
function sniffImage(head) {
  if (startsWith(head, [137, 80, 78, 71, 13, 10, 26, 10])) return "image/png";
  if (startsWith(head, [255, 216, 255])) return "image/jpeg";
  if (startsWith(head, [71, 73, 70, 56]) && (head[4] === 55 || head[4] === 57) && head[5] === 97)
    return "image/gif";
  if (startsWith(head, [82, 73, 70, 70]) && startsWith(head, [87, 69, 66, 80], 8))
    return "image/webp";
  return void 0;
}
function jpegDimensions(b) {
  let i = 2;
  while (i + 9 < b.length) {
    if (b[i] !== 255) return void 0;
    const marker = b[i + 1] ?? 0;
    if (marker === 255) {
      i++;
      continue;
    }
    if (marker === 1 || marker >= 208 && marker <= 215) {
      i += 2;
      continue;
    }
    const isStartOfFrame = marker >= 192 && marker <= 207 && marker !== 196 && marker !== 200 && marker !== 204;
    if (isStartOfFrame) return { height: b.readUInt16BE(i + 5), width: b.readUInt16BE(i + 7) };
    i += 2 + b.readUInt16BE(i + 2);
  }
  return void 0;
}
function webpDimensions(b) {
  if (b.length < 30) return void 0;
  const chunk = b.toString("latin1", 12, 16);
  if (chunk === "VP8 ") return { width: b.readUInt16LE(26) & 16383, height: b.readUInt16LE(28) & 16383 };
  if (chunk === "VP8L") {
    const bits = b.readUInt32LE(21);
    return { width: (bits & 16383) + 1, height: (bits >>> 14 & 16383) + 1 };
  }
  if (chunk === "VP8X") return { width: b.readUIntLE(24, 3) + 1, height: b.readUIntLE(27, 3) + 1 };
  return void 0;
}
function imageDimensions(bytes, type) {
  try {
    switch (type) {
      case "image/png":
        return bytes.length >= 24 ? { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) } : void 0;
      case "image/gif":
        return bytes.length >= 10 ? { width: bytes.readUInt16LE(6), height: bytes.readUInt16LE(8) } : void 0;
      case "image/jpeg":
        return jpegDimensions(bytes);
      case "image/webp":
        return webpDimensions(bytes);
    }
  } catch {
    return void 0;
  }
}
function formatBytes(bytes) {
  if (bytes < 1024) return `${String(bytes)} bytes`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(2)} MB`;
}
function imageRefusal(size, dimensions) {
  const resize = "Make a smaller copy with Bash (for example `convert in.png -resize 50% /tmp/small.png` where ImageMagick is installed) and Read that.";
  if (size > MAX_IMAGE_BYTES)
    return `the image is ${formatBytes(size)}, over the ${formatBytes(MAX_IMAGE_BYTES)} that can be sent to the model. ${resize}`;
  if (dimensions !== void 0 && (dimensions.width > MAX_IMAGE_SIDE || dimensions.height > MAX_IMAGE_SIDE))
    return `the image is ${String(dimensions.width)}×${String(dimensions.height)} pixels; the model accepts at most ${String(MAX_IMAGE_SIDE)} pixels on a side. ${resize}`;
  return void 0;
}
function imageContent(bytes, mediaType, dimensions, display) {
  const format = mediaType.slice("image/".length).toUpperCase();
  const pixels = dimensions === void 0 ? "" : `, ${String(dimensions.width)}×${String(dimensions.height)}`;
  return [
    { type: "text", text: `Image ${display} (${format}${pixels}, ${formatBytes(bytes.length)}):` },
    { type: "image", source: { type: "base64", media_type: mediaType, data: bytes.toString("base64") } }
  ];
}

// src/tools/read/binary.ts
import { extname } from "node:path";
var SNIFF_BYTES = 8192;
var BINARY_EXTENSIONS = Object.fromEntries(
  Object.entries({
    archive: "zip gz tgz bz2 xz zst 7z rar tar jar war ear apk ipa deb rpm dmg iso cab lz lz4",
    executable: "exe dll so dylib o obj a lib class pyc pyo wasm node bin elf out",
    image: "bmp ico icns tif tiff heic heif avif psd xcf raw cr2 nef dng",
    audio: "mp3 wav flac ogg oga m4a aac wma opus mid",
    video: "mp4 m4v mov avi mkv webm wmv flv mpg mpeg 3gp",
    font: "ttf otf woff woff2 eot",
    database: "sqlite sqlite3 db mdb accdb",
    document: "doc xls ppt docx xlsx pptx odt ods odp"
  }).flatMap(([kind, list]) => list.split(" ").map((ext) => [`.${ext}`, kind]))
);
function classify(head, path) {
  const mediaType = sniffImage(head);
  if (mediaType !== void 0) return { kind: "image", mediaType };
  const ext = extname(path).toLowerCase();
  const start = Buffer.from(head.buffer, head.byteOffset, Math.min(head.length, 5)).toString("latin1");
  if (start.startsWith("%PDF-") || ext === ".pdf") return { kind: "pdf" };
  if (ext === ".ipynb") return { kind: "notebook" };
  const bom = bomEncoding(head);
  if (bom === "utf16le" || bom === "utf16be") return { kind: "text", utf16: true };
  const known = BINARY_EXTENSIONS[ext];
  if (known !== void 0) return { kind: "binary", reason: `a ${ext} file (${known})` };
  if (head.includes(0)) return { kind: "binary", reason: "binary content (it contains NUL bytes)" };
  return { kind: "text", utf16: false };
}

export {
  decodeText,
  encodeText,
  dominantLineEnding,
  withLineEnding,
  countLines,
  sniffImage,
  imageDimensions,
  formatBytes,
  imageRefusal,
  imageContent,
  SNIFF_BYTES,
  classify
};
