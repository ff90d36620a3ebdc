// Bash: runs a command in a fresh `/bin/bash -c` in its own process group, with the policy layer's
// environment, stdin at /dev/null and a timeout; or starts it as a background shell. The working
// directory carries over to the next call when the shell ends inside the workspace.
import type * as z from "zod/mini";
import type { ZodModule } from "./zod";
import description from "./bash.txt";
import { DEFAULT_TIMEOUT_MS, MAX_COMMAND_BYTES, MAX_TIMEOUT_MS } from "./bash/limits";
import { bashFailed, bashResultText } from "./bash/result-text";
import type { ToolContext } from "./context";
import { buildTool } from "./tool";
import inputSchemas from "./input-schemas.json";

/** What runs the command: loaded with the first call, or ahead of it by prepare(). */
const loadCall = () => import("./bash/call");

const inputSchema = (z: ZodModule) =>
  z.strictObject({
    command: z.string().check(z.describe("The command to run (bash syntax).")),
    timeout: z.optional(
      z
        .number()
        .check(
          z.describe(
            `Optional timeout in milliseconds (default ${String(DEFAULT_TIMEOUT_MS)}, at most ${String(MAX_TIMEOUT_MS)}).`,
          ),
        ),
    ),
    description: z.optional(
      z
        .string()
        .check(
          z.describe(
            "A short description of what the command does, in active voice (5-10 words), e.g. 'Run the unit tests'.",
          ),
        ),
    ),
    run_in_background: z.optional(
      z
        .boolean()
        .check(
          z.describe(
            "Set to true to run the command in the background and get a task id at once; read its output with TaskOutput and stop it with TaskStop.",
          ),
        ),
    ),
  });

export type BashInput = z.output<ReturnType<typeof inputSchema>>;

/**
 * A command is read-only when the policy's shell analysis finds every part of it read-only — the same
 * analysis the permission decision uses, so scheduling, plan mode and the policy never disagree.
 * Background commands never are: they outlive the call.
 */
async function readOnly(input: BashInput, ctx: ToolContext): Promise<boolean> {
  if (input.run_in_background === true) return false;
  // Loaded on first use, like the policy's own copy: the parser stays off the start-up path.
  const { analyzeShellCommand } = await import("../policy/shell/analyze");
  const analysis = await analyzeShellCommand(input.command, {
    cwd: ctx.cwd,
    home: ctx.env["HOME"] ?? ctx.workspaceRoot,
    workspaceRoot: ctx.workspaceRoot,
  });
  return analysis.ok && analysis.value.readOnly;
}

export const bashTool = buildTool({
  name: "Bash",
  description,
  inputSchema,
  inputJsonSchema: inputSchemas.Bash,
  // The tool cuts its own output to head and tail (keeping the full text in a file); the pipeline's
  // limit is a safety net for the notices around it.
  maxResultSizeChars: 30_000,
  truncation: "head-and-tail",
  isEnabled: (features) => features.bash !== false,
  isReadOnly: readOnly,
  isConcurrencySafe: readOnly,
  permissionTargets: (input) => [{ kind: "command", command: input.command }],
  // The shell grammar (wasm, compiled on load) and the process library the first command needs.
  prepare: () =>
    Promise.all([
      import("../policy/shell/analyze"),
      import("../policy/shell/parser").then((parser) => parser.bashParser()),
      import("execa"),
      loadCall(),
    ]),
  summarize: (input) => {
    const text = input.description ?? input.command.split("\n")[0] ?? "";
    return `Bash ${text.length > 80 ? `${text.slice(0, 77)}...` : text}`;
  },
  validateInput: (input) => {
    if (input.command.trim() === "")
      return "Bash was called with an empty `command`: pass the shell command to run.";
    const bytes = Buffer.byteLength(input.command);
    if (bytes > MAX_COMMAND_BYTES)
      return `Bash \`command\` is ${String(bytes)} bytes long; the limit is ${String(MAX_COMMAND_BYTES)}. Write the script to a file with Write and run that file instead.`;
    const { timeout } = input;
    if (timeout !== undefined && !(timeout >= 1 && timeout <= MAX_TIMEOUT_MS))
      return `Bash \`timeout\` must be between 1 and ${String(MAX_TIMEOUT_MS)} milliseconds, got ${String(timeout)}.`;
    return undefined;
  },
  call: async (input, ctx) => (await loadCall()).runBash(input, ctx),
  mapResult: bashResultText,
  isError: bashFailed,
  contextChange: (result) =>
    result.kind === "foreground" && result.next.cwd !== result.sessionCwd
      ? { cwd: result.next.cwd }
      : undefined,
});
