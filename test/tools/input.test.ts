import { beforeAll, describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { coerceScalars, parseToolInput } from "../../src/tools/input";
import { jsonSchemaOf } from "../../src/tools/json-schema";
import { loadZod } from "../../src/tools/zod";

const schema = z.strictObject({
  file_path: z.string(),
  limit: z.optional(z.int().check(z.positive())),
  ratio: z.optional(z.number()),
  replace_all: z.optional(z.boolean()),
  edits: z.optional(
    z.array(
      z.strictObject({ old_string: z.string(), count: z.optional(z.number()), all: z.optional(z.boolean()) }),
    ),
  ),
});
type Schema = Parameters<typeof coerceScalars>[0];

// parseToolInput checks with zod as src/tools/zod.ts loads it; a tool call loads it first.
beforeAll(() => loadZod());

describe("tool input", () => {
  it.each([
    [{ limit: "10" }, { limit: 10 }],
    [{ limit: " 7 " }, { limit: 7 }],
    [{ ratio: "0.5" }, { ratio: 0.5 }],
    [{ ratio: "-1e3" }, { ratio: -1000 }],
    [{ replace_all: "TRUE" }, { replace_all: true }],
    [{ replace_all: "false" }, { replace_all: false }],
    [{ limit: "ten" }, { limit: "ten" }],
    [{ limit: "" }, { limit: "" }],
    [{ file_path: "10" }, { file_path: "10" }],
    [
      { edits: [{ old_string: "1", count: "2", all: "true" }] },
      { edits: [{ old_string: "1", count: 2, all: true }] },
    ],
  ])("coerces scalar strings only where the schema wants them: %j", (input, expected) => {
    expect(coerceScalars(schema as unknown as Schema, input)).toEqual(expected);
  });

  it.each([
    [{ file_path: "/a" }, true],
    [{ file_path: "/a", limit: "5" }, true],
    [{ file_path: "/a", limit: 0 }, false],
    [{ file_path: "/a", limit: 2.5 }, false],
    [{ file_path: "/a", bogus: 1 }, false],
    [{ limit: 5 }, false],
    ["not an object", false],
    [null, false],
  ])("accepts or rejects %j", (input, ok) => {
    expect(parseToolInput("Read", schema, input).ok).toBe(ok);
  });

  it("names every problem at once", () => {
    const parsed = parseToolInput("Read", schema, { limit: "x", extra: true, edits: [{ old_string: 3 }] });
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.error.split("\n")).toEqual([
      "Read was called with input that does not fit its schema:",
      "- required parameter `file_path` is missing",
      "- parameter `limit` must be a number, got string",
      "- parameter `edits[0].old_string` must be a string, got number",
      "- unexpected parameter `extra` (allowed: file_path, limit, ratio, replace_all, edits)",
      "Fix the input and call Read again.",
    ]);
  });

  it("describes integers and arrays in the JSON Schema", () => {
    const json = jsonSchemaOf(schema);
    expect(json["required"]).toEqual(["file_path"]);
    expect((json["properties"] as Record<string, unknown>)["limit"]).toMatchObject({
      type: "integer",
      exclusiveMinimum: 0,
    });
    expect(Object.isFrozen(json)).toBe(true);
  });
});

describe("messages zod/mini leaves blank", () => {
  const bounded = z.strictObject({
    name: z.optional(z.string().check(z.minLength(2), z.maxLength(4))),
    count: z.optional(z.int().check(z.positive(), z.maximum(10))),
    items: z.optional(z.array(z.string()).check(z.minLength(1))),
  });
  it.each([
    [{ name: "a" }, "parameter `name` must have at least 2 characters"],
    [{ name: "abcde" }, "parameter `name` must have at most 4 characters"],
    [{ count: 0 }, "parameter `count` must be greater than 0"],
    [{ count: 11 }, "parameter `count` must be at most 10"],
    [{ count: 1.5 }, "parameter `count` must be an integer, got number"],
    [{ items: [] }, "parameter `items` must have at least 1 item"],
  ])("explains %j", (input, message) => {
    const parsed = parseToolInput("T", bounded, input);
    expect(parsed.ok ? "" : parsed.error).toContain(message);
  });
});
