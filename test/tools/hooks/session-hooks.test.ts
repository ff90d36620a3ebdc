// SessionEnd when the run ends, for real hook processes: a cancelled run still runs them (as Claude
// Code does on exit), within a short budget, and a hook that outlasts it is stopped, not left behind.
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { parseHooks } from "../../../src/project/hooks-config";
import { ProjectNotes } from "../../../src/project/notes";
import { HookEngine } from "../../../src/tools/hooks/engine";
import { endSession } from "../../../src/tools/hooks/session-hooks";
import { plainShell } from "../../../src/tools/session/shell";

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
    env: { PATH: process.env["PATH"] ?? "/usr/bin:/bin" },
    workspaceRoot: dir,
    outputDir: dir,
    sessionId: "session-1",
    transcriptPath: "",
    notes,
    signal,
  });
}

const alive = async (pid: number) => {
  const stat = await readFile(`/proc/${String(pid)}/stat`, "utf8").catch(() => "");
  const state = stat.slice(stat.lastIndexOf(")") + 2).split(" ")[0];
  return stat !== "" && state !== "Z" && state !== "X";
};

describe("SessionEnd", () => {
  it("runs when the run was cancelled, bounded: a hook past the budget is stopped and noted", async () => {
    const cancelled = new AbortController();
    cancelled.abort(new Error("received SIGINT"));
    const notes = new ProjectNotes();
    const engine = engineWith(
      [`cat > "${dir}/ended.json"`, `echo $$ > "${dir}/slow.pid"; exec sleep 30`],
      cancelled.signal,
      notes,
    );
    const started = Date.now();
    await endSession(engine, "other", dir, cancelled.signal, 400);
    const took = Date.now() - started;

    const input = JSON.parse(await readFile(join(dir, "ended.json"), "utf8")) as Record<string, unknown>;
    expect(input).toMatchObject({ hook_event_name: "SessionEnd", reason: "other", session_id: "session-1" });
    // The budget (400 ms) and the short grace before SIGKILL, not the hook's own 60 s timeout.
    expect(took).toBeLessThan(3_000);
    const pid = Number(await readFile(join(dir, "slow.pid"), "utf8"));
    expect(await alive(pid)).toBe(false);
    expect(notes.list().join("\n")).toMatch(/SessionEnd hook .*the run is stopping/);
  });

  it("runs with the hooks' own timeouts when the run ends normally", async () => {
    const notes = new ProjectNotes();
    const running = new AbortController().signal;
    const engine = engineWith([`sleep 0.3; echo done > "${dir}/done"`], running, notes);
    await endSession(engine, "other", dir, running, 100);
    expect(await readFile(join(dir, "done"), "utf8")).toBe("done\n");
    expect(notes.list()).toEqual([]);
  });
});
