#!/usr/bin/env node
import { createRequire as __stewardCreateRequire } from 'node:module'; const require = __stewardCreateRequire(import.meta.url);
import {
  ReplayError,
  parseTranscript
} from "./chunk-EERSC7PI.js";
import {
  DEFAULT_MODEL,
  OutputSchemaError,
  PROVIDERS,
  SUBAGENT_TYPES,
  THINKING_FORMS,
  createModelStack,
  createStructuredOutputTool,
  defaultModel,
  formatFindings,
  parseThinking,
  policyPlaceTests,
  prepareSandbox,
  readProviderAccess,
  regionOf,
  replayModelStack,
  runAgent,
  startSandbox
} from "./chunk-DO4UZZXE.js";
import "./chunk-XEYWRP5V.js";
import "./chunk-YDSMNDNY.js";
import "./chunk-SHEZSBVZ.js";
import "./chunk-SR6MSKHQ.js";
import "./chunk-B5LI47AS.js";
import "./chunk-6E4PFWL3.js";
import "./chunk-6DFVHBDO.js";
import "./chunk-VH6JOTDZ.js";
import "./chunk-QNSHWLQ4.js";
import {
  LOCAL_ONLY_FILES,
  PROJECT_PATTERNS,
  isRepositoryPath,
  loadProject,
  mergeHooks,
  parseHooks,
  resolveCommand
} from "./chunk-WNDDASZN.js";
import "./chunk-45G6NETS.js";
import "./chunk-7J67X6IR.js";
import "./chunk-IR6KZYT2.js";
import {
  POLICY_FILE_NAMES,
  SANDBOX_MODES,
  buildAgentEnvironment,
  createPolicyResolver,
  defaultPolicy,
  loadPolicyFile,
  parseRule,
  requestFromCase,
  runnerFilesFromEnv,
  withProjectSettings
} from "./chunk-7KAFVVNF.js";
import "./chunk-ILOSU2R2.js";
import "./chunk-4LDOULIX.js";
import {
  PolicyLoadError
} from "./chunk-JL7ULYJK.js";
import {
  VERSION
} from "./chunk-A4TX44ZI.js";
import "./chunk-NM76OEUD.js";
import "./chunk-SXXHESJR.js";

// src/cli/main.ts
import { parseArgs as parseArgs4 } from "node:util";

