import { appendFile, mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import * as z from "zod/mini";
import type { ModelClient } from "../../src/agent/model";
import { createAnthropicModelClient } from "../support/model-client";
import {
  createReplayModelClient,
  loadReplayClient,
  parseTranscript,
  ReplayError,
} from "../../src/agent/replay";
import { runSession } from "../../src/agent/session";
import { fileTranscript } from "../../src/agent/transcript";
import { ToolRegistry } from "../../src/tools/registry";
import { buildTestTool } from "../support/test-tool";
import { reply, startModelServer, text, toolUse } from "../support/model-server/index";
import { allowAll, FEATURES, type TestBench, toolBench } from "../tools/helpers";

const appendTool = buildTestTool({
  name: "Append",
  description: "Appends text to log.txt.",
  inputSchema: z.strictObject({ text: z.string() }),
  call: async ({ text: value }, ctx) => {
    await appendFile(join(ctx.workspaceRoot, "log.txt"), value);
    return "ok";
  },
});

let bench: TestBench | undefined;
let scratch: string | undefined;
afterEach(async () => {
  await bench?.cleanup();
  if (scratch !== undefined) await rm(scratch, { recursive: true, force: true });
  scratch = undefined;
});

async function scratchFile(name: string): Promise<string> {
  scratch ??= await mkdtemp(join(tmpdir(), "steward-replay-"));
  return join(scratch, name);
}

async function run(client: ModelClient, transcriptPath: string) {
  bench = await toolBench([appendTool]);
  return {
    bench,
    result: await runSession({
      run: {
        model: { client, name: "claude-sonnet-4-6", maxTokens: 1024, deferLoading: true },
        budgets: { maxTurns: 5 },
      },
      conversation: { system: [{ type: "text", text: "Test." }], prompt: "Append twice." },
      tools: {
        registry: new ToolRegistry([appendTool], [], FEATURES),
        resolver: allowAll,
        context: bench.context,
      },
      observers: { transcript: fileTranscript(transcriptPath) },
    }),
  };
}

describe("replaying a recorded transcript", () => {
  it("plays the recorded turns offline and the tools run again for real", async () => {
    const server = await startModelServer({
      script: [
        reply(toolUse("Append", { text: "a" })),
        reply(toolUse("Append", { text: "b" })),
        reply(text("Appended a and b.")),
      ],
    });
    const recorded = await scratchFile("recorded.jsonl");
    const first = await run(createAnthropicModelClient({ apiKey: "k", baseURL: server.url }), recorded);
    expect(first.result.result).toBe("Appended a and b.");
    await server.close();
    await first.bench.cleanup();

    const replayed = await run(await loadReplayClient(recorded), await scratchFile("again.jsonl"));
    expect(replayed.result).toMatchObject({ subtype: "success", result: "Appended a and b.", numTurns: 3 });
    expect(await readFile(join(replayed.bench.root, "log.txt"), "utf8")).toBe("ab");
  });

  it("fails without retrying when the session wants more turns than were recorded", async () => {
    const lines = parseTranscript(
      JSON.stringify({
        type: "assistant",
        session_id: "s",
        parent_tool_use_id: null,
        message: {
          id: "m",
          type: "message",
          role: "assistant",
          model: "m",
          content: [{ type: "tool_use", id: "t1", name: "Append", input: { text: "x" } }],
          stop_reason: "tool_use",
          usage: {
            input_tokens: 1,
            output_tokens: 1,
            cache_creation_input_tokens: 0,
            cache_read_input_tokens: 0,
          },
        },
      }),
      "short.jsonl",
    );
    const { result } = await run(
      createReplayModelClient(lines, "short.jsonl"),
      join(process.cwd(), "test", `.short-${String(process.pid)}.jsonl`),
    );
    await rm(join(process.cwd(), "test", `.short-${String(process.pid)}.jsonl`), { force: true });
    expect(result).toMatchObject({ subtype: "error_during_execution", endedBy: "error" });
    expect(result.result).toMatch(/short\.jsonl has no turn 2/);
  });

  it("names the line of a broken transcript", () => {
    expect(() => parseTranscript('{"type":"system"}\nnot json\n', "t.jsonl")).toThrow(ReplayError);
    expect(() => parseTranscript('{"type":"system"}\nnot json\n', "t.jsonl")).toThrow(
      /^t\.jsonl:2: not a JSON line/,
    );
    expect(() => createReplayModelClient([], "empty.jsonl")).toThrow(
      "empty.jsonl holds no assistant turns to replay.",
    );
  });
});
