// Paths as the policy judges them. A path is judged twice: as written (normalised, `~` expanded) and
// where it really lands once symlinks are followed. The second walk is physical — `..` after a link
// climbs out of the link's target, as the kernel does — so `link/../../etc/passwd` cannot pass as a
// workspace file. Missing components are appended as written: a file that will be created lands there.
import { lstatSync, readlinkSync, realpathSync, type Stats, statSync } from "node:fs";
import { basename, dirname, isAbsolute, join, resolve, sep } from "node:path";
import type { Result } from "../types/result";

const MAX_LINK_HOPS = 40;

/** `~` expanded, made absolute against `cwd`, `.` and `..` folded lexically. */
export function absolutePath(path: string, cwd: string, home: string): string {
  let expanded = path;
  if (path === "~" || path.startsWith("~/")) expanded = home + path.slice(1);
  return isAbsolute(expanded) ? resolve(expanded) : resolve(cwd, expanded);
}

/**
 * `~` expanded and made absolute against `cwd`, but not normalised: `link/../x` stays as written, so
 * the physical walk can follow `link` before climbing, as the kernel would.
 */
export function writtenPath(path: string, cwd: string, home: string): string {
  if (path === "~" || path.startsWith("~/")) return home + path.slice(1);
  return isAbsolute(path) ? path : `${cwd}/${path}`;
}

/**
 * True when `path` is `root` or inside it, compared on a separator boundary (/w/app2 is not in
 * /w/app). Both must be absolute and normalised, as every path the policy judges is.
 */
export function isInside(root: string, path: string): boolean {
  if (path === root || root === sep) return path.startsWith(sep);
  return path.startsWith(root) && path.charAt(root.length) === sep;
}

/** Where a path really leads, and whether that is a directory; or why that cannot be known. */
export type Physical = Result<{ path: string; directory: boolean }>;

/** A `.` or `..` segment anywhere in a slash-separated path. */
export const DOT_SEGMENT = /(^|\/)\.\.?(\/|$)/;

/** What one decision learns about directories (a long command names many files in few places). */
export interface RealDirectories {
  /** Real paths found; null where there is none (missing, a loop, unreadable). */
  real: Map<string, string | null>;
  /** Directories one entry of which has been resolved already. */
  asked: Set<string>;
}

export const newRealDirectories = (): RealDirectories => ({ real: new Map(), asked: new Set() });

function realDirectoryOf(dir: string, cache: RealDirectories | undefined): string | null {
  if (cache === undefined) return quietRealpath(dir);
  const known = cache.real.get(dir);
  if (known !== undefined) return known;
  const real = realInParent(dir, cache);
  cache.real.set(dir, real);
  return real;
}

/**
 * The real path of a normalised absolute `dir`. The first entry resolved in a directory costs one
 * realpath, as without a memo; from the second on, the directory's own real path is found (once) and
 * each entry that is not a link is that plus its name, for one lstat. Anything else (a link, a missing
 * or unreadable entry, a parent without a real path) asks realpath.
 */
function realInParent(dir: string, cache: RealDirectories): string | null {
  const parent = dirname(dir);
  if (parent === dir) return quietRealpath(dir);
  if (!cache.real.has(parent) && !cache.asked.has(parent)) {
    cache.asked.add(parent);
    return quietRealpath(dir);
  }
  const realParent = realDirectoryOf(parent, cache);
  if (realParent === null) return quietRealpath(dir);
  const stats = quietLstat(dir);
  if (stats === undefined || stats.isSymbolicLink()) return quietRealpath(dir);
  return entryOf(realParent, basename(dir));
}

/** `name` (one normal segment) inside the normalised absolute `dir`: what join gives, without its pass. */
function entryOf(dir: string, name: string): string {
  return dir.endsWith(sep) ? `${dir}${name}` : `${dir}${sep}${name}`;
}

function quietRealpath(path: string): string | null {
  try {
    return realpathSync.native(path);
  } catch {
    return null;
  }
}

/**
 * Where `path` really leads, from an absolute (possibly unnormalised) path: the real path of the
 * longest existing prefix, the missing rest appended. Fails on a symlink loop or too many hops: the
 * caller must deny then, never guess. Missing files are the common case (a file about to be written),
 * so the lookups avoid exceptions.
 */
export function physicalPath(path: string, cache?: RealDirectories): Physical {
  try {
    return physicalPathOf(path, cache);
  } catch (error) {
    if (error instanceof UnjudgeablePath) return { ok: false, error: error.message };
    throw error;
  }
}

