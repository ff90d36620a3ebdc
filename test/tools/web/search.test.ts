import Anthropic from "@anthropic-ai/sdk";
import { afterEach, describe, expect, it } from "vitest";
import {
  createModelWebSearch,
  SEARCH_SYSTEM_PROMPT,
  type WebSearchRequest,
} from "../../../src/tools/web/search";
import {
  type ModelServer,
  reply,
  type ScriptedTurn,
  startModelServer,
  text,
  webSearchResult,
  webSearchUse,
} from "../../support/model-server/index";

const servers: ModelServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

async function searchFor(script: ScriptedTurn[], maxUses?: number) {
  const server = await startModelServer({ script });
  servers.push(server);
  const client = new Anthropic({ apiKey: "test-key", baseURL: server.url, maxRetries: 0 });
  const search = createModelWebSearch(
    maxUses === undefined
      ? { client, model: "claude-search-test" }
      : { client, model: "claude-search-test", maxUses },
  );
  return { server, search };
}

const run = (search: Awaited<ReturnType<typeof searchFor>>["search"], request: WebSearchRequest) =>
  search(request, new AbortController().signal);

interface SentBody {
  model: string;
  max_tokens: number;
  system: string;
  tools: unknown[];
  messages: { role: string; content: unknown }[];
}

describe("createModelWebSearch", () => {
  it("sends the server web search tool and maps results and summary", async () => {
    const { server, search } = await searchFor([
      reply(
        webSearchUse("srvtoolu_1", "vitest 4 release"),
        webSearchResult("srvtoolu_1", [
          { title: "Vitest 4 is out", url: "https://vitest.dev/blog/vitest-4", page_age: "2 weeks ago" },
          { title: "Releases · vitest-dev/vitest", url: "https://github.com/vitest-dev/vitest/releases" },
        ]),
        text("Vitest 4 was released with browser mode marked stable."),
      ),
    ]);
    const outcome = await run(search, {
      query: "vitest 4 release",
      allowedDomains: ["vitest.dev", "github.com"],
    });
    expect(outcome).toEqual({
      query: "vitest 4 release",
      searches: ["vitest 4 release"],
      hits: [
        { title: "Vitest 4 is out", url: "https://vitest.dev/blog/vitest-4", pageAge: "2 weeks ago" },
        { title: "Releases · vitest-dev/vitest", url: "https://github.com/vitest-dev/vitest/releases" },
      ],
      summary: "Vitest 4 was released with browser mode marked stable.",
      errors: [],
    });

    const [request] = server.messageRequests();
    const body = request?.body as SentBody;
    expect(body.model).toBe("claude-search-test");
    expect(body.max_tokens).toBe(4096);
    expect(body.tools).toEqual([
      {
        type: "web_search_20250305",
        name: "web_search",
        max_uses: 5,
        allowed_domains: ["vitest.dev", "github.com"],
      },
    ]);
    expect(body.system).toBe(SEARCH_SYSTEM_PROMPT);
    expect(body.system).toMatch(/untrusted content from the web/);
    expect(body.messages).toEqual([{ role: "user", content: "Search the web for: vitest 4 release" }]);
    server.assertNoViolations();
  });

  it("passes blocked_domains and max_uses", async () => {
    const { server, search } = await searchFor([reply(text("Nothing relevant."))], 2);
    const outcome = await run(search, { query: "left-pad", blockedDomains: ["pinterest.com"] });
    expect(outcome.hits).toEqual([]);
    expect((server.messageRequests()[0]?.body as SentBody).tools).toEqual([
      { type: "web_search_20250305", name: "web_search", max_uses: 2, blocked_domains: ["pinterest.com"] },
    ]);
  });

  it("resumes a paused turn by sending it back, and merges what both rounds found", async () => {
    const first = {
      ...reply(
        webSearchUse("srvtoolu_a", "q one"),
        webSearchResult("srvtoolu_a", [{ title: "A", url: "https://a.example/" }]),
      ),
      stopReason: "pause_turn" as const,
    };
    const second = reply(
      webSearchUse("srvtoolu_b", "q two"),
      webSearchResult("srvtoolu_b", [
        { title: "A again", url: "https://a.example/" },
        { title: "B", url: "https://b.example/" },
      ]),
      text("Done."),
    );
    const { server, search } = await searchFor([first, second]);
    const outcome = await run(search, { query: "q" });
    expect(outcome.searches).toEqual(["q one", "q two"]);
    expect(outcome.hits.map((h) => h.url)).toEqual(["https://a.example/", "https://b.example/"]);
    const resumed = server.messageRequests()[1]?.body as SentBody;
    expect(resumed.messages).toHaveLength(2);
    expect(resumed.messages[1]?.role).toBe("assistant");
    expect((resumed.messages[1]?.content as { type: string }[]).map((b) => b.type)).toEqual([
      "server_tool_use",
      "web_search_tool_result",
    ]);
    server.assertNoViolations();
  });

  it("reports failed searches, and fails when nothing was found", async () => {
    const partly = await searchFor([
      reply(
        webSearchUse("s1", "x"),
        webSearchResult("s1", [{ title: "X", url: "https://x.example/" }]),
        webSearchUse("s2", "y"),
        webSearchResult("s2", { errorCode: "max_uses_exceeded" }),
        text("Found X."),
      ),
    ]);
    expect((await run(partly.search, { query: "x" })).errors).toEqual(["max_uses_exceeded"]);

    const failed = await searchFor([
      reply(webSearchUse("s1", "x"), webSearchResult("s1", { errorCode: "too_many_requests" })),
    ]);
    await expect(run(failed.search, { query: "x" })).rejects.toThrow(
      "the web search failed (too_many_requests)",
    );
  });
});
