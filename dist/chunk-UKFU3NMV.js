import { createRequire as __stewardCreateRequire } from 'node:module'; const require = __stewardCreateRequire(import.meta.url);

// src/compile-cache.ts
import * as nodeModule from "node:module";
import { isAbsolute, join } from "node:path";
function compileCacheDir(env) {
  const xdg = env["XDG_CACHE_HOME"]?.trim();
  if (xdg !== void 0 && isAbsolute(xdg)) return join(xdg, "steward", "compile-cache");
  const home = env["HOME"]?.trim();
  if (home !== void 0 && isAbsolute(home)) return join(home, ".cache", "steward", "compile-cache");
  return void 0;
}
var STATUS_ENABLED = 1;
var STATUS_ALREADY_ENABLED = 2;
var nodeEnable = nodeModule.enableCompileCache;
function enableCompileCache2(env, entry) {
  return enableCompileCacheWith(env, nodeEnable, entry);
}
function enableCompileCacheWith(env, enable, entry) {
  if (entry === "action" && env["RUNNER_ENVIRONMENT"] === "github-hosted") return false;
  const dir = compileCacheDir(env);
  if (enable === void 0 || dir === void 0) return false;
  try {
    const { status } = enable(dir);
    return status === STATUS_ENABLED || status === STATUS_ALREADY_ENABLED;
  } catch {
    return false;
  }
}

export {
  enableCompileCache2 as enableCompileCache
};
