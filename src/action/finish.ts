// The last phase, on every path once the run was announced: what the run started is stopped and put
// back, the files later steps read are written, and the report goes out — the step summary and the
// tracking comment's final edit — before the outputs are set.
import { existsSync } from "node:fs";
import { transcriptArtifactName } from "../github/artifact/name";
import { jobRunId } from "../github/artifact/token";
import { loadMarkdownParser } from "../markdown/parse";
import { finalizeForGitHub, type Redactor, renderStepSummary, STEP_SUMMARY_LIMIT } from "../report/index";
import type { Announced } from "./announce";
import { type Held, liveMcpView, sandboxView } from "./prepare";
import type { ActionOutcome } from "./record";
import { sessionOutputs, writeExecutionFile } from "./run-outputs";

export async function finish(run: Announced, held: Held): Promise<ActionOutcome> {
  const { record } = run;
  await release(run, held);
  record.state.phase = record.phase;
  const { result } = held;
  if (result !== undefined) {
    record.output("cost-usd", result.totalCostUsd.toFixed(4));
    record.output("turns", String(result.numTurns));
    for (const [name, value] of Object.entries(sessionOutputs(result))) record.output(name, value);
  }
  if (existsSync(run.transcriptPath)) {
    const written = await writeExecutionFile(run.transcriptPath, record.redact).catch((error: unknown) => {
      record.warning(`steward: could not write the execution file: ${String(error)}`);
      return undefined;
    });
    if (written !== undefined) record.output("execution-file", written);
  }
  await uploadTranscript(run);
  // Also on the way out of a failed run; should it not load, the report escapes the model's text.
  await loadMarkdownParser().catch(() => undefined);
  record.state.links.summary = `${run.jobUrl}#summary`;
  await run.io.runner.appendSummary(
    finalizeForGitHub(renderStepSummary(record.state, { redact: record.redact }), record.redact, {
      limit: STEP_SUMMARY_LIMIT,
    }),
  );
  if (run.tracking !== undefined) {
    const final = await run.tracking.finish(record.progress.body());
    if (final !== undefined) record.output("comment-url", final.url);
  }
  return record.conclude();
}

/** The session is over: the sandbox's proxy and the MCP servers stop, the credentials go back. */
async function release(run: Announced, held: Held): Promise<void> {
  const { record } = run;
  const { sandbox, mcp } = held;
  // A probe still running stops here, and its outcome settles. What the proxy refused goes in the report.
  await sandbox?.close();
  const prepared = sandbox?.settled;
  if (prepared !== undefined)
    record.state.sandbox = { ...sandboxView(prepared), refused: prepared.refused() };
  // The servers stop with the session; the report says how each stood.
  await mcp?.servers.close();
  if (mcp !== undefined) record.state.mcp = held.result?.mcp ?? liveMcpView(mcp);
  await held.stashed
    ?.restore()
    .catch((error: unknown) =>
      record.warning(`could not restore the checkout's persisted credentials: ${String(error)}`),
    );
}

/** The transcript as an artifact, when asked for; the run's outcome does not depend on it. */
async function uploadTranscript(run: Announced): Promise<void> {
  const { record, context, transcriptPath } = run;
  if (!run.settings.uploadTranscript || context.results === undefined || !existsSync(transcriptPath)) return;
  const url = await uploadTranscriptArtifact({
    service: context.results,
    name: transcriptArtifactName(
      context.runId,
      context.runAttempt,
      context.job,
      jobRunId(context.results.token),
    ),
    path: transcriptPath,
    redact: record.redact,
    runUrl: run.jobUrl,
  }).catch((error: unknown) => {
    // The report says where the transcript is instead.
    const why = error instanceof Error ? error.message : String(error);
    record.warning(`steward: could not upload the transcript as an artifact: ${why}`);
    if (record.state.final !== undefined)
      record.note(
        `The transcript could not be uploaded as an artifact (${why}); it is at ${transcriptPath} on the runner (the transcript output).`,
      );
    return undefined;
  });
  if (url !== undefined) record.link({ transcript: url });
}

/** Uploads the transcript; the uploader (and its zip library) loads only now, at the end of a run. */
async function uploadTranscriptArtifact(options: {
  service: { url: string; token: string };
  name: string;
  path: string;
  redact: Redactor;
  runUrl: string;
}): Promise<string> {
  const { uploadTranscript } = await import("../github/artifact/upload");
  const uploaded = await uploadTranscript(options);
  return `${options.runUrl}/artifacts/${uploaded.id}`;
}
