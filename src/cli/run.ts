// `steward run`: the same agent as the action, on a local checkout, with no GitHub involved. Flags
// follow Claude Code's print mode where they overlap. Progress goes to stderr as the run goes; the
// final answer (text), the result object (json) or the transcript lines (stream-json) go to stdout.
import { existsSync, realpathSync, statSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { homedir, tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { createModelClient, type ModelClient } from "../agent/model";
import { createProviderClients, providerFeatures } from "../agent/providers/index";
import { loadReplayClient } from "../agent/replay";
import { type AgentRunResult, runAgent } from "../agent/run-agent";
import type { TranscriptSink } from "../agent/transcript";
import {
  POLICY_FILE_NAMES,
  buildAgentEnvironment,
  defaultPolicy,
  loadPolicyFile,
  type Policy,
  PolicyLoadError,
  runnerFilesFromEnv,
} from "../policy/index";
import { policySecretTest } from "../sandbox/secrets";
import { prepareSandbox } from "../sandbox/session";
import type { WebAccess } from "../tools/session/web";
import { createModelSummarizer } from "../tools/web/summarize";
import { createWebAccess } from "../tools/web/web-access";
import {
  DEFAULT_MODEL as DEFAULT_ANTHROPIC_MODEL,
  defaultModel,
  parseThinking,
  type Provider,
  PROVIDERS,
  readProviderAccess,
  regionOf,
  smallModel,
  THINKING_FORMS,
  type ThinkingSetting,
} from "../model-settings";

export interface CliIO {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  env: Readonly<Record<string, string | undefined>>;
  cwd: string;
  /** Aborted on SIGINT/SIGTERM. */
  signal: AbortSignal;
}

export const DEFAULT_MODEL = DEFAULT_ANTHROPIC_MODEL;
const FORMATS = ["text", "json", "stream-json"] as const;

const USAGE = `Usage: steward run --prompt TEXT [options]

Options:
  --prompt TEXT              the task
  --cwd DIR                  the checkout to work in (default: the current directory)
  --policy FILE              the policy file (default: .github/steward.yml, .yaml or .json when one exists,
                             else the built-in policy)
  --provider NAME            anthropic (default), bedrock, vertex or foundry; credentials come from
                             each provider's usual environment variables
  --model NAME               the model, as the provider names it (default: ${DEFAULT_MODEL};
                             on bedrock ${defaultModel("bedrock", "eu-west-1")}, the profile for AWS_REGION's geography)
  --thinking MODE            ${THINKING_FORMS} (default: adaptive)
  --max-tokens N             max_tokens per turn (default: the model's own)
  --max-turns N              stop after N model turns (default 50)
  --max-cost-usd X           stop before spending more than X dollars
  --output-format FORMAT     text (default), json or stream-json
  --replay FILE              play a recorded stream-json transcript as the model, offline
`;

class UsageError extends Error {}

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

function progressPrinter(io: CliIO) {
  return (turn: Parameters<NonNullable<Parameters<typeof runAgent>[0]["onTurn"]>>[0]) => {
    for (const call of turn.toolCalls) {
      const mark = call.denied ? "✗ denied" : call.isError ? "! error " : "✓";
      const detail = call.denied ? (call.reason ?? "") : call.preview;
      io.stderr(
        `[turn ${String(turn.turn)}] ${mark} ${call.summary}${detail === "" ? "" : ` — ${detail}`}\n`,
      );
    }
  };
}

export async function runCommand(argv: readonly string[], io: CliIO): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
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
        help: { type: "boolean", short: "h" },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    io.stderr(`steward run: ${(error as Error).message}\n`);
    return 2;
  }
  if (values.help === true) {
    io.stdout(USAGE);
    return 0;
  }
  let outputDir: string | undefined;
  let closeSandbox = () => Promise.resolve();
  try {
    const format = values["output-format"] ?? "text";
    if (!(FORMATS as readonly string[]).includes(format))
      throw new UsageError(`--output-format must be one of ${FORMATS.join(", ")}, got '${format}'.`);
    if (values.prompt === undefined && values.replay === undefined)
      throw new UsageError("--prompt is required (or --replay FILE to play a recorded session).");
    const maxTurns = positive("max-turns", values["max-turns"], true) ?? 50;
    const maxCostUsd = positive("max-cost-usd", values["max-cost-usd"], false);
    const cwd = directory(values.cwd ?? io.cwd);
    const provider = values.provider ?? "anthropic";
    if (!(PROVIDERS as readonly string[]).includes(provider))
      throw new UsageError(`--provider must be one of ${PROVIDERS.join(", ")}, got '${provider}'.`);
    const maxTokens = positive("max-tokens", values["max-tokens"], true);
    let thinking: ThinkingSetting = { mode: "adaptive" };
    if (values.thinking !== undefined) {
      const parsed = parseThinking(values.thinking);
      if ("error" in parsed) throw new UsageError(`--thinking is '${values.thinking}'; ${parsed.error}.`);
      thinking = parsed;
    }

    let client: ModelClient;
    let web: WebAccess;
    let deferLoading = false;
    let model = values.model ?? defaultModel(provider as Provider);
    if (values.replay !== undefined) {
      client = await loadReplayClient(values.replay);
      web = createWebAccess();
    } else {
      const problems: string[] = [];
      const access = readProviderAccess(
        provider as Provider,
        { env: (name) => io.env[name]?.trim() || undefined, input: () => undefined },
        problems,
      );
      if (problems.length > 0) throw new UsageError(problems.join("\n"));
      if (!access.ok) {
        // The action's wording names its inputs; on the command line only the environment applies.
        const problem =
          provider === "anthropic" ? "ANTHROPIC_API_KEY is not set. Set it, or" : `${access.problem} Or`;
        io.stderr(`steward run: ${problem} use --replay FILE to play a recorded session offline.\n`);
        return 1;
      }
      model = values.model ?? defaultModel(access.access.provider, regionOf(access));
      const sdk = await createProviderClients(access.access);
      client = createModelClient(sdk.model);
      deferLoading = providerFeatures(access.access).deferLoading;
      web = createWebAccess({
        summarize: createModelSummarizer({
          client: sdk.helper,
          model: smallModel(access.access.provider, regionOf(access)),
        }),
      });
    }
    const { policy, path: policyFilePath } = await policyFor(cwd, values.policy);

    // Oversized tool results and background shells' output, for the length of the run: private to
    // this user (mkdtemp makes it 0700) and removed when the run ends (its shells are stopped by then).
    outputDir = await mkdtemp(join(tmpdir(), "steward-"));
    // Locally someone is at the keyboard: the sandbox is preferred unless the policy says otherwise.
    const sandbox = await prepareSandbox({
      settings: policy.sandbox,
      defaultMode: "preferred",
      env: buildAgentEnvironment(io.env, policy),
      workspaceRoot: cwd,
      outputDir,
      policyFilePath,
      home: io.env["HOME"] ?? homedir(),
      secrets: runnerFilesFromEnv(io.env),
      isSecretFile: policySecretTest(policy, {
        workspaceRoot: cwd,
        home: io.env["HOME"] ?? homedir(),
        policyFilePath,
      }),
      log: (line) => io.stderr(`steward: ${line}\n`),
    });
    closeSandbox = () => sandbox.close();
    io.stderr(`steward: sandbox ${sandbox.status.summary}\n`);
    for (const note of sandbox.status.notes) io.stderr(`steward: ${note}\n`);
    const lines: TranscriptSink =
      format === "stream-json"
        ? { write: (line) => io.stdout(`${JSON.stringify(line)}\n`) }
        : { write: () => undefined };
    const result = await runAgent({
      workspaceRoot: cwd,
      prompt: values.prompt ?? "(replayed session)",
      model,
      ...(maxTokens === undefined ? {} : { maxTokens }),
      thinking,
      client,
      web,
      policy,
      policyFilePath,
      processEnv: io.env,
      home: io.env["HOME"] ?? homedir(),
      outputDir,
      ...(sandbox.shell === undefined ? {} : { shell: sandbox.shell }),
      budgets: { maxTurns, ...(maxCostUsd === undefined ? {} : { maxCostUsd }) },
      deferLoading,
      date: new Date().toISOString().slice(0, 10),
      transcript: lines,
      signal: io.signal,
      // Locally a dead endpoint should fail in a minute, not after the action's five.
      retry: { budgetMs: 60_000, maxAttempts: 4, baseDelayMs: 1_000, maxDelayMs: 20_000 },
      log: (message) => io.stderr(`${message}\n`),
      ...(format === "text" ? { onTurn: progressPrinter(io) } : {}),
    });
    if (format === "json") io.stdout(`${JSON.stringify(result.line)}\n`);
    if (format === "text") {
      if (result.isError)
        io.stderr(
          `steward run: ${result.endedBy === "error" ? result.result : `stopped (${result.endedBy})`}\n`,
        );
      if (result.endedBy !== "error" && result.result !== "") io.stdout(`${result.result}\n`);
    }
    if (io.signal.aborted) return 130;
    return result.isError ? 1 : 0;
  } catch (error) {
    if (error instanceof UsageError) {
      io.stderr(`steward run: ${error.message}\n`);
      return 2;
    }
    if (error instanceof PolicyLoadError) {
      io.stderr(`steward run: ${error.message}\n`);
      return 1;
    }
    io.stderr(`steward run: ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  } finally {
    await closeSandbox();
    if (outputDir !== undefined) await rm(outputDir, { recursive: true, force: true });
  }
}
