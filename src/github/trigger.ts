// From the webhook payload to a Trigger, or a reason not to run. The payload is attacker-influenced
// text wrapped in GitHub's structure: each event's fields are read through a small schema, and anything
// missing or of the wrong shape is a skip with a reason, never a crash. Only what happened when the
// event fired counts: edited and deleted comments never start or change a run.
import * as z from "zod/mini";
import type { Settings } from "../settings";
import type { Result } from "../types/result";
import { sanitizeMarkdown } from "./context/sanitize";
import { findMention } from "./mention";
import type { RepoRef, Trigger, TriggerResult } from "./trigger-types";

export interface TriggerEnvironment {
  /** GITHUB_REPOSITORY (owner/name): the repository when the payload has none (schedule). */
  repository: string;
  /** GITHUB_ACTOR */
  actor: string;
  /** GITHUB_TRIGGERING_ACTOR */
  triggeringActor: string;
  /** The clock, for events whose payload carries no time (schedule, dispatch). */
  now?: () => Date;
}

const SUPPORTED =
  "steward starts on issue_comment.created, pull_request_review_comment.created, " +
  "pull_request_review.submitted, issues.opened/labeled/assigned, pull_request.opened/synchronize/" +
  "reopened/ready_for_review (with a prompt) and labeled/assigned, workflow_run.completed (failure), " +
  "schedule, workflow_dispatch and repository_dispatch (with a prompt)";

// ---- the parts of payloads steward reads ----

const login = z.string().check(z.minLength(1));
const User = z.object({ login, type: z.optional(z.string()) });
const Repository = z.object({ full_name: z.string().check(z.regex(/^[^/\s]+\/[^/\s]+$/)) });
const timestamp = z.string().check(z.refine((s) => !Number.isNaN(Date.parse(s)), "not a date"));
const IssueRef = z.object({
  number: z.number(),
  title: z.optional(z.string()),
  body: z.nullish(z.string()),
  user: z.optional(User),
  created_at: z.optional(timestamp),
  updated_at: z.optional(timestamp),
  pull_request: z.nullish(z.object({})),
});
const Label = z.object({ name: z.string() });
const PullRef = z.object({
  number: z.number(),
  title: z.optional(z.string()),
  body: z.nullish(z.string()),
});

const IssueCommentEvent = z.object({
  issue: IssueRef,
  comment: z.object({ id: z.number(), body: z.nullish(z.string()), user: User, created_at: timestamp }),
});
const ReviewCommentEvent = z.object({
  pull_request: PullRef,
  comment: z.object({
    id: z.number(),
    body: z.nullish(z.string()),
    user: User,
    created_at: timestamp,
    path: z.string(),
    line: z.nullish(z.number()),
    original_line: z.nullish(z.number()),
  }),
});
const ReviewEvent = z.object({
  pull_request: PullRef,
  review: z.object({ id: z.number(), body: z.nullish(z.string()), user: User, submitted_at: timestamp }),
});
const IssuesEvent = z.object({
  issue: IssueRef,
  sender: User,
  label: z.optional(Label),
  assignee: z.nullish(User),
});
const PullRequestEvent = z.object({
  pull_request: z.extend(PullRef, { updated_at: timestamp }),
  sender: User,
  label: z.optional(Label),
  assignee: z.nullish(User),
});
const WorkflowRunEvent = z.object({
  workflow_run: z.object({
    id: z.number(),
    name: z.nullish(z.string()),
    conclusion: z.nullable(z.string()),
    head_branch: z.nullable(z.string()),
    head_sha: z.string(),
    head_repository: z.nullish(Repository),
    updated_at: timestamp,
    actor: z.nullish(User),
    triggering_actor: z.nullish(User),
  }),
});
const Envelope = z.object({
  action: z.optional(z.string()),
  repository: z.nullish(Repository),
  sender: z.nullish(User),
});

// ---- helpers ----

const skip = (reason: string): TriggerResult => ({ ok: false, error: reason });
const unsupported = (name: string, why: string): TriggerResult => skip(`unsupported event ${name}: ${why}`);

