// The session transcript in Claude Code's stream-json format, line for line the `SDKMessage` types of
// the Claude Agent SDK (test/agent/sdk-types.test.ts type-checks real lines against them): system/init
// first, then the prompt, assistant and user messages, permission denials, compaction boundaries, and
// a result line last. Every line has its own uuid and the run's session_id; a sub-agent's lines carry
// the Agent call's id as parent_tool_use_id. steward's own facts ride on fields the types define:
// a policy denial is a system/permission_denied line (the rule in decision_reason), and why the run
// ended is the result's terminal_reason (with `errors` saying it in words).
import { appendFileSync, mkdirSync } from "node:fs";
import { dirname } from "node:path";
import type { ContentBlockParam, ModelResponse } from "./model";
import { type ModelUsageEntry, type ResultUsage, type TurnUsage, turnUsage } from "./usage-totals";
import { randomUuid, type Uuid } from "./uuid";

export type { Uuid };

export interface PermissionDenial {
  tool_name: string;
  tool_use_id: string;
  tool_input: Record<string, unknown>;
}

/** The Agent SDK's result subtypes (SDKResultMessage["subtype"]); steward's endings map to them. */
export type ResultSubtype =
  | "success"
  | "error_max_turns"
  | "error_max_budget_usd"
  | "error_during_execution"
  | "error_max_structured_output_retries";

/** The Agent SDK's TerminalReason values steward's endings map to. */
export type TerminalReason =
  | "completed"
  | "max_turns"
  | "budget_exhausted"
  | "aborted_streaming"
  | "aborted_tools"
  | "api_error"
  | "model_error"
  | "structured_output_retry_exhausted";

/** Claude Code's PermissionMode values steward can be in. */
export type PermissionMode = "default" | "plan";

interface LineIds {
  uuid: Uuid;
  session_id: string;
}

export interface InitLine extends LineIds {
  type: "system";
  subtype: "init";
  /** "ANTHROPIC_API_KEY" when an Anthropic API key is used; "none" for other providers and replays. */
  apiKeySource: "ANTHROPIC_API_KEY" | "none";
  /** The version of what wrote the transcript (here steward's, as `steward/x.y.z`). */
  claude_code_version: string;
  cwd: string;
  tools: string[];
  /** The run's MCP servers and how each stands when the session starts (pending, connected, failed). */
  mcp_servers: { name: string; status: string }[];
  model: string;
  permissionMode: PermissionMode;
  slash_commands: string[];
  output_style: string;
  skills: string[];
  plugins: { name: string; path: string }[];
  agents: string[];
}

export interface CompactBoundaryLine extends LineIds {
  type: "system";
  subtype: "compact_boundary";
  compact_metadata: { trigger: "auto"; pre_tokens: number };
}

export interface PermissionDeniedLine extends LineIds {
  type: "system";
  subtype: "permission_denied";
  tool_name: string;
  tool_use_id: string;
  /** The sub-agent's Agent call, when a sub-agent's call was denied. */
  agent_id?: string;
  /** "rule" when a policy rule decided, "safetyCheck" for steward's built-in protections. */
  decision_reason_type: "rule" | "safetyCheck" | "mode";
  /** The rule that denied the call, or the built-in reason. */
  decision_reason: string;
  /** What the model was told. */
  message: string;
}

export interface AssistantLine extends LineIds {
  type: "assistant";
  parent_tool_use_id: string | null;
  message: {
    id: string;
    type: "message";
    role: "assistant";
    model: string;
    content: ContentBlockParam[];
    stop_reason: string | null;
    stop_sequence: string | null;
    usage: TurnUsage;
    container: null;
    context_management: null;
    diagnostics: null;
    stop_details: null;
  };
}

export interface UserLine extends LineIds {
  type: "user";
  parent_tool_use_id: string | null;
  message: { role: "user"; content: ContentBlockParam[] };
}

