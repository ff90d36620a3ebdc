import { mkdir, readFile, readdir, rm } from "node:fs/promises";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { bashTool } from "../../src/tools/bash";
import { DEFAULT_GRACE_MS } from "../../src/tools/bash/process-group";
import { BackgroundShellManager } from "../../src/tools/bash/shell-manager";
import { plainShell } from "../../src/tools/session/shell";
import type { PermissionRequest } from "../../src/tools/tool";
import { isRunning, readPid, waitUntilGone } from "./bash/processes";
import { type TestBench, toolBench } from "./helpers";

let bench: TestBench;
let shells: BackgroundShellManager | undefined;

beforeEach(async () => {
  bench = await toolBench([bashTool]);
  shells = undefined;
});
afterEach(async () => {
  await shells?.stopAll();
  await bench.cleanup();
});

async function bash(input: Record<string, unknown>) {
  const outcome = await bench.call("Bash", input);
  return { outcome, text: bench.text(outcome) };
}

/** Applies a call's context change, as the orchestrator does. */
function apply(change: { cwd?: string } | undefined): void {
  if (change?.cwd !== undefined) bench.context = { ...bench.context, cwd: change.cwd };
}

function withShells(): BackgroundShellManager {
  shells = new BackgroundShellManager({ outputDir: bench.outside, graceMs: 500 });
  bench.context = { ...bench.context, session: { ...bench.context.session, shells } };
  return shells;
}

