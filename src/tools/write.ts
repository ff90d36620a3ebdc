// Write: a whole file at once. Overwriting requires a read of the current content (nobody reviews an
// unattended run's blind overwrites), and the file keeps the line endings, encoding and BOM it had.
import type * as z from "zod/mini";
import type { ZodModule } from "./zod";
import { resolveToolPath } from "./paths";
import { pathInputProblem } from "./read/path-input";
import { fileTargets } from "./read/targets";
import { buildTool } from "./tool";
import description from "./write.txt";
import inputSchemas from "./input-schemas.json";

/** What writes the file: loaded with the first call, or ahead of it by prepare(). */
const loadCall = () => import("./edit/write-call");

const inputSchema = (z: ZodModule) =>
  z.strictObject({
    file_path: z
      .string()
      .check(z.describe("The file to write: an absolute path, or one relative to the working directory.")),
    content: z.string().check(z.describe("The complete content the file will have.")),
  });

export type WriteInput = z.output<ReturnType<typeof inputSchema>>;

export const writeTool = buildTool({
  name: "Write",
  description,
  inputSchema,
  inputJsonSchema: inputSchemas.Write,
  validateInput: (input) => pathInputProblem(input.file_path, "file_path"),
  permissionTargets: (input, ctx) => fileTargets("write", resolveToolPath(input.file_path, ctx)),
  summarize: (input) => `Write ${input.file_path}`,
  call: async (input, ctx) => (await loadCall()).writeCall(input, ctx),
  prepare: () => loadCall(),
});
