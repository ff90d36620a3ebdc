// Turns a recorded transcript into the scripted model server's script: each recorded assistant message
// becomes the server's answer to the request of the same turn, tool-use ids included, so the action's
// real tools run again and their results flow back exactly as in a live session.
import type { ContentBlockParam } from "../src/agent/model";
import type { TranscriptLine } from "../src/agent/transcript";
import type {
  MessagesRequestBody,
  ScriptBlock,
  ScriptedTurn,
  StopReason,
} from "../test/support/model-server/index";

type AssistantLine = Extract<TranscriptLine, { type: "assistant" }>;

const STOP_REASONS: readonly string[] = [
  "end_turn",
  "tool_use",
  "max_tokens",
  "stop_sequence",
  "pause_turn",
  "refusal",
] satisfies StopReason[];

function scriptBlock(block: ContentBlockParam): ScriptBlock {
  switch (block.type) {
    case "text":
      return { type: "text", text: block.text };
    case "thinking":
      return { type: "thinking", thinking: block.thinking, signature: block.signature };
    case "tool_use":
      return { type: "tool_use", name: block.name, input: block.input, id: block.id };
    default:
      // Server tool calls and their results are sent back verbatim, as the API sent them.
      return { type: "raw", block: { ...block } };
  }
}

/** The model server's script for a recorded session; throws, naming the line, on what it cannot replay. */
export function scriptFromTranscript(lines: readonly TranscriptLine[], source: string): ScriptedTurn[] {
  const turns = lines.filter((l): l is AssistantLine => l.type === "assistant");
  if (turns.length === 0) throw new Error(`${source} holds no assistant turns to replay.`);
  return turns.map((line, index) => {
    const where = `${source}: assistant turn ${String(index + 1)}`;
    // A sub-agent's turns interleave with the main conversation's; the server plays one conversation.
    if (line.parent_tool_use_id !== null)
      throw new Error(
        `${where} belongs to a sub-agent (${line.parent_tool_use_id}); the demo replays one conversation.`,
      );
    const stop = line.message.stop_reason;
    return {
      content: line.message.content.map(scriptBlock),
      ...(stop !== null && STOP_REASONS.includes(stop) ? { stopReason: stop as StopReason } : {}),
      usage: {
        input_tokens: line.message.usage.input_tokens,
        output_tokens: line.message.usage.output_tokens,
        cache_creation_input_tokens: line.message.usage.cache_creation_input_tokens,
        cache_read_input_tokens: line.message.usage.cache_read_input_tokens,
      },
      model: line.message.model,
    };
  });
}

/** tool_use_id → is_error for every tool result in the recording. */
export function recordedToolResults(lines: readonly TranscriptLine[]): Map<string, boolean> {
  const results = new Map<string, boolean>();
  for (const line of lines)
    if (line.type === "user")
      for (const block of line.message.content)
        if (block.type === "tool_result") results.set(String(block.tool_use_id), block.is_error === true);
  return results;
}

/**
 * The tool_use ids whose result in the replayed conversation (the messages of its last request)
 * succeeded where the recorded one failed, or the reverse.
 */
export function divergedToolResults(
  recorded: ReadonlyMap<string, boolean>,
  messages: MessagesRequestBody["messages"],
): string[] {
  const diverged: string[] = [];
  for (const message of messages)
    for (const block of typeof message.content === "string" ? [] : message.content)
      if (block.type === "tool_result") {
        const id = String(block["tool_use_id"]);
        const wasError = recorded.get(id);
        if (wasError !== undefined && wasError !== (block["is_error"] === true)) diverged.push(id);
      }
  return diverged;
}
