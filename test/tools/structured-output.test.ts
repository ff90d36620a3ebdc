// StructuredOutput through the real tool pipeline: the run's schema is its input schema, every
// violation comes back by its place so the model can correct it, and an accepted input fills the slot.
import { afterEach, describe, expect, it } from "vitest";
import { createStructuredOutputTool, OutputSchemaError } from "../../src/tools/structured-output";
import { type TestBench, toolBench } from "./helpers";

const SCHEMA = {
  type: "object",
  properties: {
    labels: { type: "array", items: { enum: ["bug", "feature"] } },
    due: { type: "string", format: "date" },
  },
  required: ["labels"],
  additionalProperties: false,
};

let bench: TestBench | undefined;
afterEach(async () => {
  await bench?.cleanup();
  bench = undefined;
});

describe("StructuredOutput", () => {
  it("offers the schema as its input schema and names every violation by its place", async () => {
    const { tool, slot } = await createStructuredOutputTool(SCHEMA);
    expect(tool.inputJsonSchema).toEqual(SCHEMA);
    bench = await toolBench([tool]);
    const refused = await bench.call("StructuredOutput", {
      labels: ["bug", "urgent"],
      due: "soon",
      extra: 1,
    });
    expect(refused.result.is_error).toBe(true);
    expect(bench.text(refused)).toBe(
      [
        "StructuredOutput input does not match the output schema:",
        '- (the input itself): must NOT have additional properties: "extra"',
        '- /labels/1: must be equal to one of the allowed values ("bug", "feature")',
        '- /due: must match format "date"',
        "Call StructuredOutput again with input that fixes each of these.",
      ].join("\n"),
    );
    expect(slot.produced).toBe(false);
    const accepted = await bench.call("StructuredOutput", { labels: ["bug"], due: "2026-11-25" });
    expect(accepted.result.is_error).toBeUndefined();
    expect(bench.text(accepted)).toMatch(/accepted/);
    expect(slot).toMatchObject({
      produced: true,
      value: { labels: ["bug"], due: "2026-11-25" },
      maxAttempts: 5,
    });
  });

  it("uses the JSON Schema dialect the schema names", async () => {
    const { tool } = await createStructuredOutputTool({
      $schema: "https://json-schema.org/draft/2020-12/schema",
      type: "object",
      properties: {
        pair: { type: "array", prefixItems: [{ type: "string" }, { type: "number" }], items: false },
      },
    });
    bench = await toolBench([tool]);
    expect((await bench.call("StructuredOutput", { pair: ["a", 1] })).isError).toBe(false);
    expect(bench.text(await bench.call("StructuredOutput", { pair: ["a", "b"] }))).toMatch(
      /\/pair\/1: must be number/,
    );
  });

  it.each([
    [[], /must be a JSON object/],
    [{ type: "array" }, /must describe an object \("type": "object"\), got "type": "array"/],
    [{ properties: {} }, /got "type": null/],
    [{ type: "object", properties: { a: { type: "nonsense" } } }, /not a valid JSON Schema/],
  ])("refuses the schema %j before the run starts", async (schema, message) => {
    await expect(createStructuredOutputTool(schema)).rejects.toThrow(OutputSchemaError);
    await expect(createStructuredOutputTool(schema)).rejects.toThrow(message);
  });
});
