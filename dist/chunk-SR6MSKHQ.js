import { createRequire as __stewardCreateRequire } from 'node:module'; const require = __stewardCreateRequire(import.meta.url);

// src/tools/bash/limits.ts
var DEFAULT_TIMEOUT_MS = 12e4;
var MAX_TIMEOUT_MS = 6e5;
var MAX_COMMAND_BYTES = 1e5;

export {
  DEFAULT_TIMEOUT_MS,
  MAX_TIMEOUT_MS,
  MAX_COMMAND_BYTES
};
