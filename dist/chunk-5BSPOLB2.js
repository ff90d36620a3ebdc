import { createRequire as __stewardCreateRequire } from 'node:module'; const require = __stewardCreateRequire(import.meta.url);
import {
  normalizeServerName
} from "./chunk-INR6O4FK.js";
import {
  groupIsRunning,
  signalGroup,
  track,
  untrack
} from "./chunk-NGRDGXTY.js";
import {
  delay,
  secretNameReason,
  settlesWithin
} from "./chunk-NYG7QIXA.js";

// src/tools/mcp/expand.ts
var REFERENCE = /\$\{([A-Za-z_][A-Za-z0-9_]*)(?::-([^}]*))?\}/g;
function expandVariables(text, env) {
  const used = [];
  const missing = [];
  const value = text.replace(REFERENCE, (whole, name, fallback) => {
    const set = env[name];
    if (set !== void 0) {
      used.push({ name, value: set });
      return set;
    }
    if (fallback !== void 0) return fallback;
    missing.push(name);
    return whole;
  });
  return { value, used, missing };
}

// src/tools/mcp/config.ts
var isObject = (value) => typeof value === "object" && value !== null && !Array.isArray(value);
var STDIO_KEYS = /* @__PURE__ */ new Set(["type", "command", "args", "env", "cwd"]);
var REMOTE_KEYS = /* @__PURE__ */ new Set(["type", "url", "headers"]);
var STEWARD_KEYS = /* @__PURE__ */ new Set(["startupTimeoutMs", "toolTimeoutMs"]);
var ENV_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
var EntryError = class extends Error {
};
var EntryReader = class {
  constructor(entry, env) {
    this.entry = entry;
    this.env = env;
  }
  entry;
  env;
  secrets = /* @__PURE__ */ new Set();
  notes = [];
  /** Expands `${VAR}` in a string field; `secret` marks the whole value as a secret. */
  expand(field, text, secret = false) {
    const expansion = expandVariables(text, this.env);
    if (expansion.missing.length > 0)
      throw new EntryError(
        `"${field}" uses ${expansion.missing.map((n) => `\${${n}}`).join(", ")}, which ${expansion.missing.length === 1 ? "is" : "are"} not set (write \${NAME:-default} for a default)`
      );
    const header = field.startsWith("headers.");
    for (const used of expansion.used)
      if (secret || header || secretNameReason(used.name) !== void 0) this.secrets.add(used.value);
    if (secret) this.secrets.add(expansion.value);
    return expansion.value;
  }
  string(field, required) {
    const value = this.entry[field];
    if (value === void 0 && !required) return void 0;
    if (typeof value !== "string" || value.trim() === "")
      throw new EntryError(`"${field}" must be a non-empty string`);
    return this.expand(field, value);
  }
  strings(field) {
    const value = this.entry[field];
    if (value === void 0) return [];
    if (!Array.isArray(value) || value.some((v) => typeof v !== "string"))
      throw new EntryError(`"${field}" must be a list of strings`);
    return value.map((v, i) => this.expand(`${field}[${String(i)}]`, v));
  }
  /** A string map; `secretWhen` says which keys' values are secrets. */
  map(field, secretWhen, keyCheck) {
    const value = this.entry[field];
    if (value === void 0) return {};
    if (!isObject(value)) throw new EntryError(`"${field}" must be an object of strings`);
    const out = {};
    for (const [key, item] of Object.entries(value)) {
      if (typeof item !== "string") throw new EntryError(`"${field}.${key}" must be a string`);
      if (keyCheck !== void 0 && !keyCheck.test(key))
        throw new EntryError(`"${field}" key ${JSON.stringify(key)} is not an environment variable name`);
      out[key] = this.expand(`${field}.${key}`, item, secretWhen(key));
    }
    return out;
  }
  milliseconds(field) {
    const value = this.entry[field];
    if (value === void 0) return void 0;
    if (typeof value !== "number" || !Number.isInteger(value) || value <= 0)
      throw new EntryError(`"${field}" must be a positive whole number of milliseconds`);
    return value;
  }
  unknownKeys(known) {
    for (const key of Object.keys(this.entry))
      if (!known.has(key) && !STEWARD_KEYS.has(key)) this.notes.push(`"${key}" is not a field steward uses`);
  }
};
var looksSecret = (name) => secretNameReason(name) !== void 0;
function readTransport(reader, entry) {
  const type = entry["type"] ?? (entry["url"] === void 0 ? "stdio" : void 0);
  if (type === void 0)
    throw new EntryError(`has "url" but no "type": add "type": "http" (Streamable HTTP) or "type": "sse"`);
  if (type === "stdio") {
    reader.unknownKeys(STDIO_KEYS);
    const cwd = reader.string("cwd", false);
    return {
      type: "stdio",
      command: reader.string("command", true) ?? "",
      args: reader.strings("args"),
      env: reader.map("env", looksSecret, ENV_NAME),
      ...cwd === void 0 ? {} : { cwd }
    };
  }
  if (type === "http" || type === "sse") {
    reader.unknownKeys(REMOTE_KEYS);
    const url = reader.string("url", true) ?? "";
    let parsed;
    try {
      parsed = new URL(url);
    } catch {
      throw new EntryError(`"url" is not a valid URL`);
    }
    if (parsed.protocol !== "http:" && parsed.protocol !== "https:")
      throw new EntryError(`"url" must be http or https, got ${parsed.protocol.replace(/:$/, "")}`);
    return { type, url, headers: reader.map("headers", looksSecret) };
  }
  throw new EntryError(`"type" must be "stdio", "http" or "sse", got ${JSON.stringify(type)}`);
}
function readEntry(configuredName, entry, source, env, problems) {
  const where = `${source}: server ${JSON.stringify(configuredName)}`;
  const named = normalizeServerName(configuredName);
  if (!named.ok) {
    problems.push(`${where}: ${named.error}; the server is not started.`);
    return void 0;
  }
  if (!isObject(entry)) {
    problems.push(`${where}: the entry must be an object; the server is not started.`);
    return void 0;
  }
  const reader = new EntryReader(entry, env);
  try {
    const transport = readTransport(reader, entry);
    const startupTimeoutMs = reader.milliseconds("startupTimeoutMs");
    const toolTimeoutMs = reader.milliseconds("toolTimeoutMs");
    for (const note of reader.notes) problems.push(`${where}: ${note}; it is ignored.`);
    if (named.value !== configuredName)
      problems.push(
        `${where}: its tools are named mcp__${named.value}__… (names keep letters, digits, _ and -).`
      );
    return {
      name: named.value,
      configuredName,
      source,
      transport,
      ...startupTimeoutMs === void 0 ? {} : { startupTimeoutMs },
      ...toolTimeoutMs === void 0 ? {} : { toolTimeoutMs },
      secrets: [...reader.secrets]
    };
  } catch (error) {
    if (!(error instanceof EntryError)) throw error;
    problems.push(`${where}: ${error.message}; the server is not started.`);
    return void 0;
  }
}
function parseMcpConfig(text, source, env) {
  let json;
  try {
    json = JSON.parse(text);
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    return { servers: [], problems: [`${source}: not valid JSON (${why}); no server from it is started.`] };
  }
  if (!isObject(json) || !isObject(json["mcpServers"]))
    return {
      servers: [],
      problems: [`${source}: expected {"mcpServers": {"<name>": {…}}}; no server from it is started.`]
    };
  const problems = [];
  for (const key of Object.keys(json))
    if (key !== "mcpServers") problems.push(`${source}: "${key}" is not a key steward uses; it is ignored.`);
  const servers = [];
  for (const [name, entry] of Object.entries(json["mcpServers"])) {
    const read = readEntry(name, entry, source, env, problems);
    if (read !== void 0) servers.push(read);
  }
  return { servers, problems };
}
function mergeMcpConfigs(configs) {
  const byName = /* @__PURE__ */ new Map();
  const problems = [];
  for (const config of configs) {
    problems.push(...config.problems);
    for (const server of config.servers) {
      const earlier = byName.get(server.name);
      if (earlier !== void 0)
        problems.push(
          `${server.source}: server ${JSON.stringify(server.configuredName)} replaces the one of the same name from ${earlier.source}.`
        );
      byName.delete(server.name);
      byName.set(server.name, server);
    }
  }
  return { servers: [...byName.values()], problems };
}

