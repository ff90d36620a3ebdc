// Lists the files under a directory that match a glob, through tinyglobby, seeing only what the entry
// filter keeps. Symbolic links are neither followed nor listed, as in ripgrep.
import { glob } from "tinyglobby";
import { type EntryFilter, prunedFs } from "./pruned-fs";

export async function walkFiles(
  root: string,
  pattern: string,
  filter: EntryFilter,
  signal: AbortSignal,
): Promise<string[]> {
  const files = await glob(pattern, {
    cwd: root,
    absolute: true,
    dot: true,
    onlyFiles: true,
    followSymbolicLinks: false,
    expandDirectories: false,
    fs: prunedFs(filter, signal),
    signal,
  });
  signal.throwIfAborted();
  return files;
}
