// MCP servers for `steward run`, as Claude Code's print mode finds them: `.mcp.json` in the working
// directory, plus every `--mcp-config` (a file or inline JSON; later ones win), or only the latter
// with `--strict-mcp-config`. Problems in them are printed and the run goes on without the servers
// concerned. The servers start at once, so they come up while the rest of the run is prepared.
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import type { McpRunOptions } from "../agent/mcp-tools";
import { createRedactor, type Redactor } from "../report/redact";
import { type McpConfig, mergeMcpConfigs, parseMcpConfig } from "../tools/mcp/config";
import { McpServers } from "../tools/mcp/servers";
import { mcpSettingsFromEnv } from "../tools/mcp/settings";

export interface CliMcpOptions {
  /** The checkout (--cwd): where .mcp.json is. */
  cwd: string;
  /** The process's working directory: relative --mcp-config paths start here, as --policy's do. */
  processCwd: string;
  /** The --mcp-config values, in order. */
  configs: readonly string[];
  strict: boolean;
  env: Readonly<Record<string, string | undefined>>;
}

export class McpConfigUsageError extends Error {}

/** The merged configuration; throws McpConfigUsageError for a --mcp-config file that does not exist. */
export async function readCliMcpConfig(options: CliMcpOptions): Promise<McpConfig> {
  const configs: McpConfig[] = [];
  const project = join(options.cwd, ".mcp.json");
  if (!options.strict && existsSync(project))
    configs.push(parseMcpConfig(await readFile(project, "utf8"), ".mcp.json", options.env));
  for (const [i, value] of options.configs.entries()) {
    if (value.trim().startsWith("{")) {
      configs.push(parseMcpConfig(value, `--mcp-config #${String(i + 1)}`, options.env));
      continue;
    }
    const path = resolve(options.processCwd, value);
    if (!existsSync(path)) throw new McpConfigUsageError(`--mcp-config ${value} does not exist.`);
    configs.push(parseMcpConfig(await readFile(path, "utf8"), value, options.env));
  }
  return mergeMcpConfigs(configs);
}

export interface CliMcp {
  run: McpRunOptions;
  /** Masks the values the servers were given from every tool result (and steward's own lines). */
  redact: Redactor;
}

/** Starts the configured servers; undefined when there are none. Problems go to `log`. */
export function startCliMcp(
  config: McpConfig,
  options: {
    cwd: string;
    env: CliMcpOptions["env"];
    agentEnv: Record<string, string>;
    log: (line: string) => void;
  },
): CliMcp | undefined {
  const { settings, problems } = mcpSettingsFromEnv(options.env);
  const redact = createRedactor(config.servers.flatMap((s) => s.secrets));
  const log = (line: string) => options.log(redact(line));
  for (const problem of [...config.problems, ...problems]) log(problem);
  if (config.servers.length === 0) return undefined;
  const servers = McpServers.start(config.servers, {
    workspaceRoot: options.cwd,
    agentEnv: options.agentEnv,
    settings,
    log,
  });
  return { run: { servers, settings }, redact };
}
