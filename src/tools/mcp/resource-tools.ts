// ListMcpResourcesTool and ReadMcpResourceTool, with Claude Code's names and inputs: resources are
// what an MCP server exposes by URI (documents, records). Both only read, so they run beside other
// reads. Offered when a connected server has resources the policy lets the session read.
import * as z from "zod/mini";
import { type AnyTool, buildTool, type ToolResultContent } from "../tool";
import listDescription from "./list-resources.txt";
import readDescription from "./read-resource.txt";
import { resourceBlocks } from "./result";
import schemas from "./resource-schemas.json";
import type { McpServers } from "./servers";

const listSchema = z.strictObject({
  server: z.optional(z.string().check(z.describe("The MCP server whose resources to list (default: all)"))),
});

const readSchema = z.strictObject({
  server: z.string().check(z.describe("The MCP server that has the resource")),
  uri: z.string().check(z.describe("The resource's URI")),
});

/** The zod schemas of the two tools' inputs (resource-schemas.json holds their JSON Schemas). */
export const RESOURCE_INPUT_SCHEMAS = { ListMcpResourcesTool: listSchema, ReadMcpResourceTool: readSchema };

/** The servers whose resources the session may list and read, as they connect. */
export interface ResourceServers {
  names(): string[];
}

interface Listed {
  server: string;
  uri: string;
  name: string;
  mimeType?: string;
  description?: string;
}

function unknownServer(server: string, known: ResourceServers): Error {
  const names = known.names();
  return new Error(
    `${server} is not an MCP server with resources in this run. Servers with resources: ${names.join(", ") || "none"}.`,
  );
}

export function resourceTools(servers: McpServers, known: ResourceServers, deferred: boolean): AnyTool[] {
  const list = buildTool({
    name: "ListMcpResourcesTool",
    description: listDescription,
    inputSchema: listSchema,
    inputJsonSchema: schemas.ListMcpResourcesTool,
    shouldDefer: deferred,
    searchHint: "mcp resources list",
    isReadOnly: () => true,
    isConcurrencySafe: () => true,
    summarize: ({ server }) => `ListMcpResourcesTool ${server ?? "(all servers)"}`.trim(),
    call: async ({ server }, ctx): Promise<Listed[]> => {
      if (server !== undefined && !known.names().includes(server)) throw unknownServer(server, known);
      const names = server === undefined ? known.names() : [server];
      const lists = await Promise.all(
        names.map(async (name) =>
          (await servers.listResources(name, ctx.signal)).map((r) => ({
            server: name,
            uri: r.uri,
            name: r.name,
            ...(r.mimeType === undefined ? {} : { mimeType: r.mimeType }),
            ...(r.description === undefined ? {} : { description: r.description }),
          })),
        ),
      );
      return lists.flat();
    },
    mapResult: (listed): ToolResultContent =>
      listed.length === 0 ? "No resources." : JSON.stringify(listed, null, 2),
  });
  const read = buildTool({
    name: "ReadMcpResourceTool",
    description: readDescription,
    inputSchema: readSchema,
    inputJsonSchema: schemas.ReadMcpResourceTool,
    shouldDefer: deferred,
    searchHint: "mcp resource read",
    isReadOnly: () => true,
    isConcurrencySafe: () => true,
    summarize: ({ server, uri }) => `ReadMcpResourceTool ${server} ${uri}`,
    call: async ({ server, uri }, ctx) => {
      if (!known.names().includes(server)) throw unknownServer(server, known);
      return servers.readResource(server, uri, ctx.signal);
    },
    mapResult: (result): ToolResultContent => {
      const blocks = result.contents.flatMap(resourceBlocks);
      return blocks.length === 0 ? "The resource is empty." : blocks;
    },
  });
  return [list, read];
}
