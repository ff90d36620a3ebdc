#!/usr/bin/env node
import { createRequire as __stewardCreateRequire } from 'node:module'; const require = __stewardCreateRequire(import.meta.url);
import {
  enableCompileCache
} from "./chunk-UKFU3NMV.js";
import "./chunk-SXXHESJR.js";

// src/cli.ts
enableCompileCache(process.env, "cli");
var { main } = await import("./chunk-DJIW2QTS.js");
var controller = new AbortController();
var stop = (signal) => {
  if (controller.signal.aborted) process.exit(signal === "SIGINT" ? 130 : 143);
  controller.abort(new Error(`received ${signal}`));
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
void main(process.argv.slice(2), {
  stdin: process.stdin,
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  env: process.env,
  cwd: process.cwd(),
  signal: controller.signal
}).then((code) => {
  process.exitCode = code;
  setImmediate(() => process.exit(code));
});
