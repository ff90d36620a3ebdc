// Building each turn's request so the prompt cache pays: tools and system never change during a
// session, messages are only ever appended, and cache_control breakpoints sit on the system prompt's
// first block (the part every run shares, so a run's first request can read it), on the block that
// ended the previous request (written last turn, so this turn reads it) and on the block that ends
// this one (written now for the next): three of the four the API allows. Markers are added to copies
// of just those blocks; the stored conversation is never rewritten. Thinking blocks cannot carry
// cache_control (the API refuses it), so a message's marker goes on its last block that is not one.
import type { ContentBlockParam, MessageParam, TextBlockParam } from "./model";

const EPHEMERAL = { type: "ephemeral" } as const;

function withMarker(block: ContentBlockParam): ContentBlockParam {
  return { ...block, cache_control: EPHEMERAL } as ContentBlockParam;
}

function blocksOf(message: MessageParam): ContentBlockParam[] {
  return typeof message.content === "string" ? [{ type: "text", text: message.content }] : message.content;
}

/** The message with a breakpoint on its last block that can carry one (itself when none can). */
function markedCopy(message: MessageParam): MessageParam {
  const blocks = blocksOf(message);
  const last = blocks.findLastIndex((b) => b.type !== "thinking" && b.type !== "redacted_thinking");
  if (last < 0) return message;
  return { ...message, content: blocks.map((b, j) => (j === last ? withMarker(b) : b)) } as MessageParam;
}

/**
 * Returns messages with breakpoints at the given message indexes (on each message's last block).
 * A copy of the array with the marked messages replaced: nothing per message runs but the copy,
 * which matters at hundreds of messages every turn.
 */
export function markBreakpoints(
  messages: readonly MessageParam[],
  indexes: readonly number[],
): MessageParam[] {
  const marked = messages.slice();
  for (const i of new Set(indexes)) {
    const message = messages[i];
    if (message !== undefined) marked[i] = markedCopy(message);
  }
  return marked;
}

/**
 * Marks the system prompt's first block: the text shared by every run (buildSystemPrompt keeps what
 * differs between runs in the blocks after it, which the messages' breakpoints cover).
 */
export function systemWithBreakpoint(system: readonly TextBlockParam[]): TextBlockParam[] {
  return system.map((block, i) => (i === 0 ? { ...block, cache_control: EPHEMERAL } : block));
}
