// One run of the action, start to end: event → trigger → authorization → tracking comment → context →
// checkout → configuration from the trusted commit → the agent → publishing → the final report. Every
// path out of here — success, a skip, a failure, a cancellation — ends with outputs set and, when a
// comment was posted, a final edit of it. Work is never lost: if the run is cancelled or fails after
// files changed, the work in progress is committed and pushed before the report goes out.
import { existsSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createModelClient } from "../agent/model";
import { createProviderClients, providerFeatures } from "../agent/providers/index";
import { regionOf, smallModel } from "../model-settings";
import { type AgentRunResult, runAgent } from "../agent/run-agent";
import { SUBAGENT_TYPES } from "../agent/subagents";
import { fileTranscript } from "../agent/transcript";
import { buildAgentEnvironment, type ChangeGuard, changeGuard, type Policy } from "../policy/index";
import { loadMarkdownParser } from "../markdown/parse";
import {
  loadSecretlintScanner,
  type McpView,
  type Redactor,
  renderStepSummary,
  type RunPhase,
  STEP_SUMMARY_LIMIT,
  finalizeForGitHub,
  trackingMarker,
} from "../report/index";
import type { Settings } from "../settings";
import type { StartedMcp } from "./mcp";
import { readSettings, secretValues } from "../settings";
import { createModelSummarizer } from "../tools/web/summarize";
import { createWebAccess } from "../tools/web/web-access";
import { transcriptArtifactName } from "./artifact/name";
import { jobRunId } from "./artifact/token";
import { authorize } from "./authorize";
import { createGitHubClient, type GitHubClient } from "./client";
import { workspaceSigning } from "./commit-api";
import { gatherContext, renderTaskPrompt, type TaskContext } from "./context";
import { readEventPayload } from "./event";
import { type StashedCredentials, stashPersistedCredentials } from "./persisted-credentials";
import { RunProgress } from "./progress";
import { effectiveMode, fileChanges, publish, trapChanges, withheldNote } from "./publish";
import { planReview, type ReviewPlan } from "./review/plan";
import { postReview } from "./review/post";
import { readOnlyNote, readOnlyPolicy } from "./review/read-only";
import type { RunnerCommands } from "./runner-commands";
import { type RunnerContext, readRunnerContext } from "./runner-context";
import type { PreparedSandbox } from "../sandbox/session";
import { prepareRunSandbox } from "./sandbox";
import { TrackingComment } from "./tracking-comment";
import { detectTrigger } from "./trigger";
import type { Trigger } from "./trigger-types";
import { expandCommand, readTrustedProject, trustedProjectRuntime } from "./trusted-project";
import { describeTurn } from "./debug-log";
import { readOutputSchema, sessionOutputs, writeExecutionFile } from "./run-outputs";
import { createStructuredOutputTool } from "../tools/structured-output";
import {
  createGitRunner,
  type Identity,
  prepareWorkspace,
  type Workspace,
  type WorkspaceTarget,
} from "./workspace/index";
import type { Env } from "../settings";

export type Conclusion = "success" | "failure" | "skipped" | "cancelled";

export interface ActionIO {
  env: Env;
  runner: RunnerCommands;
  /** Aborted when the runner cancels the job (SIGINT, then SIGTERM). */
  signal: AbortSignal;
  clock?: () => number;
}

export interface ActionOutcome {
  conclusion: Conclusion;
  /** Why, in one line: the skip reason, the failure, the budget that ended the run. */
  reason: string;
}

class ActionError extends Error {
  override name = "ActionError";
}

/** Where the comment lives and what makes it sticky: one per issue/PR and trigger. */
function commentTarget(trigger: Trigger): { issueNumber: number; key: string } | undefined {
  switch (trigger.kind) {
    case "mention": {
      const source = trigger.commentId ?? trigger.reviewCommentId ?? trigger.reviewId ?? 0;
      return { issueNumber: trigger.number, key: `${String(trigger.number)}-mention-${String(source)}` };
    }
    case "label":
      return { issueNumber: trigger.number, key: `${String(trigger.number)}-label-${trigger.label}` };
    case "assignment":
      return { issueNumber: trigger.number, key: `${String(trigger.number)}-assignment` };
    case "pull-request":
      return { issueNumber: trigger.number, key: `${String(trigger.number)}-pull-request` };
    case "automation":
    case "ci-fixup":
      return undefined;
  }
}