function physicalPathOf(path: string, cache: RealDirectories | undefined): Physical {
  if (path.includes("//")) return walk(path);
  if (DOT_SEGMENT.test(path)) return walkAfterPrefix(path, cache);
  const stats = quietLstat(path);
  if (stats !== undefined && !stats.isSymbolicLink()) {
    // Not a link itself: it lands wherever its directory really is.
    const parent = dirname(path);
    const realParent = parent === path ? parent : realDirectoryOf(parent, cache);
    if (realParent === null) return walk(path);
    return {
      ok: true,
      value: {
        path: parent === path ? path : entryOf(realParent, basename(path)),
        directory: stats.isDirectory(),
      },
    };
  }
  let existing = path;
  if (stats === undefined)
    while (quietLstat(existing) === undefined) {
      const parent = dirname(existing);
      if (parent === existing) return { ok: true, value: { path, directory: false } };
      existing = parent;
    }
  const real = existing === path ? realDirectoryOf(existing, undefined) : realDirectoryOf(existing, cache);
  // A dangling link, a loop or an unreadable directory: the careful walk says which.
  if (real === null) return walk(path);
  if (existing !== path)
    return { ok: true, value: { path: join(real, path.slice(existing.length + 1)), directory: false } };
  return { ok: true, value: { path: real, directory: isDirectory(real) } };
}

function isDirectory(path: string): boolean {
  try {
    return statSync(path, { throwIfNoEntry: false })?.isDirectory() ?? false;
  } catch {
    return false;
  }
}

/** Linux's limit on a path looked up whole, terminating NUL included. */
const PATH_MAX = 4096;

/** Lookup failures that keep the program out too: nothing there, or a directory it may not search. */
const ABSENT = new Set<string | undefined>(["ENOENT", "ENOTDIR", "EACCES"]);

/** A path whose lookup failed otherwise: where it leads is unknown, so it is denied. */
class UnjudgeablePath extends Error {}

/**
 * lstat that answers undefined for anything missing or unreachable (ENOENT, ENOTDIR, EACCES) and
 * throws UnjudgeablePath for any other failure. ENAMETOOLONG above all: a path past PATH_MAX cannot
 * be looked up whole, yet a program reaches it from a directory near it (`cd deep/… && cat link/x`)
 * and follows the links in it; taken as missing, its links would go unfollowed and the rest be judged
 * as written.
 */
function quietLstat(path: string): Stats | undefined {
  try {
    return lstatSync(path, { throwIfNoEntry: false });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (ABSENT.has(code)) return undefined;
    // One name over NAME_MAX (255 bytes) in a path under PATH_MAX: no program reaches it either.
    if (code === "ENAMETOOLONG" && Buffer.byteLength(path) < PATH_MAX) return undefined;
    throw new UnjudgeablePath(
      `${shortened(path)} (${String(path.length)} characters) could not be looked up (${String(code)})` +
        (code === "ENAMETOOLONG" ? "; name it from a directory closer to it, by a shorter path" : ""),
    );
  }
}

/** A path short enough for a message: its start and its end. */
const shortened = (path: string) => (path.length <= 120 ? path : `${path.slice(0, 40)}…${path.slice(-60)}`);

/**
 * A path with `.` or `..` segments: the part before the first one is resolved as any other path is
 * (a lookup or two, remembered for the decision), and the rest walked from that real directory — a
 * real path holds no links, so a `..` right after it is its parent.
 */
function walkAfterPrefix(path: string, cache: RealDirectories | undefined): Physical {
  const parts = path.split("/");
  const at = parts.findIndex((part) => part === "." || part === "..");
  if (at <= 1) return walk(path);
  const real = physicalPath(parts.slice(0, at).join("/"), cache);
  if (!real.ok || !real.value.directory) return walk(path);
  return walk(parts.slice(at).join("/"), real.value.path, path);
}

/**
 * Component by component from `start` (a real directory), following links as it goes, so `..` after
 * a link climbs from its target. `shown` is the path as the caller gave it, for messages.
 */
function walk(path: string, start = "/", shown = path): Physical {
  const pending = path.split("/").filter((part) => part !== "");
  let current = start;
  let hops = 0;
  let missing = false;
  while (pending.length > 0) {
    const part = pending.shift() ?? "";
    if (part === ".") continue;
    if (part === "..") {
      current = dirname(current);
      continue;
    }
    const next = join(current, part);
    const stats: Stats | undefined = missing ? undefined : quietLstat(next);
    if (stats === undefined || !stats.isSymbolicLink()) {
      missing ||= stats === undefined;
      current = next;
      continue;
    }
    hops += 1;
    if (hops > MAX_LINK_HOPS)
      return { ok: false, error: `${shown} goes through more than ${String(MAX_LINK_HOPS)} symbolic links` };
    let target: string;
    try {
      target = readlinkSync(next);
    } catch {
      return { ok: false, error: `the symbolic link ${next} could not be read` };
    }
    pending.unshift(...target.split("/").filter((p) => p !== ""));
    if (target.startsWith("/")) current = "/";
  }
  return { ok: true, value: { path: current, directory: !missing && isDirectory(current) } };
}

/** `path` shown relative to the workspace when inside it, absolute otherwise. */
export function displayPath(path: string, workspaceRoot: string): string {
  if (path === workspaceRoot) return ".";
  return isInside(workspaceRoot, path)
    ? path.slice(workspaceRoot.length + (workspaceRoot === sep ? 0 : 1))
    : path;
}

/** The real path of a directory that should exist (the workspace, home), or the path itself. */
export function realDirectory(path: string): string {
  try {
    return realpathSync.native(path);
  } catch {
    return resolve(path);
  }
}
