// The MCP resource tools send JSON Schemas computed ahead of time (src/tools/mcp/resource-schemas.json),
// as the built-in tools do: this keeps the file equal to what zod derives from their input schemas.
// After changing one: `npx vitest run test/tools/mcp/resource-schemas.test.ts -u`.
import { expect, it } from "vitest";
import { jsonSchemaOf } from "../../../src/tools/input";
import { RESOURCE_INPUT_SCHEMAS } from "../../../src/tools/mcp/resource-tools";
import schemas from "../../../src/tools/mcp/resource-schemas.json";

it("equal what zod derives from each resource tool's schema, in the same key order", async () => {
  const derived = Object.fromEntries(
    Object.entries(RESOURCE_INPUT_SCHEMAS).map(([name, schema]) => [name, jsonSchemaOf(schema)]),
  );
  await expect(`${JSON.stringify(derived, null, 2)}\n`).toMatchFileSnapshot(
    "../../../src/tools/mcp/resource-schemas.json",
  );
  expect(JSON.stringify(schemas)).toBe(JSON.stringify(derived));
});
