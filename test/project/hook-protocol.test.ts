import { describe, expect, it } from "vitest";
import type { HookCommand } from "../../src/project/hooks-config";
import { combineVerdicts, hookInput, type HookRun, interpretHookRun } from "../../src/project/hook-protocol";

const hook: HookCommand = { command: "guard.sh", timeoutMs: 1000, failClosed: false, source: "s" };
const closed: HookCommand = { ...hook, failClosed: true };
const ran = (exitCode: number | null, stdout = "", stderr = ""): HookRun => ({
  exitCode,
  stdout,
  stderr,
  timedOut: false,
});
const json = (value: unknown) => ran(0, JSON.stringify(value));

describe("what a hook's exit and output mean", () => {
  it("exit 0 with no output changes nothing; exit 2 blocks with stderr as the reason", () => {
    expect(interpretHookRun("PreToolUse", hook, ran(0))).toEqual({ context: [], notes: [] });
    expect(interpretHookRun("PreToolUse", hook, ran(2, "", "not here\n"))).toEqual({
      block: "not here",
      context: [],
      notes: [],
    });
    expect(interpretHookRun("Stop", hook, ran(2, "", "keep going")).block).toBe("keep going");
  });

  it("PreToolUse JSON: deny blocks, ask is a denial, allow is only recorded, updatedInput is passed on", () => {
    const specific = (o: Record<string, unknown>) =>
      json({ hookSpecificOutput: { hookEventName: "PreToolUse", ...o } });
    expect(
      interpretHookRun(
        "PreToolUse",
        hook,
        specific({ permissionDecision: "deny", permissionDecisionReason: "no" }),
      ),
    ).toMatchObject({ block: "no", permission: "deny" });
    expect(interpretHookRun("PreToolUse", hook, specific({ permissionDecision: "ask" })).block).toBe(
      "a PreToolUse hook asked for confirmation, and nobody can answer in CI",
    );
    const allowed = interpretHookRun(
      "PreToolUse",
      hook,
      specific({ permissionDecision: "allow", updatedInput: { command: "ls" } }),
    );
    expect(allowed).toEqual({ permission: "allow", updatedInput: { command: "ls" }, context: [], notes: [] });
    // The older form.
    expect(interpretHookRun("PreToolUse", hook, json({ decision: "block", reason: "old" })).block).toBe(
      "old",
    );
  });

  it("PostToolUse, UserPromptSubmit and SessionStart context; continue: false; systemMessage", () => {
    const post = interpretHookRun(
      "PostToolUse",
      hook,
      json({
        decision: "block",
        reason: "lint failed",
        hookSpecificOutput: { additionalContext: "see lint.log" },
      }),
    );
    expect(post).toEqual({ block: "lint failed", context: ["see lint.log"], notes: [] });
    expect(interpretHookRun("SessionStart", hook, ran(0, "Today is a release day.\n")).context).toEqual([
      "Today is a release day.",
    ]);
    // Plain stdout is context only where Claude Code makes it so.
    expect(interpretHookRun("PostToolUse", hook, ran(0, "ignored")).context).toEqual([]);
    expect(
      interpretHookRun("Stop", hook, json({ continue: false, stopReason: "enough", systemMessage: "bye" })),
    ).toEqual({
      stop: "enough",
      context: [],
      notes: ["Stop hook: bye"],
    });
  });

  it("a failure blocks nothing, unless the PreToolUse hook is marked onFailure: block", () => {
    const timedOut: HookRun = { exitCode: null, stdout: "", stderr: "", timedOut: true };
    expect(interpretHookRun("PreToolUse", hook, timedOut)).toEqual({
      context: [],
      notes: ["PreToolUse hook `guard.sh` timed out after 1 s"],
    });
    expect(interpretHookRun("PreToolUse", closed, timedOut).block).toBe(
      "the PreToolUse hook `guard.sh` timed out after 1 s, and it is marked onFailure: block",
    );
    expect(interpretHookRun("PreToolUse", closed, ran(1, "", "boom")).block).toContain(
      "failed (exit 1): boom",
    );
    expect(interpretHookRun("PreToolUse", closed, ran(0, "{nope")).block).toContain("not valid JSON");
    expect(
      interpretHookRun("PreToolUse", closed, {
        exitCode: null,
        stdout: "",
        stderr: "",
        timedOut: false,
        error: "no shell",
      }).block,
    ).toContain("could not run: no shell");
  });

  it("combines parallel hooks: any block blocks, the strictest permission wins, conflicting rewrites block", () => {
    expect(
      combineVerdicts([
        { permission: "allow", context: ["a"], notes: [] },
        { block: "no", permission: "deny", context: ["b"], notes: ["n"] },
      ]),
    ).toEqual({ block: "no", permission: "deny", context: ["a", "b"], notes: ["n"] });
    expect(
      combineVerdicts([
        { updatedInput: { command: "a" }, context: [], notes: [] },
        { updatedInput: { command: "b" }, context: [], notes: [] },
      ]).block,
    ).toBe("two PreToolUse hooks rewrote the input differently, so neither was applied");
    expect(combineVerdicts([{ updatedInput: { x: 1 }, context: [], notes: [] }]).updatedInput).toEqual({
      x: 1,
    });
  });

  it("builds the stdin JSON with the common fields and the event's own", () => {
    expect(
      hookInput(
        "PreToolUse",
        { session_id: "s", transcript_path: "/t.jsonl", cwd: "/w", permission_mode: "default" },
        { tool_name: "Bash", tool_input: { command: "ls" }, tool_use_id: "t1" },
      ),
    ).toEqual({
      session_id: "s",
      transcript_path: "/t.jsonl",
      cwd: "/w",
      permission_mode: "default",
      hook_event_name: "PreToolUse",
      tool_name: "Bash",
      tool_input: { command: "ls" },
      tool_use_id: "t1",
    });
  });
});
