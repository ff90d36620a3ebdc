// Every command runs as the leader of its own process group (execa `detached`, i.e. setsid), so a
// timeout, an abort or TaskStop can end the command together with everything it started — a `sleep`
// left in the background, a test runner's workers — by signalling the group instead of one pid.
// Output goes straight to a file descriptor the caller opened: stdout and stderr share it, so the file
// holds them interleaved exactly as written, nothing is buffered in memory, and a grandchild that keeps
// the descriptor open cannot make us wait for a pipe to close.
import { readdir, readFile } from "node:fs/promises";
import { plainShell, type ShellCommand, type ShellLauncher } from "../session/shell";
import { delay, settlesWithin } from "./wait";

export interface GroupExit {
  /** The shell's exit status; null when it died from a signal. */
  exitCode: number | null;
  signal: NodeJS.Signals | null;
}

export interface GroupStartOptions {
  /** The script given to `/bin/bash -c`. */
  script: string;
  cwd: string;
  env: Readonly<Record<string, string>>;
  /** Receives both stdout and stderr. The caller may close its copy once start() returns. */
  outputFd: number;
  /** Receives stderr instead, when given (a hook's stderr means something of its own). */
  errorFd?: number;
  /** Standard input, when given (a hook reads its event as JSON); else /dev/null. */
  inputFd?: number;
  /** Wraps the shell (the sandbox); plain `/bin/bash -c` by default. */
  launcher?: ShellLauncher;
  /** Files outside the workspace the command must write (passed to the launcher). */
  writableFiles?: readonly string[];
  /** Read-only directories shown over others in the sandbox (passed to the launcher). */
  overlays?: ShellCommand["overlays"];
}

/** Time between SIGTERM and SIGKILL when a group is stopped. */
export const DEFAULT_GRACE_MS = 2_000;
const POLL_MS = 40;

// Detached groups do not die with us. The session stops them (BackgroundShells.stopAll, and every
// foreground run sweeps its own group); this one handler is the last line for a process that exits
// without doing so. It cannot help against SIGKILL or an unhandled SIGTERM, which skip "exit" handlers.
const liveGroups = new Set<number>();
let exitHandlerInstalled = false;

function killLiveGroupsOnExit(): void {
  for (const pgid of liveGroups) signalGroup(pgid, "SIGKILL");
}

/** Marks a group steward started (here, or an MCP server's) to be killed if the process exits first. */
export function track(pgid: number): void {
  liveGroups.add(pgid);
  if (!exitHandlerInstalled) {
    exitHandlerInstalled = true;
    process.on("exit", killLiveGroupsOnExit);
  }
}

/** The group is gone (or stopped by its owner): the exit handler leaves it alone. */
export function untrack(pgid: number): void {
  liveGroups.delete(pgid);
}

/** Sends a signal to every process in the group; false when the group no longer exists. */
export function signalGroup(pgid: number, signal: NodeJS.Signals | 0): boolean {
  try {
    process.kill(-pgid, signal);
    return true;
  } catch {
    return false;
  }
}

/**
 * True while some process of the group still runs. kill(-pgid, 0) alone is not enough: members that
 * died but were not reaped (containers whose pid 1 reaps nothing) still count, so on Linux /proc is
 * consulted for members that are not zombies. Elsewhere the signal probe is all there is.
 */
export async function groupIsRunning(pgid: number): Promise<boolean> {
  if (!signalGroup(pgid, 0)) return false;
  let entries: string[];
  try {
    entries = await readdir("/proc");
  } catch {
    return true;
  }
  const states = await Promise.all(
    entries
      .filter((entry) => /^\d+$/.test(entry))
      .map(async (entry) => {
        const stat = await readFile(`/proc/${entry}/stat`, "utf8").catch(() => "");
        // Fields after the parenthesised command name: state, ppid, pgrp, ...
        const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
        return fields[2] === String(pgid) && fields[0] !== "Z" && fields[0] !== "X";
      }),
  );
  return states.includes(true);
}

function signalPid(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(pid, signal);
  } catch {
    // Already gone.
  }
}

/** Every live descendant of `pid` (Linux /proc; empty elsewhere). */
async function descendantsOf(pid: number): Promise<number[]> {
  let entries: string[];
  try {
    entries = await readdir("/proc");
  } catch {
    return [];
  }
  const parents = new Map<number, number[]>();
  await Promise.all(
    entries
      .filter((entry) => /^\d+$/.test(entry))
      .map(async (entry) => {
        const stat = await readFile(`/proc/${entry}/stat`, "utf8").catch(() => "");
        const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
        if (Number.isInteger(ppid)) parents.set(ppid, [...(parents.get(ppid) ?? []), Number(entry)]);
      }),
  );
  const found: number[] = [];
  const queue = [pid];
  while (queue.length > 0) {
    const children = parents.get(queue.shift() ?? -1) ?? [];
    found.push(...children);
    queue.push(...children);
  }
  return found;
}

