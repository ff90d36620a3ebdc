import { createRequire as __stewardCreateRequire } from 'node:module'; const require = __stewardCreateRequire(import.meta.url);
import {
  McpServers,
  mergeMcpConfigs,
  parseMcpConfig
} from "./chunk-KGLEDZ4X.js";
import "./chunk-X2JMWAJF.js";
import {
  mcpSettingsFromEnv
} from "./chunk-RPISHPJS.js";
import {
  readTrustedFile
} from "./chunk-N664YT2K.js";
import "./chunk-ZTT4J2TI.js";
import {
  execa
} from "./chunk-KZUZ2YQA.js";
import "./chunk-VRYLPXRZ.js";
import "./chunk-EYM3NH63.js";
import "./chunk-JL7ULYJK.js";
import "./chunk-ILOSU2R2.js";
import "./chunk-SXXHESJR.js";

// src/github/mcp.ts
import { resolve, relative, sep } from "node:path";
import { existsSync, statSync } from "node:fs";
var PROJECT_MCP_FILE = ".mcp.json";
async function projectConfig(options, notes) {
  const file = await readTrustedFile(options.workspace, options.trustedSha, PROJECT_MCP_FILE, options.gitEnv);
  if (file.differsInWorkspace)
    notes.push(
      file.trusted === void 0 ? `The checkout has a ${PROJECT_MCP_FILE} that the trusted commit (${options.trustedSha.slice(0, 12)}) does not: none of its servers was started.` : `The checked-out ${PROJECT_MCP_FILE} differs from the trusted commit; only the servers of the trusted version (${options.trustedSha.slice(0, 12)}) were started.`
    );
  return file.trusted === void 0 ? void 0 : parseMcpConfig(file.trusted, PROJECT_MCP_FILE, options.env);
}
async function inputConfig(options, notes) {
  const input = options.input?.trim();
  if (input === void 0 || input === "") return void 0;
  if (input.startsWith("{")) return parseMcpConfig(input, "the mcp-config input", options.env);
  try {
    const file = await readTrustedFile(options.workspace, options.trustedSha, input, options.gitEnv);
    if (file.trusted !== void 0) return parseMcpConfig(file.trusted, input, options.env);
    notes.push(
      `The mcp-config input names ${input}, which is not in the trusted commit (${options.trustedSha.slice(0, 12)}); no server from it was started.`
    );
  } catch (error) {
    notes.push(
      `The mcp-config input could not be read: ${error instanceof Error ? error.message : String(error)}`
    );
  }
  return void 0;
}
function workspaceFile(workspace, cwd, value) {
  if (value.startsWith("-") || value.includes("\n")) return void 0;
  const path = resolve(cwd, value);
  const rel = relative(workspace, path);
  if (rel === "" || rel.startsWith("..") || rel.startsWith(sep)) return void 0;
  try {
    if (!existsSync(path) || !statSync(path).isFile()) return void 0;
  } catch {
    return void 0;
  }
  return rel.split(sep).join("/");
}
async function trackedInCheckout(options, path) {
  const listed = await execa("git", ["ls-files", "--", path], {
    cwd: options.workspace,
    env: { ...options.gitEnv, GIT_CONFIG_NOSYSTEM: "1" },
    extendEnv: false,
    reject: false
  });
  return listed.exitCode === 0 && listed.stdout.trim() !== "";
}
async function changedCode(options, server) {
  const config = server.transport;
  if (config.type !== "stdio") return void 0;
  const cwd = resolve(options.workspace, config.cwd ?? ".");
  for (const value of [config.command, ...config.args]) {
    const path = workspaceFile(options.workspace, cwd, value);
    if (path === void 0) continue;
    const file = await readTrustedFile(options.workspace, options.trustedSha, path, options.gitEnv);
    if (!file.differsInWorkspace || file.trusted === void 0 && !await trackedInCheckout(options, path))
      continue;
    return `it runs ${path}, which the checkout ${file.trusted === void 0 ? "adds" : "changes"} compared with the trusted commit`;
  }
  return void 0;
}
async function readActionMcpConfig(options) {
  const notes = [];
  const configs = [await projectConfig(options, notes), await inputConfig(options, notes)].filter(
    (c) => c !== void 0
  );
  const merged = mergeMcpConfigs(configs);
  notes.push(...merged.problems);
  const servers = [];
  for (const server of merged.servers) {
    const why = await changedCode(options, server);
    if (why === void 0) servers.push(server);
    else
      notes.push(
        `${server.source}: server ${JSON.stringify(server.configuredName)} was not started: ${why}.`
      );
  }
  return { servers, notes };
}
async function startActionMcp(options) {
  const config = await readActionMcpConfig(options);
  const { settings, problems } = mcpSettingsFromEnv(options.env);
  const notes = [...config.notes, ...problems];
  if (config.servers.length === 0) return { started: void 0, notes };
  const servers = McpServers.start(config.servers, {
    workspaceRoot: options.workspaceRoot,
    agentEnv: options.agentEnv,
    settings,
    log: options.log
  });
  return { started: { servers, settings, secrets: config.servers.flatMap((s) => s.secrets) }, notes };
}
export {
  PROJECT_MCP_FILE,
  readActionMcpConfig,
  startActionMcp
};