function parse<T>(schema: z.ZodMiniType<T>, payload: unknown, name: string): Result<T> {
  const result = z.safeParse(schema, payload);
  if (result.success) return { ok: true, value: result.data };
  const problems = result.error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join(".") || "(payload)"}: ${issue.message}`)
    .join("; ");
  return { ok: false, error: `the ${name} payload is malformed (${problems})` };
}

const isBot = (user: { login: string; type?: string | undefined }) =>
  user.type === "Bot" || user.login.endsWith("[bot]");

function splitRepository(full: string): RepoRef | undefined {
  const [owner, repo, ...rest] = full.split("/");
  if (owner === undefined || owner === "" || repo === undefined || repo === "" || rest.length > 0)
    return undefined;
  return { owner, repo };
}

/** The title and body as delivered with the event, when the payload has them. */
function snapshotOf(subject: { title?: string | undefined; body?: string | null | undefined }) {
  return subject.title === undefined ? {} : { snapshot: { title: subject.title, body: subject.body ?? "" } };
}

const sameName = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

interface Parsed {
  name: string;
  action: string | undefined;
  repo: RepoRef;
  sender: { login: string; type?: string | undefined } | undefined;
}

// ---- per event ----

function fromIssueComment(payload: unknown, settings: Settings, base: Parsed): TriggerResult {
  const parsed = parse(IssueCommentEvent, payload, base.name);
  if (!parsed.ok) return parsed;
  const event = parsed.value;
  const { issue, comment } = event;
  const mention = findMention(comment.body ?? "", settings.triggerPhrase);
  if (mention === undefined)
    return skip(
      `comment ${String(comment.id)} on #${String(issue.number)} does not mention ${settings.triggerPhrase}`,
    );
  return ok({
    kind: "mention",
    source: "issue_comment",
    repo: base.repo,
    actor: comment.user.login,
    actorIsBot: isBot(comment.user),
    at: comment.created_at,
    number: issue.number,
    isPullRequest: issue.pull_request !== undefined && issue.pull_request !== null,
    request: mention.request,
    commentId: comment.id,
    ...snapshotOf(issue),
  });
}

function fromReviewComment(payload: unknown, settings: Settings, base: Parsed): TriggerResult {
  const parsed = parse(ReviewCommentEvent, payload, base.name);
  if (!parsed.ok) return parsed;
  const event = parsed.value;
  const { pull_request: pull, comment } = event;
  const mention = findMention(comment.body ?? "", settings.triggerPhrase);
  if (mention === undefined)
    return skip(
      `review comment ${String(comment.id)} on #${String(pull.number)} does not mention ${settings.triggerPhrase}`,
    );
  const line = comment.line ?? comment.original_line;
  return ok({
    kind: "mention",
    source: "pull_request_review_comment",
    repo: base.repo,
    actor: comment.user.login,
    actorIsBot: isBot(comment.user),
    at: comment.created_at,
    number: pull.number,
    isPullRequest: true,
    request: mention.request,
    reviewCommentId: comment.id,
    ...snapshotOf(pull),
    path: comment.path,
    ...(line === null || line === undefined ? {} : { line }),
  });
}

function fromReview(payload: unknown, settings: Settings, base: Parsed): TriggerResult {
  const parsed = parse(ReviewEvent, payload, base.name);
  if (!parsed.ok) return parsed;
  const event = parsed.value;
  const { pull_request: pull, review } = event;
  const mention = findMention(review.body ?? "", settings.triggerPhrase);
  if (mention === undefined)
    return skip(
      `review ${String(review.id)} on #${String(pull.number)} does not mention ${settings.triggerPhrase}`,
    );
  return ok({
    kind: "mention",
    source: "pull_request_review",
    repo: base.repo,
    actor: review.user.login,
    actorIsBot: isBot(review.user),
    at: review.submitted_at,
    number: pull.number,
    isPullRequest: true,
    request: mention.request,
    reviewId: review.id,
    ...snapshotOf(pull),
  });
}

function fromIssues(payload: unknown, settings: Settings, base: Parsed): TriggerResult {
  const parsed = parse(IssuesEvent, payload, base.name);
  if (!parsed.ok) return parsed;
  const event = parsed.value;
  const { issue, sender } = event;
  const number = issue.number;
  const isPullRequest = issue.pull_request !== undefined && issue.pull_request !== null;
  const common = { repo: base.repo, number, isPullRequest, ...snapshotOf(issue) };
  switch (base.action) {
    case "opened": {
      if (issue.user === undefined || issue.created_at === undefined)
        return skip(`the ${base.name} payload is malformed (issue.user or issue.created_at missing)`);
      const phrase = settings.triggerPhrase;
      const inTitle = findMention(issue.title ?? "", phrase);
      const inBody = inTitle === undefined ? findMention(issue.body ?? "", phrase) : undefined;
      if (inTitle === undefined && inBody === undefined)
        return skip(`issue #${String(number)} does not mention ${phrase} in its title or body`);
      const request =
        inTitle === undefined
          ? (inBody?.request ?? "")
          : [inTitle.request, sanitizeMarkdown(issue.body ?? "")].filter((part) => part !== "").join("\n\n");
      return ok({
        kind: "mention",
        source: "issue_opened",
        ...common,
        actor: issue.user.login,
        actorIsBot: isBot(issue.user),
        at: issue.created_at,
        request,
      });
    }
    case "labeled":
      return labeled(settings, base, common, sender, event.label, issue.updated_at);
    case "assigned":
      return assigned(settings, base, common, sender, event.assignee, issue.updated_at);
    default:
      return unsupported(
        base.name,
        `only issues.opened (with ${settings.triggerPhrase}), labeled and assigned start a run`,
      );
  }
}

