// The transcript artifact's name: steward-transcript-<run id>-<attempt>[-<job>], unique per job attempt
// except for the legs of a matrix job, which share the job id: the uploader then adds -2, -3, … for the
// later legs. Kept apart from the uploader so naming it loads nothing heavy.

/** Characters the results service refuses in artifact names. */
const FORBIDDEN = /["':<>|*?\\/\r\n]/g;

export function transcriptArtifactName(runId: string, attempt: string, job: string): string {
  return ["steward-transcript", runId, attempt, job]
    .filter((part) => part !== "")
    .join("-")
    .replace(FORBIDDEN, "_");
}
