import { createRequire as __stewardCreateRequire } from 'node:module'; const require = __stewardCreateRequire(import.meta.url);
import {
  DEFAULT_MAX_OUTPUT_BYTES,
  watchOutputSize
} from "./chunk-YETNZK4H.js";
import {
  DEFAULT_GRACE_MS,
  ProcessGroup
} from "./chunk-NGRDGXTY.js";
import {
  createOutputFile,
  formatCount,
  isInside,
  readOutputSlice,
  sliceText
} from "./chunk-NYG7QIXA.js";

// src/tools/bash/cwd-tracking.ts
import { access, readFile, rm } from "node:fs/promises";
function shellQuote(text) {
  return `'${text.replaceAll("'", `'\\''`)}'`;
}
function withCwdCapture(command, markerPath) {
  const record = `pwd -P >| ${shellQuote(markerPath)} 2>/dev/null`;
  return `trap ${shellQuote(record)} EXIT; ${command}`;
}
async function readFinalCwd(markerPath) {
  const text = await readFile(markerPath, "utf8").catch(() => "");
  await rm(markerPath, { force: true });
  const cwd = text.replace(/\n$/, "");
  return cwd.startsWith("/") && !cwd.includes("\n") ? cwd : void 0;
}
function nextCwd(finalCwd, startCwd, workspaceRoot) {
  if (finalCwd === void 0) return { cwd: startCwd };
  if (isInside(workspaceRoot, finalCwd)) return { cwd: finalCwd };
  return { cwd: workspaceRoot, resetFrom: finalCwd };
}
async function startingCwd(cwd, workspaceRoot) {
  try {
    await access(cwd);
    return { cwd };
  } catch {
    return { cwd: workspaceRoot, missing: cwd };
  }
}

// src/tools/bash/run-command.ts
import { open, rm as rm2, writeFile } from "node:fs/promises";
var OUTPUT_BUDGET_CHARS = 29e3;
var trimTrailingNewlines = (text) => text.replace(/[\r\n]+$/, "");
var INTERRUPTED = "Interrupted: the command was stopped because the run is stopping.";
async function runCommand(options) {
  if (options.signal.aborted) throw new Error(INTERRUPTED);
  const graceMs = options.graceMs ?? DEFAULT_GRACE_MS;
  const outputPath = await createOutputFile(options.outputDir, "bash", options.label);
  const markerPath = outputPath.replace(/\.log$/, ".cwd");
  const discardFiles = () => Promise.all([rm2(outputPath, { force: true }), rm2(markerPath, { force: true })]);
  const startedAt = Date.now();
  const file = await open(outputPath, "w");
  let group;
  try {
    await writeFile(markerPath, "");
    group = await ProcessGroup.start({
      script: withCwdCapture(options.command, markerPath),
      cwd: options.cwd,
      env: options.env,
      outputFd: file.fd,
      writableFiles: [markerPath],
      ...options.launcher === void 0 ? {} : { launcher: options.launcher }
    });
  } catch (error) {
    await discardFiles();
    throw error;
  } finally {
    await file.close().catch(() => void 0);
  }
  let stopReason;
  let stopping;
  const stop = (reason) => {
    if (stopReason !== void 0) return;
    stopReason = reason;
    stopping = group.stop(graceMs);
  };
  const timer = setTimeout(() => stop("timeout"), options.timeoutMs);
  const onAbort = () => stop("abort");
  options.signal.addEventListener("abort", onAbort, { once: true });
  if (options.signal.aborted) onAbort();
  const stopWatching = watchOutputSize(
    outputPath,
    options.maxOutputBytes ?? DEFAULT_MAX_OUTPUT_BYTES,
    () => stop("output-limit")
  );
  let exit;
  try {
    exit = await group.exited;
  } finally {
    clearTimeout(timer);
    options.signal.removeEventListener("abort", onAbort);
    stopWatching();
  }
  await (stopping ?? group.sweep(graceMs));
  const finalCwd = await readFinalCwd(markerPath);
  if (stopReason === "abort") {
    await discardFiles();
    throw new Error(INTERRUPTED);
  }
  const slice = await readOutputSlice(outputPath, { maxChars: options.maxChars ?? OUTPUT_BUDGET_CHARS });
  if (!slice.truncated) await rm2(outputPath, { force: true });
  const output = trimTrailingNewlines(
    sliceText(
      slice,
      (omitted, total) => `[${formatCount(omitted)} bytes of output omitted here (${formatCount(total)} bytes in all). The full output is saved at ${outputPath}: read it in parts with Read (offset/limit) or search it with Grep.]`
    )
  );
  return {
    ...exit,
    output,
    totalBytes: slice.totalBytes,
    fullOutputPath: slice.truncated ? outputPath : void 0,
    timedOut: stopReason === "timeout",
    outputLimitExceeded: stopReason === "output-limit",
    finalCwd,
    durationMs: Date.now() - startedAt
  };
}

export {
  nextCwd,
  startingCwd,
  OUTPUT_BUDGET_CHARS,
  runCommand
};
