// One MCP server tool as a steward tool: `mcp__<server>__<tool>`, the server's own JSON Schema sent as
// is, its description (capped), and the fail-closed defaults of every tool — it changes things and
// runs alone unless the server marks it readOnlyHint. Input is any JSON object: the server validates
// it against its schema and its complaint goes back to the model.
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import * as z from "zod/mini";
import { type AnyTool, buildTool } from "../tool";
import { mapCallToolResult } from "./result";
import type { ServerTool } from "./connect";
import type { McpServers } from "./servers";

/** Claude Code caps an MCP tool's description at this many characters. */
const MAX_DESCRIPTION_CHARS = 2_048;

const inputSchema = z.looseObject({});

function capDescription(description: string): string {
  const trimmed = description.trim();
  if (trimmed.length <= MAX_DESCRIPTION_CHARS) return trimmed;
  return `${trimmed.slice(0, MAX_DESCRIPTION_CHARS - 1)}…`;
}

function summaryOf(name: string, input: Record<string, unknown>): string {
  let json: string;
  try {
    json = JSON.stringify(input);
  } catch {
    json = "";
  }
  if (json === "{}" || json === "") return name;
  return `${name} ${json.length > 160 ? `${json.slice(0, 159)}…` : json}`;
}

export interface McpToolOptions {
  /** The tool's name in the session (mcp__server__tool, normalised). */
  name: string;
  server: string;
  tool: ServerTool;
  servers: McpServers;
  maxResultChars: number;
  deferred: boolean;
}

export function mcpTool(options: McpToolOptions): AnyTool {
  const { tool, server } = options;
  const description =
    capDescription(tool.description) || `The ${tool.name} tool of the MCP server ${server}.`;
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
    call: (input, ctx): Promise<CallToolResult> =>
      options.servers.callTool(server, tool.name, input as Record<string, unknown>, ctx.signal),
    mapResult: (output) => mapCallToolResult(output),
    isError: (output) => output.isError === true,
    summarize: (input) => summaryOf(options.name, input as Record<string, unknown>),
  });
}
