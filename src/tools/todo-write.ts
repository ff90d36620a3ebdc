// TodoWrite: the session's task list, published by the GitHub layer as the live checklist.
import type { ZodModule } from "./zod";
import { buildTool } from "./tool";
import description from "./todo-write.txt";
import inputSchemas from "./input-schemas.json";

const todoItem = (z: ZodModule) =>
  z.strictObject({
    content: z.string().check(z.minLength(1), z.describe("The task, in imperative form")),
    status: z.enum(["pending", "in_progress", "completed"]).check(z.describe("Where the task stands")),
    activeForm: z
      .string()
      .check(z.minLength(1), z.describe("The task in present continuous form, shown while it runs")),
  });

const inputSchema = (z: ZodModule) =>
  z.strictObject({
    todos: z.array(todoItem(z)).check(z.describe("The complete, updated task list")),
  });

export const todoWriteTool = buildTool({
  name: "TodoWrite",
  description,
  inputSchema,
  inputJsonSchema: inputSchemas.TodoWrite,
  // It changes only the session's own list, never the workspace.
  isReadOnly: () => true,
  validateInput: ({ todos }) => {
    const active = todos.filter((t) => t.status === "in_progress");
    if (active.length > 1)
      return `At most one task may be in_progress at a time; ${String(active.length)} are: ${active.map((t) => JSON.stringify(t.content)).join(", ")}.`;
    return undefined;
  },
  call: ({ todos }, ctx) => {
    ctx.session.todos.set(todos);
    ctx.progress({ kind: "todos", todos: ctx.session.todos.get() });
    const done = todos.filter((t) => t.status === "completed").length;
    return Promise.resolve(
      `Task list updated: ${String(done)} of ${String(todos.length)} completed. Keep it current as you work.`,
    );
  },
  summarize: ({ todos }) => `TodoWrite ${String(todos.length)} items`,
});
