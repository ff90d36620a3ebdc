// TaskOutput (formerly BashOutput): the output a background shell produced since the last read, its
// status and exit code; by default it waits for the shell to finish, up to a timeout.
import type * as z from "zod/mini";
import type { ZodModule } from "./zod";
import type { Result } from "../types/result";
import { shellsOf, taskIdOf, unknownTaskMessage } from "./bash/task-lookup";
import { untilAborted } from "./bash/wait";
import description from "./task-output.txt";
import { buildTool } from "./tool";
import inputSchemas from "./input-schemas.json";

const DEFAULT_WAIT_MS = 30_000;
const MAX_WAIT_MS = 600_000;

const inputSchema = (z: ZodModule) =>
  z.strictObject({
    task_id: z.optional(
      z
        .string()
        .check(
          z.describe(
            "Required: the id of the background task to read (Bash returned it when run_in_background was true).",
          ),
        ),
    ),
    bash_id: z.optional(z.string().check(z.describe("Deprecated: the former name of task_id."))),
    block: z.optional(
      z
        .boolean()
        .check(z.describe("Whether to wait for the task to finish before returning (default true).")),
    ),
    timeout: z.optional(
      z
        .number()
        .check(
          z.describe(
            `How long to wait when block is true, in milliseconds (default ${String(DEFAULT_WAIT_MS)}, at most ${String(MAX_WAIT_MS)}).`,
          ),
        ),
    ),
    filter: z.optional(
      z
        .string()
        .check(z.describe("Optional regular expression: only output lines matching it are returned.")),
    ),
  });

type TaskOutputInput = z.output<ReturnType<typeof inputSchema>>;

type RetrievalStatus = "success" | "timeout" | "not_ready";

interface TaskOutputResult {
  id: string;
  command: string;
  status: string;
  exitCode: number | null;
  retrieval: RetrievalStatus;
  output: string;
  waitedMs: number;
  filter: string | undefined;
  filteredOut: number;
}

function compileFilter(filter: string): Result<RegExp> {
  try {
    return { ok: true, value: new RegExp(filter) };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

function idOf(input: TaskOutputInput) {
  return taskIdOf("TaskOutput", input.task_id, { field: "bash_id", value: input.bash_id });
}

export const taskOutputTool = buildTool({
  name: "TaskOutput",
  aliases: ["BashOutput"],
  description,
  inputSchema,
  inputJsonSchema: inputSchemas.TaskOutput,
  maxResultSizeChars: 30_000,
  truncation: "head-and-tail",
  // Reading output changes nothing; a blocking read only waits, so it may wait beside other safe calls
  // rather than hold up the calls after it.
  isReadOnly: () => true,
  isConcurrencySafe: () => true,
  summarize: (input) => {
    const id = idOf(input);
    return `TaskOutput ${id.ok ? id.value : ""}`.trim();
  },
  validateInput: (input) => {
    const id = idOf(input);
    if (!id.ok) return id.error;
    const { timeout } = input;
    if (timeout !== undefined && !(timeout >= 0 && timeout <= MAX_WAIT_MS))
      return `TaskOutput \`timeout\` must be between 0 and ${String(MAX_WAIT_MS)} milliseconds, got ${String(timeout)}.`;
    if (input.filter !== undefined) {
      const compiled = compileFilter(input.filter);
      if (!compiled.ok)
        return `TaskOutput \`filter\` must be a valid regular expression, got ${JSON.stringify(input.filter)}: ${compiled.error}.`;
    }
    return undefined;
  },
  async call(input, ctx): Promise<TaskOutputResult> {
    const shells = shellsOf(ctx.session.shells);
    const id = idOf(input);
    if (!id.ok) throw new Error(id.error);
    const block = input.block ?? true;
    const timeoutMs = Math.round(input.timeout ?? DEFAULT_WAIT_MS);
    const startedAt = Date.now();
    const read = await untilAborted(
      shells.read(id.value, { block, timeoutMs }),
      ctx.signal,
      "Interrupted: stopped waiting for the task because the run is stopping.",
    );
    if (read === undefined) throw new Error(unknownTaskMessage(id.value, shells));
    const running = read.info.status === "running";
    let output = read.output.replace(/[\r\n]+$/, "");
    let filteredOut = 0;
    if (input.filter !== undefined && output !== "") {
      const compiled = compileFilter(input.filter);
      if (compiled.ok) {
        const pattern = compiled.value;
        const lines = output.split("\n");
        const kept = lines.filter((line) => pattern.test(line));
        filteredOut = lines.length - kept.length;
        output = kept.join("\n");
      }
    }
    return {
      id: read.info.id,
      command: read.info.command,
      status: read.info.status,
      exitCode: read.info.exitCode,
      retrieval: !running ? "success" : block ? "timeout" : "not_ready",
      output,
      waitedMs: Date.now() - startedAt,
      filter: input.filter,
      filteredOut,
    };
  },
  mapResult: (result) => {
    const lines = [
      `<retrieval_status>${result.retrieval}</retrieval_status>`,
      `<task_id>${result.id}</task_id>`,
      `<status>${result.status}</status>`,
    ];
    if (result.exitCode !== null) lines.push(`<exit_code>${String(result.exitCode)}</exit_code>`);
    const output = result.output === "" ? "(no new output)" : result.output;
    lines.push(`<output>\n${output}\n</output>`);
    if (result.filter !== undefined)
      lines.push(
        `(only lines matching /${result.filter}/ are shown; ${String(result.filteredOut)} other lines were left out)`,
      );
    if (result.retrieval === "timeout")
      lines.push(
        `The task is still running after ${String(Math.round(result.waitedMs / 1000))} s of waiting. Call TaskOutput again to keep waiting, or TaskStop to stop it.`,
      );
    if (result.retrieval === "not_ready")
      lines.push("The task is still running. Call TaskOutput again for more output, or TaskStop to stop it.");
    return lines.join("\n");
  },
});
