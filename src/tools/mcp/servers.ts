// The run's MCP servers: all started at once, in parallel, as soon as the configuration is known (the
// caller starts them before its own remaining preparation, so they come up meanwhile), each with its
// own start-up limit. A server that fails is reported and left out; one that stops mid-run turns the
// calls to its tools into errors that say so. close() ends every server — pending ones included —
// and is safe to call more than once.
import type { CallToolResult, ReadResourceResult, Resource } from "@modelcontextprotocol/sdk/types.js";
import type { McpServerEntry } from "./config";
import type * as Connect from "./connect";
import type { ConnectedServer } from "./connect";
import { ServerProcess, stdioParameters } from "./server-process";
import type { McpSettings } from "./settings";

/** One server's state as the report and the stream-json init line show it. */
export interface McpServerStatus {
  name: string;
  status: "pending" | "connected" | "failed";
  /** Why it failed, or stopped during the run. Not redacted: the reader redacts. */
  reason?: string;
  /** How many tools it offers (connected servers). */
  tools: number;
  transport: "stdio" | "http" | "sse";
  source: string;
}

export interface McpStartOptions {
  /** Relative `cwd` entries start here; it is a stdio server's working directory by default. */
  workspaceRoot: string;
  /** The agent's allow-listed environment: a stdio server gets it plus its entry's `env`, nothing more. */
  agentEnv: Readonly<Record<string, string>>;
  settings: McpSettings;
  log?: (line: string) => void;
}

type State =
  | { kind: "pending" }
  | { kind: "connected"; server: ConnectedServer; lost?: string }
  | { kind: "failed"; reason: string };

export class McpServers {
  private readonly states = new Map<string, State>();
  private readonly starts: Promise<void>[] = [];
  private readonly stop = new AbortController();
  private closed: Promise<void> | undefined;

  private constructor(
    readonly entries: readonly McpServerEntry[],
    private readonly options: McpStartOptions,
  ) {}

  /** Starts every server; returns at once (nothing here throws or waits). */
  static start(entries: readonly McpServerEntry[], options: McpStartOptions): McpServers {
    const servers = new McpServers(entries, options);
    // One import of the SDK for all of them, loaded only now.
    const sdk = import("./connect");
    for (const entry of entries) servers.starts.push(servers.startOne(entry, sdk));
    return servers;
  }

  private async startOne(entry: McpServerEntry, sdk: Promise<typeof Connect>): Promise<void> {
    this.states.set(entry.name, { kind: "pending" });
    // A stdio server boots while the SDK loads (server-process.ts); connectServer owns it from then on.
    const config = entry.transport;
    const early =
      config.type === "stdio"
        ? new ServerProcess(stdioParameters(config, this.options.workspaceRoot, this.options.agentEnv))
        : undefined;
    try {
      const { connectServer } = await sdk.catch(async (error: unknown) => {
        await early?.close();
        throw error;
      });
      const server = await connectServer(entry, {
        workspaceRoot: this.options.workspaceRoot,
        env: this.options.agentEnv,
        timeoutMs: entry.startupTimeoutMs ?? this.options.settings.startupTimeoutMs,
        signal: this.stop.signal,
        ...(early === undefined ? {} : { process: early }),
      });
      if (this.stop.signal.aborted) {
        await server.close();
        throw new Error("the run was stopped while it started");
      }
      const state: State = { kind: "connected", server };
      this.states.set(entry.name, state);
      server.onLost((why) => {
        state.lost = why;
        this.options.log?.(`MCP server ${entry.name} stopped during the run: ${why}`);
      });
      server.onToolsChanged((problem) =>
        this.options.log?.(
          `MCP server ${entry.name}: ${problem ?? `its tools changed, ${String(server.tools.length)} tools now`}`,
        ),
      );
      this.options.log?.(`MCP server ${entry.name}: connected, ${String(server.tools.length)} tools`);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      this.states.set(entry.name, { kind: "failed", reason });
      this.options.log?.(`MCP server ${entry.name} failed to start: ${reason}`);
    }
  }

