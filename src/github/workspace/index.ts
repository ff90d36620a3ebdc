// steward's git workspace layer: check out the work, diff it, commit it, push it, save it on the way out.
export { newBranchName, newShortId, slugify } from "./branch-name";
export { WorkspaceError } from "./git";
export { authorizationHeader, discoveryEnvironment, trustedReadEnvironment } from "./git-env";
export { createGitRunner, type GitInvocation, type GitOutcome, type GitRunner } from "./git-runner";
export { commitMessage, noreplyEmail } from "./message";
export { describeHits, type SecretHit } from "./secrets";
export { prepareWorkspace, type PrepareOptions } from "./prepare";
export type { PushOptions } from "./push";
export type {
  CommitOptions,
  DiffOptions,
  FileChange,
  HeadMoved,
  Identity,
  PushResult,
  RemoteRepository,
  WipOptions,
  WipResult,
  WorkspaceDiff,
  WorkspaceMode,
  WorkspaceTarget,
} from "./types";
export { MAX_CONTENT_PER_CALL, MAX_FILES_PER_CALL } from "./api-changes";
export {
  type ApiCommit,
  type ApiOutcome,
  type CommitApi,
  type CommitSigning,
  createSshSigner,
  type FileAddition,
  type SshSigner,
} from "./signing";
export { WIP_REF } from "./wip";
export { WORKFLOWS_DIR, touchesWorkflows, workflowPaths } from "./workflows";
export type { Workspace } from "./workspace";
