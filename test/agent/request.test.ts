// Where the request's cache breakpoints sit, checked with the rig's model of the prompt cache
// (test/support/model-server/prompt-cache.ts): the system prompt's shared text is its own first
// block, so a run's first request reads tools + that text from what an earlier run wrote.
import { describe, expect, it } from "vitest";
import { buildSystemPrompt, type PromptEnvironment } from "../../src/agent/prompt";
import { markBreakpoints, systemWithBreakpoint } from "../../src/agent/request";
import { BUILTIN_TOOLS } from "../../src/tools/builtin";
import { ToolRegistry } from "../../src/tools/registry";
import { countBreakpoints, PromptCache } from "../support/model-server/prompt-cache";
import type { MessagesRequestBody } from "../support/model-server/script";
import { FEATURES } from "../tools/helpers";

const environment = (repo: string, date: string): PromptEnvironment => ({
  workspaceRoot: repo,
  cwd: repo,
  date,
  platform: "linux",
});

function firstRequest(repo: string, date: string, prompt: string): MessagesRequestBody {
  const tools = new ToolRegistry(BUILTIN_TOOLS, [], FEATURES).definitions({ deferLoading: false });
  const system = systemWithBreakpoint(
    buildSystemPrompt({ environment: environment(repo, date), deferredTools: [], instructions: [] }),
  );
  const messages = markBreakpoints([{ role: "user", content: [{ type: "text", text: prompt }] }], [-1, 0]);
  // As it goes over the wire.
  return JSON.parse(
    JSON.stringify({ model: "claude-sonnet-4-6", max_tokens: 1000, system, messages, tools }),
  ) as MessagesRequestBody;
}

describe("request breakpoints", () => {
  it("keeps what differs between runs out of the system prompt's first block", () => {
    const a = buildSystemPrompt({
      environment: environment("/work/a", "2026-11-22"),
      deferredTools: [],
      instructions: [],
    });
    const b = buildSystemPrompt({
      environment: environment("/work/b", "2026-11-23"),
      deferredTools: ["WebFetch"],
      instructions: [{ path: "CLAUDE.md", text: "Use pnpm." }],
    });
    expect(a[0]).toEqual(b[0]);
    expect(a[0]?.text).not.toContain("/work/a");
    expect(a[1]?.text).toContain("/work/a");
    expect(b[1]?.text).toContain("Use pnpm.");
  });

  it("marks only the shared block of the system prompt", () => {
    const system = systemWithBreakpoint([
      { type: "text", text: "shared" },
      { type: "text", text: "this run" },
    ]);
    expect(system.map((b) => b.cache_control)).toEqual([{ type: "ephemeral" }, undefined]);
  });

  it("lets a run's first request read tools and the shared text written by another run", () => {
    const cache = new PromptCache(1024);
    const one = cache.account(firstRequest("/work/a", "2026-11-22", "Fix the bug."));
    expect(one.cache_read_input_tokens).toBe(0);
    const two = cache.account(firstRequest("/work/b", "2026-11-23", "Add a test."));
    expect(two.cache_read_input_tokens).toBeGreaterThan(1024);
    // Everything up to the run's own environment came from the cache; the rest is new.
    expect(two.cache_creation_input_tokens + two.input_tokens).toBeLessThan(two.cache_read_input_tokens);
  });

  it("stays within the API's four breakpoints on a later turn", () => {
    const body = firstRequest("/work/a", "2026-11-22", "Fix the bug.");
    body.messages = JSON.parse(
      JSON.stringify(
        markBreakpoints(
          [
            { role: "user", content: [{ type: "text", text: "Fix the bug." }] },
            { role: "assistant", content: [{ type: "text", text: "Looking." }] },
            { role: "user", content: [{ type: "text", text: "Go on." }] },
          ],
          [1, 2],
        ),
      ),
    ) as MessagesRequestBody["messages"];
    expect(countBreakpoints(body)).toBe(3);
  });
});
