// What started a run, as a discriminated union: every later step (authorization, context, checkout,
// publishing) switches on `kind`. Produced from the webhook payload by detectTrigger (trigger.ts).
import type { Result } from "../types/result";

export interface RepoRef {
  owner: string;
  repo: string;
}

interface Common {
  repo: RepoRef;
  /** The login whose permission decides whether the run may go ahead. */
  actor: string;
  /**
   * The payload says the actor is a bot (user type "Bot"). Most bot logins end in "[bot]", but not all
   * (Copilot's does not), so authorization looks at both.
   */
  actorIsBot?: boolean;
  /** When the triggering event happened (ISO); later edits and comments are left out of the context. */
  at: string;
  /**
   * The or pull request's title and body as the event delivered them. The context shows this
   * version: an edit made after the trigger must not change what the agent is told.
   */
  snapshot?: { title: string; body: string };
}

export type Trigger =
  | (Common & {
      kind: "mention";
      source: "issue_comment" | "pull_request_review_comment" | "pull_request_review" | "issue_opened";
      number: number;
      isPullRequest: boolean;
      /** The text after the trigger phrase: the instruction. */
      request: string;
      /** The comment (issue comment or review comment) or review the phrase was in. */
      commentId?: number;
      reviewCommentId?: number;
      reviewId?: number;
      /** For a review comment: where in the diff it sits. */
      path?: string;
      line?: number;
    })
  | (Common & { kind: "label"; number: number; isPullRequest: boolean; label: string })
  | (Common & { kind: "assignment"; number: number; isPullRequest: boolean; assignee: string })
  | (Common & {
      kind: "automation";
      event: "schedule" | "workflow_dispatch" | "repository_dispatch";
      prompt: string;
    })
  | (Common & {
      kind: "ci-fixup";
      runId: number;
      workflowName: string;
      headBranch: string;
      headSha: string;
      /** owner/name of the repository the failing commit lives in (a fork's differs). */
      headRepository: string;
      /** The `prompt` input, added to the built-in task. */
      prompt: string | undefined;
    })
  | (Common & {
      kind: "pull-request";
      action: "opened" | "synchronize" | "reopened" | "ready_for_review";
      number: number;
      prompt: string;
    });

export type TriggerKind = Trigger["kind"];

/** The run's trigger, or why this event starts no run (a skip, said in the log). */
export type TriggerResult = Result<Trigger>;
