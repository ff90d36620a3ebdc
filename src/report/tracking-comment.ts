// The tracking comment's body for any phase of a run: "working…" with the checklist, the current step
// and the tool calls so far, then the final report. Always within GitHub's comment limit. Post it
// through finalizeForGitHub (which redacts), and pass `redact` here too so secrets are masked before
// escaping and trimming could hide them from the redactor.
import { COMMENT_CAPS } from "./caps";
import { renderReport } from "./compose";
import { COMMENT_LIMIT } from "./limits";
import { findMarker } from "./marker";
import { defaultAllowedHosts, redactState } from "./prepare";
import type { Redactor } from "./redact";
import type { RunState } from "./state";

export interface TrackingCommentOptions {
  /** From trackingMarker(key). */
  marker: string;
  /** Hosts model-written links may point to; default github.com and the hosts of the run's links. */
  allowedHosts?: readonly string[];
  /** Applied to every string of the state before rendering. */
  redact?: Redactor;
}

export function renderTrackingComment(state: RunState, options: TrackingCommentOptions): string {
  if (findMarker(options.marker) === undefined || options.marker.includes("\n"))
    throw new Error(
      `Invalid tracking marker ${JSON.stringify(options.marker.slice(0, 200))}: expected the string trackingMarker(key) returns.`,
    );
  const prepared = options.redact === undefined ? state : redactState(state, options.redact);
  return renderReport(prepared, {
    surface: "comment",
    limit: COMMENT_LIMIT,
    caps: COMMENT_CAPS,
    allowedHosts: options.allowedHosts ?? defaultAllowedHosts(prepared),
    marker: options.marker,
  });
}
