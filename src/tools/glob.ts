// Glob: find files by name pattern (tinyglobby), .gitignore respected, newest first, at most 100.
import type { ZodModule } from "./zod";
import { globRoot, globSearchDir } from "./search/glob-root";
import description from "./glob.txt";
import { buildTool } from "./tool";
import inputSchemas from "./input-schemas.json";

const loadWalk = () => import("./search/glob-run");

const inputSchema = (z: ZodModule) =>
  z.strictObject({
    pattern: z
      .string()
      .check(z.describe('The glob pattern to match files against, e.g. "**/*.ts" or "src/**/*.{js,jsx}".')),
    path: z.optional(
      z
        .string()
        .check(
          z.describe(
            'The directory to search in. Omit it to use the current working directory (do not send "undefined" or "null"). Must be an existing directory.',
          ),
        ),
    ),
  });

export const globTool = buildTool({
  name: "Glob",
  description,
  inputSchema,
  inputJsonSchema: inputSchemas.Glob,
  validateInput: (input, ctx) => {
    const planned = globRoot(input, ctx);
    return planned.ok ? undefined : planned.error;
  },
  // The walk loads with the first call (or ahead of it, while the model's first answer streams).
  call: async (input, ctx) => {
    const { formatGlob, listGlob } = await loadWalk();
    return formatGlob(await listGlob(input, ctx));
  },
  prepare: () => loadWalk(),
  isReadOnly: () => true,
  isConcurrencySafe: () => true,
  permissionTargets: (input, ctx) => {
    const planned = globRoot(input, ctx);
    return [{ kind: "read", path: planned.ok ? planned.value.root : globSearchDir(input, ctx) }];
  },
  summarize: (input) => `Glob ${input.pattern}`,
});
