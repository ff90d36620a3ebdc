// The stdio transport for MCP servers, over a ServerProcess (server-process.ts): the server leads a
// process group of its own and closing ends the whole group — the SDK's StdioClientTransport signals
// only the one pid it started, so a server started through `npx` or a shell wrapper would leave its
// real process behind. The process may have been started before the SDK was loaded (its early output
// is kept for us). The framing (newline-delimited JSON-RPC) is the SDK's own ReadBuffer and
// serializeMessage.
import { ReadBuffer, serializeMessage } from "@modelcontextprotocol/sdk/shared/stdio.js";
import type { Transport } from "@modelcontextprotocol/sdk/shared/transport.js";
import type { JSONRPCMessage } from "@modelcontextprotocol/sdk/types.js";
import { type ServerExit, ServerProcess, type StdioServerParameters } from "./server-process";

export type { ServerExit, StdioServerParameters } from "./server-process";

export class GroupStdioTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: (message: JSONRPCMessage) => void;

  private process: ServerProcess | undefined;
  private started = false;
  private readonly buffer = new ReadBuffer();

  /** From the parameters (the process starts in start()), or a process already started. */
  constructor(private readonly source: StdioServerParameters | ServerProcess) {
    if (source instanceof ServerProcess) this.process = source;
  }

  /** The last lines the server wrote to stderr (a start-up failure's explanation, usually). */
  stderrTail(): string {
    return this.process?.stderrTail() ?? "";
  }

  /** How the process ended, once it has. */
  exitStatus(): ServerExit | undefined {
    return this.process?.exitStatus();
  }

  async start(): Promise<void> {
    if (this.started) throw new Error("the server was already started");
    this.started = true;
    const process = (this.process ??= new ServerProcess(this.source as StdioServerParameters));
    try {
      await process.spawned;
    } catch (error) {
      const failure = error instanceof Error ? error : new Error(String(error));
      this.onerror?.(failure);
      throw failure;
    }
    process.listen(
      (chunk) => this.receive(chunk),
      () => this.onclose?.(),
    );
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
    const written = this.started ? this.process?.write(serializeMessage(message)) : undefined;
    if (written === undefined || written === false)
      return Promise.reject(new Error("the server is not running"));
    return written;
  }

  /** Ends the server and everything it started: SIGTERM to the group, SIGKILL to what remains. */
  async close(): Promise<void> {
    await this.process?.close();
    this.buffer.clear();
  }
}
