import { createRequire as __stewardCreateRequire } from 'node:module'; const require = __stewardCreateRequire(import.meta.url);
import {
  FIRST_REQUEST_WAIT_MS
} from "./chunk-RPISHPJS.js";
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
function announcement(servers, tools) {
  const names = tools.map((t) => t.name).join(", ");
  const which = `MCP server${servers.length === 1 ? "" : "s"} ${servers.join(", ")} connected`;
  return tools.some((t) => t.shouldDefer) ? `${which}. These tools can now be loaded with ToolSearch ("select:Name") and then called: ${names}.` : `${which}. These tools can be called from now on: ${names}.`;
}
function serverOf(name) {
  if (!name.startsWith("mcp__")) return void 0;
  const server = name.slice("mcp__".length).split("__")[0];
  return server === void 0 || server === "" ? void 0 : server;
}
async function prepareMcpTools(options) {
  const { servers, settings } = options.mcp;
  await servers.settle(options.mcp.firstRequestWaitMs ?? FIRST_REQUEST_WAIT_MS, options.signal);
  const { McpCatalog } = await import("./chunk-V3QQGDKB.js");
  const catalog = new McpCatalog({
    servers,
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
    return added.length === 0 ? void 0 : announcement(join.servers, added);
  };
  const statuses = servers.statuses();
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
      if (server === void 0 || !servers.entries.some((e) => e.name === server)) return void 0;
      if (catalog.notAllowed.includes(name))
        return "no rule of the permission policy allows it, so it is not offered in this run";
      return servers.unavailable(server);
    },
    report: () => ({
      servers: servers.statuses(),
      notAllowed: [...catalog.notAllowed],
      renamed: [...catalog.renamed]
    })
  };
}
export {
  prepareMcpTools
};
