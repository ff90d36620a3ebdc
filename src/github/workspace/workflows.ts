// A token without the `workflows` permission (GITHUB_TOKEN never has it) cannot push a commit that
// changes anything under .github/workflows/: GitHub rejects the whole push. The orchestration asks
// here first, commits everything else (`withoutWorkflows`), and explains the rest in its report.
import type { WorkspaceDiff } from "./types";

export const WORKFLOWS_DIR = ".github/workflows";

function isWorkflowPath(path: string): boolean {
  return path.startsWith(`${WORKFLOWS_DIR}/`);
}

/** Paths in the diff under .github/workflows/ (both sides of a rename). */
export function workflowPaths(diff: WorkspaceDiff): string[] {
  const paths = diff.files.flatMap((file) => [
    file.path,
    ...(file.oldPath === undefined ? [] : [file.oldPath]),
  ]);
  return [...new Set(paths.filter(isWorkflowPath))];
}

export function touchesWorkflows(diff: WorkspaceDiff): boolean {
  return workflowPaths(diff).length > 0;
}
