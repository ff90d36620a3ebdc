import { readFile } from "node:fs/promises";
import { afterEach, describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { executeToolCall, prepareToolCall } from "../../src/tools/execute";
import type { PermissionRequest } from "../../src/tools/tool";
import { buildTestTool } from "../support/test-tool";
import { type TestBench, toolBench } from "./helpers";

const echoTool = buildTestTool({
  name: "Echo",
  description: "Echoes its input.",
  inputSchema: z.strictObject({
    text: z.string(),
    times: z.optional(z.number()),
    loud: z.optional(z.boolean()),
    mode: z.optional(z.enum(["plain", "fancy"])),
  }),
  isReadOnly: () => true,
  isConcurrencySafe: () => true,
  permissionTargets: ({ text }, ctx) => [{ kind: "read", path: `${ctx.cwd}/${text}` }],
  validateInput: ({ text }) =>
    text === "invalid" ? "text must not be 'invalid'; use something else" : undefined,
  call: ({ text, times, loud }) =>
    Promise.resolve((loud === true ? text.toUpperCase() : text).repeat(times ?? 1)),
  summarize: ({ text }) => `Echo ${text}`,
});

const writerTool = buildTestTool({
  name: "Writer",
  description: "Pretends to write.",
  inputSchema: z.strictObject({ path: z.string() }),
  call: ({ path }) => Promise.resolve(`wrote ${path}`),
  contextChange: () => ({ cwd: "/somewhere" }),
});

const throwingTool = buildTestTool({
  name: "Thrower",
  description: "Always fails.",
  inputSchema: z.strictObject({ kind: z.enum(["error"]) }),
  call: (): Promise<string> => Promise.reject(new Error("disk on fire")),
});

const deferredTool = buildTestTool({
  name: "Rare",
  description: "A rarely used tool.",
  inputSchema: z.strictObject({}),
  shouldDefer: true,
  call: () => Promise.resolve("rare result"),
});

const hugeOutput = ({ shape }: { shape: "head" | "tail" }) =>
  Promise.resolve(shape === "head" ? "H".repeat(5000) : `START${"x".repeat(5000)}END`);
const hugeTool = buildTestTool({
  name: "Huge",
  description: "Returns a lot.",
  inputSchema: z.strictObject({ shape: z.enum(["head", "tail"]) }),
  maxResultSizeChars: 1000,
  call: hugeOutput,
});
const hugeTailTool = buildTestTool({
  name: "HugeTail",
  description: "Returns a lot, keeps the tail.",
  inputSchema: z.strictObject({ shape: z.enum(["head", "tail"]) }),
  maxResultSizeChars: 1000,
  truncation: "head-and-tail",
  call: hugeOutput,
});

const TOOLS = [echoTool, writerTool, throwingTool, deferredTool, hugeTool, hugeTailTool];

let bench: TestBench;
afterEach(async () => {
  await bench.cleanup();
});

describe("the tool call pipeline", () => {
  it("runs a call and returns its result in a tool_result block with the call's id", async () => {
    bench = await toolBench(TOOLS);
    const outcome = await bench.call("Echo", { text: "hi", times: 2 });
    expect(outcome.isError).toBe(false);
    expect(outcome.result).toMatchObject({ type: "tool_result", content: "hihi" });
    expect(outcome.result.tool_use_id).toBe(outcome.toolUseId);
    expect(outcome.summary).toBe("Echo hi");
    expect(outcome.decision?.behavior).toBe("allow");
  });

  it("answers an unknown tool with the list of available tools, leaving out unloaded deferred ones", async () => {
    bench = await toolBench(TOOLS);
    const outcome = await bench.call("Ech0", {});
    expect(outcome.isError).toBe(true);
    expect(bench.text(outcome)).toBe(
      "No such tool: Ech0. Available tools: Echo, Huge, HugeTail, Thrower, Writer.",
    );
  });

  it("refuses a deferred tool until it is loaded", async () => {
    bench = await toolBench(TOOLS);
    expect(bench.text(await bench.call("Rare", {}))).toMatch(
      /deferred tool.*ToolSearch with query "select:Rare"/,
    );
    bench.context.session.deferredTools.load(["Rare"]);
    expect(bench.text(await bench.call("Rare", {}))).toBe("rare result");
  });

  it.each([
    [{}, "required parameter `text` is missing"],
    [{ text: "a", extra: 1 }, "unexpected parameter `extra` (allowed: text, times, loud, mode)"],
    [{ text: 5 }, "parameter `text` must be a string, got number"],
    [{ text: "a", times: "many" }, "parameter `times` must be a number, got string"],
    [{ text: "a", mode: "weird" }, 'parameter `mode` must be one of "plain", "fancy", got "weird"'],
    [{ text: "a", loud: "yes" }, "parameter `loud` must be a boolean, got string"],
  ])("rewrites a schema error for the model: %j", async (input, message) => {
    bench = await toolBench(TOOLS);
    const outcome = await bench.call("Echo", input);
    expect(outcome.isError).toBe(true);
    expect(bench.text(outcome)).toContain(message);
    expect(bench.text(outcome)).toMatch(/^Echo was called with input that does not fit its schema:/);
  });

  it("accepts numbers and booleans sent as strings", async () => {
    bench = await toolBench(TOOLS);
    const outcome = await bench.call("Echo", { text: "ab", times: "3", loud: "true" });
    expect(bench.text(outcome)).toBe("ABABAB");
  });

  it("reports input JSON the model could not finish", async () => {
    bench = await toolBench(TOOLS);
    const outcome = await executeToolCall(
      { id: "toolu_x", name: "Echo", input: {}, inputJsonError: "Unexpected end of JSON input" },
      {
        registry: bench.registry,
        resolver: { decide: () => ({ behavior: "allow", reason: "", rule: null }) },
        context: bench.context,
      },
    );
    expect(bench.text(outcome)).toMatch(/not valid JSON \(Unexpected end of JSON input\)/);
  });

  it("returns validateInput's message without calling the tool", async () => {
    bench = await toolBench(TOOLS);
    expect(bench.text(await bench.call("Echo", { text: "invalid" }))).toBe(
      "text must not be 'invalid'; use something else",
    );
  });

  it("asks the resolver with the call's targets, and a denial becomes an is_error result naming the rule", async () => {
    const asked: PermissionRequest[] = [];
    bench = await toolBench(TOOLS, {
      resolver: {
        decide: (request) => {
          asked.push(request);
          return { behavior: "deny", reason: "reading that file is not allowed", rule: "Read(secret)" };
        },
      },
    });
    const outcome = await bench.call("Echo", { text: "secret" });
    expect(asked).toEqual([
      {
        toolName: "Echo",
        input: { text: "secret" },
        targets: [{ kind: "read", path: `${bench.root}/secret` }],
        readOnly: true,
        cwd: bench.root,
        workspaceRoot: bench.root,
      },
    ]);
    expect(outcome.isError).toBe(true);
    expect(outcome.decision).toEqual({
      behavior: "deny",
      reason: "reading that file is not allowed",
      rule: "Read(secret)",
    });
    expect(bench.text(outcome)).toBe(
      "Permission denied for Echo: reading that file is not allowed (rule: Read(secret)). Do not retry the same call; choose another approach.",
    );
  });

  it("treats a resolver that throws as a denial", async () => {
    bench = await toolBench(TOOLS, {
      resolver: { decide: () => Promise.reject(new Error("policy file unreadable")) },
    });
    const outcome = await bench.call("Echo", { text: "a" });
    expect(outcome.decision?.behavior).toBe("deny");
    expect(bench.text(outcome)).toMatch(/the permission policy failed: policy file unreadable/);
  });

  it("turns a throwing tool into an is_error result", async () => {
    bench = await toolBench(TOOLS);
    const outcome = await bench.call("Thrower", { kind: "error" });
    expect(outcome).toMatchObject({ isError: true, toolName: "Thrower" });
    expect(bench.text(outcome)).toBe("Error: disk on fire");
  });

  it("does not start a call once the run is interrupted", async () => {
    bench = await toolBench(TOOLS);
    const controller = new AbortController();
    controller.abort();
    bench.context = { ...bench.context, signal: controller.signal };
    expect(bench.text(await bench.call("Echo", { text: "a" }))).toMatch(/^Interrupted/);
  });

  it("lets only read-only calls run in plan mode", async () => {
    bench = await toolBench(TOOLS);
    bench.context.session.plan.enter();
    expect((await bench.call("Echo", { text: "a" })).isError).toBe(false);
    expect(bench.text(await bench.call("Writer", { path: "x" }))).toMatch(/^Plan mode is active/);
  });

  it("passes a context change through", async () => {
    bench = await toolBench(TOOLS);
    expect((await bench.call("Writer", { path: "x" })).change).toEqual({ cwd: "/somewhere" });
  });

  it("saves an oversized result to a file and returns a preview with the path", async () => {
    bench = await toolBench(TOOLS);
    const outcome = await bench.call("Huge", { shape: "head" });
    const text = bench.text(outcome);
    expect(text.length).toBeLessThanOrEqual(1000);
    expect(text).toMatch(/^H+\n\n\[\d+ of 5000 characters omitted\. The full output is saved at /);
    expect(outcome.savedOutputPath).toBeDefined();
    expect(await readFile(outcome.savedOutputPath ?? "", "utf8")).toBe("H".repeat(5000));
  });

  it("keeps the head and the tail of oversized command-like output", async () => {
    bench = await toolBench(TOOLS);
    const text = bench.text(await bench.call("HugeTail", { shape: "tail" }));
    expect(text.startsWith("START")).toBe(true);
    expect(text.endsWith("END")).toBe(true);
    expect(text).toContain("characters omitted");
  });

  it("prepares calls without running them, so a scheduler can read concurrency safety first", async () => {
    bench = await toolBench(TOOLS);
    const read = await prepareToolCall({ id: "a", name: "Echo", input: { text: "x" } }, bench);
    const write = await prepareToolCall({ id: "b", name: "Writer", input: { path: "x" } }, bench);
    expect(read).toMatchObject({ ok: true, value: { readOnly: true, concurrencySafe: true } });
    expect(write).toMatchObject({ ok: true, value: { readOnly: false, concurrencySafe: false } });
  });
});

describe("buildTool defaults fail closed", () => {
  it("is not read-only, not concurrency-safe, enabled, and asks permission", async () => {
    const bare = buildTestTool({
      name: "Bare",
      description: "  padded description  ",
      inputSchema: z.strictObject({}),
      call: () => Promise.resolve({ structured: true }),
    });
    const asked: string[] = [];
    bench = await toolBench([bare], {
      resolver: { decide: (r) => (asked.push(r.toolName), { behavior: "allow", reason: "", rule: null }) },
    });
    expect(bare.isReadOnly({}, bench.context)).toBe(false);
    expect(bare.isConcurrencySafe({}, bench.context)).toBe(false);
    expect(bare.isEnabled({ webSearch: false, deferLoading: true, agentDepth: 0, maxAgentDepth: 1 })).toBe(
      true,
    );
    expect(bare.description).toBe("padded description");
    expect(bare.shouldDefer).toBe(false);
    const outcome = await bench.call("Bare", {});
    expect(asked).toEqual(["Bare"]);
    // A non-string output is shown as JSON.
    expect(bench.text(outcome)).toBe('{\n  "structured": true\n}');
  });
});

describe("the last line of defence", () => {
  it("masks known secrets in every result before the model sees it", async () => {
    bench = await toolBench(TOOLS);
    const outcome = await bench.call(
      "Echo",
      { text: "token=ghs_secret123 ok" },
      { redact: (t) => t.replaceAll("ghs_secret123", "***") },
    );
    expect(bench.text(outcome)).toBe("token=*** ok");
  });
});
