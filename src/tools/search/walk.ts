// Lists the files under a directory that match a glob, through tinyglobby, seeing only what the entry
// filter keeps. Symbolic links are neither followed nor listed, as in ripgrep. `root` must be a real
// path (see safe-fs/search-io.ts): each directory is listed only while it really is where the walk
// expects it. Callers show the files under the root as the model named it (underRoot).
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

/** `file`, found under the real `root`, named under `shownRoot` (the root as the model named it). */
export function underRoot(file: string, root: string, shownRoot: string): string {
  if (root === shownRoot) return file;
  const rest = file.slice(root.length);
  return shownRoot.endsWith("/") && rest.startsWith("/")
    ? `${shownRoot}${rest.slice(1)}`
    : `${shownRoot}${rest}`;
}
