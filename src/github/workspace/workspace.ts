// The handle the orchestration holds for the rest of the run: read-only facts about the checkout and
// the four operations on it. Built by prepareWorkspace.
import { pushViaApi } from "./api-push";
import { commitAll } from "./commit";
import { WorkspaceError, assertCommitId, resolveCommit } from "./git";
import { fetchFromRemote } from "./remote";
import { diffWorkspace } from "./diff";
import { push, type PushOptions } from "./push";
import type { SecretHit } from "./secrets";
import type {
  CommitOptions,
  DiffOptions,
  HeadMoved,
  PushResult,
  WipOptions,
  WipResult,
  WorkspaceDiff,
  WorkspaceMode,
  WorkspaceState,
} from "./types";
import { saveWorkInProgress } from "./wip";

export interface Workspace {
  /** $GITHUB_WORKSPACE: the agent's working directory. */
  readonly dir: string;
  readonly mode: WorkspaceMode;
  /** The commit checked out for the run. */
  readonly startSha: string;
  /** The remote commit steward's work sits on: startSha, or the tip a push rebased onto. */
  readonly base: string;
  /** The local branch checked out (undefined: detached, for a fork's pull request). */
  readonly localBranch: string | undefined;
  /** Where push() goes: the PR head branch, or the branch steward created; undefined for forks. */
  readonly pushBranch: string | undefined;
  /** pushBranch is steward's own (new) branch: the orchestration opens a pull request from it. */
  readonly createdBranch: boolean;
  /** The pull request base for a created branch. */
  readonly baseBranch: string | undefined;
  /** Set when the head branch had moved past the triggered commit when it was fetched. */
  readonly moved: HeadMoved | undefined;
  /** Untracked files from before steward started: never diffed, never committed. */
  readonly preexistingUntracked: readonly string[];
  /** Files left out of steward's commits because they would add a secret (still in the working tree). */
  readonly withheld: readonly SecretHit[];
  /** The run's changes against `base`, working tree included (less what `withhold` picks). */
  diff(options?: DiffOptions): Promise<WorkspaceDiff>;
  /** Commits the working tree; the new commit, or null when nothing changed. */
  commitAll(options: CommitOptions): Promise<string | null>;
  push(options?: PushOptions): Promise<PushResult>;
  /** For signals and fatal errors: commit and push what is there, within the budget; never throws. */
  saveWorkInProgress(options: WipOptions): Promise<WipResult>;
  /**
   * Makes `sha` readable in the object store (fetching it by id when a shallow checkout lacks it), so
   * configuration can be read at a commit other than the one checked out.
   */
  ensureCommit(sha: string): Promise<void>;
}

export function openWorkspace(state: WorkspaceState, moved: HeadMoved | undefined): Workspace {
  return {
    dir: state.ctx.dir,
    mode: state.mode,
    startSha: state.startSha,
    get base() {
      return state.base;
    },
    localBranch: state.localBranch,
    get pushBranch() {
      return state.pushBranch;
    },
    get createdBranch() {
      return state.createdBranch;
    },
    get baseBranch() {
      return state.baseBranch;
    },
    moved,
    preexistingUntracked: state.preexistingUntracked,
    withheld: state.withheld,
    diff: (options) => diffWorkspace(state, options),
    commitAll: (options) => commitAll(state, options),
    // commit-signing: github publishes through GitHub's API, which signs; otherwise git pushes.
    push: (options) => (state.signing?.kind === "github" ? pushViaApi(state, options) : push(state, options)),
    saveWorkInProgress: (options) => saveWorkInProgress(state, options),
    ensureCommit: (sha) => ensureCommit(state, sha),
  };
}

async function ensureCommit(state: WorkspaceState, sha: string): Promise<void> {
  assertCommitId(sha, "trusted commit");
  if ((await resolveCommit(state.ctx, sha)) !== undefined) return;
  const fetched = await fetchFromRemote(state, sha, undefined);
  if (!fetched.found)
    throw new WorkspaceError(
      `The commit ${sha} could not be fetched from ${state.ctx.remoteUrl}: ${fetched.detail}`,
    );
}
