import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { bashTool } from "../../src/tools/bash";
import { BackgroundShellManager } from "../../src/tools/bash/shell-manager";
import { taskOutputTool } from "../../src/tools/task-output";
import { taskStopTool } from "../../src/tools/task-stop";
import { readPid, waitUntilGone } from "./bash/processes";
import { type TestBench, toolBench } from "./helpers";

let bench: TestBench;
let shells: BackgroundShellManager;

beforeEach(async () => {
  bench = await toolBench([bashTool, taskOutputTool, taskStopTool]);
  shells = new BackgroundShellManager({ outputDir: bench.outside, graceMs: 500 });
  bench.context = { ...bench.context, session: { ...bench.context.session, shells } };
});
afterEach(async () => {
  await shells.stopAll();
  await bench.cleanup();
});

async function startBackground(command: string): Promise<string> {
  const outcome = await bench.call("Bash", { command, run_in_background: true });
  const id = /ID: (\S+)/.exec(bench.text(outcome))?.[1];
  if (id === undefined) throw new Error(`no task id in ${bench.text(outcome)}`);
  return id;
}

async function taskStop(input: Record<string, unknown>, name = "TaskStop") {
  const outcome = await bench.call(name, input);
  return { outcome, text: bench.text(outcome) };
}

describe("TaskStop", () => {
  it("kills the task's whole process group", async () => {
    const pidFile = join(bench.outside, "child.pid");
    const id = await startBackground(`sleep 30 & echo $! > '${pidFile}'; sleep 30`);
    const child = await readPid(pidFile);
    const { outcome, text } = await taskStop({ task_id: id });
    expect(outcome.isError).toBe(false);
    expect(text).toBe(
      `Stopped task ${id} (sleep 30 & echo $! > '${pidFile}'; sleep 30): it and every process it started were ended.`,
    );
    expect(await waitUntilGone(child)).toBe(true);
    const output = bench.text(await bench.call("TaskOutput", { task_id: id }));
    expect(output).toContain("<status>killed</status>");
  });

  it("says when the task had already finished", async () => {
    const id = await startBackground("exit 2");
    await bench.call("TaskOutput", { task_id: id });
    const { outcome, text } = await taskStop({ task_id: id });
    expect(outcome.isError).toBe(false);
    expect(text).toBe(
      `Task ${id} (exit 2) had already finished (status: failed, exit code 2); nothing was stopped. Its output stays readable with TaskOutput.`,
    );
  });

  it("says when the task was already stopped", async () => {
    const id = await startBackground("sleep 30");
    await taskStop({ task_id: id });
    const { text } = await taskStop({ task_id: id });
    expect(text).toContain(
      `Task ${id} (sleep 30) had already finished (status: killed); nothing was stopped.`,
    );
  });

  it.each([
    ["KillShell", "shell_id"],
    ["KillBash", "shell_id"],
    ["TaskStop", "shell_id"],
  ])("answers to %s with %s", async (name, field) => {
    const id = await startBackground("sleep 30");
    const { outcome, text } = await taskStop({ [field]: id }, name);
    expect(outcome.toolName).toBe("TaskStop");
    expect(text).toMatch(new RegExp(`^Stopped task ${id} `));
  });

  it("names the known tasks when the id is unknown", async () => {
    const id = await startBackground("sleep 30");
    const { outcome, text } = await taskStop({ task_id: "nope" });
    expect(outcome.isError).toBe(true);
    expect(text).toBe(`Error: No background task with id "nope". Known tasks: ${id} (running: sleep 30).`);
  });

  it("fails clearly when the session offers no background tasks", async () => {
    bench.context = { ...bench.context, session: { ...bench.context.session, shells: undefined } };
    const { text } = await taskStop({ task_id: "bash_1" });
    expect(text).toBe(
      "Error: background tasks are not available in this session, so there is no task to read or stop.",
    );
  });

  it.each([
    [{}, "TaskStop needs `task_id`: the id Bash returned when it started the background task."],
    [{ task_id: "a", shell_id: "b" }, 'TaskStop got task_id "a" and shell_id "b"; pass only task_id.'],
  ])("rejects %j", async (input, message) => {
    const { outcome, text } = await taskStop(input);
    expect(outcome.isError).toBe(true);
    expect(text).toBe(message);
  });

  it("is neither read-only nor concurrency-safe", () => {
    expect(taskStopTool.isReadOnly({ task_id: "x" }, bench.context)).toBe(false);
    expect(taskStopTool.isConcurrencySafe({ task_id: "x" }, bench.context)).toBe(false);
    expect(taskStopTool.aliases).toEqual(["KillShell", "KillBash"]);
  });

  it("shows the model this schema", () => {
    expect(taskStopTool.inputJsonSchema).toMatchInlineSnapshot(`
      {
        "additionalProperties": false,
        "properties": {
          "shell_id": {
            "description": "Deprecated: the former name of task_id.",
            "type": "string",
          },
          "task_id": {
            "description": "Required: the id of the background task to stop.",
            "type": "string",
          },
        },
        "type": "object",
      }
    `);
  });
});
