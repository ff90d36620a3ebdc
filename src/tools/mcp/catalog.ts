// Which MCP tools a session offers, and when. The first request gets the tools of every server
// connected by then; a server that connects later joins at a later turn, its tools appended after all
// the others and — where the provider can defer — deferred behind ToolSearch, so nothing sent before
// changes. A tool the policy could never allow is not offered at all (and listed for the report), so
// the model does not waste turns on it. Past a share of the context window (ENABLE_TOOL_SEARCH),
// MCP tools are deferred from the start, as Claude Code does. A server whose tools change during the
// run (notifications/tools/list_changed) is handled the same way: its new tools are appended (and
// deferred) at a later turn; a tool it withdrew stays in the list — removing it would change the
// prefix — but is announced as gone, and a call to it is refused (McpServers.callTool). A tool whose
// definition changed keeps the definition first sent, for the same reason; the server judges the call.
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
  /** Servers that connected. */
  servers: string[];
  /** Servers whose tool list changed since the session last looked. */
  changed: string[];
  /** Tools offered before that their server no longer has, by session name. */
  withdrawn: string[];
  /** Tools withdrawn earlier that their server offers again. */
  restored: string[];
}

/** What the session has taken of one server's tools. */
interface SeenServer {
  /** The server's listing revision last looked at. */
  revision: number;
  /** Every tool name the server has listed (whether allowed or not), so none is built twice. */
  listed: Set<string>;
  /** Offered tools: the server's name → the session's. */
  offered: Map<string, string>;
  /** Offered tools announced as withdrawn (server names). */
  withdrawn: Set<string>;
}

type ServerTool = ConnectedServer["tools"][number];

export class McpCatalog {
  private readonly seen = new Map<string, SeenServer>();
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

  /**
   * Tools of servers that connected since the last call, and of servers whose tools changed, or
   * undefined when nothing did.
   */
  late(): McpJoin | undefined {
    const ready = this.newlyConnected();
    const changed = this.changedServers();
    if (ready.length === 0 && changed.length === 0) return undefined;
    const built = [
      ...ready.map((s) => this.buildServer(s.entry, s.server)),
      ...changed.map((c) => this.buildTools(c.entry, c.added)),
    ];
    const deferred = this.options.deferLoading && this.options.settings.toolSearch.mode !== "never";
    return {
      ...this.finish(ready, built, deferred),
      changed: changed.map((c) => c.entry.name),
      withdrawn: changed.flatMap((c) => c.withdrawn),
      restored: changed.flatMap((c) => c.restored),
    };
  }

  /** Every MCP tool offered so far; `readOnly` keeps those a read-only sub-agent may have. */
  tools({ readOnly }: { readOnly: boolean }): AnyTool[] {
    return readOnly ? this.all.filter((t) => this.readOnly.has(t.name)) : [...this.all];
  }

  private newlyConnected(): { entry: McpServerEntry; server: ConnectedServer }[] {
    const ready = this.options.servers.connected().filter((s) => !this.seen.has(s.entry.name));
    for (const s of ready)
      this.seen.set(s.entry.name, {
        revision: s.server.toolsRevision,
        listed: new Set(),
        offered: new Map(),
        withdrawn: new Set(),
      });
    return ready;
  }

  /** Servers seen before whose listing changed since: what they added, withdrew, or offer again. */
  private changedServers() {
    return this.options.servers.connected().flatMap(({ entry, server }) => {
      const seen = this.seen.get(entry.name);
      if (seen === undefined || seen.revision === server.toolsRevision) return [];
      seen.revision = server.toolsRevision;
      const now = new Set(server.tools.map((t) => t.name));
      const added = server.tools.filter((t) => !seen.listed.has(t.name));
      const withdrawn: string[] = [];
      const restored: string[] = [];
      for (const [tool, name] of seen.offered) {
        if (!now.has(tool) && !seen.withdrawn.has(tool)) {
          seen.withdrawn.add(tool);
          withdrawn.push(name);
        } else if (now.has(tool) && seen.withdrawn.delete(tool)) restored.push(name);
      }
      return [{ entry, added, withdrawn, restored }];
    });
  }

  /** A newly connected server's tools (and its resources, when it has them). */
  private buildServer(entry: McpServerEntry, server: ConnectedServer) {
    if (server.hasResources && this.options.allowed("ReadMcpResourceTool", { server: entry.name }))
      this.resourceServers.push(entry.name);
    return this.buildTools(entry, server.tools);
  }

  /** Tools of a server, named; the ones the policy allows, each with its definition. */
  private buildTools(entry: McpServerEntry, tools: readonly ServerTool[]) {
    const seen = this.seen.get(entry.name);
    const names = nameServerTools(
      entry.name,
      tools.map((t) => t.name),
      this.taken,
    );
    return tools.flatMap((tool, i) => {
      const naming = names[i] ?? { name: tool.name };
      seen?.listed.add(tool.name);
      if (naming.renamed !== undefined) this.renamed.push(`${entry.name}: ${naming.renamed}`);
      if (!this.options.allowed(naming.name, {})) {
        this.notAllowed.push(naming.name);
        return [];
      }
      seen?.offered.set(tool.name, naming.name);
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
    built: { name: string; server: string; tool: ServerTool }[][],
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
    return { tools, servers: ready.map((s) => s.entry.name), changed: [], withdrawn: [], restored: [] };
  }
}
