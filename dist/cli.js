#!/usr/bin/env node
import { createRequire as __stewardCreateRequire } from 'node:module'; const require = __stewardCreateRequire(import.meta.url);
import {
  makeOutputDir
} from "./chunk-RLFWEEHP.js";
import {
  DEFAULT_MODEL,
  LOCAL_ONLY_FILES,
  OutputSchemaError,
  POLICY_FILE_NAMES,
  PROJECT_PATTERNS,
  PROVIDERS,
  SUBAGENT_TYPES,
  THINKING_FORMS,
  VERSION,
  buildAgentEnvironment,
  createModelStack,
  createStructuredOutputTool,
  defaultModel,
  defaultPolicy,
  isRepositoryPath,
  loadPolicyFile,
  loadProject,
  mergeHooks,
  parseHooks,
  parseRule,
  parseThinking,
  policyPlaceTests,
  readProviderAccess,
  regionOf,
  replayModelStack,
  resolveCommand,
  runAgent,
  runnerFilesFromEnv,
  startSandbox,
  withProjectSettings
} from "./chunk-NYG7QIXA.js";
import "./chunk-SXXHESJR.js";

// src/cli/main.ts
import { parseArgs as parseArgs2 } from "node:util";

// src/cli/run.ts
import { existsSync, readFileSync as readFileSync2, realpathSync, statSync } from "node:fs";
import { rm } from "node:fs/promises";
import { homedir } from "node:os";
import { join as join2, resolve as resolve2 } from "node:path";

// src/cli/project.ts
import { lstat, readdir, readFile, realpath } from "node:fs/promises";
import { join, relative, sep } from "node:path";
var MAX_FILE_BYTES = 1024 * 1024;
var MAX_ENTRIES = 5e3;
async function readInside(root, path) {
  if (!isRepositoryPath(path)) return void 0;
  const real = await realpath(join(root, path)).catch(() => void 0);
  if (real === void 0) return void 0;
  const rel = relative(root, real);
  if (rel.startsWith("..") || rel.startsWith(sep)) return void 0;
  const stats = await lstat(real).catch(() => void 0);
  if (stats === void 0 || !stats.isFile() || stats.size > MAX_FILE_BYTES) return void 0;
  return readFile(real, "utf8").catch(() => void 0);
}
async function filesUnder(root, dir) {
  const found = [];
  const queue = [dir];
  while (queue.length > 0 && found.length < MAX_ENTRIES) {
    const current = queue.shift() ?? "";
    for (const entry of await readdir(join(root, current), { withFileTypes: true }).catch(() => [])) {
      const path = `${current}/${entry.name}`;
      if (entry.isDirectory()) queue.push(path);
      else if (entry.isFile() || entry.isSymbolicLink()) found.push(path);
    }
  }
  return found;
}
async function readCheckoutFiles(root) {
  const exact = [...PROJECT_PATTERNS.filter((p) => !p.includes("*")), ...LOCAL_ONLY_FILES];
  const paths = [.../* @__PURE__ */ new Set([...exact, ...await filesUnder(root, ".claude")])];
  const files = /* @__PURE__ */ new Map();
  for (const path of paths) {
    const text = await readInside(root, path);
    if (text !== void 0) files.set(path, text);
  }
  return {
    origin: "the checkout",
    files,
    complete: false,
    read: async (wanted) => {
      const out = /* @__PURE__ */ new Map();
      for (const path of wanted) {
        const text = files.get(path) ?? await readInside(root, path);
        if (text !== void 0) out.set(path, text);
      }
      return out;
    }
  };
}
async function readLocalProject(cwd, policy, prompt, settingsHooks) {
  const files = await readCheckoutFiles(cwd);
  const loaded = await loadProject(files, {
    local: true,
    reservedAgentNames: new Set(SUBAGENT_TYPES.keys())
  });
  const config = {
    ...loaded,
    hooks: mergeHooks(loaded.hooks, parseHooks(settingsHooks, "--settings", loaded.notes))
  };
  const rules = await withProjectSettings(policy, config.settingsFiles);
  const request = prompt === void 0 ? void 0 : resolveCommand(prompt, config.commands);
  const runtime = {
    config,
    skillDir: (skill) => join(cwd, skill.dir),
    ...request?.kind === "command" ? {
      command: {
        name: request.command.name,
        file: request.command.file,
        allowedTools: request.command.allowedTools,
        includes: request.command.includes
      }
    } : {}
  };
  return {
    policy: rules.policy,
    prompt: request?.text ?? prompt,
    runtime,
    notes: [
      ...rules.notes,
      ...request?.kind === "text" && request.note !== void 0 ? [request.note] : []
    ]
  };
}

