import { createRequire as __stewardCreateRequire } from 'node:module'; const require = __stewardCreateRequire(import.meta.url);
import {
  groupIsRunning,
  signalGroup,
  track,
  untrack
} from "./chunk-ITDSS3C5.js";
import {
  delay,
  settlesWithin
} from "./chunk-NM76OEUD.js";

// src/tools/mcp/server-process.ts
import { spawn } from "node:child_process";
import { resolve } from "node:path";
function stdioParameters(config, workspaceRoot, env) {
  return {
    command: config.command,
    args: config.args,
    cwd: resolve(workspaceRoot, config.cwd ?? "."),
    env: { ...env, ...config.env }
  };
}
var STDERR_TAIL_CHARS = 2e3;
var GRACE_MS = 2e3;
var ServerProcess = class {
  /** Settles once the process is running (or rejects with why it could not start). */
  spawned;
  child;
  exited;
  exit;
  stderr = "";
  /** stdout chunks that arrived before anyone listened, replayed to the first listener. */
  early = [];
  stdoutListener;
  closeListener;
  closed = false;
  constructor(params) {
    const child = spawn(params.command, [...params.args], {
      cwd: params.cwd,
      env: { ...params.env },
      stdio: ["pipe", "pipe", "pipe"],
      detached: true
    });
    this.child = child;
    this.exited = new Promise((settle) => child.once("close", () => settle()));
    this.spawned = new Promise((resolve2, reject) => {
      child.once("error", reject);
      child.once("spawn", () => {
        if (child.pid !== void 0) track(child.pid);
        resolve2();
      });
    });
    this.spawned.catch(() => void 0);
    child.once("exit", (code, signal) => {
      this.exit = { code, signal };
    });
    child.once("close", () => {
      if (child.pid !== void 0) untrack(child.pid);
      this.closed = true;
      this.closeListener?.();
    });
    child.stdin?.on("error", () => void 0);
    child.stdout?.on("data", (chunk) => {
      if (this.early !== void 0) this.early.push(chunk);
      else this.stdoutListener?.(chunk);
    });
    child.stderr?.on("data", (chunk) => {
      this.stderr = (this.stderr + chunk.toString("utf8")).slice(-STDERR_TAIL_CHARS);
    });
  }
  /** Takes the server's output (first what it already wrote) and hears when its streams close. */
  listen(onStdout, onClose) {
    const early = this.early ?? [];
    this.early = void 0;
    this.stdoutListener = onStdout;
    this.closeListener = onClose;
    for (const chunk of early) onStdout(chunk);
    if (this.closed) onClose();
  }
  /** Writes to the server's stdin; false when the process is not there to read it. */
  write(data) {
    const stdin = this.child.stdin;
    if (stdin === null || this.exit !== void 0 || stdin.destroyed) return false;
    return new Promise((resolve2) => {
      if (stdin.write(data)) resolve2();
      else stdin.once("drain", resolve2);
    });
  }
  /** The last lines the server wrote to stderr (a start-up failure's explanation, usually). */
  stderrTail() {
    return this.stderr.trim();
  }
  /** How the process ended, once it has. */
  exitStatus() {
    return this.exit;
  }
  /** Ends the server and everything it started: SIGTERM to the group, SIGKILL to what remains. */
  async close() {
    const pgid = this.child.pid;
    if (pgid === void 0) return;
    this.child.stdin?.end();
    if (this.exit === void 0) signalGroup(pgid, "SIGTERM");
    if (!await settlesWithin(this.exited, GRACE_MS)) signalGroup(pgid, "SIGKILL");
    if (await groupIsRunning(pgid)) {
      signalGroup(pgid, "SIGTERM");
      const deadline = Date.now() + GRACE_MS;
      while (await groupIsRunning(pgid) && Date.now() < deadline) await delay(40);
      signalGroup(pgid, "SIGKILL");
    }
    untrack(pgid);
  }
};

export {
  stdioParameters,
  ServerProcess
};
