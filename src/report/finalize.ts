// The one way out to GitHub: everything steward posts — comments, PR bodies, review bodies, commit
// messages, the step summary — goes through finalizeForGitHub, which redacts and then holds the text
// to the surface's size limit, so a caller can forget neither.
import { COMMENT_LIMIT, type SizeLimit } from "./limits";
import type { Redactor } from "./redact";
import { sanitizeModelMarkdown, type SanitizeOptions } from "./sanitize";
import { truncateMarkdown } from "./truncate";

export interface FinalizeOptions {
  /** Default: GitHub's comment limit (65,536 characters). Use STEP_SUMMARY_LIMIT for the summary. */
  limit?: SizeLimit;
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export function finalizeForGitHub(
  markdown: string,
  redactor: Redactor,
  options: FinalizeOptions = {},
): string {
  const limit = options.limit ?? COMMENT_LIMIT;
  // A lone surrogate is not valid Unicode (JSON bodies carry it as an escape GitHub may refuse); NUL
  // is not accepted in bodies either.
  const wellFormed = markdown.replace(LONE_SURROGATE, "\uFFFD").replace(/\0/g, "\uFFFD");
  return truncateMarkdown(
    redactor(wellFormed),
    limit,
    `✂️ **Truncated** to fit GitHub's ${limit.description}: the full text is in the job's step summary and the transcript artifact.`,
  );
}

/**
 * Model-authored markdown on its own (a pull request body from the model's summary, a review body):
 * redacted, sanitised (off-host links and images, HTML, mentions — see sanitize.ts), then finalised.
 * Redacting first keeps a secret from being escaped into a spelling the redactor might not match.
 */
export function finalizeModelMarkdown(
  markdown: string,
  redactor: Redactor,
  options: FinalizeOptions & SanitizeOptions,
): string {
  return finalizeForGitHub(sanitizeModelMarkdown(redactor(markdown), options), redactor, options);
}
