// Builders for GitHub's REST objects, complete enough to satisfy the response schemas GitHub publishes
// (the fake validates every response it sends against them, so a missing field fails the rig's tests).
import type {
  CommentRecord,
  FakeState,
  IssueRecord,
  PullRecord,
  RepoRecord,
  ReviewRecord,
  ReviewCommentRecord,
  RunRecord,
  JobRecord,
} from "./state";

export interface Bases {
  /** API base, e.g. http://127.0.0.1:PORT (the fake itself). */
  api: string;
  /** Web base, GITHUB_SERVER_URL, e.g. https://github.com. */
  html: string;
}

export const iso = (ms: number): string => new Date(ms).toISOString().replace(/\.\d{3}Z$/, "Z");
const nodeId = (kind: string, id: number) => Buffer.from(`${kind}:${String(id)}`).toString("base64");

export function simpleUser(state: FakeState, login: string, b: Bases): Record<string, unknown> {
  const user = state.user(login);
  const api = `${b.api}/users/${encodeURIComponent(login)}`;
  return {
    login,
    id: user.id,
    node_id: nodeId("User", user.id),
    avatar_url: `https://avatars.example.test/u/${String(user.id)}`,
    gravatar_id: "",
    url: api,
    html_url: `${b.html}/${encodeURIComponent(login)}`,
    followers_url: `${api}/followers`,
    following_url: `${api}/following{/other_user}`,
    gists_url: `${api}/gists{/gist_id}`,
    starred_url: `${api}/starred{/owner}{/repo}`,
    subscriptions_url: `${api}/subscriptions`,
    organizations_url: `${api}/orgs`,
    repos_url: `${api}/repos`,
    events_url: `${api}/events{/privacy}`,
    received_events_url: `${api}/received_events`,
    type: user.type,
    site_admin: false,
  };
}

const REPO_URL_SUFFIXES: Record<string, string> = {
  archive_url: "/{archive_format}{/ref}",
  assignees_url: "/assignees{/user}",
  blobs_url: "/git/blobs{/sha}",
  branches_url: "/branches{/branch}",
  collaborators_url: "/collaborators{/collaborator}",
  comments_url: "/comments{/number}",
  commits_url: "/commits{/sha}",
  compare_url: "/compare/{base}...{head}",
  contents_url: "/contents/{+path}",
  contributors_url: "/contributors",
  deployments_url: "/deployments",
  downloads_url: "/downloads",
  events_url: "/events",
  forks_url: "/forks",
  git_commits_url: "/git/commits{/sha}",
  git_refs_url: "/git/refs{/sha}",
  git_tags_url: "/git/tags{/sha}",
  hooks_url: "/hooks",
  issue_comment_url: "/issues/comments{/number}",
  issue_events_url: "/issues/events{/number}",
  issues_url: "/issues{/number}",
  keys_url: "/keys{/key_id}",
  labels_url: "/labels{/name}",
  languages_url: "/languages",
  merges_url: "/merges",
  milestones_url: "/milestones{/number}",
  notifications_url: "/notifications{?since,all,participating}",
  pulls_url: "/pulls{/number}",
  releases_url: "/releases{/id}",
  stargazers_url: "/stargazers",
  statuses_url: "/statuses/{sha}",
  subscribers_url: "/subscribers",
  subscription_url: "/subscription",
  tags_url: "/tags",
  teams_url: "/teams",
  trees_url: "/git/trees{/sha}",
};

export function minimalRepository(state: FakeState, repo: RepoRecord, b: Bases): Record<string, unknown> {
  const api = `${b.api}/repos/${repo.fullName}`;
  const urls = Object.fromEntries(
    Object.entries(REPO_URL_SUFFIXES).map(([key, suffix]) => [key, `${api}${suffix}`]),
  );
  return {
    id: repo.id,
    node_id: nodeId("Repository", repo.id),
    name: repo.name,
    full_name: repo.fullName,
    owner: simpleUser(state, repo.owner, b),
    private: repo.private,
    html_url: `${b.html}/${repo.fullName}`,
    description: null,
    fork: repo.fork,
    url: api,
    ...urls,
  };
}

