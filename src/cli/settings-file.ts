// `--settings FILE|JSON`: a Claude Code settings file for one run. What steward has an equivalent for
// is applied — permissions.allow / ask / deny as rules, permissions.additionalDirectories as --add-dir,
// permissions.defaultMode as --permission-mode, model as --model, hooks beside the checkout's own
// (src/cli/project.ts) — and every other key is named on stderr as not applied, with the reason, so
// nothing is dropped without a word.
import { readFileSync } from "node:fs";
import { UsageError } from "./run-args";

export interface ClaudeSettings {
  allow: string[];
  ask: string[];
  deny: string[];
  addDirs: string[];
  defaultMode: string | undefined;
  model: string | undefined;
  /** The `hooks` section as written (checked where hooks are read: src/project/hooks-config.ts). */
  hooks: unknown;
  /** One line per key that was not applied. */
  notes: string[];
}

const WHY_NOT: Readonly<Record<string, string>> = {
  enabledPlugins: "steward does not load plugins",
  mcpServers: "MCP servers come from .mcp.json and --mcp-config",
  enableAllProjectMcpServers:
    "steward starts every server of .mcp.json (--strict-mcp-config leaves them out); the policy decides which of their tools may run",
  enabledMcpjsonServers:
    "steward starts every server of .mcp.json (--strict-mcp-config leaves them out); the policy decides which of their tools may run",
  env: "the agent's environment comes from the policy's env.passthrough",
  apiKeyHelper: "credentials come from the environment (ANTHROPIC_API_KEY or the provider's own)",
};

function stringList(value: unknown, where: string): string[] {
  if (value === undefined) return [];
  if (!Array.isArray(value) || value.some((item) => typeof item !== "string"))
    throw new UsageError(`--settings: ${where} must be a list of strings.`);
  return value as string[];
}

function parse(source: string): Record<string, unknown> {
  const text = source.trimStart().startsWith("{") ? source : readSettingsFile(source);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new UsageError(`--settings is not valid JSON: ${(error as Error).message}.`);
  }
  if (typeof value !== "object" || value === null || Array.isArray(value))
    throw new UsageError("--settings must be a JSON object (Claude Code's settings.json format).");
  return value as Record<string, unknown>;
}

function readSettingsFile(path: string): string {
  try {
    return readFileSync(path, "utf8");
  } catch (error) {
    throw new UsageError(`--settings ${path} cannot be read: ${(error as Error).message}.`);
  }
}

export function readClaudeSettings(source: string): ClaudeSettings {
  const settings = parse(source);
  const notes: string[] = [];
  const permissions = (settings["permissions"] ?? {}) as Record<string, unknown>;
  for (const key of Object.keys(permissions))
    if (!["allow", "ask", "deny", "additionalDirectories", "defaultMode"].includes(key))
      notes.push(`--settings: permissions.${key} is not applied (steward has no equivalent).`);
  for (const key of Object.keys(settings))
    if (!["permissions", "model", "hooks", "$schema"].includes(key))
      notes.push(`--settings: ${key} is not applied (${WHY_NOT[key] ?? "steward has no equivalent"}).`);
  const model = settings["model"];
  const mode = permissions["defaultMode"];
  if (model !== undefined && typeof model !== "string")
    throw new UsageError("--settings: model must be a string.");
  if (mode !== undefined && typeof mode !== "string")
    throw new UsageError("--settings: permissions.defaultMode must be a string.");
  return {
    allow: stringList(permissions["allow"], "permissions.allow"),
    ask: stringList(permissions["ask"], "permissions.ask"),
    deny: stringList(permissions["deny"], "permissions.deny"),
    addDirs: stringList(permissions["additionalDirectories"], "permissions.additionalDirectories"),
    defaultMode: mode,
    model,
    hooks: settings["hooks"],
    notes,
  };
}
