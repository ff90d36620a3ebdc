// Images the Messages API accepts (PNG, JPEG, GIF, WebP), recognised by their magic bytes rather than
// their names, with the pixel size read from the header: an image the API would reject must be refused
// here, because a rejected image fails the whole request, not just this call.
import type { ImageMediaType, ToolResultBlock } from "../tool";

/** Raw bytes whose base64 form stays under the API's 5 MB per-image limit. */
const MAX_IMAGE_BYTES = Math.floor((5 * 1024 * 1024 * 3) / 4);
/** The API rejects images larger than this on either side. */
const MAX_IMAGE_SIDE = 8_000;

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) =>
  prefix.every((b, i) => bytes[at + i] === b);

export function sniffImage(head: Uint8Array): ImageMediaType | undefined {
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (startsWith(head, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (
    startsWith(head, [0x47, 0x49, 0x46, 0x38]) &&
    (head[4] === 0x37 || head[4] === 0x39) &&
    head[5] === 0x61
  )
    return "image/gif";
  if (startsWith(head, [0x52, 0x49, 0x46, 0x46]) && startsWith(head, [0x57, 0x45, 0x42, 0x50], 8))
    return "image/webp";
  return undefined;
}

export interface Dimensions {
  width: number;
  height: number;
}

function jpegDimensions(b: Buffer): Dimensions | undefined {
  let i = 2;
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return undefined;
    const marker = b[i + 1] ?? 0;
    if (marker === 0xff) {
      i++; // fill byte
      continue;
    }
    // Standalone markers carry no length.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      i += 2;
      continue;
    }
    const isStartOfFrame =
      marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isStartOfFrame) return { height: b.readUInt16BE(i + 5), width: b.readUInt16BE(i + 7) };
    i += 2 + b.readUInt16BE(i + 2);
  }
  return undefined;
}

function webpDimensions(b: Buffer): Dimensions | undefined {
  if (b.length < 30) return undefined;
  const chunk = b.toString("latin1", 12, 16);
  if (chunk === "VP8 ") return { width: b.readUInt16LE(26) & 0x3fff, height: b.readUInt16LE(28) & 0x3fff };
  if (chunk === "VP8L") {
    const bits = b.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === "VP8X") return { width: b.readUIntLE(24, 3) + 1, height: b.readUIntLE(27, 3) + 1 };
  return undefined;
}

/** The pixel size from the header, or undefined when the header is too damaged to say. */
export function imageDimensions(bytes: Buffer, type: ImageMediaType): Dimensions | undefined {
  try {
    switch (type) {
      case "image/png":
        return bytes.length >= 24
          ? { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
          : undefined;
      case "image/gif":
        return bytes.length >= 10
          ? { width: bytes.readUInt16LE(6), height: bytes.readUInt16LE(8) }
          : undefined;
      case "image/jpeg":
        return jpegDimensions(bytes);
      case "image/webp":
        return webpDimensions(bytes);
    }
  } catch {
    return undefined;
  }
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${String(bytes)} bytes`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(2)} MB`;
}

/** Why the API would refuse this image, or undefined when it can be sent. */
export function imageRefusal(size: number, dimensions: Dimensions | undefined): string | undefined {
  const resize =
    "Make a smaller copy with Bash (for example `convert in.png -resize 50% /tmp/small.png` where ImageMagick is installed) and Read that.";
  if (size > MAX_IMAGE_BYTES)
    return `the image is ${formatBytes(size)}, over the ${formatBytes(MAX_IMAGE_BYTES)} that can be sent to the model. ${resize}`;
  if (dimensions !== undefined && (dimensions.width > MAX_IMAGE_SIDE || dimensions.height > MAX_IMAGE_SIDE))
    return `the image is ${String(dimensions.width)}×${String(dimensions.height)} pixels; the model accepts at most ${String(MAX_IMAGE_SIDE)} pixels on a side. ${resize}`;
  return undefined;
}

/** An image as Read returns it: one line naming it, then the image itself. */
export function imageContent(
  bytes: Buffer,
  mediaType: ImageMediaType,
  dimensions: Dimensions | undefined,
  display: string,
): ToolResultBlock[] {
  const format = mediaType.slice("image/".length).toUpperCase();
  const pixels = dimensions === undefined ? "" : `, ${String(dimensions.width)}×${String(dimensions.height)}`;
  return [
    { type: "text", text: `Image ${display} (${format}${pixels}, ${formatBytes(bytes.length)}):` },
    { type: "image", source: { type: "base64", media_type: mediaType, data: bytes.toString("base64") } },
  ];
}