type Subject = {
  repo: RepoRef;
  number: number;
  isPullRequest: boolean;
  snapshot?: { title: string; body: string };
};
type Sender = { login: string; type?: string | undefined };

function labeled(
  settings: Settings,
  base: Parsed,
  subject: Subject,
  sender: Sender,
  label: { name: string } | undefined,
  at: string | undefined,
): TriggerResult {
  if (settings.labelTrigger === undefined)
    return skip(`${base.name}: the label-trigger input is not set, so labels start no run`);
  if (label === undefined || at === undefined)
    return skip(`the ${base.name} payload is malformed (label or updated_at missing)`);
  if (!sameName(label.name, settings.labelTrigger))
    return skip(`label '${label.name}' is not the label-trigger '${settings.labelTrigger}'`);
  return ok({
    kind: "label",
    ...subject,
    actor: sender.login,
    actorIsBot: isBot(sender),
    at,
    label: label.name,
  });
}

function assigned(
  settings: Settings,
  base: Parsed,
  subject: Subject,
  sender: Sender,
  assignee: { login: string } | null | undefined,
  at: string | undefined,
): TriggerResult {
  if (settings.assigneeTrigger === undefined)
    return skip(`${base.name}: the assignee-trigger input is not set, so assignments start no run`);
  if (assignee === undefined || assignee === null || at === undefined)
    return skip(`the ${base.name} payload is malformed (assignee or updated_at missing)`);
  if (!sameName(assignee.login, settings.assigneeTrigger))
    return skip(`assignee '${assignee.login}' is not the assignee-trigger '${settings.assigneeTrigger}'`);
  return ok({
    kind: "assignment",
    ...subject,
    actor: sender.login,
    actorIsBot: isBot(sender),
    at,
    assignee: assignee.login,
  });
}

const REVIEW_ACTIONS = ["opened", "synchronize", "reopened", "ready_for_review"] as const;
type ReviewAction = (typeof REVIEW_ACTIONS)[number];
const isReviewAction = (action: string | undefined): action is ReviewAction =>
  (REVIEW_ACTIONS as readonly (string | undefined)[]).includes(action);

function fromPullRequest(payload: unknown, settings: Settings, base: Parsed): TriggerResult {
  const action = base.action;
  if (!isReviewAction(action) && action !== "labeled" && action !== "assigned")
    return unsupported(
      base.name,
      `only pull_request.${REVIEW_ACTIONS.join("/")} (with a prompt), labeled and assigned start a run`,
    );
  const parsed = parse(PullRequestEvent, payload, base.name);
  if (!parsed.ok) return parsed;
  const event = parsed.value;
  const { pull_request: pull, sender } = event;
  const subject = { repo: base.repo, number: pull.number, isPullRequest: true, ...snapshotOf(pull) };
  if (action === "labeled") return labeled(settings, base, subject, sender, event.label, pull.updated_at);
  if (action === "assigned")
    return assigned(settings, base, subject, sender, event.assignee, pull.updated_at);
  if (settings.prompt === undefined)
    return skip(`${base.name} needs the prompt input (the task for each pull request); none was given`);
  return ok({
    kind: "pull-request",
    action,
    repo: base.repo,
    actor: sender.login,
    actorIsBot: isBot(sender),
    at: pull.updated_at,
    number: pull.number,
    prompt: settings.prompt,
    ...snapshotOf(pull),
  });
}

