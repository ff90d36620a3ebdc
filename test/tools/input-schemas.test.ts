// The tools send JSON Schemas computed ahead of time (src/tools/input-schemas.json and
// src/tools/mcp/resource-schemas.json) instead of deriving them from zod at start-up. `npm run bundle`
// writes them (scripts/bundle.mjs); these tests fail when a committed file is not what the bundle step
// derives, so the model sees exactly the schema the input is validated against.
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
// @ts-expect-error -- plain ESM script without type declarations
import { deriveInputSchemas, SCHEMA_FILES } from "../../scripts/bundle.mjs";
import { BUILTIN_TOOLS } from "../../src/tools/builtin";
import { jsonSchemaOf } from "../../src/tools/json-schema";
import type { AnyTool, ZodObjectSchema } from "../../src/tools/tool";
import { loadZod } from "../../src/tools/zod";
import { REPO_ROOT } from "../support/bundle";

const derive = (tool: AnyTool) => jsonSchemaOf(tool.inputSchema as ZodObjectSchema);
const STALE = "stale precomputed schemas: run `npm run bundle`";

// Built-in tools build their schemas with zod once it is loaded (src/tools/zod.ts); tool calls load it.
beforeAll(() => loadZod());

describe("the precomputed input schemas", () => {
  it("are the files the bundle step derives from the tools' zod schemas", async () => {
    const derived = await (deriveInputSchemas as () => Promise<Record<string, string>>)();
    expect(Object.keys(derived).sort()).toEqual([...(SCHEMA_FILES as string[])].sort());
    for (const path of SCHEMA_FILES as string[])
      expect(await readFile(join(REPO_ROOT, path), "utf8"), `${path}: ${STALE}`).toBe(derived[path]);
  });

  it.each(BUILTIN_TOOLS.map((tool) => [tool.name, tool] as const))(
    "are what %s sends, in the same key order",
    (_name, tool) => {
      expect(JSON.stringify(tool.inputJsonSchema), STALE).toBe(JSON.stringify(derive(tool)));
    },
  );
});
