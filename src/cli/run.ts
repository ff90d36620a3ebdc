// `steward run`: the same agent as the action, on a local checkout, with no GitHub involved. It takes
// Claude Code's print-mode flags (run-args.ts), so a script written for `claude -p` runs unchanged.
// Progress goes to stderr as the run goes; the final answer (text), the result object (json) or the
// transcript lines (stream-json) go to stdout.
import { existsSync, readFileSync, realpathSync, statSync } from "node:fs";
import { rm } from "node:fs/promises";
import { homedir } from "node:os";
import { join, resolve } from "node:path";
import { createModelStack, type ModelStack, replayModelStack } from "../agent/model-stack";
import {
  type AgentConversation,
  type AgentModel,
  type AgentObservers,
  type AgentRunOptions,
  runAgent,
} from "../agent/run-agent";
import type { InitLine } from "../agent/transcript";
import {
  POLICY_FILE_NAMES,
  buildAgentEnvironment,
  defaultPolicy,
  loadPolicyFile,
  type Policy,
  runnerFilesFromEnv,
} from "../policy/index";
import { startSandbox } from "../sandbox/deferred";
import { policyPlaceTests } from "../sandbox/secrets";
import { type LocalProject, readLocalProject } from "./project";
import { createStructuredOutputTool, OutputSchemaError } from "../tools/structured-output";
import {
  DEFAULT_MODEL as DEFAULT_ANTHROPIC_MODEL,
  defaultModel,
  parseThinking,
  type Provider,
  PROVIDERS,
  readProviderAccess,
  regionOf,
  THINKING_FORMS,
  type ThinkingSetting,
} from "../model-settings";
import { PERMISSION_MODES, parseRunArgs, type RunArgs, UsageError } from "./run-args";
import { makeOutputDir } from "./output-dir";
import { withCliRules } from "./run-policy";
import { type PromptInput, readPrompt } from "./run-prompt";
import { type ClaudeSettings, readClaudeSettings } from "./settings-file";

export interface CliIO {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  env: Readonly<Record<string, string | undefined>>;
  cwd: string;
  /** Aborted on SIGINT/SIGTERM. */
  signal: AbortSignal;
  /** Piped input, appended to the prompt (or, with --input-format stream-json, the prompt itself). */
  stdin?: PromptInput;
}

const DEFAULT_MODEL = DEFAULT_ANTHROPIC_MODEL;

