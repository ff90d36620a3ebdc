// The REST operations the fake implements, keyed by GitHub's operationId. Each answers with GitHub's
// status codes and error bodies for the cases steward meets (missing objects, 65,536-character bodies,
// review lines outside the diff, duplicate pull requests).
import { commentableLines } from "./diff-lines";
import { createRef, type GitBackend } from "./git-writes";
import * as objects from "./objects";
import type { Bases } from "./objects";
import type { FakeState, Reaction, RepoRecord, ReviewCommentRecord } from "./state";

export interface RouteContext {
  params: Record<string, string>;
  query: URLSearchParams;
  body: Record<string, unknown>;
  state: FakeState;
  bases: Bases;
  repo: RepoRecord | undefined;
  /** Login of the token's owner: what GitHub attributes writes to. */
  actor: string;
  /** The repositories' git directories, for writes (refs), when a git server is attached. */
  git?: GitBackend;
  /** Resolves a branch of a repository to its head commit (the real git remote), when one is attached. */
  resolveRef?: (repoFullName: string, ref: string) => Promise<string | undefined>;
}

export interface RouteResult {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** Items for a paginated list; the server slices them and writes the Link header. */
  paginate?: unknown[];
}

type Handler = (ctx: RouteContext) => RouteResult | Promise<RouteResult>;

const DOCS = "https://docs.github.com/rest";
export const MAX_COMMENT_BODY = 65_536;

export const notFound = (): RouteResult => ({
  status: 404,
  body: { message: "Not Found", documentation_url: DOCS, status: "404" },
});

const validationFailed = (
  resource: string,
  field: string,
  message: string,
  code = "custom",
): RouteResult => ({
  status: 422,
  body: {
    message: "Validation Failed",
    errors: [{ resource, code, field, message }],
    documentation_url: DOCS,
    status: "422",
  },
});

const unprocessable = (message: string): RouteResult => ({
  status: 422,
  body: { message, documentation_url: DOCS, status: "422" },
});

function tooLong(resource: string, body: unknown): RouteResult | undefined {
  if (typeof body === "string" && body.length > MAX_COMMENT_BODY)
    return validationFailed(
      resource,
      "body",
      `body is too long (maximum is ${String(MAX_COMMENT_BODY)} characters)`,
    );
  return undefined;
}

const number = (ctx: RouteContext, name: string) => Number(ctx.params[name]);

function repoOf(ctx: RouteContext): RepoRecord {
  if (ctx.repo === undefined) throw new Error("route needs a repository");
  return ctx.repo;
}

function pullOf(ctx: RouteContext) {
  const repo = repoOf(ctx);
  return ctx.state.pulls.find((p) => p.repoId === repo.id && p.number === number(ctx, "pull_number"));
}

function reaction(ctx: RouteContext, subject: string): RouteResult {
  const content = ctx.body["content"] as Reaction;
  const existing = ctx.state.reactions.find(
    (r) => r.subject === subject && r.user === ctx.actor && r.content === content,
  );
  const record = existing ?? {
    id: ctx.state.id(),
    subject,
    content,
    user: ctx.actor,
    createdAt: ctx.state.clock(),
  };
  if (existing === undefined) ctx.state.reactions.push(record);
  return {
    status: existing === undefined ? 201 : 200,
    body: {
      id: record.id,
      node_id: Buffer.from(`Reaction:${String(record.id)}`).toString("base64"),
      user: objects.simpleUser(ctx.state, record.user, ctx.bases),
      content: record.content,
      created_at: objects.iso(record.createdAt),
    },
  };
}

function issueCommentOf(ctx: RouteContext) {
  const repo = repoOf(ctx);
  return ctx.state.comments.find((c) => c.repoId === repo.id && c.id === number(ctx, "comment_id"));
}

function reviewCommentOf(ctx: RouteContext, id = number(ctx, "comment_id")) {
  const repo = repoOf(ctx);
  return ctx.state.reviewComments.find((c) => c.repoId === repo.id && c.id === id);
}

