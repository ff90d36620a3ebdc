// Webhook payloads for the runner simulation: real examples from @octokit/webhooks-examples, deep-
// copied and pointed at the test's repository, with small named builders for the variants steward
// meets. A builder changes only what its name says; everything else stays as GitHub sent it.
import { createRequire } from "node:module";
import type { WebhookDefinition } from "@octokit/webhooks-examples";
import type {
  IssueCommentCreatedEvent,
  IssuesAssignedEvent,
  IssuesLabeledEvent,
  IssuesOpenedEvent,
  PullRequestOpenedEvent,
  PullRequestReviewCommentCreatedEvent,
  PullRequestReviewSubmittedEvent,
  RepositoryDispatchEvent,
  WebhookEventMap,
  WebhookEventName,
  WorkflowDispatchEvent,
  WorkflowRunCompletedEvent,
} from "@octokit/webhooks-types";

const definitions = createRequire(import.meta.url)("@octokit/webhooks-examples") as WebhookDefinition[];

/** A deep copy of a real example payload for this event (and action, when given). */
export function webhookExample<E extends WebhookEventName>(event: E, action?: string): WebhookEventMap[E] {
  const definition = definitions.find((d) => d.name === event);
  const example = definition?.examples.find(
    (e) => action === undefined || (e as { action?: string }).action === action,
  );
  if (example === undefined)
    throw new Error(`no example payload for ${event}${action === undefined ? "" : `.${action}`}`);
  // The union of every payload type is too large for tsc without this assertion, while the linter's
  // view of the same type is degraded enough to call it unnecessary.
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion
  return structuredClone(example) as WebhookEventMap[E];
}

export interface Target {
  /** owner/name */
  repository: string;
  /** GITHUB_SERVER_URL of the simulation (the git remote). */
  serverUrl: string;
  apiUrl: string;
  defaultBranch?: string;
}

type RepositoryLike = { full_name: string; name: string; owner: { login: string }; [key: string]: unknown };

function retarget(repository: RepositoryLike, target: Target): void {
  const [owner = "", name = ""] = target.repository.split("/");
  repository.full_name = target.repository;
  repository.name = name;
  repository.owner.login = owner;
  repository["html_url"] = `${target.serverUrl}/${target.repository}`;
  repository["clone_url"] = `${target.serverUrl}/${target.repository}.git`;
  repository["url"] = `${target.apiUrl}/repos/${target.repository}`;
  repository["default_branch"] = target.defaultBranch ?? "main";
  repository["private"] = false;
}

function user(login: string, type: "User" | "Bot" = login.endsWith("[bot]") ? "Bot" : "User") {
  return { login, type };
}

function setUser(into: { login: string; type: string }, login: string): void {
  Object.assign(into, user(login));
}

const iso = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, "Z");

export function issueCommentCreated(
  target: Target,
  options: {
    issueNumber: number;
    commentId: number;
    body: string;
    user: string;
    onPullRequest?: boolean;
    createdAt?: number;
  },
): IssueCommentCreatedEvent {
  const payload = webhookExample("issue_comment", "created") as IssueCommentCreatedEvent;
  retarget(payload.repository as unknown as RepositoryLike, target);
  payload.issue.number = options.issueNumber;
  payload.issue.html_url = `${target.serverUrl}/${target.repository}/issues/${String(options.issueNumber)}`;
  if (options.onPullRequest === true) {
    payload.issue.pull_request = {
      url: `${target.apiUrl}/repos/${target.repository}/pulls/${String(options.issueNumber)}`,
      html_url: `${target.serverUrl}/${target.repository}/pull/${String(options.issueNumber)}`,
      diff_url: `${target.serverUrl}/${target.repository}/pull/${String(options.issueNumber)}.diff`,
      patch_url: `${target.serverUrl}/${target.repository}/pull/${String(options.issueNumber)}.patch`,
    };
  } else {
    delete (payload.issue as { pull_request?: unknown }).pull_request;
  }
  payload.comment.id = options.commentId;
  payload.comment.body = options.body;
  setUser(payload.comment.user, options.user);
  setUser(payload.sender, options.user);
  const at = iso(options.createdAt ?? Date.now());
  payload.comment.created_at = at;
  payload.comment.updated_at = at;
  return payload;
}

export function issuesOpened(
  target: Target,
  options: { number: number; title: string; body: string; user: string },
): IssuesOpenedEvent {
  const payload = webhookExample("issues", "opened") as IssuesOpenedEvent;
  retarget(payload.repository as unknown as RepositoryLike, target);
  Object.assign(payload.issue, { number: options.number, title: options.title, body: options.body });
  setUser(payload.issue.user, options.user);
  setUser(payload.sender, options.user);
  return payload;
}

export function issuesLabeled(
  target: Target,
  options: { number: number; label: string; sender: string; title?: string },
): IssuesLabeledEvent {
  const payload = webhookExample("issues", "labeled") as IssuesLabeledEvent;
  retarget(payload.repository as unknown as RepositoryLike, target);
  payload.issue.number = options.number;
  if (options.title !== undefined) payload.issue.title = options.title;
  if (payload.label !== undefined) payload.label.name = options.label;
  setUser(payload.sender, options.sender);
  return payload;
}

