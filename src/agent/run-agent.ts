// Puts one agent run together from its parts — the policy's resolver and environment, the tools and
// their session services, sub-agents, the system prompt — runs the session, and cleans up (background
// shells never outlive the run). The CLI and the action both start runs here, so they behave the same.
import { randomUUID } from "node:crypto";
import { mkdir } from "node:fs/promises";
import {
  buildAgentEnvironment,
  allowsWholeTool,
  createPolicyResolver,
  type DecisionRecord,
  type Policy,
  runnerFilesFromEnv,
} from "../policy/index";
import { BackgroundShellManager } from "../tools/bash/shell-manager";
import { BUILTIN_TOOLS } from "../tools/builtin";
import type { CallContext, ExecuteDeps } from "../tools/execute";
import { FileReadState } from "../tools/file-state";
import { ToolRegistry } from "../tools/registry";
import { DeferredTools } from "../tools/session/deferred";
import { SessionPlanMode } from "../tools/session/plan";
import type { ReviewDraft } from "../tools/session/review";
import { plainShell, refusingShell, type ShellLauncher } from "../tools/session/shell";
import { InMemoryTodoList } from "../tools/session/todos";
import type { WebAccess } from "../tools/session/web";
import type { ToolFeatures } from "../tools/tool";
import type { ProgressEvent } from "../tools/context";
import type { McpReport, McpRunOptions, McpSessionTools } from "./mcp-tools";
import type { MessageParam, ModelClient } from "./model";
import { modelSpec } from "./models";
import { CostLedger } from "./pricing";
import { buildSystemPrompt, type RepositoryInstructions } from "./prompt";
import type { RetryPolicy } from "./retry";
import { type Budgets, type FallbackModel, runSession, type SessionResult, type TurnReport } from "./session";
import { createSubagentSpawner, readOnlyResolver, SUBAGENT_TYPES } from "./subagents";
import { includeCommandFiles } from "./command-files";
import { type ProjectSession, projectSession } from "./project-session";
import type { ProjectRuntime } from "../project/runtime";
import { resolveThinking, type ThinkingSetting } from "./thinking";
import type { StructuredOutputSlot } from "../tools/structured-output";
import type { AnyTool } from "../tools/tool";
import type { InitLine, TranscriptSink } from "./transcript";
import structuredOutputPrompt from "./prompts/structured-output.txt";

export interface AgentRunOptions {
  /** Absolute path of the checkout the agent works in. */
  workspaceRoot: string;
  prompt: string;
  model: string;
  /** max_tokens per turn; the model's own (models.ts) when not given. */
  maxTokens?: number;
  /** Thinking, resolved for the model (thinking.ts); off when not given. */
  thinking?: ThinkingSetting;
  client: ModelClient;
  /** Fetching (and optionally summarising and searching) for WebFetch/WebSearch; none means no web tools. */
  web?: WebAccess;
  policy: Policy;
  /** The policy file in use (write-protected for the agent), or null for the built-in policy. */
  policyFilePath: string | null;
  /** The process's own environment: the agent's is built from it through the policy's allow-list. */
  processEnv: Readonly<Record<string, string | undefined>>;
  home: string;
  /**
   * How Bash starts shells (the sandbox, when it could start); `{ disabled }` takes Bash out of the
   * session. Default: plain `/bin/bash -c` under the rules alone.
   */
  shell?: ShellLauncher | { disabled: string };
  /** steward's own scratch directory for this run (saved outputs, background shell logs). */
  outputDir: string;
  budgets: Budgets;
  /** Provider support for defer_loading / tool_reference. */
  deferLoading: boolean;
  maxAgentDepth?: number;
  instructions?: readonly RepositoryInstructions[];
  date: string;
  transcript: TranscriptSink;
  signal: AbortSignal;
  retry?: RetryPolicy;
  log?: (message: string) => void;
  onTurn?: (turn: TurnReport) => void;
  onProgress?: (event: ProgressEvent) => void;
  /** Masks the run's own secrets (tokens, keys) in tool results, should a call ever read one. */
  redact?: (text: string) => string;
  /** The review the run publishes: ReviewComment records its inline comments here. */
  review?: ReviewDraft;
  /** Trusted guidance for this run's mode (e.g. "review, do not edit"), after the base prompt. */
  appendix?: string;
  /** Where the model's credential came from, for the transcript's init line (default "none"). */
  apiKeySource?: InitLine["apiKeySource"];
  /** "plan": the run may only read (Claude Code's --permission-mode plan). Default: the policy as is. */
  permissionMode?: InitLine["permissionMode"];
  /** The model to go on with when `model` stays overloaded (Claude Code's --fallback-model). */
  fallbackModel?: string;
  /** Replaces steward's base instructions in the system prompt (Claude Code's --system-prompt). */
  systemPrompt?: string;
  /** An earlier run's conversation and session id to go on from (--resume). */
  resume?: { sessionId: string; messages: MessageParam[] };
  /** The run must end with structured output: the StructuredOutput tool and its slot. */
  structuredOutput?: { tool: AnyTool; slot: StructuredOutputSlot };
  /** The run's MCP servers, started by the caller; the caller closes them too. */
  mcp?: McpRunOptions;
  /** The repository's Claude Code configuration: hooks, skills, agents, a slash command's narrowing. */
  project?: ProjectRuntime;
}