interface ReviewCommentInput {
  path?: string;
  body?: string;
  line?: number;
  position?: number;
  side?: "LEFT" | "RIGHT";
  start_line?: number;
  start_side?: "LEFT" | "RIGHT";
}

/** Validates one inline comment against the pull request's diff the way GitHub does. */
function placeComment(
  ctx: RouteContext,
  input: ReviewCommentInput,
  reviewId: number | null,
): ReviewCommentRecord | RouteResult {
  const repo = repoOf(ctx);
  const pull = pullOf(ctx);
  if (pull === undefined) return notFound();
  const file = pull.files.find((f) => f.filename === input.path);
  if (file === undefined) return unprocessable("Unprocessable Entity: path could not be resolved");
  const side = input.side ?? "RIGHT";
  if (input.line === undefined)
    return unprocessable("Unprocessable Entity: line must be given (position is closing down)");
  const lines = commentableLines(file.patch ?? "");
  if (
    !lines[side].has(input.line) ||
    (input.start_line !== undefined && !lines[input.start_side ?? side].has(input.start_line))
  )
    return validationFailed(
      "PullRequestReviewComment",
      "line",
      "pull_request_review_thread.line must be part of the diff",
    );
  if (input.start_line !== undefined && input.start_line >= input.line)
    return validationFailed("PullRequestReviewComment", "start_line", "start_line must precede line");
  const at = ctx.state.clock();
  const record: ReviewCommentRecord = {
    id: ctx.state.id(),
    repoId: repo.id,
    pullNumber: pull.number,
    reviewId,
    path: file.filename,
    line: input.line,
    side,
    body: input.body ?? "",
    user: ctx.actor,
    commitId: pull.head.sha,
    diffHunk: (file.patch ?? "").split("\n").slice(0, 4).join("\n"),
    createdAt: at,
    updatedAt: at,
  };
  if (input.start_line !== undefined) record.startLine = input.start_line;
  return record;
}

