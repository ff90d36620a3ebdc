// TaskStop (formerly KillShell / KillBash): stops a background shell and everything it started.
import type * as z from "zod/mini";
import type { ZodModule } from "./zod";
import { firstLine, shellsOf, taskIdOf, unknownTaskMessage } from "./bash/task-lookup";
import type { BackgroundShellInfo } from "./session/shells";
import description from "./task-stop.txt";
import { buildTool } from "./tool";
import inputSchemas from "./input-schemas.json";

const inputSchema = (z: ZodModule) =>
  z.strictObject({
    task_id: z.optional(z.string().check(z.describe("Required: the id of the background task to stop."))),
    shell_id: z.optional(z.string().check(z.describe("Deprecated: the former name of task_id."))),
  });

type TaskStopInput = z.output<ReturnType<typeof inputSchema>>;

interface TaskStopResult {
  info: BackgroundShellInfo;
  /** False when the task had already ended before the call. */
  stopped: boolean;
}

function idOf(input: TaskStopInput) {
  return taskIdOf("TaskStop", input.task_id, { field: "shell_id", value: input.shell_id });
}

function ending(info: BackgroundShellInfo): string {
  const code = info.exitCode === null ? "" : `, exit code ${String(info.exitCode)}`;
  return `status: ${info.status}${code}`;
}

export const taskStopTool = buildTool({
  name: "TaskStop",
  aliases: ["KillShell", "KillBash"],
  description,
  inputSchema,
  inputJsonSchema: inputSchemas.TaskStop,
  summarize: (input) => {
    const id = idOf(input);
    return `TaskStop ${id.ok ? id.value : ""}`.trim();
  },
  validateInput: (input) => {
    const id = idOf(input);
    return id.ok ? undefined : id.error;
  },
  async call(input, ctx): Promise<TaskStopResult> {
    const shells = shellsOf(ctx.session.shells);
    const id = idOf(input);
    if (!id.ok) throw new Error(id.error);
    const before = shells.list().find((info) => info.id === id.value);
    if (before === undefined) throw new Error(unknownTaskMessage(id.value, shells));
    if (before.status !== "running") return { info: before, stopped: false };
    const after = await shells.stop(id.value);
    if (after === undefined) throw new Error(unknownTaskMessage(id.value, shells));
    return { info: after, stopped: after.status === "killed" };
  },
  mapResult: ({ info, stopped }) => {
    const what = `${info.id} (${firstLine(info.command)})`;
    if (stopped) return `Stopped task ${what}: it and every process it started were ended.`;
    return `Task ${what} had already finished (${ending(info)}); nothing was stopped. Its output stays readable with TaskOutput.`;
  },
});
