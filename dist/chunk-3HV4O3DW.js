import { createRequire as __stewardCreateRequire } from 'node:module'; const require = __stewardCreateRequire(import.meta.url);
import {
  nameServerTools
} from "./chunk-INR6O4FK.js";
import "./chunk-RPISHPJS.js";
import {
  describe,
  looseObject,
  optional,
  strictObject,
  string
} from "./chunk-H6PG27UH.js";
import {
  buildTool
} from "./chunk-NYG7QIXA.js";
import "./chunk-SXXHESJR.js";

// src/tools/mcp/result.ts
var IMAGE_TYPES = /* @__PURE__ */ new Set(["image/png", "image/jpeg", "image/gif", "image/webp"]);
var text = (value) => ({ type: "text", text: value });
function image(data, mimeType) {
  if (!IMAGE_TYPES.has(mimeType)) return void 0;
  return { type: "image", source: { type: "base64", media_type: mimeType, data } };
}
var sizeOf = (base64) => Math.floor(base64.length * 3 / 4);
function resourceBlocks(resource) {
  const type = resource.mimeType ?? "unknown type";
  if ("text" in resource && typeof resource.text === "string")
    return [
      text(
        `[Resource ${resource.uri}${resource.mimeType === void 0 ? "" : ` (${type})`}]
${resource.text}`
      )
    ];
  if ("blob" in resource && typeof resource.blob === "string") {
    const picture = image(resource.blob, type);
    if (picture !== void 0) return [text(`[Resource ${resource.uri} (${type})]`), picture];
    return [text(`[Resource ${resource.uri}: ${String(sizeOf(resource.blob))} bytes of ${type}, not shown]`)];
  }
  return [text(`[Resource ${resource.uri}: no contents]`)];
}
function contentBlocks(block) {
  switch (block.type) {
    case "text":
      return [text(block.text)];
    case "image": {
      const picture = image(block.data, block.mimeType);
      return [picture ?? text(`[An image of type ${block.mimeType}, which cannot be shown]`)];
    }
    case "audio":
      return [text(`[Audio of type ${block.mimeType}, ${String(sizeOf(block.data))} bytes, not shown]`)];
    case "resource_link":
      return [
        text(
          `[Resource link: ${block.name} ${block.uri}${block.mimeType === void 0 ? "" : ` (${block.mimeType})`}${block.description === void 0 ? "" : ` — ${block.description}`}]`
        )
      ];
    case "resource":
      return resourceBlocks(block.resource);
    default:
      return [text(`[Content of type ${String(block.type)}, not shown]`)];
  }
}
function carriesJson(blocks, value) {
  const wanted = JSON.stringify(value);
  return blocks.some((b) => {
    if (b.type !== "text") return false;
    try {
      return JSON.stringify(JSON.parse(b.text)) === wanted;
    } catch {
      return false;
    }
  });
}
function mapCallToolResult(result) {
  const blocks = (result.content ?? []).flatMap(contentBlocks);
  const structured = result.structuredContent;
  if (structured !== void 0 && !carriesJson(blocks, structured))
    blocks.push(text(JSON.stringify(structured, null, 2)));
  if (blocks.length === 0)
    return result.isError === true ? "The tool failed and said nothing." : "(no output)";
  if (blocks.every((b) => b.type === "text"))
    return blocks.map((b) => b.type === "text" ? b.text : "").join("\n");
  return blocks;
}

// src/tools/mcp/mcp-tool.ts
var MAX_DESCRIPTION_CHARS = 2048;
var inputSchema = looseObject({});
function capDescription(description) {
  const trimmed = description.trim();
  if (trimmed.length <= MAX_DESCRIPTION_CHARS) return trimmed;
  return `${trimmed.slice(0, MAX_DESCRIPTION_CHARS - 1)}…`;
}
function summaryOf(name, input) {
  let json;
  try {
    json = JSON.stringify(input);
  } catch {
    json = "";
  }
  if (json === "{}" || json === "") return name;
  return `${name} ${json.length > 160 ? `${json.slice(0, 159)}…` : json}`;
}
function mcpTool(options) {
  const { tool, server } = options;
  const description = capDescription(tool.description) || `The ${tool.name} tool of the MCP server ${server}.`;
  return buildTool({
    name: options.name,
    description,
    inputSchema,
    inputJsonSchema: tool.inputSchema,
    maxResultSizeChars: options.maxResultChars,
    shouldDefer: options.deferred,
    searchHint: `mcp ${server} ${tool.name}`,
    isReadOnly: () => tool.readOnly,
    isConcurrencySafe: () => tool.readOnly,
    call: (input, ctx) => options.servers.callTool(server, tool.name, input, ctx.signal),
    mapResult: (output) => mapCallToolResult(output),
    isError: (output) => output.isError === true,
    summarize: (input) => summaryOf(options.name, input)
  });
}

