// What the model sees of the tool set: names, schemas and descriptions. A schema change shows up as a
// snapshot diff in review; the request prefix built from the list must be byte-identical every time.
import { describe, expect, it } from "vitest";
import { BUILTIN_TOOLS } from "../../src/tools/builtin";
import { ToolRegistry } from "../../src/tools/registry";
import type { ToolFeatures } from "../../src/tools/tool";

const ALL: ToolFeatures = {
  webSearch: true,
  deferLoading: true,
  agentDepth: 0,
  maxAgentDepth: 2,
  review: true,
};

function shuffled<T>(items: readonly T[], seed: number): T[] {
  const out = [...items];
  let state = seed;
  for (let i = out.length - 1; i > 0; i--) {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    const j = state % (i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

describe("built-in tools", () => {
  it("carry Claude Code's names, and the legacy names models still send", () => {
    const registry = new ToolRegistry(BUILTIN_TOOLS, [], ALL);
    expect(registry.names()).toEqual([
      "Agent",
      "Bash",
      "Edit",
      "EnterPlanMode",
      "ExitPlanMode",
      "Glob",
      "Grep",
      "MultiEdit",
      "NotebookEdit",
      "Read",
      "ReviewComment",
      "TaskOutput",
      "TaskStop",
      "TodoWrite",
      "ToolSearch",
      "WebFetch",
      "WebSearch",
      "Write",
    ]);
    expect(registry.get("Task")?.name).toBe("Agent");
    expect(registry.get("BashOutput")?.name).toBe("TaskOutput");
    expect(registry.get("KillShell")?.name).toBe("TaskStop");
    expect(registry.get("KillBash")?.name).toBe("TaskStop");
  });

  it("offer ReviewComment only to sessions that publish a review", () => {
    const names = new ToolRegistry(BUILTIN_TOOLS, [], { ...ALL, review: false }).names();
    expect(names).not.toContain("ReviewComment");
    expect(names).toHaveLength(17);
  });

  it("build a byte-identical tools prefix from two separately built tool lists", () => {
    const first = JSON.stringify(
      new ToolRegistry(shuffled(BUILTIN_TOOLS, 1), [], ALL).definitions({ deferLoading: true }),
    );
    const second = JSON.stringify(
      new ToolRegistry(shuffled(BUILTIN_TOOLS, 7), [], ALL).definitions({ deferLoading: true }),
    );
    expect(second).toBe(first);
  });

  it("describe every tool and every parameter for the model", () => {
    for (const tool of BUILTIN_TOOLS) {
      expect(tool.description.length, tool.name).toBeGreaterThan(40);
      const schema = tool.inputJsonSchema as {
        type?: string;
        additionalProperties?: unknown;
        properties?: Record<string, { description?: string }>;
      };
      expect(schema.type, tool.name).toBe("object");
      expect(schema.additionalProperties, `${tool.name} must reject unknown keys`).toBe(false);
      for (const [name, property] of Object.entries(schema.properties ?? {}))
        expect(property.description ?? "", `${tool.name}.${name} needs a description`).not.toBe("");
    }
  });

  it("default to deferring only the rarely used tools", () => {
    const deferred = new ToolRegistry(BUILTIN_TOOLS, [], ALL).deferred().map((t) => t.name);
    expect(deferred).toEqual(["NotebookEdit", "WebFetch", "WebSearch"]);
  });

  it.each(BUILTIN_TOOLS.map((t) => [t.name, t] as const))("keeps %s's schema (snapshot)", (_name, tool) => {
    expect(tool.inputJsonSchema).toMatchSnapshot();
  });
});
