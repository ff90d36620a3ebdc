// Runs the bundled action (dist/index.js, bundled from the working tree for the test run: see
// test/support/bundle.ts) as a child process exactly as the Actions runner does: cwd is
// the workspace, GITHUB_* and RUNNER_* describe the run, inputs arrive as INPUT_<NAME> (hyphens kept)
// with action.yml's defaults filled in, outputs and the step summary go through their files. The
// workspace is a clone of the real git remote made the way actions/checkout makes it.
import { execFile, spawn, type ChildProcess } from "node:child_process";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { parse as parseYaml } from "yaml";
import { actionEntry, REPO_ROOT } from "./bundle";
import type { FakeGitHub } from "./fake-github/index";
import { type GitServer, isolatedGitEnv } from "./git-server";

const exec = promisify(execFile);
export { REPO_ROOT } from "./bundle";

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
  /**
   * Files bound over the runner's own for this run only (a private mount namespace: `unshare`), e.g.
   * a fake `/usr/bin/apt-get`, or a non-executable file over `/usr/bin/bwrap` to take it away. The
   * action finds its set-up's programs and bwrap in the fixed system PATH, so PATH cannot stand in.
   * Inside, the action runs as root (mapped to the test's user when that is not root).
   */
  mounts?: readonly { source: string; target: string }[];
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
  /** Every workflow command the runner would have acted on, from stdout and stderr. */
  commands: WorkflowCommand[];
  workspace: string;
  runnerTemp: string;
  /** When the runner spawned the step (epoch ms), and how long it ran. */
  startedAt: number;
  durationMs: number;
}

export interface StartedAction {
  child: ChildProcess;
  workspace: string;
  /** Sends a signal the way the runner cancels a job (SIGINT, then SIGTERM). */
  kill(signal: NodeJS.Signals): void;
  result: Promise<ActionResult>;
}

/** A workflow command as the runner reads it from a line of the step's output. */
export interface WorkflowCommand {
  command: string;
  properties: Record<string, string>;
  data: string;
  line: string;
}

/** The commands the runner registers (ActionCommandManager's extensions, and stop-commands). */
const RUNNER_COMMANDS = [
  "add-mask",
  "add-matcher",
  "add-path",
  "debug",
  "echo",
  "endgroup",
  "error",
  "group",
  "notice",
  "remove-matcher",
  "save-state",
  "set-env",
  "set-output",
  "stop-commands",
  "warning",
];

const unescape = (text: string, mappings: readonly (readonly [string, string])[]) =>
  mappings.reduce((out, [escaped, plain]) => out.split(escaped).join(plain), text);
const DATA_ESCAPES = [
  ["%0D", "\r"],
  ["%0A", "\n"],
  ["%25", "%"],
] as const;
const PROPERTY_ESCAPES = [["%3A", ":"], ["%2C", ","], ...DATA_ESCAPES] as const;
const LEGACY_ESCAPES = [
  ["%3B", ";"],
  ["%0D", "\r"],
  ["%0A", "\n"],
  ["%5D", "]"],
  ["%25", "%"],
] as const;

/** .NET's String.TrimStart(): every char.IsWhiteSpace character. */
const trimStart = (line: string) => line.replace(/^[\s\u0085]+/, "");

function commandOf(info: string, registered: ReadonlySet<string>) {
  const space = info.indexOf(" ");
  const name = space < 0 ? info : info.slice(0, space);
  return registered.has(name.toLowerCase())
    ? { name, rest: space < 0 ? "" : info.slice(space + 1) }
    : undefined;
}

function properties(text: string, separator: string, escapes: readonly (readonly [string, string])[]) {
  const out: Record<string, string> = {};
  for (const pair of text.split(separator).filter((p) => p !== "")) {
    const at = pair.indexOf("=");
    if (at > 0 && at < pair.length - 1) out[pair.slice(0, at)] = unescape(pair.slice(at + 1), escapes);
  }
  return out;
}

/** ActionCommand.TryParseV2: `::name props::data` once leading whitespace is trimmed. */
function parseV2(line: string, registered: ReadonlySet<string>): WorkflowCommand | undefined {
  const message = trimStart(line);
  if (!message.startsWith("::")) return undefined;
  const end = message.indexOf("::", 2);
  if (end < 0) return undefined;
  const command = commandOf(message.slice(2, end), registered);
  if (command === undefined) return undefined;
  return {
    command: command.name,
    properties: properties(command.rest.trim(), ",", PROPERTY_ESCAPES),
    data: unescape(message.slice(end + 2), DATA_ESCAPES),
    line,
  };
}

