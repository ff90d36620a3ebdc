// Builds a real ToolContext on a real temporary directory, for tool tests. The resolver allows
// everything unless a test passes its own: these tests are about the tools, the policy has its own.
import { mkdtemp, realpath, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ProgressEvent, SessionServices, ToolContext } from "../../src/tools/context";
import { type ExecuteDeps, executeToolCall, type ToolCallOutcome } from "../../src/tools/execute";
import { FileReadState } from "../../src/tools/file-state";
import { ToolRegistry } from "../../src/tools/registry";
import { DeferredTools } from "../../src/tools/session/deferred";
import { SessionPlanMode } from "../../src/tools/session/plan";
import { plainShell } from "../../src/tools/session/shell";
import { InMemoryTodoList } from "../../src/tools/session/todos";
import type { AnyTool, PermissionResolver, ToolFeatures } from "../../src/tools/tool";

export const allowAll: PermissionResolver = {
  decide: () => ({ behavior: "allow", reason: "allowed by the test", rule: null }),
};

export const FEATURES: ToolFeatures = {
  webSearch: false,
  deferLoading: true,
  agentDepth: 0,
  maxAgentDepth: 2,
};

export interface TestBench {
  /** The workspace: a real, symlink-resolved temporary directory. */
  root: string;
  /** A scratch directory outside the workspace (output files). */
  outside: string;
  context: ToolContext;
  progress: ProgressEvent[];
  registry: ToolRegistry;
  /** Runs one call through the real pipeline. */
  call(name: string, input: unknown, overrides?: Partial<ExecuteDeps>): Promise<ToolCallOutcome>;
  /** The text of a result (joined text blocks). */
  text(outcome: ToolCallOutcome): string;
  cleanup(): Promise<void>;
}

let counter = 0;

export async function toolBench(
  tools: readonly AnyTool[],
  options: {
    session?: Partial<SessionServices>;
    resolver?: PermissionResolver;
    env?: Record<string, string>;
    features?: Partial<ToolFeatures>;
    canRead?: (path: string) => boolean;
    mayAccess?: ToolContext["mayAccess"];
  } = {},
): Promise<TestBench> {
  const base = await realpath(await mkdtemp(join(tmpdir(), "steward-tools-")));
  const root = join(base, "workspace");
  const outside = join(base, "outside");
  const { mkdir } = await import("node:fs/promises");
  await mkdir(root);
  await mkdir(outside);
  const features: ToolFeatures = { ...FEATURES, ...options.features };
  const registry = new ToolRegistry(tools, [], features);
  const progress: ProgressEvent[] = [];
  const session: SessionServices = {
    features,
    todos: new InMemoryTodoList(),
    plan: new SessionPlanMode(),
    deferredTools: new DeferredTools(registry.deferred()),
    shell: plainShell,
    shells: undefined,
    agents: undefined,
    web: undefined,
    ...options.session,
  };
  const context: ToolContext = {
    toolUseId: "toolu_test",
    workspaceRoot: root,
    cwd: root,
    signal: new AbortController().signal,
    files: new FileReadState(),
    progress: (event) => progress.push(event),
    outputDir: outside,
    env: {
      PATH: process.env["PATH"] ?? "/usr/bin:/bin",
      HOME: join(base, "home"),
      LANG: "C.UTF-8",
      ...options.env,
    },
    canRead: options.canRead ?? (() => true),
    mayAccess: options.mayAccess ?? (() => true),
    session,
  };
  const bench: TestBench = {
    root,
    outside,
    context,
    progress,
    registry,
    call: (name, input, overrides = {}) =>
      executeToolCall(
        { id: `toolu_${String(++counter)}`, name, input },
        { registry, resolver: options.resolver ?? allowAll, context: bench.context, ...overrides },
      ),
    text: (outcome) => {
      const content = outcome.result.content;
      return typeof content === "string"
        ? content
        : content.flatMap((b) => (b.type === "text" ? [b.text] : [])).join("\n");
    },
    cleanup: () => rm(base, { recursive: true, force: true }),
  };
  return bench;
}
