#!/usr/bin/env node
// The `steward` command's entry. It turns on Node's compile cache first (src/cli/compile-cache.ts),
// then loads the command: a module's static imports are compiled before any of its code runs, so
// only what is loaded after the cache is on can come from it.
import { enableCompileCache } from "./cli/compile-cache";

enableCompileCache(process.env);
await import("./cli/process");
