// Counting over pinned files: each file ripgrep's walk named is opened pinned at its real path (the
// walk ran from the real root, so the path named must be where the file really is), checked for NUL
// bytes (binary files are skipped, as ripgrep's own walk skips them), and handed to a second ripgrep
// run as an open descriptor: it reads /proc/self/fd/N in its own process — the very file opened here,
// whatever the path names by then. Batches keep the descriptors held at once bounded.
import { closeSync } from "node:fs";
import { machinePinning } from "../safe-fs/pinning";
import { openRealFileSync } from "../safe-fs/search-io";
import { isBinarySync } from "./file-text";
import type { FileMatches } from "./search-request";

const BATCH = 512;
/** The first descriptor a child gets after stdin, stdout and stderr. */
const FIRST_CHILD_FD = 3;

/** How a child process names its inherited descriptor `fd`, or undefined where it cannot. */
function childFdPath(fd: number): string | undefined {
  if (machinePinning().kind === "proc") return `/proc/self/fd/${String(fd)}`;
  // macOS and the BSDs: /dev/fd/N duplicates the descriptor.
  if (process.platform === "darwin" || process.platform === "freebsd") return `/dev/fd/${String(fd)}`;
  return undefined;
}

interface Opened {
  path: string;
  fd: number;
}

function openBatch(paths: readonly string[]): Opened[] {
  const opened: Opened[] = [];
  for (const path of paths) {
    const file = openRealFileSync(path);
    if (file === undefined) continue;
    let binary = true;
    try {
      binary = isBinarySync(file.fd, file.stats.size);
    } catch {
      // unreadable: skipped, as ripgrep skips it
    }
    if (binary) closeSync(file.fd);
    else opened.push({ path, fd: file.fd });
  }
  return opened;
}

/**
 * Runs `search` over the candidates that pass, named as ripgrep must name them, and reports the
 * results under the candidates' paths. `search` gets the names and the descriptors to hand down.
 */
export async function searchPinnedCandidates(
  paths: readonly string[],
  search: (names: readonly string[], descriptors: readonly number[]) => Promise<FileMatches[]>,
): Promise<FileMatches[]> {
  const results: FileMatches[] = [];
  for (let start = 0; start < paths.length; start += BATCH) {
    const opened = openBatch(paths.slice(start, start + BATCH));
    try {
      if (opened.length === 0) continue;
      const viaFd = childFdPath(FIRST_CHILD_FD) !== undefined;
      // Without a way to name a descriptor (Linux without /proc), the real paths just checked.
      const names = opened.map((file, i) => childFdPath(FIRST_CHILD_FD + i) ?? file.path);
      const byName = new Map(names.map((name, i) => [name, opened[i]?.path ?? name]));
      const found = await search(names, viaFd ? opened.map((file) => file.fd) : []);
      for (const file of found) {
        const path = byName.get(file.path);
        if (path !== undefined) results.push({ ...file, path });
      }
    } finally {
      for (const file of opened) closeSync(file.fd);
    }
  }
  return results;
}
