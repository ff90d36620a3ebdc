// How much of each kind of data goes into the first message, in characters (about 4 per token).
//
// The first message should leave most of the model's window (200k tokens) for the work itself, and the
// agent can read anything else it needs from the checkout (`git diff`, the files, the logs it reruns).
// The worst case of all parts together is about 150,000 characters, near 38k tokens; a typical issue or
// pull request uses a small fraction of it, and a typical pull request's diff fits whole.

/** An issue's or pull request's description. GitHub allows 65,536; long ones are mostly logs. */
export const BODY_CHARS = 15_000;
/** One comment. */
export const COMMENT_CHARS = 6_000;
/** The conversation; when it does not fit, the most recent comments are kept. */
export const THREAD_CHARS = 30_000;
/** Review comments together (each also within COMMENT_CHARS). */
export const REVIEW_COMMENTS_CHARS = 15_000;
/** The list of changed paths: all of them when they fit (about 400 files), else grouped by folder. */
export const PATH_LIST_CHARS = 20_000;
/**
 * The diff built from the files' patches. 60,000 characters (~15k tokens) covers the great majority of
 * pull requests whole; beyond it, small files stay whole and big ones are cut to fair shares.
 */
export const DIFF_CHARS = 60_000;
/** A file's diff is never cut below this; files beyond the budget at this size are left out instead. */
export const DIFF_MIN_SHARE = 1_200;
/** Failed jobs' log excerpts together, and one job's at most. */
export const CI_LOG_CHARS = 30_000;
export const CI_JOB_LOG_CHARS = 12_000;
/** Failed jobs whose logs are downloaded; more are listed by name only. */
export const CI_MAX_JOBS = 6;
/** One log line; minified bundles and base64 blobs print very long lines. */
export const LOG_LINE_CHARS = 400;
/** Lines kept before and after a line that looks like the failure, and at the end of the log. */
export const LOG_CONTEXT_BEFORE = 6;
export const LOG_CONTEXT_AFTER = 12;
export const LOG_TAIL_LINES = 40;
