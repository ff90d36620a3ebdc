// The full output goes to disk, so a runaway command (`yes`, a log loop) would fill the runner's disk
// long before any timeout. A watcher checks the file's size now and then and reports when it passes the
// limit; the caller stops the command. Checks are periodic, so the file can overshoot by what the
// command writes in one interval plus the grace period (measured: `yes` writes ~1.5 GB/s to a local
// disk, so ~150 MB per interval in the worst case).
import { stat } from "node:fs/promises";

/** Output beyond this stops the command: far more than anyone reads, far less than a runner's disk. */
export const DEFAULT_MAX_OUTPUT_BYTES = 256 * 1024 * 1024;
const CHECK_INTERVAL_MS = 100;

/** Calls onExceeded once when the file grows past maxBytes; returns a function that stops watching. */
export function watchOutputSize(path: string, maxBytes: number, onExceeded: () => void): () => void {
  let stopped = false;
  let checking = false;
  const timer = setInterval(() => {
    if (checking || stopped) return;
    checking = true;
    stat(path)
      .then((info) => {
        if (!stopped && info.size > maxBytes) {
          stopped = true;
          clearInterval(timer);
          onExceeded();
        }
      })
      .catch(() => undefined)
      .finally(() => {
        checking = false;
      });
  }, CHECK_INTERVAL_MS);
  timer.unref();
  return () => {
    stopped = true;
    clearInterval(timer);
  };
}