// src/cli/run-args.ts
import { parseArgs } from "node:util";
var UsageError = class extends Error {
  name = "UsageError";
};
var OUTPUT_FORMATS = ["text", "json", "stream-json"];
var INPUT_FORMATS = ["text", "stream-json"];
var PERMISSION_MODES = ["default", "acceptEdits", "dontAsk", "plan", "bypassPermissions", "auto"];
var OPTIONS = {
  prompt: { type: "string" },
  print: { type: "boolean", short: "p" },
  cwd: { type: "string" },
  policy: { type: "string" },
  model: { type: "string" },
  provider: { type: "string" },
  thinking: { type: "string" },
  "max-tokens": { type: "string" },
  "max-turns": { type: "string" },
  "max-cost-usd": { type: "string" },
  "max-budget-usd": { type: "string" },
  "output-format": { type: "string" },
  "input-format": { type: "string" },
  replay: { type: "string" },
  help: { type: "boolean", short: "h" },
  verbose: { type: "boolean" },
  allowedTools: { type: "string", multiple: true },
  "allowed-tools": { type: "string", multiple: true },
  disallowedTools: { type: "string", multiple: true },
  "disallowed-tools": { type: "string", multiple: true },
  "add-dir": { type: "string", multiple: true },
  "append-system-prompt": { type: "string" },
  "system-prompt": { type: "string" },
  "permission-mode": { type: "string" },
  settings: { type: "string" },
  "json-schema": { type: "string" },
  resume: { type: "string", short: "r" },
  continue: { type: "boolean", short: "c" },
  "mcp-config": { type: "string", multiple: true },
  "strict-mcp-config": { type: "boolean" },
  "fallback-model": { type: "string" },
  "dangerously-skip-permissions": { type: "boolean" },
  "allow-dangerously-skip-permissions": { type: "boolean" },
  "include-partial-messages": { type: "boolean" }
};
var PARSE_CONFIG = { options: OPTIONS, strict: true, allowPositionals: true, tokens: true };
var VARIADIC = [
  "allowedTools",
  "allowed-tools",
  "disallowedTools",
  "disallowed-tools",
  "add-dir",
  "mcp-config"
];
var isVariadic = (name) => VARIADIC.includes(name);
var REFUSED = {
  continue: "steward keeps no store of past sessions to continue; pass the earlier run's stream-json transcript with --resume FILE",
  "dangerously-skip-permissions": "every tool call is decided by the policy; allow what the task needs in the policy file or with --allowedTools",
  "allow-dangerously-skip-permissions": "every tool call is decided by the policy; allow what the task needs in the policy file or with --allowedTools",
  "include-partial-messages": "steward writes whole messages only; stream-json has one assistant line per model turn"
};
function splitToolList(value) {
  const items = [];
  let current = "";
  let depth = 0;
  for (const char of value) {
    if (char === "(") depth++;
    if (char === ")") depth = Math.max(0, depth - 1);
    if (depth === 0 && (char === "," || /\s/.test(char))) {
      if (current !== "") items.push(current);
      current = "";
    } else current += char;
  }
  if (current !== "") items.push(current);
  return items;
}
function tokenize(argv) {
  let parsed;
  try {
    parsed = parseArgs({ ...PARSE_CONFIG, args: [...argv] });
  } catch (error) {
    throw new UsageError(error.message);
  }
  const values = { ...parsed.values };
  const positionals = [];
  let variadic;
  let terminated = false;
  for (const token of parsed.tokens) {
    if (token.kind === "option-terminator") {
      terminated = true;
      variadic = void 0;
    } else if (token.kind === "option") {
      variadic = isVariadic(token.name) && token.inlineValue !== true ? token.name : void 0;
    } else if (variadic !== void 0 && !terminated) {
      (values[variadic] ??= []).push(token.value);
    } else positionals.push(token.value);
  }
  return { values, positionals };
}
function oneOf(flag, value, allowed, fallback) {
  if (value === void 0) return fallback;
  if (allowed.includes(value)) return value;
  throw new UsageError(`--${flag} must be one of ${allowed.join(", ")}, got '${value}'.`);
}
var toolRules = (...values) => values.flatMap((v) => v ?? []).flatMap(splitToolList);
function parseRunArgs(argv) {
  const { values, positionals } = tokenize(argv);
  for (const [flag, reason] of Object.entries(REFUSED)) {
    const given = values[flag];
    if (given !== void 0 && given !== false)
      throw new UsageError(`--${flag} is not supported: ${reason}.`);
  }
  if (positionals.length > 1)
    throw new UsageError(
      `expected one prompt, got ${String(positionals.length)} arguments (${positionals.map((p) => JSON.stringify(p)).join(", ")}); quote the prompt.`
    );
  const prompt = values.prompt;
  if (prompt !== void 0 && positionals.length > 0)
    throw new UsageError("give the prompt once: either --prompt TEXT or as the argument, not both.");
  const costs = [values["max-cost-usd"], values["max-budget-usd"]].filter((v) => v !== void 0);
  if (costs.length > 1)
    throw new UsageError("give the cost budget once: --max-cost-usd or --max-budget-usd.");
  return {
    prompt: prompt ?? positionals[0],
    cwd: values.cwd,
    policy: values.policy,
    provider: values.provider,
    model: values.model,
    thinking: values.thinking,
    maxTokens: values["max-tokens"],
    maxTurns: values["max-turns"],
    maxCostUsd: costs[0],
    outputFormat: oneOf("output-format", values["output-format"], OUTPUT_FORMATS, "text"),
    inputFormat: oneOf("input-format", values["input-format"], INPUT_FORMATS, "text"),
    replay: values.replay,
    help: values.help === true,
    allowedTools: toolRules(values.allowedTools, values["allowed-tools"]),
    disallowedTools: toolRules(values.disallowedTools, values["disallowed-tools"]),
    addDirs: values["add-dir"] ?? [],
    appendSystemPrompt: values["append-system-prompt"],
    systemPrompt: values["system-prompt"],
    permissionMode: values["permission-mode"],
    settings: values.settings,
    jsonSchema: values["json-schema"],
    resume: values.resume,
    fallbackModel: values["fallback-model"],
    // Each value whole: inline JSON holds spaces and commas of its own.
    mcpConfig: values["mcp-config"] ?? [],
    strictMcpConfig: values["strict-mcp-config"] === true
  };
}

