import { createRequire as __stewardCreateRequire } from 'node:module'; const require = __stewardCreateRequire(import.meta.url);
import {
  require_scan
} from "./chunk-VH6JOTDZ.js";
import {
  resolveToolPath
} from "./chunk-QNSHWLQ4.js";
import {
  __toESM
} from "./chunk-SXXHESJR.js";

// src/tools/search/glob-pattern.ts
var import_scan = __toESM(require_scan(), 1);
function isDynamicPattern(segment) {
  const scanned = (0, import_scan.default)(segment);
  return scanned.isGlob || scanned.negated;
}
function planGlob(pattern) {
  if (pattern.trim() === "") return { ok: false, error: 'pattern is empty; give a glob such as "**/*.ts".' };
  if (pattern.includes("\0")) return { ok: false, error: "pattern contains a NUL character." };
  const absolute = pattern.startsWith("/");
  const segments = pattern.split("/").filter((s) => s !== "" && s !== ".");
  let fixed = 0;
  while (fixed < segments.length - 1) {
    const segment = segments[fixed];
    if (segment.includes("\\") || isDynamicPattern(segment)) break;
    fixed++;
  }
  const rest = segments.slice(fixed);
  if (rest.includes(".."))
    return {
      ok: false,
      error: `pattern "${pattern}" climbs out with ".." after a wildcard. Put the directory in path instead (e.g. path: "../other", pattern: "**/*.ts").`
    };
  if (rest.length === 0)
    return {
      ok: false,
      error: `pattern "${pattern}" names no files; end it with a file name or a wildcard such as "*".`
    };
  const base = segments.slice(0, fixed).join("/");
  return {
    ok: true,
    value: { base: absolute ? `/${base}` : base === "" ? "." : base, pattern: rest.join("/") }
  };
}

// src/tools/search/glob-root.ts
var NO_PATH = /* @__PURE__ */ new Set(["", "undefined", "null"]);
function globSearchDir(input, ctx) {
  const path = input.path?.trim();
  return resolveToolPath(path === void 0 || NO_PATH.has(path) ? "." : path, ctx);
}
function globRoot(input, ctx) {
  const planned = planGlob(input.pattern);
  if (!planned.ok) return planned;
  const plan = planned.value;
  return {
    ok: true,
    value: { root: resolveToolPath(plan.base, { cwd: globSearchDir(input, ctx), env: ctx.env }), plan }
  };
}

export {
  globSearchDir,
  globRoot
};
