import { createRequire as __stewardCreateRequire } from 'node:module'; const require = __stewardCreateRequire(import.meta.url);

// src/tools/mcp/settings.ts
var DEFAULT_MCP_SETTINGS = {
  startupTimeoutMs: 3e4,
  toolTimeoutMs: 3e5,
  // Claude Code's default cap is 25,000 tokens; a token is taken as four characters, as elsewhere.
  maxResultChars: 1e5,
  toolSearch: { mode: "auto", percent: 10 }
};
var FIRST_REQUEST_WAIT_MS = 5e3;
function positiveInteger(name, value, problems, fallback) {
  if (value === void 0 || value.trim() === "") return fallback;
  const n = Number(value.trim());
  if (Number.isInteger(n) && n > 0) return n;
  problems.push(`${name} must be a positive whole number, got '${value}'; using ${String(fallback)}.`);
  return fallback;
}
function toolSearchMode(value, problems) {
  const fallback = DEFAULT_MCP_SETTINGS.toolSearch;
  if (value === void 0 || value.trim() === "") return fallback;
  const v = value.trim().toLowerCase();
  if (v === "true" || v === "1") return { mode: "always" };
  if (v === "false" || v === "0") return { mode: "never" };
  if (v === "auto") return fallback;
  const percent = /^auto:(\d{1,3})$/.exec(v)?.[1];
  if (percent !== void 0 && Number(percent) <= 100) return { mode: "auto", percent: Number(percent) };
  problems.push(
    `ENABLE_TOOL_SEARCH must be true, false, auto or auto:N (N a percentage), got '${value}'; using auto.`
  );
  return fallback;
}
function mcpSettingsFromEnv(env) {
  const problems = [];
  const d = DEFAULT_MCP_SETTINGS;
  const tokens = positiveInteger(
    "MAX_MCP_OUTPUT_TOKENS",
    env["MAX_MCP_OUTPUT_TOKENS"],
    problems,
    d.maxResultChars / 4
  );
  return {
    settings: {
      startupTimeoutMs: positiveInteger("MCP_TIMEOUT", env["MCP_TIMEOUT"], problems, d.startupTimeoutMs),
      toolTimeoutMs: positiveInteger("MCP_TOOL_TIMEOUT", env["MCP_TOOL_TIMEOUT"], problems, d.toolTimeoutMs),
      maxResultChars: tokens * 4,
      toolSearch: toolSearchMode(env["ENABLE_TOOL_SEARCH"], problems)
    },
    problems
  };
}

export {
  FIRST_REQUEST_WAIT_MS,
  mcpSettingsFromEnv
};