// src/cli/run-policy.ts
import { resolve } from "node:path";
function rulesFrom(texts, decision, flag) {
  return texts.map((text) => {
    const parsed = parseRule(text);
    if (!parsed.ok) throw new UsageError(`${flag}: ${parsed.error}.`);
    return { text: text.trim(), decision, source: null, matcher: parsed.value };
  });
}
var underDir = (dir) => `/${dir.replace(/\/+$/, "")}/**`;
function withCliRules(policy, rules, cwd) {
  const dirs = rules.addDirs.map((dir) => resolve(cwd, dir));
  const dirRules = dirs.flatMap((dir) => [`Read(${underDir(dir)})`, `Edit(${underDir(dir)})`]);
  const allowWrite = [...policy.sandbox.filesystem?.allowWrite ?? [], ...dirs];
  return {
    ...policy,
    allow: [
      ...policy.allow,
      ...rulesFrom(rules.allow, "allow", "--allowedTools"),
      ...rulesFrom(dirRules, "allow", "--add-dir")
    ],
    ask: [...policy.ask, ...rulesFrom(rules.ask, "ask", "--settings")],
    deny: [...policy.deny, ...rulesFrom(rules.deny, "deny", "--disallowedTools")],
    sandbox: dirs.length === 0 ? policy.sandbox : { ...policy.sandbox, filesystem: { allowWrite } }
  };
}

// src/cli/run-prompt.ts
var FIRST_DATA_MS = 3e3;
async function readAll(stdin, firstDataMs) {
  const chunks = [];
  const iterator = stdin[Symbol.asyncIterator]();
  let timer;
  const timeout = new Promise((resolve3) => {
    timer = setTimeout(() => resolve3("timeout"), firstDataMs);
  });
  try {
    const first = await Promise.race([iterator.next(), timeout]);
    if (first === "timeout") return "";
    clearTimeout(timer);
    if (first.done === true) return "";
    chunks.push(String(first.value));
    for (let next = await iterator.next(); next.done !== true; next = await iterator.next())
      chunks.push(String(next.value));
    return chunks.join("");
  } finally {
    clearTimeout(timer);
  }
}
function textOf(content) {
  if (typeof content === "string") return content;
  if (!Array.isArray(content))
    throw new UsageError("--input-format stream-json: message.content must be a string or a list of blocks.");
  return content.map((block) => {
    if (block.type !== "text" || typeof block.text !== "string")
      throw new UsageError(
        `--input-format stream-json: steward takes text blocks only, got a ${JSON.stringify(block.type)} block.`
      );
    return block.text;
  }).join("\n\n");
}
function promptFromStreamJson(text) {
  const lines = text.split("\n").filter((line) => line.trim() !== "");
  const prompts = lines.map((line, index) => {
    let value;
    try {
      value = JSON.parse(line);
    } catch (error) {
      throw new UsageError(
        `--input-format stream-json: line ${String(index + 1)} is not JSON (${error.message}).`
      );
    }
    if (value.type !== "user" || value.message?.role !== "user")
      throw new UsageError(
        `--input-format stream-json: line ${String(index + 1)} is a ${JSON.stringify(value.type)} message; steward reads user messages only.`
      );
    return textOf(value.message.content);
  });
  if (prompts.length !== 1)
    throw new UsageError(
      `--input-format stream-json: expected one user message (steward runs one task per run), got ${String(prompts.length)}.`
    );
  return prompts[0] ?? "";
}
async function readPrompt(options, stdin, firstDataMs = FIRST_DATA_MS) {
  const piped = stdin === void 0 || stdin.isTTY === true ? "" : await readAll(stdin, firstDataMs);
  if (options.inputFormat === "stream-json") {
    if (options.prompt !== void 0)
      throw new UsageError(
        "with --input-format stream-json the prompt comes from standard input; give no prompt argument."
      );
    return promptFromStreamJson(piped);
  }
  const parts = [options.prompt, piped.trim() === "" ? void 0 : piped].filter((p) => p !== void 0);
  return parts.length === 0 ? void 0 : parts.join("\n\n");
}

