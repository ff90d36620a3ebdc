// The fourth phase: the agent works on the task, in the prepared workspace and sandbox, under the
// trusted policy, with the live comment following each turn. Its ending decides the run's phase.
import { tmpdir } from "node:os";
import { createModelStack } from "../agent/model-stack";
import { type AgentRunResult, runAgent } from "../agent/run-agent";
import type { EndedBy } from "../agent/session-ending";
import { fileTranscript } from "../agent/transcript";
import { renderTaskPrompt } from "../github/context";
import type { RunNumbers, RunPhase } from "../report/index";
import type { Announced } from "./announce";
import { describeTurn } from "./debug-log";
import { type Held, liveMcpView, type Prepared } from "./prepare";

export async function runSession(run: Announced, prepared: Prepared, held: Held): Promise<AgentRunResult> {
  const { settings, record, started } = run;
  const { env } = run.io;
  const { access, trusted, sandbox, policy, structuredOutput } = prepared;
  // Where the probe has decided already (the repository's hooks waited for it), its decision: a failed
  // `required` probe then takes Bash out of the first request, and the prompt says hooks do not run.
  const shell = sandbox.settled?.shell ?? sandbox.shell;
  const { mcp, review } = held;
  const stack = await createModelStack(access);
  // The run ends itself before the job's timeout, leaving time to publish and report.
  const timeoutMs = settings.timeoutMinutes * 60_000;
  const deadline = started + timeoutMs - Math.max(60_000, timeoutMs * 0.1);
  record.progress.setPhase("working", "Working on the task");
  const result = await runAgent({
    workspace: {
      root: run.context.workspace,
      outputDir: prepared.outputDir,
      home: env["HOME"] ?? tmpdir(),
      processEnv: env,
      ...(shell === undefined ? {} : { shell }),
    },
    rules: { policy, policyFilePath: trusted.policyFilePath, redact: record.redact },
    conversation: {
      prompt: renderTaskPrompt(prepared.request.trigger, prepared.taskContext, settings),
      date: new Date(started).toISOString().slice(0, 10),
      instructions: trusted.project.instructions,
      ...(review === undefined ? {} : { appendix: review.appendix }),
    },
    model: {
      client: stack.client,
      name: settings.model,
      ...(settings.maxTokens === undefined ? {} : { maxTokens: settings.maxTokens }),
      thinking: settings.thinking,
      deferLoading: stack.deferLoading,
      apiKeySource: stack.apiKeySource,
    },
    budgets: {
      maxTurns: settings.maxTurns,
      deadline,
      ...(settings.maxCostUsd === undefined ? {} : { maxCostUsd: settings.maxCostUsd }),
    },
    observers: {
      transcript: fileTranscript(run.transcriptPath),
      log: (message) => record.info(message),
      onTurn: (turn) => {
        if (settings.debug) for (const line of describeTurn(turn)) record.info(line);
        // The live comment shows how the MCP servers stand (one may have connected, or stopped).
        if (mcp !== undefined) record.state.mcp = liveMcpView(mcp);
        record.progress.onTurn(turn);
      },
      onProgress: record.progress.onProgress,
    },
    attachments: {
      web: stack.web,
      ...(mcp === undefined ? {} : { mcp: { servers: mcp.servers, settings: mcp.settings } }),
      project: prepared.project,
      ...(review === undefined ? {} : { review: review.draft }),
      ...(structuredOutput === undefined ? {} : { structuredOutput }),
    },
    signal: run.io.signal,
  });
  held.result = result;
  record.output("transcript", run.transcriptPath);
  record.note(...result.notes);
  const { phase, reason } = phaseOf(result);
  record.end(phase, reason);
  return result;
}

/**
 * How each ending of the session (steward's `EndedBy`) becomes the run's phase, and the reason the
 * outcome gives: one table, which the type system holds exhaustive (a new ending is a compile error
 * here until it has a row). The phase's conclusion is `conclusionOf` in ./record.
 */
const PHASE_OF_ENDING: Record<EndedBy, { phase: RunPhase; reason: (result: AgentRunResult) => string }> = {
  completed: { phase: "done", reason: () => "completed" },
  max_turns: { phase: "budget", reason: () => "the turn limit (max-turns) was reached" },
  max_cost: { phase: "budget", reason: () => "the cost budget (max-cost-usd) was reached" },
  deadline: { phase: "budget", reason: () => "the time limit (timeout-minutes) was close" },
  interrupted: { phase: "cancelled", reason: () => "the run was cancelled" },
  error: { phase: "failed", reason: (result) => result.result },
  no_structured_output: { phase: "failed", reason: (result) => result.errors.join(" ") },
};

function phaseOf(result: AgentRunResult): { phase: RunPhase; reason: string } {
  const { phase, reason } = PHASE_OF_ENDING[result.endedBy];
  return { phase, reason: reason(result) };
}

/** The session's numbers for the report (zeros when it never ran). */
export function numbersOf(result: AgentRunResult | undefined): RunNumbers {
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
