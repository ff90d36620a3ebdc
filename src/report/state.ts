// The state a report is rendered from. The GitHub layer fills it in as the run goes; src/report/ only
// renders it (pure functions, strings in and out) and never posts anything.

export type RunPhase = "starting" | "working" | "done" | "failed" | "cancelled" | "budget" | "skipped";

export interface TodoView {
  content: string;
  activeForm: string;
  status: "pending" | "in_progress" | "completed";
}

export interface ToolCallView {
  tool: string;
  /** One line, e.g. "Read src/a.ts" or "Bash npm test". */
  summary: string;
  decision: "allow" | "deny";
  /** The policy's reason, for denials. */
  reason?: string;
  rule?: string | null;
  isError: boolean;
}

export interface FileChange {
  path: string;
  additions: number;
  deletions: number;
  /** added, modified, deleted, renamed */
  status: "added" | "modified" | "deleted" | "renamed";
}

export interface TrapChange {
  path: string;
  /** What the place is: "git hooks (.husky), run on every commit". */
  label: string;
}

export interface RunLinks {
  job?: string;
  branch?: { name: string; url: string };
  commit?: { sha: string; url: string };
  pullRequest?: { number: number; url: string };
  /** The review the run posted (or the comment that stood in for it), with its inline comment count. */
  review?: { url: string; comments: number; kind: "review" | "comment" };
  /** Where the full report lives when the comment had to be trimmed (the step summary). */
  summary?: string;
  /** The uploaded transcript artifact, when there is one (trim notes point to it). */
  transcript?: string;
}

export interface RunNumbers {
  turns: number;
  durationMs: number;
  costUsd: number;
  /** True when the model's price was not known and the cost is an upper estimate. */
  costEstimated: boolean;
  inputTokens: number;
  outputTokens: number;
  cacheReadTokens: number;
  cacheWriteTokens: number;
}

export interface SandboxView {
  active: boolean;
  /**
   * Bash was disabled (`required`, and the sandbox did not hold): any Bash call was refused before a
   * command started, so none ran outside the sandbox. Bash may have been offered before the probe
   * decided, so the calls can still be in the list.
   */
  bashDisabled?: boolean;
  /** One line from steward (src/sandbox/session.ts): what ran where, and why. */
  summary: string;
  /** Destinations the sandbox's network proxy refused (sandbox.allowedDomains), most refused first. */
  refused?: { destination: string; count: number }[];
}

/** One MCP server as the report shows it. */
export interface McpServerView {
  name: string;
  status: "pending" | "connected" | "failed";
  /** Why it failed or stopped (steward's words, with the server's stderr tail). */
  reason?: string;
  tools: number;
}

export interface McpView {
  servers: McpServerView[];
  /** Tools the servers offer that no rule of the policy allows: never offered to the model. */
  notAllowed: string[];
  /** Tools whose names had to change, with why. */
  renamed: string[];
}

export interface RunState {
  phase: RunPhase;
  /** One line on what was asked, e.g. "@steward comment by @alice on #12". */
  trigger: string;
  startedAt: string;
  links: RunLinks;
  todos: TodoView[];
  /** What is happening now, one line ("Running npm test"). */
  currentStep?: string;
  toolCalls: ToolCallView[];
  /** Whether Bash ran in the sandbox, and why not when it did not; unset before the session starts. */
  sandbox?: SandboxView;
  /** The run's MCP servers, when it had any. */
  mcp?: McpView;
  /** Set once the run has ended. */
  final?: {
    /** Why it ended, one line ("completed", "turn limit reached", "interrupted by cancellation"). */
    reason: string;
    /** The model's own summary (model-authored: sanitised before rendering). */
    summary: string;
    plan?: string;
    files: FileChange[];
    /**
     * Changed files in places that run code for whoever checks the branch out or opens it (git hooks,
     * editor tasks, .envrc…; see src/policy/special-places.ts), with what each place is. The report
     * warns about them even when a policy rule allowed the change.
     */
    traps?: TrapChange[];
    /** The unified diff of the run's changes. */
    diff: string;
    numbers: RunNumbers;
    /** Notes from steward itself (e.g. "the PR head's policy file differs from the trusted one"). */
    notes: string[];
    /** A fork PR or a push that was not possible: the patch is the deliverable. */
    patchOnly?: boolean;
  };
}
