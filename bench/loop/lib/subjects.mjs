// The CLIs under test and how each is launched against the scripted server. Both get the same
// prompt, model, working directory (the generated repository) and a fresh, empty HOME per run, as a CI
// job would; neither gets anything else from this process's environment but PATH.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { homedir } from "node:os";
import { join } from "node:path";
import { MODEL, PROMPT } from "../session.mjs";

export const CLAUDE_CODE_VERSION = "2.1.330";
export const CLAUDE_CODE_CACHE = join(homedir(), ".cache", "steward-bench", "claude-code");

/** A policy file (outside the repository) that sets the sandbox mode (and allows the MCP server's tools). */
function sandboxPolicy(home, sandbox, mcp) {
  const path = join(home, "steward-bench-policy.yml");
  writeFileSync(
    path,
    `sandbox: ${sandbox}\n${mcp === undefined ? "" : "permissions:\n  allow: [mcp__bench]\n"}`,
  );
  return path;
}

/** One stdio MCP server (the test server, on the official SDK), for `--mcp`. */
export function benchMcpConfig(root) {
  return JSON.stringify({
    mcpServers: {
      bench: {
        command: process.execPath,
        args: [join(root, "test/support/mcp/stdio-server.mjs"), "--name", "bench"],
      },
    },
  });
}

/**
 * `nodeFlags`: e.g. --cpu-prof --cpu-prof-dir=DIR, to see where the time goes. `sandbox`: "off" by
 * default (see below); "preferred", steward's local default, shows what the sandbox adds; "default"
 * passes no policy file at all, as a plain `steward run` starts (sandbox preferred, and no YAML to
 * parse; only for sessions whose tool calls the default policy allows, e.g. launch). `name`: the
 * key its figures are filed under (by default "steward", with the sandbox mode when it is on).
 * `prompt` and `extraArgs` (e.g. --max-turns for a long session) serve other sessions than the 30-turn one.
 */
export function stewardSubject(
  cli,
  { label = cli, nodeFlags = [], sandbox = "off", mcp, name, prompt = PROMPT, extraArgs = [] } = {},
) {
  return {
    name: name ?? (sandbox === "off" ? "steward" : `steward, sandbox ${sandbox}`),
    label: `steward (${label}${sandbox === "off" ? "" : sandbox === "default" ? ", no policy file" : `, sandbox: ${sandbox}`}${mcp === undefined ? "" : ", one MCP server"})`,
    launch: ({ url, home }) => ({
      command: process.execPath,
      args: [
        ...nodeFlags,
        cli,
        "run",
        // Claude Code runs its Bash unsandboxed by default; so does steward here, for a like-for-like
        // harness figure. The sandbox's own cost per command is bench/sandbox.mjs's figure.
        ...(sandbox === "default" ? [] : ["--policy", sandboxPolicy(home, sandbox, mcp)]),
        ...(mcp === undefined ? [] : ["--mcp-config", mcp]),
        "--prompt",
        prompt,
        "--model",
        MODEL,
        "--output-format",
        "stream-json",
        ...extraArgs,
      ],
      env: { PATH: process.env.PATH, HOME: home, ANTHROPIC_API_KEY: "dummy", ANTHROPIC_BASE_URL: url },
    }),
  };
}

/** The platform binary the npm package ships in its optional dependency (what its postinstall links). */
export function claudeCodeBinary(cache = CLAUDE_CODE_CACHE) {
  const arch = process.arch === "arm64" ? "arm64" : "x64";
  return join(cache, "node_modules", "@anthropic-ai", `claude-code-linux-${arch}`, "claude");
}

/**
 * Installs @anthropic-ai/claude-code@2.1.330 into the cache directory (outside the repository) unless
 * it is there. --ignore-scripts: the package's postinstall only copies the platform binary (which
 * npm fetched as an optional dependency) over a placeholder; the benchmark runs that binary directly.
 */
export function ensureClaudeCode(cache = CLAUDE_CODE_CACHE) {
  const binary = claudeCodeBinary(cache);
  if (existsSync(binary)) return binary;
  mkdirSync(cache, { recursive: true });
  if (!existsSync(join(cache, "package.json")))
    writeFileSync(join(cache, "package.json"), '{ "name": "steward-bench-claude-code", "private": true }\n');
  console.error(`installing @anthropic-ai/claude-code@${CLAUDE_CODE_VERSION} into ${cache} ...`);
  const r = spawnSync(
    "npm",
    ["i", "--ignore-scripts", "--no-audit", "--no-fund", `@anthropic-ai/claude-code@${CLAUDE_CODE_VERSION}`],
    { cwd: cache, stdio: ["ignore", "inherit", "inherit"] },
  );
  if (r.status !== 0 || !existsSync(binary))
    throw new Error(
      `could not install Claude Code ${CLAUDE_CODE_VERSION} (npm exit ${String(r.status)}; no ${binary})`,
    );
  return binary;
}

export function claudeCodeSubject(binary, { proxyGuard, prompt = PROMPT, extraArgs = [] }) {
  return {
    name: "claude",
    label: `Claude Code ${CLAUDE_CODE_VERSION}`,
    launch: ({ url, home }) => ({
      command: binary,
      args: [
        "-p",
        prompt,
        "--model",
        MODEL,
        "--output-format",
        "stream-json",
        "--verbose",
        "--dangerously-skip-permissions",
        "--tools",
        "Read,Glob,Grep,Bash,Edit,Write",
        ...extraArgs,
      ],
      env: {
        PATH: process.env.PATH,
        HOME: home,
        ANTHROPIC_BASE_URL: url,
        ANTHROPIC_API_KEY: "dummy",
        IS_SANDBOX: "1",
        CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: "1",
        // Outside a loopback-only network namespace, anything not for the scripted server goes to a
        // closed loopback port instead of the internet.
        ...(proxyGuard
          ? {
              HTTPS_PROXY: "http://127.0.0.1:9",
              HTTP_PROXY: "http://127.0.0.1:9",
              NO_PROXY: "127.0.0.1,localhost",
            }
          : {}),
      },
    }),
  };
}
