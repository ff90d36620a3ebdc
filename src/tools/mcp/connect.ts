// Connecting to one MCP server with the official SDK's client: stdio (in its own process group),
// Streamable HTTP, or legacy SSE. Loaded with import() only when a run has servers, so nothing of the
// SDK is on the start-up path of a run without them. Start-up — spawning or reaching the server,
// initialize, and listing its tools — has one time limit; a server that misses it, or fails on the
// way, is closed (its process group ended) and reported with the tail of what it wrote to stderr.
// A server that says its tools changed (notifications/tools/list_changed) is listed again; the
// session picks the new list up between turns (catalog.ts).
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { SSEClientTransport } from "@modelcontextprotocol/sdk/client/sse.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { Transport } from "@modelcontextprotocol/sdk/shared/transport.js";
import {
  type CallToolResult,
  ErrorCode,
  McpError,
  type ReadResourceResult,
  type Resource,
  type Tool as McpToolDefinition,
} from "@modelcontextprotocol/sdk/types.js";
import { VERSION } from "../../version";
import type { McpServerEntry } from "./config";
import { type ServerProcess, stdioParameters } from "./server-process";
import { GroupStdioTransport } from "./stdio-transport";

export interface ServerTool {
  name: string;
  description: string;
  inputSchema: Readonly<Record<string, unknown>>;
  /** The server's readOnlyHint: only such tools run beside others, or in plan mode. */
  readOnly: boolean;
}

export interface CallOptions {
  signal: AbortSignal;
  timeoutMs: number;
}

/** A server that started: its tools, and calls that fail with messages written for the model. */
export interface ConnectedServer {
  /** Its tools as last listed (again after each notifications/tools/list_changed). */
  readonly tools: readonly ServerTool[];
  /** Counts the listings after the first: a change tells the session to look at `tools` again. */
  readonly toolsRevision: number;
  readonly hasResources: boolean;
  callTool(name: string, args: Record<string, unknown>, options: CallOptions): Promise<CallToolResult>;
  listResources(options: CallOptions): Promise<Resource[]>;
  readResource(uri: string, options: CallOptions): Promise<ReadResourceResult>;
  /** Called once if the connection ends before close(): the server exited or hung up. */
  onLost(listener: (why: string) => void): void;
  /** Called after each new listing of its tools, or with why one failed (the old list then stays). */
  onToolsChanged(listener: (problem: string | undefined) => void): void;
  close(): Promise<void>;
}

export interface ConnectOptions {
  /** Where relative `cwd` entries start, and a stdio server's working directory by default. */
  workspaceRoot: string;
  /** A stdio server's whole environment: the agent's allow-listed one plus the entry's `env`. */
  env: Readonly<Record<string, string>>;
  timeoutMs: number;
  signal: AbortSignal;
  /** A stdio server's process, when it was started before the SDK was loaded (servers.ts). */
  process?: ServerProcess;
}

