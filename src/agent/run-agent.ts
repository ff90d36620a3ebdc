// Puts one agent run together from its parts — the policy's resolver and environment, the tools and
// their session services, sub-agents, the system prompt — runs the session, and cleans up (background
// shells never outlive the run). The CLI and the action both start runs here, so they behave the same.
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
import { randomUuid } from "./uuid";

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
  /** Where the model's credential came from, for the transcript's init line (default "none"). */
  apiKeySource?: InitLine["apiKeySource"];
}

/** Where the agent works: the checkout, steward's scratch space, the home and environment it starts from. */
export interface AgentWorkspace {
  /** Absolute path of the checkout the agent works in. */
  root: string;
  /** steward's own scratch directory for this run (saved outputs, background shell logs). */
  outputDir: string;
  home: string;
  /** The process's own environment: the agent's is built from it through the policy's allow-list. */
  processEnv: Readonly<Record<string, string | undefined>>;
  /**
   * How Bash starts shells (the sandbox, when it could start); `{ disabled }` takes Bash out of the
   * session. Default: plain `/bin/bash -c` under the rules alone.
   */
  shell?: ShellLauncher | { disabled: string };
}

/** The rules every call of the run is held to. */
export interface AgentRules {
  policy: Policy;
  /** The policy file in use (write-protected for the agent), or null for the built-in policy. */
  policyFilePath: string | null;
  /** "plan": the run may only read (Claude Code's --permission-mode plan). Default: the policy as is. */
  permissionMode?: InitLine["permissionMode"];
  /** Masks the run's own secrets (tokens, keys) in tool results, should a call ever read one. */
  redact?: (text: string) => string;
}

/** What the conversation starts from. */
export interface AgentConversation {
  prompt: string;
  /** Today, as the system prompt states it (YYYY-MM-DD). */
  date: string;
  /** The repository's instruction files (CLAUDE.md and the like), trusted, for the system prompt. */
  instructions?: readonly RepositoryInstructions[];
  /** Trusted guidance for this run's mode (e.g. "review, do not edit"), after the base prompt. */
  appendix?: string;
  /** Replaces steward's base instructions in the system prompt (Claude Code's --system-prompt). */
  systemPrompt?: string;
  /** An earlier run's conversation and session id to go on from (--resume). */
  resume?: { sessionId: string; messages: MessageParam[] };
}

/** What the caller started or holds for the run and attaches to it; the caller closes what it started. */
export interface AgentAttachments {
  /** Fetching (and optionally summarising and searching) for WebFetch/WebSearch; none means no web tools. */
  web?: WebAccess;
  /** The run's MCP servers, started by the caller; the caller closes them too. */
  mcp?: McpRunOptions;
  /** The repository's Claude Code configuration: hooks, skills, agents, a slash command's narrowing. */
  project?: ProjectRuntime;
  /** The review the run publishes: ReviewComment records its inline comments here. */
  review?: ReviewDraft;
  /** The run must end with structured output: the StructuredOutput tool and its slot. */
  structuredOutput?: { tool: AnyTool; slot: StructuredOutputSlot };
}

/** The run's budgets, and how deep sub-agents may nest (default 2). */
export interface AgentBudgets extends Budgets {
  maxAgentDepth?: number;
}

/** Who watches the run: its transcript, its log, each turn, each tool's progress. */
export interface AgentObservers extends SessionObservers {
  onProgress?: (event: ProgressEvent) => void;
}

export interface AgentRunOptions {
  workspace: AgentWorkspace;
  rules: AgentRules;
  conversation: AgentConversation;
  model: AgentModel;
  budgets: AgentBudgets;
  observers: AgentObservers;
  attachments?: AgentAttachments;
  signal: AbortSignal;
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
  const mcp = options.attachments?.mcp;
  if (mcp === undefined) return undefined;
  const { prepareMcpTools } = await import("./mcp-tools");
  return prepareMcpTools({
    mcp,
    allowed: (tool, input) => resolver.allowsTool(tool, input),
    deferLoading: options.model.deferLoading,
    contextWindow,
    takenNames: BUILTIN_TOOLS.flatMap((t) => [t.name, ...t.aliases]),
    signal: options.signal,
  });
}

export async function runAgent(options: AgentRunOptions): Promise<AgentRunResult> {
  await mkdir(options.workspace.outputDir, { recursive: true });
  const parts = await assembleRun(options);
  const { project, mcp, registry } = parts;
  const context = withSpawner(parts.context, subagentSpawner(options, parts));
  const deps = { registry, resolver: parts.resolver, context, ...redactOf(options.rules) };
  const prompt = await withCommandFiles(options, deps, project);
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
  const { workspace, rules } = options;
  const decisions: DecisionRecord[] = [];
  const policyResolver = policyResolverOf(workspace, rules, decisions);
  const resolver =
    rules.permissionMode === "plan"
      ? readOnlyResolver(policyResolver, "a run in plan mode (--permission-mode plan)")
      : policyResolver;
  const spec = modelSpec(options.model.name);
  const mcp = await mcpFor(options, policyResolver, spec.contextWindow);
  const sessionId = options.conversation.resume?.sessionId ?? randomUuid();
  const launcher = launcherOf(workspace.shell);
  // The agent's environment, built once: hooks and the project's commands get the one tools get.
  const env = buildAgentEnvironment(workspace.processEnv, rules.policy);
  const project = projectSession(options.attachments?.project, {
    sessionId,
    builtins: BUILTIN_TOOLS,
    resolver,
    launcher,
    shellDisabled: disabledShell(workspace.shell),
    env,
    workspaceRoot: workspace.root,
    home: workspace.home,
    readableDirs: [workspace.outputDir],
    outputDir: workspace.outputDir,
    signal: options.signal,
    log: (text) => options.observers.log?.(`steward: ${text}`),
    ...redactOf(rules),
  });
  const features = featuresOf(options);
  const registry = registryOf(options.attachments, project, mcp, features);
  const shells = new LazyBackgroundShells({ outputDir: workspace.outputDir, launcher });
  const shared = sharedOf(options, sessionId, spec);
  const context = callContextOf(options, {
    env,
    policyResolver,
    features,
    registry,
    launcher,
    shells,
    project,
  });
  const environment = environmentOf(workspace, options.conversation.date, launcher, mcp);
  const instructions = options.conversation.instructions ?? [];
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
  attachments: AgentAttachments | undefined,
  project: ProjectSession,
  mcp: McpSessionTools | undefined,
  features: ToolFeatures,
): ToolRegistry {
  const structured = attachments?.structuredOutput === undefined ? [] : [attachments.structuredOutput.tool];
  const registry = new ToolRegistry(
    project.builtins,
    [...project.extras, ...structured, ...(mcp?.initial ?? [])],
    features,
  );
  registry.explainMissing = mcp?.explainMissing;
  return registry;
}

