// The session's side of MCP: the servers were started by the caller (the action or `steward run`) as
// early as it could; here the first request waits a bounded time for those still starting, their
// allowed tools join the tool list, and servers that connect later (or whose tools change) join at a
// later turn — appended, deferred where the provider can defer, and announced in the turn's own user
// message, so no request already sent is ever rewritten. The catalog (and the SDK behind it) is only loaded when a run has
// servers.
import type { McpCatalog, McpJoin } from "../tools/mcp/catalog";
import type { McpServers, McpServerStatus } from "../tools/mcp/servers";
import { FIRST_REQUEST_WAIT_MS, type McpSettings } from "../tools/mcp/settings";
import type { ToolRegistry } from "../tools/registry";
import type { DeferredTools } from "../tools/session/deferred";
import type { AnyTool } from "../tools/tool";

export interface McpRunOptions {
  servers: McpServers;
  settings: McpSettings;
  /** How long the first request waits for servers still starting (default FIRST_REQUEST_WAIT_MS). */
  firstRequestWaitMs?: number;
}

/** What the report says about the run's MCP servers. */
export interface McpReport {
  servers: McpServerStatus[];
  /** Tools the servers offer that no rule of the policy allows: never offered to the model. */
  notAllowed: string[];
  /** Tools whose names had to change, and why. */
  renamed: string[];
}

export interface McpSessionTools {
  /** Tools for the first request. */
  initial: AnyTool[];
  /** One line for the system prompt's environment section: servers not (yet) there. */
  promptNote: string | undefined;
  /** What the session needs: the init line's `mcp_servers`, and late servers joining between turns. */
  sessionOptions: (
    registry: ToolRegistry,
    deferred: DeferredTools,
  ) => { mcpServers: { name: string; status: string }[]; joinTools: () => string | undefined };
  /** Every MCP tool offered so far, for sub-agents (read-only ones get the read-only tools). */
  tools: (readOnly: boolean) => AnyTool[];
  /** Why an MCP tool name the registry does not hold cannot be called, when that is known. */
  explainMissing: (name: string) => string | undefined;
  report: () => McpReport;
}

export interface PrepareMcpOptions {
  mcp: McpRunOptions;
  /** Whether some rule allows a call of this tool (PolicyResolver.allowsTool). */
  allowed: (toolName: string, input: Record<string, unknown>) => boolean;
  deferLoading: boolean;
  contextWindow: number;
  takenNames: Iterable<string>;
  signal: AbortSignal;
}

function promptNoteOf(statuses: readonly McpServerStatus[]): string | undefined {
  const parts = statuses.flatMap((s) => {
    if (s.status === "pending")
      return [`${s.name} is still starting (its tools will be announced when it connects)`];
    if (s.status === "failed") return [`${s.name} failed to start, so its tools are not available`];
    return [];
  });
  return parts.length === 0 ? undefined : `MCP servers: ${parts.join("; ")}.`;
}

const servers = (names: readonly string[]) =>
  `MCP server${names.length === 1 ? "" : "s"} ${names.join(", ")}`;

/** What the turn's message says about tools that joined or left, or undefined when none did. */
function announcement(join: McpJoin, tools: readonly AnyTool[]): string | undefined {
  if (tools.length === 0 && join.withdrawn.length === 0 && join.restored.length === 0) return undefined;
  const parts: string[] = [];
  if (join.servers.length > 0) parts.push(`${servers(join.servers)} connected.`);
  if (join.changed.length > 0) parts.push(`The tools of ${servers(join.changed)} changed.`);
  const names = tools.map((t) => t.name).join(", ");
  if (tools.length > 0)
    parts.push(
      tools.some((t) => t.shouldDefer)
        ? `These tools can now be loaded with ToolSearch ("select:Name") and then called: ${names}.`
        : `These tools can be called from now on: ${names}.`,
    );
  if (join.restored.length > 0) parts.push(`These tools can be called again: ${join.restored.join(", ")}.`);
  if (join.withdrawn.length > 0)
    parts.push(`These tools are no longer offered and cannot be called: ${join.withdrawn.join(", ")}.`);
  return parts.join(" ");
}

function serverOf(name: string): string | undefined {
  if (!name.startsWith("mcp__")) return undefined;
  const server = name.slice("mcp__".length).split("__")[0];
  return server === undefined || server === "" ? undefined : server;
}

export async function prepareMcpTools(options: PrepareMcpOptions): Promise<McpSessionTools> {
  const { servers, settings } = options.mcp;
  await servers.settle(options.mcp.firstRequestWaitMs ?? FIRST_REQUEST_WAIT_MS, options.signal);
  const { McpCatalog } = await import("../tools/mcp/catalog");
  const catalog: McpCatalog = new McpCatalog({
    servers,
    settings,
    allowed: options.allowed,
    deferLoading: options.deferLoading,
    contextWindow: options.contextWindow,
    takenNames: options.takenNames,
  });
  const initial = catalog.initial();
  const joinLate = (registry: ToolRegistry, deferred: DeferredTools) => {
    const join = catalog.late();
    if (join === undefined) return undefined;
    const added = registry.append(join.tools);
    deferred.add(added.filter((t) => t.shouldDefer));
    return announcement(join, added);
  };
  const statuses = servers.statuses();
  return {
    initial: initial.tools,
    promptNote: promptNoteOf(statuses),
    sessionOptions: (registry, deferred) => ({
      mcpServers: statuses.map((s) => ({ name: s.name, status: s.status })),
      joinTools: () => joinLate(registry, deferred),
    }),
    tools: (readOnly) => catalog.tools({ readOnly }),
    explainMissing: (name) => {
      const server = serverOf(name);
      if (server === undefined || !servers.entries.some((e) => e.name === server)) return undefined;
      if (catalog.notAllowed.includes(name))
        return "no rule of the permission policy allows it, so it is not offered in this run";
      return servers.unavailable(server);
    },
    report: () => ({
      servers: servers.statuses(),
      notAllowed: [...catalog.notAllowed],
      renamed: [...catalog.renamed],
    }),
  };
}