const USAGE = `Usage: steward run [options] [PROMPT]

The task is PROMPT (or --prompt TEXT), with piped standard input appended to it.

Options:
  --prompt TEXT              the task
  --cwd DIR                  the checkout to work in (default: the current directory)
  --policy FILE              the policy file (default: .github/steward.yml, .yaml or .json when one exists,
                             else the built-in policy)
  --provider NAME            anthropic (default), bedrock, vertex or foundry; credentials come from
                             each provider's usual environment variables
  --model NAME               the model, as the provider names it, or sonnet, opus, haiku, fable (default:
                             ${DEFAULT_MODEL}; on bedrock ${defaultModel("bedrock", "eu-west-1")}, the profile for
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

/** Claude Code's model aliases, as the current model of each family (not on Bedrock, whose ids differ). */
const MODEL_ALIASES: Readonly<Record<string, string>> = {
  sonnet: "claude-sonnet-5-5",
  opus: "claude-opus-5-5",
  haiku: "claude-haiku-5-5",
  fable: "claude-fable-5-2",
};

function positive(name: string, value: string | undefined, integer: boolean): number | undefined {
  if (value === undefined) return undefined;
  const number = Number(value);
  if (!Number.isFinite(number) || number <= 0 || (integer && !Number.isInteger(number)))
    throw new UsageError(`--${name} must be a positive ${integer ? "integer" : "number"}, got '${value}'.`);
  return number;
}

function directory(path: string): string {
  let real: string;
  try {
    real = realpathSync(path);
  } catch {
    throw new UsageError(`--cwd ${path} does not exist.`);
  }
  if (!statSync(real).isDirectory()) throw new UsageError(`--cwd ${path} is not a directory.`);
  return real;
}

async function policyFor(
  cwd: string,
  explicit: string | undefined,
): Promise<{ policy: Policy; path: string | null }> {
  // The same search as `steward policy`: .github/steward.yml, .yaml, then .json.
  const found = POLICY_FILE_NAMES.map((name) => join(cwd, name)).find((candidate) => existsSync(candidate));
  const path = explicit ?? found;
  if (path === undefined) return { policy: defaultPolicy(), path: null };
  if (!existsSync(path)) throw new UsageError(`--policy ${path} does not exist.`);
  return { policy: await loadPolicyFile(path, { workspaceRoot: cwd }), path };
}

/**
 * The run's MCP servers, started; undefined when none are configured. The MCP code (and the SDK
 * behind it) is loaded only when there is a configuration to read.
 */
async function startMcp(
  cwd: string,
  args: Pick<RunArgs, "mcpConfig" | "strictMcpConfig">,
  io: CliIO,
  agentEnv: Record<string, string>,
) {
  const configs = args.mcpConfig;
  const strict = args.strictMcpConfig;
  if (configs.length === 0 && (strict || !existsSync(join(cwd, ".mcp.json")))) return undefined;
  const { McpConfigUsageError, readCliMcpConfig, startCliMcp } = await import("./mcp");
  const config = await readCliMcpConfig({ cwd, processCwd: io.cwd, configs, strict, env: io.env }).catch(
    (error: unknown) => {
      throw error instanceof McpConfigUsageError ? new UsageError(error.message) : error;
    },
  );
  return startCliMcp(config, {
    cwd,
    env: io.env,
    agentEnv,
    log: (line) => io.stderr(`steward: ${line}\n`),
  });
}

function progressPrinter(io: CliIO) {
  return (turn: Parameters<NonNullable<Parameters<typeof runAgent>[0]["observers"]["onTurn"]>>[0]) => {
    for (const call of turn.toolCalls) {
      const mark = call.denied ? "✗ denied" : call.isError ? "! error " : "✓";
      const detail = call.denied ? (call.reason ?? "") : call.preview;
      io.stderr(
        `[turn ${String(turn.turn)}] ${mark} ${call.summary}${detail === "" ? "" : ` — ${detail}`}\n`,
      );
    }
  };
}

function permissionModeOf(value: string | undefined): InitLine["permissionMode"] {
  if (value === undefined || value === "default" || value === "acceptEdits" || value === "dontAsk")
    return "default";
  if (value === "plan") return "plan";
  if (value === "bypassPermissions")
    throw new UsageError(
      "--permission-mode bypassPermissions is refused: every tool call is decided by the policy; allow what the task needs in the policy file or with --allowedTools.",
    );
  if (value === "auto")
    throw new UsageError(
      "--permission-mode auto is refused: steward decides by the policy alone, with no classifier to ask.",
    );
  throw new UsageError(`--permission-mode must be one of ${PERMISSION_MODES.join(", ")}, got '${value}'.`);
}

function modelName(name: string | undefined, provider: Provider): string | undefined {
  const alias = name === undefined ? undefined : MODEL_ALIASES[name];
  if (alias === undefined) return name;
  if (provider === "bedrock")
    throw new UsageError(
      `--model ${String(name)}: give the Bedrock model id or inference profile, not an alias.`,
    );
  return alias;
}

/** --json-schema takes the schema as JSON, as Claude Code does, or the path of a file holding it. */
async function structuredOutputFor(value: string) {
  let text = value;
  if (!value.trimStart().startsWith("{")) {
    if (!existsSync(value))
      throw new UsageError(`--json-schema is neither a JSON object nor a file: '${value}'.`);
    text = readFileSync(value, "utf8");
  }
  let schema: unknown;
  try {
    schema = JSON.parse(text);
  } catch (error) {
    throw new UsageError(`--json-schema is not valid JSON: ${(error as Error).message}.`);
  }
  return createStructuredOutputTool(schema);
}

interface ModelSetup extends ModelStack {
  model: string;
}

/** The model client: a recording with --replay, else the provider's SDK; undefined when credentials lack. */
async function modelSetup(args: RunArgs, provider: Provider, io: CliIO): Promise<ModelSetup | undefined> {
  const named = modelName(args.model, provider);
  if (args.replay !== undefined)
    return { ...(await replayModelStack(args.replay)), model: named ?? defaultModel(provider) };
  const problems: string[] = [];
  const access = readProviderAccess(
    provider,
    { env: (name) => io.env[name]?.trim() || undefined, input: () => undefined },
    problems,
  );
  if (problems.length > 0) throw new UsageError(problems.join("\n"));
  if (!access.ok) {
    // The action's wording names its inputs; on the command line only the environment applies.
    const problem =
      provider === "anthropic" ? "ANTHROPIC_API_KEY is not set. Set it, or" : `${access.error} Or`;
    io.stderr(`steward run: ${problem} use --replay FILE to play a recorded session offline.\n`);
    return undefined;
  }
  return {
    ...(await createModelStack(access.value)),
    model: named ?? defaultModel(access.value.provider, regionOf(access)),
  };
}

/** The policy file, with what the command line and --settings add to it. */
async function runPolicy(args: RunArgs, settings: ClaudeSettings | undefined, cwd: string, io: CliIO) {
  const { policy, path } = await policyFor(cwd, args.policy);
  const addDirs = [...(settings?.addDirs ?? []), ...args.addDirs];
  for (const dir of addDirs) {
    const absolute = resolve(io.cwd, dir);
    if (!existsSync(absolute) || !statSync(absolute).isDirectory())
      throw new UsageError(`--add-dir ${dir} is not a directory.`);
  }
  const withRules: Policy = withCliRules(
    policy,
    {
      allow: [...(settings?.allow ?? []), ...args.allowedTools],
      ask: settings?.ask ?? [],
      deny: [...(settings?.deny ?? []), ...args.disallowedTools],
      addDirs,
    },
    io.cwd,
  );
  return { policy: withRules, path };
}

function printOutcome(
  format: RunArgs["outputFormat"],
  result: Awaited<ReturnType<typeof runAgent>>,
  io: CliIO,
) {
  if (format === "json") io.stdout(`${JSON.stringify(result.line)}\n`);
  if (format !== "text") return;
  if (result.isError) io.stderr(`steward run: ${result.errors.join(" ")}\n`);
  if (result.structuredOutput !== undefined) io.stdout(`${JSON.stringify(result.structuredOutput)}\n`);
  else if (result.endedBy !== "error" && result.result !== "") io.stdout(`${result.result}\n`);
}

/** Everything the command line and --settings say about the run, checked before anything starts. */
async function readRequest(args: RunArgs, io: CliIO) {
  const settings = args.settings === undefined ? undefined : readClaudeSettings(args.settings);
  for (const note of settings?.notes ?? []) io.stderr(`steward run: ${note}\n`);
  const permissionMode = permissionModeOf(args.permissionMode ?? settings?.defaultMode);
  const maxTurns = positive("max-turns", args.maxTurns, true) ?? 50;
  const maxCostUsd = positive("max-cost-usd", args.maxCostUsd, false);
  const maxTokens = positive("max-tokens", args.maxTokens, true);
  const cwd = directory(args.cwd ?? io.cwd);
  const provider = args.provider ?? "anthropic";
  if (!(PROVIDERS as readonly string[]).includes(provider))
    throw new UsageError(`--provider must be one of ${PROVIDERS.join(", ")}, got '${provider}'.`);
  let thinking: ThinkingSetting = { mode: "adaptive" };
  if (args.thinking !== undefined) {
    const parsed = parseThinking(args.thinking);
    if (!parsed.ok) throw new UsageError(`--thinking is '${args.thinking}'; ${parsed.error}.`);
    thinking = parsed.value;
  }
  const prompt = await readPrompt(args, io.stdin);
  if (prompt === undefined && args.replay === undefined)
    throw new UsageError(
      "a prompt is required: give it as the argument, with --prompt TEXT or on standard input (or --replay FILE to play a recorded session).",
    );
  const structuredOutput =
    args.jsonSchema === undefined ? undefined : await structuredOutputFor(args.jsonSchema);
  // The transcript reader loads only for --resume (model-stack.ts loads it for --replay).
  const resume =
    args.resume === undefined
      ? undefined
      : await (await import("../agent/resume")).loadResumedSession(args.resume);
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
    structuredOutput,
  };
}

type RunRequest = Awaited<ReturnType<typeof readRequest>>;

/** How the conversation starts: the request (a slash command expanded), the checkout's instructions. */
function conversationOf(args: RunArgs, request: RunRequest, local: LocalProject): AgentConversation {
  const { resume } = request;
  return {
    prompt: local.prompt ?? "(replayed session)",
    date: new Date().toISOString().slice(0, 10),
    instructions: local.runtime.config.instructions,
    ...(resume === undefined ? {} : { resume }),
    ...(args.appendSystemPrompt === undefined ? {} : { appendix: args.appendSystemPrompt }),
    ...(args.systemPrompt === undefined ? {} : { systemPrompt: args.systemPrompt }),
  };
}

/** The model as the command line chose it. */
function agentModelOf(setup: ModelSetup, request: RunRequest, fallback: { fallback?: string }): AgentModel {
  const { maxTokens, thinking } = request;
  return {
    client: setup.client,
    name: setup.model,
    ...(maxTokens === undefined ? {} : { maxTokens }),
    thinking,
    deferLoading: setup.deferLoading,
    // Locally a dead endpoint should fail in a minute, not after the action's five.
    retry: { budgetMs: 60_000, maxAttempts: 4, baseDelayMs: 1_000, maxDelayMs: 20_000 },
    ...fallback,
    apiKeySource: setup.apiKeySource,
  };
}

/** Who watches a local run: stream-json prints every transcript line as it is written, text each turn. */
function observersOf(args: RunArgs, io: CliIO): AgentObservers {
  return {
    transcript:
      args.outputFormat === "stream-json"
        ? { write: (line) => io.stdout(`${JSON.stringify(line)}\n`) }
        : { write: () => undefined },
    log: (message) => io.stderr(`${message}\n`),
    ...(args.outputFormat === "text" ? { onTurn: progressPrinter(io) } : {}),
  };
}

/**
 * Locally someone is at the keyboard: the sandbox is preferred unless the policy says otherwise. It is
 * probed while the first request is with the model (see sandbox/deferred.ts); its outcome goes to stderr.
 */
async function startLocalSandbox(
  policy: Policy,
  where: { cwd: string; outputDir: string; policyFilePath: string | null },
  io: CliIO,
) {
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
    log: (line) => io.stderr(`steward: ${line}\n`),
  });
  if (sandbox.probing)
    io.stderr("steward: sandbox being probed while the first request is sent (Bash commands wait for it)\n");
  void sandbox.outcome.then(({ status }) => {
    // Never probed (the run failed before any answer): the run's own last line says why it ended.
    if (sandbox.probing && !sandbox.begun) return;
    io.stderr(`steward: sandbox ${status.summary}\n`);
    for (const note of status.notes) io.stderr(`steward: ${note}\n`);
  });
  return sandbox;
}

/** --fallback-model, as the provider names it; it must differ from the main model, as in Claude Code. */
function fallbackModelOf(args: RunArgs, model: string, provider: Provider): { fallback?: string } {
  const fallback = modelName(args.fallbackModel, provider);
  if (fallback === undefined) return {};
  if (fallback === model)
    throw new UsageError(`--fallback-model is the main model (${model}); name another model.`);
  return { fallback };
}

/** The parsed command line, or the exit status when there is nothing to run (bad usage, --help). */
function argsOrExit(argv: readonly string[], io: CliIO): RunArgs | number {
  let args: RunArgs;
  try {
    args = parseRunArgs(argv);
  } catch (error) {
    io.stderr(`steward run: ${(error as Error).message}\n`);
    return 2;
  }
  if (!args.help) return args;
  io.stdout(USAGE);
  return 0;
}

/** The policy the run goes by: the file's, with the command line's and the checkout's settings' rules. */
async function localPolicy(
  args: RunArgs,
  request: Pick<Awaited<ReturnType<typeof readRequest>>, "settings" | "cwd" | "prompt">,
  io: CliIO,
) {
  const { settings, cwd, prompt } = request;
  const { policy, path: policyFilePath } = await runPolicy(args, settings, cwd, io);
  // The checkout's Claude Code configuration: settings' deny rules, hooks, skills, agents, commands.
  const local = await readLocalProject(cwd, policy, prompt, settings?.hooks);
  for (const note of local.notes) io.stderr(`steward: ${note}\n`);
  return { policy: local.policy, policyFilePath, local };
}

/** What stopped the run, on stderr; the exit status says which kind it was. */
function failed(error: unknown, io: CliIO): number {
  const usage = error instanceof UsageError || error instanceof OutputSchemaError;
  const message = error instanceof Error ? error.message : String(error);
  io.stderr(`steward run: ${message}\n`);
  // Bad usage is 2; anything else that stopped the run (a broken policy, an unreadable recording) is 1.
  return usage ? 2 : 1;
}

export async function runCommand(argv: readonly string[], io: CliIO): Promise<number> {
  const args = argsOrExit(argv, io);
  if (typeof args === "number") return args;
  let outputDir: string | undefined;
  let closeSandbox = () => Promise.resolve();
  let closeMcp = () => Promise.resolve();
  try {
    const request = await readRequest(args, io);
    const { settings, maxTurns, maxCostUsd, cwd, provider, prompt, structuredOutput } = request;
    const setup = await modelSetup(
      { ...args, model: args.model ?? settings?.model },
      provider as Provider,
      io,
    );
    if (setup === undefined) return 1;
    const fallback = fallbackModelOf(args, setup.model, provider as Provider);
    const { policy, policyFilePath, local } = await localPolicy(args, { settings, cwd, prompt }, io);
    // Started before the rest is prepared, so the servers come up meanwhile.
    const mcp = await startMcp(cwd, args, io, buildAgentEnvironment(io.env, policy));
    closeMcp = () => mcp?.run.servers.close() ?? Promise.resolve();

    // Oversized tool results and background shells' output, for the length of the run: private to
    // this user (mkdtemp makes it 0700) and removed when the run ends (its shells are stopped by then).
    outputDir = await makeOutputDir("steward-", (line) => io.stderr(`steward run: ${line}\n`));
    const sandbox = await startLocalSandbox(policy, { cwd, outputDir, policyFilePath }, io);
    closeSandbox = () => sandbox.close();
    const options: AgentRunOptions = {
      workspace: {
        root: cwd,
        outputDir,
        home: io.env["HOME"] ?? homedir(),
        processEnv: io.env,
        ...(sandbox.shell === undefined ? {} : { shell: sandbox.shell }),
      },
      rules: {
        policy,
        policyFilePath,
        permissionMode: request.permissionMode,
        ...(mcp === undefined ? {} : { redact: mcp.redact }),
      },
      conversation: conversationOf(args, request, local),
      model: agentModelOf(setup, request, fallback),
      budgets: { maxTurns, ...(maxCostUsd === undefined ? {} : { maxCostUsd }) },
      observers: observersOf(args, io),
      attachments: {
        web: setup.web,
        project: local.runtime,
        ...(mcp === undefined ? {} : { mcp: mcp.run }),
        ...(structuredOutput === undefined ? {} : { structuredOutput }),
      },
      signal: io.signal,
    };
    const result = await runAgent(options);
    printOutcome(args.outputFormat, result, io);
    if (io.signal.aborted) return 130;
    return result.isError ? 1 : 0;
  } catch (error) {
    return failed(error, io);
  } finally {
    // Side by side: a cancelled run waits for the slower of the two, not for both in turn.
    await Promise.all([closeMcp(), closeSandbox()]);
    if (outputDir !== undefined) await rm(outputDir, { recursive: true, force: true });
  }
}