function fromWorkflowRun(
  payload: unknown,
  settings: Settings,
  base: Parsed,
  env: TriggerEnvironment,
): TriggerResult {
  if (base.action !== "completed")
    return unsupported(base.name, "only completed workflow runs (conclusion failure) start a CI fix-up");
  const parsed = parse(WorkflowRunEvent, payload, base.name);
  if (!parsed.ok) return parsed;
  const event = parsed.value;
  const run = event.workflow_run;
  const label = `workflow run ${String(run.id)}${run.name ? ` (${run.name})` : ""}`;
  if (run.conclusion !== "failure")
    return skip(`${label} concluded '${run.conclusion ?? "none"}'; only failed runs start a CI fix-up`);
  if (run.head_repository === undefined || run.head_repository === null)
    return skip(`${label} has no head repository; the failing commit cannot be placed`);
  const baseRepository = `${base.repo.owner}/${base.repo.repo}`;
  if (!sameName(run.head_repository.full_name, baseRepository))
    return skip(
      `${label} ran on a fork (${run.head_repository.full_name}); fork runs never start a CI fix-up`,
    );
  if (run.head_branch === null || run.head_branch === "")
    return skip(`${label} has no head branch (a tag or a deleted branch); nothing to fix up`);
  // Who triggered the failing run (a re-run's triggering actor differs from the pusher). Payloads from
  // before GitHub added triggering_actor fall back to GITHUB_TRIGGERING_ACTOR, then to the run's actor.
  const fromEnv = env.triggeringActor === "" ? undefined : { login: env.triggeringActor };
  const actor = run.triggering_actor ?? fromEnv ?? run.actor;
  if (actor === undefined || actor === null)
    return skip(`the ${base.name} payload is malformed (no triggering_actor or actor)`);
  return ok({
    kind: "ci-fixup",
    repo: base.repo,
    actor: actor.login,
    actorIsBot: isBot(actor),
    at: run.updated_at,
    runId: run.id,
    workflowName: run.name ?? `run ${String(run.id)}`,
    headBranch: run.head_branch,
    headSha: run.head_sha,
    headRepository: run.head_repository.full_name,
    prompt: settings.prompt,
  });
}

function fromAutomation(
  event: "schedule" | "workflow_dispatch" | "repository_dispatch",
  settings: Settings,
  base: Parsed,
  env: TriggerEnvironment,
): TriggerResult {
  if (settings.prompt === undefined)
    return skip(`${base.name} runs need the prompt input (the task to do); none was given`);
  const actor = base.sender ?? { login: env.actor };
  if (actor.login === "") return skip(`${base.name}: no actor (GITHUB_ACTOR is empty)`);
  return ok({
    kind: "automation",
    event,
    repo: base.repo,
    actor: actor.login,
    actorIsBot: isBot(actor),
    at: (env.now ?? (() => new Date()))().toISOString(),
    prompt: settings.prompt,
  });
}

function ok(trigger: Trigger): TriggerResult {
  return { ok: true, value: trigger };
}

/** The repository the event is about: the payload's, which must agree with GITHUB_REPOSITORY. */
function repositoryOf(
  payload: z.infer<typeof Envelope>,
  env: TriggerEnvironment,
  name: string,
): Result<RepoRef> {
  const fromEnv = splitRepository(env.repository);
  const fromPayload = payload.repository?.full_name;
  if (fromPayload !== undefined && fromEnv !== undefined && !sameName(fromPayload, env.repository))
    return {
      ok: false,
      error: `the ${name} payload is about ${fromPayload}, but GITHUB_REPOSITORY is ${env.repository}`,
    };
  const repo = fromEnv ?? (fromPayload === undefined ? undefined : splitRepository(fromPayload));
  if (repo !== undefined) return { ok: true, value: repo };
  return {
    ok: false,
    error: `no repository: GITHUB_REPOSITORY is '${env.repository}' and the ${name} payload names none`,
  };
}

export function detectTrigger(
  eventName: string,
  payload: unknown,
  settings: Settings,
  env: TriggerEnvironment,
): TriggerResult {
  try {
    if (typeof payload !== "object" || payload === null || Array.isArray(payload))
      return skip(`the ${eventName} payload is not a JSON object`);
    const parsed = parse(Envelope, payload, eventName);
    if (!parsed.ok) return parsed;
    const envelope = parsed.value;
    const action = envelope.action;
    const name = action === undefined ? eventName : `${eventName}.${action}`;
    const repository = repositoryOf(envelope, env, name);
    if (!repository.ok) return repository;
    const base: Parsed = { name, action, repo: repository.value, sender: envelope.sender ?? undefined };

    switch (eventName) {
      case "issue_comment":
        return action === "created"
          ? fromIssueComment(payload, settings, base)
          : unsupported(name, "only new comments start a run; edited and deleted comments never do");
      case "pull_request_review_comment":
        return action === "created"
          ? fromReviewComment(payload, settings, base)
          : unsupported(name, "only new review comments start a run; edited and deleted ones never do");
      case "pull_request_review":
        return action === "submitted"
          ? fromReview(payload, settings, base)
          : unsupported(name, "only submitted reviews start a run");
      case "issues":
        return fromIssues(payload, settings, base);
      case "pull_request":
        return fromPullRequest(payload, settings, base);
      case "workflow_run":
        return fromWorkflowRun(payload, settings, base, env);
      case "schedule":
      case "workflow_dispatch":
      case "repository_dispatch":
        return fromAutomation(eventName, settings, base, env);
      default:
        return unsupported(name, SUPPORTED);
    }
  } catch (error) {
    // Nothing above should throw; if it does, the payload was stranger than the schemas allow for.
    return skip(`the ${eventName} payload could not be read: ${(error as Error).message}`);
  }
}
