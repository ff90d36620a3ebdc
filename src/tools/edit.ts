// Edit: one exact string replacement in a file, with the forgiving steps and messages in
// edit/replace.ts, the read-before-edit rule in edit/text-file.ts, and a diff of what changed.
import type * as z from "zod/mini";
import type { ZodModule } from "./zod";
import { NO_CHANGE_MESSAGE, notebookRedirect } from "./edit/guards";
import description from "./edit.txt";
import { resolveToolPath } from "./paths";
import { pathInputProblem } from "./read/path-input";
import { fileTargets } from "./read/targets";
import { buildTool } from "./tool";
import inputSchemas from "./input-schemas.json";

/** What changes the file: loaded with the first call, or ahead of it by prepare(). */
const loadCall = () => import("./edit/edit-call");

const inputSchema = (z: ZodModule) =>
  z.strictObject({
    file_path: z
      .string()
      .check(z.describe("The file to change: an absolute path, or one relative to the working directory.")),
    old_string: z.string().check(z.describe("The exact text to replace. Empty only to create a new file.")),
    new_string: z.string().check(z.describe("The text to put in its place (must differ from old_string).")),
    replace_all: z.optional(
      z
        .boolean()
        .check(z.describe("Replace every occurrence of old_string instead of exactly one (default false).")),
    ),
  });

export type EditInput = z.output<ReturnType<typeof inputSchema>>;

export const editTool = buildTool({
  name: "Edit",
  description,
  inputSchema,
  inputJsonSchema: inputSchemas.Edit,
  validateInput(input, ctx) {
    const pathProblem = pathInputProblem(input.file_path, "file_path");
    if (pathProblem !== undefined) return pathProblem;
    if (input.old_string === input.new_string) return NO_CHANGE_MESSAGE;
    return notebookRedirect(input.file_path, ctx.session.features.deferLoading);
  },
  permissionTargets: (input, ctx) => fileTargets("write", resolveToolPath(input.file_path, ctx)),
  summarize: (input) => `Edit ${input.file_path}`,
  prepare: () => loadCall().then((call) => call.loadDiff()),
  call: async (input, ctx) => (await loadCall()).editCall(input, ctx),
});
