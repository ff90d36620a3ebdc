#!/usr/bin/env node
import { createRequire as __stewardCreateRequire } from 'node:module'; const require = __stewardCreateRequire(import.meta.url);
import {
  DEFAULT_MODEL,
  PROVIDERS,
  THINKING_FORMS,
  createModelClient,
  createModelSummarizer,
  createProviderClients,
  createWebAccess,
  defaultModel,
  formatFindings,
  parseThinking,
  policySecretTest,
  prepareSandbox,
  providerFeatures,
  readProviderAccess,
  regionOf,
  runAgent,
  smallModel
} from "./chunk-D2MAOTNZ.js";
import "./chunk-VSALGTJL.js";
import {
  POLICY_FILE_NAMES,
  SANDBOX_MODES,
  buildAgentEnvironment,
  createPolicyResolver,
  defaultPolicy,
  loadPolicyFile,
  requestFromCase,
  runnerFilesFromEnv
} from "./chunk-RKEB5W5S.js";
import "./chunk-RQUICUUP.js";
import {
  PolicyLoadError
} from "./chunk-JL7ULYJK.js";
import "./chunk-KLF4PXOV.js";
import "./chunk-ILOSU2R2.js";
import "./chunk-6ZDQRVAI.js";
import "./chunk-LNZVU6CY.js";
import "./chunk-IR6KZYT2.js";
import "./chunk-SXXHESJR.js";

// src/cli/main.ts
import { parseArgs as parseArgs4 } from "node:util";

// src/version.ts
var VERSION = "0.1.0";

// src/cli/policy.ts
import { existsSync, statSync } from "node:fs";
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
function repositoryRoot(dir) {
  for (let current = dir; ; current = dirname(current)) {
    if (existsSync(join(current, ".git"))) return current;
    if (dirname(current) === current) return dir;
  }
}
async function setUp(values, io) {
  const cwd = resolve(io.cwd, values.cwd ?? ".");
  if (!existsSync(cwd) || !statSync(cwd).isDirectory()) return `--cwd ${cwd} is not a directory`;
  const workspaceRoot = repositoryRoot(cwd);
  const home = io.env["HOME"] ?? homedir();
  let policyPath;
  if (values.policy !== void 0) {
    policyPath = resolve(io.cwd, values.policy);
    if (!existsSync(policyPath)) return `policy file ${policyPath} does not exist`;
  } else {
    policyPath = POLICY_FILE_NAMES.map((name) => join(workspaceRoot, name)).find((path) => existsSync(path)) ?? null;
  }
  let policy;
  try {
    const analyzer = io.analyzeShell === void 0 ? {} : { analyzeShell: io.analyzeShell };
    policy = policyPath === null ? defaultPolicy() : await loadPolicyFile(policyPath, { workspaceRoot, home, ...analyzer });
  } catch (error) {
    if (error instanceof PolicyLoadError) return `the policy is not valid:
${error.message}`;
    return `could not read the policy ${policyPath ?? ""}: ${error instanceof Error ? error.message : String(error)}`;
  }
  const resolver = createPolicyResolver(policy, {
    workspaceRoot,
    home,
    policyFilePath: policyPath,
    runnerFiles: runnerFilesFromEnv(io.env),
    ...io.analyzeShell === void 0 ? {} : { analyzeShell: io.analyzeShell }
  });
  return { resolver, cwd, workspaceRoot, home };
}
function parseCase(line, setup) {
  let value;
  try {
    value = JSON.parse(line);
  } catch (error) {
    return `not valid JSON (${error instanceof Error ? error.message : String(error)})`;
  }
  if (typeof value !== "object" || value === null || Array.isArray(value))
    return 'expected a JSON object such as {"tool":"Bash","input":{"command":"npm test"}}';
  const record = value;
  const tool = record["tool"];
  if (typeof tool !== "string" || tool === "") return 'the case needs "tool", a tool name such as "Bash"';
  const input = record["input"] ?? {};
  if (typeof input !== "object" || input === null || Array.isArray(input))
    return '"input" must be a JSON object';
  const cwd = record["cwd"];
  if (cwd !== void 0 && typeof cwd !== "string") return '"cwd" must be a string';
  return { tool, input, cwd: cwd === void 0 ? setup.cwd : resolve(setup.cwd, cwd) };
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
    return "explain takes a tool and its input: steward policy explain Bash 'npm test'";
  if (input.trimStart().startsWith("{"))
    return parseCase(JSON.stringify({ tool, input: JSON.parse(input) }), setup);
  if (tool !== "Bash")
    return `the input for ${tool} must be a JSON object, such as '{"file_path":"src/a.ts"}'`;
  return { tool, input: { command: input }, cwd: setup.cwd };
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
  const setup = await setUp(parsed.values, io);
  if (typeof setup === "string") {
    io.stderr(`steward policy ${sub}: ${setup}
`);
    return 2;
  }
  const text = sub === "explain";
  const withSteps = parsed.values.explain === true;
  if (text && parsed.positionals.length > 0) {
    let c;
    try {
      c = caseFromArguments(parsed.positionals, setup);
    } catch (error) {
      c = `the input is not valid JSON (${error instanceof Error ? error.message : String(error)})`;
    }
    if (typeof c === "string") {
      io.stderr(`steward policy explain: ${c}
`);
      return 2;
    }
    io.stdout(explainText(await judge(setup, c)));
    return 0;
  }
  let failed = false;
  let lineNumber = 0;
  const lines = createInterface({ input: io.stdin, crlfDelay: Infinity });
  for await (const line of lines) {
    lineNumber += 1;
    if (line.trim() === "") continue;
    const c = parseCase(line, setup);
    if (typeof c === "string") {
      failed = true;
      const message = `line ${String(lineNumber)}: ${c}`;
      io.stdout(text ? `error: ${message}

` : `${JSON.stringify({ error: message })}
`);
      continue;
    }
    const explanation = await judge(setup, c);
    io.stdout(text ? explainText(explanation) : checkLine(explanation, withSteps));
  }
  return failed ? 1 : 0;
}

