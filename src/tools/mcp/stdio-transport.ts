// The stdio transport for MCP servers, in a process group of the server's own. The SDK's
// StdioClientTransport starts the server as a plain child and, on close, signals that one pid: a
// server started through `npx` or a shell wrapper leaves its real process behind. Here the server is
// the leader of a new group (spawn `detached`, i.e. setsid), and closing ends the whole group —
// SIGTERM, then SIGKILL after a grace period — and the process's exit handler kills any group still
// alive. The framing (newline-delimited JSON-RPC) is the SDK's own ReadBuffer and serializeMessage.
import { type ChildProcess, spawn } from "node:child_process";
import { ReadBuffer, serializeMessage } from "@modelcontextprotocol/sdk/shared/stdio.js";
import type { Transport } from "@modelcontextprotocol/sdk/shared/transport.js";
import type { JSONRPCMessage } from "@modelcontextprotocol/sdk/types.js";
import { groupIsRunning, signalGroup, track, untrack } from "../bash/process-group";
import { delay, settlesWithin } from "../bash/wait";

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

const STDERR_TAIL_CHARS = 2_000;
const GRACE_MS = 2_000;

export class GroupStdioTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: (message: JSONRPCMessage) => void;

  private child: ChildProcess | undefined;
  private readonly buffer = new ReadBuffer();
  private stderr = "";
  private exit: ServerExit | undefined;
  private exited: Promise<void> = Promise.resolve();

  constructor(private readonly params: StdioServerParameters) {}

  /** The last lines the server wrote to stderr (a start-up failure's explanation, usually). */
  stderrTail(): string {
    return this.stderr.trim();
  }

  /** How the process ended, once it has. */
  exitStatus(): ServerExit | undefined {
    return this.exit;
  }

  start(): Promise<void> {
    if (this.child !== undefined) return Promise.reject(new Error("the server was already started"));
    return new Promise((resolve, reject) => {
      const child = spawn(this.params.command, [...this.params.args], {
        cwd: this.params.cwd,
        env: { ...this.params.env },
        stdio: ["pipe", "pipe", "pipe"],
        detached: true,
      });
      this.child = child;
      this.exited = new Promise((settle) => child.once("close", () => settle()));
      child.once("error", (error) => {
        reject(error);
        this.onerror?.(error);
      });
      child.once("spawn", () => {
        if (child.pid !== undefined) track(child.pid);
        resolve();
      });
      child.once("exit", (code, signal) => {
        this.exit = { code, signal };
      });
      child.once("close", () => {
        if (child.pid !== undefined) untrack(child.pid);
        this.onclose?.();
      });
      child.stdin?.on("error", (error) => this.onerror?.(error));
      child.stdout?.on("data", (chunk: Buffer) => this.receive(chunk));
      child.stderr?.on("data", (chunk: Buffer) => {
        this.stderr = (this.stderr + chunk.toString("utf8")).slice(-STDERR_TAIL_CHARS);
      });
    });
  }

  private receive(chunk: Buffer): void {
    try {
      this.buffer.append(chunk);
    } catch (error) {
      this.onerror?.(error instanceof Error ? error : new Error(String(error)));
      void this.close();
      return;
    }
    for (;;) {
      let message: JSONRPCMessage | null;
      try {
        message = this.buffer.readMessage();
      } catch (error) {
        // A line that is not JSON-RPC (a server printing to stdout): reported, and skipped.
        this.onerror?.(error instanceof Error ? error : new Error(String(error)));
        continue;
      }
      if (message === null) return;
      this.onmessage?.(message);
    }
  }

  send(message: JSONRPCMessage): Promise<void> {
    const stdin = this.child?.stdin;
    if (stdin === undefined || stdin === null || this.exit !== undefined || stdin.destroyed)
      return Promise.reject(new Error("the server is not running"));
    return new Promise((resolve) => {
      if (stdin.write(serializeMessage(message))) resolve();
      else stdin.once("drain", resolve);
    });
  }

  /** Ends the server and everything it started: SIGTERM to the group, SIGKILL to what remains. */
  async close(): Promise<void> {
    const child = this.child;
    const pgid = child?.pid;
    if (child === undefined || pgid === undefined) return;
    child.stdin?.end();
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
    this.buffer.clear();
  }
}
