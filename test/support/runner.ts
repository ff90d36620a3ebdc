// Runs the bundled action (dist/index.js) as a child process exactly as the Actions runner does: cwd is
// the workspace, GITHUB_* and RUNNER_* describe the run, inputs arrive as INPUT_<NAME> (hyphens kept)
// with action.yml's defaults filled in, outputs and the step summary go through their files. The
// workspace is a clone of the real git remote made the way actions/checkout makes it.
import { execFile, spawn, type ChildProcess } from "node:child_process";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { parse as parseYaml } from "yaml";
import type { FakeGitHub } from "./fake-github/index";
import { type GitServer, isolatedGitEnv } from "./git-server";

const exec = promisify(execFile);
export const REPO_ROOT = resolve(import.meta.dirname, "../..");
export const ACTION_ENTRY = join(REPO_ROOT, "dist/index.js");

export interface WorkspaceOptions {
  /** Ref to check out (default: the repository's default branch). */
  ref?: string;
  /** actions/checkout's fetch-depth (default 1, as checkout does). 0 = full history. */
  depth?: number;
  /** actions/checkout's default leaves the token in .git/config; steward's docs ask for false. */
  persistCredentials?: boolean;
}

export interface RunActionOptions {
  event: { name: string; payload: unknown };
  inputs?: Record<string, string>;
  repository: string;
  github: FakeGitHub;
  git: GitServer;
  /** The token GitHub gives the workflow (github.token). */
  token: string;
  workspace?: WorkspaceOptions;
  /** Extra environment: canary secrets, ANTHROPIC_BASE_URL, and the like. */
  env?: Record<string, string>;
  actor?: string;
  entry?: string;
  timeoutMs?: number;
}

export interface ActionResult {
  exitCode: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
  outputs: Record<string, string>;
  summary: string;
  /** Values the action asked the runner to mask (::add-mask::). */
  masks: string[];
  workspace: string;
  runnerTemp: string;
  durationMs: number;
}

export interface StartedAction {
  child: ChildProcess;
  workspace: string;
  /** Sends a signal the way the runner cancels a job (SIGINT, then SIGTERM). */
  kill(signal: NodeJS.Signals): void;
  result: Promise<ActionResult>;
}

/** Parses an environment file written in the runner's heredoc format (name<<delimiter ... delimiter). */
export function parseEnvironmentFile(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  const lines = text.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? "";
    const heredoc = /^([^=<]+)<<(.+)$/.exec(line);
    if (heredoc !== null) {
      const [, name = "", delimiter] = heredoc;
      const value: string[] = [];
      for (i++; i < lines.length && lines[i] !== delimiter; i++) value.push(lines[i] ?? "");
      out[name] = value.join("\n");
    } else if (line.includes("=")) {
      const at = line.indexOf("=");
      out[line.slice(0, at)] = line.slice(at + 1);
    }
  }
  return out;
}