/** What the run's sessions share: its id, the model settings, the budgets and their ledger. */
function sharedOf(options: AgentRunOptions, sessionId: string, spec: ModelSpec): RunShared {
  return {
    sessionId,
    model: modelSettings(options.model, spec, options.observers.log),
    budgets: options.budgets,
    ledger: new CostLedger(),
  };
}

function subagentSpawner(options: AgentRunOptions, parts: RunParts): AgentSpawner {
  const { project, mcp } = parts;
  return createSubagentSpawner(
    {
      run: parts.shared,
      // The transcript and the log; not onTurn nor onProgress: those follow the main session only.
      observers: options.observers,
      tools: {
        all: [...project.builtins, ...project.extras],
        ...(mcp === undefined ? {} : { joined: mcp.tools }),
        resolver: project.resolver,
        ...redactOf(options.rules),
        callHooks: project.callHooks,
      },
      prompt: { environment: parts.environment, instructions: parts.instructions },
      customAgents: project.customAgents,
      ...(project.subagentHooks === undefined ? {} : { sessionHooks: project.subagentHooks }),
    },
    { features: parts.features, context: parts.context },
  );
}

const withSpawner = (context: CallContext, agents: AgentSpawner): CallContext => ({
  ...context,
  session: { ...context.session, agents },
});

/** The main session: the run's shared group, its tools and context, its conversation and init line. */
function mainSession(
  options: AgentRunOptions,
  parts: RunParts,
  context: CallContext,
  prompt: string,
): SessionOptions {
  const { rules, conversation, attachments } = options;
  const { project, registry } = parts;
  const live = parts.mcp?.sessionOptions(registry, context.session.deferredTools);
  return {
    run: parts.shared,
    observers: options.observers,
    tools: {
      registry,
      resolver: project.resolver,
      context,
      ...redactOf(rules),
      ...(live === undefined ? {} : { joinTools: live.joinTools }),
    },
    conversation: {
      system: buildSystemPrompt({
        environment: parts.environment,
        deferredTools: options.model.deferLoading ? registry.deferred().map((t) => t.name) : [],
        instructions: parts.instructions,
        ...appendixOf(options),
        ...(conversation.systemPrompt === undefined ? {} : { base: conversation.systemPrompt }),
      }),
      prompt,
      ...(conversation.resume === undefined ? {} : { history: conversation.resume.messages }),
    },
    init: {
      apiKeySource: options.model.apiKeySource ?? "none",
      permissionMode: rules.permissionMode ?? "default",
      agents: [...SUBAGENT_TYPES.keys(), ...project.customAgents.keys()],
      ...project.listing,
      ...(live === undefined ? {} : { mcp_servers: live.mcpServers }),
    },
    ...(attachments?.structuredOutput === undefined
      ? {}
      : { structuredOutput: attachments.structuredOutput.slot }),
    ...(project.mainHooks === undefined ? {} : { hooks: project.mainHooks }),
  };
}

/** The rules' redactor, for the places that mask tool results (none: nothing to mask). */
const redactOf = ({ redact }: AgentRules): { redact?: (text: string) => string } =>
  redact === undefined ? {} : { redact };

/** The request, with the files a slash command includes with `@path` after it. */
async function withCommandFiles(
  options: AgentRunOptions,
  deps: ExecuteDeps,
  project: ProjectSession,
): Promise<string> {
  const { prompt } = options.conversation;
  const command = options.attachments?.project?.command;
  if (command === undefined || (command.includes ?? []).length === 0) return prompt;
  const included = await includeCommandFiles(
    { source: `/${command.name} (${command.file})`, paths: command.includes ?? [] },
    deps,
    (text) => project.notes.add(text),
  );
  return included === undefined ? prompt : `${prompt}\n\n${included}`;
}

/** The caller's appendix, and the instruction to finish with StructuredOutput when a schema is given. */
function appendixOf(options: AgentRunOptions): { appendix?: string } {
  const parts = [
    options.conversation.appendix,
    options.attachments?.structuredOutput === undefined ? undefined : structuredOutputPrompt.trim(),
  ].filter((part): part is string => part !== undefined && part.trim() !== "");
  return parts.length === 0 ? {} : { appendix: parts.join("\n\n") };
}
