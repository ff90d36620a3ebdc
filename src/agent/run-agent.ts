// Puts one agent run together from its parts — the policy's resolver and environment, the tools and
// their session services, sub-agents, the system prompt — runs the session, and cleans up (background
// shells never outlive the run). The CLI and the action both start runs here, so they behave the same.
import { randomUUID } from "node:crypto";
import { mkdir } from "node:fs/promises";
import { buildAgentEnvironment, type DecisionRecord, type Policy } from "../policy/index";
import { LazyBackgroundShells } from "../tools/bash/lazy-shells";
import { BUILTIN_TOOLS } from "../tools/builtin";
import type { CallContext, ExecuteDeps } from "../tools/execute";
import { ToolRegistry } from "../tools/registry";
import type { ReviewDraft } from "../tools/session/review";
import type { ShellLauncher } from "../tools/session/shell";
import type { WebAccess } from "../tools/session/web";
import type { AgentSpawner } from "../tools/session/agents";
import type { PermissionResolver, ToolFeatures } from "../tools/tool";
import type { ProgressEvent } from "../tools/context";
import type { McpReport, McpRunOptions, McpSessionTools } from "./mcp-tools";
import type { MessageParam, ModelClient } from "./model";
import { modelSpec, type ModelSpec } from "./models";
import { CostLedger } from "./pricing";
import { buildSystemPrompt, type PromptEnvironment, type RepositoryInstructions } from "./prompt";
import type { RetryPolicy } from "./retry";
import { runSession, type SessionResult } from "./session";
import type { Budgets, RunShared, SessionObservers, SessionOptions } from "./session-options";
import { createSubagentSpawner, readOnlyResolver, SUBAGENT_TYPES } from "./subagents";
import { includeCommandFiles } from "./command-files";
import {
  callContextOf,
  disabledShell,
  environmentOf,
  featuresOf,
  launcherOf,
  modelSettings,
  policyResolverOf,
} from "./run-parts";
import { type ProjectSession, projectSession } from "./project-session";
import type { ProjectRuntime } from "../project/runtime";
import type { ThinkingSetting } from "./thinking";
import type { StructuredOutputSlot } from "../tools/structured-output";
import type { AnyTool } from "../tools/tool";
import type { InitLine } from "./transcript";
import structuredOutputPrompt from "./prompts/structured-output.txt";

/** The model a run asks, as the caller chose it; runAgent resolves max_tokens and thinking for it. */
export interface AgentModel {
  client: ModelClient;
  name: string;
  /** max_tokens per turn; the model's own (models.ts) when not given. */
  maxTokens?: number;
  /** Thinking, resolved for the model (thinking.ts); off when not given. */
  thinking?: ThinkingSetting;
  /** The model to go on with when `name` stays overloaded (Claude Code's --fallback-model). */
  fallback?: string;
  /** Provider support for defer_loading / tool_reference. */
  deferLoading: boolean;
  retry?: RetryPolicy;
}

/** Who watches the run: its transcript, its log, each turn, each tool's progress. */
export interface AgentObservers extends SessionObservers {
  onProgress?: (event: ProgressEvent) => void;
}

export interface AgentRunOptions {
  /** Absolute path of the checkout the agent works in. */
  workspaceRoot: string;
  prompt: string;
  model: AgentModel;
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
  maxAgentDepth?: number;
  instructions?: readonly RepositoryInstructions[];
  date: string;
  observers: AgentObservers;
  signal: AbortSignal;
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
    deferLoading: options.model.deferLoading,
    contextWindow,
    takenNames: BUILTIN_TOOLS.flatMap((t) => [t.name, ...t.aliases]),
    signal: options.signal,
  });
}

export async function runAgent(options: AgentRunOptions): Promise<AgentRunResult> {
  await mkdir(options.outputDir, { recursive: true });
  const parts = await assembleRun(options);
  const { project, mcp, registry } = parts;
  const context = withSpawner(parts.context, subagentSpawner(options, parts));
  const prompt = await withCommandFiles(options, { registry, resolver: parts.resolver, context }, project);
  try {
    const result = await runSession(mainSession(options, parts, context, prompt));
    // SessionEnd, cancelled or not (a cancelled run gives its hooks a short, bounded time).
    await project.end("other");
    return {
      ...result,
      decisions: parts.decisions,
      notes: project.notes.list(),
      ...(mcp === undefined ? {} : { mcp: mcp.report() }),
    };
  } finally {
    await parts.shells.stopAll();
  }
}

/** The parts of a run, put together before its main session starts. */
interface RunParts {
  /** Every permission decision of the run, in order (the policy resolver records them). */
  decisions: DecisionRecord[];
  /** The policy, read-only in plan mode; before a slash command narrows it (project.resolver). */
  resolver: PermissionResolver;
  project: ProjectSession;
  mcp: McpSessionTools | undefined;
  features: ToolFeatures;
  registry: ToolRegistry;
  shells: LazyBackgroundShells;
  shared: RunShared;
  environment: PromptEnvironment;
  instructions: readonly RepositoryInstructions[];
  /** The main session's context, before the sub-agent spawner joins it. */
  context: CallContext;
}

