import { createRequire as __stewardCreateRequire } from 'node:module'; const require = __stewardCreateRequire(import.meta.url);
import {
  watchOutputSize
} from "./chunk-YETNZK4H.js";
import {
  DEFAULT_GRACE_MS,
  ProcessGroup
} from "./chunk-NGRDGXTY.js";
import {
  createOutputFile,
  readOutputSlice
} from "./chunk-NYG7QIXA.js";
import "./chunk-SXXHESJR.js";

// src/tools/hooks/run-hook.ts
import { open, rm, writeFile } from "node:fs/promises";
var MAX_HOOK_OUTPUT_BYTES = 1024 * 1024;
var MAX_HOOK_CHARS = 3e4;
async function readBack(path) {
  const slice = await readOutputSlice(path, { maxChars: MAX_HOOK_CHARS }).catch(() => void 0);
  if (slice === void 0) return "";
  return slice.truncated ? `${slice.head}
… (output cut) …
${slice.tail}` : slice.text;
}
async function runHookProcess(options) {
  if (options.signal.aborted)
    return { exitCode: null, stdout: "", stderr: "", timedOut: false, error: "the run is stopping" };
  const stdinPath = await createOutputFile(options.outputDir, "hooks", "stdin");
  const stdoutPath = stdinPath.replace(/\.log$/, ".out");
  const stderrPath = stdinPath.replace(/\.log$/, ".err");
  const discard = () => Promise.all([stdinPath, stdoutPath, stderrPath].map((p) => rm(p, { force: true })));
  await writeFile(stdinPath, options.input, { mode: 384 });
  const files = await Promise.all([open(stdinPath, "r"), open(stdoutPath, "w"), open(stderrPath, "w")]);
  const [input, stdout, stderr] = files;
  let group;
  try {
    group = await ProcessGroup.start({
      script: options.command,
      cwd: options.cwd,
      env: options.env,
      inputFd: input.fd,
      outputFd: stdout.fd,
      errorFd: stderr.fd,
      launcher: options.launcher,
      ...options.overlays === void 0 ? {} : { overlays: options.overlays }
    });
  } catch (error) {
    await discard();
    return {
      exitCode: null,
      stdout: "",
      stderr: "",
      timedOut: false,
      error: error instanceof Error ? error.message : String(error)
    };
  } finally {
    await Promise.all(files.map((f) => f.close().catch(() => void 0)));
  }
  const graceMs = options.graceMs ?? DEFAULT_GRACE_MS;
  let stopped;
  let stopping;
  const stop = (why) => {
    if (stopped !== void 0) return;
    stopped = why;
    stopping = group.stop(graceMs);
  };
  const timer = setTimeout(() => stop("timeout"), options.timeoutMs);
  const onAbort = () => stop("abort");
  options.signal.addEventListener("abort", onAbort, { once: true });
  if (options.signal.aborted) onAbort();
  const unwatch = [stdoutPath, stderrPath].map(
    (path) => watchOutputSize(path, MAX_HOOK_OUTPUT_BYTES, () => stop("output"))
  );
  try {
    const exit = await group.exited;
    await (stopping ?? group.sweep(graceMs));
    const [out, err] = await Promise.all([readBack(stdoutPath), readBack(stderrPath)]);
    if (stopped === "abort")
      return { exitCode: null, stdout: out, stderr: err, timedOut: false, error: "the run is stopping" };
    if (stopped === "output")
      return {
        exitCode: null,
        stdout: out,
        stderr: err,
        timedOut: false,
        error: `it printed more than ${String(MAX_HOOK_OUTPUT_BYTES)} bytes and was stopped`
      };
    return { exitCode: exit.exitCode, stdout: out, stderr: err, timedOut: stopped === "timeout" };
  } finally {
    clearTimeout(timer);
    options.signal.removeEventListener("abort", onAbort);
    for (const stopWatching of unwatch) stopWatching();
    await discard();
  }
}
export {
  runHookProcess
};
