// Permission targets for a file tool: the path as the model wrote it and, when a symlink sends it
// elsewhere, the place it really lands. A link inside the workspace that points at ~/.ssh or
// /proc/self/environ must be judged by where it leads (see attack-classes: symlinks).
import { lstatSync, readlinkSync, realpathSync } from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
import type { PermissionTarget } from "../tool";

const MAX_LINK_HOPS = 40;

/** Where `path` really leads: the real path of what exists, the rest appended; dangling links followed. */
function realTargetOf(path: string, hops = 0): string {
  if (hops > MAX_LINK_HOPS) return path;
  try {
    return realpathSync(path);
  } catch {
    // Missing somewhere along the way: resolve what exists.
  }
  const parent = dirname(path);
  if (parent === path) return path;
  const realParent = realTargetOf(parent, hops + 1);
  const here = join(realParent, basename(path));
  try {
    if (lstatSync(here).isSymbolicLink())
      return realTargetOf(resolve(realParent, readlinkSync(here)), hops + 1);
  } catch {
    // Nothing there yet: the path will be created as written.
  }
  return here;
}

export function fileTargets(kind: "read" | "write", path: string): PermissionTarget[] {
  const real = realTargetOf(path);
  return real === path
    ? [{ kind, path }]
    : [
        { kind, path },
        { kind, path: real },
      ];
}
