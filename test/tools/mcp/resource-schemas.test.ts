// The MCP resource tools send JSON Schemas computed ahead of time (src/tools/mcp/resource-schemas.json),
// as the built-in tools do; `npm run bundle` writes the file and test/tools/input-schemas.test.ts
// checks it is what the bundle step derives. This checks the tools load what zod derives.
import { expect, it } from "vitest";
import { jsonSchemaOf } from "../../../src/tools/json-schema";
import { RESOURCE_INPUT_SCHEMAS } from "../../../src/tools/mcp/resource-tools";
import schemas from "../../../src/tools/mcp/resource-schemas.json";

it("equal what zod derives from each resource tool's schema, in the same key order", () => {
  const derived = Object.fromEntries(
    Object.entries(RESOURCE_INPUT_SCHEMAS).map(([name, schema]) => [name, jsonSchemaOf(schema)]),
  );
  expect(JSON.stringify(schemas), "stale resource-schemas.json: run `npm run bundle`").toBe(
    JSON.stringify(derived),
  );
});
