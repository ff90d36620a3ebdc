// The fake GitHub's data: plain records that tests seed and inspect. Routes read and write these; the
// builders in objects.ts turn them into GitHub's response shapes.

export type Permission = "admin" | "maintain" | "write" | "triage" | "read" | "none";
export type Reaction = "+1" | "-1" | "laugh" | "confused" | "heart" | "hooray" | "rocket" | "eyes";

export interface UserRecord {
  login: string;
  id: number;
  type: "User" | "Bot" | "Organization";
}

export interface RepoRecord {
  id: number;
  owner: string;
  name: string;
  fullName: string;
  defaultBranch: string;
  private: boolean;
  fork: boolean;
  createdAt: number;
}

export interface IssueRecord {
  id: number;
  repoId: number;
  number: number;
  title: string;
  body: string | null;
  user: string;
  state: "open" | "closed";
  labels: string[];
  assignees: string[];
  isPull: boolean;
  createdAt: number;
  updatedAt: number;
}

export interface CommentRecord {
  id: number;
  repoId: number;
  issueNumber: number;
  body: string;
  user: string;
  createdAt: number;
  updatedAt: number;
}

export interface ReactionRecord {
  id: number;
  /** "issue_comment:ID", "review_comment:ID" or "issue:ID". */
  subject: string;
  content: Reaction;
  user: string;
  createdAt: number;
}

export interface PullFile {
  filename: string;
  status: "added" | "removed" | "modified" | "renamed" | "copied" | "changed" | "unchanged";
  additions: number;
  deletions: number;
  patch?: string;
  previousFilename?: string;
  sha: string;
}

export interface PullCommit {
  sha: string;
  message: string;
  author: string;
  date: number;
  parents: string[];
}

export interface PullRecord {
  id: number;
  repoId: number;
  number: number;
  head: { ref: string; sha: string; repo: string };
  base: { ref: string; sha: string };
  draft: boolean;
  maintainerCanModify: boolean;
  files: PullFile[];
  commits: PullCommit[];
}

export interface ReviewCommentRecord {
  id: number;
  repoId: number;
  pullNumber: number;
  reviewId: number | null;
  path: string;
  line: number;
  startLine?: number;
  side: "LEFT" | "RIGHT";
  body: string;
  user: string;
  commitId: string;
  diffHunk: string;
  inReplyTo?: number;
  createdAt: number;
  updatedAt: number;
}

export interface ReviewRecord {
  id: number;
  repoId: number;
  pullNumber: number;
  user: string;
  body: string;
  state: "APPROVED" | "CHANGES_REQUESTED" | "COMMENTED" | "PENDING";
  commitId: string;
  submittedAt: number;
}

export interface JobRecord {
  id: number;
  name: string;
  conclusion: "success" | "failure" | "cancelled" | "skipped";
  steps: { name: string; conclusion: "success" | "failure" | "skipped" }[];
  log: string;
}

export interface RunRecord {
  id: number;
  repoId: number;
  name: string;
  path: string;
  displayTitle: string;
  runNumber: number;
  workflowId: number;
  event: string;
  headBranch: string;
  headSha: string;
  headRepo: string;
  actor: string;
  conclusion: "success" | "failure" | "cancelled";
  createdAt: number;
  jobs: JobRecord[];
}

export class FakeState {
  private nextId = 1000;
  private readonly users = new Map<string, UserRecord>();
  readonly repos: RepoRecord[] = [];
  private readonly issues = new Map<number, Map<number, IssueRecord>>();
  readonly comments: CommentRecord[] = [];
  readonly reactions: ReactionRecord[] = [];
  readonly pulls: PullRecord[] = [];
  readonly reviewComments: ReviewCommentRecord[] = [];
  readonly reviews: ReviewRecord[] = [];
  readonly runs: RunRecord[] = [];
  private readonly permissions = new Map<string, Permission>();

  constructor(readonly clock: () => number = Date.now) {}

  id(): number {
    return this.nextId++;
  }

  user(login: string): UserRecord {
    let user = this.users.get(login);
    if (user === undefined) {
      user = { login, id: this.id(), type: login.endsWith("[bot]") ? "Bot" : "User" };
      this.users.set(login, user);
    }
    return user;
  }

  hasUser(login: string): boolean {
    return this.users.has(login);
  }

  repoByName(fullName: string): RepoRecord {
    const repo = this.repos.find((r) => r.fullName.toLowerCase() === fullName.toLowerCase());
    if (repo === undefined) throw new Error(`fake GitHub has no repository ${fullName}`);
    return repo;
  }

  findRepo(owner: string, name: string): RepoRecord | undefined {
    const full = `${owner}/${name}`.toLowerCase();
    return this.repos.find((r) => r.fullName.toLowerCase() === full);
  }

  repoById(id: number): RepoRecord {
    const repo = this.repos.find((r) => r.id === id);
    if (repo === undefined) throw new Error(`fake GitHub has no repository with id ${String(id)}`);
    return repo;
  }

  issuesOf(repo: RepoRecord): Map<number, IssueRecord> {
    let map = this.issues.get(repo.id);
    if (map === undefined) {
      map = new Map();
      this.issues.set(repo.id, map);
    }
    return map;
  }

  permissionOf(repo: RepoRecord, login: string): Permission {
    if (login === repo.owner) return "admin";
    return this.permissions.get(`${repo.id}:${login}`) ?? (repo.private ? "none" : "read");
  }

  // ---- seeding, for tests ----

