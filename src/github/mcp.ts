// MCP servers in the action, configured only by what the trusted commit and the workflow say: the
// repository's `.mcp.json` as of the trusted commit (never the copy a pull request checked out: a PR
// that adds or changes it starts nothing, and the report says so), and the `mcp-config` input — inline
// JSON written in the workflow, or a path read at the trusted commit. A stdio server whose command or
// arguments name a file the checkout changed (or added) compared with the trusted commit is not
// started either: it would run the pull request's code outside the sandbox, with the server's secrets.
import { execa } from "execa";
import { resolve, relative, sep } from "node:path";
import { existsSync, statSync } from "node:fs";
import { type McpConfig, type McpServerEntry, mergeMcpConfigs, parseMcpConfig } from "../tools/mcp/config";
import { McpServers } from "../tools/mcp/servers";
import { type McpSettings, mcpSettingsFromEnv } from "../tools/mcp/settings";
import { readTrustedFile } from "./trusted-config";

export const PROJECT_MCP_FILE = ".mcp.json";

export interface ActionMcpOptions {
  workspace: string;
  trustedSha: string;
  /** The `mcp-config` input, as written. */
  input: string | undefined;
  /** The action's environment: `${VAR}` in the configuration expands from it. */
  env: Readonly<Record<string, string | undefined>>;
  /** Git's environment for reading the trusted commit. */
  gitEnv: Readonly<Record<string, string>>;
}

export interface ActionMcpConfig {
  servers: McpServerEntry[];
  /** For the report: problems in the configuration, servers left out and why, a differing .mcp.json. */
  notes: string[];
}

async function projectConfig(options: ActionMcpOptions, notes: string[]): Promise<McpConfig | undefined> {
  const file = await readTrustedFile(options.workspace, options.trustedSha, PROJECT_MCP_FILE, options.gitEnv);
  if (file.differsInWorkspace)
    notes.push(
      file.trusted === undefined
        ? `The checkout has a ${PROJECT_MCP_FILE} that the trusted commit (${options.trustedSha.slice(0, 12)}) does not: none of its servers was started.`
        : `The checked-out ${PROJECT_MCP_FILE} differs from the trusted commit; only the servers of the trusted version (${options.trustedSha.slice(0, 12)}) were started.`,
    );
  return file.trusted === undefined ? undefined : parseMcpConfig(file.trusted, PROJECT_MCP_FILE, options.env);
}

async function inputConfig(options: ActionMcpOptions, notes: string[]): Promise<McpConfig | undefined> {
  const input = options.input?.trim();
  if (input === undefined || input === "") return undefined;
  if (input.startsWith("{")) return parseMcpConfig(input, "the mcp-config input", options.env);
  try {
    const file = await readTrustedFile(options.workspace, options.trustedSha, input, options.gitEnv);
    if (file.trusted !== undefined) return parseMcpConfig(file.trusted, input, options.env);
    notes.push(
      `The mcp-config input names ${input}, which is not in the trusted commit (${options.trustedSha.slice(0, 12)}); no server from it was started.`,
    );
  } catch (error) {
    notes.push(
      `The mcp-config input could not be read: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  return undefined;
}

/** A repository-relative path for `value` when it names a file inside the workspace, else undefined. */
function workspaceFile(workspace: string, cwd: string, value: string): string | undefined {
  if (value.startsWith("-") || value.includes("\n")) return undefined;
  const path = resolve(cwd, value);
  const rel = relative(workspace, path);
  if (rel === "" || rel.startsWith("..") || rel.startsWith(sep)) return undefined;
  try {
    if (!existsSync(path) || !statSync(path).isFile()) return undefined;
  } catch {
    return undefined;
  }
  return rel.split(sep).join("/");
}

async function trackedInCheckout(options: ActionMcpOptions, path: string): Promise<boolean> {
  const listed = await execa("git", ["ls-files", "--", path], {
    cwd: options.workspace,
    env: { ...options.gitEnv, GIT_CONFIG_NOSYSTEM: "1" },
    extendEnv: false,
    reject: false,
  });
  return listed.exitCode === 0 && listed.stdout.trim() !== "";
}

/** Why a stdio server must not start (it would run code the checkout changed), or undefined. */
async function changedCode(options: ActionMcpOptions, server: McpServerEntry): Promise<string | undefined> {
  const config = server.transport;
  if (config.type !== "stdio") return undefined;
  const cwd = resolve(options.workspace, config.cwd ?? ".");
  for (const value of [config.command, ...config.args]) {
    const path = workspaceFile(options.workspace, cwd, value);
    if (path === undefined) continue;
    const file = await readTrustedFile(options.workspace, options.trustedSha, path, options.gitEnv);
    // Untracked files (installed packages, build output) are not compared: they are not in git.
    if (!file.differsInWorkspace || (file.trusted === undefined && !(await trackedInCheckout(options, path))))
      continue;
    return `it runs ${path}, which the checkout ${file.trusted === undefined ? "adds" : "changes"} compared with the trusted commit`;
  }
  return undefined;
}

/** The servers to start, from the trusted commit and the workflow, with notes for the report. */
export async function readActionMcpConfig(options: ActionMcpOptions): Promise<ActionMcpConfig> {
  const notes: string[] = [];
  const configs = [await projectConfig(options, notes), await inputConfig(options, notes)].filter(
    (c): c is McpConfig => c !== undefined,
  );
  const merged = mergeMcpConfigs(configs);
  notes.push(...merged.problems);
  const servers: McpServerEntry[] = [];
  for (const server of merged.servers) {
    const why = await changedCode(options, server);
    if (why === undefined) servers.push(server);
    else
      notes.push(
        `${server.source}: server ${JSON.stringify(server.configuredName)} was not started: ${why}.`,
      );
  }
  return { servers, notes };
}

export interface StartedMcp {
  servers: McpServers;
  settings: McpSettings;
  /** Values the servers were given that must never be shown: masked in the log, redacted everywhere. */
  secrets: string[];
}

/**
 * Reads the configuration and starts its servers at once (they come up while the run prepares the
 * rest); `started` is undefined when no server is configured. Never throws for a bad configuration.
 */
export async function startActionMcp(
  options: ActionMcpOptions & {
    workspaceRoot: string;
    agentEnv: Readonly<Record<string, string>>;
    log: (line: string) => void;
  },
): Promise<{ started: StartedMcp | undefined; notes: string[] }> {
  const config = await readActionMcpConfig(options);
  const { settings, problems } = mcpSettingsFromEnv(options.env);
  const notes = [...config.notes, ...problems];
  if (config.servers.length === 0) return { started: undefined, notes };
  const servers = McpServers.start(config.servers, {
    workspaceRoot: options.workspaceRoot,
    agentEnv: options.agentEnv,
    settings,
    log: options.log,
  });
  return { started: { servers, settings, secrets: config.servers.flatMap((s) => s.secrets) }, notes };
}
