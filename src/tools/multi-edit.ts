// MultiEdit (legacy: current Claude Code dropped it, older models still send it): Edit's rules applied
// in sequence to the content in memory, written once when every edit has succeeded.
import type * as z from "zod/mini";
import type { ZodModule } from "./zod";
import { NO_CHANGE_MESSAGE, notebookRedirect } from "./edit/guards";
import description from "./multi-edit.txt";
import { resolveToolPath } from "./paths";
import { pathInputProblem } from "./read/path-input";
import { fileTargets } from "./read/targets";
import { buildTool } from "./tool";
import inputSchemas from "./input-schemas.json";

/** What changes the file: loaded with the first call, or ahead of it by prepare(). */
const loadCall = () => import("./edit/multi-edit-call");

const editSchema = (z: ZodModule) =>
  z.strictObject({
    old_string: z.string().check(z.describe("The exact text to replace.")),
    new_string: z.string().check(z.describe("The text to put in its place (must differ from old_string).")),
    replace_all: z.optional(
      z.boolean().check(z.describe("Replace every occurrence instead of exactly one (default false).")),
    ),
  });

const inputSchema = (z: ZodModule) =>
  z.strictObject({
    file_path: z
      .string()
      .check(z.describe("The file to change: an absolute path, or one relative to the working directory.")),
    edits: z
      .array(editSchema(z))
      .check(
        z.describe("The edits, applied in order, each to the result of the previous ones; at least one."),
      ),
  });

export type MultiEditInput = z.output<ReturnType<typeof inputSchema>>;

export const multiEditTool = buildTool({
  name: "MultiEdit",
  description,
  inputSchema,
  inputJsonSchema: inputSchemas.MultiEdit,
  validateInput(input, ctx) {
    const pathProblem = pathInputProblem(input.file_path, "file_path");
    if (pathProblem !== undefined) return pathProblem;
    if (input.edits.length === 0) return "edits is empty; give at least one {old_string, new_string} edit.";
    const same = input.edits.findIndex((edit) => edit.old_string === edit.new_string);
    if (same !== -1)
      return `Edit ${String(same + 1)} of ${String(input.edits.length)}: ${NO_CHANGE_MESSAGE} No edits were applied.`;
    return notebookRedirect(input.file_path, ctx.session.features.deferLoading);
  },
  permissionTargets: (input, ctx) => fileTargets("write", resolveToolPath(input.file_path, ctx)),
  summarize: (input) =>
    `MultiEdit ${input.file_path} (${String(input.edits.length)} edit${input.edits.length === 1 ? "" : "s"})`,
  prepare: () => loadCall().then((call) => call.loadDiff()),
  call: async (input, ctx) => (await loadCall()).multiEditCall(input, ctx),
});
