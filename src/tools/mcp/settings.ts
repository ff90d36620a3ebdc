// How MCP servers are waited for and called, from the environment variables Claude Code reads for the
// same purposes (MCP_TIMEOUT, MCP_TOOL_TIMEOUT, MAX_MCP_OUTPUT_TOKENS, ENABLE_TOOL_SEARCH), so a
// workflow written for Claude Code means the same here. Parsed once by the caller, never read deep in.

/** When MCP tools are deferred behind ToolSearch (sent with defer_loading, loaded on demand). */
export type ToolSearchMode =
  /** When their definitions would take more than `percent` of the model's context window. */
  { mode: "auto"; percent: number } | { mode: "always" } | { mode: "never" };

export interface McpSettings {
  /** How long a server may take to start and list its tools (MCP_TIMEOUT, ms). */
  startupTimeoutMs: number;
  /** How long one tool call may take (MCP_TOOL_TIMEOUT, ms). */
  toolTimeoutMs: number;
  /** Results longer than this are saved to a file with a preview (MAX_MCP_OUTPUT_TOKENS × 4). */
  maxResultChars: number;
  toolSearch: ToolSearchMode;
}

export const DEFAULT_MCP_SETTINGS: McpSettings = {
  startupTimeoutMs: 30_000,
  toolTimeoutMs: 300_000,
  // Claude Code's default cap is 25,000 tokens; a token is taken as four characters, as elsewhere.
  maxResultChars: 100_000,
  toolSearch: { mode: "auto", percent: 10 },
};

/**
 * How long the first model request waits for servers still starting. Those that take longer join
 * the session at a later turn, deferred behind ToolSearch, so the request prefix never changes.
 */
export const FIRST_REQUEST_WAIT_MS = 5_000;

function positiveInteger(
  name: string,
  value: string | undefined,
  problems: string[],
  fallback: number,
): number {
  if (value === undefined || value.trim() === "") return fallback;
  const n = Number(value.trim());
  if (Number.isInteger(n) && n > 0) return n;
  problems.push(`${name} must be a positive whole number, got '${value}'; using ${String(fallback)}.`);
  return fallback;
}

function toolSearchMode(value: string | undefined, problems: string[]): ToolSearchMode {
  const fallback = DEFAULT_MCP_SETTINGS.toolSearch;
  if (value === undefined || value.trim() === "") return fallback;
  const v = value.trim().toLowerCase();
  if (v === "true" || v === "1") return { mode: "always" };
  if (v === "false" || v === "0") return { mode: "never" };
  if (v === "auto") return fallback;
  const percent = /^auto:(\d{1,3})$/.exec(v)?.[1];
  if (percent !== undefined && Number(percent) <= 100) return { mode: "auto", percent: Number(percent) };
  problems.push(
    `ENABLE_TOOL_SEARCH must be true, false, auto or auto:N (N a percentage), got '${value}'; using auto.`,
  );
  return fallback;
}

/** The settings from the process environment, and a message for every value that was ignored. */
export function mcpSettingsFromEnv(env: Readonly<Record<string, string | undefined>>): {
  settings: McpSettings;
  problems: string[];
} {
  const problems: string[] = [];
  const d = DEFAULT_MCP_SETTINGS;
  const tokens = positiveInteger(
    "MAX_MCP_OUTPUT_TOKENS",
    env["MAX_MCP_OUTPUT_TOKENS"],
    problems,
    d.maxResultChars / 4,
  );
  return {
    settings: {
      startupTimeoutMs: positiveInteger("MCP_TIMEOUT", env["MCP_TIMEOUT"], problems, d.startupTimeoutMs),
      toolTimeoutMs: positiveInteger("MCP_TOOL_TIMEOUT", env["MCP_TOOL_TIMEOUT"], problems, d.toolTimeoutMs),
      maxResultChars: tokens * 4,
      toolSearch: toolSearchMode(env["ENABLE_TOOL_SEARCH"], problems),
    },
    problems,
  };
}