// src/tools/mcp/server-process.ts
import { spawn } from "node:child_process";
import { resolve } from "node:path";
function stdioParameters(config, workspaceRoot, env) {
  return {
    command: config.command,
    args: config.args,
    cwd: resolve(workspaceRoot, config.cwd ?? "."),
    env: { ...env, ...config.env }
  };
}
var STDERR_TAIL_CHARS = 2e3;
var GRACE_MS = 2e3;
var ServerProcess = class {
  /** Settles once the process is running (or rejects with why it could not start). */
  spawned;
  child;
  exited;
  exit;
  stderr = "";
  /** stdout chunks that arrived before anyone listened, replayed to the first listener. */
  early = [];
  stdoutListener;
  closeListener;
  closed = false;
  constructor(params) {
    const child = spawn(params.command, [...params.args], {
      cwd: params.cwd,
      env: { ...params.env },
      stdio: ["pipe", "pipe", "pipe"],
      detached: true
    });
    this.child = child;
    this.exited = new Promise((settle) => child.once("close", () => settle()));
    this.spawned = new Promise((resolve2, reject) => {
      child.once("error", reject);
      child.once("spawn", () => {
        if (child.pid !== void 0) track(child.pid);
        resolve2();
      });
    });
    this.spawned.catch(() => void 0);
    child.once("exit", (code, signal) => {
      this.exit = { code, signal };
    });
    child.once("close", () => {
      if (child.pid !== void 0) untrack(child.pid);
      this.closed = true;
      this.closeListener?.();
    });
    child.stdin?.on("error", () => void 0);
    child.stdout?.on("data", (chunk) => {
      if (this.early !== void 0) this.early.push(chunk);
      else this.stdoutListener?.(chunk);
    });
    child.stderr?.on("data", (chunk) => {
      this.stderr = (this.stderr + chunk.toString("utf8")).slice(-STDERR_TAIL_CHARS);
    });
  }
  /** Takes the server's output (first what it already wrote) and hears when its streams close. */
  listen(onStdout, onClose) {
    const early = this.early ?? [];
    this.early = void 0;
    this.stdoutListener = onStdout;
    this.closeListener = onClose;
    for (const chunk of early) onStdout(chunk);
    if (this.closed) onClose();
  }
  /** Writes to the server's stdin; false when the process is not there to read it. */
  write(data) {
    const stdin = this.child.stdin;
    if (stdin === null || this.exit !== void 0 || stdin.destroyed) return false;
    return new Promise((resolve2) => {
      if (stdin.write(data)) resolve2();
      else stdin.once("drain", resolve2);
    });
  }
  /** The last lines the server wrote to stderr (a start-up failure's explanation, usually). */
  stderrTail() {
    return this.stderr.trim();
  }
  /** How the process ended, once it has. */
  exitStatus() {
    return this.exit;
  }
  /** Ends the server and everything it started: SIGTERM to the group, SIGKILL to what remains. */
  async close() {
    const pgid = this.child.pid;
    if (pgid === void 0) return;
    this.child.stdin?.end();
    if (this.exit === void 0) signalGroup(pgid, "SIGTERM");
    if (!await settlesWithin(this.exited, GRACE_MS)) signalGroup(pgid, "SIGKILL");
    if (await groupIsRunning(pgid)) {
      signalGroup(pgid, "SIGTERM");
      const deadline = Date.now() + GRACE_MS;
      while (await groupIsRunning(pgid) && Date.now() < deadline) await delay(40);
      signalGroup(pgid, "SIGKILL");
    }
    untrack(pgid);
  }
};

