// What a session is given, in groups that the layers above pass through whole: the run it belongs to
// (its id, the model it asks, its budgets and ledger), the tools and the policy that decides their
// calls, who watches it, and what the conversation starts from. runAgent builds each group once; a
// sub-agent takes the run's group as it is.
import type { CallContext } from "../tools/execute";
import type { SessionHooks } from "../tools/hooks/session-hooks";
import type { ToolRegistry } from "../tools/registry";
import type { PermissionResolver } from "../tools/tool";
import type { CompactionSettings } from "./compaction";
import type { MessageParam, ModelClient, ModelResponse, TextBlockParam, ThinkingConfigParam } from "./model";
import type { CostLedger } from "./pricing";
import type { RetryPolicy } from "./retry";
import type { StructuredOutputSlot } from "./session-ending";
import type { InitLine, TranscriptSink } from "./transcript";

/** One model and what a request to it carries. */
export interface ModelChoice {
  name: string;
  maxTokens: number;
  /** Sent with every request of the session (resolved for the model by thinking.ts). */
  thinking?: ThinkingConfigParam;
}

/** The model a session asks, how it reaches it, and what it falls back to. */
export interface ModelSettings extends ModelChoice {
  client: ModelClient;
  /**
   * Claude Code's --fallback-model: when the model is still overloaded after the retries, the session
   * goes on with this one (its own max_tokens and thinking, resolved for it).
   */
  fallback?: ModelChoice;
  /** Whether the provider supports defer_loading; decides how tools are sent. */
  deferLoading: boolean;
  retry?: RetryPolicy;
}

export interface Budgets {
  maxTurns: number;
  maxCostUsd?: number;
  /** Epoch ms by which the run must have ended (set below the job's own timeout). */
  deadline?: number;
  /** Time a wrap-up turn is expected to need; a deadline closer than this triggers it (default 60 s). */
  wrapUpReserveMs?: number;
}

/** The session's tools, the policy that decides their calls, and the context they run in. */
export interface SessionTools {
  registry: ToolRegistry;
  resolver: PermissionResolver;
  context: CallContext;
  /** Masks known secrets in tool results before the model sees them. */
  redact?: (text: string) => string;
  maxConcurrency?: number;
  /**
   * Before each request after the first: adds tools that became available since (an MCP server that
   * connected late) and returns what to tell the model about them, appended to this turn's message.
   */
  joinTools?: () => string | undefined;
}

/** Where the session's lines, log and per-turn reports go. */
export interface SessionObservers {
  transcript: TranscriptSink;
  log?: (message: string) => void;
  /** Called after every turn, for live progress (the tracking comment). */
  onTurn?: (turn: TurnReport) => void;
}

/** What a session runs under that the run may share with other sessions: its id, model, budgets, ledger. */
export interface SessionRun {
  /** The run's session id; a new one by default. */
  sessionId?: string;
  model: ModelSettings;
  budgets: Budgets;
  /** The run's shared total (sub-agents add to it too); a new one by default. */
  ledger?: CostLedger;
}

/** What the conversation starts from. */
export interface SessionConversation {
  system: TextBlockParam[];
  prompt: string;
  /** An earlier conversation this session goes on from (--resume); the prompt follows it. */
  history?: readonly MessageParam[];
}

/**
 * What the init line says about the run beyond the session itself (the main session writes it);
 * `mcp_servers` are the run's MCP servers as they stand at the start.
 */
export type SessionInit = Pick<InitLine, "apiKeySource" | "permissionMode" | "agents"> &
  Partial<Pick<InitLine, "slash_commands" | "skills" | "mcp_servers">>;

export interface SessionOptions {
  run: SessionRun;
  tools: SessionTools;
  observers: SessionObservers;
  conversation: SessionConversation;
  /** Set for a sub-agent: the Agent tool_use it runs for, recorded on its transcript lines. */
  parentToolUseId?: string;
  /** When and how the conversation is compacted (default: the model's window, at 80%). */
  compaction?: CompactionSettings;
  init?: SessionInit;
  /** Set when the run must end with structured output (the StructuredOutput tool fills it). */
  structuredOutput?: StructuredOutputSlot;
  /** The repository's session hooks (SessionStart, UserPromptSubmit, Stop, PreCompact). */
  hooks?: SessionHooks;
  clock?: () => number;
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
}

export interface TurnCallReport {
  name: string;
  summary: string;
  isError: boolean;
  denied: boolean;
  /** The policy's reason, for a denied call. */
  reason: string | undefined;
  /** The rule that decided, when the call reached the policy. */
  rule: string | null | undefined;
  /** The first line of the result, for progress output. */
  preview: string;
}

export interface TurnReport {
  turn: number;
  response: ModelResponse;
  toolCalls: TurnCallReport[];
  costUsd: number;
}

/** What every session of one run shares, the main one and its sub-agents alike. */
export interface RunShared extends SessionRun {
  /** The run's session id: a sub-agent's transcript lines carry it, with their Agent call's id. */
  sessionId: string;
  /** The run's total: every session adds to it, so one budget covers them all. */
  ledger: CostLedger;
}
