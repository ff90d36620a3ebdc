// Opening a path the model named without ever blocking or touching a device, and only once the policy
// has judged where it really leads (src/tools/safe-fs/): nothing under /dev is opened (some devices act
// on open alone), FIFOs and sockets are refused by their type before any open, and every refusal gets
// a reason the model can act on instead of a hang.
import type { Stats } from "node:fs";
import type { FileHandle } from "node:fs/promises";
import type { ToolContext } from "../context";
import { displayPath } from "../paths";
import { isDevicePath, isRefusal, judgeFor, openExisting, type Refusal } from "../safe-fs/open";
import { describeFsError, errorCode } from "./fs-errors";
import { similarPaths } from "./suggestions";

export interface OpenedFile {
  handle: FileHandle;
  stats: Stats;
}

function deviceMessage(display: string): string {
  return `${display} is a device path; files under /dev are never read or written by these tools (they can block, never end, or act on being opened). Use Bash if you really need a device.`;
}

/** Refuses device paths as written; where a path really leads is checked when it is opened. */
export function refuseDevicePath(path: string, display: string): void {
  if (isDevicePath(path)) throw new Error(deviceMessage(display));
}

/** Why a pinned path was not opened, worded for the model. */
export function refusalMessage(refusal: Refusal, display: string, action: "read" | "write"): string {
  const [verb, done] = action === "read" ? ["read", "read"] : ["write", "written"];
  switch (refusal.refused) {
    case "device":
      return deviceMessage(display);
    case "not-regular":
      return nonRegularReason(refusal.stats, display, action) ?? `${display} is not a regular file.`;
    case "changed":
      return `${display} changed while it was being opened: it now leads to ${refusal.real}, which is not where the policy allowed this ${verb}. Nothing was ${done}. If a command is moving or linking files, let it finish, then try again.`;
    case "exists":
      return `${display} appeared while it was being created (another process made it meanwhile); nothing was written. Read it, then write it again.`;
  }
}

function directoryMessage(display: string): string {
  return `${display} is a directory, not a file. Use Glob to find files in it, or \`ls\` through Bash to list it.`;
}

/** Why a non-regular file is refused, or undefined for a regular file. */
function nonRegularReason(stats: Stats, display: string, action: "read" | "write"): string | undefined {
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
  ctx: Pick<ToolContext, "workspaceRoot" | "cwd" | "mayAccess">,
): Promise<string> {
  const display = displayPath(path, ctx.workspaceRoot);
  const similar = await similarPaths(path, judgeFor(ctx, "read", "Read"));
  const hint =
    similar.length > 0
      ? ` Did you mean ${similar.map((p) => displayPath(p, ctx.workspaceRoot)).join(", or ")}?`
      : ` The working directory is ${ctx.cwd}; use Glob to find the file.`;
  return `File does not exist: ${display}.${hint}`;
}

/**
 * Opens a regular file for reading, judged again by where it really is, or throws an Error whose
 * message tells the model what to do.
 */
export async function openRegularFile(
  path: string,
  ctx: Pick<ToolContext, "workspaceRoot" | "cwd" | "mayAccess">,
): Promise<OpenedFile> {
  const display = displayPath(path, ctx.workspaceRoot);
  refuseDevicePath(path, display);
  let opened;
  try {
    opened = await openExisting(path, "read", judgeFor(ctx, "read", "Read"));
  } catch (error) {
    if (errorCode(error) === "ENOENT") throw new Error(await missingFileMessage(path, ctx), { cause: error });
    throw new Error(describeFsError(error, display), { cause: error });
  }
  if (isRefusal(opened)) throw new Error(refusalMessage(opened, display, "read"));
  return { handle: opened.handle, stats: opened.stats };
}
