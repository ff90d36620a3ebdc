import { afterEach, describe, expect, it } from "vitest";
import { agentTool } from "../../src/tools/agent";
import { prepareToolCall } from "../../src/tools/execute";
import type { AgentRequest, AgentSpawner } from "../../src/tools/session/agents";
import { type TestBench, toolBench } from "./helpers";

function spawner(answer: (request: AgentRequest) => string): AgentSpawner & { requests: AgentRequest[] } {
  const requests: AgentRequest[] = [];
  return {
    requests,
    types: new Map([
      ["general-purpose", { description: "Any task", readOnly: false }],
      ["Explore", { description: "Reads and searches only", readOnly: true }],
    ]),
    spawn: (request) => {
      requests.push(request);
      return Promise.resolve({ text: answer(request), turns: 3, costUsd: 0.01 });
    },
  };
}

let bench: TestBench;
afterEach(async () => {
  await bench.cleanup();
});

describe("Agent", () => {
  it("runs a sub-agent through the session's spawner and returns only its final text", async () => {
    const agents = spawner((r) => `found it for: ${r.prompt}`);
    bench = await toolBench([agentTool], { session: { agents } });
    const outcome = await bench.call("Agent", {
      description: "Find the parser",
      prompt: "Where is parse()?",
    });
    expect(bench.text(outcome)).toBe("found it for: Where is parse()?");
    expect(agents.requests).toEqual([
      {
        description: "Find the parser",
        prompt: "Where is parse()?",
        subagentType: "general-purpose",
        parentToolUseId: outcome.toolUseId,
      },
    ]);
  });

  it("answers to its legacy name Task", async () => {
    bench = await toolBench([agentTool], { session: { agents: spawner(() => "ok") } });
    const outcome = await bench.call("Task", { description: "d", prompt: "p", subagent_type: "Explore" });
    expect(outcome.toolName).toBe("Agent");
    expect(bench.text(outcome)).toBe("ok");
  });

  it("lets read-only sub-agent types run beside other reads, and no others", async () => {
    bench = await toolBench([agentTool], { session: { agents: spawner(() => "ok") } });
    const explore = await prepareToolCall(
      { id: "1", name: "Agent", input: { description: "d", prompt: "p", subagent_type: "Explore" } },
      bench,
    );
    const general = await prepareToolCall(
      { id: "2", name: "Agent", input: { description: "d", prompt: "p" } },
      bench,
    );
    expect(explore).toMatchObject({ ok: true, value: { concurrencySafe: true, readOnly: true } });
    expect(general).toMatchObject({ ok: true, value: { concurrencySafe: false, readOnly: false } });
  });

  it("names the available types for an unknown one, and says when sub-agents are unavailable", async () => {
    bench = await toolBench([agentTool], { session: { agents: spawner(() => "ok") } });
    expect(
      bench.text(await bench.call("Agent", { description: "d", prompt: "p", subagent_type: "Hacker" })),
    ).toBe('Unknown subagent_type "Hacker". Available: general-purpose, Explore.');
    await bench.cleanup();
    bench = await toolBench([agentTool]);
    expect(bench.text(await bench.call("Agent", { description: "d", prompt: "p" }))).toMatch(
      /not available here/,
    );
  });

  it("is not offered at the maximum nesting depth", () => {
    expect(
      agentTool.isEnabled({ webSearch: false, deferLoading: true, agentDepth: 2, maxAgentDepth: 2 }),
    ).toBe(false);
    expect(
      agentTool.isEnabled({ webSearch: false, deferLoading: true, agentDepth: 1, maxAgentDepth: 2 }),
    ).toBe(true);
  });
});
