// What Glob and Grep read, pinned like every other file tool's reads. A search starts from the real
// path of its root, judged by the policy; from there every directory it lists and every file it reads
// must really be where the walk expects it (its real path is the path walked), so a directory swapped
// for a link half-way through the walk is skipped, not followed out of the workspace.
import { closeSync, type Dirent, readSync, type Stats } from "node:fs";
import { isDevicePath, type Judge, READ_FLAGS, type Refusal } from "./open";
import { machinePinning, PathChangedError, type Pinning } from "./pinning";

export interface SearchRoot {
  /** Where the root really is: the walk starts here. */
  real: string;
  stats: Stats;
}

/** The root of a search, judged by where it really leads (what kind of file it is, the caller checks). */
export function pinSearchRoot(
  path: string,
  judge: Judge,
  pinning: Pinning = machinePinning(),
): SearchRoot | Refusal {
  const pinned = pinning.pin(path);
  try {
    const { real, stats } = pinned;
    if (isDevicePath(real)) return { refused: "device", real };
    if (!real.startsWith("/") || stats.nlink === 0 || !judge(real)) return { refused: "changed", real };
    return { real, stats };
  } finally {
    pinning.release(pinned);
  }
}

/**
 * The entries of the directory at `path`, which must be its real path: a walk from a real root only
 * ever enters real directories, so anything else means a link was swapped in on the way.
 */
export async function listRealDirectory(
  path: string,
  pinning: Pinning = machinePinning(),
): Promise<Dirent[]> {
  const pinned = pinning.pin(path, { directory: true, noFollow: true });
  try {
    if (pinned.real !== path) throw new PathChangedError(path);
    return await pinning.list(pinned);
  } finally {
    pinning.release(pinned);
  }
}

/**
 * The bytes of the regular file at `path`, which must be its real path, read through a pinned
 * descriptor; undefined when it is gone, not a regular file, not where it should be, or over `maxBytes`.
 */
export function readRealFileSync(
  path: string,
  maxBytes: number,
  pinning: Pinning = machinePinning(),
): Buffer | undefined {
  let opened: { fd: number; stats: Stats } | undefined;
  try {
    const pinned = pinning.pin(path, { noFollow: true });
    try {
      if (pinned.real !== path || !pinned.stats.isFile() || pinned.stats.size > maxBytes) return undefined;
      opened = pinning.openSync(pinned, READ_FLAGS);
    } finally {
      pinning.release(pinned);
    }
    return readAllSync(opened.fd, opened.stats.size);
  } catch {
    return undefined; // unreadable, gone or moved: skipped silently, as ripgrep --no-messages does
  } finally {
    if (opened !== undefined) closeSync(opened.fd);
  }
}

export function readAllSync(fd: number, size: number): Buffer {
  const bytes = Buffer.allocUnsafe(size);
  let filled = 0;
  while (filled < size) {
    const n = readSync(fd, bytes, filled, size - filled, filled);
    if (n === 0) break;
    filled += n;
  }
  return bytes.subarray(0, filled);
}

/**
 * A descriptor for reading the regular file at `path`, which must be its real path (as for
 * readRealFileSync); undefined otherwise. The caller closes it.
 */
export function openRealFileSync(
  path: string,
  pinning: Pinning = machinePinning(),
): { fd: number; stats: Stats } | undefined {
  try {
    const pinned = pinning.pin(path, { noFollow: true });
    try {
      if (pinned.real !== path || !pinned.stats.isFile()) return undefined;
      return pinning.openSync(pinned, READ_FLAGS);
    } finally {
      pinning.release(pinned);
    }
  } catch {
    return undefined;
  }
}
