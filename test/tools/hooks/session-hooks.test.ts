// SessionEnd when the run ends, for real hook processes: a cancelled run still runs them (as Claude
// Code does on exit), within a short budget, and a hook that outlasts it is stopped, not left behind.
// No wall-clock limits: the hooks that would outlast the test are ended by the budget or not at all.
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { parseHooks } from "../../../src/project/hooks-config";
import { ProjectNotes } from "../../../src/project/notes";
import { HookEngine } from "../../../src/tools/hooks/engine";
import { endSession } from "../../../src/tools/hooks/session-hooks";
import { plainShell } from "../../../src/tools/session/shell";
import { MARK_VARIABLE, processesMarked } from "../../support/processes";

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "steward-session-end-"));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

function engineWith(commands: string[], signal: AbortSignal, notes: ProjectNotes): HookEngine {
  const problems: string[] = [];
  const config = parseHooks(
    { SessionEnd: [{ hooks: commands.map((command) => ({ type: "command", command, timeout: 60 })) }] },
    ".claude/settings.json",
    problems,
  );
  expect(problems).toEqual([]);
  return new HookEngine({
    config,
    launcher: plainShell,
    env: { PATH: process.env["PATH"] ?? "/usr/bin:/bin", [MARK_VARIABLE]: dir },
    workspaceRoot: dir,
    outputDir: dir,
    sessionId: "session-1",
    transcriptPath: "",
    notes,
    signal,
  });
}

describe("SessionEnd", () => {
  it("runs when the run was cancelled", async () => {
    const cancelled = new AbortController();
    cancelled.abort(new Error("received SIGINT"));
    const notes = new ProjectNotes();
    const engine = engineWith([`cat > "${dir}/ended.json"`], cancelled.signal, notes);
    // A budget no busy machine exhausts: the hook ends on its own, and the call with it.
    await endSession(engine, "other", dir, cancelled.signal, 20_000);

    const input = JSON.parse(await readFile(join(dir, "ended.json"), "utf8")) as Record<string, unknown>;
    expect(input).toMatchObject({ hook_event_name: "SessionEnd", reason: "other", session_id: "session-1" });
    expect(notes.list()).toEqual([]);
  });

  // 1 ms runs out while the hook's shell is being started, 300 ms (on an idle machine) once it runs.
  it.each([1, 300])(
    "stops a hook that would never end once a %i ms budget is spent, and notes it",
    async (budget) => {
      const cancelled = new AbortController();
      cancelled.abort(new Error("received SIGINT"));
      const notes = new ProjectNotes();
      // Its own timeout (60 s) is past the test's: only the budget can end the call in time, whether it
      // runs out before the hook's process starts, while it starts, or once it is running.
      const engine = engineWith(["exec sleep infinity"], cancelled.signal, notes);
      await endSession(engine, "other", dir, cancelled.signal, budget);

      expect(await processesMarked(dir)).toEqual([]);
      expect(notes.list().join("\n")).toMatch(/SessionEnd hook .*the run is stopping/);
    },
  );

  it("runs with the hooks' own timeouts when the run ends normally", async () => {
    const notes = new ProjectNotes();
    const running = new AbortController().signal;
    const engine = engineWith([`sleep 0.3; echo done > "${dir}/done"`], running, notes);
    await endSession(engine, "other", dir, running, 100);
    expect(await readFile(join(dir, "done"), "utf8")).toBe("done\n");
    expect(notes.list()).toEqual([]);
  });
});
