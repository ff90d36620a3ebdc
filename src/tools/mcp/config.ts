// MCP server configuration in Claude Code's project format (`.mcp.json`, `--mcp-config`, the action's
// `mcp-config` input): `{"mcpServers": {"<name>": {command, args, env, cwd} | {type: "http"|"sse",
// url, headers}}}`. Every problem names the file, the server and the field; a bad entry is left out
// (the others still start) and a bad file contributes nothing — never a crash, never a silent drop.
import { secretNameReason } from "../../policy/index";
import { expandVariables } from "./expand";
import { normalizeServerName } from "./names";

export type McpTransportConfig =
  | { type: "stdio"; command: string; args: string[]; env: Record<string, string>; cwd?: string }
  | { type: "http" | "sse"; url: string; headers: Record<string, string> };

export interface McpServerEntry {
  /** The name in tool names and rules (normalised: letters, digits, _ and -). */
  name: string;
  /** The name as configured. */
  configuredName: string;
  /** Where it was configured (".mcp.json", "--mcp-config", the mcp-config input). */
  source: string;
  transport: McpTransportConfig;
  /** steward's own per-server overrides of MCP_TIMEOUT and MCP_TOOL_TIMEOUT (ms). */
  startupTimeoutMs?: number;
  toolTimeoutMs?: number;
  /** Values the entry took from secret-looking variables, headers or env entries: redacted everywhere. */
  secrets: string[];
}

export interface McpConfig {
  servers: McpServerEntry[];
  /** Problems and notes, each naming the file and, where there is one, the server and the field. */
  problems: string[];
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const STDIO_KEYS = new Set(["type", "command", "args", "env", "cwd"]);
const REMOTE_KEYS = new Set(["type", "url", "headers"]);
const STEWARD_KEYS = new Set(["startupTimeoutMs", "toolTimeoutMs"]);
const ENV_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

class EntryError extends Error {}

/** Reads one server entry; throws EntryError naming the field that is wrong. */
class EntryReader {
  readonly secrets = new Set<string>();
  readonly notes: string[] = [];

  constructor(
    private readonly entry: Json,
    private readonly env: Readonly<Record<string, string | undefined>>,
  ) {}

  /** Expands `${VAR}` in a string field; `secret` marks the whole value as a secret. */
  expand(field: string, text: string, secret = false): string {
    const expansion = expandVariables(text, this.env);
    if (expansion.missing.length > 0)
      throw new EntryError(
        `"${field}" uses ${expansion.missing.map((n) => `\${${n}}`).join(", ")}, which ${expansion.missing.length === 1 ? "is" : "are"} not set (write \${NAME:-default} for a default)`,
      );
    // A variable put into a header is a credential whatever its name; elsewhere its name decides.
    const header = field.startsWith("headers.");
    for (const used of expansion.used)
      if (secret || header || secretNameReason(used.name) !== undefined) this.secrets.add(used.value);
    if (secret) this.secrets.add(expansion.value);
    return expansion.value;
  }

  string(field: string, required: boolean): string | undefined {
    const value = this.entry[field];
    if (value === undefined && !required) return undefined;
    if (typeof value !== "string" || value.trim() === "")
      throw new EntryError(`"${field}" must be a non-empty string`);
    return this.expand(field, value);
  }

  strings(field: string): string[] {
    const value = this.entry[field];
    if (value === undefined) return [];
    if (!Array.isArray(value) || value.some((v) => typeof v !== "string"))
      throw new EntryError(`"${field}" must be a list of strings`);
    return (value as string[]).map((v, i) => this.expand(`${field}[${String(i)}]`, v));
  }

  /** A string map; `secretWhen` says which keys' values are secrets. */
  map(field: string, secretWhen: (key: string) => boolean, keyCheck?: RegExp): Record<string, string> {
    const value = this.entry[field];
    if (value === undefined) return {};
    if (!isObject(value)) throw new EntryError(`"${field}" must be an object of strings`);
    const out: Record<string, string> = {};
    for (const [key, item] of Object.entries(value)) {
      if (typeof item !== "string") throw new EntryError(`"${field}.${key}" must be a string`);
      if (keyCheck !== undefined && !keyCheck.test(key))
        throw new EntryError(`"${field}" key ${JSON.stringify(key)} is not an environment variable name`);
      out[key] = this.expand(`${field}.${key}`, item, secretWhen(key));
    }
    return out;
  }

  milliseconds(field: string): number | undefined {
    const value = this.entry[field];
    if (value === undefined) return undefined;
    if (typeof value !== "number" || !Number.isInteger(value) || value <= 0)
      throw new EntryError(`"${field}" must be a positive whole number of milliseconds`);
    return value;
  }

