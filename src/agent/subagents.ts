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
import type { ModelClient, ThinkingConfigParam } from "./model";
import type { CostLedger } from "./pricing";
import { buildSystemPrompt, type PromptEnvironment, type RepositoryInstructions } from "./prompt";
import type { RetryPolicy } from "./retry";
import { type Budgets, type FallbackModel, runSession } from "./session";
import type { TranscriptSink } from "./transcript";

/** Tools a read-only sub-agent keeps; the resolver still refuses any call that would write. */
const READ_ONLY_TOOLS = new Set([
  "Read",
  "Glob",
  "Grep",
  "Bash",
  "WebFetch",
  "WebSearch",
  "ToolSearch",
  "TaskOutput",
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

export interface SubagentOptions {
  /** The run's session id: a sub-agent's transcript lines carry it, with their Agent call's id. */
  sessionId: string;
  /** The run's fallback model, for a sub-agent whose model stays overloaded. */
  fallback?: FallbackModel;
  model: string;
  maxTokens: number;
  thinking?: ThinkingConfigParam;
  client: ModelClient;
  resolver: PermissionResolver;
  /** Every tool the run has; each sub-agent type takes its subset. */
  tools: readonly AnyTool[];
  /** Tools that joined the run (MCP), as they stand when a sub-agent starts; `readOnly` for Explore. */
  extraTools?: (readOnly: boolean) => AnyTool[];
  /** The spawning session's features; the sub-agent runs one level deeper. */
  features: ToolFeatures;
  /** The spawning session's context: workspace, environment, output directory, signal, services. */
  context: CallContext;
  environment: PromptEnvironment;
  instructions: readonly RepositoryInstructions[];
  ledger: CostLedger;
  budgets: Budgets;
  deferLoading: boolean;
  transcript: TranscriptSink;
  redact?: (text: string) => string;
  retry?: RetryPolicy;
  log?: (message: string) => void;
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

export function createSubagentSpawner(options: SubagentOptions): AgentSpawner {
  return {
    types: SUBAGENT_TYPES,
    async spawn(request, signal) {
      const type = SUBAGENT_TYPES.get(request.subagentType);
      if (type === undefined) throw new Error(`Unknown sub-agent type ${request.subagentType}.`);
      // The review is the main session's: a sub-agent reports back, it does not comment.
      const features: ToolFeatures = {
        ...options.features,
        agentDepth: options.features.agentDepth + 1,
        review: false,
      };
      const tools = type.readOnly ? options.tools.filter((t) => READ_ONLY_TOOLS.has(t.name)) : options.tools;
      const registry = new ToolRegistry(tools, options.extraTools?.(type.readOnly) ?? [], features);
      const resolver = type.readOnly
        ? readOnlyResolver(options.resolver, "an Explore sub-agent")
        : options.resolver;
      const base: CallContext = {
        ...options.context,
        cwd: options.context.workspaceRoot,
        signal,
        files: new FileReadState(),
        // The requester's checklist belongs to the main session.
        progress: () => undefined,
        session: {
          ...options.context.session,
          features,
          todos: new InMemoryTodoList(),
          plan: new SessionPlanMode(),
          deferredTools: new DeferredTools(registry.deferred(), !options.deferLoading),
          agents: undefined,
          review: undefined,
        },
      };
      // A sub-agent below the nesting cap may start its own sub-agents, one level deeper again.
      const context: CallContext =
        features.agentDepth < features.maxAgentDepth
          ? {
              ...base,
              session: {
                ...base.session,
                agents: createSubagentSpawner({ ...options, features, context: base }),
              },
            }
          : base;
      const spentBefore = options.ledger.costUsd;
      const result = await runSession({
        sessionId: options.sessionId,
        ...(options.fallback === undefined ? {} : { fallback: options.fallback }),
        model: options.model,
        maxTokens: options.maxTokens,
        ...(options.thinking === undefined ? {} : { thinking: options.thinking }),
        system: buildSystemPrompt({
          environment: options.environment,
          deferredTools: registry.deferred().map((t) => t.name),
          instructions: options.instructions,
          kind: "subagent",
        }),
        prompt: request.prompt,
        registry,
        resolver,
        context,
        client: options.client,
        budgets: options.budgets,
        deferLoading: options.deferLoading,
        transcript: nestedTranscript(options.transcript),
        ledger: options.ledger,
        parentToolUseId: request.parentToolUseId,
        ...(options.redact === undefined ? {} : { redact: options.redact }),
        ...(options.retry === undefined ? {} : { retry: options.retry }),
        ...(options.log === undefined ? {} : { log: options.log }),
      });
      const text =
        result.endedBy === "completed"
          ? result.result
          : `The sub-agent stopped early (${result.endedBy}). Its last words: ${result.result || "(none)"}`;
      return { text, turns: result.numTurns, costUsd: options.ledger.costUsd - spentBefore };
    },
  };
}