export function fullRepository(state: FakeState, repo: RepoRecord, b: Bases): Record<string, unknown> {
  const openIssues = [...state.issuesOf(repo).values()].filter((i) => i.state === "open").length;
  return {
    ...minimalRepository(state, repo, b),
    clone_url: `${b.html}/${repo.fullName}.git`,
    git_url: `git://${new URL(b.html).host}/${repo.fullName}.git`,
    ssh_url: `git@${new URL(b.html).host}:${repo.fullName}.git`,
    svn_url: `${b.html}/${repo.fullName}`,
    mirror_url: null,
    homepage: null,
    language: "TypeScript",
    forks: 0,
    forks_count: 0,
    stargazers_count: 0,
    watchers: 0,
    watchers_count: 0,
    size: 100,
    default_branch: repo.defaultBranch,
    open_issues: openIssues,
    open_issues_count: openIssues,
    has_issues: true,
    has_projects: false,
    has_wiki: false,
    has_pages: false,
    has_downloads: true,
    has_discussions: false,
    archived: false,
    disabled: false,
    visibility: repo.private ? "private" : "public",
    pushed_at: iso(repo.createdAt),
    created_at: iso(repo.createdAt),
    updated_at: iso(repo.createdAt),
    license: null,
    network_count: 0,
    subscribers_count: 0,
  };
}

export function authorAssociation(state: FakeState, repo: RepoRecord, login: string): string {
  if (login === repo.owner) return "OWNER";
  const permission = state.permissionOf(repo, login);
  if (permission === "admin" || permission === "maintain" || permission === "write") return "COLLABORATOR";
  return "NONE";
}

const ZERO_REACTIONS = ["+1", "-1", "laugh", "confused", "heart", "hooray", "eyes", "rocket"] as const;

function reactionRollup(state: FakeState, subject: string, url: string): Record<string, unknown> {
  const counts: Record<string, number> = Object.fromEntries(ZERO_REACTIONS.map((c) => [c, 0]));
  let total = 0;
  for (const reaction of state.reactions) {
    if (reaction.subject !== subject) continue;
    counts[reaction.content] = (counts[reaction.content] ?? 0) + 1;
    total++;
  }
  return { url: `${url}/reactions`, total_count: total, ...counts };
}

export function issueComment(state: FakeState, comment: CommentRecord, b: Bases): Record<string, unknown> {
  const repo = state.repoById(comment.repoId);
  const url = `${b.api}/repos/${repo.fullName}/issues/comments/${String(comment.id)}`;
  return {
    id: comment.id,
    node_id: nodeId("IssueComment", comment.id),
    url,
    html_url: `${b.html}/${repo.fullName}/issues/${String(comment.issueNumber)}#issuecomment-${String(comment.id)}`,
    body: comment.body,
    user: simpleUser(state, comment.user, b),
    created_at: iso(comment.createdAt),
    updated_at: iso(comment.updatedAt),
    issue_url: `${b.api}/repos/${repo.fullName}/issues/${String(comment.issueNumber)}`,
    author_association: authorAssociation(state, repo, comment.user),
    reactions: reactionRollup(state, `issue_comment:${String(comment.id)}`, url),
  };
}

export function label(repo: RepoRecord, name: string, b: Bases): Record<string, unknown> {
  const id = [...name].reduce((h, ch) => (h * 31 + ch.charCodeAt(0)) % 1_000_000, 7);
  return {
    id,
    node_id: nodeId("Label", id),
    url: `${b.api}/repos/${repo.fullName}/labels/${encodeURIComponent(name)}`,
    name,
    description: null,
    color: "ededed",
    default: false,
  };
}

export function issue(state: FakeState, record: IssueRecord, b: Bases): Record<string, unknown> {
  const repo = state.repoById(record.repoId);
  const api = `${b.api}/repos/${repo.fullName}/issues/${String(record.number)}`;
  const kind = record.isPull ? "pull" : "issues";
  const out: Record<string, unknown> = {
    id: record.id,
    node_id: nodeId("Issue", record.id),
    url: api,
    repository_url: `${b.api}/repos/${repo.fullName}`,
    labels_url: `${api}/labels{/name}`,
    comments_url: `${api}/comments`,
    events_url: `${api}/events`,
    html_url: `${b.html}/${repo.fullName}/${kind}/${String(record.number)}`,
    number: record.number,
    state: record.state,
    title: record.title,
    body: record.body,
    user: simpleUser(state, record.user, b),
    labels: record.labels.map((name) => label(repo, name, b)),
    assignee: record.assignees[0] === undefined ? null : simpleUser(state, record.assignees[0], b),
    assignees: record.assignees.map((login) => simpleUser(state, login, b)),
    milestone: null,
    locked: false,
    comments: state.comments.filter((c) => c.repoId === repo.id && c.issueNumber === record.number).length,
    closed_at: null,
    created_at: iso(record.createdAt),
    updated_at: iso(record.updatedAt),
    author_association: authorAssociation(state, repo, record.user),
    reactions: reactionRollup(state, `issue:${String(record.id)}`, api),
  };
  if (record.isPull) {
    const pulls = `${b.api}/repos/${repo.fullName}/pulls/${String(record.number)}`;
    out["pull_request"] = {
      url: pulls,
      html_url: `${b.html}/${repo.fullName}/pull/${String(record.number)}`,
      diff_url: `${b.html}/${repo.fullName}/pull/${String(record.number)}.diff`,
      patch_url: `${b.html}/${repo.fullName}/pull/${String(record.number)}.patch`,
      merged_at: null,
    };
  }
  return out;
}

