#!/usr/bin/env node
// The `steward` command's entry. It turns on Node's compile cache first (src/cli/compile-cache.ts),
// then loads the command: a module's static imports are compiled before any of its code runs, so
// only what is loaded after the cache is on can come from it.
import { enableCompileCache } from "./cli/compile-cache";

enableCompileCache(process.env);
// Not awaited at the top level: a module with top-level await is evaluated asynchronously, which cost
// ~16 M instructions on the way to the first model request (Node 20, callgrind).
import("./cli/process").catch((error: unknown) => {
  process.stderr.write(`steward: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
