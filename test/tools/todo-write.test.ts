import { afterEach, describe, expect, it } from "vitest";
import { todoWriteTool } from "../../src/tools/todo-write";
import { type TestBench, toolBench } from "./helpers";

let bench: TestBench;
afterEach(async () => {
  await bench.cleanup();
});

const item = (content: string, status: string) => ({ content, status, activeForm: `Doing ${content}` });

describe("TodoWrite", () => {
  it("replaces the list, keeps it in the session and sends it to the progress sink", async () => {
    bench = await toolBench([todoWriteTool]);
    const outcome = await bench.call("TodoWrite", {
      todos: [item("read code", "completed"), item("fix bug", "in_progress"), item("run tests", "pending")],
    });
    expect(bench.text(outcome)).toBe("Task list updated: 1 of 3 completed. Keep it current as you work.");
    expect(bench.context.session.todos.get().map((t) => t.status)).toEqual([
      "completed",
      "in_progress",
      "pending",
    ]);
    expect(bench.progress).toEqual([{ kind: "todos", todos: bench.context.session.todos.get() }]);
    await bench.call("TodoWrite", { todos: [item("only", "pending")] });
    expect(bench.context.session.todos.get()).toHaveLength(1);
  });

  it("refuses two items in progress and keeps the previous list", async () => {
    bench = await toolBench([todoWriteTool]);
    await bench.call("TodoWrite", { todos: [item("a", "pending")] });
    const outcome = await bench.call("TodoWrite", {
      todos: [item("a", "in_progress"), item("b", "in_progress")],
    });
    expect(outcome.isError).toBe(true);
    expect(bench.text(outcome)).toBe('At most one task may be in_progress at a time; 2 are: "a", "b".');
    expect(bench.context.session.todos.get().map((t) => t.content)).toEqual(["a"]);
  });

  it.each([
    [
      { todos: [{ content: "a", status: "done", activeForm: "A" }] },
      /must be one of "pending", "in_progress", "completed"/,
    ],
    [{ todos: [{ content: "", status: "pending", activeForm: "A" }] }, /todos\[0\]\.content/],
    [
      { todos: [{ content: "a", status: "pending" }] },
      /required parameter `todos\[0\]\.activeForm` is missing/,
    ],
    [
      { todos: [{ content: "a", status: "pending", activeForm: "A", id: "1" }] },
      /unexpected parameter `todos\[0\]\.id`/,
    ],
  ])("rejects a malformed list: %j", async (input, message) => {
    bench = await toolBench([todoWriteTool]);
    expect(bench.text(await bench.call("TodoWrite", input))).toMatch(message);
  });

  it("runs in plan mode (it changes no file)", async () => {
    bench = await toolBench([todoWriteTool]);
    bench.context.session.plan.enter();
    expect((await bench.call("TodoWrite", { todos: [] })).isError).toBe(false);
  });
});
