// What the rest of steward uses from src/report/: pure functions from run state and model text to
// markdown. Nothing here posts, reads the environment or touches the file system.
export { finalizeForGitHub, finalizeModelMarkdown, type FinalizeOptions } from "./finalize";
export { COMMENT_LIMIT, STEP_SUMMARY_LIMIT, type SizeLimit } from "./limits";
export { defuseActions, inertLine, inertText, stripControls } from "./inert-text";
export { findMarker, trackingMarker } from "./marker";
export {
  createRedactor,
  createSecretFinder,
  redactorOf,
  type Redactor,
  type RuleSpan,
  type SecretFinder,
  type ShapeScanner,
} from "./redact";
export { loadSecretlintScanner } from "./secrets/secretlint";
export { sanitizeModelMarkdown, type SanitizeOptions } from "./sanitize";
export { renderStepSummary, type StepSummaryOptions } from "./step-summary";
export { renderTrackingComment, type TrackingCommentOptions } from "./tracking-comment";
export type * from "./state";
export {
  type FoldedComment,
  renderReviewBody,
  renderReviewCommentBody,
  type ReviewCommentText,
} from "./review";