// src/cli/settings-file.ts
import { readFileSync } from "node:fs";
var WHY_NOT = {
  enabledPlugins: "steward does not load plugins",
  mcpServers: "MCP servers come from .mcp.json and --mcp-config",
  enableAllProjectMcpServers: "steward starts every server of .mcp.json (--strict-mcp-config leaves them out); the policy decides which of their tools may run",
  enabledMcpjsonServers: "steward starts every server of .mcp.json (--strict-mcp-config leaves them out); the policy decides which of their tools may run",
  env: "the agent's environment comes from the policy's env.passthrough",
  apiKeyHelper: "credentials come from the environment (ANTHROPIC_API_KEY or the provider's own)"
};
function stringList(value, where) {
  if (value === void 0) return [];
  if (!Array.isArray(value) || value.some((item) => typeof item !== "string"))
    throw new UsageError(`--settings: ${where} must be a list of strings.`);
  return value;
}
function parse(source) {
  const text = source.trimStart().startsWith("{") ? source : readSettingsFile(source);
  let value;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new UsageError(`--settings is not valid JSON: ${error.message}.`);
  }
  if (typeof value !== "object" || value === null || Array.isArray(value))
    throw new UsageError("--settings must be a JSON object (Claude Code's settings.json format).");
  return value;
}
function readSettingsFile(path) {
  try {
    return readFileSync(path, "utf8");
  } catch (error) {
    throw new UsageError(`--settings ${path} cannot be read: ${error.message}.`);
  }
}
function readClaudeSettings(source) {
  const settings = parse(source);
  const notes = [];
  const permissions = settings["permissions"] ?? {};
  for (const key of Object.keys(permissions))
    if (!["allow", "ask", "deny", "additionalDirectories", "defaultMode"].includes(key))
      notes.push(`--settings: permissions.${key} is not applied (steward has no equivalent).`);
  for (const key of Object.keys(settings))
    if (!["permissions", "model", "hooks", "$schema"].includes(key))
      notes.push(`--settings: ${key} is not applied (${WHY_NOT[key] ?? "steward has no equivalent"}).`);
  const model = settings["model"];
  const mode = permissions["defaultMode"];
  if (model !== void 0 && typeof model !== "string")
    throw new UsageError("--settings: model must be a string.");
  if (mode !== void 0 && typeof mode !== "string")
    throw new UsageError("--settings: permissions.defaultMode must be a string.");
  return {
    allow: stringList(permissions["allow"], "permissions.allow"),
    ask: stringList(permissions["ask"], "permissions.ask"),
    deny: stringList(permissions["deny"], "permissions.deny"),
    addDirs: stringList(permissions["additionalDirectories"], "permissions.additionalDirectories"),
    defaultMode: mode,
    model,
    hooks: settings["hooks"],
    notes
  };
}

