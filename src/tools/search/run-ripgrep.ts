// Runs ripgrep once: never through a shell, with the policy's environment only, stdin closed, output
// capped, stopped with the run. node:child_process rather than execa here: the second pass hands
// ripgrep hundreds of open descriptors, and execa's handling of extra stdio entries costs ~1 ms each
// (16 descriptors: 30 ms through execa, 12 ms through spawn, on the project's 2-core machine).
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";

/** More output than this is refused rather than held in memory. */
export const MAX_RIPGREP_OUTPUT_BYTES = 128 * 1024 * 1024;

/** ripgrep could not be started at all (missing, not executable, wrong architecture). */
export class RipgrepUnavailable extends Error {}

/**
 * What ripgrep may use before it is stopped. ripgrep reads every .gitignore it meets, following
 * links and blocking on FIFOs: a tree with a `.gitignore` linked to /dev/zero makes it fill memory
 * (3 GB in 5 s), and one that is a FIFO makes it wait forever (its idle workers still wake, ~2 CPU
 * ticks a second, so "no CPU time at all" never shows). Where /proc shows it (Linux), its resident
 * memory and its CPU time are watched: over the memory limit, or under a tenth of a CPU over a whole
 * `stallMs` window, it is stopped and the built-in search answers instead (a slow but honest
 * ripgrep stopped by mistake costs time, not a wrong answer).
 */
export interface RipgrepLimits {
  memoryBytes: number;
  stallMs: number;
}

/** ripgrep was stopped by its watch (see RipgrepLimits): the built-in search takes over. */
export class RipgrepRunaway extends Error {}

const RIPGREP_LIMITS: RipgrepLimits = { memoryBytes: 1024 * 1024 * 1024, stallMs: 10_000 };

const WATCH_INTERVAL_MS = 250;
/** Linux reports CPU time in USER_HZ ticks, 100 a second on every architecture it runs on. */
const TICKS_PER_SECOND = 100;
/** Less CPU than this share of one core over a stall window is a stall. */
const STALLED_CPU_SHARE = 0.1;
const PAGE_SIZE = 4096;

export interface RipgrepRun {
  /** undefined when it never started; -1 when a signal ended it. */
  exitCode: number | undefined;
  stdout: string;
  stderr: string;
  /** Why it never started, or was stopped. */
  message: string;
  overflowed: boolean;
  /** Set when the watch stopped it: why. */
  runaway?: string;
}

export interface RunOptions {
  cwd: string;
  env: Readonly<Record<string, string>>;
  signal: AbortSignal;
  /** Open descriptors handed down: they become ripgrep's 3, 4, ... */
  descriptors?: readonly number[];
  limits?: RipgrepLimits;
}

/** CPU ticks and resident bytes of a process, from /proc; undefined where it cannot be read. */
function usageOf(pid: number): { ticks: number; resident: number } | undefined {
  try {
    const stat = readFileSync(`/proc/${String(pid)}/stat`, "utf8");
    // Fields after the command name (which may hold spaces) in parentheses: utime and stime are the
    // 14th and 15th fields of the line, the 12th and 13th after ")".
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const statm = readFileSync(`/proc/${String(pid)}/statm`, "utf8").split(" ");
    return {
      ticks: Number(fields[11]) + Number(fields[12]),
      resident: Number(statm[1]) * PAGE_SIZE,
    };
  } catch {
    return undefined;
  }
}

/** Watches a running ripgrep; calls `stop` with a reason once it runs away. Returns the unwatch. */
function watchRunaway(pid: number, limits: RipgrepLimits, stop: (reason: string) => void): () => void {
  const minTicks = (limits.stallMs / 1000) * TICKS_PER_SECOND * STALLED_CPU_SHARE;
  let windowStart = { at: Date.now(), ticks: 0 };
  const timer = setInterval(() => {
    const usage = usageOf(pid);
    if (usage === undefined) return;
    if (usage.resident > limits.memoryBytes)
      return stop(`it used more than ${String(Math.round(limits.memoryBytes / 1024 / 1024))} MB of memory`);
    const now = Date.now();
    if (now - windowStart.at < limits.stallMs) return;
    if (usage.ticks - windowStart.ticks < minTicks)
      return stop(`it did almost no work for ${String(limits.stallMs / 1000)} s`);
    windowStart = { at: now, ticks: usage.ticks };
  }, WATCH_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
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
    let runaway: string | undefined;
    const unwatch =
      child.pid === undefined
        ? () => undefined
        : watchRunaway(child.pid, options.limits ?? RIPGREP_LIMITS, (reason) => {
            runaway ??= reason;
            child.kill("SIGKILL");
          });
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
      unwatch();
      resolve({
        ...(runaway === undefined ? {} : { runaway }),
        exitCode: child.pid === undefined ? undefined : (code ?? -1),
        stdout: Buffer.concat(stdout).toString("utf8"),
        stderr: Buffer.concat(stderr).toString("utf8"),
        message,
        overflowed,
      });
    });
  });
}
