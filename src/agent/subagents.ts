// Sub-agents for the Agent tool: each runs through the same loop with a fresh context (its own file
// reads, task list and plan state), a tool subset chosen by its type, the same permission policy,
// and the run's shared cost ledger and deadline. Nesting is capped by ToolFeatures.maxAgentDepth: at
// the cap the Agent tool is simply not offered.
import { type CallContext } from "../tools/execute";
import { FileReadState } from "../tools/file-state";
import { ToolRegistry } from "../tools/registry";
import type { AgentSpawner, AgentType } from "../tools/session/agents";
import { DeferredTools } from "../tools/session/deferred";
import { SessionPlanMode } from "../tools/session/plan";
import { InMemoryTodoList } from "../tools/session/todos";
import type { AnyTool, PermissionResolver, ToolFeatures } from "../tools/tool";
import { buildSystemPrompt, type PromptEnvironment, type RepositoryInstructions } from "./prompt";
import { runSession } from "./session";
import type { RunShared, SessionObservers } from "./session-options";
import type { ToolCallHooks } from "../tools/session/call-hooks";
import type { SessionHooks } from "../tools/hooks/session-hooks";
import type { TranscriptSink } from "./transcript";

/**
 * Tools a read-only sub-agent keeps: the policy's read-only tools and Bash (the resolver still refuses
 * any call that would write). test/tools/builtin-contract.test.ts holds it to the policy's lists.
 */
export const READ_ONLY_SUBAGENT_TOOLS: ReadonlySet<string> = new Set([
  "Read",
  "Glob",
  "Grep",
  "Bash",
  "WebFetch",
  "WebSearch",
  "ToolSearch",
  "TaskOutput",
  "Skill",
]);

export const SUBAGENT_TYPES: ReadonlyMap<string, AgentType> = new Map([
  [
    "general-purpose",
    {
      description: "Any self-contained task: research, or a change with its own verification.",
      readOnly: false,
    },
  ],
  [
    "Explore",
    {
      description: "Read-only investigation: find code, explain how something works, gather facts.",
      readOnly: true,
    },
  ],
]);

/** A repository's own agent type (.claude/agents/*.md), ready to run. */
export interface CustomAgent extends AgentType {
  /** Its definition file and body, the agent's role in its system prompt. */
  definition: { path: string; text: string };
  /** The tools it keeps, by name; undefined = every tool the parent has. */
  toolNames?: ReadonlySet<string>;
  /** Narrows the policy further when its tools are rules (Bash(npm test)). */
  narrow?: (resolver: PermissionResolver) => PermissionResolver;
}

/** The run's tools and the policy over them; each sub-agent type takes its subset. */
export interface SubagentTools {
  /** Every tool the run has. */
  all: readonly AnyTool[];
  /** Tools that joined the run (MCP), as they stand when a sub-agent starts; `readOnly` for Explore. */
  joined?: (readOnly: boolean) => AnyTool[];
  resolver: PermissionResolver;
  redact?: (text: string) => string;
  /** Tool hooks for a new sub-agent (each keeps its own record of subdirectory instructions given). */
  callHooks?: () => ToolCallHooks | undefined;
}

/** What every sub-agent of the run starts from, at any depth. */
export interface SubagentOptions {
  /** The run's id, model, budgets and ledger: every sub-agent runs under them. */
  run: RunShared;
  /** The run's transcript and log: a sub-agent's lines go in under its Agent call. */
  observers: Pick<SessionObservers, "transcript" | "log">;
  tools: SubagentTools;
  /** What a sub-agent's system prompt is built from. */
  prompt: { environment: PromptEnvironment; instructions: readonly RepositoryInstructions[] };
  /** The repository's agents, beside the built-in types. */
  customAgents?: ReadonlyMap<string, CustomAgent>;
  /** SubagentStop and PreCompact hooks. */
  sessionHooks?: SessionHooks;
}

/** The session that spawns: its features and context; its sub-agents run one level deeper. */
export interface SpawningSession {
  features: ToolFeatures;
  /** Workspace, environment, output directory, signal, services. */
  context: CallContext;
}

/** Lets only read-only calls reach the policy; `who` says why others are refused. */
export const readOnlyResolver = (inner: PermissionResolver, who: string): PermissionResolver => ({
  decide: (request) =>
    request.readOnly
      ? inner.decide(request)
      : {
          behavior: "deny",
          reason: `${who} may only read; ${request.toolName} would change something`,
          rule: null,
        },
});

/** Sub-agent lines go into the run's transcript under their Agent call; init and result lines do not. */
const nestedTranscript = (sink: TranscriptSink): TranscriptSink => ({
  write: (line) => {
    if (line.type !== "result" && !(line.type === "system" && line.subtype === "init")) sink.write(line);
  },
});

