// The third phase: the checkout ready for work, and everything the session is configured from read at
// the trusted commit — the policy, the repository's Claude Code configuration, the MCP servers, the
// output schema — then the sandbox, whose runner set-up and probe wait for the first request (or for
// hooks, which need its outcome). What it acquires goes into `held` as soon as it exists, so the
// salvage and the finish can save and close it whatever fails after.
import { mkdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SUBAGENT_TYPES } from "../agent/subagents";
import { workspaceSigning } from "../github/commit-api";
import type { TaskContext } from "../github/context";
import type { StartedMcp } from "../github/mcp";
import { type StashedCredentials, stashPersistedCredentials } from "../github/persisted-credentials";
import { effectiveMode } from "../github/publish";
import { planReview, type ReviewPlan } from "../github/review/plan";
import { readOnlyNote, readOnlyPolicy } from "../github/review/read-only";
import { startRunSandbox } from "../github/sandbox";
import type { Trigger } from "../github/trigger-types";
import type { TrustedFiles } from "../github/trusted-files";
import { expandCommand, readTrustedProject, trustedProjectRuntime } from "../github/trusted-project";
import {
  createGitRunner,
  prepareWorkspace,
  type Workspace,
  type WorkspaceTarget,
} from "../github/workspace/index";
import { buildAgentEnvironment, type ChangeGuard, changeGuard, type Policy } from "../policy/index";
import type { McpView, SandboxView } from "../report/index";
import type { StartedSandbox } from "../sandbox/deferred";
import type { PreparedSandbox } from "../sandbox/session";
import type { Env, Settings } from "../settings";
import type { AgentRunResult } from "../agent/run-agent";
import { createStructuredOutputTool } from "../tools/structured-output";
import type { Announced } from "./announce";
import { ActionError } from "./record";
import { readOutputSchema } from "./run-outputs";
import { gitEnv } from "./start";

/** What the run has acquired so far: saved, closed or restored on every path out. */
export interface Held {
  workspace?: Workspace;
  stashed?: StashedCredentials;
  review?: ReviewPlan | undefined;
  sandbox?: StartedSandbox;
  mcp?: StartedMcp | undefined;
  /** What the run's commit and report may not carry (set once the policy is known). */
  guard?: ChangeGuard;
  result?: AgentRunResult;
}

type Trusted = Awaited<ReturnType<typeof readTrustedProject>>;

export interface Prepared {
  access: Extract<Settings["modelAccess"], { ok: true }>["value"];
  taskContext: TaskContext;
  /** The repository's default branch. */
  repository: string;
  workspace: Workspace;
  trusted: Trusted;
  request: ReturnType<typeof expandCommand>;
  structuredOutput: Awaited<ReturnType<typeof createStructuredOutputTool>> | undefined;
  policy: Policy;
  outputDir: string;
  sandbox: StartedSandbox;
  project: Awaited<ReturnType<typeof trustedProjectRuntime>>;
}

// On these events GITHUB_SHA is the pull request's merge commit, which holds the PR's own changes.
const MERGE_COMMIT_EVENTS = new Set(["pull_request", "pull_request_review", "pull_request_review_comment"]);

/**
 * The commit configuration and instructions are read from: the workflow's own commit, except where
 * that is a pull request's merge commit — then the PR's base, which only writers could have pushed.
 */
export function trustedCommit(
  eventName: string,
  workflowSha: string,
  pullRequest: { baseSha: string } | undefined,
): string {
  if (MERGE_COMMIT_EVENTS.has(eventName) && pullRequest !== undefined) return pullRequest.baseSha;
  return workflowSha;
}

export async function prepare(run: Announced, held: Held): Promise<Prepared> {
  const { settings } = run;
  if (!settings.modelAccess.ok) throw new ActionError(settings.modelAccess.error);
  const access = settings.modelAccess.value;
  const checkedOut = await checkOut(run, held);
  const configured = await configure(run, held, checkedOut);
  const sandboxed = await startSandbox(run, held, configured);
  return { access, ...checkedOut, ...configured, ...sandboxed };
}

async function checkOut(run: Announced, held: Held) {
  const { context, settings, record, client, trigger, io } = run;
  const { env } = io;
  record.progress.setPhase("working", "Reading the issue and its context");
  const [taskContext, repository] = await run.reading;
  record.progress.setPhase("working", "Checking out the work");
  // Taken out before the checkout's state is recorded, put back when the run is over.
  const stashed = await stashPersistedCredentials(context.workspace, gitEnv(env), context.runnerTemp);
  held.stashed = stashed;
  if (stashed.entries.length > 0)
    record.info(
      `steward: took ${String(stashed.entries.length)} persisted credential entries out of .git/config for the run (set persist-credentials: false on actions/checkout to avoid them).`,
    );
  const { owner, repo } = context.repository;
  const workspace = await prepareWorkspace({
    runner: createGitRunner(),
    dir: context.workspace,
    remote: { serverUrl: context.serverUrl, owner, repo },
    token: settings.githubToken,
    env,
    target: workspaceTarget(trigger, taskContext, settings, repository),
    branchPrefix: settings.branchPrefix,
    committer: { name: settings.gitUserName, email: settings.gitUserEmail },
    signing: workspaceSigning(settings.commitSigning, client, trigger.repo, context.runnerTemp || tmpdir()),
    findSecrets: io.runner.findSecrets,
  });
  held.workspace = workspace;
  const trustedSha = trustedCommit(context.eventName, context.sha, taskContext.pullRequest);
  if (trustedSha !== context.sha) await workspace.ensureCommit(trustedSha);
  return { taskContext, repository, workspace, trustedSha };
}

