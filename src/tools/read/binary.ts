// Deciding what a file is from its first bytes (and, for formats that cannot be told by content, its
// name): an image to show, a PDF or notebook to render, text to number, or binary to refuse.
import { extname } from "node:path";
import type { ImageMediaType } from "../tool";
import { sniffImage } from "./image";
import { bomEncoding } from "./text-codec";

/** How many leading bytes decide a file's kind. */
export const SNIFF_BYTES = 8_192;

export type FileKind =
  | { kind: "image"; mediaType: ImageMediaType }
  | { kind: "pdf" }
  | { kind: "notebook" }
  | { kind: "binary"; reason: string }
  | { kind: "text"; utf16: boolean };

const BINARY_EXTENSIONS: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries({
    archive: "zip gz tgz bz2 xz zst 7z rar tar jar war ear apk ipa deb rpm dmg iso cab lz lz4",
    executable: "exe dll so dylib o obj a lib class pyc pyo wasm node bin elf out",
    image: "bmp ico icns tif tiff heic heif avif psd xcf raw cr2 nef dng",
    audio: "mp3 wav flac ogg oga m4a aac wma opus mid",
    video: "mp4 m4v mov avi mkv webm wmv flv mpg mpeg 3gp",
    font: "ttf otf woff woff2 eot",
    database: "sqlite sqlite3 db mdb accdb",
    document: "doc xls ppt docx xlsx pptx odt ods odp",
  }).flatMap(([kind, list]) => list.split(" ").map((ext) => [`.${ext}`, kind])),
);

export function classify(head: Uint8Array, path: string): FileKind {
  const mediaType = sniffImage(head);
  if (mediaType !== undefined) return { kind: "image", mediaType };
  const ext = extname(path).toLowerCase();
  const start = Buffer.from(head.buffer, head.byteOffset, Math.min(head.length, 5)).toString("latin1");
  if (start.startsWith("%PDF-") || ext === ".pdf") return { kind: "pdf" };
  if (ext === ".ipynb") return { kind: "notebook" };
  const bom = bomEncoding(head);
  if (bom === "utf16le" || bom === "utf16be") return { kind: "text", utf16: true };
  const known = BINARY_EXTENSIONS[ext];
  if (known !== undefined) return { kind: "binary", reason: `a ${ext} file (${known})` };
  if (head.includes(0)) return { kind: "binary", reason: "binary content (it contains NUL bytes)" };
  return { kind: "text", utf16: false };
}
