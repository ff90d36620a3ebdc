// The 400s the real Messages API gives for malformed conversations. A harness bug (a tool_use left
// without its tool_result, results in the wrong message, too many cache breakpoints) must fail a test
// here exactly as it would fail in production.
import { countBreakpoints, MAX_BREAKPOINTS } from "./prompt-cache";
import type { ContentBlockParam, MessagesRequestBody } from "./script";

const TOOL_NAME = /^[a-zA-Z0-9_-]{1,128}$/;

function blocksOf(content: string | ContentBlockParam[]): ContentBlockParam[] {
  return typeof content === "string" ? [{ type: "text", text: content }] : content;
}

/** Returns the API's error message for an invalid request, or undefined when it would be accepted. */
export function checkMessagesRequest(body: unknown, { countOnly = false } = {}): string | undefined {
  if (typeof body !== "object" || body === null) return "request body must be a JSON object";
  const request = body as Partial<MessagesRequestBody>;
  if (typeof request.model !== "string" || request.model === "") return "model: Field required";
  if (!countOnly && (typeof request.max_tokens !== "number" || !Number.isInteger(request.max_tokens)))
    return "max_tokens: Field required";
  if (!countOnly && (request.max_tokens ?? 0) < 1) return "max_tokens: must be at least 1";
  if (!Array.isArray(request.messages) || request.messages.length === 0)
    return "messages: at least one message is required";

  const names = new Set<string>();
  for (const [i, tool] of (request.tools ?? []).entries()) {
    const name = tool["name"];
    if (typeof name !== "string" || !TOOL_NAME.test(name))
      return `tools.${i}.name: String should match pattern '^[a-zA-Z0-9_-]{1,128}$'`;
    if (names.has(name)) return `tools: Tool names must be unique. Duplicate: ${name}`;
    names.add(name);
    const schema = tool["input_schema"] as { type?: unknown } | undefined;
    const isServerTool = typeof tool.type === "string" && tool.type !== "custom";
    if (!isServerTool && schema?.type !== "object")
      return `tools.${i}.input_schema.type: Input should be 'object'`;
  }

  const messages = request.messages;
  if (messages[0]?.role !== "user") return 'messages: first message must use the "user" role';
  for (let i = 0; i < messages.length; i++) {
    const message = messages[i];
    if (message === undefined) continue;
    if (message.role !== "user" && message.role !== "assistant")
      return `messages.${i}.role: Input should be 'user' or 'assistant'`;
    const blocks = blocksOf(message.content);
    if (blocks.length === 0 && i !== messages.length - 1)
      return `messages.${i}: all messages must have non-empty content except for the optional final assistant message`;
    if (message.role !== "assistant") continue;

    const toolUseIds = blocks.filter((b) => b.type === "tool_use").map((b) => String(b["id"]));
    const next = messages[i + 1];
    if (toolUseIds.length === 0) continue;
    if (next === undefined) continue; // a final assistant message is a prefill; no results owed yet
    const nextBlocks = blocksOf(next.content);
    const results = nextBlocks.filter((b) => b.type === "tool_result").map((b) => String(b["tool_use_id"]));
    const missing = toolUseIds.filter((id) => !results.includes(id));
    if (next.role !== "user" || missing.length > 0)
      return `messages.${i + 1}: \`tool_use\` ids were found without \`tool_result\` blocks immediately after: ${missing.join(", ")}. Each \`tool_use\` block must have a corresponding \`tool_result\` block in the next message.`;
    const firstOther = nextBlocks.findIndex((b) => b.type !== "tool_result");
    const lastResult = nextBlocks.map((b) => b.type).lastIndexOf("tool_result");
    if (firstOther !== -1 && firstOther < lastResult)
      return `messages.${i + 1}: tool_result blocks must come before any other content in the message`;
  }

  for (let i = 0; i < messages.length; i++) {
    const message = messages[i];
    if (message === undefined || message.role !== "user") continue;
    const previous = messages[i - 1];
    const offered =
      previous?.role === "assistant"
        ? blocksOf(previous.content)
            .filter((b) => b.type === "tool_use")
            .map((b) => String(b["id"]))
        : [];
    for (const block of blocksOf(message.content)) {
      if (block.type === "tool_result" && !offered.includes(String(block["tool_use_id"])))
        return `messages.${i}.content: unexpected \`tool_use_id\` found in \`tool_result\` blocks: ${String(block["tool_use_id"])}. Each \`tool_result\` block must have a corresponding \`tool_use\` block in the previous message.`;
    }
  }

  const breakpoints = countBreakpoints(request as MessagesRequestBody);
  if (breakpoints > MAX_BREAKPOINTS)
    return `A maximum of ${MAX_BREAKPOINTS} blocks with cache_control may be provided. Found ${breakpoints}.`;
  return undefined;
}

/**
 * Thinking blocks must come back exactly as the server sent them (the signature covers the text) and
 * may not carry cache_control. `signed` maps each signature the server issued to its thinking text.
 */
export function checkThinkingBlocks(
  request: MessagesRequestBody,
  signed: ReadonlyMap<string, string>,
): string | undefined {
  for (const [i, message] of request.messages.entries()) {
    if (message.role !== "assistant") continue;
    for (const [j, block] of blocksOf(message.content).entries()) {
      if (block.type !== "thinking") continue;
      const where = `messages.${String(i)}.content.${String(j)}`;
      if (block.cache_control !== undefined)
        return `${where}.thinking.cache_control: Extra inputs are not permitted`;
      const signature = block["signature"];
      if (typeof signature !== "string" || signed.get(signature) !== block["thinking"])
        return `${where}: Invalid \`signature\` in \`thinking\` block`;
      const extra = Object.keys(block).filter((k) => !["type", "thinking", "signature"].includes(k));
      if (extra.length > 0) return `${where}.thinking.${extra[0] ?? ""}: Extra inputs are not permitted`;
    }
  }
  return undefined;
}