function describe(trigger: Trigger): string {
  switch (trigger.kind) {
    case "mention":
      return `mention by @${trigger.actor} on #${String(trigger.number)}`;
    case "label":
      return `label "${trigger.label}" added by @${trigger.actor} on #${String(trigger.number)}`;
    case "assignment":
      return `#${String(trigger.number)} assigned to ${trigger.assignee} by @${trigger.actor}`;
    case "pull-request":
      return `pull request #${String(trigger.number)} ${trigger.action}`;
    case "automation":
      return `${trigger.event} run`;
    case "ci-fixup":
      return `failed run of ${trigger.workflowName} on ${trigger.headBranch}`;
  }
}

async function react(client: GitHubClient, trigger: Trigger): Promise<void> {
  if (trigger.kind !== "mention") return;
  const { repo } = trigger;
  if (trigger.commentId !== undefined)
    await client.rest.reactions.createForIssueComment({
      ...repo,
      comment_id: trigger.commentId,
      content: "eyes",
    });
  else if (trigger.reviewCommentId !== undefined)
    await client.rest.reactions.createForPullRequestReviewComment({
      ...repo,
      comment_id: trigger.reviewCommentId,
      content: "eyes",
    });
  else if (trigger.source === "issue_opened")
    await client.rest.reactions.createForIssue({ ...repo, issue_number: trigger.number, content: "eyes" });
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

/** The requesting user as a co-author, from the event's sender (login and id give the noreply address). */
function requesterOf(payload: Record<string, unknown>): Identity | undefined {
  const sender = payload["sender"] as { login?: unknown; id?: unknown; type?: unknown } | undefined;
  if (typeof sender?.login !== "string" || typeof sender.id !== "number" || sender.type === "Bot")
    return undefined;
  return { name: sender.login, email: `${String(sender.id)}+${sender.login}@users.noreply.github.com` };
}

function phaseOf(result: AgentRunResult): { phase: RunPhase; reason: string } {
  switch (result.endedBy) {
    case "completed":
      return { phase: "done", reason: "completed" };
    case "max_turns":
      return { phase: "budget", reason: "the turn limit (max-turns) was reached" };
    case "max_cost":
      return { phase: "budget", reason: "the cost budget (max-cost-usd) was reached" };
    case "deadline":
      return { phase: "budget", reason: "the time limit (timeout-minutes) was close" };
    case "interrupted":
      return { phase: "cancelled", reason: "the run was cancelled" };
    case "error":
      return { phase: "failed", reason: result.result };
    case "no_structured_output":
      return { phase: "failed", reason: result.errors.join(" ") };
  }
}

function conclusionOf(phase: RunPhase): Conclusion {
  if (phase === "done") return "success";
  if (phase === "cancelled") return "cancelled";
  if (phase === "skipped") return "skipped";
  return "failure";
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
function retryBase(env: Env): { retryBaseMs?: number } {
  const value = env["STEWARD_GITHUB_RETRY_BASE_MS"];
  return value === undefined || !/^\d+$/.test(value) ? {} : { retryBaseMs: Number(value) };
}

/** Git's environment for reading the trusted commit: PATH and HOME only. */
function gitEnv(env: Env): Record<string, string> {
  return Object.fromEntries(
    (["PATH", "HOME"] as const).flatMap((name) => (env[name] === undefined ? [] : [[name, env[name]]])),
  );
}

export async function runAction(io: ActionIO): Promise<ActionOutcome> {
  const { env, runner } = io;
  const clock = io.clock ?? Date.now;
  const started = clock();
  // The runner's logger redacts what it prints and sets; the same redactor goes into everything posted.
  const redact: Redactor = runner.redact;
  const shapes = loadSecretlintScanner();
  shapes.catch(() => undefined);
  const outputs: Record<string, string> = {};
  const finish = (outcome: ActionOutcome): ActionOutcome => {
    outputs["conclusion"] = outcome.conclusion;
    for (const [name, value] of Object.entries(outputs)) runner.setOutput(name, value);
    if (outcome.conclusion === "failure" || outcome.conclusion === "cancelled") runner.error(outcome.reason);
    return outcome;
  };

  let settings: Settings;
  let context: RunnerContext;
  let payload: Record<string, unknown>;
  try {
    // Outside Actions that is the first thing said, before any complaint about inputs.
    context = readRunnerContext(env);
    settings = readSettings(env);
    // Masked in the runner's log, and redacted from everything steward posts, before anything prints.
    for (const secret of secretValues(settings)) runner.mask(secret);
    if (context.results !== undefined) runner.mask(context.results.token);
    runner.addShapes(await shapes);
    payload = await readEventPayload(context.eventPath);
  } catch (error) {
    return finish({ conclusion: "failure", reason: error instanceof Error ? error.message : String(error) });
  }

  const { owner, repo } = context.repository;
  const detected = detectTrigger(context.eventName, payload, settings, {
    repository: `${owner}/${repo}`,
    actor: context.actor,
    triggeringActor: context.triggeringActor,
    now: () => new Date(clock()),
  });
  if (!detected.ok) {
    runner.info(`steward: nothing to do — ${detected.skip}`);
    return finish({ conclusion: "skipped", reason: detected.skip });
  }
  const trigger = detected.trigger;
  const spacing = writeSpacing(env);
  const client = createGitHubClient({
    token: settings.githubToken,
    baseUrl: context.apiUrl,
    log: (message) => runner.warning(redact(message)),
    ...(spacing === undefined ? {} : { writeSpacingMs: spacing }),
    ...retryBase(env),
  });
  const authorized = await authorize(client, trigger, settings);
  if (!authorized.ok) {
    if (authorized.unreachable === true) return finish({ conclusion: "failure", reason: authorized.reason });
    // Strangers get nothing posted: no comment, no reaction, no model call.
    runner.info(`steward: not running — ${authorized.reason}`);
    return finish({ conclusion: "skipped", reason: authorized.reason });
  }

  const jobUrl = `${context.serverUrl}/${owner}/${repo}/actions/runs/${context.runId}`;
  const target = commentTarget(trigger);
  const trackingKey = target?.key ?? `${trigger.kind}-${context.runId}`;
  const marker = trackingMarker(trackingKey);
  const tracking =
    target === undefined
      ? undefined
      : new TrackingComment({
          client,
          repo: trigger.repo,
          issueNumber: target.issueNumber,
          marker,
          log: (message) => runner.warning(redact(message)),
          ...(spacing === undefined ? {} : { intervalMs: spacing }),
        });
  // On github.com only a repository's pages stay live (src/report/sanitizer/github-paths.ts).
  const allowedHosts = [new URL(context.serverUrl).host, "github.com", "docs.github.com"];
  const progress = new RunProgress(
    { trigger: describe(trigger), startedAt: new Date(started).toISOString(), links: { job: jobUrl } },
    { marker, redact, allowedHosts },
    tracking,
  );
  runner.info(`steward: ${describe(trigger)}`);
  // The task's reads (the issue or pull request with its conversation, the default branch) start now,
  // beside the two writes below instead of after them: each is a round trip to GitHub before the first
  // model request. The writes stay one after the other (GitHub asks for that). A failed read is
  // reported where it is awaited, inside the run's error handling.
  const reading = Promise.all([
    gatherContext(client, trigger, settings, { now: () => new Date(clock()), ownTrackingKey: trackingKey }),
    client.rest.repos.get({ ...trigger.repo }).then(
      (r) => r.data.default_branch,
      () => context.ref.replace(/^refs\/heads\//, "") || "main",
    ),
  ]);
  reading.catch(() => undefined);
  await react(client, trigger).catch((error: unknown) =>
    runner.warning(redact(`could not add the 👀 reaction: ${String(error)}`)),
  );
  if (tracking !== undefined) {
    const posted = await tracking.start(progress.body()).catch((error: unknown) => {
      runner.warning(redact(`could not post the tracking comment: ${String(error)}`));
      return undefined;
    });
    if (posted !== undefined) outputs["comment-url"] = posted.url;
  }

  const runDir = join(context.runnerTemp || tmpdir(), "steward", `${context.runId}-${context.runAttempt}`);
  const transcriptPath = join(runDir, "transcript.jsonl");
  let workspace: Workspace | undefined;
  let stashed: StashedCredentials | undefined;
  let result: AgentRunResult | undefined;
  let review: ReviewPlan | undefined;
  let sandbox: PreparedSandbox | undefined;
  let mcp: StartedMcp | undefined;
  /** What the run's commit and report may not carry (set once the policy is known). */
  let guard: ChangeGuard | undefined;
  // Both are set on every path below: from the session's ending, or from the error that stopped it.
  let phase: RunPhase;
  let reason: string;
  const notes: string[] = [];
  const author = { name: settings.gitUserName, email: settings.gitUserEmail };

  try {
    if (!settings.modelAccess.ok) throw new ActionError(settings.modelAccess.problem);
    const access = settings.modelAccess.access;

    progress.setPhase("working", "Reading the issue and its context");
    const [taskContext, repository] = await reading;
    progress.setPhase("working", "Checking out the work");
    // Taken out before the checkout's state is recorded, put back when the run is over.
    stashed = await stashPersistedCredentials(context.workspace, gitEnv(env), context.runnerTemp);
    if (stashed.entries.length > 0)
      runner.info(
        `steward: took ${String(stashed.entries.length)} persisted credential entries out of .git/config for the run (set persist-credentials: false on actions/checkout to avoid them).`,
      );
    workspace = await prepareWorkspace({
      runner: createGitRunner(),
      dir: context.workspace,
      remote: { serverUrl: context.serverUrl, owner, repo },
      token: settings.githubToken,
      env,
      target: workspaceTarget(trigger, taskContext, settings, repository),
      branchPrefix: settings.branchPrefix,
      committer: author,
      signing: workspaceSigning(settings.commitSigning, client, trigger.repo, context.runnerTemp || tmpdir()),
      findSecrets: runner.findSecrets,
    });
    const trustedSha = trustedCommit(context.eventName, context.sha, taskContext.pullRequest);
    if (trustedSha !== context.sha) await workspace.ensureCommit(trustedSha);
    // The policy and the repository's Claude Code configuration, from the trusted commit only.
    const trusted = await readTrustedProject(
      context.workspace,
      trustedSha,
      settings,
      gitEnv(env),
      new Set(SUBAGENT_TYPES.keys()),
    );
    notes.push(...trusted.notes);
    // Started now, so the servers come up while the sandbox and the model client are prepared.
    const mcpSetup = await startMcp(context.workspace, trustedSha, settings, env, trusted.policy, (line) =>
      runner.info(redact(`steward: ${line}`)),
    );
    mcp = mcpSetup.started;
    notes.push(...mcpSetup.notes);
    if (mcp !== undefined) {
      // Masked in the log and redacted from everything, from now on (the runner's redactor is late-bound).
      for (const secret of mcp.secrets) runner.mask(secret);
      progress.state.mcp = liveMcpView(mcp);
    }
    const request = expandCommand(trigger, trusted.project.commands);
    notes.push(...request.notes);
    const structuredOutput =
      settings.outputSchema === undefined
        ? undefined
        : await createStructuredOutputTool(
            await readOutputSchema(settings.outputSchema, context.workspace, trustedSha, gitEnv(env)),
          );
    // A review run (or a fork's pull request) gets ReviewComment and is told what its output is.
    review = planReview(effectiveMode(settings.publish, workspace, trigger), workspace, taskContext);
    // A review cannot edit: the policy says so, whatever the prompt or the policy file says.
    const readOnly = review?.purpose === "review" ? readOnlyPolicy(trusted.policy) : undefined;
    const policy = readOnly?.policy ?? trusted.policy;
    const readOnlyStated = readOnlyNote(readOnly, trusted.policy);
    if (readOnlyStated !== undefined) notes.push(readOnlyStated);
    guard = changeGuard(policy, {
      workspaceRoot: context.workspace,
      home: env["HOME"] ?? tmpdir(),
      policyFilePath: trusted.policyFilePath,
    });

    const outputDir = join(runDir, "work");
    await mkdir(outputDir, { recursive: true });
    progress.setPhase("working", "Preparing the sandbox");
    sandbox = await prepareRunSandbox({
      trigger,
      policy,
      policyFilePath: trusted.policyFilePath,
      settings,
      env,
      agentEnv: buildAgentEnvironment(env, policy),
      workspaceRoot: context.workspace,
      outputDir,
      log: (line) => runner.info(redact(`steward: ${line}`)),
    });
    progress.state.sandbox = { active: sandbox.status.active, summary: sandbox.status.summary };
    notes.push(...sandbox.status.notes);
    const project = await trustedProjectRuntime(trusted, {
      workspace: context.workspace,
      outputDir,
      sandboxed: sandbox.status.active,
      transcriptPath,
      ...(request.command === undefined ? {} : { command: request.command }),
    });

    const sdk = await createProviderClients(access);
    // The run ends itself before the job's timeout, leaving time to publish and report.
    const timeoutMs = settings.timeoutMinutes * 60_000;
    const deadline = started + timeoutMs - Math.max(60_000, timeoutMs * 0.1);
    progress.setPhase("working", "Working on the task");
    result = await runAgent({
      workspaceRoot: context.workspace,
      prompt: renderTaskPrompt(request.trigger, taskContext, settings),
      model: settings.model,
      ...(settings.maxTokens === undefined ? {} : { maxTokens: settings.maxTokens }),
      thinking: settings.thinking,
      client: createModelClient(sdk.model),
      web: createWebAccess({
        summarize: createModelSummarizer({
          client: sdk.helper,
          model: smallModel(settings.provider, regionOf(settings.modelAccess)),
        }),
      }),
      policy,
      policyFilePath: trusted.policyFilePath,
      processEnv: env,
      home: env["HOME"] ?? tmpdir(),
      outputDir,
      ...(sandbox.shell === undefined ? {} : { shell: sandbox.shell }),
      budgets: {
        maxTurns: settings.maxTurns,
        deadline,
        ...(settings.maxCostUsd === undefined ? {} : { maxCostUsd: settings.maxCostUsd }),
      },
      deferLoading: providerFeatures(access).deferLoading,
      ...(mcp === undefined ? {} : { mcp: { servers: mcp.servers, settings: mcp.settings } }),
      instructions: trusted.project.instructions,
      project,
      date: new Date(started).toISOString().slice(0, 10),
      transcript: fileTranscript(transcriptPath),
      signal: io.signal,
      log: (message) => runner.info(redact(message)),
      redact,
      onTurn: (turn) => {
        if (settings.debug) for (const line of describeTurn(turn)) runner.info(redact(line));
        // The live comment shows how the MCP servers stand (one may have connected, or stopped).
        if (mcp !== undefined) progress.state.mcp = liveMcpView(mcp);
        progress.onTurn(turn);
      },
      onProgress: progress.onProgress,
      ...(review === undefined ? {} : { review: review.draft, appendix: review.appendix }),
      apiKeySource: access.provider === "anthropic" ? "ANTHROPIC_API_KEY" : "none",
      ...(structuredOutput === undefined ? {} : { structuredOutput }),
    });
    outputs["transcript"] = transcriptPath;
    notes.push(...result.notes);
    ({ phase, reason } = phaseOf(result));
    // The model's words are about to be posted (pull request, review, report): load their parser.
    await loadMarkdownParser();

    if (phase === "cancelled") throw new ActionError(reason);
    progress.setPhase(phase === "done" ? "working" : phase, "Publishing the changes");
    const diff = await workspace.diff(withholding(guard));
    const publication = await publish({
      client,
      settings,
      trigger,
      context: taskContext,
      workspace,
      diff,
      summary: result.result,
      serverUrl: context.serverUrl,
      defaultBranch: repository,
      requester: requesterOf(payload),
      redact,
      allowedHosts,
      review,
      runUrl: jobUrl,
      guard,
    });
    notes.push(...publication.notes);
    Object.assign(progress.state.links, publication.links);
    if (publication.links.branch !== undefined) outputs["branch"] = publication.links.branch.name;
    if (publication.links.commit !== undefined) outputs["commit-sha"] = publication.links.commit.sha;
    if (publication.links.pullRequest !== undefined)
      outputs["pull-request-url"] = publication.links.pullRequest.url;
    if (publication.links.review !== undefined) outputs["review-url"] = publication.links.review.url;
    progress.state.final = {
      reason,
      summary: result.result,
      ...(progress.plan === undefined ? {} : { plan: progress.plan }),
      files: publication.files,
      traps: trapChanges(diff),
      diff: diff.patch,
      numbers: numbersOf(result),
      notes,
      patchOnly: publication.patchOnly,
    };
  } catch (error) {
    const cancelled = io.signal.aborted;
    phase = cancelled ? "cancelled" : "failed";
    reason = cancelled ? "the run was cancelled" : error instanceof Error ? error.message : String(error);
    progress.state.final = {
      reason,
      summary: result?.result ?? "",
      files: [],
      diff: "",
      numbers: result === undefined ? numbersOf(undefined) : numbersOf(result),
      notes,
    };
    // Nothing lost: the inline comments the model had made go out as the review, marked unfinished.
    if (review !== undefined && review.draft.comments().length > 0) {
      const ended = `_steward's run ended before it finished (${reason}); these are the comments it had made._`;
      const posted = await postReview({
        client,
        repo: trigger.repo,
        pullNumber: review.pullNumber,
        commitId: review.headSha,
        summary: `${result?.result ?? ""}\n\n${ended}`,
        comments: review.draft.comments(),
        files: review.files,
        redact,
        allowedHosts,
        runUrl: jobUrl,
      }).catch((error: unknown) => {
        notes.push(`The review's comments could not be posted: ${String(error)}`);
        return undefined;
      });
      if (posted !== undefined) {
        notes.push(...posted.notes);
        progress.state.links.review = { url: posted.url, comments: posted.inline, kind: posted.kind };
        outputs["review-url"] = posted.url;
      }
    }
    if (workspace !== undefined) {
      // Nothing lost: whatever the agent changed is committed and pushed before the report goes out.
      const diff = await workspace.diff(withholding(guard)).catch(() => undefined);
      const withheld = diff === undefined ? undefined : withheldNote(diff);
      if (withheld !== undefined) notes.push(withheld);
      if (diff !== undefined && diff.files.length > 0) {
        const leaveOut = guard === undefined ? {} : { leaveOut: leavingOut(guard) };
        const saved = await workspace
          .saveWorkInProgress({ reason: redact(reason), author, ...leaveOut })
          .catch(() => undefined);
        progress.state.final.files = fileChanges(diff);
        progress.state.final.traps = trapChanges(diff);
        progress.state.final.diff = diff.patch;
        if (saved?.pushed === true && saved.branch !== undefined) {
          notes.push(`The work in progress was saved to the branch ${saved.branch}.`);
          outputs["branch"] = saved.branch;
          if (saved.sha !== undefined) outputs["commit-sha"] = saved.sha;
          progress.state.links.branch = {
            name: saved.branch,
            url: `${context.serverUrl}/${owner}/${repo}/tree/${saved.branch}`,
          };
        } else {
          notes.push(
            `The work in progress could not be pushed${saved?.reason === undefined ? "" : ` (${saved.reason})`}; the patch is below.`,
          );
          progress.state.final.patchOnly = true;
        }
      }
    }
  }

  // The session is over: the sandbox's proxy stops, and what it refused goes in the report.
  if (sandbox !== undefined && progress.state.sandbox !== undefined)
    progress.state.sandbox.refused = sandbox.refused();
  await sandbox?.close();
  // The servers stop with the session; the report says how each stood.
  await mcp?.servers.close();
  if (mcp !== undefined) progress.state.mcp = result?.mcp ?? liveMcpView(mcp);
  await stashed
    ?.restore()
    .catch((error: unknown) =>
      runner.warning(redact(`could not restore the checkout's persisted credentials: ${String(error)}`)),
    );
  progress.state.phase = phase;
  if (result !== undefined) {
    outputs["cost-usd"] = result.totalCostUsd.toFixed(4);
    outputs["turns"] = String(result.numTurns);
    Object.assign(outputs, sessionOutputs(result));
  }
  if (existsSync(transcriptPath)) {
    const written = await writeExecutionFile(transcriptPath, redact).catch((error: unknown) => {
      runner.warning(redact(`steward: could not write the execution file: ${String(error)}`));
      return undefined;
    });
    if (written !== undefined) outputs["execution-file"] = written;
  }
  if (settings.uploadTranscript && context.results !== undefined && existsSync(transcriptPath)) {
    const url = await uploadTranscriptArtifact({
      service: context.results,
      name: transcriptArtifactName(
        context.runId,
        context.runAttempt,
        context.job,
        jobRunId(context.results.token),
      ),
      path: transcriptPath,
      redact,
      runUrl: jobUrl,
    }).catch((error: unknown) => {
      // The run's outcome does not depend on it: the report says where the transcript is instead.
      const why = redact(error instanceof Error ? error.message : String(error));
      runner.warning(`steward: could not upload the transcript as an artifact: ${why}`);
      progress.state.final?.notes.push(
        `The transcript could not be uploaded as an artifact (${why}); it is at ${transcriptPath} on the runner (the transcript output).`,
      );
      return undefined;
    });
    if (url !== undefined) {
      progress.state.links.transcript = url;
      outputs["transcript-url"] = url;
    }
  }
  // Also on the way out of a failed run; should it not load, the report escapes the model's text.
  await loadMarkdownParser().catch(() => undefined);
  const summaryLink = `${jobUrl}#summary`;
  progress.state.links.summary = summaryLink;
  runner.appendSummary(
    finalizeForGitHub(renderStepSummary(progress.state, { redact }), redact, { limit: STEP_SUMMARY_LIMIT }),
  );
  if (tracking !== undefined) {
    const final = await tracking.finish(progress.body());
    if (final !== undefined) outputs["comment-url"] = final.url;
  }
  return finish({ conclusion: conclusionOf(phase), reason });
}

/** Reads the MCP configuration and starts its servers; the module loads only now. */
async function startMcp(
  workspace: string,
  trustedSha: string,
  settings: Settings,
  env: Env,
  policy: Policy,
  log: (line: string) => void,
): Promise<{ started: StartedMcp | undefined; notes: string[] }> {
  const { startActionMcp } = await import("./mcp");
  return startActionMcp({
    workspace,
    workspaceRoot: workspace,
    trustedSha,
    input: settings.mcpConfig,
    env,
    gitEnv: gitEnv(env),
    agentEnv: buildAgentEnvironment(env, policy),
    log,
  });
}

/** How the servers stand now, for the report (what the policy kept back is known once the session ends). */
function liveMcpView(mcp: StartedMcp): McpView {
  return { servers: mcp.servers.statuses(), notAllowed: [], renamed: [] };
}

/** Uploads the transcript; the uploader (and its zip library) loads only now, at the end of a run. */
async function uploadTranscriptArtifact(options: {
  service: { url: string; token: string };
  name: string;
  path: string;
  redact: Redactor;
  runUrl: string;
}): Promise<string> {
  const { uploadTranscript } = await import("./artifact/upload");
  const uploaded = await uploadTranscript(options);
  return `${options.runUrl}/artifacts/${uploaded.id}`;
}

function numbersOf(result: AgentRunResult | undefined) {
  return {
    turns: result?.numTurns ?? 0,
    durationMs: result?.durationMs ?? 0,
    costUsd: result?.totalCostUsd ?? 0,
    costEstimated: result?.costEstimated ?? false,
    inputTokens: result?.usage.input_tokens ?? 0,
    outputTokens: result?.usage.output_tokens ?? 0,
    cacheReadTokens: result?.usage.cache_read_input_tokens ?? 0,
    cacheWriteTokens: result?.usage.cache_creation_input_tokens ?? 0,
  };
}

/** Secret-like files the guard withholds from the diff (and so from the report's patch). */
function withholding(guard: ChangeGuard | undefined): { withhold?: (path: string) => boolean } {
  return guard === undefined ? {} : { withhold: (path) => guard(path)?.kind === "secret" };
}

/** Every path the guard keeps out of a commit. */
const leavingOut = (guard: ChangeGuard) => (path: string) => guard(path) !== undefined;