// src/tools/mcp/servers.ts
var McpServers = class _McpServers {
  constructor(entries, options) {
    this.entries = entries;
    this.options = options;
  }
  entries;
  options;
  states = /* @__PURE__ */ new Map();
  starts = [];
  stop = new AbortController();
  closed;
  /** Starts every server; returns at once (nothing here throws or waits). */
  static start(entries, options) {
    const servers = new _McpServers(entries, options);
    const sdk = import("./chunk-VBPGCZEF.js");
    for (const entry of entries) servers.starts.push(servers.startOne(entry, sdk));
    return servers;
  }
  async startOne(entry, sdk) {
    this.states.set(entry.name, { kind: "pending" });
    const config = entry.transport;
    const early = config.type === "stdio" ? new ServerProcess(stdioParameters(config, this.options.workspaceRoot, this.options.agentEnv)) : void 0;
    try {
      const { connectServer } = await sdk.catch(async (error) => {
        await early?.close();
        throw error;
      });
      const server = await connectServer(entry, {
        workspaceRoot: this.options.workspaceRoot,
        env: this.options.agentEnv,
        timeoutMs: entry.startupTimeoutMs ?? this.options.settings.startupTimeoutMs,
        signal: this.stop.signal,
        ...early === void 0 ? {} : { process: early }
      });
      if (this.stop.signal.aborted) {
        await server.close();
        throw new Error("the run was stopped while it started");
      }
      const state = { kind: "connected", server };
      this.states.set(entry.name, state);
      server.onLost((why) => {
        state.lost = why;
        this.options.log?.(`MCP server ${entry.name} stopped during the run: ${why}`);
      });
      server.onToolsChanged(
        (problem) => this.options.log?.(
          `MCP server ${entry.name}: ${problem ?? `its tools changed, ${String(server.tools.length)} tools now`}`
        )
      );
      this.options.log?.(`MCP server ${entry.name}: connected, ${String(server.tools.length)} tools`);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      this.states.set(entry.name, { kind: "failed", reason });
      this.options.log?.(`MCP server ${entry.name} failed to start: ${reason}`);
    }
  }
  statuses() {
    return this.entries.map((entry) => {
      const state = this.states.get(entry.name) ?? { kind: "pending" };
      const base = { name: entry.name, transport: entry.transport.type, source: entry.source };
      switch (state.kind) {
        case "pending":
          return { ...base, status: "pending", tools: 0 };
        case "failed":
          return { ...base, status: "failed", reason: state.reason, tools: 0 };
        case "connected":
          return state.lost === void 0 ? { ...base, status: "connected", tools: state.server.tools.length } : {
            ...base,
            status: "failed",
            reason: `stopped during the run: ${state.lost}`,
            tools: state.server.tools.length
          };
      }
    });
  }
  /** Waits until every server has connected or failed, at most `maxWaitMs`, or until `signal` aborts. */
  async settle(maxWaitMs, signal) {
    let timer;
    let onAbort;
    const limit = new Promise((resolve2) => {
      timer = setTimeout(resolve2, maxWaitMs);
      onAbort = () => resolve2();
      signal?.addEventListener("abort", onAbort, { once: true });
    });
    try {
      await Promise.race([Promise.all(this.starts), limit]);
    } finally {
      clearTimeout(timer);
      if (onAbort !== void 0) signal?.removeEventListener("abort", onAbort);
    }
  }
  /** The servers connected now, in configuration order. */
  connected() {
    return this.entries.flatMap((entry) => {
      const state = this.states.get(entry.name);
      return state?.kind === "connected" ? [{ entry, server: state.server }] : [];
    });
  }
  /** Why a server cannot take calls now (stopped, failed, still starting), or undefined when it can. */
  unavailable(name) {
    const state = this.states.get(name);
    if (state === void 0) return `there is no MCP server named ${name}`;
    if (state.kind === "pending") return `MCP server ${name} is still starting`;
    if (state.kind === "failed") return `MCP server ${name} failed to start: ${state.reason}`;
    if (state.lost !== void 0) return `MCP server ${name} is not running any more: ${state.lost}`;
    return void 0;
  }
  live(name) {
    const why = this.unavailable(name);
    const state = this.states.get(name);
    if (why !== void 0 || state?.kind !== "connected") throw new Error(`${why ?? name}.`);
    return state.server;
  }
  timeoutOf(name) {
    const entry = this.entries.find((e) => e.name === name);
    return entry?.toolTimeoutMs ?? this.options.settings.toolTimeoutMs;
  }
  async callTool(server, tool, args, signal) {
    const live = this.live(server);
    if (!live.tools.some((t) => t.name === tool))
      throw new Error(
        `MCP server ${server} no longer offers the tool ${tool}: its tool list changed during the run.`
      );
    return live.callTool(tool, args, { signal, timeoutMs: this.timeoutOf(server) });
  }
  async listResources(server, signal) {
    return this.live(server).listResources({ signal, timeoutMs: this.timeoutOf(server) });
  }
  async readResource(server, uri, signal) {
    return this.live(server).readResource(uri, { signal, timeoutMs: this.timeoutOf(server) });
  }
  /** Ends every server, including those still starting; waits until their processes are gone. */
  close() {
    this.closed ??= (async () => {
      this.stop.abort();
      await Promise.all(this.starts);
      await Promise.all(this.connected().map(({ server }) => server.close()));
    })();
    return this.closed;
  }
};

export {
  parseMcpConfig,
  mergeMcpConfigs,
  stdioParameters,
  ServerProcess,
  McpServers
};
