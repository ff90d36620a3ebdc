import { createRequire as __stewardCreateRequire } from 'node:module'; const require = __stewardCreateRequire(import.meta.url);
import {
  pinSearchRoot
} from "./chunk-VBGGWAQS.js";
import {
  errorCode,
  refusalMessage
} from "./chunk-FGIT2B7C.js";
import {
  isRefusal,
  judgeFor
} from "./chunk-OWFUW3XC.js";

// src/tools/search/mtime-order.ts
import { statSync } from "node:fs";
var SLICE_MS = 8;
var yieldToEventLoop = () => new Promise((resolve) => setImmediate(resolve));
async function newestFirst(items, pathOf, signal) {
  const keyed = new Array(items.length);
  let sliceStart = performance.now();
  for (let i = 0; i < items.length; i++) {
    const item = items[i];
    const path = pathOf(item);
    let mtime = 0;
    try {
      mtime = statSync(path, { throwIfNoEntry: false })?.mtimeMs ?? 0;
    } catch {
    }
    keyed[i] = { item, path, mtime };
    if (performance.now() - sliceStart > SLICE_MS) {
      await yieldToEventLoop();
      signal.throwIfAborted();
      sliceStart = performance.now();
    }
  }
  keyed.sort((a, b) => b.mtime - a.mtime || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return keyed.map((k) => k.item);
}

// src/tools/search/search-root.ts
function judgedSearchRoot(path, ctx, tool) {
  let root;
  try {
    root = pinSearchRoot(path, judgeFor(ctx, "read", tool));
  } catch (error) {
    const code = errorCode(error);
    if (code === "ENOENT" || code === "ENOTDIR") return "missing";
    throw new Error(`Cannot search ${path}: ${code ?? String(error)}.`, { cause: error });
  }
  if (isRefusal(root)) throw new Error(refusalMessage(root, path, "read"));
  return root;
}

export {
  newestFirst,
  judgedSearchRoot
};
