import { createRequire as __stewardCreateRequire } from 'node:module'; const require = __stewardCreateRequire(import.meta.url);
import {
  FIRST_REQUEST_WAIT_MS
} from "./chunk-RPISHPJS.js";
import "./chunk-NYG7QIXA.js";
import "./chunk-SXXHESJR.js";

// src/agent/mcp-tools.ts
function promptNoteOf(statuses) {
  const parts = statuses.flatMap((s) => {
    if (s.status === "pending")
      return [`${s.name} is still starting (its tools will be announced when it connects)`];
    if (s.status === "failed") return [`${s.name} failed to start, so its tools are not available`];
    return [];
  });
  return parts.length === 0 ? void 0 : `MCP servers: ${parts.join("; ")}.`;
}
var servers = (names) => `MCP server${names.length === 1 ? "" : "s"} ${names.join(", ")}`;
function announcement(join, tools) {
  if (tools.length === 0 && join.withdrawn.length === 0 && join.restored.length === 0) return void 0;
  const parts = [];
  if (join.servers.length > 0) parts.push(`${servers(join.servers)} connected.`);
  if (join.changed.length > 0) parts.push(`The tools of ${servers(join.changed)} changed.`);
  const names = tools.map((t) => t.name).join(", ");
  if (tools.length > 0)
    parts.push(
      tools.some((t) => t.shouldDefer) ? `These tools can now be loaded with ToolSearch ("select:Name") and then called: ${names}.` : `These tools can be called from now on: ${names}.`
    );
  if (join.restored.length > 0) parts.push(`These tools can be called again: ${join.restored.join(", ")}.`);
  if (join.withdrawn.length > 0)
    parts.push(`These tools are no longer offered and cannot be called: ${join.withdrawn.join(", ")}.`);
  return parts.join(" ");
}
function serverOf(name) {
  if (!name.startsWith("mcp__")) return void 0;
  const server = name.slice("mcp__".length).split("__")[0];
  return server === void 0 || server === "" ? void 0 : server;
}
async function prepareMcpTools(options) {
  const { servers: servers2, settings } = options.mcp;
  await servers2.settle(options.mcp.firstRequestWaitMs ?? FIRST_REQUEST_WAIT_MS, options.signal);
  const { McpCatalog } = await import("./chunk-3HV4O3DW.js");
  const catalog = new McpCatalog({
    servers: servers2,
    settings,
    allowed: options.allowed,
    deferLoading: options.deferLoading,
    contextWindow: options.contextWindow,
    takenNames: options.takenNames
  });
  const initial = catalog.initial();
  const joinLate = (registry, deferred) => {
    const join = catalog.late();
    if (join === void 0) return void 0;
    const added = registry.append(join.tools);
    deferred.add(added.filter((t) => t.shouldDefer));
    return announcement(join, added);
  };
  const statuses = servers2.statuses();
  return {
    initial: initial.tools,
    promptNote: promptNoteOf(statuses),
    sessionOptions: (registry, deferred) => ({
      mcpServers: statuses.map((s) => ({ name: s.name, status: s.status })),
      joinTools: () => joinLate(registry, deferred)
    }),
    tools: (readOnly) => catalog.tools({ readOnly }),
    explainMissing: (name) => {
      const server = serverOf(name);
      if (server === void 0 || !servers2.entries.some((e) => e.name === server)) return void 0;
      if (catalog.notAllowed.includes(name))
        return "no rule of the permission policy allows it, so it is not offered in this run";
      return servers2.unavailable(server);
    },
    report: () => ({
      servers: servers2.statuses(),
      notAllowed: [...catalog.notAllowed],
      renamed: [...catalog.renamed]
    })
  };
}
export {
  prepareMcpTools
};
