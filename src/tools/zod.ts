// zod, loaded when the first tool call's input is checked rather than at start-up: evaluating zod/mini
// (~50 KB) cost ~9 M instructions on the way to the first model request, which needs only the tools'
// precomputed JSON Schemas (src/tools/input-schemas.json). Built-in tools build their schemas with the
// module handed to them (ToolDef.inputSchema), so nothing on the start-up path imports zod's values.
import type * as Zod from "zod/mini";

export type ZodModule = typeof Zod;

let zod: ZodModule | undefined;
let loading: Promise<ZodModule> | undefined;

/** zod/mini, loaded once. A failed load is not kept: the next call tries again. */
export function loadZod(): Promise<ZodModule> {
  loading ??= import("zod/mini").then(
    (module) => (zod = module),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** zod once loadZod() has resolved; before that no schema can be built or checked, and that is a bug. */
export function loadedZod(): ZodModule {
  if (zod === undefined)
    throw new Error(
      "zod is not loaded yet: await loadZod() before building or checking a tool's input schema",
    );
  return zod;
}
