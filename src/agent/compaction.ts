// Keeping a long session inside the model's context window. When a request's prompt nears the window,
// the model summarises the work so far — in a request that repeats the last one's prefix exactly, so
// it is a cache read — and the conversation restarts from the task, that summary and the most recent
// turns, verbatim. Old large tool results are cleared at the same moment: the prefix changes once
// per compaction, never turn by turn.
import type { ContentBlockParam, MessageParam } from "./model";

export interface CompactionSettings {
  /** The model's context window, in tokens. */
  contextWindow: number;
  /** Compact when a request's prompt passes this share of the window. */
  threshold: number;
  /** Messages kept verbatim at the end (rounded so the kept part starts with an assistant message). */
  keepRecentMessages: number;
  /** Tool results longer than this, outside the kept part, are replaced by a notice. */
  clearResultsOverChars: number;
}

export const DEFAULT_COMPACTION: CompactionSettings = {
  contextWindow: 200_000,
  threshold: 0.8,
  keepRecentMessages: 6,
  clearResultsOverChars: 2_000,
};

export const SUMMARY_REQUEST = `The conversation is about to be compacted to stay within the context window. Write a summary that lets you continue the task without the earlier messages. Include:
- the task, in full, and any constraints you were given;
- what you have done: files read and changed (with paths), commands run and what they showed;
- decisions you made and why, and approaches that failed;
- the current state: what works, what is broken, what you were in the middle of;
- what is left to do, in order.
Be specific (names, paths, line numbers, error messages). Do not call tools; answer with the summary only.`;

const CLEARED = "[This tool result was cleared to save context. Run the tool again if you need it.]";

/** Total prompt tokens of a request, as its usage reports them. */
export function promptTokens(usage: {
  input_tokens: number;
  cache_creation_input_tokens: number;
  cache_read_input_tokens: number;
}): number {
  return usage.input_tokens + usage.cache_creation_input_tokens + usage.cache_read_input_tokens;
}

export function needsCompaction(tokens: number, settings: CompactionSettings): boolean {
  return tokens >= settings.contextWindow * settings.threshold;
}

/** Where the verbatim tail starts: an assistant message, so every tool_use keeps its results after it. */
function keptFrom(messages: readonly MessageParam[], keep: number): number {
  let start = Math.max(1, messages.length - keep);
  while (start < messages.length && messages[start]?.role !== "assistant") start++;
  return start;
}

// Each function reads a message's `content` once: an older message decodes it from its request
// bytes on every read (request-body.ts).
function clearLargeResults(message: MessageParam, limit: number): MessageParam {
  const blocks = message.content;
  if (typeof blocks === "string") return message;
  const content = blocks.map((block): ContentBlockParam => {
    if (block.type !== "tool_result") return block;
    const text =
      typeof block.content === "string"
        ? block.content
        : (block.content ?? []).map((b) => (b.type === "text" ? b.text : "[image]")).join("\n");
    if (text.length <= limit) return block;
    return { ...block, content: CLEARED };
  });
  // Nothing cleared: the same message, whose request bytes are kept (a copy would be serialised anew,
  // and `...message` would decode its content a second time).
  if (content.every((block, i) => block === blocks[i])) return message;
  return { role: message.role, content } as MessageParam;
}

/** The conversation after compaction: one user message with the original task and the summary, then the recent messages verbatim. */
export function compactedConversation(
  messages: readonly MessageParam[],
  summary: string,
  settings: CompactionSettings,
): MessageParam[] {
  const first = messages[0];
  if (first === undefined) return [];
  const opening = first.content;
  const task: ContentBlockParam[] =
    typeof opening === "string"
      ? [{ type: "text", text: opening }]
      : opening.filter((b) => b.type === "text");
  const start = keptFrom(messages, settings.keepRecentMessages);
  const recent = messages.slice(start);
  const head: MessageParam = {
    role: "user",
    content: [
      ...task,
      {
        type: "text",
        text: `<summary-of-earlier-work>\n${summary.trim()}\n</summary-of-earlier-work>\nThe earlier messages were compacted into the summary above. Continue the task.`,
      },
    ],
  };
  // The kept tail starts with an assistant message; if nothing is kept, the summary alone continues.
  return [head, ...recent];
}

/**
 * The history without its thinking blocks. Models with preserved thinking refuse (400) a thinking
 * block whose earlier context changed after it was written, and compaction changes exactly that; the
 * documented way to keep a summarised conversation going is to drop the thinking from the kept turns.
 * An assistant message left empty keeps a placeholder so the turns still alternate.
 */
export function withoutThinking(messages: readonly MessageParam[]): MessageParam[] {
  return messages.map((message) => {
    if (message.role !== "assistant") return message;
    const blocks = message.content;
    if (typeof blocks === "string") return message;
    const content = blocks.filter((b) => b.type !== "thinking" && b.type !== "redacted_thinking");
    if (content.length === blocks.length) return message;
    return {
      ...message,
      content: content.length > 0 ? content : [{ type: "text", text: "(thinking omitted)" }],
    };
  });
}

/** Clears large results outside the recent tail; used when a summary cannot be had. */
export function clearStaleResults(
  messages: readonly MessageParam[],
  settings: CompactionSettings,
): MessageParam[] {
  const start = keptFrom(messages, settings.keepRecentMessages);
  return messages.map((m, i) =>
    i > 0 && i < start ? clearLargeResults(m, settings.clearResultsOverChars) : m,
  );
}
