// Which MCP tools a session offers, and when. The first request gets the tools of every server
// connected by then; a server that connects later joins at a later turn, its tools appended after all
// the others and — where the provider can defer — deferred behind ToolSearch, so nothing sent before
// changes. A tool the policy could never allow is not offered at all (and listed for the report), so
// the model does not waste turns on it. Past a share of the context window (ENABLE_TOOL_SEARCH),
// MCP tools are deferred from the start, as Claude Code does.
import type { AnyTool } from "../tool";
import type { McpServerEntry } from "./config";
import type { ConnectedServer } from "./connect";
import { mcpTool } from "./mcp-tool";
import { nameServerTools } from "./names";
import { resourceTools } from "./resource-tools";
import type { McpServers } from "./servers";
import type { McpSettings } from "./settings";

export interface McpCatalogOptions {
  servers: McpServers;
  settings: McpSettings;
  /** Whether some rule of the policy allows this call (MCP tools judge by name; resource tools by server). */
  allowed: (toolName: string, input: Record<string, unknown>) => boolean;
  /** The provider supports defer_loading and tool_reference. */
  deferLoading: boolean;
  /** The model's context window, in tokens (for ENABLE_TOOL_SEARCH=auto). */
  contextWindow: number;
  /** Names already taken (the built-in tools). */
  takenNames: Iterable<string>;
}

/** Tools that joined the session at once, and which servers they came from. */
export interface McpJoin {
  tools: AnyTool[];
  servers: string[];
}

export class McpCatalog {
  private readonly joined = new Set<string>();
  private readonly taken: Set<string>;
  private readonly resourceServers: string[] = [];
  private resourceToolsAdded = false;
  private readonly all: AnyTool[] = [];
  private readonly readOnly = new Set<string>();
  /** Configured tools no rule allows (never offered). */
  readonly notAllowed: string[] = [];
  /** Tools whose names had to change, with why. */
  readonly renamed: string[] = [];

  constructor(private readonly options: McpCatalogOptions) {
    this.taken = new Set(options.takenNames);
  }

  /** The tools of the servers connected now: sent from the first request on. */
  initial(): McpJoin {
    const ready = this.newlyConnected();
    const built = ready.map((s) => this.buildServer(s.entry, s.server));
    const deferred = this.options.deferLoading && this.deferAll(built.flat());
    return this.finish(ready, built, deferred);
  }

  /** Tools of servers that connected since the last call, or undefined when none did. */
  late(): McpJoin | undefined {
    const ready = this.newlyConnected();
    if (ready.length === 0) return undefined;
    const built = ready.map((s) => this.buildServer(s.entry, s.server));
    const deferred = this.options.deferLoading && this.options.settings.toolSearch.mode !== "never";
    return this.finish(ready, built, deferred);
  }

  /** Every MCP tool offered so far; `readOnly` keeps those a read-only sub-agent may have. */
  tools({ readOnly }: { readOnly: boolean }): AnyTool[] {
    return readOnly ? this.all.filter((t) => this.readOnly.has(t.name)) : [...this.all];
  }

  private newlyConnected(): { entry: McpServerEntry; server: ConnectedServer }[] {
    const ready = this.options.servers.connected().filter((s) => !this.joined.has(s.entry.name));
    for (const s of ready) this.joined.add(s.entry.name);
    return ready;
  }

  /** A server's tools, named; the ones the policy allows, each with its definition. */
  private buildServer(entry: McpServerEntry, server: ConnectedServer) {
    const names = nameServerTools(
      entry.name,
      server.tools.map((t) => t.name),
      this.taken,
    );
    if (server.hasResources && this.options.allowed("ReadMcpResourceTool", { server: entry.name }))
      this.resourceServers.push(entry.name);
    return server.tools.flatMap((tool, i) => {
      const naming = names[i] ?? { name: tool.name };
      if (naming.renamed !== undefined) this.renamed.push(`${entry.name}: ${naming.renamed}`);
      if (!this.options.allowed(naming.name, {})) {
        this.notAllowed.push(naming.name);
        return [];
      }
      return [{ name: naming.name, server: entry.name, tool }];
    });
  }

  /** ENABLE_TOOL_SEARCH: whether the definitions would take more than the allowed share of the window. */
  private deferAll(tools: { name: string; tool: { description: string; inputSchema: unknown } }[]): boolean {
    const mode = this.options.settings.toolSearch;
    if (mode.mode !== "auto") return mode.mode === "always";
    const chars = tools.reduce(
      (n, t) => n + t.name.length + t.tool.description.length + JSON.stringify(t.tool.inputSchema).length,
      0,
    );
    // A token is taken as four characters, as elsewhere in steward's estimates.
    return chars / 4 > (this.options.contextWindow * mode.percent) / 100;
  }

  private finish(
    ready: { entry: McpServerEntry }[],
    built: { name: string; server: string; tool: ConnectedServer["tools"][number] }[][],
    deferred: boolean,
  ): McpJoin {
    const tools: AnyTool[] = built.flat().map((b) => {
      if (b.tool.readOnly) this.readOnly.add(b.name);
      return mcpTool({
        ...b,
        servers: this.options.servers,
        maxResultChars: this.options.settings.maxResultChars,
        deferred,
      });
    });
    if (!this.resourceToolsAdded && this.resourceServers.length > 0) {
      this.resourceToolsAdded = true;
      const known = { names: () => [...this.resourceServers] };
      for (const tool of resourceTools(this.options.servers, known, deferred)) {
        tools.push(tool);
        this.readOnly.add(tool.name);
      }
    }
    this.all.push(...tools);
    return { tools, servers: ready.map((s) => s.entry.name) };
  }
}
