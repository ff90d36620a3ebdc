// A tool's input schema as the JSON Schema the API receives. Used where the schemas are derived (the
// bundle writes src/tools/input-schemas.json with it; tests derive their made-up tools' schemas), never
// at start-up: it keeps zod's JSON Schema code, and zod itself, off the way to the first model request
// (nothing on that path imports this module).
import { toJSONSchema, type ZodMiniType } from "zod/mini";

/** The JSON Schema the API receives for a tool's input, computed once per tool. */
export function jsonSchemaOf(schema: ZodMiniType): Readonly<Record<string, unknown>> {
  const json = toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as Record<string, unknown>;
  delete json["$schema"];
  return Object.freeze(json);
}
