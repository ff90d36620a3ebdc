// What this session has read, for the read-before-edit rule: a file that exists may be written or
// edited only after it was read, and only while it is unchanged since. Nobody reviews an unattended
// run's blind writes, so steward keeps this rule for every model. The stats compared are those of the
// descriptor the tool opened (src/tools/safe-fs/), never a second look at the path.
import type { Stats } from "node:fs";

export interface FileReadRecord {
  mtimeMs: number;
  size: number;
  /** The line range read (1-based offset), or undefined for the whole file. */
  offset: number | undefined;
  limit: number | undefined;
}

export class FileReadState {
  private readonly records = new Map<string, FileReadRecord>();

  get(path: string): FileReadRecord | undefined {
    return this.records.get(path);
  }

  record(path: string, record: FileReadRecord): void {
    this.records.set(path, record);
  }

  /** After the session's own write the file's content is known, so later edits need no re-read. */
  recordWrite(path: string, written: Pick<Stats, "mtimeMs" | "size">): void {
    this.records.set(path, {
      mtimeMs: written.mtimeMs,
      size: written.size,
      offset: undefined,
      limit: undefined,
    });
  }

  forget(path: string): void {
    this.records.delete(path);
  }

  /** After compaction the model no longer holds what it read; "unchanged" stubs would mislead it. */
  clear(): void {
    this.records.clear();
  }
}

/**
 * The read-before-write rule for an existing file, given the stats of the file as opened to change.
 * Returns a message for the model, or undefined when the write may go ahead. (A new file needs no read.)
 */
export function checkReadBeforeWrite(
  state: FileReadState,
  path: string,
  info: Pick<Stats, "mtimeMs" | "size">,
): string | undefined {
  const record = state.get(path);
  if (record === undefined) return "File has not been read yet. Read it first before writing to it.";
  if (info.mtimeMs !== record.mtimeMs || info.size !== record.size)
    return "File has been modified since it was read (by a command, a formatter or another tool). Read it again before writing to it.";
  return undefined;
}
