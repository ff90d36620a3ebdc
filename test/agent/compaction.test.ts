import { describe, expect, it } from "vitest";
import { clearStaleResults, DEFAULT_COMPACTION, withoutThinking } from "../../src/agent/compaction";
import type { MessageParam } from "../../src/agent/model";

describe("withoutThinking", () => {
  it("drops thinking and redacted thinking from assistant turns and leaves everything else as it was", () => {
    const user: MessageParam = { role: "user", content: [{ type: "text", text: "Go." }] };
    const plain: MessageParam = { role: "assistant", content: "Done." };
    const messages: MessageParam[] = [
      user,
      {
        role: "assistant",
        content: [
          { type: "thinking", thinking: "Plan.", signature: "sig" },
          { type: "redacted_thinking", data: "opaque" },
          { type: "tool_use", id: "toolu_1", name: "Read", input: { file_path: "a" } },
        ],
      },
      { role: "user", content: [{ type: "tool_result", tool_use_id: "toolu_1", content: "x" }] },
      plain,
    ];
    const result = withoutThinking(messages);
    expect(result[0]).toBe(user);
    expect(result[1]?.content).toEqual([
      { type: "tool_use", id: "toolu_1", name: "Read", input: { file_path: "a" } },
    ]);
    expect(result[2]).toBe(messages[2]);
    expect(result[3]).toBe(plain);
    expect(messages[1]?.content).toHaveLength(3);
  });

  it("keeps a placeholder where a turn held nothing but thinking, so the turns still alternate", () => {
    const result = withoutThinking([
      { role: "user", content: "Go." },
      { role: "assistant", content: [{ type: "thinking", thinking: "Hmm.", signature: "sig" }] },
      { role: "user", content: "Continue." },
    ]);
    expect(result.map((m) => m.role)).toEqual(["user", "assistant", "user"]);
    expect(result[1]?.content).toEqual([{ type: "text", text: "(thinking omitted)" }]);
  });
});

describe("clearStaleResults", () => {
  const settings = { ...DEFAULT_COMPACTION, keepRecentMessages: 2, clearResultsOverChars: 10 };
  const result = (text: string): MessageParam => ({
    role: "user",
    content: [{ type: "tool_result", tool_use_id: "t", content: text }],
  });
  const answer: MessageParam = { role: "assistant", content: [{ type: "text", text: "ok" }] };

  it("clears the large results of older messages and gives back the others themselves", () => {
    const small = result("short");
    const large = result("x".repeat(11));
    const messages = [result("task"), answer, small, answer, large, answer, result("recent"), answer];
    const cleared = clearStaleResults(messages, settings);
    // Unchanged messages are the same objects: their request bytes are kept, nothing is serialised anew.
    expect(cleared[2]).toBe(small);
    expect(cleared[4]).not.toBe(large);
    expect(JSON.stringify(cleared[4])).not.toContain("xxxxxxxxxxx");
    expect(cleared.slice(5)).toEqual(messages.slice(5));
  });
});
