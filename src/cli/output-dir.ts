// The directory where a local run keeps what the agent reads back: oversized tool results and
// background shells' output. It must be a place the policy lets the agent read. The policy refuses
// every path under /dev (but /dev/null, /dev/stdout, /dev/stderr), /proc and /sys (docs/policy.md),
// and the sandbox mounts a fresh /dev, so a TMPDIR there (TMPDIR=/dev/shm, for a tmpfs) would put
// the saved outputs out of the agent's reach: /tmp stands in for it, with a note.
import { realpathSync } from "node:fs";
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

const KERNEL_PLACE = /^\/(?:dev|proc|sys)(?:\/|$)/;
const FALLBACK = "/tmp";

/** Whether `dir`, once its links are followed, lies where the policy refuses every path. */
function refusedByPolicy(dir: string): boolean {
  let real = dir;
  try {
    real = realpathSync.native(dir);
  } catch {
    // A missing directory: mkdtemp says so, naming it.
  }
  return KERNEL_PLACE.test(real);
}

/**
 * Makes a private (0700) directory named `prefix…` for one run, in the system's temporary directory
 * when the policy lets the agent read there, else in /tmp (`note` says so). Throws, naming TMPDIR,
 * when neither will do.
 */
export async function makeOutputDir(prefix: string, note: (line: string) => void): Promise<string> {
  const temp = tmpdir();
  if (!refusedByPolicy(temp)) return mkdtemp(join(temp, prefix));
  if (refusedByPolicy(FALLBACK))
    throw new Error(
      `TMPDIR (${temp}) and ${FALLBACK} are both under /dev, /proc or /sys, where the policy refuses every path, so the agent could not read its saved tool outputs; set TMPDIR to a directory elsewhere`,
    );
  note(
    `TMPDIR (${temp}) is under /dev, /proc or /sys, where the policy refuses every path; saved tool outputs go to ${FALLBACK} instead`,
  );
  return mkdtemp(join(FALLBACK, prefix));
}