/** The runner's INPUT_ environment: given inputs plus action.yml's defaults (with github.token resolved). */
export async function inputEnvironment(
  inputs: Record<string, string>,
  token: string,
): Promise<Record<string, string>> {
  const action = parseYaml(await readFile(join(REPO_ROOT, "action.yml"), "utf8")) as {
    inputs?: Record<string, { default?: string }>;
  };
  const env: Record<string, string> = {};
  const set = (name: string, value: string) => {
    env[`INPUT_${name.replace(/ /g, "_").toUpperCase()}`] = value;
  };
  for (const [name, spec] of Object.entries(action.inputs ?? {})) {
    if (spec.default === undefined) continue;
    const value = spec.default.replace(/\$\{\{\s*github\.token\s*\}\}/g, token);
    if (/\$\{\{/.test(value))
      throw new Error(`runner simulation cannot evaluate the default of input ${name}: ${value}`);
    set(name, value);
  }
  for (const [name, value] of Object.entries(inputs)) set(name, value);
  return env;
}

async function checkout(
  git: GitServer,
  repository: string,
  token: string,
  dir: string,
  options: WorkspaceOptions,
  home: string,
) {
  const env = isolatedGitEnv(home);
  const header = `AUTHORIZATION: basic ${Buffer.from(`x-access-token:${token}`).toString("base64")}`;
  const depth = options.depth ?? 1;
  const args = ["-c", `http.extraheader=${header}`, "clone", "--quiet", "--no-tags"];
  if (depth > 0) args.push("--depth", String(depth));
  if (options.ref !== undefined) args.push("--branch", options.ref);
  await exec("git", [...args, git.cloneUrl(repository), dir], { env });
  // actions/checkout points origin at GITHUB_SERVER_URL/owner/repo, without credentials in the URL.
  await exec("git", ["remote", "set-url", "origin", `${git.url}/${repository}`], { cwd: dir, env });
  if (options.persistCredentials === true)
    await exec("git", ["config", "--local", `http.${git.url}/.extraheader`, header], { cwd: dir, env });
}

export async function startAction(options: RunActionOptions): Promise<StartedAction> {
  const base = await mkdtemp(join(tmpdir(), "steward-runner-"));
  const workspace = join(base, "workspace");
  const runnerTemp = join(base, "temp");
  const home = join(base, "home");
  await Promise.all([mkdir(runnerTemp), mkdir(home)]);
  await checkout(options.git, options.repository, options.token, workspace, options.workspace ?? {}, home);
  const sha = (await exec("git", ["rev-parse", "HEAD"], { cwd: workspace })).stdout.trim();

  const files = {
    event: join(runnerTemp, "_github_workflow", "event.json"),
    output: join(runnerTemp, "_runner_file_commands", "set_output"),
    summary: join(runnerTemp, "_runner_file_commands", "step_summary"),
    env: join(runnerTemp, "_runner_file_commands", "set_env"),
    path: join(runnerTemp, "_runner_file_commands", "add_path"),
    state: join(runnerTemp, "_runner_file_commands", "save_state"),
  };
  await mkdir(join(runnerTemp, "_github_workflow"));
  await mkdir(join(runnerTemp, "_runner_file_commands"));
  await writeFile(files.event, JSON.stringify(options.event.payload, null, 2));
  await Promise.all(
    [files.output, files.summary, files.env, files.path, files.state].map((f) => writeFile(f, "")),
  );

  const [owner = ""] = options.repository.split("/");
  const actor = options.actor ?? "octocat";
  const defaultBranch =
    options.github.state.findRepo(owner, options.repository.split("/")[1] ?? "")?.defaultBranch ?? "main";
  const env: Record<string, string> = {
    PATH: process.env["PATH"] ?? "/usr/bin:/bin",
    HOME: home,
    LANG: "C.UTF-8",
    CI: "true",
    GITHUB_ACTIONS: "true",
    GITHUB_EVENT_NAME: options.event.name,
    GITHUB_EVENT_PATH: files.event,
    GITHUB_REPOSITORY: options.repository,
    GITHUB_REPOSITORY_OWNER: owner,
    GITHUB_API_URL: options.github.url,
    GITHUB_GRAPHQL_URL: `${options.github.url}/graphql`,
    GITHUB_SERVER_URL: options.git.url,
    GITHUB_SHA: sha,
    GITHUB_REF: `refs/heads/${defaultBranch}`,
    GITHUB_REF_NAME: defaultBranch,
    GITHUB_REF_TYPE: "branch",
    GITHUB_RUN_ID: "4242",
    GITHUB_RUN_NUMBER: "7",
    GITHUB_RUN_ATTEMPT: "1",
    GITHUB_ACTOR: actor,
    GITHUB_TRIGGERING_ACTOR: actor,
    GITHUB_WORKFLOW: "steward",
    GITHUB_JOB: "steward",
    GITHUB_ACTION: "__run",
    GITHUB_WORKSPACE: workspace,
    GITHUB_OUTPUT: files.output,
    GITHUB_STEP_SUMMARY: files.summary,
    GITHUB_ENV: files.env,
    GITHUB_PATH: files.path,
    GITHUB_STATE: files.state,
    RUNNER_TEMP: runnerTemp,
    RUNNER_TOOL_CACHE: join(base, "toolcache"),
    RUNNER_OS: "Linux",
    RUNNER_ARCH: "X64",
    RUNNER_NAME: "steward-simulated-runner",
    RUNNER_ENVIRONMENT: "github-hosted",
    ...(await inputEnvironment(options.inputs ?? {}, options.token)),
    ...options.env,
  };

  const started = Date.now();
  const child = spawn(process.execPath, [options.entry ?? ACTION_ENTRY], {
    cwd: workspace,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (d: Buffer) => (stdout += d.toString()));
  child.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
  const timeout = setTimeout(() => child.kill("SIGKILL"), options.timeoutMs ?? 60_000);

  const result = new Promise<ActionResult>((resolveResult, reject) => {
    child.on("error", reject);
    child.on("close", (exitCode, signal) => {
      clearTimeout(timeout);
      void (async () => {
        const [outputText, summary] = await Promise.all([
          readFile(files.output, "utf8"),
          readFile(files.summary, "utf8"),
        ]);
        const masks = [...stdout.matchAll(/^::add-mask::(.*)$/gm)].map((m) =>
          (m[1] ?? "").replace(/%0A/g, "\n").replace(/%0D/g, "\r").replace(/%25/g, "%"),
        );
        resolveResult({
          exitCode,
          signal,
          stdout,
          stderr,
          outputs: parseEnvironmentFile(outputText),
          summary,
          masks,
          workspace,
          runnerTemp,
          durationMs: Date.now() - started,
        });
      })().catch(reject);
    });
  });
  return { child, workspace, kill: (signal) => child.kill(signal), result };
}

export async function runAction(options: RunActionOptions): Promise<ActionResult> {
  return (await startAction(options)).result;
}

/** Removes the simulation's temporary directories. */
export async function cleanupRun(result: Pick<ActionResult, "workspace">): Promise<void> {
  await rm(resolve(result.workspace, ".."), { recursive: true, force: true });
}