// src/tools/mcp/list-resources.txt
var list_resources_default = "Lists the resources the MCP servers of this run offer (documents, records, files they expose by URI).\n\n- Name the server whose resources you want in `server`; without it every server's resources are listed, which the permission policy may not allow.\n- Each resource has a `uri`: read it with ReadMcpResourceTool, giving the same server.\n";

// src/tools/mcp/read-resource.txt
var read_resource_default = "Reads one resource from an MCP server, by its URI.\n\n- `server` is the server's name as it appears in its tools' names (mcp__<server>__…); `uri` is the resource's URI, as ListMcpResourcesTool lists it.\n- Text resources come back as text, images as images; other binary resources are described, not shown.\n";

// src/tools/mcp/resource-schemas.json
var resource_schemas_default = {
  ListMcpResourcesTool: {
    type: "object",
    properties: {
      server: {
        type: "string",
        description: "The MCP server whose resources to list (default: all)"
      }
    },
    additionalProperties: false
  },
  ReadMcpResourceTool: {
    type: "object",
    properties: {
      server: {
        type: "string",
        description: "The MCP server that has the resource"
      },
      uri: {
        type: "string",
        description: "The resource's URI"
      }
    },
    required: [
      "server",
      "uri"
    ],
    additionalProperties: false
  }
};

// src/tools/mcp/resource-tools.ts
var listSchema = strictObject({
  server: optional(string().check(describe("The MCP server whose resources to list (default: all)")))
});
var readSchema = strictObject({
  server: string().check(describe("The MCP server that has the resource")),
  uri: string().check(describe("The resource's URI"))
});
function unknownServer(server, known) {
  const names = known.names();
  return new Error(
    `${server} is not an MCP server with resources in this run. Servers with resources: ${names.join(", ") || "none"}.`
  );
}
function resourceTools(servers, known, deferred) {
  const list = buildTool({
    name: "ListMcpResourcesTool",
    description: list_resources_default,
    inputSchema: listSchema,
    inputJsonSchema: resource_schemas_default.ListMcpResourcesTool,
    shouldDefer: deferred,
    searchHint: "mcp resources list",
    isReadOnly: () => true,
    isConcurrencySafe: () => true,
    summarize: ({ server }) => `ListMcpResourcesTool ${server ?? "(all servers)"}`.trim(),
    call: async ({ server }, ctx) => {
      if (server !== void 0 && !known.names().includes(server)) throw unknownServer(server, known);
      const names = server === void 0 ? known.names() : [server];
      const lists = await Promise.all(
        names.map(
          async (name) => (await servers.listResources(name, ctx.signal)).map((r) => ({
            server: name,
            uri: r.uri,
            name: r.name,
            ...r.mimeType === void 0 ? {} : { mimeType: r.mimeType },
            ...r.description === void 0 ? {} : { description: r.description }
          }))
        )
      );
      return lists.flat();
    },
    mapResult: (listed) => listed.length === 0 ? "No resources." : JSON.stringify(listed, null, 2)
  });
  const read = buildTool({
    name: "ReadMcpResourceTool",
    description: read_resource_default,
    inputSchema: readSchema,
    inputJsonSchema: resource_schemas_default.ReadMcpResourceTool,
    shouldDefer: deferred,
    searchHint: "mcp resource read",
    isReadOnly: () => true,
    isConcurrencySafe: () => true,
    summarize: ({ server, uri }) => `ReadMcpResourceTool ${server} ${uri}`,
    call: async ({ server, uri }, ctx) => {
      if (!known.names().includes(server)) throw unknownServer(server, known);
      return servers.readResource(server, uri, ctx.signal);
    },
    mapResult: (result) => {
      const blocks = result.contents.flatMap(resourceBlocks);
      return blocks.length === 0 ? "The resource is empty." : blocks;
    }
  });
  return [list, read];
}