  statuses(): McpServerStatus[] {
    return this.entries.map((entry) => {
      const state = this.states.get(entry.name) ?? { kind: "pending" };
      const base = { name: entry.name, transport: entry.transport.type, source: entry.source };
      switch (state.kind) {
        case "pending":
          return { ...base, status: "pending", tools: 0 };
        case "failed":
          return { ...base, status: "failed", reason: state.reason, tools: 0 };
        case "connected":
          return state.lost === undefined
            ? { ...base, status: "connected", tools: state.server.tools.length }
            : {
                ...base,
                status: "failed",
                reason: `stopped during the run: ${state.lost}`,
                tools: state.server.tools.length,
              };
      }
    });
  }

  /** Waits until every server has connected or failed, at most `maxWaitMs`, or until `signal` aborts. */
  async settle(maxWaitMs: number, signal?: AbortSignal): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    let onAbort: (() => void) | undefined;
    const limit = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, maxWaitMs);
      onAbort = () => resolve();
      signal?.addEventListener("abort", onAbort, { once: true });
    });
    try {
      await Promise.race([Promise.all(this.starts), limit]);
    } finally {
      clearTimeout(timer);
      if (onAbort !== undefined) signal?.removeEventListener("abort", onAbort);
    }
  }

  /** The servers connected now, in configuration order. */
  connected(): { entry: McpServerEntry; server: ConnectedServer }[] {
    return this.entries.flatMap((entry) => {
      const state = this.states.get(entry.name);
      return state?.kind === "connected" ? [{ entry, server: state.server }] : [];
    });
  }

  /** Why a server cannot take calls now (stopped, failed, still starting), or undefined when it can. */
  unavailable(name: string): string | undefined {
    const state = this.states.get(name);
    if (state === undefined) return `there is no MCP server named ${name}`;
    if (state.kind === "pending") return `MCP server ${name} is still starting`;
    if (state.kind === "failed") return `MCP server ${name} failed to start: ${state.reason}`;
    if (state.lost !== undefined) return `MCP server ${name} is not running any more: ${state.lost}`;
    return undefined;
  }

  private live(name: string): ConnectedServer {
    const why = this.unavailable(name);
    const state = this.states.get(name);
    if (why !== undefined || state?.kind !== "connected") throw new Error(`${why ?? name}.`);
    return state.server;
  }

  private timeoutOf(name: string): number {
    const entry = this.entries.find((e) => e.name === name);
    return entry?.toolTimeoutMs ?? this.options.settings.toolTimeoutMs;
  }

  async callTool(
    server: string,
    tool: string,
    args: Record<string, unknown>,
    signal: AbortSignal,
  ): Promise<CallToolResult> {
    const live = this.live(server);
    // A tool the session was given stays in its list (the tools prefix never changes), but one the
    // server took back since (list_changed) is not called.
    if (!live.tools.some((t) => t.name === tool))
      throw new Error(
        `MCP server ${server} no longer offers the tool ${tool}: its tool list changed during the run.`,
      );
    return live.callTool(tool, args, { signal, timeoutMs: this.timeoutOf(server) });
  }

  async listResources(server: string, signal: AbortSignal): Promise<Resource[]> {
    return this.live(server).listResources({ signal, timeoutMs: this.timeoutOf(server) });
  }

  async readResource(server: string, uri: string, signal: AbortSignal): Promise<ReadResourceResult> {
    return this.live(server).readResource(uri, { signal, timeoutMs: this.timeoutOf(server) });
  }

  /** Ends every server, including those still starting; waits until their processes are gone. */
  close(): Promise<void> {
    this.closed ??= (async () => {
      this.stop.abort();
      await Promise.all(this.starts);
      await Promise.all(this.connected().map(({ server }) => server.close()));
    })();
    return this.closed;
  }
}
