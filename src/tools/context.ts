// What a tool may use while it runs. Narrow on purpose: the workspace, where "here" is, a way to be
// stopped, what has been read, where to report progress and save large output, the environment for
// child processes (built by the policy layer, never the action's own), and the session's services.
// No global state and no process.env: everything arrives here.
import type { FileReadState } from "./file-state";
import type { AgentSpawner } from "./session/agents";
import type { ToolCallHooks } from "./session/call-hooks";
import type { DeferredTools } from "./session/deferred";
import type { PlanMode } from "./session/plan";
import type { ReviewDraft } from "./session/review";
import type { ShellLauncher } from "./session/shell";
import type { BackgroundShells } from "./session/shells";
import type { TodoList } from "./session/todos";
import type { WebAccess } from "./session/web";
import type { ToolFeatures } from "./tool";

export type ProgressEvent =
  | { kind: "todos"; todos: ReturnType<TodoList["get"]> }
  | { kind: "plan"; plan: string }
  | { kind: "status"; toolUseId: string; tool: string; text: string };

export interface SessionServices {
  readonly features: ToolFeatures;
  readonly todos: TodoList;
  readonly plan: PlanMode;
  readonly deferredTools: DeferredTools;
  /** How Bash starts its shells (sandboxed or plain), chosen once for the session. */
  readonly shell: ShellLauncher;
  /** Background shells (Bash run_in_background); undefined where the session offers none. */
  readonly shells: BackgroundShells | undefined;
  /** Sub-agents (the Agent tool); undefined at the maximum nesting depth. */
  readonly agents: AgentSpawner | undefined;
  /** HTTP fetching and summarising for WebFetch; undefined when the session has no web access. */
  readonly web: WebAccess | undefined;
  /** The inline comments of the review the run publishes; absent when it publishes none. */
  readonly review?: ReviewDraft | undefined;
  /** The repository's tool hooks and subdirectory instructions; absent when it has none. */
  readonly callHooks?: ToolCallHooks | undefined;
}

export interface ToolContext {
  readonly toolUseId: string;
  /** Absolute, symlink-resolved workspace root. */
  readonly workspaceRoot: string;
  /** Absolute working directory for relative paths and commands; always inside the workspace. */
  readonly cwd: string;
  readonly signal: AbortSignal;
  readonly files: FileReadState;
  readonly progress: (event: ProgressEvent) => void;
  /** Where oversized results and background output are saved (RUNNER_TEMP or the OS temp dir). */
  readonly outputDir: string;
  /** Environment for processes a tool starts: the policy layer's allow-list. */
  readonly env: Readonly<Record<string, string>>;
  /**
   * Whether the policy lets this session read a file. Tools that list or search many files (Glob,
   * Grep) leave out what it refuses, so a search of "." cannot return lines of a secret file.
   */
  readonly canRead: (path: string) => boolean;
  /**
   * The policy's answer for one access, judged as a call by `tool` from `cwd` is. The file tools ask it
   * again about the real path of the file they opened (src/tools/safe-fs/), so a link swapped between
   * the permission check and the open cannot send them where the policy refuses.
   */
  readonly mayAccess: (request: AccessRequest) => boolean;
  readonly session: SessionServices;
}

export interface AccessRequest {
  access: "read" | "write";
  /** Absolute: the real path of what the tool opened or is about to create. */
  path: string;
  tool: string;
  cwd: string;
}
