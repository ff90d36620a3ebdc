// Reads a response body up to a byte cap, decompressing gzip/deflate/br on the way. The cap counts
// decoded bytes, so a small compressed body that inflates to gigabytes (a zip bomb) stops at the cap
// like any other large page; reading stops there and the connection is closed.
import type { IncomingMessage } from "node:http";
import { pipeline, type Readable } from "node:stream";
import { createBrotliDecompress, createGunzip, createInflate } from "node:zlib";

export interface BodyBytes {
  bytes: Buffer;
  /** True when the body went on past the cap and was cut there. */
  truncated: boolean;
}

function decoded(response: IncomingMessage): Readable {
  const encoding = (response.headers["content-encoding"] ?? "identity").trim().toLowerCase();
  const decompressor =
    encoding === "gzip" || encoding === "x-gzip"
      ? createGunzip()
      : encoding === "deflate"
        ? createInflate()
        : encoding === "br"
          ? createBrotliDecompress()
          : undefined;
  if (decompressor !== undefined) return pipeline(response, decompressor, () => undefined);
  if (encoding === "identity" || encoding === "") return response;
  response.destroy();
  throw new Error(`the server sent the body in an unsupported encoding (${encoding})`);
}

export async function readBody(response: IncomingMessage, maxBytes: number): Promise<BodyBytes> {
  const stream = decoded(response);
  const chunks: Buffer[] = [];
  let total = 0;
  let truncated = false;
  try {
    for await (const chunk of stream) {
      const piece = chunk as Buffer;
      if (total + piece.length > maxBytes) {
        chunks.push(piece.subarray(0, maxBytes - total));
        total = maxBytes;
        truncated = true;
        break;
      }
      chunks.push(piece);
      total += piece.length;
    }
  } finally {
    if (truncated) response.destroy();
  }
  return { bytes: Buffer.concat(chunks, total), truncated };
}
