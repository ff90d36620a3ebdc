// The call lifecycle with the repository's hooks, through the real pipeline and real hook processes:
// validate → PreToolUse hooks beside the policy → decision → call → PostToolUse hooks → result.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { parseHooks } from "../../src/project/hooks-config";
import { ProjectNotes } from "../../src/project/notes";
import { HookEngine } from "../../src/tools/hooks/engine";
import { createToolCallHooks } from "../../src/tools/hooks/tool-hooks";
import { plainShell } from "../../src/tools/session/shell";
import type { PermissionResolver } from "../../src/tools/tool";
import { buildTestTool } from "../support/test-tool";
import { type TestBench, toolBench } from "./helpers";

const ran: string[] = [];
const echoTool = buildTestTool({
  name: "Echo",
  description: "Echoes.",
  inputSchema: z.strictObject({ text: z.string() }),
  isReadOnly: () => true,
  call: ({ text }) => {
    ran.push(text);
    return Promise.resolve(`echo: ${text}`);
  },
});

/** The policy of these tests: anything but "forbidden". */
const policy: PermissionResolver = {
  decide: ({ input }) =>
    (input as { text: string }).text.includes("forbidden")
      ? { behavior: "deny", reason: "forbidden text", rule: "Echo(forbidden)" }
      : { behavior: "allow", reason: "fine", rule: null },
};

let bench: TestBench;
let notes: ProjectNotes;
/** Every bench a test made (some set hooks up twice), removed after it. */
const benches: TestBench[] = [];
beforeEach(() => {
  ran.length = 0;
});
afterEach(() => Promise.all(benches.splice(0).map((made) => made.cleanup())));

async function withHooks(hooks: Record<string, unknown>, redact?: (text: string) => string) {
  notes = new ProjectNotes();
  const parsed: string[] = [];
  const config = parseHooks(hooks, ".claude/settings.json", parsed);
  expect(parsed).toEqual([]);
  bench = await toolBench([echoTool], { resolver: policy });
  benches.push(bench);
  const engine = new HookEngine({
    config,
    launcher: plainShell,
    env: bench.context.env,
    workspaceRoot: bench.root,
    outputDir: bench.outside,
    sessionId: "session-1",
    transcriptPath: "",
    notes,
    signal: bench.context.signal,
    ...(redact === undefined ? {} : { redact }),
  });
  const callHooks = createToolCallHooks({ engine, nested: undefined, workspaceRoot: bench.root });
  bench.context = { ...bench.context, session: { ...bench.context.session, callHooks } };
}

const pre = (command: string, extra: Record<string, unknown> = {}) => ({
  PreToolUse: [{ matcher: "Echo", hooks: [{ type: "command", command, ...extra }] }],
});
const json = (value: unknown) => `echo '${JSON.stringify(value)}'`;

describe("PreToolUse and PostToolUse hooks around a call", () => {
  it("blocks on exit 2 with stderr as the reason, and the call never runs", async () => {
    await withHooks(pre("echo 'not on a Friday' >&2; exit 2"));
    const outcome = await bench.call("Echo", { text: "hi" });
    expect(outcome.isError).toBe(true);
    expect(bench.text(outcome)).toBe(
      "The repository's PreToolUse hook blocked this Echo call: not on a Friday",
    );
    expect(outcome.decision).toEqual({
      behavior: "deny",
      reason: "a PreToolUse hook blocked it: not on a Friday",
      rule: null,
    });
    expect(ran).toEqual([]);
  });

  it("masks the run's secrets in what a hook says", async () => {
    await withHooks(pre("echo 'token sk-ant-secret leaked' >&2; exit 2"), (text) =>
      text.replaceAll("sk-ant-secret", "***"),
    );
    expect(bench.text(await bench.call("Echo", { text: "hi" }))).toBe(
      "The repository's PreToolUse hook blocked this Echo call: token *** leaked",
    );
  });

  it("an allow from a hook does not override the policy's deny", async () => {
    await withHooks(
      pre(json({ hookSpecificOutput: { hookEventName: "PreToolUse", permissionDecision: "allow" } })),
    );
    const outcome = await bench.call("Echo", { text: "forbidden" });
    expect(bench.text(outcome)).toContain(
      "Permission denied for Echo: forbidden text (rule: Echo(forbidden))",
    );
    expect(ran).toEqual([]);
  });

  it("judges a rewritten input again: a denied rewrite does not run, an allowed one runs instead", async () => {
    await withHooks(
      pre(
        `read -r input; case "$input" in *bad*) ${json({ hookSpecificOutput: { updatedInput: { text: "forbidden" } } })};; *) ${json({ hookSpecificOutput: { updatedInput: { text: "rewritten" } } })};; esac`,
      ),
    );
    expect(bench.text(await bench.call("Echo", { text: "bad" }))).toContain(
      "Permission denied for Echo: forbidden text",
    );
    expect(bench.text(await bench.call("Echo", { text: "good" }))).toBe("echo: rewritten");
    await withHooks(pre(json({ hookSpecificOutput: { updatedInput: { text: 5 } } })));
    expect(bench.text(await bench.call("Echo", { text: "x" }))).toMatch(
      /^A PreToolUse hook rewrote the Echo input, and the new input is not valid: .*The call did not run\.$/s,
    );
    expect(ran).toEqual(["rewritten"]);
  });

  it("runs the event's hooks in parallel", async () => {
    const slow = { type: "command", command: "sleep 0.6" };
    await withHooks({
      PreToolUse: [
        {
          matcher: "*",
          hooks: [slow, { ...slow, command: "sleep 0.6;" }, { ...slow, command: "sleep 0.6 " }],
        },
      ],
    });
    const started = Date.now();
    await bench.call("Echo", { text: "hi" });
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(ran).toEqual(["hi"]);
  });

  it("a hook that fails blocks nothing, unless it is marked onFailure: block; either way the report says so", async () => {
    await withHooks(pre("exit 3"));
    expect(bench.text(await bench.call("Echo", { text: "hi" }))).toBe("echo: hi");
    expect(notes.list()).toEqual(["PreToolUse hook `exit 3` failed (exit 3)"]);
    await withHooks(pre("sleep 5", { timeout: 0.2, onFailure: "block" }));
    const outcome = await bench.call("Echo", { text: "hi" });
    expect(bench.text(outcome)).toBe(
      "The repository's PreToolUse hook blocked this Echo call: the PreToolUse hook `sleep 5` timed out after 0.2 s, and it is marked onFailure: block",
    );
    expect(ran).toEqual(["hi"]);
  });

  it("PostToolUse: feedback and context follow the result; continue: false ends the run", async () => {
    await withHooks({
      PostToolUse: [
        {
          matcher: "Echo",
          hooks: [
            {
              type: "command",
              command: json({
                decision: "block",
                reason: "lint failed",
                hookSpecificOutput: { additionalContext: "see lint.log" },
              }),
            },
            {
              type: "command",
              command: `read -r input; case "$input" in *stop*) ${json({ continue: false, stopReason: "done for today" })};; esac`,
            },
          ],
        },
      ],
    });
    const outcome = await bench.call("Echo", { text: "hi" });
    expect(outcome.result.content).toEqual([
      { type: "text", text: "echo: hi" },
      { type: "text", text: "The repository's PostToolUse hook says: lint failed" },
      { type: "text", text: "Context from the repository's PostToolUse hook: see lint.log" },
    ]);
    expect(outcome.isError).toBe(false);
    expect(outcome.stopRun).toBeUndefined();
    expect((await bench.call("Echo", { text: "stop" })).stopRun).toBe("done for today");
  });
});
