import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { bashTool } from "../../src/tools/bash";
import { BackgroundShellManager } from "../../src/tools/bash/shell-manager";
import { taskOutputTool } from "../../src/tools/task-output";
import { taskStopTool } from "../../src/tools/task-stop";
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

async function taskOutput(input: Record<string, unknown>, name = "TaskOutput") {
  const outcome = await bench.call(name, input);
  return { outcome, text: bench.text(outcome) };
}

describe("TaskOutput", () => {
  it("waits for the task by default and returns its output, status and exit code", async () => {
    const id = await startBackground("echo one; sleep 0.2; echo two >&2; exit 4");
    const { outcome, text } = await taskOutput({ task_id: id });
    expect(outcome.isError).toBe(false);
    expect(text).toBe(
      [
        "<retrieval_status>success</retrieval_status>",
        `<task_id>${id}</task_id>`,
        "<status>failed</status>",
        "<exit_code>4</exit_code>",
        "<output>\none\ntwo\n</output>",
      ].join("\n"),
    );
  });

  it("returns only new output on each read", async () => {
    const id = await startBackground("echo first; sleep 0.3; echo second");
    await new Promise((resolve) => setTimeout(resolve, 150));
    const early = await taskOutput({ task_id: id, block: false });
    expect(early.text).toContain("<status>running</status>");
    expect(early.text).toContain("<retrieval_status>not_ready</retrieval_status>");
    expect(early.text).toContain("<output>\nfirst\n</output>");
    expect(early.text).not.toContain("<exit_code>");
    const late = await taskOutput({ task_id: id });
    expect(late.text).toContain("<status>completed</status>");
    expect(late.text).toContain("<exit_code>0</exit_code>");
    expect(late.text).toContain("<output>\nsecond\n</output>");
    const after = await taskOutput({ task_id: id });
    expect(after.text).toContain("<output>\n(no new output)\n</output>");
  });

  it("stops waiting after the timeout and says the task still runs", async () => {
    const id = await startBackground("echo tick; sleep 5");
    const started = Date.now();
    const { text } = await taskOutput({ task_id: id, timeout: 300 });
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(text).toContain("<retrieval_status>timeout</retrieval_status>");
    expect(text).toContain("<status>running</status>");
    expect(text).toContain("Call TaskOutput again to keep waiting, or TaskStop to stop it.");
  });

  it("filters output lines with a regular expression", async () => {
    const id = await startBackground("printf 'ok 1\\nerror: a\\nok 2\\nerror: b\\n'");
    const { text } = await taskOutput({ task_id: id, filter: "^error" });
    expect(text).toContain("<output>\nerror: a\nerror: b\n</output>");
    expect(text).toContain("(only lines matching /^error/ are shown; 2 other lines were left out)");
  });

  it("answers to the legacy name BashOutput with bash_id", async () => {
    const id = await startBackground("echo legacy");
    const { outcome, text } = await taskOutput({ bash_id: id }, "BashOutput");
    expect(outcome.toolName).toBe("TaskOutput");
    expect(text).toContain("<output>\nlegacy\n</output>");
  });

  it("names the known tasks when the id is unknown", async () => {
    const id = await startBackground("sleep 5");
    const { outcome, text } = await taskOutput({ task_id: "bash_42", block: false });
    expect(outcome.isError).toBe(true);
    expect(text).toBe(`Error: No background task with id "bash_42". Known tasks: ${id} (running: sleep 5).`);
  });

  it("says so when the session has started no task", async () => {
    const { text } = await taskOutput({ task_id: "bash_1" });
    expect(text).toBe(
      'Error: No background task with id "bash_1": this session has started none. Start one with Bash and run_in_background: true.',
    );
  });

  it("fails clearly when the session offers no background tasks", async () => {
    bench.context = { ...bench.context, session: { ...bench.context.session, shells: undefined } };
    const { outcome, text } = await taskOutput({ task_id: "bash_1" });
    expect(outcome.isError).toBe(true);
    expect(text).toBe(
      "Error: background tasks are not available in this session, so there is no task to read or stop.",
    );
  });

  it("stops waiting when the run is cancelled", async () => {
    const controller = new AbortController();
    bench.context = { ...bench.context, signal: controller.signal };
    const id = await startBackground("sleep 5");
    const pending = taskOutput({ task_id: id, timeout: 10_000 });
    setTimeout(() => controller.abort(), 100);
    const { outcome, text } = await pending;
    expect(outcome.isError).toBe(true);
    expect(text).toMatch(/^Interrupted/);
  });

  it.each([
    [{}, "TaskOutput needs `task_id`: the id Bash returned when it started the background task."],
    [
      { task_id: "  " },
      "TaskOutput needs `task_id`: the id Bash returned when it started the background task.",
    ],
    [{ task_id: "a", bash_id: "b" }, 'TaskOutput got task_id "a" and bash_id "b"; pass only task_id.'],
    [
      { task_id: "a", timeout: 600_001 },
      "TaskOutput `timeout` must be between 0 and 600000 milliseconds, got 600001.",
    ],
    [
      { task_id: "a", timeout: -1 },
      "TaskOutput `timeout` must be between 0 and 600000 milliseconds, got -1.",
    ],
    [
      { task_id: "a", filter: "(" },
      'TaskOutput `filter` must be a valid regular expression, got "(": Invalid regular expression: /(/: Unterminated group.',
    ],
  ])("rejects %j", async (input, message) => {
    const { outcome, text } = await taskOutput(input);
    expect(outcome.isError).toBe(true);
    expect(text).toBe(message);
  });

  it("accepts the same id in both fields", async () => {
    const id = await startBackground("true");
    expect((await taskOutput({ task_id: id, bash_id: id })).outcome.isError).toBe(false);
  });

  it("is read-only and concurrency-safe", () => {
    expect(taskOutputTool.isReadOnly({ task_id: "x" }, bench.context)).toBe(true);
    expect(taskOutputTool.isConcurrencySafe({ task_id: "x" }, bench.context)).toBe(true);
    expect(taskOutputTool.aliases).toEqual(["BashOutput"]);
  });

  it("shows the model this schema", () => {
    expect(taskOutputTool.inputJsonSchema).toMatchInlineSnapshot(`
      {
        "additionalProperties": false,
        "properties": {
          "bash_id": {
            "description": "Deprecated: the former name of task_id.",
            "type": "string",
          },
          "block": {
            "description": "Whether to wait for the task to finish before returning (default true).",
            "type": "boolean",
          },
          "filter": {
            "description": "Optional regular expression: only output lines matching it are returned.",
            "type": "string",
          },
          "task_id": {
            "description": "Required: the id of the background task to read (Bash returned it when run_in_background was true).",
            "type": "string",
          },
          "timeout": {
            "description": "How long to wait when block is true, in milliseconds (default 30000, at most 600000).",
            "type": "number",
          },
        },
        "type": "object",
      }
    `);
  });

  it("keeps reads of large output within the result limit", async () => {
    const id = await startBackground("seq 1 100000");
    const { outcome, text } = await taskOutput({ task_id: id });
    expect(text.length).toBeLessThanOrEqual(30_000);
    expect(text).toContain("100000\n</output>");
    expect(text).toContain(`The full output is in ${join(bench.outside, "shells")}`);
    expect(outcome.savedOutputPath).toBeUndefined();
  });
});