// src/tools/mcp/catalog.ts
var McpCatalog = class {
  constructor(options) {
    this.options = options;
    this.taken = new Set(options.takenNames);
  }
  options;
  seen = /* @__PURE__ */ new Map();
  taken;
  resourceServers = [];
  resourceToolsAdded = false;
  all = [];
  readOnly = /* @__PURE__ */ new Set();
  /** Configured tools no rule allows (never offered). */
  notAllowed = [];
  /** Tools whose names had to change, with why. */
  renamed = [];
  /** The tools of the servers connected now: sent from the first request on. */
  initial() {
    const ready = this.newlyConnected();
    const built = ready.map((s) => this.buildServer(s.entry, s.server));
    const deferred = this.options.deferLoading && this.deferAll(built.flat());
    return this.finish(ready, built, deferred);
  }
  /**
   * Tools of servers that connected since the last call, and of servers whose tools changed, or
   * undefined when nothing did.
   */
  late() {
    const ready = this.newlyConnected();
    const changed = this.changedServers();
    if (ready.length === 0 && changed.length === 0) return void 0;
    const built = [
      ...ready.map((s) => this.buildServer(s.entry, s.server)),
      ...changed.map((c) => this.buildTools(c.entry, c.added))
    ];
    const deferred = this.options.deferLoading && this.options.settings.toolSearch.mode !== "never";
    return {
      ...this.finish(ready, built, deferred),
      changed: changed.map((c) => c.entry.name),
      withdrawn: changed.flatMap((c) => c.withdrawn),
      restored: changed.flatMap((c) => c.restored)
    };
  }
  /** Every MCP tool offered so far; `readOnly` keeps those a read-only sub-agent may have. */
  tools({ readOnly }) {
    return readOnly ? this.all.filter((t) => this.readOnly.has(t.name)) : [...this.all];
  }
  newlyConnected() {
    const ready = this.options.servers.connected().filter((s) => !this.seen.has(s.entry.name));
    for (const s of ready)
      this.seen.set(s.entry.name, {
        revision: s.server.toolsRevision,
        listed: /* @__PURE__ */ new Set(),
        offered: /* @__PURE__ */ new Map(),
        withdrawn: /* @__PURE__ */ new Set()
      });
    return ready;
  }
  /** Servers seen before whose listing changed since: what they added, withdrew, or offer again. */
  changedServers() {
    return this.options.servers.connected().flatMap(({ entry, server }) => {
      const seen = this.seen.get(entry.name);
      if (seen === void 0 || seen.revision === server.toolsRevision) return [];
      seen.revision = server.toolsRevision;
      const now = new Set(server.tools.map((t) => t.name));
      const added = server.tools.filter((t) => !seen.listed.has(t.name));
      const withdrawn = [];
      const restored = [];
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
  buildServer(entry, server) {
    if (server.hasResources && this.options.allowed("ReadMcpResourceTool", { server: entry.name }))
      this.resourceServers.push(entry.name);
    return this.buildTools(entry, server.tools);
  }
  /** Tools of a server, named; the ones the policy allows, each with its definition. */
  buildTools(entry, tools) {
    const seen = this.seen.get(entry.name);
    const names = nameServerTools(
      entry.name,
      tools.map((t) => t.name),
      this.taken
    );
    return tools.flatMap((tool, i) => {
      const naming = names[i] ?? { name: tool.name };
      seen?.listed.add(tool.name);
      if (naming.renamed !== void 0) this.renamed.push(`${entry.name}: ${naming.renamed}`);
      if (!this.options.allowed(naming.name, {})) {
        this.notAllowed.push(naming.name);
        return [];
      }
      seen?.offered.set(tool.name, naming.name);
      return [{ name: naming.name, server: entry.name, tool }];
    });
  }
  /** ENABLE_TOOL_SEARCH: whether the definitions would take more than the allowed share of the window. */
  deferAll(tools) {
    const mode = this.options.settings.toolSearch;
    if (mode.mode !== "auto") return mode.mode === "always";
    const chars = tools.reduce(
      (n, t) => n + t.name.length + t.tool.description.length + JSON.stringify(t.tool.inputSchema).length,
      0
    );
    return chars / 4 > this.options.contextWindow * mode.percent / 100;
  }
  finish(ready, built, deferred) {
    const tools = built.flat().map((b) => {
      if (b.tool.readOnly) this.readOnly.add(b.name);
      return mcpTool({
        ...b,
        servers: this.options.servers,
        maxResultChars: this.options.settings.maxResultChars,
        deferred
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
};
export {
  McpCatalog
};
