// .mcp.json and --mcp-config in Claude Code's format: what is read, how ${VAR} expands, which values
// count as secrets, and a message naming file, server and field for everything that is wrong — the
// other servers still start.
import { describe, expect, it } from "vitest";
import { mergeMcpConfigs, parseMcpConfig } from "../../../src/tools/mcp/config";
import { expandVariables } from "../../../src/tools/mcp/expand";
import { mcpSettingsFromEnv } from "../../../src/tools/mcp/settings";

const ENV = { GH_TOKEN: "ghp_secret123", REGION: "eu", EMPTY: "" };
const parse = (json: unknown, env: Record<string, string> = ENV) =>
  parseMcpConfig(JSON.stringify(json), ".mcp.json", env);

describe("${VAR} expansion", () => {
  it.each([
    ["${REGION}", "eu"],
    ["a-${REGION}-b", "a-eu-b"],
    ["${MISSING:-fallback}", "fallback"],
    ["${REGION:-fallback}", "eu"],
    ["${EMPTY:-fallback}", ""],
    ["$REGION and ${ not a reference", "$REGION and ${ not a reference"],
  ])("%s → %s", (text, value) => {
    expect(expandVariables(text, ENV).value).toBe(value);
  });

  it("reports variables that are not set and have no default", () => {
    expect(expandVariables("${A}${B:-x}${C}", {}).missing).toEqual(["A", "C"]);
  });
});

describe("parseMcpConfig", () => {
  it("reads stdio, http and sse servers, expanding variables everywhere Claude Code does", () => {
    const config = parse({
      mcpServers: {
        local: {
          command: "node",
          args: ["server.js", "--region=${REGION}"],
          env: { LEVEL: "debug" },
          cwd: "tools",
        },
        github: {
          type: "http",
          url: "https://api.example.com/${REGION}/mcp",
          headers: { Authorization: "Bearer ${GH_TOKEN}" },
        },
        legacy: { type: "sse", url: "http://127.0.0.1:8080/sse" },
      },
    });
    expect(config.problems).toEqual([]);
    expect(config.servers.map((s) => [s.name, s.transport])).toEqual([
      [
        "local",
        {
          type: "stdio",
          command: "node",
          args: ["server.js", "--region=eu"],
          env: { LEVEL: "debug" },
          cwd: "tools",
        },
      ],
      [
        "github",
        {
          type: "http",
          url: "https://api.example.com/eu/mcp",
          headers: { Authorization: "Bearer ghp_secret123" },
        },
      ],
      ["legacy", { type: "sse", url: "http://127.0.0.1:8080/sse", headers: {} }],
    ]);
  });

  it("counts as secrets: variables used in headers, secret-looking headers, variables and env entries", () => {
    const config = parse({
      mcpServers: {
        a: {
          command: "x",
          args: ["--token=${GH_TOKEN}", "--region=${REGION}"],
          env: { API_KEY: "k-literal", MODE: "m1" },
        },
        b: {
          type: "http",
          url: "https://h/mcp",
          headers: { "X-Trace": "t-${REGION}", Authorization: "plain-auth" },
        },
      },
    });
    expect(config.servers[0]?.secrets.sort()).toEqual(["ghp_secret123", "k-literal"]);
    expect(config.servers[1]?.secrets.sort()).toEqual(["eu", "plain-auth"]);
  });

  it.each([
    [{ mcpServers: { s: { args: ["x"] } } }, 'server "s": "command" must be a non-empty string'],
    [{ mcpServers: { s: { command: "x", args: "a b" } } }, 'server "s": "args" must be a list of strings'],
    [
      { mcpServers: { s: { command: "x", env: { "A-B": "1" } } } },
      '"env" key "A-B" is not an environment variable name',
    ],
    [{ mcpServers: { s: { command: "x", env: { A: 1 } } } }, 'server "s": "env.A" must be a string'],
    [{ mcpServers: { s: { command: "${NOPE}" } } }, 'server "s": "command" uses ${NOPE}, which is not set'],
    [{ mcpServers: { s: { url: "https://h" } } }, 'server "s": has "url" but no "type"'],
    [
      { mcpServers: { s: { type: "ws", url: "ws://h" } } },
      'server "s": "type" must be "stdio", "http" or "sse", got "ws"',
    ],
    [{ mcpServers: { s: { type: "http", url: "not a url" } } }, 'server "s": "url" is not a valid URL'],
    [
      { mcpServers: { s: { type: "http", url: "file:///etc/passwd" } } },
      '"url" must be http or https, got file',
    ],
    [
      { mcpServers: { s: { type: "http", url: "https://h", headers: ["a"] } } },
      '"headers" must be an object of strings',
    ],
    [
      { mcpServers: { s: { command: "x", startupTimeoutMs: -1 } } },
      '"startupTimeoutMs" must be a positive whole number',
    ],
    [{ mcpServers: { a__b: { command: "x" } } }, 'server "a__b": the name may not contain "__"'],
    [{ mcpServers: { "...": { command: "x" } } }, 'server "...": the name has no letter or digit'],
    [{ mcpServers: { s: "node server.js" } }, 'server "s": the entry must be an object'],
  ])("%j is refused: %s", (json, message) => {
    const config = parse({ mcpServers: { ...json.mcpServers, good: { command: "node" } } });
    expect(config.servers.map((s) => s.name)).toEqual(["good"]);
    expect(config.problems).toHaveLength(1);
    expect(config.problems[0]).toContain(".mcp.json: ");
    expect(config.problems[0]).toContain(message);
    expect(config.problems[0]).toMatch(/; the server is not started\.$/);
  });

  it("a file that is not JSON, or not in the format, starts nothing and says why", () => {
    expect(parseMcpConfig("{ nope", "--mcp-config #1", {}).problems[0]).toMatch(
      /^--mcp-config #1: not valid JSON \(.+\); no server from it is started\.$/,
    );
    expect(parse({ servers: {} }).problems).toEqual([
      '.mcp.json: expected {"mcpServers": {"<name>": {…}}}; no server from it is started.',
    ]);
  });

  it("notes fields it does not use, and names it had to change, and starts the server", () => {
    const config = parse({ other: 1, mcpServers: { "my.server": { command: "x", timeout: 5 } } });
    expect(config.servers.map((s) => [s.name, s.configuredName])).toEqual([["my_server", "my.server"]]);
    expect(config.problems).toEqual([
      '.mcp.json: "other" is not a key steward uses; it is ignored.',
      '.mcp.json: server "my.server": "timeout" is not a field steward uses; it is ignored.',
      '.mcp.json: server "my.server": its tools are named mcp__my_server__… (names keep letters, digits, _ and -).',
    ]);
  });
});

