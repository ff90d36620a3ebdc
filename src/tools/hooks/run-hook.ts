// One hook command, start to finish, the way Bash runs a command: `/bin/bash -c` through the session's
// launcher (the sandbox when it is on), the agent's allow-listed environment plus CLAUDE_PROJECT_DIR,
// its own process group stopped on timeout or abort, and whatever it left running swept away when it
// ends. The event's JSON arrives on stdin from a file; stdout and stderr go to files of their own and
// are read back within a budget, so a hook that prints without end costs disk, not memory.
import { open, rm, writeFile } from "node:fs/promises";
import type { HookRun } from "../../project/hook-protocol";
import { createOutputFile, readOutputSlice } from "../bash/output-file";
import { watchOutputSize } from "../bash/output-limit";
import { DEFAULT_GRACE_MS, ProcessGroup } from "../bash/process-group";
import type { ShellCommand, ShellLauncher } from "../session/shell";

/** A hook's output past this many bytes stops it: output is for a verdict, not for logs. */
const MAX_HOOK_OUTPUT_BYTES = 1024 * 1024;
const MAX_HOOK_CHARS = 30_000;

export interface HookProcessOptions {
  command: string;
  /** The event, as JSON on stdin. */
  input: string;
  cwd: string;
  /** The agent's environment (the policy's allow-list) with CLAUDE_PROJECT_DIR. */
  env: Readonly<Record<string, string>>;
  launcher: ShellLauncher;
  overlays?: ShellCommand["overlays"];
  outputDir: string;
  timeoutMs: number;
  signal: AbortSignal;
  graceMs?: number;
}

async function readBack(path: string): Promise<string> {
  const slice = await readOutputSlice(path, { maxChars: MAX_HOOK_CHARS }).catch(() => undefined);
  if (slice === undefined) return "";
  return slice.truncated ? `${slice.head}\n… (output cut) …\n${slice.tail}` : slice.text;
}

export async function runHookProcess(options: HookProcessOptions): Promise<HookRun> {
  if (options.signal.aborted)
    return { exitCode: null, stdout: "", stderr: "", timedOut: false, error: "the run is stopping" };
  const stdinPath = await createOutputFile(options.outputDir, "hooks", "stdin");
  const stdoutPath = stdinPath.replace(/\.log$/, ".out");
  const stderrPath = stdinPath.replace(/\.log$/, ".err");
  const discard = () => Promise.all([stdinPath, stdoutPath, stderrPath].map((p) => rm(p, { force: true })));
  await writeFile(stdinPath, options.input, { mode: 0o600 });
  const files = await Promise.all([open(stdinPath, "r"), open(stdoutPath, "w"), open(stderrPath, "w")]);
  const [input, stdout, stderr] = files;
  let group: ProcessGroup;
  try {
    group = await ProcessGroup.start({
      script: options.command,
      cwd: options.cwd,
      env: options.env,
      inputFd: input.fd,
      outputFd: stdout.fd,
      errorFd: stderr.fd,
      launcher: options.launcher,
      ...(options.overlays === undefined ? {} : { overlays: options.overlays }),
    });
  } catch (error) {
    await discard();
    return {
      exitCode: null,
      stdout: "",
      stderr: "",
      timedOut: false,
      error: error instanceof Error ? error.message : String(error),
    };
  } finally {
    await Promise.all(files.map((f) => f.close().catch(() => undefined)));
  }
  const graceMs = options.graceMs ?? DEFAULT_GRACE_MS;
  let stopped: "timeout" | "abort" | "output" | undefined;
  let stopping: Promise<unknown> | undefined;
  const stop = (why: "timeout" | "abort" | "output") => {
    if (stopped !== undefined) return;
    stopped = why;
    stopping = group.stop(graceMs);
  };
  const timer = setTimeout(() => stop("timeout"), options.timeoutMs);
  const onAbort = () => stop("abort");
  options.signal.addEventListener("abort", onAbort, { once: true });
  // Aborted while the shell was starting (a SessionEnd budget can run out there on a busy machine):
  // the event has fired already and will not fire again.
  if (options.signal.aborted) onAbort();
  const unwatch = [stdoutPath, stderrPath].map((path) =>
    watchOutputSize(path, MAX_HOOK_OUTPUT_BYTES, () => stop("output")),
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
        error: `it printed more than ${String(MAX_HOOK_OUTPUT_BYTES)} bytes and was stopped`,
      };
    return { exitCode: exit.exitCode, stdout: out, stderr: err, timedOut: stopped === "timeout" };
  } finally {
    clearTimeout(timer);
    options.signal.removeEventListener("abort", onAbort);
    for (const stopWatching of unwatch) stopWatching();
    await discard();
  }
}
