// The markdown parser loads while the first request is with the model: after the API's first answer,
// without anyone asking for it, and without holding up the request. The real model client against the
// scripted server. The suite's setup loads the parser for every test file, so this one imports fresh
// copies of the modules, whose parser is not loaded yet.
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ModelRequest } from "../../src/agent/model";
import { createAnthropicModelClient } from "../support/model-client";
import { type ModelServer, reply, startModelServer, text } from "../support/model-server/index";

const KEY = "sk-ant-test-preload";
let server: ModelServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const request: ModelRequest = {
  model: "claude-sonnet-4-6",
  maxTokens: 1024,
  system: [{ type: "text", text: "You are a test agent." }],
  messages: [{ role: "user", content: "Go." }],
  tools: [],
};

describe("loadingParserOnceAnswered", () => {
  it("starts loading the markdown parser when the first answer arrives, and passes the answer on", async () => {
    vi.resetModules();
    const { loadingParserOnceAnswered } = await import("../../src/action/parser-preload");
    const { markdownParserLoaded } = await import("../../src/markdown/parse");
    server = await startModelServer({ apiKey: KEY, script: [reply(text("Done."))] });
    const client = loadingParserOnceAnswered(
      createAnthropicModelClient({ apiKey: KEY, baseURL: server.url }),
    );
    expect(markdownParserLoaded()).toBe(false);
    const seen: string[] = [];
    const response = await client.turn(
      request,
      { onResponse: () => seen.push(`response, parser loaded: ${String(markdownParserLoaded())}`) },
      new AbortController().signal,
    );
    // The session's own observer still hears of the answer, before the parser could have loaded.
    expect(seen).toEqual(["response, parser loaded: false"]);
    expect(JSON.stringify(response)).toContain('"text":"Done."');
    const deadline = Date.now() + 10_000;
    while (!markdownParserLoaded() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
    expect(markdownParserLoaded()).toBe(true);
  });
});