/** The tools a sub-agent of this type gets. */
function toolsOf(
  type: AgentType,
  custom: CustomAgent | undefined,
  tools: readonly AnyTool[],
): readonly AnyTool[] {
  const names = custom?.toolNames;
  if (names !== undefined)
    return tools.filter((t) => names.has(t.name) || t.aliases.some((a) => names.has(a)));
  return type.readOnly ? tools.filter((t) => READ_ONLY_SUBAGENT_TOOLS.has(t.name)) : tools;
}

/** The run's joined tools (MCP) a sub-agent gets: a repository agent with a tools list, those it names. */
function extrasOf(custom: CustomAgent | undefined, extras: AnyTool[]): AnyTool[] {
  const names = custom?.toolNames;
  return names === undefined ? extras : extras.filter((t) => names.has(t.name));
}

export function createSubagentSpawner(options: SubagentOptions, parent: SpawningSession): AgentSpawner {
  const types = new Map<string, AgentType>([...SUBAGENT_TYPES, ...(options.customAgents ?? [])]);
  return {
    types,
    async spawn(request, signal) {
      const custom = options.customAgents?.get(request.subagentType);
      const type = SUBAGENT_TYPES.get(request.subagentType) ?? custom;
      if (type === undefined) throw new Error(`Unknown sub-agent type ${request.subagentType}.`);
      const { run, tools } = options;
      // The review is the main session's: a sub-agent reports back, it does not comment.
      const features: ToolFeatures = {
        ...parent.features,
        agentDepth: parent.features.agentDepth + 1,
        review: false,
      };
      const registry = new ToolRegistry(
        toolsOf(type, custom, tools.all),
        extrasOf(custom, tools.joined?.(type.readOnly) ?? []),
        features,
      );
      const spentBefore = run.ledger.costUsd;
      const { transcript, log } = options.observers;
      const result = await runSession({
        run,
        observers: { transcript: nestedTranscript(transcript), ...(log === undefined ? {} : { log }) },
        parentToolUseId: request.parentToolUseId,
        conversation: {
          system: buildSystemPrompt({
            ...options.prompt,
            deferredTools: registry.deferred().map((t) => t.name),
            kind: "subagent",
            ...(custom === undefined ? {} : { role: custom.definition }),
          }),
          prompt: request.prompt,
        },
        tools: {
          registry,
          resolver: resolverOf(type, custom, tools.resolver, request.subagentType),
          context: contextOf(options, parent.context, { features, registry, signal }),
          ...(tools.redact === undefined ? {} : { redact: tools.redact }),
        },
        ...(options.sessionHooks === undefined ? {} : { hooks: options.sessionHooks }),
      });
      const text =
        result.endedBy === "completed"
          ? result.result
          : `The sub-agent stopped early (${result.endedBy}). Its last words: ${result.result || "(none)"}`;
      return { text, turns: result.numTurns, costUsd: run.ledger.costUsd - spentBefore };
    },
  };
}

/** The policy as a sub-agent of this type sees it: narrowed by its definition, read-only for Explore. */
function resolverOf(
  type: AgentType,
  custom: CustomAgent | undefined,
  resolver: PermissionResolver,
  name: string,
): PermissionResolver {
  const narrowed = custom?.narrow === undefined ? resolver : custom.narrow(resolver);
  if (!type.readOnly) return narrowed;
  return readOnlyResolver(
    narrowed,
    custom === undefined ? "an Explore sub-agent" : `the read-only agent ${name}`,
  );
}

/** A fresh context for a sub-agent: its own file reads, task list and plan state, one level deeper. */
function contextOf(
  options: SubagentOptions,
  parent: CallContext,
  own: { features: ToolFeatures; registry: ToolRegistry; signal: AbortSignal },
): CallContext {
  const { features, registry, signal } = own;
  const base: CallContext = {
    ...parent,
    cwd: parent.workspaceRoot,
    signal,
    files: new FileReadState(),
    // The requester's checklist belongs to the main session.
    progress: () => undefined,
    session: {
      ...parent.session,
      features,
      todos: new InMemoryTodoList(),
      plan: new SessionPlanMode(),
      deferredTools: new DeferredTools(registry.deferred(), !options.run.model.deferLoading),
      agents: undefined,
      review: undefined,
      callHooks: options.tools.callHooks?.(),
    },
  };
  // A sub-agent below the nesting cap may start its own sub-agents, one level deeper again.
  if (features.agentDepth >= features.maxAgentDepth) return base;
  const agents = createSubagentSpawner(options, { features, context: base });
  return { ...base, session: { ...base.session, agents } };
}
