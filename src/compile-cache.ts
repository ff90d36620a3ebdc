// V8's compile cache for steward's own modules. Parsing and compiling the ~1 MB of JavaScript on the
// path to the first model request is about half of the instructions spent until then (callgrind);
// with the cache, a later launch reads compiled code instead. `module.enableCompileCache` exists from
// Node 22.1 (the action runs on node24); on Node 20 there is none and nothing changes.
//
// The cache lives in the user's own cache directory, not in Node's default (a shared directory under
// the system's temp dir, where another local user could plant entries first). The sandboxed shell
// cannot write there either: the home directory is read-only inside the sandbox, and XDG_CACHE_HOME
// points at the sandbox's own /tmp. NODE_DISABLE_COMPILE_CACHE=1 turns it off, as for any Node program.
import * as nodeModule from "node:module";
import { isAbsolute, join } from "node:path";

type Env = Readonly<Record<string, string | undefined>>;

/** `module.enableCompileCache`'s shape (absent before Node 22.1). */
export type EnableCompileCache = (directory?: string) => { status: number; message?: string };

/** `$XDG_CACHE_HOME/steward/compile-cache`, else `~/.cache/steward/compile-cache`; none without either. */
export function compileCacheDir(env: Env): string | undefined {
  const xdg = env["XDG_CACHE_HOME"]?.trim();
  if (xdg !== undefined && isAbsolute(xdg)) return join(xdg, "steward", "compile-cache");
  const home = env["HOME"]?.trim();
  if (home !== undefined && isAbsolute(home)) return join(home, ".cache", "steward", "compile-cache");
  return undefined;
}

/** `module.constants.compileCacheStatus`: FAILED 0, ENABLED 1, ALREADY_ENABLED 2, DISABLED 3. */
const STATUS_ENABLED = 1;
const STATUS_ALREADY_ENABLED = 2;

const nodeEnable = (nodeModule as { enableCompileCache?: EnableCompileCache }).enableCompileCache;

/**
 * Turns the cache on for the modules loaded from now on (so the entry calls it before importing the
 * rest). True when it is on. It never stops a run: an unwritable directory only means no cache.
 */
export function enableCompileCache(env: Env, entry: "cli" | "action"): boolean {
  return enableCompileCacheWith(env, nodeEnable, entry);
}

/**
 * enableCompileCache with Node's function handed in (absent before Node 22.1). Not for the action on
 * a GitHub-hosted runner: a fresh machine for every job, where the cache would never be read again,
 * and writing it costs ~10 % more instructions on the way to the first request (callgrind, node24).
 */
export function enableCompileCacheWith(
  env: Env,
  enable: EnableCompileCache | undefined,
  entry: "cli" | "action",
): boolean {
  if (entry === "action" && env["RUNNER_ENVIRONMENT"] === "github-hosted") return false;
  const dir = compileCacheDir(env);
  if (enable === undefined || dir === undefined) return false;
  try {
    const { status } = enable(dir);
    return status === STATUS_ENABLED || status === STATUS_ALREADY_ENABLED;
  } catch {
    return false;
  }
}
