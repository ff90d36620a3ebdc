// The session transcript in Claude Code's stream-json line format, which CI users already parse:
// system/init first, then assistant and user messages, and a result line last.
import { appendFileSync, mkdirSync } from "node:fs";
import { dirname } from "node:path";
import type { ContentBlockParam, Usage } from "./model";

export interface PermissionDenial {
  tool_name: string;
  tool_use_id: string;
  tool_input: unknown;
}

export type ResultSubtype = "success" | "error_max_turns" | "error_max_budget_usd" | "error_during_execution";

export type TranscriptLine =
  | {
      type: "system";
      subtype: "init";
      session_id: string;
      cwd: string;
      tools: string[];
      model: string;
      permissionMode: "policy";
    }
  | {
      type: "system";
      subtype: "compact_boundary";
      session_id: string;
      compact_metadata: { trigger: "auto"; pre_tokens: number };
    }
  | {
      type: "assistant";
      session_id: string;
      parent_tool_use_id: string | null;
      message: {
        id: string;
        type: "message";
        role: "assistant";
        model: string;
        content: ContentBlockParam[];
        stop_reason: string | null;
        usage: Usage;
      };
    }
  | {
      type: "user";
      session_id: string;
      parent_tool_use_id: string | null;
      message: { role: "user"; content: ContentBlockParam[] };
    }
  | {
      type: "result";
      subtype: ResultSubtype;
      is_error: boolean;
      duration_ms: number;
      duration_api_ms: number;
      num_turns: number;
      result: string;
      total_cost_usd: number;
      usage: Usage;
      permission_denials: PermissionDenial[];
      session_id: string;
      /** steward's addition: which limit, if any, ended the run. */
      ended_by: EndedBy;
    };

export type EndedBy = "completed" | "max_turns" | "max_cost" | "deadline" | "error" | "interrupted";

export interface TranscriptSink {
  write(line: TranscriptLine): void;
}

/** Appends one JSON object per line to a file (created with its directory). */
export function fileTranscript(path: string): TranscriptSink {
  mkdirSync(dirname(path), { recursive: true });
  return {
    write(line) {
      appendFileSync(path, `${JSON.stringify(line)}\n`, "utf8");
    },
  };
}

export function teeTranscript(...sinks: TranscriptSink[]): TranscriptSink {
  return {
    write(line) {
      for (const sink of sinks) sink.write(line);
    },
  };
}

export const nullTranscript: TranscriptSink = { write: () => undefined };
