// What the model is told about the task, gathered from GitHub. Every text field here is untrusted data
// (already sanitised: hidden Markdown removed, invisible characters removed or shown); only the
// trigger's request or the `prompt` input is an instruction, and it lives in the Trigger, not here.

export interface ThreadComment {
  id: number;
  author: string;
  createdAt: string;
  updatedAt: string;
  /** Sanitised Markdown. */
  body: string;
  /** The comment that started this run. */
  isTrigger: boolean;
}

export interface ReviewThreadComment extends ThreadComment {
  path: string;
  line?: number;
  startLine?: number;
  side?: string;
  inReplyTo?: number;
  /** The diff lines the comment sits on; kept for the triggering comment's thread only. */
  diffHunk?: string;
}

export interface ChangedFile {
  path: string;
  previousPath?: string;
  status: string;
  additions: number;
  deletions: number;
  /** GitHub leaves the patch out for binary files and very large diffs. */
  hasPatch: boolean;
}

export interface DiffPart {
  path: string;
  /** The file's patch, whole or cut at a line boundary. */
  text: string;
  totalLines: number;
  /** Lines of the patch left out at the end (0 when whole). */
  cutLines: number;
}

export interface PullDiff {
  parts: DiffPart[];
  /** Files whose diff is not shown at all, with why. */
  leftOut: { path: string; reason: string }[];
  /** Characters of patch text GitHub returned, and how many are shown. */
  totalChars: number;
  shownChars: number;
  budget: number;
}

export interface PullRequestContext {
  number: number;
  headRef: string;
  headSha: string;
  /** owner/name of the head repository; null when the fork was deleted. */
  headRepository: string | null;
  baseRef: string;
  baseSha: string;
  baseRepository: string;
  /** The head lives in another repository (a fork, or a deleted one): never pushed to. */
  isFork: boolean;
  draft: boolean;
  state: string;
  /** Every changed file GitHub lists (paginated; GitHub lists at most 3,000). */
  files: ChangedFile[];
  /** The pull request's own count of changed files. */
  changedFiles: number;
  /** True when GitHub's 3,000-file cap left files out of `files`. */
  filesCapped: boolean;
  diff: PullDiff;
  /**
   * Each file's whole patch as GitHub lists it (attacker-controlled, never shown to the model): the
   * review's inline comments are checked against its hunks.
   */
  patches: { path: string; patch?: string }[];
}

export interface Subject {
  kind: "issue" | "pull_request";
  number: number;
  /** Sanitised, one line. */
  title: string;
  /** Sanitised Markdown. */
  body: string;
  author: string;
  state: string;
  labels: string[];
  url: string;
  /** The title or body changed after the trigger; the version delivered with the event is shown. */
  editedAfterTrigger: boolean;
}

export interface FailedJob {
  id: number;
  name: string;
  url: string;
  conclusion: string;
  failedSteps: string[];
  /** The trimmed log (timestamps and colour codes removed); "" when the log could not be had. */
  excerpt: string;
  totalLines: number;
  shownLines: number;
  /** Why the log is missing (expired, not found, an API failure). */
  logError?: string;
}

export interface CiFailureContext {
  runId: number;
  workflowName: string;
  /** The workflow file, e.g. .github/workflows/ci.yml. */
  workflowPath: string;
  url: string;
  event: string;
  headBranch: string;
  headSha: string;
  attempt: number;
  /** Failed jobs with their log excerpts (at most CI_MAX_JOBS). */
  jobs: FailedJob[];
  /** Names of further failed jobs whose logs were not downloaded. */
  moreFailedJobs: string[];
}

export interface TaskContext {
  /** owner/name */
  repository: string;
  /** When the context was gathered. */
  gatheredAt: string;
  /** The trigger time: comments created or edited after it are left out. */
  cutoff: string;
  /** The issue or pull request the run is about; absent for automation and CI fix-ups. */
  subject?: Subject;
  /** The issue or pull request conversation, oldest first, every page of it. */
  comments: ThreadComment[];
  /** Inline review comments with their file and line (pull requests). */
  reviewComments: ReviewThreadComment[];
  pullRequest?: PullRequestContext;
  ciFailure?: CiFailureContext;
  /** What was left out and why, for the model and the log. */
  notes: string[];
}
