// One foreground command, start to finish: its output streamed to a file, its group stopped on timeout,
// abort or runaway output, whatever it left running swept away, and what the model sees read back from
// the file within a fixed budget. The file is kept only when the output did not fit the budget.
import { open, rm, writeFile } from "node:fs/promises";
import { readFinalCwd, withCwdCapture } from "./cwd-tracking";
import { createOutputFile, formatCount, readOutputSlice, sliceText } from "./output-file";
import { DEFAULT_MAX_OUTPUT_BYTES, watchOutputSize } from "./output-limit";
import type { ShellLauncher } from "../session/shell";
import { DEFAULT_GRACE_MS, type GroupExit, ProcessGroup } from "./process-group";

/** Characters of output shown to the model: the tool's 30,000 minus room for the status notices. */
export const OUTPUT_BUDGET_CHARS = 29_000;

export interface CommandRunOptions {
  command: string;
  cwd: string;
  env: Readonly<Record<string, string>>;
  outputDir: string;
  /** Names the output file (the tool_use id). */
  label: string;
  timeoutMs: number;
  signal: AbortSignal;
  /** The session's way of starting shells (sandboxed or plain). */
  launcher?: ShellLauncher;
  graceMs?: number;
  maxOutputBytes?: number;
  maxChars?: number;
}

export interface CommandRun extends GroupExit {
  /** Output as the model sees it: whole, or head and tail around a notice naming the full file. */
  output: string;
  totalBytes: number;
  /** Where the full output is kept, when it did not fit. */
  fullOutputPath: string | undefined;
  timedOut: boolean;
  outputLimitExceeded: boolean;
  /** The directory the shell ended in, when it recorded one. */
  finalCwd: string | undefined;
  durationMs: number;
}

type StopReason = "timeout" | "abort" | "output-limit";

const trimTrailingNewlines = (text: string) => text.replace(/[\r\n]+$/, "");

const INTERRUPTED = "Interrupted: the command was stopped because the run is stopping.";

export async function runCommand(options: CommandRunOptions): Promise<CommandRun> {
  if (options.signal.aborted) throw new Error(INTERRUPTED);
  const graceMs = options.graceMs ?? DEFAULT_GRACE_MS;
  const outputPath = await createOutputFile(options.outputDir, "bash", options.label);
  const markerPath = outputPath.replace(/\.log$/, ".cwd");
  const discardFiles = () => Promise.all([rm(outputPath, { force: true }), rm(markerPath, { force: true })]);
  const startedAt = Date.now();

  const file = await open(outputPath, "w");
  let group: ProcessGroup;
  try {
    // Created beforehand: a sandbox can only let a command write a file that exists.
    await writeFile(markerPath, "");
    group = await ProcessGroup.start({
      script: withCwdCapture(options.command, markerPath),
      cwd: options.cwd,
      env: options.env,
      outputFd: file.fd,
      writableFiles: [markerPath],
      ...(options.launcher === undefined ? {} : { launcher: options.launcher }),
    });
  } catch (error) {
    await discardFiles();
    throw error;
  } finally {
    // The child holds its own copy of the descriptor; ours is not needed once it has started.
    await file.close().catch(() => undefined);
  }

  let stopReason: StopReason | undefined;
  let stopping: Promise<unknown> | undefined;
  const stop = (reason: StopReason) => {
    if (stopReason !== undefined) return;
    stopReason = reason;
    stopping = group.stop(graceMs);
  };
  const timer = setTimeout(() => stop("timeout"), options.timeoutMs);
  const onAbort = () => stop("abort");
  options.signal.addEventListener("abort", onAbort, { once: true });
  if (options.signal.aborted) onAbort();
  const stopWatching = watchOutputSize(outputPath, options.maxOutputBytes ?? DEFAULT_MAX_OUTPUT_BYTES, () =>
    stop("output-limit"),
  );

  let exit: GroupExit;
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
  if (!slice.truncated) await rm(outputPath, { force: true });
  const output = trimTrailingNewlines(
    sliceText(
      slice,
      (omitted, total) =>
        `[${formatCount(omitted)} bytes of output omitted here (${formatCount(total)} bytes in all). ` +
        `The full output is saved at ${outputPath}: read it in parts with Read (offset/limit) or search it with Grep.]`,
    ),
  );
  return {
    ...exit,
    output,
    totalBytes: slice.totalBytes,
    fullOutputPath: slice.truncated ? outputPath : undefined,
    timedOut: stopReason === "timeout",
    outputLimitExceeded: stopReason === "output-limit",
    finalCwd,
    durationMs: Date.now() - startedAt,
  };
}
