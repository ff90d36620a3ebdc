// What the orchestration tells the workspace layer and gets back from it.
import type { SecretFinder } from "../../report/index";
import type { RemoteState } from "./remote";
import type { CommitSigning } from "./signing";
import type { SecretHit } from "./secrets";

export interface Identity {
  name: string;
  email: string;
}

/** The repository steward works for, as the runner names it. */
export interface RemoteRepository {
  /** GITHUB_SERVER_URL, e.g. https://github.com or an Enterprise Server. */
  serverUrl: string;
  owner: string;
  repo: string;
}

/** What to check out; built by the orchestration from the trigger and the API's pull request data. */
export type WorkspaceTarget =
  | {
      /** A pull request: same repository → on its head branch; any other head repository → a fork. */
      kind: "pull-request";
      number: number;
      headBranch: string;
      /** The head commit the run was triggered for (the PR's head.sha when the run started). */
      headSha: string;
      /** owner/name of the head repository; empty when the fork was deleted. */
      headRepository: string;
    }
  | {
      /** A failed workflow run to fix: its head branch when still at the failing commit, else a new branch. */
      kind: "ci-fixup";
      runId: number;
      workflowName: string;
      headBranch: string;
      headSha: string;
      headRepository: string;
    }
  | {
      /** Issues, labels, assignments, automation: a new branch from `baseBranch`. */
      kind: "new-branch";
      baseBranch: string;
      /** `issue`, `pr`… — omitted for automation runs (`<prefix><slug>-<id>`). */
      branchKind?: string;
      /** The issue number, or a text (the prompt) to slug. */
      subject: number | string;
    };

export type WorkspaceMode =
  /** On the PR's head branch (same repository); pushes go there. */
  | "pull-request"
  /** On a fork's head commit, detached; steward never pushes it. */
  | "fork-pull-request"
  /** On the failing run's head branch, still at the failing commit; pushes go there. */
  | "ci-fixup-head"
  /** On a branch steward created; pushes create it on the remote, the orchestration opens the PR. */
  | "new-branch";

/** The head branch moved between the trigger and the checkout. */
export interface HeadMoved {
  branch: string;
  /** The commit the run was triggered for. */
  expected: string;
  /** The branch's tip when steward fetched it. */
  found: string;
  /** What was checked out: `expected` unless it could no longer be fetched (force-pushed away). */
  checkedOut: string;
}

export interface FileChange {
  path: string;
  /** For a rename: the path before. */
  oldPath?: string;
  status: "added" | "modified" | "deleted" | "renamed";
  additions: number;
  deletions: number;
  binary: boolean;
}

export interface WorkspaceDiff {
  /** The commit the diff is taken against. */
  base: string;
  /** A unified diff (a/ b/ prefixes, 3 lines of context), binary files as "Binary files … differ". */
  patch: string;
  files: FileChange[];
  /** Changed paths withheld from the diff (secret-like files: see DiffOptions). */
  withheld?: string[];
}

export interface DiffOptions {
  /** Changed paths left out of the diff and its patch, as the base has them (secret-like files). */
  withhold?: (path: string) => boolean;
}

export interface CommitOptions {
  message: string;
  author: Identity;
  /** `Co-authored-by:` trailers, e.g. the requesting user as `ID+login@users.noreply.github.com`. */
  coAuthors?: Identity[];
  /** Leave changes under .github/workflows/ out (a token without the `workflows` permission). */
  withoutWorkflows?: boolean;
  /**
   * Changed paths left out of the commit, whoever wrote or staged them (secret-like files, protected
   * places no policy rule allows); they stay in the working tree and the report's patch.
   */
  leaveOut?: (path: string) => boolean;
}

export interface PushResult {
  pushed: boolean;
  /** Where the commits are on the remote now (undefined when nothing was pushed anywhere). */
  branch: string | undefined;
  /** The commit pushed (or that would have been). */
  sha: string;
  /** The branch the push was meant for. */
  intended: string | undefined;
  /** Set when the work went to a different branch than `intended` (conflict, protected branch). */
  movedTo?: string;
  /** Set when steward's commits were rebased onto a newer remote head before the push succeeded. */
  rebasedOnto?: string;
  /** Why the push did not go (or did not go where intended), for the report. */
  reason?: string;
}

export interface WipOptions {
  /** Why the run stops (signal name, error): goes into the commit message. */
  reason: string;
  author: Identity;
  withoutWorkflows?: boolean;
  /** As CommitOptions.leaveOut. */
  leaveOut?: (path: string) => boolean;
  /** The whole save must end within this many milliseconds (default 4,500). */
  budgetMs?: number;
}

export interface WipResult {
  /** A commit holds the work (locally at least; refs/steward/wip points at it). */
  saved: boolean;
  sha?: string;
  pushed: boolean;
  /** The remote branch the work was pushed to. */
  branch?: string;
  reason?: string;
  elapsedMs: number;
}

/** The workspace's mutable state, shared by its operations. */
export interface WorkspaceState extends RemoteState {
  mode: WorkspaceMode;
  startSha: string;
  /** The remote commit steward's commits sit on: startSha, then the tip it last rebased onto. */
  base: string;
  localBranch: string | undefined;
  pushBranch: string | undefined;
  /** The last commit push() got onto the remote. */
  lastPushed: string | undefined;
  createdBranch: boolean;
  baseBranch: string | undefined;
  branchPrefix: string;
  committer: Identity;
  excludesFile: string;
  preexistingUntracked: string[];
  newShortId: () => string;
  /** Milliseconds between retries of a push that failed for a transient reason. */
  retryDelayMs: number;
  /** commit-signing: how steward's commits are signed; undefined = unsigned, pushed with git. */
  signing?: CommitSigning | undefined;
  /** Recognises credentials in what is about to be committed or pushed. */
  findSecrets: SecretFinder;
  /** Files left out of steward's commits because they hold a secret (they stay in the working tree). */
  withheld: SecretHit[];
}
