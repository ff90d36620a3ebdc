// The model side both the action and `steward run` set up: the agent's client and the web helpers on
// the provider's clients, the helpers on its small model, web search only where the provider's API
// runs it; a recording instead of a provider for --replay.
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createModelStack, replayModelStack } from "../../src/agent/model-stack";
import { ReplayError } from "../../src/agent/replay";
import { smallModel } from "../../src/model-settings";
import { reply, text } from "../support/model-server/index";
import { useScratch } from "../support/scratch";

const scratch = useScratch();

describe("createModelStack", () => {
  it("summarises pages with the provider's small model, searches on the first-party API", async () => {
    const server = await scratch.modelServer({ script: [reply(text("Version 3."))], apiKey: "key-1" });
    const stack = await createModelStack({ provider: "anthropic", apiKey: "key-1", baseURL: server.url });
    expect(stack.deferLoading).toBe(true);
    expect(stack.apiKeySource).toBe("ANTHROPIC_API_KEY");
    expect(stack.web.search).toBeDefined();
    const answer = await stack.web.summarize?.("v3 is out", "Which version?", new AbortController().signal);
    expect(answer).toBe("Version 3.");
    expect(server.messageRequests().map((r) => (r.body as { model: string }).model)).toEqual([
      smallModel("anthropic"),
    ]);
    server.assertNoViolations();
  });

  it("offers no web search where the provider's API is not relied on to run it", async () => {
    const stack = await createModelStack({
      provider: "foundry",
      apiKey: "key-2",
      resource: undefined,
      baseURL: "http://127.0.0.1:9",
    });
    expect(stack.deferLoading).toBe(true);
    expect(stack.apiKeySource).toBe("none");
    expect(stack.web.summarize).toBeDefined();
    expect(stack.web.search).toBeUndefined();
  });
});

describe("replayModelStack", () => {
  it("plays a recording with no web helpers and no provider features", async () => {
    const dir = await scratch.tempDir("steward-stack-");
    const path = join(dir, "run.jsonl");
    const message = { id: "m", type: "message", role: "assistant", model: "m", content: [] };
    await writeFile(path, `${JSON.stringify({ type: "assistant", session_id: "s", message })}\n`);
    const stack = await replayModelStack(path);
    expect(stack).toMatchObject({ deferLoading: false, apiKeySource: "none" });
    expect(stack.web.summarize).toBeUndefined();
    expect(stack.web.search).toBeUndefined();
  });

  it("names the recording it cannot read", async () => {
    await expect(replayModelStack("/nonexistent/run.jsonl")).rejects.toThrow(ReplayError);
    await expect(replayModelStack("/nonexistent/run.jsonl")).rejects.toThrow(/\/nonexistent\/run\.jsonl/);
  });
});
