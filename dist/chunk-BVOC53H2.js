import { createRequire as __stewardCreateRequire } from 'node:module'; const require = __stewardCreateRequire(import.meta.url);
import {
  isDevicePath,
  isRefusal,
  judgeFor,
  machinePinning,
  openExisting
} from "./chunk-6TRFA7E5.js";
import {
  displayPath
} from "./chunk-NYG7QIXA.js";

// src/tools/read/fs-errors.ts
function errorCode(error) {
  if (typeof error !== "object" || error === null || !("code" in error)) return void 0;
  return typeof error.code === "string" ? error.code : void 0;
}
function describeFsError(error, display) {
  switch (errorCode(error)) {
    case "EACCES":
    case "EPERM":
      return `${display}: permission denied by the file system.`;
    case "ENOENT":
      return `${display} does not exist.`;
    case "EISDIR":
      return `${display} is a directory, not a file.`;
    case "ENOTDIR":
      return `${display}: a parent of this path is a file, not a directory.`;
    case "ELOOP":
      return `${display}: too many levels of symbolic links (a link loop).`;
    case "ENAMETOOLONG":
      return `${display}: the path is too long.`;
    case "EROFS":
      return `${display} is on a read-only file system.`;
    case "ENOSPC":
      return `${display}: no space left on the device.`;
    case "EMFILE":
    case "ENFILE":
      return `${display}: too many open files; try again.`;
    case void 0:
    default:
      return `${display}: ${error instanceof Error ? error.message : String(error)}`;
  }
}

// src/tools/read/suggestions.ts
import { basename, dirname, extname, join } from "node:path";
var MAX_ENTRIES = 5e3;
var MAX_SUGGESTIONS = 3;
function editDistance(a, b, cap) {
  if (Math.abs(a.length - b.length) > cap) return cap + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + cost
      );
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > cap) return cap + 1;
    previous = current;
  }
  return previous[b.length] ?? cap + 1;
}
var stem = (name) => name.slice(0, name.length - extname(name).length).toLowerCase();
function score(wanted, candidate) {
  const a = wanted.toLowerCase();
  const b = candidate.toLowerCase();
  if (a === b) return 0;
  if (stem(wanted) !== "" && stem(wanted) === stem(candidate)) return 1;
  const cap = Math.max(2, Math.floor(a.length / 4));
  const distance = editDistance(a, b, cap);
  return distance <= cap ? 1 + distance : void 0;
}
async function similarPaths(path, mayRead) {
  const dir = dirname(path);
  const wanted = basename(path);
  const found = [];
  const pinning = machinePinning();
  let pinned;
  try {
    pinned = pinning.pin(dir, { directory: true });
    if (!mayRead(pinned.real)) return [];
    const handle = await pinning.openDirectory(pinned);
    let seen = 0;
    for await (const entry of handle) {
      if (++seen > MAX_ENTRIES) break;
      const s = score(wanted, entry.name);
      if (s !== void 0) found.push({ path: join(dir, entry.name), score: s });
    }
  } catch {
    return [];
  } finally {
    if (pinned !== void 0) pinning.release(pinned);
  }
  return found.sort((x, y) => x.score - y.score || x.path.localeCompare(y.path)).slice(0, MAX_SUGGESTIONS).map((f) => f.path);
}

// src/tools/read/open-file.ts
function deviceMessage(display) {
  return `${display} is a device path; files under /dev are never read or written by these tools (they can block, never end, or act on being opened). Use Bash if you really need a device.`;
}
function refuseDevicePath(path, display) {
  if (isDevicePath(path)) throw new Error(deviceMessage(display));
}
function refusalMessage(refusal, display, action) {
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
function directoryMessage(display) {
  return `${display} is a directory, not a file. Use Glob to find files in it, or \`ls\` through Bash to list it.`;
}
function nonRegularReason(stats, display, action) {
  if (stats.isFile()) return void 0;
  if (stats.isDirectory())
    return action === "read" ? directoryMessage(display) : `${display} is a directory, not a file; give the path of a file inside it.`;
  if (stats.isFIFO())
    return `${display} is a named pipe (FIFO); ${action === "read" ? "reading" : "writing"} it could block forever, so it is refused.`;
  if (stats.isSocket())
    return `${display} is a socket, not a file; it cannot be ${action === "read" ? "read" : "written"}.`;
  if (stats.isCharacterDevice() || stats.isBlockDevice())
    return `${display} is a device, not a file; these tools never ${action} devices.`;
  return `${display} is not a regular file; it cannot be ${action === "read" ? "read" : "written"}.`;
}
async function missingFileMessage(path, ctx) {
  const display = displayPath(path, ctx.workspaceRoot);
  const similar = await similarPaths(path, judgeFor(ctx, "read", "Read"));
  const hint = similar.length > 0 ? ` Did you mean ${similar.map((p) => displayPath(p, ctx.workspaceRoot)).join(", or ")}?` : ` The working directory is ${ctx.cwd}; use Glob to find the file.`;
  return `File does not exist: ${display}.${hint}`;
}
async function openRegularFile(path, ctx) {
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

export {
  errorCode,
  describeFsError,
  refuseDevicePath,
  refusalMessage,
  missingFileMessage,
  openRegularFile
};
