// What a turn's tool calls leave behind besides their results: the denials the result line lists
// (each with its permission_denied line) and the per-call report live progress shows.
import type { ToolCallOutcome } from "../tools/execute";
import type { TurnCallReport } from "./session-options";
import type { PermissionDenial, SessionTranscript } from "./transcript";

/** A denied call goes on the result line's permission_denials and gets a permission_denied line. */
export function recordDenial(
  outcome: ToolCallOutcome,
  lines: SessionTranscript,
  denials: PermissionDenial[],
): void {
  const decision = outcome.decision;
  if (decision?.behavior !== "deny") return;
  const input = outcome.input;
  denials.push({
    tool_name: outcome.toolName,
    tool_use_id: outcome.toolUseId,
    tool_input:
      typeof input === "object" && input !== null && !Array.isArray(input)
        ? (input as Record<string, unknown>)
        : {},
  });
  const content = outcome.result.content;
  lines.denied({
    toolName: outcome.toolName,
    toolUseId: outcome.toolUseId,
    rule: decision.rule,
    reason: decision.reason,
    mode: false,
    message: typeof content === "string" ? content : decision.reason,
  });
}

export function callReport(outcome: ToolCallOutcome): TurnCallReport {
  return {
    name: outcome.toolName,
    summary: outcome.summary,
    isError: outcome.isError,
    denied: outcome.decision?.behavior === "deny",
    reason: outcome.decision?.behavior === "deny" ? outcome.decision.reason : undefined,
    rule: outcome.decision?.rule,
    preview: firstLine(outcome.result.content),
  };
}

function firstLine(content: unknown): string {
  const text =
    typeof content === "string"
      ? content
      : Array.isArray(content)
        ? content
            .flatMap((b: { type?: string; text?: string }) =>
              b.type === "text" && b.text !== undefined ? [b.text] : [],
            )
            .join("\n")
        : "";
  const line = text.trim().split("\n")[0] ?? "";
  return line.length > 120 ? `${line.slice(0, 117)}...` : line;
}