// src/cli/policy.ts
import { existsSync, readFileSync, statSync } from "node:fs";
import { homedir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { createInterface } from "node:readline";
import { parseArgs } from "node:util";
var POLICY_USAGE = `Usage:
  steward policy check [--policy FILE] [--cwd DIR] [--explain]
      Reads cases as JSON lines on stdin, {"tool":"Bash","input":{"command":"npm test"}},
      and writes one JSON line per case: {"decision":"allow"|"deny","reason":"…","rule":…}.
      --explain adds the steps that led to each decision.
  steward policy explain [--policy FILE] [--cwd DIR] [TOOL INPUT]
      Shows how a decision is reached, for one case given as arguments
      (steward policy explain Bash 'git push origin main', or Read '{"file_path":".env"}')
      or for every JSON line on stdin.

  --policy FILE   the policy file (default: .github/steward.yml in the repository, else the built-in policy)
  --cwd DIR       the working directory the cases run in (default: the current directory)
`;
function settingsFilesIn(root) {
  return [".claude/settings.json", ".claude/settings.local.json"].flatMap((path) => {
    try {
      return [{ path, text: readFileSync(join(root, path), "utf8") }];
    } catch {
      return [];
    }
  });
}
function repositoryRoot(dir) {
  for (let current = dir; ; current = dirname(current)) {
    if (existsSync(join(current, ".git"))) return current;
    if (dirname(current) === current) return dir;
  }
}
async function setUp(values, io) {
  const cwd = resolve(io.cwd, values.cwd ?? ".");
  if (!existsSync(cwd) || !statSync(cwd).isDirectory())
    return { ok: false, error: `--cwd ${cwd} is not a directory` };
  const workspaceRoot = repositoryRoot(cwd);
  const home = io.env["HOME"] ?? homedir();
  let policyPath;
  if (values.policy !== void 0) {
    policyPath = resolve(io.cwd, values.policy);
    if (!existsSync(policyPath)) return { ok: false, error: `policy file ${policyPath} does not exist` };
  } else {
    policyPath = POLICY_FILE_NAMES.map((name) => join(workspaceRoot, name)).find((path) => existsSync(path)) ?? null;
  }
  let policy;
  try {
    const analyzer = io.analyzeShell === void 0 ? {} : { analyzeShell: io.analyzeShell };
    policy = policyPath === null ? defaultPolicy() : await loadPolicyFile(policyPath, { workspaceRoot, home, ...analyzer });
    policy = (await withProjectSettings(policy, settingsFilesIn(workspaceRoot))).policy;
  } catch (error) {
    if (error instanceof PolicyLoadError)
      return { ok: false, error: `the policy is not valid:
${error.message}` };
    return {
      ok: false,
      error: `could not read the policy ${policyPath ?? ""}: ${error instanceof Error ? error.message : String(error)}`
    };
  }
  const resolver = createPolicyResolver(policy, {
    workspaceRoot,
    home,
    policyFilePath: policyPath,
    runnerFiles: runnerFilesFromEnv(io.env),
    ...io.analyzeShell === void 0 ? {} : { analyzeShell: io.analyzeShell }
  });
  return { ok: true, value: { resolver, cwd, workspaceRoot, home } };
}
function parseCase(line, setup) {
  let value;
  try {
    value = JSON.parse(line);
  } catch (error) {
    return { ok: false, error: `not valid JSON (${error instanceof Error ? error.message : String(error)})` };
  }
  if (typeof value !== "object" || value === null || Array.isArray(value))
    return {
      ok: false,
      error: 'expected a JSON object such as {"tool":"Bash","input":{"command":"npm test"}}'
    };
  const record = value;
  const tool = record["tool"];
  if (typeof tool !== "string" || tool === "")
    return { ok: false, error: 'the case needs "tool", a tool name such as "Bash"' };
  const input = record["input"] ?? {};
  if (typeof input !== "object" || input === null || Array.isArray(input))
    return { ok: false, error: '"input" must be a JSON object' };
  const cwd = record["cwd"];
  if (cwd !== void 0 && typeof cwd !== "string") return { ok: false, error: '"cwd" must be a string' };
  return { ok: true, value: { tool, input, cwd: cwd === void 0 ? setup.cwd : resolve(setup.cwd, cwd) } };
}
async function judge(setup, c) {
  const request = requestFromCase(c.tool, c.input, {
    cwd: c.cwd,
    workspaceRoot: setup.workspaceRoot,
    home: setup.home
  });
  return setup.resolver.explain(request);
}
function checkLine(explanation, withSteps) {
  const { behavior, reason, rule } = explanation.decision;
  const line = { decision: behavior, reason, rule };
  if (withSteps)
    line["steps"] = explanation.steps.map(({ part, outcome, rule: r, why }) => ({
      part,
      outcome,
      rule: r,
      why
    }));
  return `${JSON.stringify(line)}
`;
}
function explainText(explanation) {
  const { decision, steps, asked, record } = explanation;
  const lines = [`${record.tool} ${record.input}`];
  lines.push(
    `  => ${decision.behavior}${asked ? " (an ask rule matched; nobody can answer in CI)" : ""}, rule: ${decision.rule ?? "none (built-in)"}`
  );
  lines.push(`     ${decision.reason}`);
  steps.forEach((step, i) => {
    lines.push(`  ${String(i + 1)}. ${step.outcome.padEnd(5)} ${step.part}`);
    lines.push(`     ${step.rule === null ? "built-in" : `rule ${step.rule}`}: ${step.why}`);
  });
  return `${lines.join("\n")}

`;
}
function caseFromArguments(positionals, setup) {
  const [tool, input, ...rest] = positionals;
  if (tool === void 0 || input === void 0 || rest.length > 0)
    return { ok: false, error: "explain takes a tool and its input: steward policy explain Bash 'npm test'" };
  if (input.trimStart().startsWith("{"))
    return parseCase(JSON.stringify({ tool, input: JSON.parse(input) }), setup);
  if (tool !== "Bash")
    return {
      ok: false,
      error: `the input for ${tool} must be a JSON object, such as '{"file_path":"src/a.ts"}'`
    };
  return { ok: true, value: { tool, input: { command: input }, cwd: setup.cwd } };
}
async function runPolicyCommand(argv, io) {
  const [sub, ...args] = argv;
  if (sub === void 0) {
    io.stderr(`steward policy: expected a subcommand, check or explain.
${POLICY_USAGE}`);
    return 2;
  }
  if (sub === "--help" || sub === "-h" || sub === "help") {
    io.stdout(POLICY_USAGE);
    return 0;
  }
  if (sub !== "check" && sub !== "explain") {
    io.stderr(`steward policy: unknown subcommand '${sub}'. Expected check or explain.
${POLICY_USAGE}`);
    return 2;
  }
  let parsed;
  try {
    parsed = parseArgs({
      args,
      options: { policy: { type: "string" }, cwd: { type: "string" }, explain: { type: "boolean" } },
      allowPositionals: sub === "explain",
      strict: true
    });
  } catch (error) {
    io.stderr(`steward policy ${sub}: ${error instanceof Error ? error.message : String(error)}
`);
    return 2;
  }
  const setUpResult = await setUp(parsed.values, io);
  if (!setUpResult.ok) {
    io.stderr(`steward policy ${sub}: ${setUpResult.error}
`);
    return 2;
  }
  const setup = setUpResult.value;
  const text = sub === "explain";
  const withSteps = parsed.values.explain === true;
  if (text && parsed.positionals.length > 0) {
    let c;
    try {
      c = caseFromArguments(parsed.positionals, setup);
    } catch (error) {
      c = {
        ok: false,
        error: `the input is not valid JSON (${error instanceof Error ? error.message : String(error)})`
      };
    }
    if (!c.ok) {
      io.stderr(`steward policy explain: ${c.error}
`);
      return 2;
    }
    io.stdout(explainText(await judge(setup, c.value)));
    return 0;
  }
  let failed2 = false;
  let lineNumber = 0;
  const lines = createInterface({ input: io.stdin, crlfDelay: Infinity });
  for await (const line of lines) {
    lineNumber += 1;
    if (line.trim() === "") continue;
    const c = parseCase(line, setup);
    if (!c.ok) {
      failed2 = true;
      const message = `line ${String(lineNumber)}: ${c.error}`;
      io.stdout(text ? `error: ${message}

` : `${JSON.stringify({ error: message })}
`);
      continue;
    }
    const explanation = await judge(setup, c.value);
    io.stdout(text ? explainText(explanation) : checkLine(explanation, withSteps));
  }
  return failed2 ? 1 : 0;
}

// src/cli/run.ts
import { existsSync as existsSync2, readFileSync as readFileSync3, realpathSync, statSync as statSync2 } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { homedir as homedir2, tmpdir } from "node:os";
import { join as join3, resolve as resolve3 } from "node:path";

// src/agent/resume.ts
import { readFile } from "node:fs/promises";
function resumedSession(text, source) {
  const lines = parseTranscript(text, source);
  const messages = [];
  let sessionId;
  for (const line of lines) {
    if (line.type !== "user" && line.type !== "assistant") continue;
    if (line.parent_tool_use_id !== null) continue;
    sessionId ??= line.session_id;
    const content = [...line.message.content];
    const last = messages.at(-1);
    if (last?.role === line.message.role && typeof last.content !== "string") last.content.push(...content);
    else messages.push({ role: line.message.role, content });
  }
  if (sessionId === void 0 || !messages.some((m) => m.role === "assistant"))
    throw new ReplayError(`${source} holds no conversation to resume (no prompt and assistant lines).`);
  if (messages[0]?.role !== "user")
    throw new ReplayError(
      `${source} does not start with the run's prompt (a transcript from before steward recorded it); it can be replayed, not resumed.`
    );
  return { sessionId, messages };
}
async function loadResumedSession(path) {
  let text;
  try {
    text = await readFile(path, "utf8");
  } catch (error) {
    throw new ReplayError(
      `--resume takes a stream-json transcript; cannot read ${path}: ${error.message}`
    );
  }
  return resumedSession(text, path);
}

// src/cli/project.ts
import { lstat, readdir, readFile as readFile2, realpath } from "node:fs/promises";
import { join as join2, relative, sep } from "node:path";
var MAX_FILE_BYTES = 1024 * 1024;
var MAX_ENTRIES = 5e3;
async function readInside(root, path) {
  if (!isRepositoryPath(path)) return void 0;
  const real = await realpath(join2(root, path)).catch(() => void 0);
  if (real === void 0) return void 0;
  const rel = relative(root, real);
  if (rel.startsWith("..") || rel.startsWith(sep)) return void 0;
  const stats = await lstat(real).catch(() => void 0);
  if (stats === void 0 || !stats.isFile() || stats.size > MAX_FILE_BYTES) return void 0;
  return readFile2(real, "utf8").catch(() => void 0);
}
async function filesUnder(root, dir) {
  const found = [];
  const queue = [dir];
  while (queue.length > 0 && found.length < MAX_ENTRIES) {
    const current = queue.shift() ?? "";
    for (const entry of await readdir(join2(root, current), { withFileTypes: true }).catch(() => [])) {
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
    skillDir: (skill) => join2(cwd, skill.dir),
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
import { parseArgs as parseArgs2 } from "node:util";
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
    parsed = parseArgs2({ ...PARSE_CONFIG, args: [...argv] });
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
import { resolve as resolve2 } from "node:path";
function rulesFrom(texts, decision, flag) {
  return texts.map((text) => {
    const parsed = parseRule(text);
    if (!parsed.ok) throw new UsageError(`${flag}: ${parsed.error}.`);
    return { text: text.trim(), decision, source: null, matcher: parsed.value };
  });
}
var underDir = (dir) => `/${dir.replace(/\/+$/, "")}/**`;
function withCliRules(policy, rules, cwd) {
  const dirs = rules.addDirs.map((dir) => resolve2(cwd, dir));
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
  const timeout = new Promise((resolve4) => {
    timer = setTimeout(() => resolve4("timeout"), firstDataMs);
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
import { readFileSync as readFileSync2 } from "node:fs";
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
    return readFileSync2(path, "utf8");
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
  if (!statSync2(real).isDirectory()) throw new UsageError(`--cwd ${path} is not a directory.`);
  return real;
}
async function policyFor(cwd, explicit) {
  const found = POLICY_FILE_NAMES.map((name) => join3(cwd, name)).find((candidate) => existsSync2(candidate));
  const path = explicit ?? found;
  if (path === void 0) return { policy: defaultPolicy(), path: null };
  if (!existsSync2(path)) throw new UsageError(`--policy ${path} does not exist.`);
  return { policy: await loadPolicyFile(path, { workspaceRoot: cwd }), path };
}
async function startMcp(cwd, args, io, agentEnv) {
  const configs = args.mcpConfig;
  const strict = args.strictMcpConfig;
  if (configs.length === 0 && (strict || !existsSync2(join3(cwd, ".mcp.json")))) return void 0;
  const { McpConfigUsageError, readCliMcpConfig, startCliMcp } = await import("./chunk-EOKBCICR.js");
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
    if (!existsSync2(value))
      throw new UsageError(`--json-schema is neither a JSON object nor a file: '${value}'.`);
    text = readFileSync3(value, "utf8");
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
    const absolute = resolve3(io.cwd, dir);
    if (!existsSync2(absolute) || !statSync2(absolute).isDirectory())
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
  const resume = args.resume === void 0 ? void 0 : await loadResumedSession(args.resume);
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
  const home = io.env["HOME"] ?? homedir2();
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
    outputDir = await mkdtemp(join3(tmpdir(), "steward-"));
    const sandbox = await startLocalSandbox(policy, { cwd, outputDir, policyFilePath }, io);
    closeSandbox = () => sandbox.close();
    const options = {
      workspace: {
        root: cwd,
        outputDir,
        home: io.env["HOME"] ?? homedir2(),
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

// src/cli/sandbox.ts
import { mkdtemp as mkdtemp2, rm as rm2 } from "node:fs/promises";
import { homedir as homedir3, tmpdir as tmpdir2 } from "node:os";
import { join as join4 } from "node:path";
import { parseArgs as parseArgs3 } from "node:util";
var SANDBOX_USAGE = `Usage: steward sandbox probe [options]

Runs the sandbox's checks here (bubblewrap starts, no network, no writes outside the workspace, the
runner's processes out of sight, no new privileges) and shows the mounts a session would use.

Options:
  --cwd DIR        the checkout to probe with (default: the current directory)
  --policy FILE    the policy whose sandbox section applies (default: none, the built-in settings)
  --mode MODE      the mode to assume when the policy names none: ${SANDBOX_MODES.join(", ")} (default: required)
  --bwrap PATH     the bwrap program (default: bwrap on PATH)
  --json           print the result as JSON
`;
function networkOf(layout) {
  if (layout.network === "allow") return "on";
  if (layout.proxy === void 0) return "off (own network namespace)";
  return `only ${layout.proxy.allowedDomains.join(", ")}, through steward's proxy (own network namespace)`;
}
function describeLayout(layout) {
  const list = (items) => items.length === 0 ? "(none)" : items.join(", ");
  return [
    `bwrap:      ${layout.bwrap}`,
    `writable:   ${list([layout.workspaceRoot, `/tmp (${layout.tempDir})`, ...layout.allowWrite])}`,
    `read-only:  ${list(layout.readOnly)} (and everything else)`,
    `hidden:     ${list([...layout.hide, ...layout.blank])}`,
    `masked:     ${list([...layout.maskedFiles, ...layout.maskedDirs])} (secret files in the workspace, read as empty)`,
    `network:    ${networkOf(layout)}`,
    ...layout.user === void 0 ? [] : [`user:       uid ${String(layout.user.uid)} inside (root outside)`]
  ].join("\n");
}
async function runSandboxCommand(argv, io) {
  const [sub, ...rest] = argv;
  if (sub === void 0 || sub === "--help" || sub === "-h") {
    io.stdout(SANDBOX_USAGE);
    return sub === void 0 ? 2 : 0;
  }
  if (sub !== "probe") {
    io.stderr(`steward sandbox: unknown command '${sub}'; the command is 'probe'.
`);
    return 2;
  }
  let values;
  try {
    ({ values } = parseArgs3({
      args: [...rest],
      options: {
        cwd: { type: "string" },
        policy: { type: "string" },
        mode: { type: "string" },
        bwrap: { type: "string" },
        json: { type: "boolean" }
      },
      strict: true
    }));
  } catch (error) {
    io.stderr(`steward sandbox probe: ${error.message}
`);
    return 2;
  }
  const mode = values.mode ?? "required";
  if (!SANDBOX_MODES.includes(mode)) {
    io.stderr(`steward sandbox probe: --mode must be one of ${SANDBOX_MODES.join(", ")}, got '${mode}'.
`);
    return 2;
  }
  const cwd = values.cwd ?? io.cwd;
  const outputDir = await mkdtemp2(join4(tmpdir2(), "steward-probe-"));
  try {
    const policy = values.policy === void 0 ? defaultPolicy() : await loadPolicyFile(values.policy, { workspaceRoot: cwd });
    const prepared = await prepareSandbox({
      settings: policy.sandbox,
      defaultMode: mode,
      env: buildAgentEnvironment(io.env, policy),
      workspaceRoot: cwd,
      outputDir,
      policyFilePath: values.policy ?? null,
      home: io.env["HOME"] ?? homedir3(),
      ...io.env["RUNNER_TEMP"] === void 0 ? {} : { runnerTemp: io.env["RUNNER_TEMP"] },
      secrets: runnerFilesFromEnv(io.env),
      ...values.bwrap === void 0 ? {} : { bwrap: values.bwrap },
      ...policyPlaceTests(policy, {
        workspaceRoot: cwd,
        home: io.env["HOME"] ?? homedir3(),
        policyFilePath: values.policy ?? null
      })
    });
    await prepared.close();
    const { status } = prepared;
    if (values.json === true) {
      io.stdout(`${JSON.stringify({ ...status, layout: prepared.layout ?? null }, null, 2)}
`);
    } else {
      io.stdout(`${formatFindings({ ok: status.active, findings: status.findings })}

`);
      if (prepared.layout !== void 0) io.stdout(`${describeLayout(prepared.layout)}

`);
      io.stdout(`Sandbox: ${status.summary}
`);
      for (const note of status.notes) io.stdout(`Note: ${note}
`);
    }
    return status.active ? 0 : 1;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    io.stderr(`steward sandbox probe: ${message}
`);
    return error instanceof PolicyLoadError ? 1 : 2;
  } finally {
    await rm2(outputDir, { recursive: true, force: true });
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
  if (command === "policy")
    return runPolicyCommand(rest, {
      stdin: io.stdin,
      stdout: io.stdout,
      stderr: io.stderr,
      cwd: io.cwd,
      env: { ...io.env }
    });
  if (command === "sandbox")
    return runSandboxCommand(rest, { stdout: io.stdout, stderr: io.stderr, cwd: io.cwd, env: io.env });
  let parsed;
  try {
    parsed = parseArgs4({
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
