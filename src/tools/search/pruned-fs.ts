// A file system view for tinyglobby that hides what the search must not see. tinyglobby (through
// fdir) lists a directory before it enters any child, so hiding an entry at listing time both drops
// it and keeps the walk out of it: an ignored node_modules costs one readdir entry, not a crawl.
// Every directory is listed pinned, and only if it really is where the walk expects it (the walk
// starts from a real root and never follows links): one swapped for a link meanwhile is skipped.
import type { Dirent } from "node:fs";
import type { FileSystemAdapter } from "tinyglobby";
import { listRealDirectory } from "../safe-fs/search-io";

/** Decides over one directory's entries; returns the ones to keep. */
export type EntryFilter = (dir: string, entries: Dirent[]) => Promise<Dirent[]>;

type ReaddirCallback = (error: NodeJS.ErrnoException | null, entries: Dirent[]) => void;

function normalizeDir(path: string): string {
  return path.length > 1 && path.endsWith("/") ? path.slice(0, -1) : path;
}

export function prunedFs(filter: EntryFilter, signal: AbortSignal): FileSystemAdapter {
  const filteredReaddir = (path: string, _options: unknown, callback: ReaddirCallback): void => {
    if (signal.aborted) {
      callback(null, []);
      return;
    }
    const dir = normalizeDir(path);
    listRealDirectory(dir)
      .then((entries) => filter(dir, entries))
      .then(
        (kept) => callback(null, kept),
        (reason: unknown) => callback(reason instanceof Error ? reason : new Error(String(reason)), []),
      );
  };
  return { readdir: filteredReaddir as unknown as NonNullable<FileSystemAdapter["readdir"]> };
}