async function assembleRun(options: AgentRunOptions): Promise<RunParts> {
  const decisions: DecisionRecord[] = [];
  const policyResolver = policyResolverOf(options, decisions);
  const resolver =
    options.permissionMode === "plan"
      ? readOnlyResolver(policyResolver, "a run in plan mode (--permission-mode plan)")
      : policyResolver;
  const spec = modelSpec(options.model.name);
  const mcp = await mcpFor(options, policyResolver, spec.contextWindow);
  const sessionId = options.resume?.sessionId ?? randomUUID();
  const launcher = launcherOf(options.shell);
  const project = projectSession(options.project, {
    sessionId,
    builtins: BUILTIN_TOOLS,
    resolver,
    launcher,
    shellDisabled: disabledShell(options.shell),
    env: buildAgentEnvironment(options.processEnv, options.policy),
    workspaceRoot: options.workspaceRoot,
    home: options.home,
    readableDirs: [options.outputDir],
    outputDir: options.outputDir,
    signal: options.signal,
    log: (text) => options.observers.log?.(`steward: ${text}`),
    ...(options.redact === undefined ? {} : { redact: options.redact }),
  });
  const features = featuresOf(options);
  const registry = registryOf(options, project, mcp, features);
  const shells = new LazyBackgroundShells({ outputDir: options.outputDir, launcher });
  const shared = sharedOf(options, sessionId, spec);
  const context = callContextOf(options, { policyResolver, features, registry, launcher, shells, project });
  const environment = environmentOf(options, launcher, mcp);
  const instructions = options.instructions ?? [];
  return {
    decisions,
    resolver,
    project,
    mcp,
    features,
    registry,
    shells,
    shared,
    environment,
    instructions,
    context,
  };
}

function registryOf(
  options: AgentRunOptions,
  project: ProjectSession,
  mcp: McpSessionTools | undefined,
  features: ToolFeatures,
): ToolRegistry {
  const structured = options.structuredOutput === undefined ? [] : [options.structuredOutput.tool];
  const registry = new ToolRegistry(
    project.builtins,
    [...project.extras, ...structured, ...(mcp?.initial ?? [])],
    features,
  );
  registry.explainMissing = mcp?.explainMissing;
  return registry;
}

/** What the run's sessions share: its id, the model settings, the budgets and their ledger, the observers. */
function sharedOf(options: AgentRunOptions, sessionId: string, spec: ModelSpec): RunShared {
  const { transcript, log } = options.observers;
  return {
    sessionId,
    model: modelSettings(options.model, spec, log),
    budgets: options.budgets,
    ledger: new CostLedger(),
    // Not onTurn nor onProgress: those follow the main session only.
    observers: { transcript, ...(log === undefined ? {} : { log }) },
  };
}

function subagentSpawner(options: AgentRunOptions, parts: RunParts): AgentSpawner {
  const { project, mcp } = parts;
  return createSubagentSpawner({
    run: parts.shared,
    tools: {
      all: [...project.builtins, ...project.extras],
      ...(mcp === undefined ? {} : { joined: mcp.tools }),
      features: parts.features,
      resolver: project.resolver,
      ...(options.redact === undefined ? {} : { redact: options.redact }),
      callHooks: project.callHooks,
    },
    context: parts.context,
    prompt: { environment: parts.environment, instructions: parts.instructions },
    customAgents: project.customAgents,
    ...(project.subagentHooks === undefined ? {} : { sessionHooks: project.subagentHooks }),
  });
}

const withSpawner = (context: CallContext, agents: AgentSpawner): CallContext => ({
  ...context,
  session: { ...context.session, agents },
});

/** The main session: the run's shared groups, its tools and context, its prompt and init line. */
function mainSession(
  options: AgentRunOptions,
  parts: RunParts,
  context: CallContext,
  prompt: string,
): SessionOptions {
  const { project, registry } = parts;
  const live = parts.mcp?.sessionOptions(registry, context.session.deferredTools);
  return {
    ...parts.shared,
    observers: options.observers,
    tools: {
      registry,
      resolver: project.resolver,
      context,
      ...(options.redact === undefined ? {} : { redact: options.redact }),
      ...(live === undefined ? {} : { joinTools: live.joinTools }),
    },
    system: buildSystemPrompt({
      environment: parts.environment,
      deferredTools: options.model.deferLoading ? registry.deferred().map((t) => t.name) : [],
      instructions: parts.instructions,
      ...appendixOf(options),
      ...(options.systemPrompt === undefined ? {} : { base: options.systemPrompt }),
    }),
    ...(options.resume === undefined ? {} : { history: options.resume.messages }),
    prompt,
    init: {
      apiKeySource: options.apiKeySource ?? "none",
      permissionMode: options.permissionMode ?? "default",
      agents: [...SUBAGENT_TYPES.keys(), ...project.customAgents.keys()],
      ...project.listing,
    },
    ...(options.structuredOutput === undefined ? {} : { structuredOutput: options.structuredOutput.slot }),
    ...(live === undefined ? {} : { mcpServers: live.mcpServers }),
    ...(project.mainHooks === undefined ? {} : { hooks: project.mainHooks }),
  };
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
