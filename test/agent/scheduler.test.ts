import { afterEach, describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { MessageToolScheduler, runMessageToolCalls } from "../../src/agent/scheduler";
import { buildTestTool } from "../support/test-tool";
import { allowAll, type TestBench, toolBench } from "../tools/helpers";

interface Span {
  id: string;
  start: number;
  end: number;
  cwd: string;
}

function instrumented() {
  const spans: Span[] = [];
  let active = 0;
  let peak = 0;
  const run = async (id: string, ms: number, cwd: string) => {
    active++;
    peak = Math.max(peak, active);
    const start = performance.now();
    await new Promise((r) => setTimeout(r, ms));
    spans.push({ id, start, end: performance.now(), cwd });
    active--;
  };
  const reader = buildTestTool({
    name: "Reader",
    description: "Reads (safe).",
    inputSchema: z.strictObject({
      id: z.string(),
      ms: z.optional(z.number()),
      fail: z.optional(z.boolean()),
      cd: z.optional(z.string()),
    }),
    isReadOnly: () => true,
    isConcurrencySafe: () => true,
    call: async ({ id, ms, fail, cd }, ctx) => {
      await run(id, ms ?? 20, ctx.cwd);
      if (fail === true) throw new Error(`${id} failed`);
      return { id, cd };
    },
    mapResult: (o) => o.id,
    contextChange: (o) => (o.cd === undefined ? undefined : { cwd: o.cd }),
  });
  const writer = buildTestTool({
    name: "Writer",
    description: "Writes (unsafe).",
    inputSchema: z.strictObject({ id: z.string(), ms: z.optional(z.number()), cd: z.optional(z.string()) }),
    call: async ({ id, ms, cd }, ctx) => {
      await run(id, ms ?? 20, ctx.cwd);
      return { id, cd };
    },
    mapResult: (o) => o.id,
    contextChange: (o) => (o.cd === undefined ? undefined : { cwd: o.cd }),
  });
  return { spans, peak: () => peak, tools: [reader, writer] };
}

const span = (spans: Span[], id: string) => {
  const found = spans.find((s) => s.id === id);
  if (found === undefined) throw new Error(`no span ${id}`);
  return found;
};
const overlaps = (a: Span, b: Span) => a.start < b.end && b.start < a.end;

let bench: TestBench;
afterEach(async () => {
  await bench.cleanup();
});

const call = (name: string, input: Record<string, unknown>) => ({
  id: `toolu_${String(input["id"])}`,
  name,
  input,
});

describe("message tool scheduler", () => {
  it("runs [Read, Read, Read, Write, Read] as [[R, R, R], [W], [R]] and returns results in tool_use order", async () => {
    const { spans, tools } = instrumented();
    bench = await toolBench(tools);
    const { outcomes } = await runMessageToolCalls(
      [
        call("Reader", { id: "a", ms: 60 }),
        call("Reader", { id: "b", ms: 20 }),
        call("Reader", { id: "c", ms: 40 }),
        call("Writer", { id: "w" }),
        call("Reader", { id: "d" }),
      ],
      { registry: bench.registry, resolver: allowAll, context: bench.context },
    );
    expect(outcomes.map((o) => bench.text(o))).toEqual(["a", "b", "c", "w", "d"]);
    expect(outcomes.map((o) => o.result.tool_use_id)).toEqual([
      "toolu_a",
      "toolu_b",
      "toolu_c",
      "toolu_w",
      "toolu_d",
    ]);
    expect(overlaps(span(spans, "a"), span(spans, "b")) && overlaps(span(spans, "a"), span(spans, "c"))).toBe(
      true,
    );
    expect(span(spans, "w").start).toBeGreaterThanOrEqual(span(spans, "a").end);
    expect(span(spans, "d").start).toBeGreaterThanOrEqual(span(spans, "w").end);
  });

  it("gives each call its own result when one fails", async () => {
    const { tools } = instrumented();
    bench = await toolBench(tools);
    const { outcomes } = await runMessageToolCalls(
      [
        call("Reader", { id: "ok1" }),
        call("Reader", { id: "bad", fail: true }),
        call("Nope", { id: "x" }),
        call("Reader", { id: "ok2" }),
      ],
      { registry: bench.registry, resolver: allowAll, context: bench.context },
    );
    expect(outcomes.map((o) => [o.isError, bench.text(o).slice(0, 20)])).toEqual([
      [false, "ok1"],
      [true, "Error: bad failed"],
      [true, "No such tool: Nope. "],
      [false, "ok2"],
    ]);
  });

  it("applies context changes at once after a lone call and after a concurrent run in tool_use order", async () => {
    const { spans, tools } = instrumented();
    bench = await toolBench(tools);
    const { context } = await runMessageToolCalls(
      [
        call("Writer", { id: "w1", cd: "/w/one" }),
        call("Reader", { id: "r1", ms: 40, cd: "/w/two" }),
        call("Reader", { id: "r2", ms: 5, cd: "/w/three" }),
        call("Writer", { id: "w2" }),
      ],
      { registry: bench.registry, resolver: allowAll, context: bench.context },
    );
    expect(span(spans, "r1").cwd).toBe("/w/one");
    expect(span(spans, "r2").cwd).toBe("/w/one");
    // r2 finished first, but r1 comes first in the message: the state after the run is r2's change.
    expect(span(spans, "w2").cwd).toBe("/w/three");
    expect(context.cwd).toBe("/w/three");
  });

  it("starts safe calls while the message streams, and never an unsafe one or a read after it", async () => {
    const { spans, tools } = instrumented();
    bench = await toolBench(tools);
    const scheduler = new MessageToolScheduler({
      registry: bench.registry,
      resolver: allowAll,
      context: bench.context,
    });
    scheduler.add(call("Reader", { id: "early", ms: 10 }));
    scheduler.add(call("Writer", { id: "w", ms: 10 }));
    scheduler.add(call("Reader", { id: "late", ms: 10 }));
    await new Promise((r) => setTimeout(r, 50));
    // Before the message ends: only the leading read ran.
    expect(spans.map((s) => s.id)).toEqual(["early"]);
    const outcomes = await scheduler.finish();
    expect(outcomes.map((o) => bench.text(o))).toEqual(["early", "w", "late"]);
    expect(span(spans, "late").start).toBeGreaterThanOrEqual(span(spans, "w").end);
  });

  it("runs at most maxConcurrency calls at once", async () => {
    const { peak, tools } = instrumented();
    bench = await toolBench(tools);
    const requests = Array.from({ length: 15 }, (_, i) => call("Reader", { id: `r${String(i)}`, ms: 30 }));
    const started = performance.now();
    const { outcomes } = await runMessageToolCalls(requests, {
      registry: bench.registry,
      resolver: allowAll,
      context: bench.context,
      maxConcurrency: 10,
    });
    expect(outcomes).toHaveLength(15);
    expect(peak()).toBe(10);
    // Two waves of ~30 ms, not fifteen.
    expect(performance.now() - started).toBeLessThan(15 * 30);
  });
});
