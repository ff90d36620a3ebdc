// Reading the small files the judge looks into (ignore files, git's configuration) without ever
// blocking. The judge runs synchronously: a plain open of a FIFO that has no writer waits forever, and
// with it the whole run — no deadline fires, no report is written. A command the policy allows (npm
// test, make) can leave a FIFO named .gitignore behind.
import { closeSync, constants, fstatSync, openSync, readSync } from "node:fs";

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
 * there is more. The open does not wait (O_NONBLOCK); a FIFO, socket or device is "unreadable", never
 * read.
 */
export function readSmallFile(path: string, maxBytes: number): SmallFile {
  let fd: number;
  try {
    fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK | constants.O_NOCTTY);
  } catch (error) {
    return ABSENT.has(codeOf(error))
      ? { kind: "absent" }
      : { kind: "unreadable", why: String(codeOf(error)) };
  }
  try {
    const stats = fstatSync(fd);
    if (stats.isDirectory()) return { kind: "absent" };
    if (!stats.isFile()) return { kind: "unreadable", why: "not a regular file" };
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
