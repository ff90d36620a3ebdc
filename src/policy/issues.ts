// A policy's load problems, each with its place in the file. Kept apart from the YAML reader
// (source.ts) so that code which only needs to recognise the error does not load the parser.
import type { RuleSource } from "./rules";

export interface PolicyIssue extends RuleSource {
  message: string;
}

export const formatIssue = (issue: PolicyIssue): string =>
  `${issue.file}:${String(issue.line)}:${String(issue.column)}: ${issue.message}`;

export class PolicyLoadError extends Error {
  readonly issues: readonly PolicyIssue[];
  constructor(issues: readonly PolicyIssue[]) {
    super(issues.map(formatIssue).join("\n"));
    this.name = "PolicyLoadError";
    this.issues = issues;
  }
}
