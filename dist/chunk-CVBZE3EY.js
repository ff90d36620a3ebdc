import { createRequire as __stewardCreateRequire } from 'node:module'; const require = __stewardCreateRequire(import.meta.url);

// src/policy/paths.ts
import { lstatSync, readlinkSync, realpathSync, statSync } from "node:fs";
import { basename, dirname, isAbsolute, join, resolve, sep } from "node:path";
var MAX_LINK_HOPS = 40;
function absolutePath(path, cwd, home) {
  let expanded = path;
  if (path === "~" || path.startsWith("~/")) expanded = home + path.slice(1);
  return isAbsolute(expanded) ? resolve(expanded) : resolve(cwd, expanded);
}
function writtenPath(path, cwd, home) {
  if (path === "~" || path.startsWith("~/")) return home + path.slice(1);
  return isAbsolute(path) ? path : `${cwd}/${path}`;
}
function isInside(root, path) {
  if (path === root || root === sep) return path.startsWith(sep);
  return path.startsWith(root) && path.charAt(root.length) === sep;
}
var DOT_SEGMENT = /(^|\/)\.\.?(\/|$)/;
var newRealDirectories = () => ({ real: /* @__PURE__ */ new Map(), asked: /* @__PURE__ */ new Set() });
function realDirectoryOf(dir, cache) {
  if (cache === void 0) return quietRealpath(dir);
  const known = cache.real.get(dir);
  if (known !== void 0) return known;
  const real = realInParent(dir, cache);
  cache.real.set(dir, real);
  return real;
}
function realInParent(dir, cache) {
  const parent = dirname(dir);
  if (parent === dir) return quietRealpath(dir);
  if (!cache.real.has(parent) && !cache.asked.has(parent)) {
    cache.asked.add(parent);
    return quietRealpath(dir);
  }
  const realParent = realDirectoryOf(parent, cache);
  if (realParent === null) return quietRealpath(dir);
  const stats = quietLstat(dir);
  if (stats === void 0 || stats.isSymbolicLink()) return quietRealpath(dir);
  return entryOf(realParent, basename(dir));
}
function entryOf(dir, name) {
  return dir.endsWith(sep) ? `${dir}${name}` : `${dir}${sep}${name}`;
}
function quietRealpath(path) {
  try {
    return realpathSync.native(path);
  } catch {
    return null;
  }
}
function physicalPath(path, cache) {
  if (DOT_SEGMENT.test(path) || path.includes("//")) return walk(path);
  const stats = quietLstat(path);
  if (stats !== void 0 && !stats.isSymbolicLink()) {
    const parent = dirname(path);
    const realParent = parent === path ? parent : realDirectoryOf(parent, cache);
    if (realParent === null) return walk(path);
    return {
      ok: true,
      path: parent === path ? path : entryOf(realParent, basename(path)),
      directory: stats.isDirectory()
    };
  }
  let existing = path;
  if (stats === void 0)
    while (quietLstat(existing) === void 0) {
      const parent = dirname(existing);
      if (parent === existing) return { ok: true, path, directory: false };
      existing = parent;
    }
  const real = existing === path ? realDirectoryOf(existing, void 0) : realDirectoryOf(existing, cache);
  if (real === null) return walk(path);
  if (existing !== path)
    return { ok: true, path: join(real, path.slice(existing.length + 1)), directory: false };
  return { ok: true, path: real, directory: isDirectory(real) };
}
function isDirectory(path) {
  try {
    return statSync(path, { throwIfNoEntry: false })?.isDirectory() ?? false;
  } catch {
    return false;
  }
}
function quietLstat(path) {
  try {
    return lstatSync(path, { throwIfNoEntry: false });
  } catch {
    return void 0;
  }
}
function walk(path) {
  const pending = path.split("/").filter((part) => part !== "");
  let current = "/";
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
    const stats = missing ? void 0 : quietLstat(next);
    if (stats === void 0 || !stats.isSymbolicLink()) {
      missing ||= stats === void 0;
      current = next;
      continue;
    }
    hops += 1;
    if (hops > MAX_LINK_HOPS)
      return { ok: false, reason: `${path} goes through more than ${String(MAX_LINK_HOPS)} symbolic links` };
    let target;
    try {
      target = readlinkSync(next);
    } catch {
      return { ok: false, reason: `the symbolic link ${next} could not be read` };
    }
    pending.unshift(...target.split("/").filter((p) => p !== ""));
    if (target.startsWith("/")) current = "/";
  }
  return { ok: true, path: current, directory: !missing && isDirectory(current) };
}
function displayPath(path, workspaceRoot) {
  if (path === workspaceRoot) return ".";
  return isInside(workspaceRoot, path) ? path.slice(workspaceRoot.length + (workspaceRoot === sep ? 0 : 1)) : path;
}
function realDirectory(path) {
  try {
    return realpathSync.native(path);
  } catch {
    return resolve(path);
  }
}

// src/policy/lookup.ts
function lookupTable(entries) {
  return Object.freeze(Object.assign(/* @__PURE__ */ Object.create(null), entries));
}

export {
  absolutePath,
  writtenPath,
  isInside,
  DOT_SEGMENT,
  newRealDirectories,
  physicalPath,
  displayPath,
  realDirectory,
  lookupTable
};