  unknownKeys(known: ReadonlySet<string>): void {
    for (const key of Object.keys(this.entry))
      if (!known.has(key) && !STEWARD_KEYS.has(key)) this.notes.push(`"${key}" is not a field steward uses`);
  }
}

const looksSecret = (name: string) => secretNameReason(name) !== undefined;

function readTransport(reader: EntryReader, entry: Json): McpTransportConfig {
  const type = entry["type"] ?? (entry["url"] === undefined ? "stdio" : undefined);
  if (type === undefined)
    throw new EntryError(`has "url" but no "type": add "type": "http" (Streamable HTTP) or "type": "sse"`);
  if (type === "stdio") {
    reader.unknownKeys(STDIO_KEYS);
    const cwd = reader.string("cwd", false);
    return {
      type: "stdio",
      command: reader.string("command", true) ?? "",
      args: reader.strings("args"),
      env: reader.map("env", looksSecret, ENV_NAME),
      ...(cwd === undefined ? {} : { cwd }),
    };
  }
  if (type === "http" || type === "sse") {
    reader.unknownKeys(REMOTE_KEYS);
    const url = reader.string("url", true) ?? "";
    let parsed: URL;
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

function readEntry(
  configuredName: string,
  entry: unknown,
  source: string,
  env: Readonly<Record<string, string | undefined>>,
  problems: string[],
): McpServerEntry | undefined {
  const where = `${source}: server ${JSON.stringify(configuredName)}`;
  const named = normalizeServerName(configuredName);
  if (!named.ok) {
    problems.push(`${where}: ${named.error}; the server is not started.`);
    return undefined;
  }
  if (!isObject(entry)) {
    problems.push(`${where}: the entry must be an object; the server is not started.`);
    return undefined;
  }
  const reader = new EntryReader(entry, env);
  try {
    const transport = readTransport(reader, entry);
    const startupTimeoutMs = reader.milliseconds("startupTimeoutMs");
    const toolTimeoutMs = reader.milliseconds("toolTimeoutMs");
    for (const note of reader.notes) problems.push(`${where}: ${note}; it is ignored.`);
    if (named.value !== configuredName)
      problems.push(
        `${where}: its tools are named mcp__${named.value}__… (names keep letters, digits, _ and -).`,
      );
    return {
      name: named.value,
      configuredName,
      source,
      transport,
      ...(startupTimeoutMs === undefined ? {} : { startupTimeoutMs }),
      ...(toolTimeoutMs === undefined ? {} : { toolTimeoutMs }),
      secrets: [...reader.secrets],
    };
  } catch (error) {
    if (!(error instanceof EntryError)) throw error;
    problems.push(`${where}: ${error.message}; the server is not started.`);
    return undefined;
  }
}

/**
 * Parses one configuration (a file's text or inline JSON) from `source`. `${VAR}` references are
 * expanded from `env`, the environment steward itself was started with.
 */
export function parseMcpConfig(
  text: string,
  source: string,
  env: Readonly<Record<string, string | undefined>>,
): McpConfig {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    return { servers: [], problems: [`${source}: not valid JSON (${why}); no server from it is started.`] };
  }
  if (!isObject(json) || !isObject(json["mcpServers"]))
    return {
      servers: [],
      problems: [`${source}: expected {"mcpServers": {"<name>": {…}}}; no server from it is started.`],
    };
  const problems: string[] = [];
  for (const key of Object.keys(json))
    if (key !== "mcpServers") problems.push(`${source}: "${key}" is not a key steward uses; it is ignored.`);
  const servers: McpServerEntry[] = [];
  for (const [name, entry] of Object.entries(json["mcpServers"])) {
    const read = readEntry(name, entry, source, env, problems);
    if (read !== undefined) servers.push(read);
  }
  return { servers, problems };
}

/**
 * Several configurations in order of precedence, lowest first: a server configured again later
 * replaces the earlier entry (said in a note); two entries whose names normalise alike are one server.
 */
export function mergeMcpConfigs(configs: readonly McpConfig[]): McpConfig {
  const byName = new Map<string, McpServerEntry>();
  const problems: string[] = [];
  for (const config of configs) {
    problems.push(...config.problems);
    for (const server of config.servers) {
      const earlier = byName.get(server.name);
      if (earlier !== undefined)
        problems.push(
          `${server.source}: server ${JSON.stringify(server.configuredName)} replaces the one of the same name from ${earlier.source}.`,
        );
      byName.delete(server.name);
      byName.set(server.name, server);
    }
  }
  return { servers: [...byName.values()], problems };
}
