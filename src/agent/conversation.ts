// The session's conversation and where its cache breakpoints go. Messages are only appended (or the
// last user message extended) between requests, so each request's bytes stay cached per message
// (request-body.ts); only compaction and a switch to the fallback model replace the history, and
// then the previous request's breakpoint no longer points anywhere.
import type { ContentBlockParam, MessageParam } from "./model";
import { markBreakpoints } from "./request";

export class Conversation {
  /**
   * The conversation itself; the session's result hands out this array. An older message, once sent
   * to the first-party API or Foundry, keeps its content only as request bytes and decodes it,
   * frozen, on each read (request-body.ts): read it once per use, and give a message a new content
   * rather than change the one it has.
   */
  readonly messages: MessageParam[];
  /** Index of the message that ended the previous request: its block is this turn's cache read. */
  private previousEnd = -1;

  constructor(history: readonly MessageParam[], prompt: string) {
    this.messages = startingConversation(history, prompt);
  }

  /** Adds blocks to the prompt's own user message (what the opening hooks add to the request). */
  extendPrompt(blocks: readonly ContentBlockParam[]): void {
    const request = this.messages.at(-1);
    if (request !== undefined && typeof request.content !== "string")
      request.content = [...request.content, ...blocks];
  }

  /** A note joins the last user message (after its tool results), so nothing earlier changes. */
  addNote(note: string): void {
    const last = this.messages[this.messages.length - 1];
    if (last?.role === "user" && typeof last.content !== "string") {
      // A turn asked again (with the fallback model) already carries it.
      if (!last.content.some((block) => block.type === "text" && block.text === note))
        last.content = [...last.content, { type: "text", text: note }];
    } else this.messages.push({ role: "user", content: [{ type: "text", text: note }] });
  }

  addUser(content: ContentBlockParam[]): void {
    this.messages.push({ role: "user", content });
  }

  /** The model's answer; it ends this request, so the next one reads the cache up to it. */
  addAnswer(content: ContentBlockParam[]): void {
    this.messages.push({ role: "assistant", content });
    this.previousEnd = this.messages.length - 1;
  }

  /**
   * The messages a request sends: `messages` (the conversation by default) with breakpoints on the
   * previous request's end and on its own. Only those two messages are copied.
   */
  forRequest(messages: readonly MessageParam[] = this.messages): MessageParam[] {
    return markBreakpoints(messages, [this.previousEnd, messages.length - 1]);
  }

  /** Replaces the history (compacted, or stripped of thinking for another model). */
  replace(messages: readonly MessageParam[]): void {
    this.messages.splice(0, this.messages.length, ...messages);
    this.previousEnd = -1;
  }
}

/** The conversation the first request sends: any resumed history, then the prompt as a user turn. */
function startingConversation(history: readonly MessageParam[], prompt: string): MessageParam[] {
  const messages: MessageParam[] = [...history];
  const text: ContentBlockParam = { type: "text", text: prompt };
  const last = messages.at(-1);
  // A conversation that ended on tool results goes on in the same user turn.
  if (last?.role === "user") {
    const earlier: ContentBlockParam[] =
      typeof last.content === "string" ? [{ type: "text", text: last.content }] : last.content;
    messages[messages.length - 1] = { role: "user", content: [...earlier, text] };
    return messages;
  }
  return [...messages, { role: "user", content: [text] }];
}
