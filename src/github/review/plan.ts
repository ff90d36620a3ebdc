// Whether a run publishes a pull request review, decided before the agent starts (it decides which tools
// the model gets and what it is told): when the `publish` mode is review, or when the work is on a fork's
// pull request, where suggestions are how changes can be offered at all.
import { ReviewDraft, type ReviewHunk } from "../../tools/session/review";
import type { PublishMode } from "../../settings";
import type { TaskContext } from "../context";
import forkTemplate from "../prompts/fork-suggestions.txt";
import reviewTemplate from "../prompts/review-mode.txt";
import { fillTemplate } from "../context/template";
import type { Workspace } from "../workspace/index";
import { reviewableFiles } from "./hunks";

export interface ReviewPlan {
  /** review: the run reviews and does not edit; fork: edits become a patch and suggestions. */
  purpose: "review" | "fork";
  pullNumber: number;
  /** The head commit the model sees; the review is pinned to it. */
  headSha: string;
  files: ReadonlyMap<string, readonly ReviewHunk[]>;
  draft: ReviewDraft;
  /** Trusted guidance for the system prompt. */
  appendix: string;
}

export function planReview(
  mode: PublishMode,
  workspace: Pick<Workspace, "mode">,
  context: TaskContext,
): ReviewPlan | undefined {
  const pull = context.pullRequest;
  if (pull === undefined) return undefined;
  const purpose = mode === "review" ? "review" : workspace.mode === "fork-pull-request" ? "fork" : undefined;
  if (purpose === undefined) return undefined;
  const files = reviewableFiles(pull.patches);
  const template = purpose === "review" ? reviewTemplate : forkTemplate;
  return {
    purpose,
    pullNumber: pull.number,
    headSha: pull.headSha,
    files,
    draft: new ReviewDraft(files),
    appendix: fillTemplate(template, { number: String(pull.number) }).trim(),
  };
}