interface ResultCommon extends LineIds {
  type: "result";
  duration_ms: number;
  duration_api_ms: number;
  num_turns: number;
  stop_reason: string | null;
  total_cost_usd: number;
  /** The main loop's usage (sub-agents and compaction are in modelUsage). */
  usage: ResultUsage;
  modelUsage: Record<string, ModelUsageEntry>;
  permission_denials: PermissionDenial[];
  terminal_reason: TerminalReason;
}

export interface SuccessResultLine extends ResultCommon {
  subtype: "success";
  is_error: false;
  result: string;
  structured_output?: unknown;
}

export interface ErrorResultLine extends ResultCommon {
  subtype: Exclude<ResultSubtype, "success">;
  is_error: true;
  /** Why the run did not succeed, in words (claude-code-action builds its failure message from these). */
  errors: string[];
}

export type ResultLine = SuccessResultLine | ErrorResultLine;

export type TranscriptLine =
  InitLine | CompactBoundaryLine | PermissionDeniedLine | AssistantLine | UserLine | ResultLine;

export interface TranscriptSink {
  write(line: TranscriptLine): void;
}

const newUuid = (): Uuid => randomUuid();

/**
 * A content block as the API's message types spell it: a text block always has `citations` (null when
 * there are none); everything else is as the API sent it.
 */
function messageBlock(block: ContentBlockParam): ContentBlockParam {
  if (block.type === "text") return { type: "text", text: block.text, citations: block.citations ?? null };
  return block;
}

/** Builds one session's lines, stamped with its session id and parent call. */
export class SessionTranscript {
  constructor(
    private readonly sink: TranscriptSink,
    readonly sessionId: string,
    private readonly parent: string | null,
  ) {}

  private ids(): LineIds {
    return { uuid: newUuid(), session_id: this.sessionId };
  }

  write(line: TranscriptLine): void {
    this.sink.write(line);
  }

  init(fields: Omit<InitLine, "type" | "subtype" | keyof LineIds>): void {
    this.sink.write({ type: "system", subtype: "init", ...this.ids(), ...fields });
  }

  user(content: ContentBlockParam[]): void {
    this.sink.write({
      type: "user",
      ...this.ids(),
      parent_tool_use_id: this.parent,
      message: { role: "user", content },
    });
  }

  assistant(response: ModelResponse): void {
    this.sink.write({
      type: "assistant",
      ...this.ids(),
      parent_tool_use_id: this.parent,
      message: {
        id: response.id,
        type: "message",
        role: "assistant",
        model: response.model,
        content: response.content.map(messageBlock),
        stop_reason: response.stopReason,
        stop_sequence: response.stopSequence ?? null,
        usage: turnUsage(response.usage, response.usageDetails),
        container: null,
        context_management: null,
        diagnostics: null,
        stop_details: null,
      },
    });
  }

  compactBoundary(preTokens: number): void {
    this.sink.write({
      type: "system",
      subtype: "compact_boundary",
      ...this.ids(),
      compact_metadata: { trigger: "auto", pre_tokens: preTokens },
    });
  }

  denied(denial: {
    toolName: string;
    toolUseId: string;
    rule: string | null | undefined;
    reason: string;
    mode: boolean;
    message: string;
  }): void {
    this.sink.write({
      type: "system",
      subtype: "permission_denied",
      ...this.ids(),
      tool_name: denial.toolName,
      tool_use_id: denial.toolUseId,
      ...(this.parent === null ? {} : { agent_id: this.parent }),
      decision_reason_type: denial.mode ? "mode" : denial.rule == null ? "safetyCheck" : "rule",
      decision_reason: denial.rule ?? denial.reason,
      message: denial.message,
    });
  }

  result(fields: DistributiveOmit<ResultLine, "type" | keyof LineIds>): ResultLine {
    const line = { type: "result", ...this.ids(), ...fields } as ResultLine;
    this.sink.write(line);
    return line;
  }
}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** Appends one JSON object per line to a file (created with its directory). */
export function fileTranscript(path: string): TranscriptSink {
  mkdirSync(dirname(path), { recursive: true });
  return {
    write(line) {
      appendFileSync(path, `${JSON.stringify(line)}\n`, "utf8");
    },
  };
}