// src/cli/run.ts
import { existsSync as existsSync2, realpathSync, statSync as statSync2 } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { homedir as homedir2, tmpdir } from "node:os";
import { join as join2 } from "node:path";
import { parseArgs as parseArgs2 } from "node:util";

// src/agent/replay.ts
import { readFile } from "node:fs/promises";
var ReplayError = class extends Error {
  name = "ReplayError";
  /** Retrying cannot produce turns the recording does not have. */
  retryable = false;
};
function parseTranscript(text, source) {
  const lines = [];
  text.split("\n").forEach((line, index) => {
    if (line.trim() === "") return;
    try {
      lines.push(JSON.parse(line));
    } catch (error) {
      throw new ReplayError(`${source}:${String(index + 1)}: not a JSON line (${error.message})`);
    }
  });
  return lines;
}
function createReplayModelClient(lines, source = "transcript") {
  const turns = lines.filter((l) => l.type === "assistant");
  if (turns.length === 0) throw new ReplayError(`${source} holds no assistant turns to replay.`);
  let next = 0;
  return {
    turn(_request, observer, signal) {
      if (signal.aborted) return Promise.reject(new ReplayError("The replay was interrupted."));
      const line = turns[next];
      if (line === void 0)
        return Promise.reject(
          new ReplayError(
            `${source} has no turn ${String(next + 1)}: the session asked for more turns than were recorded.`
          )
        );
      next++;
      const content = line.message.content;
      const toolCalls = content.flatMap(
        (block) => block.type === "tool_use" ? [{ id: block.id, name: block.name, input: block.input }] : []
      );
      for (const block of content) if (block.type === "text") observer.onText?.(block.text);
      for (const call of toolCalls) observer.onToolUse?.(call);
      const response = {
        content,
        stopReason: line.message.stop_reason,
        usage: line.message.usage,
        model: line.message.model,
        requestId: null,
        toolCalls
      };
      return Promise.resolve(response);
    }
  };
}
async function loadReplayClient(path) {
  let text;
  try {
    text = await readFile(path, "utf8");
  } catch (error) {
    throw new ReplayError(`Cannot read the transcript ${path}: ${error.message}`);
  }
  return createReplayModelClient(parseTranscript(text, path), path);
}

