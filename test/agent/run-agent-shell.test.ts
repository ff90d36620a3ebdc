// How a run's shell reaches the model: a session whose Bash is disabled does not offer the tool and
// says why in the system prompt; a sandboxed session says what the sandbox allows, and its Bash calls
// run inside it. The real SDK against the scripted Messages API, real tools on a real directory.
import { mkdir, mkdtemp, realpath, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, expect, it } from "vitest";
import { createAnthropicModelClient } from "../support/model-client";
import { runAgent } from "../../src/agent/run-agent";
import { loadPolicy } from "../../src/policy/index";
import { buildLayout } from "../../src/sandbox/layout";
import { sandboxLauncher } from "../../src/sandbox/launcher";
import {
  type MessagesRequestBody,
  type ModelServer,
  reply,
  startModelServer,
  text,
  toolUse,
} from "../support/model-server/index";
import { bwrapPath, sandboxSupport } from "../sandbox/support";

const KEY = "sk-ant-test-shell";
let base: string;
let server: ModelServer | undefined;

beforeEach(async () => {
  base = await realpath(await mkdtemp(join(tmpdir(), "steward-run-shell-")));
  await mkdir(join(base, "repo"));
});
afterEach(async () => {
  await server?.close();
  server = undefined;
  await rm(base, { recursive: true, force: true });
});

async function run(
  shell: Parameters<typeof runAgent>[0]["workspace"]["shell"],
  script: Parameters<typeof startModelServer>[0]["script"],
) {
  server = await startModelServer({ script, apiKey: KEY });
  const result = await runAgent({
    workspace: {
      root: join(base, "repo"),
      outputDir: join(base, "out"),
      home: base,
      processEnv: { PATH: process.env["PATH"] ?? "/usr/bin:/bin", HOME: base },
      ...(shell === undefined ? {} : { shell }),
    },
    rules: {
      policy: await loadPolicy({
        text: "permissions:\n  allow: [Bash]\n",
        path: join(base, "repo", ".github", "steward.yml"),
      }),
      policyFilePath: null,
    },
    conversation: { prompt: "Check the environment.", date: "2026-11-22" },
    model: {
      client: createAnthropicModelClient({ apiKey: KEY, baseURL: server.url }),
      name: "claude-sonnet-4-6",
      maxTokens: 4096,
      deferLoading: false,
    },
    budgets: { maxTurns: 5 },
    observers: { transcript: { write: () => undefined } },
    signal: new AbortController().signal,
  });
  const bodies = server.messageRequests().map((r) => r.body as MessagesRequestBody);
  return { result, bodies };
}

const systemText = (body: MessagesRequestBody | undefined) => JSON.stringify(body?.system ?? "");
const toolNames = (body: MessagesRequestBody | undefined) =>
  ((body?.tools ?? []) as { name: string }[]).map((t) => t.name);

it("a disabled shell is neither offered nor hidden: the prompt says why", async () => {
  const { bodies } = await run({ disabled: "the sandbox is required and could not start (no bwrap)" }, [
    reply(text("No shell, fine.")),
  ]);
  expect(toolNames(bodies[0])).not.toContain("Bash");
  expect(toolNames(bodies[0])).toContain("Read");
  expect(systemText(bodies[0])).toContain(
    "- Shell: Bash is not available in this run: the sandbox is required and could not start (no bwrap).",
  );
});

it.skipIf(!sandboxSupport.ok)(
  "a sandboxed shell is described, and its commands run in the sandbox",
  async () => {
    await mkdir(join(base, "out"), { recursive: true });
    const layout = await buildLayout({
      bwrap: bwrapPath(),
      workspaceRoot: join(base, "repo"),
      outputDir: join(base, "out"),
      network: "deny",
    });
    const { bodies } = await run(sandboxLauncher(layout), [
      reply(toolUse("Bash", { command: "printenv TMPDIR" }, "t1")),
      reply(text("Sandboxed.")),
    ]);
    expect(systemText(bodies[0])).toContain("- Shell: Bash commands run in a sandbox: no network access");
    const result = JSON.stringify(bodies[1]?.messages.at(-1));
    // The agent's environment has no TMPDIR; bwrap set it to the sandbox's private /tmp.
    expect(result).toContain('"content":"/tmp"');
  },
);
