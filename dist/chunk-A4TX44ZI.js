import { createRequire as __stewardCreateRequire } from 'node:module'; const require = __stewardCreateRequire(import.meta.url);

// src/version.ts
var VERSION = "0.1.0";

export {
  VERSION
};