// src/cli/run.ts
var DEFAULT_MODEL2 = DEFAULT_MODEL;
var USAGE = `Usage: steward run [options] [PROMPT]

The task is PROMPT (or --prompt TEXT), with piped standard input appended to it.

Options:
  --prompt TEXT              the task
  --cwd DIR                  the checkout to work in (default: the current directory)
  --policy FILE              the policy file (default: .github/steward.yml, .yaml or .json when one exists,
                             else the built-in policy)
  --provider NAME            anthropic (default), bedrock, vertex or foundry; credentials come from
                             each provider's usual environment variables
  --model NAME               the model, as the provider names it, or sonnet, opus, haiku, fable (default:
                             ${DEFAULT_MODEL2}; on bedrock ${defaultModel("bedrock", "eu-west-1")}, the profile for
                             AWS_REGION's geography)
  --thinking MODE            ${THINKING_FORMS} (default: adaptive)
  --max-tokens N             max_tokens per turn (default: the model's own)
  --max-turns N              stop after N model turns (default 50)
  --max-cost-usd X           stop before spending more than X dollars (also --max-budget-usd)
  --output-format FORMAT     text (default), json or stream-json
  --replay FILE              play a recorded stream-json transcript as the model, offline

Claude Code's print-mode flags (claude -p):
  -p, --print                accepted: steward run always prints and exits
  --verbose                  accepted: progress always goes to stderr, stream-json needs no --verbose
  --input-format FORMAT      text (default) or stream-json: one user message as a JSON line on stdin
  --allowedTools RULES...    add allow rules to the policy, e.g. "Bash(npm test)" Edit (also --allowed-tools)
  --disallowedTools RULES... add deny rules to the policy (also --disallowed-tools)
  --add-dir DIRS...          let the agent read and edit these directories too
  --append-system-prompt T   add T to the end of the system prompt
  --system-prompt TEXT       replace steward's base instructions (environment and repository
                             instructions still follow)
  --permission-mode MODE     default, acceptEdits, dontAsk: the policy as it is; plan: read-only;
                             bypassPermissions and auto are refused
  --settings FILE|JSON       a Claude Code settings file: its permissions, additionalDirectories,
                             defaultMode and model are applied; other keys are named on stderr
  --json-schema SCHEMA       end with structured output matching this JSON Schema (JSON, or a file)
  -r, --resume FILE          go on from an earlier run's stream-json transcript
  --fallback-model NAME      go on with this model when the main one stays overloaded
  --mcp-config CONFIGS...    MCP servers in .mcp.json's format: files or inline JSON, later ones win
                             (.mcp.json in --cwd is read too)
  --strict-mcp-config        only the servers of --mcp-config, not .mcp.json
  Refused with the reason: --continue, --dangerously-skip-permissions,
  --include-partial-messages.
`;
var MODEL_ALIASES = {
  sonnet: "claude-sonnet-5-5",
  opus: "claude-opus-5-5",
  haiku: "claude-haiku-5-5",
  fable: "claude-fable-5-2"
};
function positive(name, value, integer) {
  if (value === void 0) return void 0;
  const number = Number(value);
  if (!Number.isFinite(number) || number <= 0 || integer && !Number.isInteger(number))
    throw new UsageError(`--${name} must be a positive ${integer ? "integer" : "number"}, got '${value}'.`);
  return number;
}
function directory(path) {
  let real;
  try {
    real = realpathSync(path);
  } catch {
    throw new UsageError(`--cwd ${path} does not exist.`);
  }
  if (!statSync(real).isDirectory()) throw new UsageError(`--cwd ${path} is not a directory.`);
  return real;
}
async function policyFor(cwd, explicit) {
  const found = POLICY_FILE_NAMES.map((name) => join2(cwd, name)).find((candidate) => existsSync(candidate));
  const path = explicit ?? found;
  if (path === void 0) return { policy: defaultPolicy(), path: null };
  if (!existsSync(path)) throw new UsageError(`--policy ${path} does not exist.`);
  return { policy: await loadPolicyFile(path, { workspaceRoot: cwd }), path };
}
async function startMcp(cwd, args, io, agentEnv) {
  const configs = args.mcpConfig;
  const strict = args.strictMcpConfig;
  if (configs.length === 0 && (strict || !existsSync(join2(cwd, ".mcp.json")))) return void 0;
  const { McpConfigUsageError, readCliMcpConfig, startCliMcp } = await import("./chunk-GGHRG6TN.js");
  const config = await readCliMcpConfig({ cwd, processCwd: io.cwd, configs, strict, env: io.env }).catch(
    (error) => {
      throw error instanceof McpConfigUsageError ? new UsageError(error.message) : error;
    }
  );
  return startCliMcp(config, {
    cwd,
    env: io.env,
    agentEnv,
    log: (line) => io.stderr(`steward: ${line}
`)
  });
}
function progressPrinter(io) {
  return (turn) => {
    for (const call of turn.toolCalls) {
      const mark = call.denied ? "✗ denied" : call.isError ? "! error " : "✓";
      const detail = call.denied ? call.reason ?? "" : call.preview;
      io.stderr(
        `[turn ${String(turn.turn)}] ${mark} ${call.summary}${detail === "" ? "" : ` — ${detail}`}
`
      );
    }
  };
}
function permissionModeOf(value) {
  if (value === void 0 || value === "default" || value === "acceptEdits" || value === "dontAsk")
    return "default";
  if (value === "plan") return "plan";
  if (value === "bypassPermissions")
    throw new UsageError(
      "--permission-mode bypassPermissions is refused: every tool call is decided by the policy; allow what the task needs in the policy file or with --allowedTools."
    );
  if (value === "auto")
    throw new UsageError(
      "--permission-mode auto is refused: steward decides by the policy alone, with no classifier to ask."
    );
  throw new UsageError(`--permission-mode must be one of ${PERMISSION_MODES.join(", ")}, got '${value}'.`);
}
function modelName(name, provider) {
  const alias = name === void 0 ? void 0 : MODEL_ALIASES[name];
  if (alias === void 0) return name;
  if (provider === "bedrock")
    throw new UsageError(
      `--model ${String(name)}: give the Bedrock model id or inference profile, not an alias.`
    );
  return alias;
}
async function structuredOutputFor(value) {
  let text = value;
  if (!value.trimStart().startsWith("{")) {
    if (!existsSync(value))
      throw new UsageError(`--json-schema is neither a JSON object nor a file: '${value}'.`);
    text = readFileSync2(value, "utf8");
  }
  let schema;
  try {
    schema = JSON.parse(text);
  } catch (error) {
    throw new UsageError(`--json-schema is not valid JSON: ${error.message}.`);
  }
  return createStructuredOutputTool(schema);
}
async function modelSetup(args, provider, io) {
  const named = modelName(args.model, provider);
  if (args.replay !== void 0)
    return { ...await replayModelStack(args.replay), model: named ?? defaultModel(provider) };
  const problems = [];
  const access = readProviderAccess(
    provider,
    { env: (name) => io.env[name]?.trim() || void 0, input: () => void 0 },
    problems
  );
  if (problems.length > 0) throw new UsageError(problems.join("\n"));
  if (!access.ok) {
    const problem = provider === "anthropic" ? "ANTHROPIC_API_KEY is not set. Set it, or" : `${access.error} Or`;
    io.stderr(`steward run: ${problem} use --replay FILE to play a recorded session offline.
`);
    return void 0;
  }
  return {
    ...await createModelStack(access.value),
    model: named ?? defaultModel(access.value.provider, regionOf(access))
  };
}
async function runPolicy(args, settings, cwd, io) {
  const { policy, path } = await policyFor(cwd, args.policy);
  const addDirs = [...settings?.addDirs ?? [], ...args.addDirs];
  for (const dir of addDirs) {
    const absolute = resolve2(io.cwd, dir);
    if (!existsSync(absolute) || !statSync(absolute).isDirectory())
      throw new UsageError(`--add-dir ${dir} is not a directory.`);
  }
  const withRules = withCliRules(
    policy,
    {
      allow: [...settings?.allow ?? [], ...args.allowedTools],
      ask: settings?.ask ?? [],
      deny: [...settings?.deny ?? [], ...args.disallowedTools],
      addDirs
    },
    io.cwd
  );
  return { policy: withRules, path };
}
function printOutcome(format, result, io) {
  if (format === "json") io.stdout(`${JSON.stringify(result.line)}
`);
  if (format !== "text") return;
  if (result.isError) io.stderr(`steward run: ${result.errors.join(" ")}
`);
  if (result.structuredOutput !== void 0) io.stdout(`${JSON.stringify(result.structuredOutput)}
`);
  else if (result.endedBy !== "error" && result.result !== "") io.stdout(`${result.result}
`);
}
async function readRequest(args, io) {
  const settings = args.settings === void 0 ? void 0 : readClaudeSettings(args.settings);
  for (const note of settings?.notes ?? []) io.stderr(`steward run: ${note}
`);
  const permissionMode = permissionModeOf(args.permissionMode ?? settings?.defaultMode);
  const maxTurns = positive("max-turns", args.maxTurns, true) ?? 50;
  const maxCostUsd = positive("max-cost-usd", args.maxCostUsd, false);
  const maxTokens = positive("max-tokens", args.maxTokens, true);
  const cwd = directory(args.cwd ?? io.cwd);
  const provider = args.provider ?? "anthropic";
  if (!PROVIDERS.includes(provider))
    throw new UsageError(`--provider must be one of ${PROVIDERS.join(", ")}, got '${provider}'.`);
  let thinking = { mode: "adaptive" };
  if (args.thinking !== void 0) {
    const parsed = parseThinking(args.thinking);
    if (!parsed.ok) throw new UsageError(`--thinking is '${args.thinking}'; ${parsed.error}.`);
    thinking = parsed.value;
  }
  const prompt = await readPrompt(args, io.stdin);
  if (prompt === void 0 && args.replay === void 0)
    throw new UsageError(
      "a prompt is required: give it as the argument, with --prompt TEXT or on standard input (or --replay FILE to play a recorded session)."
    );
  const structuredOutput = args.jsonSchema === void 0 ? void 0 : await structuredOutputFor(args.jsonSchema);
  const resume = args.resume === void 0 ? void 0 : await (await import("./chunk-7B5B7CMD.js")).loadResumedSession(args.resume);
  return {
    settings,
    maxTurns,
    maxCostUsd,
    maxTokens,
    cwd,
    provider,
    thinking,
    prompt,
    permissionMode,
    resume,
    structuredOutput
  };
}
function conversationOf(args, request, local) {
  const { resume } = request;
  return {
    prompt: local.prompt ?? "(replayed session)",
    date: (/* @__PURE__ */ new Date()).toISOString().slice(0, 10),
    instructions: local.runtime.config.instructions,
    ...resume === void 0 ? {} : { resume },
    ...args.appendSystemPrompt === void 0 ? {} : { appendix: args.appendSystemPrompt },
    ...args.systemPrompt === void 0 ? {} : { systemPrompt: args.systemPrompt }
  };
}
function agentModelOf(setup, request, fallback) {
  const { maxTokens, thinking } = request;
  return {
    client: setup.client,
    name: setup.model,
    ...maxTokens === void 0 ? {} : { maxTokens },
    thinking,
    deferLoading: setup.deferLoading,
    // Locally a dead endpoint should fail in a minute, not after the action's five.
    retry: { budgetMs: 6e4, maxAttempts: 4, baseDelayMs: 1e3, maxDelayMs: 2e4 },
    ...fallback,
    apiKeySource: setup.apiKeySource
  };
}
function observersOf(args, io) {
  return {
    transcript: args.outputFormat === "stream-json" ? { write: (line) => io.stdout(`${JSON.stringify(line)}
`) } : { write: () => void 0 },
    log: (message) => io.stderr(`${message}
`),
    ...args.outputFormat === "text" ? { onTurn: progressPrinter(io) } : {}
  };
}
async function startLocalSandbox(policy, where, io) {
  const home = io.env["HOME"] ?? homedir();
  const sandbox = await startSandbox({
    settings: policy.sandbox,
    defaultMode: "preferred",
    env: buildAgentEnvironment(io.env, policy),
    workspaceRoot: where.cwd,
    outputDir: where.outputDir,
    policyFilePath: where.policyFilePath,
    home,
    secrets: runnerFilesFromEnv(io.env),
    ...policyPlaceTests(policy, { workspaceRoot: where.cwd, home, policyFilePath: where.policyFilePath }),
    log: (line) => io.stderr(`steward: ${line}
`)
  });
  if (sandbox.probing)
    io.stderr("steward: sandbox being probed while the first request is sent (Bash commands wait for it)\n");
  void sandbox.outcome.then(({ status }) => {
    if (sandbox.probing && !sandbox.begun) return;
    io.stderr(`steward: sandbox ${status.summary}
`);
    for (const note of status.notes) io.stderr(`steward: ${note}
`);
  });
  return sandbox;
}
function fallbackModelOf(args, model, provider) {
  const fallback = modelName(args.fallbackModel, provider);
  if (fallback === void 0) return {};
  if (fallback === model)
    throw new UsageError(`--fallback-model is the main model (${model}); name another model.`);
  return { fallback };
}
function argsOrExit(argv, io) {
  let args;
  try {
    args = parseRunArgs(argv);
  } catch (error) {
    io.stderr(`steward run: ${error.message}
`);
    return 2;
  }
  if (!args.help) return args;
  io.stdout(USAGE);
  return 0;
}
async function localPolicy(args, request, io) {
  const { settings, cwd, prompt } = request;
  const { policy, path: policyFilePath } = await runPolicy(args, settings, cwd, io);
  const local = await readLocalProject(cwd, policy, prompt, settings?.hooks);
  for (const note of local.notes) io.stderr(`steward: ${note}
`);
  return { policy: local.policy, policyFilePath, local };
}
function failed(error, io) {
  const usage = error instanceof UsageError || error instanceof OutputSchemaError;
  const message = error instanceof Error ? error.message : String(error);
  io.stderr(`steward run: ${message}
`);
  return usage ? 2 : 1;
}
async function runCommand(argv, io) {
  const args = argsOrExit(argv, io);
  if (typeof args === "number") return args;
  let outputDir;
  let closeSandbox = () => Promise.resolve();
  let closeMcp = () => Promise.resolve();
  try {
    const request = await readRequest(args, io);
    const { settings, maxTurns, maxCostUsd, cwd, provider, prompt, structuredOutput } = request;
    const setup = await modelSetup(
      { ...args, model: args.model ?? settings?.model },
      provider,
      io
    );
    if (setup === void 0) return 1;
    const fallback = fallbackModelOf(args, setup.model, provider);
    const { policy, policyFilePath, local } = await localPolicy(args, { settings, cwd, prompt }, io);
    const mcp = await startMcp(cwd, args, io, buildAgentEnvironment(io.env, policy));
    closeMcp = () => mcp?.run.servers.close() ?? Promise.resolve();
    outputDir = await makeOutputDir("steward-", (line) => io.stderr(`steward run: ${line}
`));
    const sandbox = await startLocalSandbox(policy, { cwd, outputDir, policyFilePath }, io);
    closeSandbox = () => sandbox.close();
    const options = {
      workspace: {
        root: cwd,
        outputDir,
        home: io.env["HOME"] ?? homedir(),
        processEnv: io.env,
        ...sandbox.shell === void 0 ? {} : { shell: sandbox.shell }
      },
      rules: {
        policy,
        policyFilePath,
        permissionMode: request.permissionMode,
        ...mcp === void 0 ? {} : { redact: mcp.redact }
      },
      conversation: conversationOf(args, request, local),
      model: agentModelOf(setup, request, fallback),
      budgets: { maxTurns, ...maxCostUsd === void 0 ? {} : { maxCostUsd } },
      observers: observersOf(args, io),
      attachments: {
        web: setup.web,
        project: local.runtime,
        ...mcp === void 0 ? {} : { mcp: mcp.run },
        ...structuredOutput === void 0 ? {} : { structuredOutput }
      },
      signal: io.signal
    };
    const result = await runAgent(options);
    printOutcome(args.outputFormat, result, io);
    if (io.signal.aborted) return 130;
    return result.isError ? 1 : 0;
  } catch (error) {
    return failed(error, io);
  } finally {
    await Promise.all([closeMcp(), closeSandbox()]);
    if (outputDir !== void 0) await rm(outputDir, { recursive: true, force: true });
  }
}

