// Every stream-json line `steward run` writes is a valid SDKMessage of the published Claude Agent SDK.
// Real runs of dist/cli.js against the scripted Messages API — a success with a sub-agent, a denial, a
// failing command and a compaction; structured output given after a correction, and never given; the
// turn limit, the cost budget, an API error and an interruption — write their lines into one generated
// TypeScript file typed `satisfies SDKMessage[]`, and one tsc run checks it. A field the SDK's types do
// not have, or lack, is a compile error naming the scenario and line.
import { execFile } from "node:child_process";
import { mkdir, mkdtemp, realpath, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SUMMARY_REQUEST } from "../../src/agent/compaction";
import {
  type MessagesRequestBody,
  type ModelServer,
  reply,
  type ScriptedTurn,
  startModelServer,
  text,
  toolUse,
} from "../support/model-server/index";
import { REPO_ROOT } from "../support/runner";
import { CLI_KEY, jsonLines, runCli } from "./support/cli-run";

const exec = promisify(execFile);

const isChild = (body: MessagesRequestBody) =>
  JSON.stringify(body.system).includes("You are a sub-agent of steward");
const isSummary = (body: MessagesRequestBody) =>
  JSON.stringify(body.messages.at(-1)).includes("about to be compacted");
const VERDICT_SCHEMA = JSON.stringify({
  type: "object",
  properties: { verdict: { enum: ["ok", "broken"] } },
  required: ["verdict"],
  additionalProperties: false,
});

interface Scenario {
  name: string;
  args: string[];
  /** The main session's replies, in order (sub-agents and summaries are answered apart). */
  main: ScriptedTurn[];
  interrupt?: boolean;
}

function scenarios(dir: string): Scenario[] {
  return [
    {
      name: "success with a sub-agent, a denial, a failing command and a compaction",
      args: [],
      main: [
        reply(
          text("Looking around."),
          toolUse("Read", { file_path: "notes.txt" }),
          toolUse("Read", { file_path: "/etc/passwd" }),
          toolUse("Bash", { command: "false" }),
          toolUse("Agent", {
            description: "Read the notes",
            prompt: "What do the notes say?",
            subagent_type: "Explore",
          }),
        ),
        { ...reply(toolUse("Glob", { pattern: "*.txt" })), usage: { input_tokens: 900_000 } },
        reply(text("All done.")),
      ],
    },
    {
      name: "structured output after a correction",
      args: ["--json-schema", VERDICT_SCHEMA],
      main: [
        reply(toolUse("StructuredOutput", { verdict: "maybe" })),
        reply(text("Corrected."), toolUse("StructuredOutput", { verdict: "ok" })),
      ],
    },
    {
      name: "structured output never given",
      args: ["--json-schema", VERDICT_SCHEMA],
      main: Array.from({ length: 6 }, () => reply(text("Here is my verdict: ok."))),
    },
    {
      name: "the turn limit",
      args: ["--max-turns", "2"],
      main: [reply(toolUse("Glob", { pattern: "*" })), reply(text("Out of turns."))],
    },
    {
      name: "the cost budget",
      args: ["--max-budget-usd", "0.05"],
      main: [{ ...reply(toolUse("Glob", { pattern: "*" })), usage: { input_tokens: 100_000 } }],
    },
    {
      name: "an API error",
      args: [],
      main: [
        {
          ...reply(text("never")),
          faults: [
            {
              kind: "status" as const,
              status: 400,
              errorType: "invalid_request_error",
              message: "bad request",
            },
          ],
        },
      ],
    },
    {
      name: "an interruption",
      args: [],
      interrupt: true,
      main: [{ ...reply(text("too late")), timing: { firstTokenMs: 4_000 } }],
    },
  ].map((s) => ({
    ...s,
    args: ["run", "--cwd", dir, "--output-format", "stream-json", ...s.args, `Task: ${s.name}`],
  }));
}

function scriptFor(scenario: Scenario) {
  let next = 0;
  return ({ body }: { body: MessagesRequestBody }) => {
    if (isSummary(body)) return reply(text("Summary: read the notes, globbed, nothing else left."));
    if (isChild(body))
      return body.messages.length === 1
        ? reply(toolUse("Read", { file_path: "notes.txt" }))
        : reply(text("The notes say hello."));
    return scenario.main[Math.min(next++, scenario.main.length - 1)];
  };
}

let home: string;
let generated: string;
const runs: { scenario: Scenario; lines: Record<string, unknown>[]; code: number | null; stderr: string }[] =
  [];
const servers: ModelServer[] = [];