/** Process groups this module still considers alive (for tests and diagnostics). */
export function liveGroupCount(): number {
  return liveGroups.size;
}

export class ProcessGroup {
  private constructor(
    /** The shell's pid, which is also the group id. */
    readonly pgid: number,
    /** Resolves when the shell itself exits; members it left behind may still run (see sweep). */
    readonly exited: Promise<GroupExit>,
  ) {}

  /**
   * Starts `/bin/bash -c script` (through the launcher) as a new group; throws when the shell cannot be
   * started at all. In the sandbox the group leader is bwrap: signalling the group ends bwrap, and its
   * PID namespace (everything the command started) dies with it.
   */
  static async start(options: GroupStartOptions): Promise<ProcessGroup> {
    // execa passes any descriptor number straight to spawn, but its types list only 3-9.
    const outputFd = options.outputFd as 3;
    const errorFd = (options.errorFd ?? options.outputFd) as 3;
    // Loaded on the first command rather than at start-up (execa is ~170 kB of code).
    const { execa } = await import("execa");
    const launcher = options.launcher ?? plainShell;
    const { file, args } = await launcher.command({
      script: options.script,
      cwd: options.cwd,
      ...(options.writableFiles === undefined ? {} : { writableFiles: options.writableFiles }),
      ...(options.overlays === undefined ? {} : { overlays: options.overlays }),
    });
    const subprocess = execa(file, args, {
      cwd: options.cwd,
      // Exactly the policy layer's environment: never the action's own variables (secrets).
      env: { ...options.env },
      extendEnv: false,
      // /dev/null: nobody is there to answer a prompt, so reads see end-of-file at once.
      stdin: options.inputFd === undefined ? "ignore" : (options.inputFd as 3),
      stdout: outputFd,
      stderr: errorFd,
      detached: true,
      // execa's own cleanup does not apply to detached children; groups are stopped here instead.
      cleanup: false,
      reject: false,
    });
    const pgid = subprocess.pid;
    if (pgid === undefined) {
      const result = await subprocess;
      throw new Error(`could not start ${file} in ${options.cwd}: ${result.shortMessage}`);
    }
    track(pgid);
    const exited = subprocess.then((result) => ({
      exitCode: result.exitCode ?? null,
      signal: result.signal ?? null,
    }));
    return new ProcessGroup(pgid, exited);
  }

  /** SIGTERM to the whole group, SIGKILL to whatever is left after the grace period. */
  async stop(graceMs = DEFAULT_GRACE_MS): Promise<GroupExit> {
    // Taken before the group is signalled: a member that moved to its own session (the sandbox's
    // init after setsid) is out of the group's reach, and once its parent dies it is reparented and
    // can no longer be found by ancestry. Normally it dies with its parent (--die-with-parent); this
    // closes the window where the parent is killed before that is armed.
    // The group is frozen first: bwrap still setting up could otherwise fork a member into its own
    // session after the snapshot, and that member would outlive the stop. Frozen, the tree cannot grow;
    // the SIGTERM is then pending when the group continues, so it acts before any more code runs.
    signalGroup(this.pgid, "SIGSTOP");
    const tree = await descendantsOf(this.pgid);
    signalGroup(this.pgid, "SIGTERM");
    signalGroup(this.pgid, "SIGCONT");
    for (const pid of tree) signalPid(pid, "SIGCONT");
    if (!(await settlesWithin(this.exited, graceMs))) signalGroup(this.pgid, "SIGKILL");
    for (const pid of tree) signalPid(pid, "SIGKILL");
    const exit = await this.exited;
    await this.sweep(graceMs);
    return exit;
  }

  /**
   * Ends what the shell left running in its group after it exited. Called after every run: nothing a
   * command starts may outlive it unnoticed (long-lived work belongs in run_in_background).
   */
  async sweep(graceMs = DEFAULT_GRACE_MS): Promise<void> {
    if (await groupIsRunning(this.pgid)) {
      signalGroup(this.pgid, "SIGTERM");
      const deadline = Date.now() + graceMs;
      while ((await groupIsRunning(this.pgid)) && Date.now() < deadline) await delay(POLL_MS);
      signalGroup(this.pgid, "SIGKILL");
    }
    liveGroups.delete(this.pgid);
  }
}