function branchRef(state: FakeState, repo: RepoRecord, ref: string, sha: string, b: Bases) {
  return {
    label: `${repo.owner}:${ref}`,
    ref,
    sha,
    user: simpleUser(state, repo.owner, b),
    repo: fullRepository(state, repo, b),
  };
}

export function pullRequest(state: FakeState, pull: PullRecord, b: Bases): Record<string, unknown> {
  const repo = state.repoById(pull.repoId);
  const record = state.issuesOf(repo).get(pull.number);
  if (record === undefined) throw new Error(`pull ${String(pull.number)} has no issue record`);
  const api = `${b.api}/repos/${repo.fullName}/pulls/${String(pull.number)}`;
  const issueApi = `${b.api}/repos/${repo.fullName}/issues/${String(pull.number)}`;
  const html = `${b.html}/${repo.fullName}/pull/${String(pull.number)}`;
  const statuses = `${b.api}/repos/${repo.fullName}/statuses/${pull.head.sha}`;
  const headRepo = state.repoByName(pull.head.repo);
  const files = pull.files;
  return {
    url: api,
    id: pull.id,
    node_id: nodeId("PullRequest", pull.id),
    html_url: html,
    diff_url: `${html}.diff`,
    patch_url: `${html}.patch`,
    issue_url: issueApi,
    commits_url: `${api}/commits`,
    review_comments_url: `${api}/comments`,
    review_comment_url: `${b.api}/repos/${repo.fullName}/pulls/comments{/number}`,
    comments_url: `${issueApi}/comments`,
    statuses_url: statuses,
    number: pull.number,
    state: record.state,
    locked: false,
    title: record.title,
    user: simpleUser(state, record.user, b),
    body: record.body,
    labels: record.labels.map((name) => label(repo, name, b)),
    milestone: null,
    active_lock_reason: null,
    created_at: iso(record.createdAt),
    updated_at: iso(record.updatedAt),
    closed_at: null,
    merged_at: null,
    merge_commit_sha: null,
    assignee: record.assignees[0] === undefined ? null : simpleUser(state, record.assignees[0], b),
    assignees: record.assignees.map((login) => simpleUser(state, login, b)),
    requested_reviewers: [],
    requested_teams: [],
    head: branchRef(state, headRepo, pull.head.ref, pull.head.sha, b),
    base: branchRef(state, repo, pull.base.ref, pull.base.sha, b),
    _links: {
      self: { href: api },
      html: { href: html },
      issue: { href: issueApi },
      comments: { href: `${issueApi}/comments` },
      review_comments: { href: `${api}/comments` },
      review_comment: { href: `${b.api}/repos/${repo.fullName}/pulls/comments{/number}` },
      commits: { href: `${api}/commits` },
      statuses: { href: statuses },
    },
    author_association: authorAssociation(state, repo, record.user),
    auto_merge: null,
    draft: pull.draft,
    merged: false,
    mergeable: true,
    rebaseable: true,
    mergeable_state: "clean",
    merged_by: null,
    comments: state.comments.filter((c) => c.repoId === repo.id && c.issueNumber === pull.number).length,
    review_comments: state.reviewComments.filter((c) => c.repoId === repo.id && c.pullNumber === pull.number)
      .length,
    maintainer_can_modify: pull.maintainerCanModify,
    commits: pull.commits.length,
    additions: files.reduce((sum, f) => sum + f.additions, 0),
    deletions: files.reduce((sum, f) => sum + f.deletions, 0),
    changed_files: files.length,
  };
}

