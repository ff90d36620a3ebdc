import { afterEach, describe, expect, it } from "vitest";
import { enterPlanModeTool } from "../../src/tools/enter-plan-mode";
import { exitPlanModeTool } from "../../src/tools/exit-plan-mode";
import { type TestBench, toolBench } from "./helpers";

let bench: TestBench;
afterEach(async () => {
  await bench.cleanup();
});

describe("EnterPlanMode / ExitPlanMode", () => {
  it("enters plan mode, records the plan, publishes it and leaves plan mode", async () => {
    bench = await toolBench([enterPlanModeTool, exitPlanModeTool]);
    expect(bench.text(await bench.call("EnterPlanMode", {}))).toMatch(/^Plan mode is on/);
    expect(bench.context.session.plan.active).toBe(true);
    const outcome = await bench.call("ExitPlanMode", { plan: "1. Fix parser\n2. Add test" });
    expect(outcome.isError).toBe(false);
    expect(bench.context.session.plan.active).toBe(false);
    expect(bench.context.session.plan.plans).toEqual(["1. Fix parser\n2. Add test"]);
    expect(bench.progress).toEqual([{ kind: "plan", plan: "1. Fix parser\n2. Add test" }]);
  });

  it("explains calls in the wrong mode", async () => {
    bench = await toolBench([enterPlanModeTool, exitPlanModeTool]);
    expect(bench.text(await bench.call("ExitPlanMode", { plan: "x" }))).toMatch(/^Plan mode is not active/);
    await bench.call("EnterPlanMode", {});
    expect(bench.text(await bench.call("EnterPlanMode", {}))).toBe("Plan mode is already active.");
    expect(bench.text(await bench.call("ExitPlanMode", {}))).toMatch(/required parameter `plan` is missing/);
  });
});
