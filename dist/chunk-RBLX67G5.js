import { createRequire as __stewardCreateRequire } from 'node:module'; const require = __stewardCreateRequire(import.meta.url);
import {
  McpServers,
  mergeMcpConfigs,
  parseMcpConfig
} from "./chunk-5BSPOLB2.js";
import "./chunk-INR6O4FK.js";
import {
  mcpSettingsFromEnv
} from "./chunk-RPISHPJS.js";
import "./chunk-NGRDGXTY.js";
import {
  PROJECT_MCP_FILE
} from "./chunk-FA5XXDIC.js";
import "./chunk-4DON4IZ3.js";
import "./chunk-ZTT4J2TI.js";
import {
  execa
} from "./chunk-I7AMCC5Y.js";
import "./chunk-H6PG27UH.js";
import "./chunk-WXYNP47W.js";
import {
  isRepositoryPath
} from "./chunk-NYG7QIXA.js";
import "./chunk-SXXHESJR.js";

// src/github/mcp.ts
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { join, resolve, relative, sep } from "node:path";
import { existsSync, statSync } from "node:fs";
async function trustedText(files, path) {
  return files.files.get(path) ?? (await files.read([path])).get(path);
}
function projectConfig(options) {
  const text = options.files.files.get(PROJECT_MCP_FILE);
  return text === void 0 ? void 0 : parseMcpConfig(text, PROJECT_MCP_FILE, options.env);
}
async function inputConfig(options, notes) {
  const input = options.input?.trim();
  if (input === void 0 || input === "") return void 0;
  if (input.startsWith("{")) return parseMcpConfig(input, "the mcp-config input", options.env);
  if (!isRepositoryPath(input)) {
    notes.push(
      `The mcp-config input could not be read: '${input}' must be a path relative to the repository root, or inline JSON.`
    );
    return void 0;
  }
  const text = await trustedText(options.files, input);
  if (text !== void 0) return parseMcpConfig(text, input, options.env);
  notes.push(
    `The mcp-config input names ${input}, which is not in the trusted commit (${options.files.sha.slice(0, 12)}); no server from it was started.`
  );
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
function filesRun(workspace, server) {
  const config = server.transport;
  if (config.type !== "stdio") return [];
  const cwd = resolve(workspace, config.cwd ?? ".");
  return [config.command, ...config.args].flatMap((value) => workspaceFile(workspace, cwd, value) ?? []);
}
function blobId(bytes, oidLength) {
  const hash = createHash(oidLength === 64 ? "sha256" : "sha1");
  return hash.update(`blob ${String(bytes.length)}\0`).update(bytes).digest("hex");
}
async function changedCode(options, server) {
  for (const path of filesRun(options.workspace, server)) {
    const committed = options.files.entry(path);
    const local = await readFile(join(options.workspace, path)).catch(() => void 0);
    if (committed !== void 0 && local !== void 0 && blobId(local, committed.oid.length) === committed.oid)
      continue;
    if (committed === void 0 && !await trackedInCheckout(options, path)) continue;
    return `it runs ${path}, which the checkout ${committed === void 0 ? "adds" : "changes"} compared with the trusted commit`;
  }
  return void 0;
}
async function readActionMcpConfig(options) {
  const notes = [];
  const configs = [projectConfig(options), await inputConfig(options, notes)].filter(
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
