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
  createRedactor
} from "./chunk-ZTT4J2TI.js";
import "./chunk-RLFWEEHP.js";
import "./chunk-NYG7QIXA.js";
import "./chunk-SXXHESJR.js";

// src/cli/mcp.ts
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join, resolve } from "node:path";
var McpConfigUsageError = class extends Error {
};
async function readCliMcpConfig(options) {
  const configs = [];
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
function startCliMcp(config, options) {
  const { settings, problems } = mcpSettingsFromEnv(options.env);
  const redact = createRedactor(config.servers.flatMap((s) => s.secrets));
  const log = (line) => options.log(redact(line));
  for (const problem of [...config.problems, ...problems]) log(problem);
  if (config.servers.length === 0) return void 0;
  const servers = McpServers.start(config.servers, {
    workspaceRoot: options.cwd,
    agentEnv: options.agentEnv,
    settings,
    log
  });
  return { run: { servers, settings }, redact };
}
export {
  McpConfigUsageError,
  readCliMcpConfig,
  startCliMcp
};