export const routes: Record<string, Handler> = {
  "git/create-ref": async (ctx) => {
    const repo = repoOf(ctx);
    const ref = String(ctx.body["ref"]);
    const sha = String(ctx.body["sha"]);
    if (!/^refs\/[^/]+\/.+/.test(ref))
      return unprocessable("Reference name must start with 'refs/' and have at least two slashes.");
    if (ctx.git === undefined) return unprocessable("fake GitHub has no repositories to write to");
    const created = await createRef(ctx.git.repoPath(repo.fullName), ref, sha);
    if (created === "no-object") return unprocessable("Object does not exist");
    if (created === "exists") return unprocessable("Reference already exists");
    const api = `${ctx.bases.api}/repos/${repo.fullName}`;
    return {
      status: 201,
      body: {
        ref,
        node_id: Buffer.from(`Ref:${repo.fullName}:${ref}`).toString("base64"),
        url: `${api}/git/${ref}`,
        object: { type: "commit", sha, url: `${api}/git/commits/${sha}` },
      },
    };
  },
  "repos/get": (ctx) => ({ status: 200, body: objects.fullRepository(ctx.state, repoOf(ctx), ctx.bases) }),

  "repos/get-collaborator-permission-level": (ctx) => {
    const repo = repoOf(ctx);
    const login = ctx.params["username"] ?? "";
    if (!ctx.state.hasUser(login)) return notFound();
    const role = ctx.state.permissionOf(repo, login);
    // The legacy `permission` field folds maintain into write and triage into read; role_name keeps them.
    const permission = role === "maintain" ? "write" : role === "triage" ? "read" : role;
    return {
      status: 200,
      body: {
        permission,
        role_name: role,
        user: { ...objects.simpleUser(ctx.state, login, ctx.bases), role_name: role },
      },
    };
  },

  "issues/get": (ctx) => {
    const record = ctx.state.issuesOf(repoOf(ctx)).get(number(ctx, "issue_number"));
    return record === undefined
      ? notFound()
      : { status: 200, body: objects.issue(ctx.state, record, ctx.bases) };
  },

  "issues/list-comments": (ctx) => {
    const repo = repoOf(ctx);
    const issueNumber = number(ctx, "issue_number");
    if (!ctx.state.issuesOf(repo).has(issueNumber)) return notFound();
    const since = ctx.query.get("since");
    const items = ctx.state.comments
      .filter((c) => c.repoId === repo.id && c.issueNumber === issueNumber)
      .filter((c) => since === null || c.updatedAt >= Date.parse(since))
      .sort((a, b) => a.createdAt - b.createdAt || a.id - b.id)
      .map((c) => objects.issueComment(ctx.state, c, ctx.bases));
    return { status: 200, paginate: items };
  },

  "issues/create-comment": (ctx) => {
    const repo = repoOf(ctx);
    const issueNumber = number(ctx, "issue_number");
    if (!ctx.state.issuesOf(repo).has(issueNumber)) return notFound();
    const problem = tooLong("IssueComment", ctx.body["body"]);
    if (problem !== undefined) return problem;
    const comment = ctx.state.addComment(repo, issueNumber, {
      body: String(ctx.body["body"]),
      user: ctx.actor,
    });
    return { status: 201, body: objects.issueComment(ctx.state, comment, ctx.bases) };
  },

  "issues/get-comment": (ctx) => {
    const comment = issueCommentOf(ctx);
    return comment === undefined
      ? notFound()
      : { status: 200, body: objects.issueComment(ctx.state, comment, ctx.bases) };
  },

  "issues/update-comment": (ctx) => {
    const comment = issueCommentOf(ctx);
    if (comment === undefined) return notFound();
    const problem = tooLong("IssueComment", ctx.body["body"]);
    if (problem !== undefined) return problem;
    comment.body = String(ctx.body["body"]);
    comment.updatedAt = ctx.state.clock();
    return { status: 200, body: objects.issueComment(ctx.state, comment, ctx.bases) };
  },

  "issues/delete-comment": (ctx) => {
    const comment = issueCommentOf(ctx);
    if (comment === undefined) return notFound();
    ctx.state.comments.splice(ctx.state.comments.indexOf(comment), 1);
    return { status: 204 };
  },

  "reactions/create-for-issue-comment": (ctx) => {
    const comment = issueCommentOf(ctx);
    return comment === undefined ? notFound() : reaction(ctx, `issue_comment:${String(comment.id)}`);
  },

  "reactions/create-for-pull-request-review-comment": (ctx) => {
    const comment = reviewCommentOf(ctx);
    return comment === undefined ? notFound() : reaction(ctx, `review_comment:${String(comment.id)}`);
  },

  "reactions/create-for-issue": (ctx) => {
    const record = ctx.state.issuesOf(repoOf(ctx)).get(number(ctx, "issue_number"));
    return record === undefined ? notFound() : reaction(ctx, `issue:${String(record.id)}`);
  },

  "pulls/get": (ctx) => {
    const pull = pullOf(ctx);
    return pull === undefined
      ? notFound()
      : { status: 200, body: objects.pullRequest(ctx.state, pull, ctx.bases) };
  },

  "pulls/list": (ctx) => {
    const repo = repoOf(ctx);
    const state = ctx.query.get("state") ?? "open";
    const head = ctx.query.get("head");
    const base = ctx.query.get("base");
    const items = ctx.state.pulls
      .filter((p) => p.repoId === repo.id)
      .filter((p) => {
        const issue = ctx.state.issuesOf(repo).get(p.number);
        if (state !== "all" && issue?.state !== state) return false;
        if (head !== null && `${ctx.state.repoByName(p.head.repo).owner}:${p.head.ref}` !== head)
          return false;
        return base === null || p.base.ref === base;
      })
      .sort((a, b) => b.number - a.number)
      .map((p) => objects.pullRequestSimple(ctx.state, p, ctx.bases));
    return { status: 200, paginate: items };
  },

  "pulls/create": async (ctx) => {
    const repo = repoOf(ctx);
    const text = (key: string) => (typeof ctx.body[key] === "string" ? ctx.body[key] : "");
    const headInput = text("head");
    const baseRef = text("base");
    const [headOwner, headRef] = headInput.includes(":") ? headInput.split(":", 2) : [repo.owner, headInput];
    const headRepo = ctx.state.repos.find((r) => r.owner === headOwner && r.name === repo.name) ?? repo;
    if (headRef === undefined || headRef === "")
      return validationFailed("PullRequest", "head", "head is invalid", "invalid");
    if (headRef === baseRef && headRepo.id === repo.id)
      return validationFailed("PullRequest", "base", `No commits between ${baseRef} and ${headRef}`);
    const headSha =
      ctx.resolveRef === undefined ? "0".repeat(40) : await ctx.resolveRef(headRepo.fullName, headRef);
    const baseSha =
      ctx.resolveRef === undefined ? "0".repeat(40) : await ctx.resolveRef(repo.fullName, baseRef);
    if (headSha === undefined) return validationFailed("PullRequest", "head", "head is invalid", "invalid");
    if (baseSha === undefined) return validationFailed("PullRequest", "base", "base is invalid", "invalid");
    const duplicate = ctx.state.pulls.find(
      (p) =>
        p.repoId === repo.id &&
        p.head.ref === headRef &&
        p.head.repo === headRepo.fullName &&
        p.base.ref === baseRef &&
        ctx.state.issuesOf(repo).get(p.number)?.state === "open",
    );
    if (duplicate !== undefined)
      return validationFailed(
        "PullRequest",
        "",
        `A pull request already exists for ${headOwner ?? ""}:${headRef}.`,
      );
    const problem = tooLong("PullRequest", ctx.body["body"]);
    if (problem !== undefined) return problem;
    if (typeof ctx.body["title"] !== "string" || ctx.body["title"] === "")
      return validationFailed("PullRequest", "title", "title can't be blank", "missing_field");
    const pull = ctx.state.addPull(repo, {
      title: ctx.body["title"],
      body: typeof ctx.body["body"] === "string" ? ctx.body["body"] : null,
      user: ctx.actor,
      head: { ref: headRef, sha: headSha, repo: headRepo.fullName },
      base: { ref: baseRef, sha: baseSha },
      draft: ctx.body["draft"] === true,
    });
    return {
      status: 201,
      body: objects.pullRequest(ctx.state, pull, ctx.bases),
      headers: { location: `${ctx.bases.api}/repos/${repo.fullName}/pulls/${String(pull.number)}` },
    };
  },

  "pulls/list-files": (ctx) => {
    const pull = pullOf(ctx);
    if (pull === undefined) return notFound();
    const repo = repoOf(ctx);
    // GitHub lists at most 3,000 files of a pull request.
    return {
      status: 200,
      paginate: pull.files.slice(0, 3000).map((f) => objects.diffEntry(repo, pull, f, ctx.bases)),
    };
  },

  "pulls/list-commits": (ctx) => {
    const pull = pullOf(ctx);
    if (pull === undefined) return notFound();
    const repo = repoOf(ctx);
    return { status: 200, paginate: pull.commits.map((c) => objects.commit(ctx.state, repo, c, ctx.bases)) };
  },

  "pulls/list-review-comments": (ctx) => {
    const pull = pullOf(ctx);
    if (pull === undefined) return notFound();
    const items = ctx.state.reviewComments
      .filter((c) => c.repoId === pull.repoId && c.pullNumber === pull.number)
      .sort((a, b) => a.id - b.id)
      .map((c) => objects.reviewComment(ctx.state, c, ctx.bases));
    return { status: 200, paginate: items };
  },

  "pulls/list-reviews": (ctx) => {
    const pull = pullOf(ctx);
    if (pull === undefined) return notFound();
    const items = ctx.state.reviews
      .filter((r) => r.repoId === pull.repoId && r.pullNumber === pull.number)
      .map((r) => objects.review(ctx.state, r, ctx.bases));
    return { status: 200, paginate: items };
  },

  "pulls/create-review": (ctx) => {
    const pull = pullOf(ctx);
    if (pull === undefined) return notFound();
    const event = ctx.body["event"] as string | undefined;
    const body = typeof ctx.body["body"] === "string" ? ctx.body["body"] : "";
    if ((event === "REQUEST_CHANGES" || event === "COMMENT") && body === "")
      return unprocessable(`Unprocessable Entity: body is required for event ${event}`);
    const problem = tooLong("PullRequestReview", body);
    if (problem !== undefined) return problem;
    const reviewId = ctx.state.id();
    const placed: ReviewCommentRecord[] = [];
    for (const input of (ctx.body["comments"] as ReviewCommentInput[] | undefined) ?? []) {
      const result = placeComment(ctx, input, reviewId);
      if ("status" in result) return result;
      placed.push(result);
    }
    ctx.state.reviewComments.push(...placed);
    const state = {
      APPROVE: "APPROVED",
      REQUEST_CHANGES: "CHANGES_REQUESTED",
      COMMENT: "COMMENTED",
    } as const;
    const record = {
      id: reviewId,
      repoId: pull.repoId,
      pullNumber: pull.number,
      user: ctx.actor,
      body,
      state: event === undefined ? ("PENDING" as const) : state[event as keyof typeof state],
      commitId: typeof ctx.body["commit_id"] === "string" ? ctx.body["commit_id"] : pull.head.sha,
      submittedAt: ctx.state.clock(),
    };
    ctx.state.reviews.push(record);
    return { status: 200, body: objects.review(ctx.state, record, ctx.bases) };
  },

  "pulls/create-review-comment": (ctx) => {
    const problem = tooLong("PullRequestReviewComment", ctx.body["body"]);
    if (problem !== undefined) return problem;
    const replyTo = ctx.body["in_reply_to"];
    if (typeof replyTo === "number") {
      const parent = reviewCommentOf(ctx, replyTo);
      return parent === undefined ? notFound() : reply(ctx, parent);
    }
    const result = placeComment(ctx, ctx.body, null);
    if ("status" in result) return result;
    ctx.state.reviewComments.push(result);
    return { status: 201, body: objects.reviewComment(ctx.state, result, ctx.bases) };
  },

  "pulls/create-reply-for-review-comment": (ctx) => {
    const parent = reviewCommentOf(ctx);
    if (parent === undefined || parent.pullNumber !== number(ctx, "pull_number")) return notFound();
    const problem = tooLong("PullRequestReviewComment", ctx.body["body"]);
    return problem ?? reply(ctx, parent);
  },

  "actions/get-workflow-run": (ctx) => {
    const run = ctx.state.runs.find((r) => r.repoId === repoOf(ctx).id && r.id === number(ctx, "run_id"));
    return run === undefined
      ? notFound()
      : { status: 200, body: objects.workflowRun(ctx.state, run, ctx.bases) };
  },

  "actions/list-jobs-for-workflow-run": (ctx) => {
    const run = ctx.state.runs.find((r) => r.repoId === repoOf(ctx).id && r.id === number(ctx, "run_id"));
    if (run === undefined) return notFound();
    return { status: 200, paginate: run.jobs.map((j) => objects.job(ctx.state, run, j, ctx.bases)) };
  },

  "actions/download-job-logs-for-workflow-run": (ctx) => {
    const repo = repoOf(ctx);
    const jobId = number(ctx, "job_id");
    const found = ctx.state.runs.some((r) => r.repoId === repo.id && r.jobs.some((j) => j.id === jobId));
    if (!found) return notFound();
    // GitHub answers with a short-lived redirect to blob storage, which needs no authorization.
    return {
      status: 302,
      headers: { location: `${ctx.bases.api}/_blob/job-logs/${String(jobId)}?sig=fake` },
    };
  },
};

function reply(ctx: RouteContext, parent: ReviewCommentRecord): RouteResult {
  const at = ctx.state.clock();
  const record: ReviewCommentRecord = {
    ...parent,
    id: ctx.state.id(),
    reviewId: null,
    body: String(ctx.body["body"]),
    user: ctx.actor,
    inReplyTo: parent.id,
    createdAt: at,
    updatedAt: at,
  };
  ctx.state.reviewComments.push(record);
  return { status: 201, body: objects.reviewComment(ctx.state, record, ctx.bases) };
}