describe("Bash: running commands", () => {
  it("prepares the shell parser and process library ahead of its first call", async () => {
    const [analysis, parser] = (await bashTool.prepare()) as [unknown, { parse: unknown }];
    expect(analysis).toHaveProperty("analyzeShellCommand");
    expect(typeof parser.parse).toBe("function");
  });

  it("returns the output of a successful command", async () => {
    const { outcome, text } = await bash({ command: "echo hello; echo world" });
    expect(outcome.isError).toBe(false);
    expect(text).toBe("hello\nworld");
  });

  it("interleaves stdout and stderr in the order they were written", async () => {
    const { text } = await bash({ command: "echo one; echo two >&2; echo three; echo four >&2" });
    expect(text).toBe("one\ntwo\nthree\nfour");
  });

  it("says (no output) when there is none", async () => {
    expect((await bash({ command: "true" })).text).toBe("(no output)");
  });

  it("reports a non-zero exit code first, flagged is_error as Claude Code does", async () => {
    const { outcome, text } = await bash({ command: "echo partial; echo broken >&2; exit 3" });
    expect(outcome.isError).toBe(true);
    expect(outcome.result.is_error).toBe(true);
    expect(text).toBe("Exit code 3\npartial\nbroken");
    expect((await bash({ command: "false" })).outcome.result.is_error).toBe(true);
  });

  it("reports a command that is not found", async () => {
    const { text } = await bash({ command: "no-such-command-steward" });
    expect(text).toMatch(/^Exit code 127\n.*no-such-command-steward: command not found/);
  });

  it.each([
    ["grep nothing-here file.txt", "Exit code 1: no matches (normal for grep, not an error)."],
    ["diff file.txt other.txt", "Exit code 1: the inputs differ (normal for diff, not an error)."],
    ["test -d file.txt", "Exit code 1: the condition is false (normal for test, not an error)."],
  ])("treats exit code 1 of %j as an answer", async (command, note) => {
    await bench.call("Bash", { command: "echo a > file.txt; echo b > other.txt" });
    const { outcome, text } = await bash({ command });
    expect(outcome.isError).toBe(false);
    expect(outcome.result.is_error).toBeUndefined();
    expect(text.endsWith(note)).toBe(true);
    expect(text.startsWith("Exit code 1\n")).toBe(false);
  });

  it("does not excuse exit code 1 that may come from an earlier command", async () => {
    const { outcome, text } = await bash({ command: "false && grep x file.txt" });
    expect(text).toBe("Exit code 1\n(no output)");
    expect(outcome.result.is_error).toBe(true);
  });

  it("reports death by signal", async () => {
    const { outcome, text } = await bash({ command: "kill -9 $$" });
    expect(outcome.result.is_error).toBe(true);
    expect(text).toBe("Terminated by signal SIGKILL\n(no output)");
  });

  it("runs with stdin at /dev/null, so reads end at once", async () => {
    const started = Date.now();
    const { text } = await bash({ command: 'read answer; echo "read status $?"' });
    expect(text).toBe("read status 1");
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it("gives the command exactly ctx.env, never the action's environment", async () => {
    process.env["STEWARD_CANARY_SECRET"] = "canary-value";
    try {
      const { text } = await bash({ command: "env; echo LANG=$LANG" });
      expect(text).not.toContain("STEWARD_CANARY_SECRET");
      expect(text).not.toContain("canary-value");
      expect(text).toContain("LANG=C.UTF-8");
      const names = text
        .split("\n")
        .map((line) => line.split("=")[0])
        .filter((name) => name !== undefined && name !== "");
      // bash adds PWD, SHLVL and _ itself; nothing else beyond ctx.env may appear.
      const allowed = new Set([...Object.keys(bench.context.env), "PWD", "SHLVL", "_", "OLDPWD"]);
      expect(names.filter((name) => !allowed.has(name ?? ""))).toEqual([]);
    } finally {
      delete process.env["STEWARD_CANARY_SECRET"];
    }
  });

  it("stops whatever a finished command left running in its process group", async () => {
    const pidFile = join(bench.outside, "left.pid");
    await bash({ command: `sleep 30 & echo $! > '${pidFile}'` });
    expect(await isRunning(await readPid(pidFile))).toBe(false);
  });
});

describe("Bash: timeouts and aborts", () => {
  it("kills the whole process group on timeout and shows the output so far", async () => {
    const pidFile = join(bench.outside, "child.pid");
    const started = Date.now();
    const { outcome, text } = await bash({
      command: `echo started; sleep 30 & echo $! > '${pidFile}'; sleep 30`,
      timeout: 300,
    });
    expect(Date.now() - started).toBeLessThan(10_000);
    // A command cut off by its timeout did not do its job: flagged, as Claude Code flags it.
    expect(outcome.isError).toBe(true);
    expect(text).toMatch(/^started\n\nCommand timed out after 0\.3 s and its process group was stopped/);
    expect(await waitUntilGone(await readPid(pidFile))).toBe(true);
  });

  it("kills a group that ignores SIGTERM after the session's grace period", async () => {
    // The session's launcher sets the grace (the default, 2 s, is pinned in bash/call.test.ts).
    const shell = { ...plainShell, stopGraceMs: 200 };
    bench.context = { ...bench.context, session: { ...bench.context.session, shell } };
    const pidFile = join(bench.outside, "stubborn.pid");
    const started = Date.now();
    const { text } = await bash({
      command: `trap '' TERM; (trap '' TERM; echo $BASHPID > '${pidFile}'; while :; do sleep 0.05; done) & wait`,
      timeout: 200,
    });
    expect(Date.now() - started).toBeLessThan(DEFAULT_GRACE_MS);
    expect(text).toContain("Command timed out");
    expect(await waitUntilGone(await readPid(pidFile))).toBe(true);
  });

  it("honours ctx.signal: an abort stops the group and the call ends as interrupted", async () => {
    const controller = new AbortController();
    bench.context = { ...bench.context, signal: controller.signal };
    const pidFile = join(bench.outside, "aborted.pid");
    const pending = bench.call("Bash", { command: `sleep 30 & echo $! > '${pidFile}'; sleep 30` });
    const child = await readPid(pidFile);
    controller.abort();
    const outcome = await pending;
    expect(outcome.isError).toBe(true);
    expect(bench.text(outcome)).toMatch(/^Interrupted/);
    expect(await waitUntilGone(child)).toBe(true);
  });
});

describe("Bash: large output", () => {
  it("keeps head and tail of output over 30,000 characters and saves the full output", async () => {
    const { outcome, text } = await bash({ command: "seq 1 100000" });
    expect(outcome.isError).toBe(false);
    expect(text.length).toBeLessThanOrEqual(30_000);
    expect(text.startsWith("1\n2\n3\n")).toBe(true);
    expect(text.endsWith("99999\n100000")).toBe(true);
    const match = /The full output is saved at (\S+): read it in parts/.exec(text);
    expect(match).not.toBeNull();
    const full = await readFile(match?.[1] ?? "", "utf8");
    const expected = Array.from({ length: 100_000 }, (_, i) => String(i + 1)).join("\n") + "\n";
    expect(full).toBe(expected);
    expect(text).toMatch(/\[[\d,]+ bytes of output omitted here \(588,895 bytes in all\)/);
    // The tool already fits its limit, so the pipeline does not save a second copy.
    expect(outcome.savedOutputPath).toBeUndefined();
  });

  it("keeps no output file when the output fits", async () => {
    await bash({ command: "echo small" });
    expect(await readdir(join(bench.outside, "bash"))).toEqual([]);
  });
});

describe("Bash: working directory", () => {
  it("persists a cd inside the workspace to the next call", async () => {
    await mkdir(join(bench.root, "sub"));
    const first = await bash({ command: "cd sub && pwd" });
    expect(first.text).toBe(join(bench.root, "sub"));
    expect(first.outcome.change).toEqual({ cwd: join(bench.root, "sub") });
    apply(first.outcome.change);
    expect((await bash({ command: "pwd" })).text).toBe(join(bench.root, "sub"));
  });

  it("persists the directory of a command that fails or exits", async () => {
    await mkdir(join(bench.root, "sub"));
    const { outcome, text } = await bash({ command: "cd sub; exit 3" });
    expect(text).toBe("Exit code 3\n(no output)");
    expect(outcome.change).toEqual({ cwd: join(bench.root, "sub") });
  });

  it("resets the directory when the shell ends outside the workspace", async () => {
    await mkdir(join(bench.root, "sub"));
    bench.context = { ...bench.context, cwd: join(bench.root, "sub") };
    const { outcome, text } = await bash({ command: `cd '${bench.outside}' && pwd` });
    expect(text).toBe(
      `${bench.outside}\n\nThe shell ended in ${bench.outside}, which is outside the workspace, so the working directory was reset to ${bench.root}.`,
    );
    expect(outcome.change).toEqual({ cwd: bench.root });
    apply(outcome.change);
    expect((await bash({ command: "pwd" })).text).toBe(bench.root);
  });

  it("does not follow a symlink that leads out of the workspace", async () => {
    await bash({ command: `ln -s '${bench.outside}' link` });
    const { outcome, text } = await bash({ command: "cd link" });
    expect(text).toContain("outside the workspace, so the working directory was reset");
    expect(outcome.change).toBeUndefined();
  });

  it("keeps the directory when the command execs another program", async () => {
    await mkdir(join(bench.root, "sub"));
    const { outcome } = await bash({ command: "cd sub && exec true" });
    expect(outcome.change).toBeUndefined();
  });

  it("is not fooled by output that looks like a directory", async () => {
    const { outcome, text } = await bash({ command: "echo /etc" });
    expect(text).toBe("/etc");
    expect(outcome.change).toBeUndefined();
  });

  it("runs in the workspace root when the working directory was removed", async () => {
    await mkdir(join(bench.root, "gone"));
    bench.context = { ...bench.context, cwd: join(bench.root, "gone") };
    await rm(join(bench.root, "gone"), { recursive: true });
    const { outcome, text } = await bash({ command: "pwd" });
    expect(text).toBe(
      `${bench.root}\n\nThe working directory ${join(bench.root, "gone")} no longer exists, so the command ran in ${bench.root}.`,
    );
    expect(outcome.change).toEqual({ cwd: bench.root });
  });
});

describe("Bash: background", () => {
  it("starts a background shell and says how to read and stop it", async () => {
    const manager = withShells();
    const { outcome, text } = await bash({
      command: "echo from-background",
      run_in_background: true,
      description: "Echo a word",
    });
    expect(outcome.isError).toBe(false);
    const [info] = manager.list();
    expect(info).toMatchObject({ id: "bash_1", command: "echo from-background", description: "Echo a word" });
    expect(text).toBe(
      [
        "Command running in background with ID: bash_1",
        `Its output is written to ${info?.outputPath ?? ""}.`,
        'Read new output with TaskOutput (task_id "bash_1"); stop it with TaskStop (task_id "bash_1").',
      ].join("\n"),
    );
    const read = await manager.read("bash_1", { block: true, timeoutMs: 5_000 });
    expect(read?.output).toBe("from-background\n");
  });

  it("starts background shells in the session's working directory", async () => {
    const manager = withShells();
    await mkdir(join(bench.root, "sub"));
    bench.context = { ...bench.context, cwd: join(bench.root, "sub") };
    await bash({ command: "pwd", run_in_background: true });
    expect((await manager.read("bash_1", { block: true, timeoutMs: 5_000 }))?.output).toBe(
      `${join(bench.root, "sub")}\n`,
    );
  });

  it("fails clearly when the session has no background shells", async () => {
    const { outcome, text } = await bash({ command: "sleep 1", run_in_background: true });
    expect(outcome.isError).toBe(true);
    expect(text).toBe(
      "Error: background shells are not available in this session; run the command without run_in_background.",
    );
  });
});

describe("Bash: input, permissions and classification", () => {
  it.each([
    [{ command: "" }, "Bash was called with an empty `command`: pass the shell command to run."],
    [{ command: "  \n" }, "Bash was called with an empty `command`: pass the shell command to run."],
    [
      { command: "ls", timeout: 600_001 },
      "Bash `timeout` must be between 1 and 600000 milliseconds, got 600001.",
    ],
    [{ command: "ls", timeout: 0 }, "Bash `timeout` must be between 1 and 600000 milliseconds, got 0."],
    [{ command: "ls", timeout: -5 }, "Bash `timeout` must be between 1 and 600000 milliseconds, got -5."],
    [
      { command: `echo ${"x".repeat(100_000)}` },
      "Bash `command` is 100005 bytes long; the limit is 100000. Write the script to a file with Write and run that file instead.",
    ],
  ])("rejects %#", async (input, message) => {
    const { outcome, text } = await bash(input);
    expect(outcome.isError).toBe(true);
    expect(text).toBe(message);
  });

  it.each([
    [{}, "required parameter `command` is missing"],
    [{ command: "ls", cwd: "/" }, "unexpected parameter `cwd`"],
    [{ command: 5 }, "parameter `command` must be a string, got number"],
  ])("rejects input that does not fit the schema: %j", async (input, message) => {
    const { outcome, text } = await bash(input);
    expect(outcome.isError).toBe(true);
    expect(text).toContain(message);
  });

  it("accepts timeout and run_in_background sent as strings", async () => {
    const { outcome } = await bash({ command: "true", timeout: "5000", run_in_background: "false" });
    expect(outcome.isError).toBe(false);
  });

  it("asks the policy about the command", async () => {
    const requests: PermissionRequest[] = [];
    const outcome = await bench.call(
      "Bash",
      { command: "git status" },
      {
        resolver: {
          decide: (request) => {
            requests.push(request);
            return { behavior: "deny", reason: "not today", rule: null };
          },
        },
      },
    );
    expect(requests).toHaveLength(1);
    expect(requests[0]?.targets).toEqual([{ kind: "command", command: "git status" }]);
    expect(requests[0]?.readOnly).toBe(true);
    expect(outcome.isError).toBe(true);
  });

  // Read-only by the policy's shell analysis (its own tables live in test/policy/shell/): this checks
  // that the tool asks it, including for shapes a character-level check could not judge.
  it.each([
    [{ command: "git status" }, true],
    [{ command: "ls -la src" }, true],
    [{ command: "git diff --stat | cat" }, true],
    [{ command: 'grep -n "a|b" src/x.ts' }, true],
    [{ command: "LC_ALL=C sort a.txt" }, true],
    [{ command: "git status", run_in_background: true }, false],
    [{ command: "rm -rf src" }, false],
    [{ command: "ls; rm x" }, false],
    [{ command: "git log --ext-diff" }, false],
    [{ command: "echo x > out.txt" }, false],
    [{ command: "cat $(ls)" }, false],
  ])("classifies %j as read-only and concurrency-safe: %s", async (input, expected) => {
    expect(await bashTool.isReadOnly(input, bench.context)).toBe(expected);
    expect(await bashTool.isConcurrencySafe(input, bench.context)).toBe(expected);
  });

  it("summarises with the description, else the command", () => {
    expect(bashTool.summarize({ command: "npm test", description: "Run the tests" })).toBe(
      "Bash Run the tests",
    );
    expect(bashTool.summarize({ command: "npm test\nnpm run lint" })).toBe("Bash npm test");
  });

  it("shows the model this schema", () => {
    expect(bashTool.inputJsonSchema).toMatchInlineSnapshot(`
      {
        "additionalProperties": false,
        "properties": {
          "command": {
            "description": "The command to run (bash syntax).",
            "type": "string",
          },
          "description": {
            "description": "A short description of what the command does, in active voice (5-10 words), e.g. 'Run the unit tests'.",
            "type": "string",
          },
          "run_in_background": {
            "description": "Set to true to run the command in the background and get a task id at once; read its output with TaskOutput and stop it with TaskStop.",
            "type": "boolean",
          },
          "timeout": {
            "description": "Optional timeout in milliseconds (default 120000, at most 600000).",
            "type": "number",
          },
        },
        "required": [
          "command",
        ],
        "type": "object",
      }
    `);
    expect(bashTool.maxResultSizeChars).toBe(30_000);
    expect(bashTool.truncation).toBe("head-and-tail");
  });
});
