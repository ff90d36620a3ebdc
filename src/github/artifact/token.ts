// What the runtime token the runner gives an action says about the job: its `scp` claim names the run's
// and the job's backend ids (`Actions.Results:<run>:<job>`). The job id differs for every job run, so
// every leg of a matrix and every attempt has its own. Kept light: naming the artifact loads only this.
import { createHash } from "node:crypto";

export class ArtifactError extends Error {
  override name = "ArtifactError";
}

/** The run's and job's backend ids, from the token's `Actions.Results:<run>:<job>` scope. */
export function backendIds(token: string): { workflowRunBackendId: string; workflowJobRunBackendId: string } {
  const payload = token.split(".")[1];
  let claims: { scp?: unknown };
  try {
    claims = JSON.parse(Buffer.from(payload ?? "", "base64url").toString("utf8")) as { scp?: unknown };
  } catch {
    throw new ArtifactError("ACTIONS_RUNTIME_TOKEN is not a JWT; expected the token the runner provides.");
  }
  const scopes = typeof claims.scp === "string" ? claims.scp.split(" ") : [];
  for (const scope of scopes) {
    const [kind, run, job] = scope.split(":");
    if (kind === "Actions.Results" && run !== undefined && job !== undefined && run !== "" && job !== "")
      return { workflowRunBackendId: run, workflowJobRunBackendId: job };
  }
  throw new ArtifactError(
    "ACTIONS_RUNTIME_TOKEN carries no Actions.Results scope; expected the token the runner provides to actions.",
  );
}

/** A short id of this job run (8 hex digits of its backend id's hash); "" when the token has none. */
export function jobRunId(token: string): string {
  try {
    return createHash("sha256").update(backendIds(token).workflowJobRunBackendId).digest("hex").slice(0, 8);
  } catch {
    return "";
  }
}