// src/cli/main.ts
var USAGE2 = `steward ${VERSION}

Usage:
  steward run --prompt TEXT [options]   run the agent on a local checkout (steward run --help)
  steward policy check [options]        decide tool calls read as JSON lines on stdin
  steward policy explain [options]      the same, showing how each decision was reached
  steward sandbox probe [options]       check the shell's sandbox on this machine
  steward --version                     print the version
  steward --help                        print this help
`;
async function main(argv, io) {
  const [command, ...rest] = argv;
  if (command === "run") return runCommand(rest, io);
  if (command === "policy") {
    const { runPolicyCommand } = await import("./chunk-TSWWOR2F.js");
    return runPolicyCommand(rest, {
      stdin: io.stdin,
      stdout: io.stdout,
      stderr: io.stderr,
      cwd: io.cwd,
      env: { ...io.env }
    });
  }
  if (command === "sandbox") {
    const { runSandboxCommand } = await import("./chunk-TLZTFJO6.js");
    return runSandboxCommand(rest, { stdout: io.stdout, stderr: io.stderr, cwd: io.cwd, env: io.env });
  }
  let parsed;
  try {
    parsed = parseArgs2({
      args: [...argv],
      options: { version: { type: "boolean" }, help: { type: "boolean", short: "h" } },
      allowPositionals: true,
      strict: true
    });
  } catch (error) {
    io.stderr(`steward: ${error.message}
`);
    return 2;
  }
  if (parsed.values.version === true) {
    io.stdout(`${VERSION}
`);
    return 0;
  }
  if (parsed.values.help === true || command === void 0) {
    io.stdout(USAGE2);
    return 0;
  }
  io.stderr(`steward: unknown command '${command}'. Run 'steward --help' for the commands.
`);
  return 2;
}

// src/cli.ts
var controller = new AbortController();
var stop = (signal) => {
  if (controller.signal.aborted) process.exit(signal === "SIGINT" ? 130 : 143);
  controller.abort(new Error(`received ${signal}`));
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
void main(process.argv.slice(2), {
  stdin: process.stdin,
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  env: process.env,
  cwd: process.cwd(),
  signal: controller.signal
}).then((code) => {
  process.exitCode = code;
  setImmediate(() => process.exit(code));
});
