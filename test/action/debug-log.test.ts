import { describe, expect, it } from "vitest";
import type { TurnReport } from "../../src/agent/session";
import { describeTurn } from "../../src/action/debug-log";

const response: TurnReport["response"] = {
  id: "msg_1",
  content: [],
  stopReason: "tool_use",
  usage: {
    input_tokens: 12,
    output_tokens: 34,
    cache_creation_input_tokens: 56,
    cache_read_input_tokens: 7890,
  },
  model: "claude-sonnet-4-6",
  requestId: "req_1",
  toolCalls: [],
};
const call = {
  isError: false,
  denied: false,
  reason: undefined,
  rule: null,
  preview: "",
};

describe("describeTurn (the debug input's log lines)", () => {
  it("states the turn's usage, cost and every call with its decision", () => {
    const lines = describeTurn({
      turn: 3,
      response,
      costUsd: 0.01234,
      toolCalls: [
        { ...call, name: "Read", summary: "Read src/a.ts", preview: "1\texport const a = 1;" },
        {
          ...call,
          name: "Bash",
          summary: "Bash npm test",
          isError: true,
          rule: "Bash(npm test)",
          preview: "exit 1",
        },
        {
          ...call,
          name: "Bash",
          summary: "Bash curl x",
          denied: true,
          reason: "curl is denied",
          rule: "Bash(curl:*)",
        },
      ],
    });
    expect(lines).toEqual([
      "steward debug: turn 3 (claude-sonnet-4-6, request req_1): stop tool_use, input 12 + cache read 7890 + cache write 56, output 34 tokens, $0.0123",
      "steward debug:   Read src/a.ts: allowed → 1 export const a = 1;",
      "steward debug:   Bash npm test: allowed by Bash(npm test) → error: exit 1",
      "steward debug:   Bash curl x: denied (curl is denied) by Bash(curl:*)",
    ]);
  });

  it("keeps each line short when a command or result is huge", () => {
    const [, line] = describeTurn({
      turn: 1,
      response,
      costUsd: 0,
      toolCalls: [
        { ...call, name: "Bash", summary: `Bash echo ${"x".repeat(5000)}`, preview: "y".repeat(5000) },
      ],
    });
    expect(line?.length).toBeLessThan(700);
    expect(line).toContain("…");
  });
});
