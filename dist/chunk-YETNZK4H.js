import { createRequire as __stewardCreateRequire } from 'node:module'; const require = __stewardCreateRequire(import.meta.url);

// src/tools/bash/output-limit.ts
import { stat } from "node:fs/promises";
var DEFAULT_MAX_OUTPUT_BYTES = 256 * 1024 * 1024;
var CHECK_INTERVAL_MS = 100;
function watchOutputSize(path, maxBytes, onExceeded) {
  let stopped = false;
  let checking = false;
  const timer = setInterval(() => {
    if (checking || stopped) return;
    checking = true;
    stat(path).then((info) => {
      if (!stopped && info.size > maxBytes) {
        stopped = true;
        clearInterval(timer);
        onExceeded();
      }
    }).catch(() => void 0).finally(() => {
      checking = false;
    });
  }, CHECK_INTERVAL_MS);
  timer.unref();
  return () => {
    stopped = true;
    clearInterval(timer);
  };
}

export {
  DEFAULT_MAX_OUTPUT_BYTES,
  watchOutputSize
};
