// The failed jobs of a workflow run and their logs, for a CI fix-up. Jobs come from the actions API
// (latest attempt only); each failed job's log is downloaded (GitHub answers with a redirect to blob
// storage, which fetch follows and which drops the Authorization header for the other host), then
// trimmed to the failing part. A log that cannot be had (expired, removed) is noted, not fatal.
import type { GitHubClient } from "../client";
import type { Trigger } from "../trigger-types";
import { CI_JOB_LOG_CHARS, CI_LOG_CHARS, CI_MAX_JOBS } from "./budgets";
import { read } from "./fetch";
import { excerptLog } from "./log-excerpt";
import { sanitizeLine } from "./sanitize";
import { fairShares } from "./shares";
import type { CiFailureContext, FailedJob } from "./types";

type CiFixup = Extract<Trigger, { kind: "ci-fixup" }>;
const FAILED = new Set(["failure", "timed_out"]);

function logText(data: unknown): string {
  if (typeof data === "string") return data;
  if (data instanceof ArrayBuffer) return Buffer.from(data).toString("utf8");
  if (ArrayBuffer.isView(data))
    return Buffer.from(data.buffer, data.byteOffset, data.byteLength).toString("utf8");
  return "";
}

async function downloadLog(client: GitHubClient, trigger: CiFixup, jobId: number): Promise<string | Error> {
  try {
    const response = await client.rest.actions.downloadJobLogsForWorkflowRun({
      ...trigger.repo,
      job_id: jobId,
    });
    return logText(response.data);
  } catch (error) {
    const status = (error as { status?: unknown }).status;
    const why =
      status === 404 || status === 410 ? "the log has expired or was removed" : (error as Error).message;
    return new Error(`${typeof status === "number" ? `HTTP ${String(status)}: ` : ""}${why}`);
  }
}

export async function gatherCiFailure(client: GitHubClient, trigger: CiFixup): Promise<CiFailureContext> {
  const where = `${trigger.repo.owner}/${trigger.repo.repo}`;
  const run = await read(`workflow run ${String(trigger.runId)} of ${where}`, async () => {
    const { data } = await client.rest.actions.getWorkflowRun({ ...trigger.repo, run_id: trigger.runId });
    return data;
  });
  const jobs = await read(`the jobs of workflow run ${String(trigger.runId)} of ${where}`, () =>
    client.paginate(client.rest.actions.listJobsForWorkflowRun, {
      ...trigger.repo,
      run_id: trigger.runId,
      filter: "latest",
      per_page: 100,
    }),
  );
  const failed = jobs.filter((job) => FAILED.has(job.conclusion ?? ""));
  const fetched = failed.slice(0, CI_MAX_JOBS);
  const logs: (string | Error)[] = [];
  for (const job of fetched) logs.push(await downloadLog(client, trigger, job.id));

  // Each job gets a fair share of the total; a short excerpt leaves its unused share to the others.
  const full = logs.map((log) => (log instanceof Error ? 0 : excerptLog(log, CI_JOB_LOG_CHARS).text.length));
  const shares = fairShares(full, CI_LOG_CHARS);

  const failedJobs: FailedJob[] = fetched.map((job, i) => {
    const log = logs[i];
    const common = {
      id: job.id,
      name: sanitizeLine(job.name),
      url: job.html_url ?? "",
      conclusion: job.conclusion ?? "failure",
      failedSteps: (job.steps ?? [])
        .filter((s) => FAILED.has(s.conclusion ?? ""))
        .map((s) => sanitizeLine(s.name)),
    };
    if (log === undefined || log instanceof Error)
      return { ...common, excerpt: "", totalLines: 0, shownLines: 0, logError: log?.message ?? "no log" };
    const excerpt = excerptLog(log, shares[i] ?? 0);
    return {
      ...common,
      excerpt: excerpt.text,
      totalLines: excerpt.totalLines,
      shownLines: excerpt.shownLines,
    };
  });

  return {
    runId: run.id,
    workflowName: sanitizeLine(run.name ?? trigger.workflowName),
    workflowPath: sanitizeLine(run.path),
    url: run.html_url,
    event: run.event,
    headBranch: sanitizeLine(run.head_branch ?? trigger.headBranch),
    headSha: run.head_sha,
    attempt: run.run_attempt ?? 1,
    jobs: failedJobs,
    moreFailedJobs: failed.slice(CI_MAX_JOBS).map((job) => sanitizeLine(job.name)),
  };
}