/** ActionCommand.TryParse: `##[name props]data` anywhere in the line. */
function parseLegacy(line: string, registered: ReadonlySet<string>): WorkflowCommand | undefined {
  const prefix = line.indexOf("##[");
  if (prefix < 0) return undefined;
  const bracket = line.indexOf("]", prefix);
  if (bracket < 0) return undefined;
  const command = commandOf(line.slice(prefix + 3, bracket), registered);
  if (command === undefined) return undefined;
  return {
    command: command.name,
    properties: properties(command.rest, ";", LEGACY_ESCAPES),
    data: unescape(line.slice(bracket + 1), LEGACY_ESCAPES),
    line,
  };
}

/**
 * The workflow commands the runner would act on in a step's output, read as the runner reads them
 * (actions/runner ActionCommandManager.TryProcessCommand): lines end at CR, LF or CRLF; each line is
 * tried as `::command::` after leading whitespace, then as `##[command]` anywhere in it; names match
 * without regard to case; `stop-commands` ignores everything until its token comes back.
 */
export function parseWorkflowCommands(output: string): WorkflowCommand[] {
  const registered = new Set(RUNNER_COMMANDS);
  const commands: WorkflowCommand[] = [];
  let stopToken: string | undefined;
  for (const line of output.split(/\r\n|\r|\n/)) {
    const command = parseV2(line, registered) ?? parseLegacy(line, registered);
    if (command === undefined) continue;
    const name = command.command.toLowerCase();
    if (stopToken !== undefined) {
      if (name !== stopToken.toLowerCase()) continue;
      registered.delete(stopToken.toLowerCase());
      stopToken = undefined;
    } else if (name === "stop-commands") {
      stopToken = command.data;
      registered.add(command.data.toLowerCase());
    }
    commands.push(command);
  }
  return commands;
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

/** A job's directories and environment, prepared as the runner prepares them before the step runs. */
export interface PreparedRunner {
  env: Record<string, string>;
  workspace: string;
  runnerTemp: string;
  files: { output: string; summary: string };
}

/** Reads what the step left in the runner's files: its outputs and its step summary. */
export async function readRunnerFiles(
  prepared: PreparedRunner,
): Promise<Pick<ActionResult, "outputs" | "summary">> {
  const [outputText, summary] = await Promise.all([
    readFile(prepared.files.output, "utf8"),
    readFile(prepared.files.summary, "utf8"),
  ]);
  return { outputs: parseEnvironmentFile(outputText), summary };
}

/**
 * The workflow commands in a step's output and the values they asked the runner to mask. The runner
 * reads commands on both streams; which came first between them is unknowable.
 */
export function commandsIn(stdout: string, stderr: string): Pick<ActionResult, "commands" | "masks"> {
  const commands = [...parseWorkflowCommands(stdout), ...parseWorkflowCommands(stderr)];
  const masks = commands.filter((c) => c.command.toLowerCase() === "add-mask").map((c) => c.data);
  return { commands, masks };
}

export async function prepareRunner(options: RunActionOptions): Promise<PreparedRunner> {
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
  return { env, workspace, runnerTemp, files };
}

/**
 * `argv` in a new mount namespace with `mounts` bound in first; unshare and bash exec, so the pid is
 * the action's own (signals reach it as the runner's would). bash, not sh: dash drops the inputs'
 * variables (INPUT_GITHUB-TOKEN: a hyphen) from the environment it passes on.
 */
function inMountNamespace(
  mounts: readonly { source: string; target: string }[],
  argv: readonly string[],
): [string, string[]] {
  const binds =
    'while [ "$1" != -- ]; do mount --bind "$1" "$2" || exit 125; shift 2; done; shift; exec "$@"';
  const root = process.getuid?.() === 0;
  return [
    "/usr/bin/unshare",
    [
      "--mount",
      ...(root ? [] : ["--map-root-user"]),
      "/bin/bash",
      "-c",
      binds,
      "bash",
      ...mounts.flatMap((m) => [m.source, m.target]),
      "--",
      ...argv,
    ],
  ];
}

export async function startAction(options: RunActionOptions): Promise<StartedAction> {
  const prepared = await prepareRunner(options);
  const { env, workspace, runnerTemp } = prepared;
  const started = Date.now();
  const action = [process.execPath, options.entry ?? actionEntry()];
  const [file, args] =
    options.mounts === undefined
      ? [process.execPath, action.slice(1)]
      : inMountNamespace(options.mounts, action);
  const child = spawn(file, args, {
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
        resolveResult({
          exitCode,
          signal,
          stdout,
          stderr,
          ...(await readRunnerFiles(prepared)),
          ...commandsIn(stdout, stderr),
          workspace,
          runnerTemp,
          startedAt: started,
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
