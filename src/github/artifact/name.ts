// The transcript artifact's name: steward-transcript-<run id>-<attempt>[-<job>][-<job run>]. Names are
// unique per workflow run, and the legs of a matrix job share the run, the attempt and the job id — so a
// second leg's upload was refused (409). The job run's own id, from the runtime token (token.ts), tells
// the legs apart, as `${{ matrix.* }}` in the name does for actions/upload-artifact users (the matrix
// itself is not visible to an action). The uploader still takes the next free suffix if a name is taken.
// Kept apart from the uploader so naming it loads nothing heavy.

/** Characters the results service refuses in artifact names. */
const FORBIDDEN = /["':<>|*?\\/\r\n]/g;

export function transcriptArtifactName(runId: string, attempt: string, job: string, jobRun = ""): string {
  return ["steward-transcript", runId, attempt, job, jobRun]
    .filter((part) => part !== "")
    .join("-")
    .replace(FORBIDDEN, "_");
}