function transportFor(entry: McpServerEntry, options: ConnectOptions): Transport {
  const config = entry.transport;
  if (config.type === "stdio")
    return new GroupStdioTransport(
      options.process ?? stdioParameters(config, options.workspaceRoot, options.env),
    );
  const init = { requestInit: { headers: config.headers } };
  return config.type === "http"
    ? new StreamableHTTPClientTransport(new URL(config.url), init)
    : new SSEClientTransport(new URL(config.url), init);
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** What happened to a stdio server's process, and what it said last. */
function processNote(transport: Transport): string {
  if (!(transport instanceof GroupStdioTransport)) return "";
  const exit = transport.exitStatus();
  const how =
    exit === undefined
      ? ""
      : exit.signal !== null
        ? ` (the process was ended by ${exit.signal})`
        : ` (the process exited with code ${String(exit.code)})`;
  const tail = transport.stderrTail();
  return `${how}${tail === "" ? "" : `; its stderr ended with: ${tail.split("\n").slice(-8).join("\n")}`}`;
}

async function listAllTools(client: Client, options: CallOptions): Promise<McpToolDefinition[]> {
  const tools: McpToolDefinition[] = [];
  let cursor: string | undefined;
  do {
    const page = await client.listTools(cursor === undefined ? {} : { cursor }, {
      signal: options.signal,
      timeout: options.timeoutMs,
    });
    tools.push(...page.tools);
    cursor = page.nextCursor;
  } while (cursor !== undefined && tools.length < 10_000);
  return tools;
}

function serverToolsOf(listed: readonly McpToolDefinition[]): ServerTool[] {
  return listed.map((tool) => ({
    name: tool.name,
    description: tool.description ?? tool.title ?? "",
    inputSchema: tool.inputSchema,
    readOnly: tool.annotations?.readOnlyHint === true,
  }));
}

function describeCallError(error: unknown, options: CallOptions, transport: Transport): Error {
  const code = error instanceof McpError ? (error.code as ErrorCode) : undefined;
  if (code === ErrorCode.RequestTimeout && !options.signal.aborted)
    return new Error(
      `the server did not answer within ${String(Math.round(options.timeoutMs / 1000))} s (MCP_TOOL_TIMEOUT)`,
    );
  if (code === ErrorCode.ConnectionClosed)
    return new Error(`the server closed the connection${processNote(transport)}`);
  return new Error(messageOf(error));
}

class Connection implements ConnectedServer {
  private lost: ((why: string) => void)[] = [];
  private changed: ((problem: string | undefined) => void)[] = [];
  private closing = false;
  private readonly closed = new AbortController();
  private toolList: readonly ServerTool[];
  private revision = 0;
  /** A listing in progress; `stale` asks it to list once more (a notification came meanwhile). */
  private refreshing: Promise<void> | undefined;
  private stale = false;

  constructor(
    private readonly client: Client,
    private readonly transport: Transport,
    tools: readonly ServerTool[],
    readonly hasResources: boolean,
    private readonly listTimeoutMs: number,
  ) {
    this.toolList = tools;
    client.onclose = () => {
      if (this.closing) return;
      const why = `the connection ended${processNote(transport)}`;
      for (const listener of this.lost) listener(why);
    };
  }

  get tools(): readonly ServerTool[] {
    return this.toolList;
  }

  get toolsRevision(): number {
    return this.revision;
  }

  onLost(listener: (why: string) => void): void {
    this.lost.push(listener);
  }

  onToolsChanged(listener: (problem: string | undefined) => void): void {
    this.changed.push(listener);
  }

  /** notifications/tools/list_changed: list again; notifications during a listing coalesce into one more. */
  listAgain(): void {
    this.stale = true;
    this.refreshing ??= this.relist();
  }

  private async relist(): Promise<void> {
    while (this.stale && !this.closing) {
      this.stale = false;
      let problem: string | undefined;
      try {
        const listed = await listAllTools(this.client, {
          signal: this.closed.signal,
          timeoutMs: this.listTimeoutMs,
        });
        this.toolList = serverToolsOf(listed);
        this.revision += 1;
      } catch (error) {
        problem = `listing its tools again failed (${messageOf(error)}); its earlier list stays`;
      }
      for (const listener of this.changed) listener(problem);
    }
    this.refreshing = undefined;
  }

  /** Waits for a listing in progress (a call that changed the server's tools sees the new list). */
  private async listed(): Promise<void> {
    await this.refreshing;
  }

  /**
   * One request, with a signal of its own that follows the run's: the SDK adds an abort listener to
   * the signal of every request and never removes it, which on the run's long-lived signal would grow
   * with every call.
   */
  private async request<T>(run: (signal: AbortSignal) => Promise<T>, options: CallOptions): Promise<T> {
    const own = new AbortController();
    const forward = () => own.abort(options.signal.reason);
    if (options.signal.aborted) own.abort(options.signal.reason);
    else options.signal.addEventListener("abort", forward, { once: true });
    try {
      return await run(own.signal);
    } catch (error) {
      throw describeCallError(error, options, this.transport);
    } finally {
      options.signal.removeEventListener("abort", forward);
    }
  }

  async callTool(name: string, args: Record<string, unknown>, options: CallOptions): Promise<CallToolResult> {
    const result = await this.request(
      async (signal) =>
        (await this.client.callTool({ name, arguments: args }, undefined, {
          signal,
          timeout: options.timeoutMs,
        })) as CallToolResult,
      options,
    );
    // The server says list_changed before it answers: the next turn then knows the new tools.
    await this.listed();
    return result;
  }

  async listResources(options: CallOptions): Promise<Resource[]> {
    const resources: Resource[] = [];
    let cursor: string | undefined;
    do {
      const page = await this.request(
        (signal) =>
          this.client.listResources(cursor === undefined ? {} : { cursor }, {
            signal,
            timeout: options.timeoutMs,
          }),
        options,
      );
      resources.push(...page.resources);
      cursor = page.nextCursor;
    } while (cursor !== undefined && resources.length < 10_000);
    return resources;
  }

  readResource(uri: string, options: CallOptions): Promise<ReadResourceResult> {
    return this.request(
      (signal) => this.client.readResource({ uri }, { signal, timeout: options.timeoutMs }),
      options,
    );
  }

  async close(): Promise<void> {
    this.closing = true;
    this.closed.abort();
    await this.client.close().catch(() => undefined);
    await this.transport.close().catch(() => undefined);
  }
}

/** Starts (or reaches) the server, initializes and lists its tools, all within `timeoutMs`. */
export async function connectServer(
  entry: McpServerEntry,
  options: ConnectOptions,
): Promise<ConnectedServer> {
  const transport = transportFor(entry, options);
  let connection: Connection | undefined;
  // A change said before the first listing ended may not be in it: list again once connected.
  let changedEarly = false;
  const client = new Client(
    { name: "steward", version: VERSION },
    {
      capabilities: {},
      // The SDK listens only when the server declares tools.listChanged; the listing is ours (all
      // pages, a time limit). No debounce: the new list must be there before the call that changed it
      // returns.
      listChanged: {
        tools: {
          autoRefresh: false,
          debounceMs: 0,
          onChanged: () => (connection === undefined ? (changedEarly = true) : connection.listAgain()),
        },
      },
    },
  );
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), options.timeoutMs);
  const stop = () => deadline.abort();
  options.signal.addEventListener("abort", stop, { once: true });
  const call = { signal: deadline.signal, timeoutMs: options.timeoutMs };
  try {
    const started = client.connect(transport, call);
    // Lost the race below, its rejection is handled here.
    started.catch(() => undefined);
    // connect() does not watch the signal while the transport starts: race it.
    await Promise.race([
      started,
      new Promise((_, reject) =>
        deadline.signal.addEventListener("abort", () => reject(new Error("aborted")), { once: true }),
      ),
    ]);
    const listed = await listAllTools(client, call);
    const hasResources = client.getServerCapabilities()?.resources !== undefined;
    connection = new Connection(client, transport, serverToolsOf(listed), hasResources, options.timeoutMs);
    if (changedEarly) connection.listAgain();
    return connection;
  } catch (error) {
    await client.close().catch(() => undefined);
    await transport.close().catch(() => undefined);
    const why = options.signal.aborted
      ? "the run was stopped while it started"
      : deadline.signal.aborted
        ? `it did not start within ${String(Math.round(options.timeoutMs / 1000))} s (MCP_TIMEOUT)`
        : messageOf(error);
    throw new Error(`${why}${processNote(transport)}`, { cause: error });
  } finally {
    clearTimeout(timer);
    options.signal.removeEventListener("abort", stop);
  }
}
