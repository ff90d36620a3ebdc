import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { ToolRegistry } from "../../src/tools/registry";
import { buildTestTool } from "../support/test-tool";
import { FEATURES } from "./helpers";

const make = (name: string, extra: Partial<Parameters<typeof buildTestTool>[0]> = {}) =>
  buildTestTool({
    name,
    description: `${name} does things.`,
    inputSchema: z.strictObject({ value: z.optional(z.string().check(z.describe("A value"))) }),
    call: () => Promise.resolve(name),
    ...extra,
  });

describe("tool registry", () => {
  it("orders built-in tools by name and extra tools after them, both deterministically", () => {
    const registry = new ToolRegistry(
      [make("Write"), make("Bash"), make("Read")],
      [make("mcp__z__b"), make("mcp__a__x")],
      FEATURES,
    );
    expect(registry.names()).toEqual(["Bash", "Read", "Write", "mcp__a__x", "mcp__z__b"]);
  });

  it("builds a byte-identical tools prefix from two separately built tool lists", () => {
    const first = new ToolRegistry(
      [make("Read"), make("Bash"), make("Rare", { shouldDefer: true })],
      [],
      FEATURES,
    );
    const second = new ToolRegistry(
      [make("Rare", { shouldDefer: true }), make("Bash"), make("Read")],
      [],
      FEATURES,
    );
    expect(JSON.stringify(first.definitions({ deferLoading: true }))).toBe(
      JSON.stringify(second.definitions({ deferLoading: true })),
    );
    // And the same registry hands out the very same object every turn.
    expect(first.definitions({ deferLoading: true })).toBe(first.definitions({ deferLoading: true }));
  });

  it("sends deferred tools with defer_loading, or fully loaded for providers without it", () => {
    const registry = new ToolRegistry([make("Read"), make("Rare", { shouldDefer: true })], [], FEATURES);
    expect(registry.definitions({ deferLoading: true })).toEqual([
      {
        name: "Rare",
        description: "Rare does things.",
        input_schema: expect.any(Object) as unknown,
        defer_loading: true,
      },
      { name: "Read", description: "Read does things.", input_schema: expect.any(Object) as unknown },
    ]);
    expect(registry.definitions({ deferLoading: false }).some((d) => "defer_loading" in d)).toBe(false);
  });

  it("generates the JSON Schema from the zod schema: strict, described, no $schema", () => {
    const [definition] = new ToolRegistry([make("Read")], [], FEATURES).definitions({ deferLoading: true });
    expect(definition?.input_schema).toEqual({
      type: "object",
      properties: { value: { type: "string", description: "A value" } },
      additionalProperties: false,
    });
  });

  it("finds tools by alias and refuses duplicate names", () => {
    const registry = new ToolRegistry([make("Agent", { aliases: ["Task"] })], [], FEATURES);
    expect(registry.get("Task")?.name).toBe("Agent");
    expect(registry.get("task")).toBeUndefined();
    expect(
      () => new ToolRegistry([make("Agent", { aliases: ["Task"] }), make("Task")], [], FEATURES),
    ).toThrow("Tool name Task is used by both Agent and Task; names must be unique.");
  });

  it("leaves out disabled tools", () => {
    const registry = new ToolRegistry(
      [make("Read"), make("WebSearch", { isEnabled: (f) => f.webSearch })],
      [],
      FEATURES,
    );
    expect(registry.names()).toEqual(["Read"]);
  });
});
