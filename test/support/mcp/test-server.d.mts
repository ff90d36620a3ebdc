// Types for test-server.mjs (plain JavaScript, so that it also runs as a child process with node alone).
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";

export function createTestServer(name?: string, options?: { listChanges?: boolean }): McpServer;
