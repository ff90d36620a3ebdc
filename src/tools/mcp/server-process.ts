// A stdio MCP server's process, started before the SDK is loaded. Loading the SDK's client (and zod)
// takes ~60–100 ms of the main thread; a server's own start (a Node or Python interpreter booting) is
// usually longer, and needs none of it. So the process is spawned as soon as its entry is read, its
// first output is kept until the transport takes it, and the two overlap instead of adding up.
// Nothing here imports the SDK. The server leads a process group of its own (spawn `detached`, i.e.
// setsid) and closing ends the whole group: a server started through `npx` or a shell wrapper leaves
// nothing behind.
import { type ChildProcess, spawn } from "node:child_process";
import { resolve } from "node:path";
import { groupIsRunning, signalGroup, track, untrack } from "../bash/process-group";
import { delay, settlesWithin } from "../bash/wait";
import type { McpTransportConfig } from "./config";

export interface StdioServerParameters {
  command: string;
  args: readonly string[];
  cwd: string;
  /** The whole environment of the server: nothing else from steward's own is added. */
  env: Readonly<Record<string, string>>;
}

/** How the server process ended, for messages. */
export interface ServerExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/** How a stdio entry's server is run: in the workspace by default, with exactly the environment given. */
export function stdioParameters(
  config: Extract<McpTransportConfig, { type: "stdio" }>,
  workspaceRoot: string,
  env: Readonly<Record<string, string>>,
): StdioServerParameters {
  return {
    command: config.command,
    args: config.args,
    cwd: resolve(workspaceRoot, config.cwd ?? "."),
    env: { ...env, ...config.env },
  };
}

const STDERR_TAIL_CHARS = 2_000;
const GRACE_MS = 2_000;

export class ServerProcess {
  /** Settles once the process is running (or rejects with why it could not start). */
  readonly spawned: Promise<void>;
  private readonly child: ChildProcess;
  private readonly exited: Promise<void>;
  private exit: ServerExit | undefined;
  private stderr = "";
  /** stdout chunks that arrived before anyone listened, replayed to the first listener. */
  private early: Buffer[] | undefined = [];
  private stdoutListener: ((chunk: Buffer) => void) | undefined;
  private closeListener: (() => void) | undefined;
  private closed = false;

  constructor(params: StdioServerParameters) {
    const child = spawn(params.command, [...params.args], {
      cwd: params.cwd,
      env: { ...params.env },
      stdio: ["pipe", "pipe", "pipe"],
      detached: true,
    });
    this.child = child;
    this.exited = new Promise((settle) => child.once("close", () => settle()));
    this.spawned = new Promise((resolve, reject) => {
      child.once("error", reject);
      child.once("spawn", () => {
        if (child.pid !== undefined) track(child.pid);
        resolve();
      });
    });
    // Nobody may be waiting yet: the rejection is read through `spawned` by whoever starts the transport.
    this.spawned.catch(() => undefined);
    child.once("exit", (code, signal) => {
      this.exit = { code, signal };
    });
    child.once("close", () => {
      if (child.pid !== undefined) untrack(child.pid);
      this.closed = true;
      this.closeListener?.();
    });
    // A write to a server that has gone reports through send(); the stream's own error is not fatal.
    child.stdin?.on("error", () => undefined);
    child.stdout?.on("data", (chunk: Buffer) => {
      if (this.early !== undefined) this.early.push(chunk);
      else this.stdoutListener?.(chunk);
    });
    child.stderr?.on("data", (chunk: Buffer) => {
      this.stderr = (this.stderr + chunk.toString("utf8")).slice(-STDERR_TAIL_CHARS);
    });
  }

  /** Takes the server's output (first what it already wrote) and hears when its streams close. */
  listen(onStdout: (chunk: Buffer) => void, onClose: () => void): void {
    const early = this.early ?? [];
    this.early = undefined;
    this.stdoutListener = onStdout;
    this.closeListener = onClose;
    for (const chunk of early) onStdout(chunk);
    if (this.closed) onClose();
  }

  /** Writes to the server's stdin; false when the process is not there to read it. */
  write(data: string): Promise<void> | false {
    const stdin = this.child.stdin;
    if (stdin === null || this.exit !== undefined || stdin.destroyed) return false;
    return new Promise((resolve) => {
      if (stdin.write(data)) resolve();
      else stdin.once("drain", resolve);
    });
  }

  /** The last lines the server wrote to stderr (a start-up failure's explanation, usually). */
  stderrTail(): string {
    return this.stderr.trim();
  }

  /** How the process ended, once it has. */
  exitStatus(): ServerExit | undefined {
    return this.exit;
  }

  /** Ends the server and everything it started: SIGTERM to the group, SIGKILL to what remains. */
  async close(): Promise<void> {
    const pgid = this.child.pid;
    if (pgid === undefined) return;
    this.child.stdin?.end();
    if (this.exit === undefined) signalGroup(pgid, "SIGTERM");
    if (!(await settlesWithin(this.exited, GRACE_MS))) signalGroup(pgid, "SIGKILL");
    // Members the server left behind after it exited (a wrapper's child) go too.
    if (await groupIsRunning(pgid)) {
      signalGroup(pgid, "SIGTERM");
      const deadline = Date.now() + GRACE_MS;
      while ((await groupIsRunning(pgid)) && Date.now() < deadline) await delay(40);
      signalGroup(pgid, "SIGKILL");
    }
    untrack(pgid);
  }
}
