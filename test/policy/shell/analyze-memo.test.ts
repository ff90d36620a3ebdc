// The memo in front of the shell analysis: a Bash call asks its command three questions (read-only,
// concurrency-safe, the decision) and the command is parsed once. Parses are counted with a spy on the
// real, shared parser (it still parses); every command here is unique to its test, so the tests do not
// share memo entries.
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { afterAll, afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from "vitest";
import { loadPolicy } from "../../../src/policy/load";
import { createPolicyResolver } from "../../../src/policy/resolver";
import {
  ANALYSIS_MEMO_SIZE,
  type ShellAnalysis,
  type SimpleCommand,
} from "../../../src/policy/shell/analyze";
import { bashParser } from "../../../src/policy/shell/parser";
import { bashTool } from "../../../src/tools/bash";
import { type TestBench, toolBench } from "../../tools/helpers";
import { analyze, ENV } from "./helpers";

let parses: MockInstance;
beforeEach(async () => {
  const parser = await bashParser();
  parses = vi.spyOn(parser, "parse");
});
afterEach(() => {
  parses.mockRestore();
});

function accepted(result: ShellAnalysis): Extract<ShellAnalysis, { ok: true }> {
  if (!result.ok) throw new Error(`expected the command to be analysed, got: ${result.error}`);
  return result;
}

describe("the shell analysis memo", () => {
  it("parses a command asked twice once and hands back the same result", async () => {
    const first = await analyze("git log --oneline -- memo-twice.ts");
    const second = await analyze("git log --oneline -- memo-twice.ts");
    expect(parses).toHaveBeenCalledTimes(1);
    expect(second).toBe(first);
    expect(accepted(first).value.commands[0]?.paths.map((use) => use.path)).toEqual(["/w/app/memo-twice.ts"]);
  });

  it("keeps denials too", async () => {
    const first = await analyze("eval memo-denied");
    const second = await analyze("eval memo-denied");
    expect(first.ok).toBe(false);
    expect(second).toBe(first);
    expect(parses).toHaveBeenCalledTimes(1);
  });

  it("treats another cwd, home or workspace as another command", async () => {
    const command = "cat memo-env.txt ~/memo-env.txt";
    const paths = (result: ShellAnalysis) => accepted(result).value.commands[0]?.paths.map((use) => use.path);
    const base = await analyze(command);
    expect(paths(await analyze(command, { ...ENV, cwd: "/w/app/src" }))).toEqual([
      "/w/app/src/memo-env.txt",
      "/home/runner/memo-env.txt",
    ]);
    expect(paths(await analyze(command, { ...ENV, home: "/home/other" }))).toEqual([
      "/w/app/memo-env.txt",
      "/home/other/memo-env.txt",
    ]);
    const otherRoot = await analyze(command, { ...ENV, workspaceRoot: "/w" });
    expect(otherRoot).not.toBe(base);
    expect(parses).toHaveBeenCalledTimes(4);
    expect(await analyze(command)).toBe(base);
    expect(parses).toHaveBeenCalledTimes(4);
  });

  it(`holds ${ANALYSIS_MEMO_SIZE} commands and forgets the least recently used`, async () => {
    const commands = Array.from(
      { length: ANALYSIS_MEMO_SIZE + 1 },
      (_, i) => `grep -n memo-bound-${String(i)} x`,
    );
    const results = new Map<string, ShellAnalysis>();
    for (const command of commands.slice(0, ANALYSIS_MEMO_SIZE)) results.set(command, await analyze(command));
    // The first command is used again, so the second is now the least recently used.
    const first = commands[0] as string;
    const second = commands[1] as string;
    expect(await analyze(first)).toBe(results.get(first));
    expect(parses).toHaveBeenCalledTimes(ANALYSIS_MEMO_SIZE);
    await analyze(commands[ANALYSIS_MEMO_SIZE] as string);
    expect(parses).toHaveBeenCalledTimes(ANALYSIS_MEMO_SIZE + 1);
    expect(await analyze(first)).toBe(results.get(first));
    expect(parses).toHaveBeenCalledTimes(ANALYSIS_MEMO_SIZE + 1);
    const again = await analyze(second);
    expect(parses).toHaveBeenCalledTimes(ANALYSIS_MEMO_SIZE + 2);
    expect(again).not.toBe(results.get(second));
    expect(again).toEqual(results.get(second));
  });

  it("shares one analysis between concurrent callers", async () => {
    const [a, b, c] = await Promise.all([
      analyze("git diff --stat memo-concurrent"),
      analyze("git diff --stat memo-concurrent"),
      analyze("git diff --stat memo-concurrent"),
    ]);
    expect(parses).toHaveBeenCalledTimes(1);
    expect(b).toBe(a);
    expect(c).toBe(a);
  });

  it("freezes every result, all the way down", async () => {
    const result = accepted(
      await analyze("TZ=UTC timeout 5 git diff --output=memo-frozen.txt > memo-out.txt"),
    );
    const command = result.value.commands[0] as SimpleCommand;
    expect(command.wrappers).toEqual(["timeout"]);
    expect(command.envAssignments).toEqual([{ name: "TZ", value: "UTC" }]);
    expect(command.dangerous.length).toBeGreaterThan(0);
    const mutations: [string, () => void][] = [
      ["the result", () => Object.assign(result, { readOnly: true })],
      ["its commands", () => (result.value.commands as SimpleCommand[]).push(command)],
      ["a command", () => Object.assign(command, { readOnly: true })],
      ["argv", () => ((command.argv as string[])[0] = "true")],
      ["wrappers", () => (command.wrappers as string[]).pop()],
      ["paths", () => ((command.paths as unknown[]).length = 0)],
      ["a path", () => Object.assign(command.paths[0] as object, { path: "/elsewhere" })],
      ["a dangerous option", () => Object.assign(command.dangerous[0] as object, { reason: "" })],
      ["env assignments", () => (command.envAssignments as unknown[]).push({ name: "A", value: "b" })],
    ];
    for (const [what, mutate] of mutations) expect(mutate, what).toThrow(TypeError);
    const denial = await analyze("eval memo-frozen-denial");
    expect(() => Object.assign(denial, { ok: true })).toThrow(TypeError);
    expect(Object.isFrozen(await analyze("x".repeat(10_001)))).toBe(true);
  });

  it("keeps the commands of a `bash -c` script intact when the result is frozen", async () => {
    const result = accepted(await analyze("LC_ALL=C timeout 5 bash -c 'cat memo-a && grep x memo-b'"));
    expect(result.value.commands.map((c) => [c.wrappers, c.argv])).toEqual([
      [
        ["timeout", "bash"],
        ["cat", "memo-a"],
      ],
      [
        ["timeout", "bash"],
        ["grep", "x", "memo-b"],
      ],
    ]);
    expect(parses).toHaveBeenCalledTimes(2);
  });
});

describe("a Bash call through the tool pipeline and the policy resolver", () => {
  let bench: TestBench;
  afterAll(async () => bench.cleanup());

  it("analyses its command once for its three questions", async () => {
    bench = await toolBench([bashTool]);
    const home = bench.context.env["HOME"] as string;
    mkdirSync(home, { recursive: true });
    const path = join(bench.root, ".github", "steward.yml");
    const policy = await loadPolicy({ text: 'permissions: { allow: ["Bash(echo:*)"] }\n', path, home });
    const resolver = createPolicyResolver(policy, {
      workspaceRoot: bench.root,
      home,
      policyFilePath: path,
    });
    const outcome = await bench.call("Bash", { command: "echo memo-through-the-tool" }, { resolver });
    expect(bench.text(outcome)).toBe("memo-through-the-tool");
    expect(outcome.decision?.behavior).toBe("allow");
    expect(parses).toHaveBeenCalledTimes(1);
  });
});
