import { createRequire as __stewardCreateRequire } from 'node:module'; const require = __stewardCreateRequire(import.meta.url);
import {
  delay,
  plainShell,
  settlesWithin
} from "./chunk-NYG7QIXA.js";

// src/tools/bash/process-group.ts
import { readdir, readFile } from "node:fs/promises";
var DEFAULT_GRACE_MS = 2e3;
var POLL_MS = 40;
var liveGroups = /* @__PURE__ */ new Set();
var exitHandlerInstalled = false;
function killLiveGroupsOnExit() {
  for (const pgid of liveGroups) signalGroup(pgid, "SIGKILL");
}
function track(pgid) {
  liveGroups.add(pgid);
  if (!exitHandlerInstalled) {
    exitHandlerInstalled = true;
    process.on("exit", killLiveGroupsOnExit);
  }
}
function untrack(pgid) {
  liveGroups.delete(pgid);
}
function signalGroup(pgid, signal) {
  try {
    process.kill(-pgid, signal);
    return true;
  } catch {
    return false;
  }
}
async function groupIsRunning(pgid) {
  if (!signalGroup(pgid, 0)) return false;
  let entries;
  try {
    entries = await readdir("/proc");
  } catch {
    return true;
  }
  const states = await Promise.all(
    entries.filter((entry) => /^\d+$/.test(entry)).map(async (entry) => {
      const stat = await readFile(`/proc/${entry}/stat`, "utf8").catch(() => "");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      return fields[2] === String(pgid) && fields[0] !== "Z" && fields[0] !== "X";
    })
  );
  return states.includes(true);
}
function signalPid(pid, signal) {
  try {
    process.kill(pid, signal);
  } catch {
  }
}
async function descendantsOf(pid) {
  let entries;
  try {
    entries = await readdir("/proc");
  } catch {
    return [];
  }
  const parents = /* @__PURE__ */ new Map();
  await Promise.all(
    entries.filter((entry) => /^\d+$/.test(entry)).map(async (entry) => {
      const stat = await readFile(`/proc/${entry}/stat`, "utf8").catch(() => "");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      if (Number.isInteger(ppid)) parents.set(ppid, [...parents.get(ppid) ?? [], Number(entry)]);
    })
  );
  const found = [];
  const queue = [pid];
  while (queue.length > 0) {
    const children = parents.get(queue.shift() ?? -1) ?? [];
    found.push(...children);
    queue.push(...children);
  }
  return found;
}
var ProcessGroup = class _ProcessGroup {
  constructor(pgid, exited) {
    this.pgid = pgid;
    this.exited = exited;
  }
  pgid;
  exited;
  /**
   * Starts `/bin/bash -c script` (through the launcher) as a new group; throws when the shell cannot be
   * started at all. In the sandbox the group leader is bwrap: signalling the group ends bwrap, and its
   * PID namespace (everything the command started) dies with it.
   */
  static async start(options) {
    const outputFd = options.outputFd;
    const errorFd = options.errorFd ?? options.outputFd;
    const { execa } = await import("./chunk-V4TFB324.js");
    const launcher = options.launcher ?? plainShell;
    const { file, args } = await launcher.command({
      script: options.script,
      cwd: options.cwd,
      ...options.writableFiles === void 0 ? {} : { writableFiles: options.writableFiles },
      ...options.overlays === void 0 ? {} : { overlays: options.overlays }
    });
    const subprocess = execa(file, args, {
      cwd: options.cwd,
      // Exactly the policy layer's environment: never the action's own variables (secrets).
      env: { ...options.env },
      extendEnv: false,
      // /dev/null: nobody is there to answer a prompt, so reads see end-of-file at once.
      stdin: options.inputFd === void 0 ? "ignore" : options.inputFd,
      stdout: outputFd,
      stderr: errorFd,
      detached: true,
      // execa's own cleanup does not apply to detached children; groups are stopped here instead.
      cleanup: false,
      reject: false
    });
    const pgid = subprocess.pid;
    if (pgid === void 0) {
      const result = await subprocess;
      throw new Error(`could not start ${file} in ${options.cwd}: ${result.shortMessage}`);
    }
    track(pgid);
    const exited = subprocess.then((result) => ({
      exitCode: result.exitCode ?? null,
      signal: result.signal ?? null
    }));
    return new _ProcessGroup(pgid, exited);
  }
  /** SIGTERM to the whole group, SIGKILL to whatever is left after the grace period. */
  async stop(graceMs = DEFAULT_GRACE_MS) {
    signalGroup(this.pgid, "SIGSTOP");
    const tree = await descendantsOf(this.pgid);
    signalGroup(this.pgid, "SIGTERM");
    signalGroup(this.pgid, "SIGCONT");
    for (const pid of tree) signalPid(pid, "SIGCONT");
    if (!await settlesWithin(this.exited, graceMs)) signalGroup(this.pgid, "SIGKILL");
    for (const pid of tree) signalPid(pid, "SIGKILL");
    const exit = await this.exited;
    await this.sweep(graceMs);
    return exit;
  }
  /**
   * Ends what the shell left running in its group after it exited. Called after every run: nothing a
   * command starts may outlive it unnoticed (long-lived work belongs in run_in_background).
   */
  async sweep(graceMs = DEFAULT_GRACE_MS) {
    if (await groupIsRunning(this.pgid)) {
      signalGroup(this.pgid, "SIGTERM");
      const deadline = Date.now() + graceMs;
      while (await groupIsRunning(this.pgid) && Date.now() < deadline) await delay(POLL_MS);
      signalGroup(this.pgid, "SIGKILL");
    }
    liveGroups.delete(this.pgid);
  }
};

export {
  DEFAULT_GRACE_MS,
  track,
  untrack,
  signalGroup,
  groupIsRunning,
  ProcessGroup
};
