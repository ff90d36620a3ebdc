// Runs ripgrep once: never through a shell, with the policy's environment only, stdin closed, output
// capped, stopped with the run. node:child_process rather than execa here: the second pass hands
// ripgrep hundreds of open descriptors, and execa's handling of extra stdio entries costs ~1 ms each
// (16 descriptors: 30 ms through execa, 12 ms through spawn, on the project's 2-core machine).
import { spawn } from "node:child_process";

/** More output than this is refused rather than held in memory. */
export const MAX_RIPGREP_OUTPUT_BYTES = 128 * 1024 * 1024;

/** ripgrep could not be started at all (missing, not executable, wrong architecture). */
export class RipgrepUnavailable extends Error {}

export interface RipgrepRun {
  /** undefined when it never started; -1 when a signal ended it. */
  exitCode: number | undefined;
  stdout: string;
  stderr: string;
  /** Why it never started, or was stopped. */
  message: string;
  overflowed: boolean;
}

export interface RunOptions {
  cwd: string;
  env: Readonly<Record<string, string>>;
  signal: AbortSignal;
  /** Open descriptors handed down: they become ripgrep's 3, 4, ... */
  descriptors?: readonly number[];
}

export function spawnRipgrep(
  binary: string,
  args: readonly string[],
  options: RunOptions,
): Promise<RipgrepRun> {
  return new Promise((resolve) => {
    const child = spawn(binary, args, {
      cwd: options.cwd,
      env: options.env,
      stdio: ["ignore", "pipe", "pipe", ...(options.descriptors ?? [])],
      signal: options.signal,
    });
    const stdout: Buffer[] = [];
    const stderr: Buffer[] = [];
    let size = 0;
    let overflowed = false;
    let message = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_RIPGREP_OUTPUT_BYTES) {
        overflowed = true;
        child.kill();
      } else stdout.push(chunk);
    });
    child.stderr?.on("data", (chunk: Buffer) => stderr.push(chunk));
    child.on("error", (error) => {
      message = error.message;
    });
    child.on("close", (code) => {
      resolve({
        exitCode: child.pid === undefined ? undefined : (code ?? -1),
        stdout: Buffer.concat(stdout).toString("utf8"),
        stderr: Buffer.concat(stderr).toString("utf8"),
        message,
        overflowed,
      });
    });
  });
}