beforeAll(async () => {
  home = await realpath(await mkdtemp(join(tmpdir(), "steward-sdk-types-")));
  await writeFile(join(home, "notes.txt"), "hello\n");
  const results = await Promise.all(
    scenarios(home).map(async (scenario) => {
      const server = await startModelServer({ apiKey: CLI_KEY, script: scriptFor(scenario) });
      servers.push(server);
      const result = await runCli(scenario.args, home, {
        env: { ANTHROPIC_API_KEY: CLI_KEY, ANTHROPIC_BASE_URL: server.url },
        ...(scenario.interrupt === true ? { interruptWhen: /steward: sandbox/ } : {}),
      });
      return { scenario, lines: jsonLines(result.stdout), code: result.code, stderr: result.stderr };
    }),
  );
  runs.push(...results);
}, 60_000);

afterAll(async () => {
  await Promise.all(servers.map((s) => s.close()));
  await rm(home, { recursive: true, force: true });
  if (generated !== undefined) await rm(generated, { recursive: true, force: true });
});

const resultOf = (name: string) => runs.find((r) => r.scenario.name.startsWith(name))?.lines.at(-1);

describe("stream-json and the Agent SDK's types", () => {
  it("ends each run as the scenario says", () => {
    // The summary request is recognised by the words steward sends.
    expect(SUMMARY_REQUEST).toContain("about to be compacted");
    expect(resultOf("success")).toMatchObject({ subtype: "success", is_error: false, result: "All done." });
    expect(resultOf("structured output after")).toMatchObject({
      subtype: "success",
      structured_output: { verdict: "ok" },
    });
    expect(resultOf("structured output never")).toMatchObject({
      subtype: "error_max_structured_output_retries",
      terminal_reason: "structured_output_retry_exhausted",
    });
    expect(resultOf("the turn limit")).toMatchObject({
      subtype: "error_max_turns",
      errors: [expect.any(String)],
    });
    expect(resultOf("the cost budget")).toMatchObject({ subtype: "error_max_budget_usd" });
    expect(resultOf("an API error")).toMatchObject({
      subtype: "error_during_execution",
      terminal_reason: "api_error",
      errors: [expect.stringContaining("bad request")],
    });
    expect(resultOf("an interruption")).toMatchObject({
      subtype: "error_during_execution",
      errors: ["The run was interrupted."],
    });
  });

  it("carries the run's session id on every line, sub-agents' included, and a uuid per line", () => {
    const success = runs.find((r) => r.scenario.name.startsWith("success"));
    const lines = success?.lines ?? [];
    const sessionIds = new Set(lines.map((l) => l["session_id"]));
    expect(sessionIds.size).toBe(1);
    expect(new Set(lines.map((l) => l["uuid"])).size).toBe(lines.length);
    const nested = lines.filter(
      (l) => l["parent_tool_use_id"] !== null && l["parent_tool_use_id"] !== undefined,
    );
    expect(nested.length).toBeGreaterThanOrEqual(3);
    // The API's own message ids, never made-up ones; one per model response.
    const ids = lines
      .filter((l) => l["type"] === "assistant")
      .map((l) => (l["message"] as { id: string }).id);
    expect(ids.every((id) => /^msg_\d+$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(lines.map((l) => `${l["type"] as string}/${(l["subtype"] as string | undefined) ?? ""}`)).toEqual(
      expect.arrayContaining([
        "system/init",
        "system/permission_denied",
        "system/compact_boundary",
        "result/success",
      ]),
    );
  });

  it("type-checks every line of every run against SDKMessage", async () => {
    generated = await mkdtemp(join(REPO_ROOT, "node_modules", ".cache-steward-sdk-types-"));
    const body = runs.flatMap(({ scenario, lines }) => [
      `  // ${scenario.name}`,
      ...lines.map((line) => `  ${JSON.stringify(line)},`),
    ]);
    const source = [
      'import type { SDKMessage } from "@anthropic-ai/claude-agent-sdk";',
      "export const lines = [",
      ...body,
      "  // The line steward wrote before issue 16 is not an SDKMessage: the check bites.",
      "  // @ts-expect-error permissionMode 'policy', no uuid, no apiKeySource",
      '  { type: "system", subtype: "init", session_id: "s", cwd: "/", tools: [], model: "m", permissionMode: "policy" },',
      "] satisfies SDKMessage[];",
      "",
    ].join("\n");
    await mkdir(generated, { recursive: true });
    await writeFile(join(generated, "lines.ts"), source);
    await writeFile(
      join(generated, "tsconfig.json"),
      JSON.stringify({
        compilerOptions: {
          strict: true,
          noEmit: true,
          target: "es2022",
          lib: ["es2022"],
          module: "esnext",
          moduleResolution: "bundler",
          skipLibCheck: true,
          types: ["node"],
        },
        files: ["lines.ts"],
      }),
    );
    const tsc = join(REPO_ROOT, "node_modules/typescript/bin/tsc");
    const outcome = await exec(process.execPath, [tsc, "-p", join(generated, "tsconfig.json")]).then(
      () => "",
      (error: Error & { stdout?: string }) => error.stdout ?? error.message,
    );
    // On failure, each error names lines.ts:LINE; the comment above the block names the scenario.
    expect(outcome).toBe("");
    expect(body.length).toBeGreaterThan(40);
  }, 60_000);
});