export function issuesAssigned(
  target: Target,
  options: { number: number; assignee: string; sender: string },
): IssuesAssignedEvent {
  const payload = webhookExample("issues", "assigned") as IssuesAssignedEvent;
  retarget(payload.repository as unknown as RepositoryLike, target);
  payload.issue.number = options.number;
  if (payload.assignee !== null && payload.assignee !== undefined)
    setUser(payload.assignee, options.assignee);
  setUser(payload.sender, options.sender);
  return payload;
}

export function pullRequestOpened(
  target: Target,
  options: {
    number: number;
    headRef: string;
    headSha: string;
    baseRef?: string;
    user: string;
    headRepository?: string;
  },
): PullRequestOpenedEvent {
  const payload = webhookExample("pull_request", "opened") as PullRequestOpenedEvent;
  retarget(payload.repository as unknown as RepositoryLike, target);
  payload.number = options.number;
  payload.pull_request.number = options.number;
  payload.pull_request.head.ref = options.headRef;
  payload.pull_request.head.sha = options.headSha;
  payload.pull_request.base.ref = options.baseRef ?? target.defaultBranch ?? "main";
  retarget(payload.pull_request.base.repo as unknown as RepositoryLike, target);
  retarget(payload.pull_request.head.repo as unknown as RepositoryLike, {
    ...target,
    repository: options.headRepository ?? target.repository,
  });
  setUser(payload.pull_request.user, options.user);
  setUser(payload.sender, options.user);
  return payload;
}

export function pullRequestReviewCommentCreated(
  target: Target,
  options: {
    number: number;
    commentId: number;
    body: string;
    user: string;
    path: string;
    line: number;
    headRef: string;
  },
): PullRequestReviewCommentCreatedEvent {
  const payload = webhookExample(
    "pull_request_review_comment",
    "created",
  ) as PullRequestReviewCommentCreatedEvent;
  retarget(payload.repository as unknown as RepositoryLike, target);
  payload.pull_request.number = options.number;
  payload.pull_request.head.ref = options.headRef;
  Object.assign(payload.comment, {
    id: options.commentId,
    body: options.body,
    path: options.path,
    line: options.line,
  });
  setUser(payload.comment.user, options.user);
  setUser(payload.sender, options.user);
  return payload;
}

export function pullRequestReviewSubmitted(
  target: Target,
  options: { number: number; reviewId: number; body: string; user: string },
): PullRequestReviewSubmittedEvent {
  const payload = webhookExample("pull_request_review", "submitted") as PullRequestReviewSubmittedEvent;
  retarget(payload.repository as unknown as RepositoryLike, target);
  payload.pull_request.number = options.number;
  Object.assign(payload.review, { id: options.reviewId, body: options.body });
  setUser(payload.review.user, options.user);
  setUser(payload.sender, options.user);
  return payload;
}

export function workflowRunCompleted(
  target: Target,
  options: {
    runId: number;
    conclusion: "failure" | "success" | "cancelled";
    headBranch: string;
    headSha: string;
    actor: string;
    headRepository?: string;
  },
): WorkflowRunCompletedEvent {
  const payload = webhookExample("workflow_run", "completed") as WorkflowRunCompletedEvent;
  retarget(payload.repository as unknown as RepositoryLike, target);
  const run = payload.workflow_run as unknown as Record<string, unknown> & {
    head_repository: RepositoryLike;
    repository: RepositoryLike;
    actor: { login: string; type: string };
    triggering_actor: { login: string; type: string };
  };
  Object.assign(run, {
    id: options.runId,
    conclusion: options.conclusion,
    status: "completed",
    head_branch: options.headBranch,
    head_sha: options.headSha,
  });
  retarget(run.repository, target);
  retarget(run.head_repository, { ...target, repository: options.headRepository ?? target.repository });
  // Older example payloads predate actor/triggering_actor; GitHub sends both today.
  run.actor ??= structuredClone(payload.sender) as { login: string; type: string };
  run.triggering_actor ??= structuredClone(payload.sender) as { login: string; type: string };
  setUser(run.actor, options.actor);
  setUser(run.triggering_actor, options.actor);
  setUser(payload.sender, options.actor);
  return payload;
}

export function workflowDispatch(
  target: Target,
  options: { ref?: string; inputs?: Record<string, string>; sender: string },
): WorkflowDispatchEvent {
  const payload = webhookExample("workflow_dispatch");
  retarget(payload.repository as unknown as RepositoryLike, target);
  payload.ref = options.ref ?? `refs/heads/${target.defaultBranch ?? "main"}`;
  payload.inputs = options.inputs ?? null;
  setUser(payload.sender, options.sender);
  return payload;
}

export function repositoryDispatch(
  target: Target,
  options: { action: string; clientPayload?: Record<string, unknown>; sender: string },
): RepositoryDispatchEvent {
  const payload = webhookExample("repository_dispatch");
  retarget(payload.repository as unknown as RepositoryLike, target);
  payload.action = options.action;
  payload.client_payload = options.clientPayload ?? {};
  setUser(payload.sender, options.sender);
  return payload;
}

/** The runner's payload for `schedule`: no repository, only the cron expression. */
export function schedulePayload(cron = "0 3 * * *"): { schedule: string } {
  return { schedule: cron };
}
