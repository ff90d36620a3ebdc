// What the Actions runner tells a JavaScript action through its environment, read once into a typed
// object. GitHub Enterprise Server differs only in the URLs, so they are never assumed.
import { isAbsolute, resolve } from "node:path";
import type { Env } from "../settings";

/**
 * An absolute directory in normal form (`.`, `..`, `//` and a trailing slash folded, as actions/checkout
 * resolves it): the policy judges every call's working directory in normal form and refuses one that
 * still holds `..`. Anything else is left as given (an empty or relative value is reported where used).
 */
const normalised = (dir: string) => (isAbsolute(dir) ? resolve(dir) : dir);

export interface RunnerContext {
  eventName: string;
  eventPath: string;
  repository: { owner: string; repo: string };
  apiUrl: string;
  serverUrl: string;
  /** The workflow's own commit: the trusted source of configuration. */
  sha: string;
  ref: string;
  runId: string;
  runAttempt: string;
  actor: string;
  triggeringActor: string;
  workspace: string;
  runnerTemp: string;
  /** GITHUB_JOB: the job's id in the workflow (names the transcript artifact). */
  job: string;
  /**
   * The Actions results service the runner gives JavaScript actions, for artifacts; absent outside
   * Actions. The token is a secret: masked, redacted, and never in the agent's environment.
   */
  results?: { url: string; token: string };
}

export class RunnerContextError extends Error {
  override name = "RunnerContextError";
}

const REQUIRED = [
  "GITHUB_EVENT_NAME",
  "GITHUB_EVENT_PATH",
  "GITHUB_REPOSITORY",
  "GITHUB_SHA",
  "GITHUB_WORKSPACE",
  "RUNNER_TEMP",
] as const;

export function readRunnerContext(env: Env): RunnerContext {
  const missing = REQUIRED.filter((name) => (env[name] ?? "") === "");
  if (missing.length > 0)
    throw new RunnerContextError(
      `Not running inside GitHub Actions: ${missing.join(", ")} ${missing.length === 1 ? "is" : "are"} not set. ` +
        "Run steward as a workflow step, or use the `steward` CLI for local runs.",
    );
  const value = (name: string, fallback: string) => {
    const v = env[name];
    return v === undefined || v === "" ? fallback : v;
  };
  const repository = value("GITHUB_REPOSITORY", "");
  const [owner, repo, ...rest] = repository.split("/");
  if (owner === undefined || owner === "" || repo === undefined || repo === "" || rest.length > 0)
    throw new RunnerContextError(
      `Invalid GITHUB_REPOSITORY '${repository}'. Expected format {owner}/{repo}.`,
    );
  const actor = value("GITHUB_ACTOR", "");
  return {
    eventName: value("GITHUB_EVENT_NAME", ""),
    eventPath: value("GITHUB_EVENT_PATH", ""),
    repository: { owner, repo },
    apiUrl: value("GITHUB_API_URL", "https://api.github.com").replace(/\/+$/, ""),
    serverUrl: value("GITHUB_SERVER_URL", "https://github.com").replace(/\/+$/, ""),
    sha: value("GITHUB_SHA", ""),
    ref: value("GITHUB_REF", ""),
    runId: value("GITHUB_RUN_ID", ""),
    runAttempt: value("GITHUB_RUN_ATTEMPT", "1"),
    actor,
    triggeringActor: value("GITHUB_TRIGGERING_ACTOR", actor),
    workspace: normalised(value("GITHUB_WORKSPACE", "")),
    runnerTemp: normalised(value("RUNNER_TEMP", "")),
    job: value("GITHUB_JOB", ""),
    ...(value("ACTIONS_RESULTS_URL", "") === "" || value("ACTIONS_RUNTIME_TOKEN", "") === ""
      ? {}
      : { results: { url: value("ACTIONS_RESULTS_URL", ""), token: value("ACTIONS_RUNTIME_TOKEN", "") } }),
  };
}
