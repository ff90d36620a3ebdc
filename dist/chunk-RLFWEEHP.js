import { createRequire as __stewardCreateRequire } from 'node:module'; const require = __stewardCreateRequire(import.meta.url);

// src/cli/output-dir.ts
import { realpathSync } from "node:fs";
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
var KERNEL_PLACE = /^\/(?:dev|proc|sys)(?:\/|$)/;
var FALLBACK = "/tmp";
function refusedByPolicy(dir) {
  let real = dir;
  try {
    real = realpathSync.native(dir);
  } catch {
  }
  return KERNEL_PLACE.test(real);
}
async function makeOutputDir(prefix, note) {
  const temp = tmpdir();
  if (!refusedByPolicy(temp)) return mkdtemp(join(temp, prefix));
  if (refusedByPolicy(FALLBACK))
    throw new Error(
      `TMPDIR (${temp}) and ${FALLBACK} are both under /dev, /proc or /sys, where the policy refuses every path, so the agent could not read its saved tool outputs; set TMPDIR to a directory elsewhere`
    );
  note(
    `TMPDIR (${temp}) is under /dev, /proc or /sys, where the policy refuses every path; saved tool outputs go to ${FALLBACK} instead`
  );
  return mkdtemp(join(FALLBACK, prefix));
}

export {
  makeOutputDir
};