/** The list endpoint returns the "simple" shape: the full one minus the counters. */
export function pullRequestSimple(state: FakeState, pull: PullRecord, b: Bases): Record<string, unknown> {
  const {
    merged: _m,
    mergeable: _ma,
    rebaseable: _r,
    mergeable_state: _ms,
    merged_by: _mb,
    comments: _c,
    review_comments: _rc,
    maintainer_can_modify: _mcm,
    commits: _co,
    additions: _a,
    deletions: _d,
    changed_files: _cf,
    ...simple
  } = pullRequest(state, pull, b);
  return simple;
}

export function diffEntry(repo: RepoRecord, pull: PullRecord, file: PullRecord["files"][number], b: Bases) {
  const path = file.filename.split("/").map(encodeURIComponent).join("/");
  const entry: Record<string, unknown> = {
    sha: file.sha,
    filename: file.filename,
    status: file.status,
    additions: file.additions,
    deletions: file.deletions,
    changes: file.additions + file.deletions,
    blob_url: `${b.html}/${repo.fullName}/blob/${pull.head.sha}/${path}`,
    raw_url: `${b.html}/${repo.fullName}/raw/${pull.head.sha}/${path}`,
    contents_url: `${b.api}/repos/${repo.fullName}/contents/${path}?ref=${pull.head.sha}`,
  };
  if (file.patch !== undefined) entry["patch"] = file.patch;
  if (file.previousFilename !== undefined) entry["previous_filename"] = file.previousFilename;
  return entry;
}

export function reviewComment(state: FakeState, c: ReviewCommentRecord, b: Bases): Record<string, unknown> {
  const repo = state.repoById(c.repoId);
  const url = `${b.api}/repos/${repo.fullName}/pulls/comments/${String(c.id)}`;
  const pullUrl = `${b.api}/repos/${repo.fullName}/pulls/${String(c.pullNumber)}`;
  const html = `${b.html}/${repo.fullName}/pull/${String(c.pullNumber)}#discussion_r${String(c.id)}`;
  const out: Record<string, unknown> = {
    url,
    pull_request_review_id: c.reviewId,
    id: c.id,
    node_id: nodeId("PullRequestReviewComment", c.id),
    diff_hunk: c.diffHunk,
    path: c.path,
    commit_id: c.commitId,
    original_commit_id: c.commitId,
    user: simpleUser(state, c.user, b),
    body: c.body,
    created_at: iso(c.createdAt),
    updated_at: iso(c.updatedAt),
    html_url: html,
    pull_request_url: pullUrl,
    author_association: authorAssociation(state, repo, c.user),
    _links: { self: { href: url }, html: { href: html }, pull_request: { href: pullUrl } },
    line: c.line,
    original_line: c.line,
    side: c.side,
    reactions: reactionRollup(state, `review_comment:${String(c.id)}`, url),
  };
  if (c.startLine !== undefined) {
    out["start_line"] = c.startLine;
    out["original_start_line"] = c.startLine;
    out["start_side"] = c.side;
  }
  if (c.inReplyTo !== undefined) out["in_reply_to_id"] = c.inReplyTo;
  return out;
}

export function review(state: FakeState, r: ReviewRecord, b: Bases): Record<string, unknown> {
  const repo = state.repoById(r.repoId);
  const pullUrl = `${b.api}/repos/${repo.fullName}/pulls/${String(r.pullNumber)}`;
  const html = `${b.html}/${repo.fullName}/pull/${String(r.pullNumber)}#pullrequestreview-${String(r.id)}`;
  const out: Record<string, unknown> = {
    id: r.id,
    node_id: nodeId("PullRequestReview", r.id),
    user: simpleUser(state, r.user, b),
    body: r.body,
    state: r.state,
    html_url: html,
    pull_request_url: pullUrl,
    _links: { html: { href: html }, pull_request: { href: pullUrl } },
    commit_id: r.commitId,
    author_association: authorAssociation(state, repo, r.user),
  };
  if (r.state !== "PENDING") out["submitted_at"] = iso(r.submittedAt);
  return out;
}

