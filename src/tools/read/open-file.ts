// Opening a path the model named without ever blocking or touching a device: nothing under /dev is
// opened (some devices act on open alone), FIFOs are opened non-blocking and refused after fstat, and
// every kind of non-regular file gets a reason instead of a hang.
import { constants, type Stats } from "node:fs";
import { type FileHandle, open, realpath, stat } from "node:fs/promises";
import { displayPath, isInside } from "../paths";
import { describeFsError, errorCode } from "./fs-errors";
import { similarPaths } from "./suggestions";

export interface OpenedFile {
  handle: FileHandle;
  stats: Stats;
}

// O_NONBLOCK: opening a FIFO for reading would otherwise wait for a writer forever.
const READ_FLAGS = constants.O_RDONLY | (constants.O_NONBLOCK ?? 0) | (constants.O_NOCTTY ?? 0);

async function realOrSelf(path: string): Promise<string> {
  try {
    return await realpath(path);
  } catch {
    return path;
  }
}

/** Refuses device paths, following symlinks; a pure path check that opens nothing. */
export async function refuseDevicePath(path: string, display: string): Promise<void> {
  if (isInside("/dev", path) || isInside("/dev", await realOrSelf(path)))
    throw new Error(
      `${display} is a device path; files under /dev are never read or written by these tools (they can block, never end, or act on being opened). Use Bash if you really need a device.`,
    );
}

function directoryMessage(display: string): string {
  return `${display} is a directory, not a file. Use Glob to find files in it, or \`ls\` through Bash to list it.`;
}

/** Why a non-regular file is refused, or undefined for a regular file. */
export function nonRegularReason(
  stats: Stats,
  display: string,
  action: "read" | "write",
): string | undefined {
  if (stats.isFile()) return undefined;
  if (stats.isDirectory())
    return action === "read"
      ? directoryMessage(display)
      : `${display} is a directory, not a file; give the path of a file inside it.`;
  if (stats.isFIFO())
    return `${display} is a named pipe (FIFO); ${action === "read" ? "reading" : "writing"} it could block forever, so it is refused.`;
  if (stats.isSocket())
    return `${display} is a socket, not a file; it cannot be ${action === "read" ? "read" : "written"}.`;
  if (stats.isCharacterDevice() || stats.isBlockDevice())
    return `${display} is a device, not a file; these tools never ${action} devices.`;
  return `${display} is not a regular file; it cannot be ${action === "read" ? "read" : "written"}.`;
}

export async function missingFileMessage(
  path: string,
  ctx: { workspaceRoot: string; cwd: string },
): Promise<string> {
  const display = displayPath(path, ctx.workspaceRoot);
  const similar = await similarPaths(path);
  const hint =
    similar.length > 0
      ? ` Did you mean ${similar.map((p) => displayPath(p, ctx.workspaceRoot)).join(", or ")}?`
      : ` The working directory is ${ctx.cwd}; use Glob to find the file.`;
  return `File does not exist: ${display}.${hint}`;
}

/** Opens a regular file for reading, or throws an Error whose message tells the model what to do. */
export async function openRegularFile(
  path: string,
  ctx: { workspaceRoot: string; cwd: string },
): Promise<OpenedFile> {
  const display = displayPath(path, ctx.workspaceRoot);
  await refuseDevicePath(path, display);
  let handle: FileHandle;
  try {
    handle = await open(path, READ_FLAGS);
  } catch (error) {
    if (errorCode(error) === "ENOENT") throw new Error(await missingFileMessage(path, ctx), { cause: error });
    // Sockets (ENXIO) and the like cannot be opened at all; say what the path is instead.
    const reason = await stat(path).then(
      (stats) => nonRegularReason(stats, display, "read"),
      () => undefined,
    );
    throw new Error(reason ?? describeFsError(error, display), { cause: error });
  }
  try {
    const stats = await handle.stat();
    const reason = nonRegularReason(stats, display, "read");
    if (reason !== undefined) throw new Error(reason);
    return { handle, stats };
  } catch (error) {
    await handle.close();
    throw error;
  }
}

/**
 * What a write tool finds at `path` before writing: undefined when nothing is there yet, the stats of a
 * regular file, or a thrown Error for anything that must not be written through (devices, FIFOs, dirs).
 */
export async function inspectWriteTarget(path: string, display: string): Promise<Stats | undefined> {
  await refuseDevicePath(path, display);
  let stats: Stats;
  try {
    stats = await stat(path);
  } catch (error) {
    if (errorCode(error) === "ENOENT") return undefined;
    throw new Error(`Cannot write ${describeFsError(error, display)}`, { cause: error });
  }
  const reason = nonRegularReason(stats, display, "write");
  if (reason !== undefined) throw new Error(reason);
  return stats;
}
