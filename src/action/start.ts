// The first two phases: what the runner and the event say (trigger), and whether whoever asked may
// have steward act (authorize). Either ends the run as a skip or a failure with nothing posted.
import { authorize } from "../github/authorize";
import { createGitHubClient, type GitHubClient } from "../github/client";
import { readEventPayload } from "../github/event";
import { loadMarkdownParser } from "../markdown/parse";
import type { RunnerCommands } from "../github/runner-commands";
import { type RunnerContext, readRunnerContext } from "../github/runner-context";
import { detectTrigger } from "../github/trigger";
import type { Trigger } from "../github/trigger-types";
import { loadSecretlintScanner } from "../report/index";
import { type Env, readSettings, SettingsError, secretValues, type Settings } from "../settings";
import type { Result } from "../types/result";
import type { ActionOutcome } from "./record";

export interface ActionIO {
  env: Env;
  runner: RunnerCommands;
  /** Aborted when the runner cancels the job (SIGINT, then SIGTERM). */
  signal: AbortSignal;
  clock?: () => number;
}

/** What every later phase reads: the runner's facts, the inputs, the event and its trigger. */
export interface Started {
  io: ActionIO;
  clock: () => number;
  /** When the run started (the clock's milliseconds). */
  started: number;
  settings: Settings;
  context: RunnerContext;
  payload: Record<string, unknown>;
  trigger: Trigger;
}

export interface Authorized extends Started {
  client: GitHubClient;
  /** STEWARD_GITHUB_WRITE_SPACING_MS, when set. */
  spacing: number | undefined;
}

/** A phase's run, or the outcome that ends the run here (a skip, or a failure). */
type Step<T> = Result<T, ActionOutcome>;

/**
 * The inputs, with their secrets masked in the runner's log and redacted from everything steward posts
 * before anything prints — also when an input is malformed and the error is about to be printed.
 */
function readMaskedSettings(env: Env, runner: RunnerCommands): Settings {
  let settings: Settings;
  try {
    settings = readSettings(env);
  } catch (error) {
    if (error instanceof SettingsError) for (const secret of error.secrets) runner.mask(secret);
    throw error;
  }
  for (const secret of secretValues(settings)) runner.mask(secret);
  return settings;
}

/** Reads the runner's context, the inputs and the event; masks the secrets; finds the trigger. */
export async function detect(io: ActionIO, clock: () => number, started: number): Promise<Step<Started>> {
  const { env, runner } = io;
  const shapes = loadSecretlintScanner();
  shapes.catch(() => undefined);
  // Finding the trigger phrase reads the comment's markdown: the parser loads while the rest is read.
  const parser = loadMarkdownParser();
  parser.catch(() => undefined);
  let settings: Settings;
  let context: RunnerContext;
  let payload: Record<string, unknown>;
  try {
    // Outside Actions that is the first thing said, before any complaint about inputs.
    context = readRunnerContext(env);
    // Every secret the runner gave and the credential shapes first: a complaint about a malformed
    // input quotes its value.
    if (context.results !== undefined) runner.mask(context.results.token);
    runner.addShapes(await shapes);
    settings = readMaskedSettings(env, runner);
    payload = await readEventPayload(context.eventPath);
    await parser;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { ok: false, error: { conclusion: "failure", reason } };
  }
  const { owner, repo } = context.repository;
  const detected = detectTrigger(context.eventName, payload, settings, {
    repository: `${owner}/${repo}`,
    actor: context.actor,
    triggeringActor: context.triggeringActor,
    now: () => new Date(clock()),
  });
  if (!detected.ok) {
    runner.info(`steward: nothing to do — ${detected.error}`);
    return { ok: false, error: { conclusion: "skipped", reason: detected.error } };
  }
  return { ok: true, value: { io, clock, started, settings, context, payload, trigger: detected.value } };
}

/** Asks GitHub whether the trigger's actor may have steward act; strangers get nothing posted. */
export async function authorizeRun(run: Started): Promise<Step<Authorized>> {
  const { env, runner } = run.io;
  const spacing = writeSpacing(env);
  const client = createGitHubClient({
    token: run.settings.githubToken,
    baseUrl: run.context.apiUrl,
    log: (message) => runner.warning(message),
    ...(spacing === undefined ? {} : { writeSpacingMs: spacing }),
    ...retryBase(env),
  });
  const authorized = await authorize(client, run.trigger, run.settings);
  if (authorized.ok) return { ok: true, value: { ...run, client, spacing } };
  const { reason, unreachable } = authorized.error;
  if (unreachable === true) return { ok: false, error: { conclusion: "failure", reason } };
  // Strangers get nothing posted: no comment, no reaction, no model call.
  runner.info(`steward: not running — ${reason}`);
  return { ok: false, error: { conclusion: "skipped", reason } };
}

/**
 * STEWARD_GITHUB_WRITE_SPACING_MS shortens the pause between GitHub writes (octokit's 1–3 s, and the
 * tracking comment's 3 s) for the runner simulation's tests. Workflows should not set it: the pauses
 * follow GitHub's guidance for content-creating requests.
 */
function writeSpacing(env: Env): number | undefined {
  const value = env["STEWARD_GITHUB_WRITE_SPACING_MS"];
  if (value === undefined || !/^\d+$/.test(value)) return undefined;
  return Number(value);
}

/** STEWARD_GITHUB_RETRY_BASE_MS shortens the 5xx retry backoff, for the runner simulation's outage tests. */
export function retryBase(env: Env): { retryBaseMs?: number } {
  const value = env["STEWARD_GITHUB_RETRY_BASE_MS"];
  return value === undefined || !/^\d+$/.test(value) ? {} : { retryBaseMs: Number(value) };
}

/** Git's environment for reading the trusted commit: PATH and HOME only. */
export function gitEnv(env: Env): Record<string, string> {
  return Object.fromEntries(
    (["PATH", "HOME"] as const).flatMap((name) => (env[name] === undefined ? [] : [[name, env[name]]])),
  );
}
