// The built-in tools send JSON Schemas computed ahead of time (src/tools/input-schemas.json) instead of
// deriving them from zod at start-up. This keeps the file equal to what zod derives, byte for byte, so
// the model sees exactly the schema the input is validated against.
// After changing a tool's zod schema: `npx vitest run test/tools/input-schemas.test.ts -u`.
import { describe, expect, it } from "vitest";
import { BUILTIN_TOOLS } from "../../src/tools/builtin";
import { jsonSchemaOf } from "../../src/tools/input";
import type { AnyTool, ZodObjectSchema } from "../../src/tools/tool";

const derive = (tool: AnyTool) => jsonSchemaOf(tool.inputSchema as ZodObjectSchema);

describe("the precomputed input schemas", () => {
  it("equal what zod derives from each built-in tool's schema", async () => {
    const derived = Object.fromEntries(BUILTIN_TOOLS.map((tool) => [tool.name, derive(tool)]));
    await expect(`${JSON.stringify(derived, null, 2)}\n`).toMatchFileSnapshot(
      "../../src/tools/input-schemas.json",
    );
  });

  it.each(BUILTIN_TOOLS.map((tool) => [tool.name, tool] as const))(
    "are what %s sends, in the same key order",
    (_name, tool) => {
      expect(
        JSON.stringify(tool.inputJsonSchema),
        "stale src/tools/input-schemas.json: run `npx vitest run test/tools/input-schemas.test.ts -u`",
      ).toBe(JSON.stringify(derive(tool)));
    },
  );
});