// src/cli/run.ts
var DEFAULT_MODEL2 = DEFAULT_MODEL;
var FORMATS = ["text", "json", "stream-json"];
var USAGE = `Usage: steward run --prompt TEXT [options]

Options:
  --prompt TEXT              the task
  --cwd DIR                  the checkout to work in (default: the current directory)
  --policy FILE              the policy file (default: .github/steward.yml, .yaml or .json when one exists,
                             else the built-in policy)
  --provider NAME            anthropic (default), bedrock, vertex or foundry; credentials come from
                             each provider's usual environment variables
  --model NAME               the model, as the provider names it (default: ${DEFAULT_MODEL2};
                             on bedrock ${defaultModel("bedrock", "eu-west-1")}, the profile for AWS_REGION's geography)
  --thinking MODE            ${THINKING_FORMS} (default: adaptive)
  --max-tokens N             max_tokens per turn (default: the model's own)
  --max-turns N              stop after N model turns (default 50)
  --max-cost-usd X           stop before spending more than X dollars
  --output-format FORMAT     text (default), json or stream-json
  --replay FILE              play a recorded stream-json transcript as the model, offline
`;
var UsageError = class extends Error {
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
  const found = POLICY_FILE_NAMES.map((name) => join2(cwd, name)).find((candidate) => existsSync2(candidate));
  const path = explicit ?? found;
  if (path === void 0) return { policy: defaultPolicy(), path: null };
  if (!existsSync2(path)) throw new UsageError(`--policy ${path} does not exist.`);
  return { policy: await loadPolicyFile(path, { workspaceRoot: cwd }), path };
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
function resultLine(result) {
  return {
    type: "result",
    subtype: result.subtype,
    is_error: result.isError,
    duration_ms: result.durationMs,
    duration_api_ms: result.durationApiMs,
    num_turns: result.numTurns,
    result: result.result,
    total_cost_usd: result.totalCostUsd,
    usage: result.usage,
    permission_denials: result.permissionDenials,
    session_id: result.sessionId,
    ended_by: result.endedBy
  };
}
async function runCommand(argv, io) {
  let values;
  try {
    ({ values } = parseArgs2({
      args: [...argv],
      options: {
        prompt: { type: "string", short: "p" },
        cwd: { type: "string" },
        policy: { type: "string" },
        model: { type: "string" },
        provider: { type: "string" },
        thinking: { type: "string" },
        "max-tokens": { type: "string" },
        "max-turns": { type: "string" },
        "max-cost-usd": { type: "string" },
        "output-format": { type: "string" },
        replay: { type: "string" },
        help: { type: "boolean", short: "h" }
      },
      strict: true,
      allowPositionals: false
    }));
  } catch (error) {
    io.stderr(`steward run: ${error.message}
`);
    return 2;
  }
  if (values.help === true) {
    io.stdout(USAGE);
    return 0;
  }
  let outputDir;
  let closeSandbox = () => Promise.resolve();
  try {
    const format = values["output-format"] ?? "text";
    if (!FORMATS.includes(format))
      throw new UsageError(`--output-format must be one of ${FORMATS.join(", ")}, got '${format}'.`);
    if (values.prompt === void 0 && values.replay === void 0)
      throw new UsageError("--prompt is required (or --replay FILE to play a recorded session).");
    const maxTurns = positive("max-turns", values["max-turns"], true) ?? 50;
    const maxCostUsd = positive("max-cost-usd", values["max-cost-usd"], false);
    const cwd = directory(values.cwd ?? io.cwd);
    const provider = values.provider ?? "anthropic";
    if (!PROVIDERS.includes(provider))
      throw new UsageError(`--provider must be one of ${PROVIDERS.join(", ")}, got '${provider}'.`);
    const maxTokens = positive("max-tokens", values["max-tokens"], true);
    let thinking = { mode: "adaptive" };
    if (values.thinking !== void 0) {
      const parsed = parseThinking(values.thinking);
      if ("error" in parsed) throw new UsageError(`--thinking is '${values.thinking}'; ${parsed.error}.`);
      thinking = parsed;
    }
    let client;
    let web;
    let deferLoading = false;
    let model = values.model ?? defaultModel(provider);
    if (values.replay !== void 0) {
      client = await loadReplayClient(values.replay);
      web = createWebAccess();
    } else {
      const problems = [];
      const access = readProviderAccess(
        provider,
        { env: (name) => io.env[name]?.trim() || void 0, input: () => void 0 },
        problems
      );
      if (problems.length > 0) throw new UsageError(problems.join("\n"));
      if (!access.ok) {
        const problem = provider === "anthropic" ? "ANTHROPIC_API_KEY is not set. Set it, or" : `${access.problem} Or`;
        io.stderr(`steward run: ${problem} use --replay FILE to play a recorded session offline.
`);
        return 1;
      }
      model = values.model ?? defaultModel(access.access.provider, regionOf(access));
      const sdk = await createProviderClients(access.access);
      client = createModelClient(sdk.model);
      deferLoading = providerFeatures(access.access).deferLoading;
      web = createWebAccess({
        summarize: createModelSummarizer({
          client: sdk.helper,
          model: smallModel(access.access.provider, regionOf(access))
        })
      });
    }
    const { policy, path: policyFilePath } = await policyFor(cwd, values.policy);
    outputDir = await mkdtemp(join2(tmpdir(), "steward-"));
    const sandbox = await prepareSandbox({
      settings: policy.sandbox,
      defaultMode: "preferred",
      env: buildAgentEnvironment(io.env, policy),
      workspaceRoot: cwd,
      outputDir,
      policyFilePath,
      home: io.env["HOME"] ?? homedir2(),
      secrets: runnerFilesFromEnv(io.env),
      isSecretFile: policySecretTest(policy, {
        workspaceRoot: cwd,
        home: io.env["HOME"] ?? homedir2(),
        policyFilePath
      }),
      log: (line) => io.stderr(`steward: ${line}
`)
    });
    closeSandbox = () => sandbox.close();
    io.stderr(`steward: sandbox ${sandbox.status.summary}
`);
    for (const note of sandbox.status.notes) io.stderr(`steward: ${note}
`);
    const lines = format === "stream-json" ? { write: (line) => io.stdout(`${JSON.stringify(line)}
`) } : { write: () => void 0 };
    const result = await runAgent({
      workspaceRoot: cwd,
      prompt: values.prompt ?? "(replayed session)",
      model,
      ...maxTokens === void 0 ? {} : { maxTokens },
      thinking,
      client,
      web,
      policy,
      policyFilePath,
      processEnv: io.env,
      home: io.env["HOME"] ?? homedir2(),
      outputDir,
      ...sandbox.shell === void 0 ? {} : { shell: sandbox.shell },
      budgets: { maxTurns, ...maxCostUsd === void 0 ? {} : { maxCostUsd } },
      deferLoading,
      date: (/* @__PURE__ */ new Date()).toISOString().slice(0, 10),
      transcript: lines,
      signal: io.signal,
      // Locally a dead endpoint should fail in a minute, not after the action's five.
      retry: { budgetMs: 6e4, maxAttempts: 4, baseDelayMs: 1e3, maxDelayMs: 2e4 },
      log: (message) => io.stderr(`${message}
`),
      ...format === "text" ? { onTurn: progressPrinter(io) } : {}
    });
    if (format === "json") io.stdout(`${JSON.stringify(resultLine(result))}
`);
    if (format === "text") {
      if (result.isError)
        io.stderr(
          `steward run: ${result.endedBy === "error" ? result.result : `stopped (${result.endedBy})`}
`
        );
      if (result.endedBy !== "error" && result.result !== "") io.stdout(`${result.result}
`);
    }
    if (io.signal.aborted) return 130;
    return result.isError ? 1 : 0;
  } catch (error) {
    if (error instanceof UsageError) {
      io.stderr(`steward run: ${error.message}
`);
      return 2;
    }
    if (error instanceof PolicyLoadError) {
      io.stderr(`steward run: ${error.message}
`);
      return 1;
    }
    io.stderr(`steward run: ${error instanceof Error ? error.message : String(error)}
`);
    return 1;
  } finally {
    await closeSandbox();
    if (outputDir !== void 0) await rm(outputDir, { recursive: true, force: true });
  }
}

// src/cli/sandbox.ts
import { mkdtemp as mkdtemp2, rm as rm2 } from "node:fs/promises";
import { homedir as homedir3, tmpdir as tmpdir2 } from "node:os";
import { join as join3 } from "node:path";
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
  const outputDir = await mkdtemp2(join3(tmpdir2(), "steward-probe-"));
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
      isSecretFile: policySecretTest(policy, {
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
