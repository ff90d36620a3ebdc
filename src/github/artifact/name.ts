// The transcript artifact's name: steward-transcript-<run id>-<attempt>[-<job>], unique per job attempt
// (a matrix job's legs share the job id; their uploads then collide and the later one is refused, which
// the run reports without failing). Kept apart from the uploader so naming it loads nothing heavy.

/** Characters the results service refuses in artifact names. */
const FORBIDDEN = /["':<>|*?\\/\r\n]/g;

export function transcriptArtifactName(runId: string, attempt: string, job: string): string {
  return ["steward-transcript", runId, attempt, job]
    .filter((part) => part !== "")
    .join("-")
    .replace(FORBIDDEN, "_");
}
