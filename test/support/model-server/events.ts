// Renders a scripted turn into the Messages API's wire format: the SSE event sequence of a streamed
// response, or the single JSON message of a non-streamed one.
import { estimateTokens } from "./prompt-cache";
import type { ScriptBlock, ScriptedTurn, StopReason, TurnTiming, Usage } from "./script";

export interface SseEvent {
  event: string;
  data: unknown;
  /** Delay before this event is written (time to first token, per-chunk delay). */
  delayMs: number;
  /** True for the message_stop event, so the server can log when the message ended. */
  isMessageStop?: boolean;
}

export interface ResolvedBlock {
  block: ScriptBlock;
  id: string | undefined;
}

export function stopReasonOf(turn: ScriptedTurn): StopReason {
  return turn.stopReason ?? (turn.content.some((b) => b.type === "tool_use") ? "tool_use" : "end_turn");
}

function chunk(text: string, size: number): string[] {
  if (text.length === 0) return [""];
  const pieces: string[] = [];
  for (let i = 0; i < text.length; i += size) pieces.push(text.slice(i, i + size));
  return pieces;
}

export function toolJsonOf(block: Extract<ScriptBlock, { type: "tool_use" }>): string {
  return block.rawJson ?? JSON.stringify(block.input ?? {});
}

export function outputTokensOf(turn: ScriptedTurn): number {
  let chars = 0;
  for (const block of turn.content) {
    if (block.type === "text") chars += block.text.length;
    else if (block.type === "thinking") chars += block.thinking.length;
    else if (block.type === "raw") chars += JSON.stringify(block.block).length;
    else chars += toolJsonOf(block).length + block.name.length;
  }
  return Math.max(1, estimateTokens(chars));
}

/** The content array of the final message, as a non-streamed response (and the SDK's final snapshot) has it. */
export function messageContent(blocks: ResolvedBlock[]): unknown[] {
  return blocks.map(({ block, id }) => {
    switch (block.type) {
      case "text":
        return { type: "text", text: block.text };
      case "thinking":
        return { type: "thinking", thinking: block.thinking, signature: block.signature ?? "sig" };
      case "tool_use": {
        let input: unknown;
        try {
          input = JSON.parse(toolJsonOf(block));
        } catch {
          input = {};
        }
        return { type: "tool_use", id, name: block.name, input };
      }
      case "raw":
        return block.block;
    }
  });
}

export function streamEvents(
  messageId: string,
  model: string,
  blocks: ResolvedBlock[],
  stopReason: StopReason,
  usage: Usage,
  timing: TurnTiming = {},
): SseEvent[] {
  const chunkDelay = timing.chunkDelayMs ?? 0;
  const textChars = timing.textChunkChars ?? 16;
  const jsonChars = timing.jsonChunkChars ?? 12;
  const events: SseEvent[] = [
    {
      event: "message_start",
      delayMs: 0,
      data: {
        type: "message_start",
        message: {
          id: messageId,
          type: "message",
          role: "assistant",
          model,
          content: [],
          stop_reason: null,
          stop_sequence: null,
          usage: { ...usage, output_tokens: 1 },
        },
      },
    },
    { event: "ping", delayMs: 0, data: { type: "ping" } },
  ];
  let firstContent = true;
  const nextDelay = () => {
    const delay = firstContent ? (timing.firstTokenMs ?? 0) : chunkDelay;
    firstContent = false;
    return delay;
  };
  blocks.forEach(({ block, id }, index) => {
    const delta = (d: unknown) =>
      events.push({
        event: "content_block_delta",
        delayMs: nextDelay(),
        data: { type: "content_block_delta", index, delta: d },
      });
    const start = (contentBlock: unknown) =>
      events.push({
        event: "content_block_start",
        delayMs: nextDelay(),
        data: { type: "content_block_start", index, content_block: contentBlock },
      });
    switch (block.type) {
      case "text":
        start({ type: "text", text: "" });
        for (const piece of chunk(block.text, textChars)) delta({ type: "text_delta", text: piece });
        break;
      case "thinking":
        start({ type: "thinking", thinking: "", signature: "" });
        for (const piece of chunk(block.thinking, textChars))
          delta({ type: "thinking_delta", thinking: piece });
        delta({ type: "signature_delta", signature: block.signature ?? "sig" });
        break;
      case "tool_use":
        start({ type: "tool_use", id, name: block.name, input: {} });
        for (const piece of chunk(toolJsonOf(block), jsonChars))
          delta({ type: "input_json_delta", partial_json: piece });
        break;
      case "raw":
        start(block.block);
        break;
    }
    events.push({ event: "content_block_stop", delayMs: 0, data: { type: "content_block_stop", index } });
  });
  events.push({
    event: "message_delta",
    delayMs: 0,
    data: {
      type: "message_delta",
      delta: { stop_reason: stopReason, stop_sequence: null },
      usage: { output_tokens: usage.output_tokens },
    },
  });
  events.push({ event: "message_stop", delayMs: 0, data: { type: "message_stop" }, isMessageStop: true });
  return events;
}
