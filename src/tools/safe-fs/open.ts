// The file tools' way in and out: a file is opened only once the policy has judged where it really is
// (the real path of the pinned file, not the path as written), and a new file is created only inside a
// directory pinned and judged the same way, never through a link. Refusals come back as data, for
// the tools to word; the file system's own errors (ENOENT, EACCES...) are thrown as they are.
import { constants, type Stats } from "node:fs";
import type { FileHandle } from "node:fs/promises";
import { basename, dirname, join, sep } from "node:path";
import type { ToolContext } from "../context";
import { machinePinning, PathChangedError, type Pinned, type Pinning } from "./pinning";

/** Whether the policy allows the access a tool is about to make to this real path. */
export type Judge = (realPath: string) => boolean;

/** The policy's judge for one tool's access, as the call itself was judged (same tool, same cwd). */
export function judgeFor(
  ctx: Pick<ToolContext, "mayAccess" | "cwd">,
  access: "read" | "write",
  tool: string,
): Judge {
  return (path) => ctx.mayAccess({ access, path, tool, cwd: ctx.cwd });
}

export interface OpenedFile {
  handle: FileHandle;
  stats: Stats;
  /** The real path of the file opened, as judged. */
  real: string;
}

export type Refusal =
  /** It leads under /dev: never opened (some devices act on being opened). */
  | { refused: "device"; real: string }
  | { refused: "not-regular"; real: string; stats: Stats }
  /** It now leads somewhere the policy refuses, or changed between two looks. */
  | { refused: "changed"; real: string }
  /** A new file was wanted, and something appeared at the path meanwhile. */
  | { refused: "exists"; real: string };

// O_NONBLOCK: harmless on a regular file, and the portable check opens before it knows the type.
export const READ_FLAGS = constants.O_RDONLY | constants.O_NONBLOCK | constants.O_NOCTTY;
const CHANGE_FLAGS = constants.O_RDWR | constants.O_NOCTTY;

export const isRefusal = <T extends object>(value: T | Refusal): value is Refusal => "refused" in value;

/** Under /dev, by the real path: a link into /dev is refused as /dev itself is. */
export const isDevicePath = (real: string): boolean => real === "/dev" || real.startsWith(`/dev${sep}`);

/**
 * Whether a pinned file still has a real path to judge: one that was unlinked meanwhile reads as
 * "/old/place (deleted)" in /proc, and a pipe or socket as "pipe:[…]".
 */
const hasRealPath = (pinned: Pinned): boolean => pinned.real.startsWith(sep) && pinned.stats.nlink > 0;

/** The existing regular file `path` leads to, opened to read, or to read and rewrite in place. */
export async function openExisting(
  path: string,
  mode: "read" | "change",
  judge: Judge,
  pinning: Pinning = machinePinning(),
): Promise<OpenedFile | Refusal> {
  const pinned = pinning.pin(path);
  try {
    const { real, stats } = pinned;
    if (isDevicePath(real)) return { refused: "device", real };
    if (!hasRealPath(pinned) || !judge(real)) return { refused: "changed", real };
    if (!stats.isFile()) return { refused: "not-regular", real, stats };
    const opened = await pinning.open(pinned, mode === "read" ? READ_FLAGS : CHANGE_FLAGS);
    return { ...opened, real };
  } catch (error) {
    if (error instanceof PathChangedError) return { refused: "changed", real: pinned.real };
    throw error;
  } finally {
    pinning.release(pinned);
  }
}

/** The nearest existing directory above `path`, pinned, and the names below it still to make. */
function pinNearestDirectory(path: string, pinning: Pinning): { dir: Pinned; missing: string[] } {
  const missing = [basename(path)];
  for (let dir = dirname(path); ; dir = dirname(dir)) {
    try {
      return { dir: pinning.pin(dir, { directory: true }), missing };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT" || dirname(dir) === dir) throw error;
      missing.unshift(basename(dir));
    }
  }
}

/**
 * Creates the file `path` names, and any missing directories above it, each inside the directory
 * pinned before it and never through a link. The whole new path is judged once, from the real path of
 * the nearest directory that exists; the file is judged again by where it was made.
 */
export async function createNew(
  path: string,
  judge: Judge,
  pinning: Pinning = machinePinning(),
): Promise<OpenedFile | Refusal> {
  const start = pinNearestDirectory(path, pinning);
  let dir = start.dir;
  try {
    const target = join(dir.real, ...start.missing);
    if (!hasRealPath(dir) || isDevicePath(target) || !judge(target))
      return { refused: "changed", real: target };
    const name = start.missing.pop() ?? "";
    for (const part of start.missing) {
      const next = pinning.makeDirectory(dir, part);
      pinning.release(dir);
      dir = next;
    }
    let handle: FileHandle;
    try {
      handle = await pinning.create(dir, name, CHANGE_FLAGS);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "EEXIST") return { refused: "exists", real: target };
      throw error;
    }
    return await judgeCreated(handle, pinning.realOf(handle, join(dir.real, name)), judge);
  } catch (error) {
    if (error instanceof PathChangedError) return { refused: "changed", real: error.path };
    throw error;
  } finally {
    pinning.release(dir);
  }
}

/**
 * The new file judged again by where it really is (its directory may have been moved meanwhile). A
 * refused one is left where it was made, empty: a place the policy allowed a moment before, and
 * deleting by name there would be one more write through a path that is changing.
 */
async function judgeCreated(handle: FileHandle, real: string, judge: Judge): Promise<OpenedFile | Refusal> {
  try {
    const stats = await handle.stat();
    if (!real.startsWith(sep) || stats.nlink === 0 || !judge(real)) {
      await handle.close();
      return { refused: "changed", real };
    }
    return { handle, stats, real };
  } catch (error) {
    await handle.close();
    throw error;
  }
}

/** Replaces the whole content of a file opened to change, through its descriptor; returns its stats. */
export async function rewrite(handle: FileHandle, bytes: Uint8Array): Promise<Stats> {
  await handle.truncate(0);
  let written = 0;
  while (written < bytes.length) {
    const { bytesWritten } = await handle.write(bytes, written, bytes.length - written, written);
    written += bytesWritten;
  }
  return handle.stat();
}
