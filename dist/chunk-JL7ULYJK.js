import { createRequire as __stewardCreateRequire } from 'node:module'; const require = __stewardCreateRequire(import.meta.url);

// src/policy/issues.ts
var formatIssue = (issue) => `${issue.file}:${String(issue.line)}:${String(issue.column)}: ${issue.message}`;
var PolicyLoadError = class extends Error {
  issues;
  constructor(issues) {
    super(issues.map(formatIssue).join("\n"));
    this.name = "PolicyLoadError";
    this.issues = issues;
  }
};

export {
  formatIssue,
  PolicyLoadError
};
