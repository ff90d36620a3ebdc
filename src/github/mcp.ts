// MCP servers in the action, configured only by what the trusted commit and the workflow say: the
// repository's `.mcp.json` as of the trusted commit (never the copy a pull request checked out: a PR
// that adds or changes it starts nothing, and the report says so), and the `mcp-config` input — inline
// JSON written in the workflow, or a path read at the trusted commit. Both files come from the run's
// one read of the trusted commit (trusted-project.ts), which also notes where the checkout differs. A
// stdio server whose command or arguments name a file the checkout changed (or added) compared with the
// trusted commit is not started either: it would run the pull request's code outside the sandbox, with
// the server's secrets.
import { execa } from "execa";
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { join, resolve, relative, sep } from "node:path";
import { existsSync, statSync } from "node:fs";
import { isRepositoryPath } from "../project/paths";
import { type McpConfig, type McpServerEntry, mergeMcpConfigs, parseMcpConfig } from "../tools/mcp/config";
import { McpServers } from "../tools/mcp/servers";
import { type McpSettings, mcpSettingsFromEnv } from "../tools/mcp/settings";
import type { TrustedFiles } from "./trusted-files";
import { PROJECT_MCP_FILE } from "./trusted-project";

export { PROJECT_MCP_FILE };

export interface ActionMcpOptions {
  workspace: string;
  /** The trusted commit's files, as the run read them (with .mcp.json and the input's file). */
  files: TrustedFiles;
  /** The `mcp-config` input, as written. */
  input: string | undefined;
  /** The action's environment: `${VAR}` in the configuration expands from it. */
  env: Readonly<Record<string, string | undefined>>;
  /** Git's environment for asking whether a file is tracked. */
  gitEnv: Readonly<Record<string, string>>;
}

export interface ActionMcpConfig {
  servers: McpServerEntry[];
  /** For the report: problems in the configuration, servers left out and why. */
  notes: string[];
}

/** A file at the trusted commit: from the run's read, or (a path it did not ask for) read now. */
async function trustedText(files: TrustedFiles, path: string): Promise<string | undefined> {
  return files.files.get(path) ?? (await files.read([path])).get(path);
}

function projectConfig(options: ActionMcpOptions): McpConfig | undefined {
  const text = options.files.files.get(PROJECT_MCP_FILE);
  return text === undefined ? undefined : parseMcpConfig(text, PROJECT_MCP_FILE, options.env);
}

async function inputConfig(options: ActionMcpOptions, notes: string[]): Promise<McpConfig | undefined> {
  const input = options.input?.trim();
  if (input === undefined || input === "") return undefined;
  if (input.startsWith("{")) return parseMcpConfig(input, "the mcp-config input", options.env);
  if (!isRepositoryPath(input)) {
    notes.push(
      `The mcp-config input could not be read: '${input}' must be a path relative to the repository root, or inline JSON.`,
    );
    return undefined;
  }
  const text = await trustedText(options.files, input);
  if (text !== undefined) return parseMcpConfig(text, input, options.env);
  notes.push(
    `The mcp-config input names ${input}, which is not in the trusted commit (${options.files.sha.slice(0, 12)}); no server from it was started.`,
  );
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

/** Repository files a stdio server runs (its command, or a file among its arguments). */
function filesRun(workspace: string, server: McpServerEntry): string[] {
  const config = server.transport;
  if (config.type !== "stdio") return [];
  const cwd = resolve(workspace, config.cwd ?? ".");
  return [config.command, ...config.args].flatMap((value) => workspaceFile(workspace, cwd, value) ?? []);
}

/** Git's object id of `bytes` as a blob (SHA-1, or SHA-256 in a repository that uses it). */
function blobId(bytes: Buffer, oidLength: number): string {
  const hash = createHash(oidLength === 64 ? "sha256" : "sha1");
  return hash
    .update(`blob ${String(bytes.length)}\0`)
    .update(bytes)
    .digest("hex");
}

/**
 * Why a stdio server must not start (it would run code the checkout changed), or undefined. The
 * checkout's file is compared with the commit's listing by object id: no git process, no size limit
 * (a bundled server may be megabytes).
 */
async function changedCode(options: ActionMcpOptions, server: McpServerEntry): Promise<string | undefined> {
  for (const path of filesRun(options.workspace, server)) {
    const committed = options.files.entry(path);
    const local = await readFile(join(options.workspace, path)).catch(() => undefined);
    if (
      committed !== undefined &&
      local !== undefined &&
      blobId(local, committed.oid.length) === committed.oid
    )
      continue;
    // Untracked files (installed packages, build output) are not compared: they are not in git.
    if (committed === undefined && !(await trackedInCheckout(options, path))) continue;
    return `it runs ${path}, which the checkout ${committed === undefined ? "adds" : "changes"} compared with the trusted commit`;
  }
  return undefined;
}

/** The servers to start, from the trusted commit and the workflow, with notes for the report. */
export async function readActionMcpConfig(options: ActionMcpOptions): Promise<ActionMcpConfig> {
  const notes: string[] = [];
  const configs = [projectConfig(options), await inputConfig(options, notes)].filter(
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
