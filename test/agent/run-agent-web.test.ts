// When a run offers WebSearch: only where the caller's provider runs the API's server-side search
// (the caller then hands runAgent a search) and a policy rule allows the tool as a whole. A model is
// never shown a tool every call of which the policy would deny. The real SDK against the scripted API.
import { mkdir, mkdtemp, realpath, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, expect, it } from "vitest";
import { createAnthropicSdk } from "../../src/agent/model";
import { runAgent } from "../../src/agent/run-agent";
import { loadPolicy } from "../../src/policy/index";
import { createModelWebSearch } from "../../src/tools/web/search";
import { createWebAccess } from "../../src/tools/web/web-access";
import { createAnthropicModelClient } from "../support/model-client";
import {
  type MessagesRequestBody,
  type ModelServer,
  reply,
  startModelServer,
  text,
} from "../support/model-server/index";

const KEY = "sk-ant-test-web";
let base: string;
let server: ModelServer | undefined;

beforeEach(async () => {
  base = await realpath(await mkdtemp(join(tmpdir(), "steward-run-web-")));
  await mkdir(join(base, "repo"));
});
afterEach(async () => {
  await server?.close();
  server = undefined;
  await rm(base, { recursive: true, force: true });
});

/** The tool names of the run's first request, for a policy and with or without a search. */
async function offered(policyText: string, withSearch: boolean): Promise<string[]> {
  server = await startModelServer({ script: [reply(text("Nothing to search."))], apiKey: KEY });
  const helper = createAnthropicSdk({ apiKey: KEY, baseURL: server.url });
  await runAgent({
    workspace: {
      root: join(base, "repo"),
      outputDir: join(base, "out"),
      home: base,
      processEnv: { PATH: process.env["PATH"] ?? "/usr/bin:/bin", HOME: base },
    },
    rules: {
      policy: await loadPolicy({ text: policyText, path: join(base, "repo", ".github", "steward.yml") }),
      policyFilePath: null,
    },
    conversation: { prompt: "Look it up.", date: "2026-11-22" },
    model: {
      client: createAnthropicModelClient({ apiKey: KEY, baseURL: server.url }),
      name: "claude-sonnet-4-6",
      maxTokens: 4096,
      deferLoading: false,
    },
    budgets: { maxTurns: 2 },
    observers: { transcript: { write: () => undefined } },
    attachments: {
      web: createWebAccess(
        withSearch ? { search: createModelWebSearch({ client: helper, model: "claude-haiku-4-5" }) } : {},
      ),
    },
    signal: new AbortController().signal,
  });
  const body = server.messageRequests()[0]?.body as MessagesRequestBody | undefined;
  return ((body?.tools ?? []) as { name: string }[]).map((t) => t.name);
}

it("offers WebSearch when the provider searches and a rule allows it", async () => {
  const names = await offered("permissions:\n  allow: [WebSearch]\n", true);
  expect(names).toContain("WebSearch");
  expect(names).toContain("WebFetch");
});

it("does not offer WebSearch without a rule allowing it, or with one denying it", async () => {
  expect(await offered("permissions:\n  allow: [Read]\n", true)).not.toContain("WebSearch");
  await server?.close();
  const denied = "permissions:\n  allow: [WebSearch]\n  deny: [WebSearch]\n";
  expect(await offered(denied, true)).not.toContain("WebSearch");
});

it("does not offer WebSearch where the provider has no search", async () => {
  expect(await offered("permissions:\n  allow: [WebSearch]\n", false)).not.toContain("WebSearch");
});