export interface AgentRunResult extends SessionResult {
  /** Every permission decision of the run, in order. */
  decisions: DecisionRecord[];
  /** The MCP servers and their tools, when the run had any. */
  mcp?: McpReport;
  /** What the repository's configuration could not do, or did of note (hooks failing, fields ignored). */
  notes: string[];
}

/** The MCP side of the session; its code is loaded only for a run with servers. */
async function mcpFor(
  options: AgentRunOptions,
  resolver: { allowsTool: (tool: string, input: Record<string, unknown>) => boolean },
  contextWindow: number,
): Promise<McpSessionTools | undefined> {
  if (options.mcp === undefined) return undefined;
  const { prepareMcpTools } = await import("./mcp-tools");
  return prepareMcpTools({
    mcp: options.mcp,
    allowed: (tool, input) => resolver.allowsTool(tool, input),
    deferLoading: options.deferLoading,
    contextWindow,
    takenNames: BUILTIN_TOOLS.flatMap((t) => [t.name, ...t.aliases]),
    signal: options.signal,
  });
}

export async function runAgent(options: AgentRunOptions): Promise<AgentRunResult> {
  await mkdir(options.outputDir, { recursive: true });
  const decisions: DecisionRecord[] = [];
  const policyResolver = createPolicyResolver(options.policy, {
    workspaceRoot: options.workspaceRoot,
    home: options.home,
    policyFilePath: options.policyFilePath,
    runnerFiles: runnerFilesFromEnv(options.processEnv),
    readableDirs: [options.outputDir],
    onDecision: (record) => decisions.push(record),
  });
  const planOnly = options.permissionMode === "plan";
  const resolver = planOnly
    ? readOnlyResolver(policyResolver, "a run in plan mode (--permission-mode plan)")
    : policyResolver;
  const features: ToolFeatures = {
    // Offered where the caller's provider runs the API's server-side search and a rule allows it.
    webSearch: options.web?.search !== undefined && allowsWholeTool(options.policy, "WebSearch"),
    deferLoading: options.deferLoading,
    agentDepth: 0,
    maxAgentDepth: options.maxAgentDepth ?? 2,
    review: options.review !== undefined,
    bash: options.shell === undefined || !("disabled" in options.shell),
  };
  const launcher =
    options.shell === undefined
      ? plainShell
      : "disabled" in options.shell
        ? refusingShell(options.shell.disabled)
        : options.shell;
  const structured = options.structuredOutput;
  const spec = modelSpec(options.model);
  const mcp = await mcpFor(options, policyResolver, spec.contextWindow);
  const sessionId = options.resume?.sessionId ?? randomUUID();
  const project = projectSession(options.project, {
    sessionId,
    builtins: BUILTIN_TOOLS,
    resolver,
    launcher,
    shellDisabled:
      options.shell !== undefined && "disabled" in options.shell ? options.shell.disabled : undefined,
    env: buildAgentEnvironment(options.processEnv, options.policy),
    workspaceRoot: options.workspaceRoot,
    home: options.home,
    readableDirs: [options.outputDir],
    outputDir: options.outputDir,
    signal: options.signal,
    log: (text) => options.log?.(`steward: ${text}`),
    ...(options.redact === undefined ? {} : { redact: options.redact }),
  });
  const registry = new ToolRegistry(
    project.builtins,
    [...project.extras, ...(structured === undefined ? [] : [structured.tool]), ...(mcp?.initial ?? [])],
    features,
  );
  registry.explainMissing = mcp?.explainMissing;
  const shells = new BackgroundShellManager({ outputDir: options.outputDir, launcher });
  const ledger = new CostLedger();
  const environment = {
    workspaceRoot: options.workspaceRoot,
    cwd: options.workspaceRoot,
    date: options.date,
    platform: process.platform,
    ...(options.shell !== undefined && "disabled" in options.shell
      ? { shell: `Bash is not available in this run: ${options.shell.disabled}.` }
      : launcher.note === undefined
        ? {}
        : { shell: launcher.note }),
    ...(mcp?.promptNote === undefined ? {} : { mcp: mcp.promptNote }),
  };
  const instructions = options.instructions ?? [];
  const baseContext: CallContext = {
    workspaceRoot: options.workspaceRoot,
    cwd: options.workspaceRoot,
    signal: options.signal,
    files: new FileReadState(),
    progress: options.onProgress ?? (() => undefined),
    outputDir: options.outputDir,
    env: buildAgentEnvironment(options.processEnv, options.policy),
    canRead: (path) => policyResolver.canRead(path),
    mayAccess: (request) => policyResolver.mayAccess(request),
    session: {
      features,
      todos: new InMemoryTodoList(),
      plan: new SessionPlanMode(),
      deferredTools: new DeferredTools(registry.deferred(), !options.deferLoading),
      shell: launcher,
      shells,
      agents: undefined,
      web: options.web,
      review: options.review,
      callHooks: project.callHooks(),
    },
  };
  const maxTokens = options.maxTokens ?? spec.maxTokens;
  const thinking = resolveThinking(options.thinking ?? { mode: "off" }, spec, maxTokens);
  if (thinking.note !== undefined) options.log?.(thinking.note);
  if (!spec.known)
    options.log?.(
      `${options.model} is not in steward's model table: assuming a ${String(spec.contextWindow)}-token window, max_tokens ${String(maxTokens)} and the highest price`,
    );
  if (planOnly) baseContext.session.plan.enter();
  const fallback =
    options.fallbackModel === undefined ? undefined : fallbackFor(options.fallbackModel, options);
  const common = {
    sessionId,
    ...(fallback === undefined ? {} : { fallback }),
    model: options.model,
    maxTokens,
    ...(thinking.thinking === undefined ? {} : { thinking: thinking.thinking }),
    client: options.client,
    resolver: project.resolver,
    ledger,
    budgets: options.budgets,
    deferLoading: options.deferLoading,
    transcript: options.transcript,
    ...(options.redact === undefined ? {} : { redact: options.redact }),
    ...(options.retry === undefined ? {} : { retry: options.retry }),
    ...(options.log === undefined ? {} : { log: options.log }),
  };
  const agents = createSubagentSpawner({
    ...common,
    tools: [...project.builtins, ...project.extras],
    ...(mcp === undefined ? {} : { extraTools: mcp.tools }),
    features,
    context: baseContext,
    environment,
    instructions,
    customAgents: project.customAgents,
    callHooks: project.callHooks,
    ...(project.subagentHooks === undefined ? {} : { sessionHooks: project.subagentHooks }),
  });
  const context: CallContext = { ...baseContext, session: { ...baseContext.session, agents } };
  const prompt = await withCommandFiles(options, { registry, resolver, context }, project);
  try {
    const result = await runSession({
      ...common,
      system: buildSystemPrompt({
        environment,
        deferredTools: options.deferLoading ? registry.deferred().map((t) => t.name) : [],
        instructions,
        ...appendixOf(options),
        ...(options.systemPrompt === undefined ? {} : { base: options.systemPrompt }),
      }),
      ...(options.resume === undefined ? {} : { history: options.resume.messages }),
      prompt,
      registry,
      context,
      init: {
        apiKeySource: options.apiKeySource ?? "none",
        permissionMode: options.permissionMode ?? "default",
        agents: [...SUBAGENT_TYPES.keys(), ...project.customAgents.keys()],
        ...project.listing,
      },
      ...(structured === undefined ? {} : { structuredOutput: structured.slot }),
      ...mcp?.sessionOptions(registry, context.session.deferredTools),
      ...(project.mainHooks === undefined ? {} : { hooks: project.mainHooks }),
      ...(options.onTurn === undefined ? {} : { onTurn: options.onTurn }),
    });
    // SessionEnd, cancelled or not (a cancelled run gives its hooks a short, bounded time).
    await project.end("other");
    return {
      ...result,
      decisions,
      notes: project.notes.list(),
      ...(mcp === undefined ? {} : { mcp: mcp.report() }),
    };
  } finally {
    await shells.stopAll();
  }
}

