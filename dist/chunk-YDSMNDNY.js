import { createRequire as __stewardCreateRequire } from 'node:module'; const require = __stewardCreateRequire(import.meta.url);
import {
  resolveToolPath
} from "./chunk-QNSHWLQ4.js";

// src/tools/search/grep-root.ts
var NO_PATH = /* @__PURE__ */ new Set(["", "undefined", "null"]);
function grepRoot(input, ctx) {
  const path = input.path?.trim();
  return resolveToolPath(path === void 0 || NO_PATH.has(path) ? "." : path, ctx);
}

export {
  grepRoot
};
