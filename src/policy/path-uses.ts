// The files one path use of a shell command may reach, on the real filesystem: the path itself, or
// for a glob every match bash would hand the program and the word as written.
import { lstatSync } from "node:fs";
import { expandGlob, type GlobExpansion } from "./glob-expand";
import type { PathUse } from "./shell/analyze";

export const exists = (path: string): boolean => {
  try {
    return lstatSync(path, { throwIfNoEntry: false }) !== undefined;
  } catch {
    return false;
  }
};

/**
 * The files a path use may reach: itself (as written, when that climbs), or for a glob every match
 * and the word itself — bash passes it on as it is when nothing matches, or under `set -f`. Read as
 * a name, the word only matters when such a file exists (one lookup); written, it may be created.
 */
export function pathsOf(use: PathUse): GlobExpansion {
  const literal = use.written ?? use.path;
  if (use.glob !== true) return { ok: true, value: [literal] };
  const expanded = expandGlob(use.pattern ?? use.path, use.resplit === true ? { resplit: true } : {});
  if (!expanded.ok) return expanded;
  const asWritten = use.kind === "write" || expanded.value.length === 0 || exists(literal);
  return { ok: true, value: asWritten ? [...expanded.value, literal] : expanded.value };
}