describe("mergeMcpConfigs", () => {
  it("a later configuration's server replaces an earlier one of the same name, with a note", () => {
    const project = parseMcpConfig(
      '{"mcpServers":{"a":{"command":"one"},"b":{"command":"b"}}}',
      ".mcp.json",
      {},
    );
    const flag = parseMcpConfig('{"mcpServers":{"a":{"command":"two"}}}', "--mcp-config #1", {});
    const merged = mergeMcpConfigs([project, flag]);
    expect(merged.servers.map((s) => [s.name, s.source])).toEqual([
      ["b", ".mcp.json"],
      ["a", "--mcp-config #1"],
    ]);
    expect(merged.problems).toEqual([
      '--mcp-config #1: server "a" replaces the one of the same name from .mcp.json.',
    ]);
  });
});

describe("mcpSettingsFromEnv", () => {
  it("reads Claude Code's variables, and names the ones it ignores", () => {
    const { settings, problems } = mcpSettingsFromEnv({
      MCP_TIMEOUT: "5000",
      MCP_TOOL_TIMEOUT: "soon",
      MAX_MCP_OUTPUT_TOKENS: "1000",
      ENABLE_TOOL_SEARCH: "auto:25",
    });
    expect(settings).toEqual({
      startupTimeoutMs: 5000,
      toolTimeoutMs: 300_000,
      maxResultChars: 4000,
      toolSearch: { mode: "auto", percent: 25 },
    });
    expect(problems).toEqual(["MCP_TOOL_TIMEOUT must be a positive whole number, got 'soon'; using 300000."]);
    expect(mcpSettingsFromEnv({ ENABLE_TOOL_SEARCH: "true" }).settings.toolSearch).toEqual({
      mode: "always",
    });
    expect(mcpSettingsFromEnv({ ENABLE_TOOL_SEARCH: "false" }).settings.toolSearch).toEqual({
      mode: "never",
    });
    expect(mcpSettingsFromEnv({ ENABLE_TOOL_SEARCH: "sometimes" }).problems[0]).toMatch(
      /^ENABLE_TOOL_SEARCH must be/,
    );
  });
});
