// The machine this runs on may be shared. These read /proc/stat to say how busy all CPUs were over an
// interval, so a run can wait for a quiet moment and report how busy the machine was while it ran.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";

/** Cumulative CPU jiffies: [busy, total]. */
export function cpuTimes() {
  const fields = readFileSync("/proc/stat", "utf8").split("\n")[0].trim().split(/\s+/).slice(1).map(Number);
  const total = fields.reduce((a, b) => a + b, 0);
  const idle = fields[3] + (fields[4] ?? 0); // idle + iowait
  return [total - idle, total];
}

/** Fraction of all CPU time that was busy between two cpuTimes() readings. */
export function busyBetween(before, after) {
  const total = after[1] - before[1];
  return total <= 0 ? 0 : (after[0] - before[0]) / total;
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits until the machine has been at most `maxBusy` busy for two consecutive windows (of a second by
 * default), or `maxWaitMs` has passed. Returns the busy fraction of the last window and how long it
 * waited.
 */
export async function waitForQuiet(maxBusy, maxWaitMs, windowMs = 1000) {
  const started = Date.now();
  let quiet = 0;
  let busy = 1;
  while (Date.now() - started < maxWaitMs) {
    const before = cpuTimes();
    await sleep(windowMs);
    busy = busyBetween(before, cpuTimes());
    quiet = busy <= maxBusy ? quiet + 1 : 0;
    if (quiet >= 2) break;
  }
  return { busy, waitedMs: Date.now() - started };
}

/**
 * Runs a bare `node -e 0` and waits for it to exit. On this kind of VM the first process started after
 * a heavy one (Claude Code, a 200 MB binary) launches slower, even after a quiet wait: measured, steward
 * started 26 ms slower right after Claude Code than right after a bare node, and equally fast (130 ms
 * against 130 ms) when one bare node ran in between. Running this throw-away process before every
 * measured launch gives every subject the same predecessor, whatever the order of the subjects.
 */
export function resetPredecessor() {
  spawnSync(process.execPath, ["-e", "0"], { stdio: "ignore" });
}
