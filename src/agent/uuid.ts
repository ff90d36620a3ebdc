// Random (version 4) UUIDs for the session id and the transcript's lines, from the kernel's random
// source, as node:crypto's randomUUID draws them. Importing node:crypto loads seventeen of Node's crypto
// modules (~10 M instructions, ~2% of launch → first model request) that nothing else on the way to
// the first request needs. Where /dev/urandom cannot be read, the Web Crypto API's randomUUID (a
// global: no import) makes them instead.
import { closeSync, openSync, readSync } from "node:fs";

const UUID_BYTES = 16;
/** Bytes read at once: one read serves 64 UUIDs. */
const POOL_BYTES = UUID_BYTES * 64;

/** The shape node:crypto's randomUUID gives its UUIDs (the transcript's types ask for it). */
export type Uuid = `${string}-${string}-${string}-${string}-${string}`;

/**
 * A maker of random UUIDs that draws its bytes from `randomDevice`, falling back to Web Crypto when
 * that cannot be read in full. The device is a parameter only so that tests can make the fallback
 * happen for real (a path that does not exist, a file too short); the product uses `randomUuid`.
 */
export function uuidSource(randomDevice = "/dev/urandom"): () => Uuid {
  let pool = Buffer.alloc(0);
  let used = 0;

  /** Fills the pool from the device; false when it cannot be read (not Linux or macOS, say). */
  function refill(): boolean {
    let fd: number | undefined;
    try {
      fd = openSync(randomDevice, "r");
      const bytes = Buffer.alloc(POOL_BYTES);
      if (readSync(fd, bytes, 0, POOL_BYTES, null) !== POOL_BYTES) return false;
      pool = bytes;
      used = 0;
      return true;
    } catch {
      return false;
    } finally {
      if (fd !== undefined) closeSync(fd);
    }
  }

  return () => {
    if (used + UUID_BYTES > pool.length && !refill()) return globalThis.crypto.randomUUID();
    const bytes = pool.subarray(used, used + UUID_BYTES);
    used += UUID_BYTES;
    bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
    bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
    const hex = bytes.toString("hex");
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  };
}

/** A random UUID, formatted as RFC 9562 version 4 (variant 10xx). */
export const randomUuid: () => Uuid = uuidSource();
