// Tools made up by tests: buildTool wants the input's JSON Schema precomputed (built-in tools keep
// theirs in src/tools/input-schemas.json); a test tool's is derived from its zod schema here.
import * as z from "zod/mini";
import { jsonSchemaOf } from "../../src/tools/json-schema";
import { buildTool, type Tool, type ToolDef, type ZodObjectSchema } from "../../src/tools/tool";

export type TestToolDef<S extends ZodObjectSchema, O> = Omit<ToolDef<S, O>, "inputJsonSchema"> &
  Partial<Pick<ToolDef<S, O>, "inputJsonSchema">>;

export function buildTestTool<S extends ZodObjectSchema, O>(def: TestToolDef<S, O>): Tool<S, O> {
  const schema = typeof def.inputSchema === "function" ? def.inputSchema(z) : def.inputSchema;
  return buildTool({
    ...def,
    inputSchema: schema,
    inputJsonSchema: def.inputJsonSchema ?? jsonSchemaOf(schema),
  });
}