  addRepo(options: {
    owner: string;
    name: string;
    defaultBranch?: string;
    private?: boolean;
    fork?: boolean;
  }) {
    this.user(options.owner);
    const repo: RepoRecord = {
      id: this.id(),
      owner: options.owner,
      name: options.name,
      fullName: `${options.owner}/${options.name}`,
      defaultBranch: options.defaultBranch ?? "main",
      private: options.private ?? false,
      fork: options.fork ?? false,
      createdAt: this.clock(),
    };
    this.repos.push(repo);
    return repo;
  }

  setPermission(repo: RepoRecord, login: string, permission: Permission): void {
    this.user(login);
    this.permissions.set(`${repo.id}:${login}`, permission);
  }

  private nextNumber(repo: RepoRecord): number {
    return Math.max(0, ...this.issuesOf(repo).keys()) + 1;
  }

  addIssue(
    repo: RepoRecord,
    options: {
      title: string;
      body?: string | null;
      user: string;
      labels?: string[];
      assignees?: string[];
      createdAt?: number;
    },
    isPull = false,
  ): IssueRecord {
    this.user(options.user);
    for (const login of options.assignees ?? []) this.user(login);
    const at = options.createdAt ?? this.clock();
    const record: IssueRecord = {
      id: this.id(),
      repoId: repo.id,
      number: this.nextNumber(repo),
      title: options.title,
      body: options.body ?? null,
      user: options.user,
      state: "open",
      labels: options.labels ?? [],
      assignees: options.assignees ?? [],
      isPull,
      createdAt: at,
      updatedAt: at,
    };
    this.issuesOf(repo).set(record.number, record);
    return record;
  }

  addComment(
    repo: RepoRecord,
    issueNumber: number,
    options: { body: string; user: string; createdAt?: number; updatedAt?: number },
  ): CommentRecord {
    this.user(options.user);
    const createdAt = options.createdAt ?? this.clock();
    const comment: CommentRecord = {
      id: this.id(),
      repoId: repo.id,
      issueNumber,
      body: options.body,
      user: options.user,
      createdAt,
      updatedAt: options.updatedAt ?? createdAt,
    };
    this.comments.push(comment);
    return comment;
  }

  addPull(
    repo: RepoRecord,
    options: {
      title: string;
      body?: string | null;
      user: string;
      head: { ref: string; sha: string; repo?: string };
      base: { ref: string; sha: string };
      draft?: boolean;
      files?: Omit<PullFile, "sha">[];
      commits?: Omit<PullCommit, "date" | "parents">[];
      labels?: string[];
      createdAt?: number;
    },
  ): PullRecord {
    const issue = this.addIssue(
      repo,
      {
        title: options.title,
        body: options.body ?? null,
        user: options.user,
        labels: options.labels ?? [],
        ...(options.createdAt === undefined ? {} : { createdAt: options.createdAt }),
      },
      true,
    );
    const pull: PullRecord = {
      id: this.id(),
      repoId: repo.id,
      number: issue.number,
      head: { ref: options.head.ref, sha: options.head.sha, repo: options.head.repo ?? repo.fullName },
      base: options.base,
      draft: options.draft ?? false,
      maintainerCanModify: false,
      files: (options.files ?? []).map((f, i) => ({ ...f, sha: i.toString(16).padStart(40, "a") })),
      commits: (options.commits ?? []).map((c, i, all) => ({
        ...c,
        date: issue.createdAt,
        parents: i === 0 ? [options.base.sha] : [all[i - 1]?.sha ?? options.base.sha],
      })),
    };
    this.pulls.push(pull);
    return pull;
  }

  addReviewComment(
    repo: RepoRecord,
    pullNumber: number,
    options: {
      path: string;
      line: number;
      body: string;
      user: string;
      side?: "LEFT" | "RIGHT";
      createdAt?: number;
      diffHunk?: string;
    },
  ): ReviewCommentRecord {
    this.user(options.user);
    const pull = this.pulls.find((p) => p.repoId === repo.id && p.number === pullNumber);
    if (pull === undefined) throw new Error(`no pull ${String(pullNumber)} in ${repo.fullName}`);
    const at = options.createdAt ?? this.clock();
    const record: ReviewCommentRecord = {
      id: this.id(),
      repoId: repo.id,
      pullNumber,
      reviewId: null,
      path: options.path,
      line: options.line,
      side: options.side ?? "RIGHT",
      body: options.body,
      user: options.user,
      commitId: pull.head.sha,
      diffHunk: options.diffHunk ?? "@@ -1 +1 @@",
      createdAt: at,
      updatedAt: at,
    };
    this.reviewComments.push(record);
    return record;
  }

  addWorkflowRun(
    repo: RepoRecord,
    options: {
      name: string;
      headBranch: string;
      headSha: string;
      headRepo?: string;
      actor: string;
      conclusion?: RunRecord["conclusion"];
      event?: string;
      jobs: Omit<JobRecord, "id">[];
    },
  ): RunRecord {
    this.user(options.actor);
    const run: RunRecord = {
      id: this.id(),
      repoId: repo.id,
      name: options.name,
      path: `.github/workflows/${options.name.toLowerCase().replace(/\W+/g, "-")}.yml`,
      displayTitle: options.name,
      runNumber: this.runs.filter((r) => r.repoId === repo.id).length + 1,
      workflowId: this.id(),
      event: options.event ?? "push",
      headBranch: options.headBranch,
      headSha: options.headSha,
      headRepo: options.headRepo ?? repo.fullName,
      actor: options.actor,
      conclusion: options.conclusion ?? "failure",
      createdAt: this.clock(),
      jobs: options.jobs.map((j) => ({ ...j, id: this.id() })),
    };
    this.runs.push(run);
    return run;
  }
}
