// Node's compile cache (22.1 and later) for the `steward` command: the V8 code of its modules is kept
// on disk, so a later launch skips compiling them. Only the CLI: the action starts on a fresh runner
// each time, with nothing to reuse.
//
// What the cache holds is run as steward's own code, outside the sandbox, so it lives where only the
// user's own processes write: the user's cache directory (not the repository, not the shared temp
// dir Node would pick by default), made private, and not used when anyone else can write to it. Node
// checks each entry against the module's source (a checksum, which catches staleness, not forgery):
// whoever can write there can already rewrite steward's installed files. The sandbox keeps the home
// directory read-only for the agent's commands (docs/sandbox.md), so they cannot write there.
import * as nodeModule from "node:module";
import { lstatSync, mkdirSync } from "node:fs";
import { isAbsolute, join } from "node:path";

type Enable = (directory: string) => unknown;

/** `$XDG_CACHE_HOME/steward/compile-cache`, else `~/.cache/...`; undefined without either. */
export function compileCacheDirectory(env: NodeJS.ProcessEnv): string | undefined {
  const xdg = env["XDG_CACHE_HOME"];
  if (xdg !== undefined && isAbsolute(xdg)) return join(xdg, "steward", "compile-cache");
  const home = env["HOME"];
  if (home !== undefined && isAbsolute(home)) return join(home, ".cache", "steward", "compile-cache");
  return undefined;
}

/** Turns the cache on where Node has it, unless NODE_DISABLE_COMPILE_CACHE says not to. */
export function enableCompileCache(env: NodeJS.ProcessEnv): void {
  const enable = (nodeModule as { enableCompileCache?: Enable }).enableCompileCache;
  if (typeof enable !== "function" || env["NODE_DISABLE_COMPILE_CACHE"] !== undefined) return;
  const directory = compileCacheDirectory(env);
  if (directory === undefined || !isPrivateDirectory(directory)) return;
  try {
    enable(directory);
  } catch {
    // A cache that cannot be used only costs the compile it would have saved.
  }
}

/**
 * The directory exists (made if need be), is a directory of its own (not a link to one elsewhere),
 * belongs to this user, and nobody else can write to it.
 */
export function isPrivateDirectory(directory: string): boolean {
  try {
    mkdirSync(directory, { recursive: true, mode: 0o700 });
    const stats = lstatSync(directory);
    return stats.isDirectory() && stats.uid === process.getuid?.() && (stats.mode & 0o022) === 0;
  } catch {
    return false;
  }
}
