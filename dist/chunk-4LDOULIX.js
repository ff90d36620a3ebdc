import { createRequire as __stewardCreateRequire } from 'node:module'; const require = __stewardCreateRequire(import.meta.url);

// src/policy/lookup.ts
function lookupTable(entries) {
  return Object.freeze(Object.assign(/* @__PURE__ */ Object.create(null), entries));
}

// src/policy/glob-pattern.ts
var POSIX_CLASSES = lookupTable({
  alnum: "a-zA-Z0-9",
  alpha: "a-zA-Z",
  blank: " \\t",
  cntrl: "\\x00-\\x1f\\x7f",
  digit: "0-9",
  graph: "\\x21-\\x7e",
  lower: "a-z",
  print: "\\x20-\\x7e",
  punct: "!-\\/:-@\\[-`{-~",
  space: " \\t\\n\\r\\f\\v",
  upper: "A-Z",
  word: "a-zA-Z0-9_",
  xdigit: "0-9a-fA-F"
});
var escapeRegex = (c) => c.replace(/[\\^$.*+?()[\]{}|/-]/g, "\\$&");
var isAscii = (c) => c.charCodeAt(0) < 128;
var isDigit = (c) => c >= "0" && c <= "9";
var isLower = (c) => c >= "a" && c <= "z";
var isUpper = (c) => c >= "A" && c <= "Z";
var Refusal = class extends Error {
  constructor(reason) {
    super(reason);
    this.reason = reason;
  }
  reason;
};
var refuse = (reason) => {
  throw new Refusal(reason);
};
function range(first, last, segment) {
  if (first > last) return { may: "", sure: "" };
  const span = `${escapeRegex(first)}-${escapeRegex(last)}`;
  if (isDigit(first) && isDigit(last)) return { may: span, sure: span };
  if (isLower(first) && isLower(last) || isUpper(first) && isUpper(last)) {
    const other = isLower(first) ? first.toUpperCase() : first.toLowerCase();
    const otherLast = isLower(last) ? last.toUpperCase() : last.toLowerCase();
    return { may: `${span}${other}-${otherLast}`, sure: span };
  }
  return refuse(
    `the range [${first}-${last}] in ${segment} spans kinds of characters, which bash orders differently by locale; list the characters`
  );
}
function bracketClass(segment, at) {
  const kind = segment[at + 1];
  if (kind === "=" || kind === ".")
    refuse(
      `${segment} holds an equivalence class or collating symbol ([${kind}…${kind}]), whose matches depend on the locale; list the characters`
    );
  const close = segment.indexOf(":]", at + 2);
  const name = close === -1 ? void 0 : segment.slice(at + 2, close);
  const body = name === void 0 ? void 0 : POSIX_CLASSES[name];
  if (body === void 0)
    return refuse(
      `${segment} holds a character class this analysis does not know; use [:alpha:], [:digit:] and the like`
    );
  return { body, end: close + 2 };
}
function bracket(segment, start) {
  let i = start + 1;
  const negate = segment[i] === "!" || segment[i] === "^";
  if (negate) i++;
  let may = "";
  let sure = "";
  let first = true;
  while (i < segment.length) {
    let c = segment[i];
    if (c === "]" && !first) {
      if (may === "" && sure === "") return { ascii: negate ? "[^/]" : "(?!)", end: i };
      if (negate) return { ascii: sure === "" ? "[^/]" : `[^/${sure}]`, end: i };
      return { ascii: may === "" ? "(?!)" : `[${may}]`, end: i };
    }
    first = false;
    if (c === "[" && ":=.".includes(segment[i + 1] ?? "")) {
      const cls = bracketClass(segment, i);
      may += cls.body;
      sure += cls.body;
      i = cls.end;
      continue;
    }
    if (c === "\\") {
      i++;
      if (i >= segment.length) refuse(`${segment} ends inside a bracket expression with a backslash`);
      c = segment[i];
    }
    if (!isAscii(c))
      refuse(
        `${segment} has a non-ASCII character in a bracket expression, which matches differently by locale`
      );
    if (segment[i + 1] === "-" && segment[i + 2] !== void 0 && segment[i + 2] !== "]") {
      let last = segment[i + 2];
      let end = i + 2;
      if (last === "[" && ":=.".includes(segment[i + 3] ?? ""))
        refuse(`${segment} ends a range with a class, which bash reads differently by version`);
      if (last === "\\") {
        end++;
        last = segment[end] ?? refuse(`${segment} ends inside a bracket expression with a backslash`);
      }
      if (!isAscii(last))
        refuse(
          `${segment} has a non-ASCII character in a bracket expression, which matches differently by locale`
        );
      const sets = range(c, last, segment);
      may += sets.may;
      sure += sets.sure;
      i = end + 1;
      continue;
    }
    may += escapeRegex(c);
    sure += escapeRegex(c);
    i++;
  }
  return null;
}
function compileSegment(segment) {
  let ascii = "";
  let relaxed = "";
  let wild = false;
  try {
    for (let i = 0; i < segment.length; i++) {
      const c = segment[i];
      if (c === "\\") {
        if (i + 1 >= segment.length) refuse(`${segment} ends with a backslash`);
        const literal = escapeRegex(segment[++i]);
        ascii += literal;
        relaxed += literal;
      } else if (c === "*") {
        ascii += "[^/]*";
        relaxed += "[^/]*";
        wild = true;
      } else if (c === "?") {
        ascii += "[^/]";
        relaxed += "[^/]*";
        wild = true;
      } else if (c === "[") {
        const cls = bracket(segment, i);
        if (cls === null) {
          ascii += "\\[";
          relaxed += "\\[";
        } else {
          ascii += cls.ascii;
          relaxed += "[^/]*";
          i = cls.end;
          wild = true;
        }
      } else {
        ascii += escapeRegex(c);
        relaxed += escapeRegex(c);
      }
    }
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, error: error.reason };
    throw error;
  }
  if (!wild) return { ok: true, value: null };
  let compiled;
  const relaxedRegex = () => compiled ??= new RegExp(`^${relaxed}$`, "s");
  return { ok: true, value: { ascii: new RegExp(`^${ascii}$`, "s"), relaxed: relaxedRegex } };
}
var ASCII_ONLY = /^[\x00-\x7f]*$/;
function segmentMatches(matcher, name) {
  return ASCII_ONLY.test(name) ? matcher.ascii.test(name) : matcher.relaxed().test(name);
}
var unescapeSegment = (segment) => segment.replace(/\\(.)/gs, "$1");
var escapeLiteral = (path) => path.replace(/[\\*?[]/g, "\\$&");

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
  if (path.includes("//")) return walk(path);
  if (DOT_SEGMENT.test(path)) return walkAfterPrefix(path, cache);
  const stats = quietLstat(path);
  if (stats !== void 0 && !stats.isSymbolicLink()) {
    const parent = dirname(path);
    const realParent = parent === path ? parent : realDirectoryOf(parent, cache);
    if (realParent === null) return walk(path);
    return {
      ok: true,
      value: {
        path: parent === path ? path : entryOf(realParent, basename(path)),
        directory: stats.isDirectory()
      }
    };
  }
  let existing = path;
  if (stats === void 0)
    while (quietLstat(existing) === void 0) {
      const parent = dirname(existing);
      if (parent === existing) return { ok: true, value: { path, directory: false } };
      existing = parent;
    }
  const real = existing === path ? realDirectoryOf(existing, void 0) : realDirectoryOf(existing, cache);
  if (real === null) return walk(path);
  if (existing !== path)
    return { ok: true, value: { path: join(real, path.slice(existing.length + 1)), directory: false } };
  return { ok: true, value: { path: real, directory: isDirectory(real) } };
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
function walkAfterPrefix(path, cache) {
  const parts = path.split("/");
  const at = parts.findIndex((part) => part === "." || part === "..");
  if (at <= 1) return walk(path);
  const real = physicalPath(parts.slice(0, at).join("/"), cache);
  if (!real.ok || !real.value.directory) return walk(path);
  return walk(parts.slice(at).join("/"), real.value.path, path);
}
function walk(path, start = "/", shown = path) {
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
    const stats = missing ? void 0 : quietLstat(next);
    if (stats === void 0 || !stats.isSymbolicLink()) {
      missing ||= stats === void 0;
      current = next;
      continue;
    }
    hops += 1;
    if (hops > MAX_LINK_HOPS)
      return { ok: false, error: `${shown} goes through more than ${String(MAX_LINK_HOPS)} symbolic links` };
    let target;
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

export {
  lookupTable,
  compileSegment,
  segmentMatches,
  unescapeSegment,
  escapeLiteral,
  absolutePath,
  writtenPath,
  isInside,
  DOT_SEGMENT,
  newRealDirectories,
  physicalPath,
  displayPath,
  realDirectory
};