/** The request, with the files a slash command includes with `@path` after it. */
async function withCommandFiles(
  options: AgentRunOptions,
  deps: ExecuteDeps,
  project: ProjectSession,
): Promise<string> {
  const command = options.project?.command;
  if (command === undefined || (command.includes ?? []).length === 0) return options.prompt;
  const included = await includeCommandFiles(
    { source: `/${command.name} (${command.file})`, paths: command.includes ?? [] },
    { ...deps, ...(options.redact === undefined ? {} : { redact: options.redact }) },
    (text) => project.notes.add(text),
  );
  return included === undefined ? options.prompt : `${options.prompt}\n\n${included}`;
}

/** The caller's appendix, and the instruction to finish with StructuredOutput when a schema is given. */
function appendixOf(options: AgentRunOptions): { appendix?: string } {
  const parts = [
    options.appendix,
    options.structuredOutput === undefined ? undefined : structuredOutputPrompt.trim(),
  ].filter((part): part is string => part !== undefined && part.trim() !== "");
  return parts.length === 0 ? {} : { appendix: parts.join("\n\n") };
}

/** The fallback model with its own max_tokens and thinking, resolved as the main model's are. */
function fallbackFor(model: string, options: AgentRunOptions): FallbackModel {
  const spec = modelSpec(model);
  const maxTokens = options.maxTokens ?? spec.maxTokens;
  const thinking = resolveThinking(options.thinking ?? { mode: "off" }, spec, maxTokens).thinking;
  return { model, maxTokens, ...(thinking === undefined ? {} : { thinking }) };
}