/** The policy and the repository's Claude Code configuration, from the trusted commit only. */
async function configure(run: Announced, held: Held, checkedOut: Awaited<ReturnType<typeof checkOut>>) {
  const { context, settings, record, trigger } = run;
  const { env } = run.io;
  const { workspace, trustedSha, taskContext } = checkedOut;
  const trusted = await readTrustedProject(
    context.workspace,
    trustedSha,
    settings,
    gitEnv(env),
    new Set(SUBAGENT_TYPES.keys()),
  );
  record.note(...trusted.notes);
  // Started now, so the servers come up while the sandbox and the model client are prepared.
  const mcpSetup = await startMcp(context.workspace, trusted.files, settings, env, trusted.policy, (line) =>
    record.info(`steward: ${line}`),
  );
  const mcp = mcpSetup.started;
  held.mcp = mcp;
  record.note(...mcpSetup.notes);
  if (mcp !== undefined) {
    // Masked in the log and redacted from everything, from now on (the runner's redactor is late-bound).
    for (const secret of mcp.secrets) run.io.runner.mask(secret);
    record.state.mcp = liveMcpView(mcp);
  }
  const request = expandCommand(trigger, trusted.project.commands);
  record.note(...request.notes);
  const structuredOutput =
    settings.outputSchema === undefined
      ? undefined
      : await createStructuredOutputTool(
          await readOutputSchema(settings.outputSchema, context.workspace, trustedSha, gitEnv(env)),
        );
  // A review run (or a fork's pull request) gets ReviewComment and is told what its output is.
  held.review = planReview(effectiveMode(settings.publish, workspace, trigger), workspace, taskContext);
  // A review cannot edit: the policy says so, whatever the prompt or the policy file says.
  const readOnly = held.review?.purpose === "review" ? readOnlyPolicy(trusted.policy) : undefined;
  const policy = readOnly?.policy ?? trusted.policy;
  const readOnlyStated = readOnlyNote(readOnly, trusted.policy);
  if (readOnlyStated !== undefined) record.note(readOnlyStated);
  held.guard = changeGuard(policy, {
    workspaceRoot: context.workspace,
    home: env["HOME"] ?? tmpdir(),
    policyFilePath: trusted.policyFilePath,
  });
  return { trusted, request, structuredOutput, policy };
}

async function startSandbox(run: Announced, held: Held, configured: Awaited<ReturnType<typeof configure>>) {
  const { context, settings, record, trigger } = run;
  const { env } = run.io;
  const { trusted, policy, request } = configured;
  const outputDir = join(run.runDir, "work");
  await mkdir(outputDir, { recursive: true });
  record.progress.setPhase("working", "Preparing the sandbox");
  const sandbox = await startRunSandbox({
    trigger,
    policy,
    policyFilePath: trusted.policyFilePath,
    settings,
    env,
    agentEnv: buildAgentEnvironment(env, policy),
    workspaceRoot: context.workspace,
    outputDir,
    log: (line) => record.info(`steward: ${line}`),
    signal: run.io.signal,
  });
  held.sandbox = sandbox;
  // Known when the set-up and the probe have run: at once where there is nothing to probe, else once
  // the first request is sent (or below, for hooks), or as "not checked" when the run ends first.
  void sandbox.outcome.then((prepared) => {
    record.state.sandbox = sandboxView(prepared);
    record.note(...prepared.status.notes);
  });
  const project = await trustedProjectRuntime(trusted, {
    workspace: context.workspace,
    outputDir,
    sandboxed: async () => {
      sandbox.begin();
      return (await sandbox.outcome).status.active;
    },
    transcriptPath: run.transcriptPath,
    ...(request.command === undefined ? {} : { command: request.command }),
  });
  return { outputDir, sandbox, project };
}

function workspaceTarget(
  trigger: Trigger,
  context: TaskContext,
  settings: Settings,
  defaultBranch: string,
): WorkspaceTarget {
  const pull = context.pullRequest;
  if (pull !== undefined)
    return {
      kind: "pull-request",
      number: pull.number,
      headBranch: pull.headRef,
      headSha: pull.headSha,
      headRepository: pull.headRepository ?? "",
    };
  if (trigger.kind === "ci-fixup")
    return {
      kind: "ci-fixup",
      runId: trigger.runId,
      workflowName: trigger.workflowName,
      headBranch: trigger.headBranch,
      headSha: trigger.headSha,
      headRepository: trigger.headRepository,
    };
  const baseBranch = settings.baseBranch ?? defaultBranch;
  if (trigger.kind === "automation") return { kind: "new-branch", baseBranch, subject: trigger.prompt };
  return {
    kind: "new-branch",
    baseBranch,
    branchKind: "issue",
    subject: "number" in trigger ? trigger.number : "work",
  };
}

/** Reads the MCP configuration and starts its servers; the module loads only now. */
async function startMcp(
  workspace: string,
  files: TrustedFiles,
  settings: Settings,
  env: Env,
  policy: Policy,
  log: (line: string) => void,
): Promise<{ started: StartedMcp | undefined; notes: string[] }> {
  const { startActionMcp } = await import("../github/mcp");
  return startActionMcp({
    workspace,
    workspaceRoot: workspace,
    files,
    input: settings.mcpConfig,
    env,
    gitEnv: gitEnv(env),
    agentEnv: buildAgentEnvironment(env, policy),
    log,
  });
}

/** The sandbox as the report shows it. */
export function sandboxView(prepared: PreparedSandbox): SandboxView {
  const { active, summary, bash } = prepared.status;
  return { active, summary, ...(bash === "disabled" ? { bashDisabled: true } : {}) };
}

/** How the servers stand now, for the report (what the policy kept back is known once the session ends). */
export function liveMcpView(mcp: StartedMcp): McpView {
  return { servers: mcp.servers.statuses(), notAllowed: [], renamed: [] };
}