export function commit(state: FakeState, repo: RepoRecord, c: PullRecord["commits"][number], b: Bases) {
  const api = `${b.api}/repos/${repo.fullName}/commits/${c.sha}`;
  const gitUser = { name: c.author, email: `${c.author}@users.noreply.example.test`, date: iso(c.date) };
  return {
    url: api,
    sha: c.sha,
    node_id: nodeId("Commit", parseInt(c.sha.slice(0, 8), 16)),
    html_url: `${b.html}/${repo.fullName}/commit/${c.sha}`,
    comments_url: `${api}/comments`,
    commit: {
      url: `${b.api}/repos/${repo.fullName}/git/commits/${c.sha}`,
      author: gitUser,
      committer: gitUser,
      message: c.message,
      comment_count: 0,
      tree: { sha: "0".repeat(40), url: `${b.api}/repos/${repo.fullName}/git/trees/${"0".repeat(40)}` },
    },
    author: state.hasUser(c.author) ? simpleUser(state, c.author, b) : null,
    committer: state.hasUser(c.author) ? simpleUser(state, c.author, b) : null,
    parents: c.parents.map((sha) => ({ sha, url: `${b.api}/repos/${repo.fullName}/commits/${sha}` })),
  };
}

export function workflowRun(state: FakeState, run: RunRecord, b: Bases): Record<string, unknown> {
  const repo = state.repoById(run.repoId);
  const headRepo = state.repoByName(run.headRepo);
  const api = `${b.api}/repos/${repo.fullName}/actions/runs/${String(run.id)}`;
  return {
    id: run.id,
    name: run.name,
    node_id: nodeId("WorkflowRun", run.id),
    head_branch: run.headBranch,
    head_sha: run.headSha,
    path: run.path,
    display_title: run.displayTitle,
    run_number: run.runNumber,
    run_attempt: 1,
    event: run.event,
    status: "completed",
    conclusion: run.conclusion,
    workflow_id: run.workflowId,
    url: api,
    html_url: `${b.html}/${repo.fullName}/actions/runs/${String(run.id)}`,
    pull_requests: [],
    created_at: iso(run.createdAt),
    updated_at: iso(run.createdAt),
    actor: simpleUser(state, run.actor, b),
    triggering_actor: simpleUser(state, run.actor, b),
    run_started_at: iso(run.createdAt),
    jobs_url: `${api}/jobs`,
    logs_url: `${api}/logs`,
    check_suite_url: `${b.api}/repos/${repo.fullName}/check-suites/${String(run.id)}`,
    artifacts_url: `${api}/artifacts`,
    cancel_url: `${api}/cancel`,
    rerun_url: `${api}/rerun`,
    workflow_url: `${b.api}/repos/${repo.fullName}/actions/workflows/${String(run.workflowId)}`,
    head_commit: {
      id: run.headSha,
      tree_id: "0".repeat(40),
      message: run.displayTitle,
      timestamp: iso(run.createdAt),
      author: { name: run.actor, email: `${run.actor}@users.noreply.example.test` },
      committer: { name: run.actor, email: `${run.actor}@users.noreply.example.test` },
    },
    repository: minimalRepository(state, repo, b),
    head_repository: minimalRepository(state, headRepo, b),
  };
}

export function job(state: FakeState, run: RunRecord, j: JobRecord, b: Bases): Record<string, unknown> {
  const repo = state.repoById(run.repoId);
  const api = `${b.api}/repos/${repo.fullName}/actions/jobs/${String(j.id)}`;
  return {
    id: j.id,
    run_id: run.id,
    run_url: `${b.api}/repos/${repo.fullName}/actions/runs/${String(run.id)}`,
    run_attempt: 1,
    node_id: nodeId("CheckRun", j.id),
    head_sha: run.headSha,
    url: api,
    html_url: `${b.html}/${repo.fullName}/actions/runs/${String(run.id)}/job/${String(j.id)}`,
    status: "completed",
    conclusion: j.conclusion,
    created_at: iso(run.createdAt),
    started_at: iso(run.createdAt),
    completed_at: iso(run.createdAt + 60_000),
    name: j.name,
    steps: j.steps.map((s, i) => ({
      name: s.name,
      status: "completed",
      conclusion: s.conclusion,
      number: i + 1,
      started_at: iso(run.createdAt),
      completed_at: iso(run.createdAt + 1000),
    })),
    check_run_url: `${b.api}/repos/${repo.fullName}/check-runs/${String(j.id)}`,
    labels: ["ubuntu-latest"],
    runner_id: 1,
    runner_name: "GitHub Actions 1",
    runner_group_id: 1,
    runner_group_name: "GitHub Actions",
    workflow_name: run.name,
    head_branch: run.headBranch,
  };
}
