// Reading the small files the judge looks into (ignore files, git's configuration) without ever
// blocking. The judge runs synchronously: a plain open of a FIFO that has no writer waits forever, and
// with it the whole run — no deadline fires, no report is written. A command the policy allows (npm
// test, make) can leave a FIFO named .gitignore behind.
import { closeSync, constants, fstatSync, openSync, readSync, type Stats, statSync } from "node:fs";

/** A small file's start, or that there is none to read, or why it could not be read. */
export type SmallFile =
  | { kind: "text"; text: string; truncated: boolean }
  | { kind: "absent" }
  | { kind: "unreadable"; why: string };

/** What keeps any reader of the same user out too: nothing there, a directory, no permission. */
const ABSENT = new Set<string | undefined>(["ENOENT", "ENOTDIR", "EACCES", "EPERM", "EISDIR"]);

const codeOf = (error: unknown) => (error as NodeJS.ErrnoException).code;

/**
 * Up to `maxBytes` of the regular file at `path` (links followed), decoded as UTF-8; `truncated` when
 * there is more. Only a regular file is opened, and the open does not wait (O_NONBLOCK): a FIFO,
 * socket or device is "unreadable", never opened.
 */
export function readSmallFile(path: string, maxBytes: number): SmallFile {
  // Looked at before it is opened: opening some devices does something (a watchdog, a tape, a modem).
  let seen: Stats;
  let fd: number;
  try {
    seen = statSync(path);
    if (seen.isDirectory()) return { kind: "absent" };
    if (!seen.isFile()) return { kind: "unreadable", why: "not a regular file" };
    fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK | constants.O_NOCTTY);
  } catch (error) {
    return ABSENT.has(codeOf(error))
      ? { kind: "absent" }
      : { kind: "unreadable", why: String(codeOf(error)) };
  }
  try {
    const stats = fstatSync(fd);
    // Swapped between the look and the open: whatever it is now, it is not what was looked at.
    if (!stats.isFile() || stats.dev !== seen.dev || stats.ino !== seen.ino)
      return { kind: "unreadable", why: "it changed while it was being read" };
    // One byte past what fstat and the bound allow: reading it says the file is longer (or growing).
    const expected = Math.min(maxBytes, stats.size);
    const buffer = Buffer.alloc(expected + 1);
    let length = 0;
    for (let n = -1; n !== 0 && length < buffer.length; length += n)
      n = readSync(fd, buffer, length, buffer.length - length, null);
    const truncated = length > expected || stats.size > maxBytes;
    return { kind: "text", text: buffer.toString("utf8", 0, Math.min(length, expected)), truncated };
  } catch (error) {
    return { kind: "unreadable", why: String(codeOf(error)) };
  } finally {
    closeSync(fd);
  }
}
