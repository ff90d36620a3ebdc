import { createRequire as __stewardCreateRequire } from 'node:module'; const require = __stewardCreateRequire(import.meta.url);
import {
  enableCompileCache
} from "./chunk-UKFU3NMV.js";
import "./chunk-SXXHESJR.js";

// src/index.ts
enableCompileCache(process.env, "action");
var { run } = await import("./chunk-QNTSM4JM.js");
void run().then(() => {
  setImmediate(() => process.exit());
});
