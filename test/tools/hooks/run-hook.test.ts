// One hook process, for real: its stdin, its two outputs kept apart, its timeout, and nothing of it
// left running afterwards.
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { runHookProcess } from "../../../src/tools/hooks/run-hook";
import { plainShell, type ShellLauncher } from "../../../src/tools/session/shell";
import { MARK_VARIABLE, processesMarked } from "../../support/processes";

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "steward-hook-"));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const run = (command: string, options: { input?: string; timeoutMs?: number; signal?: AbortSignal } = {}) =>
  runHookProcess({
    command,
    input: options.input ?? "{}",
    cwd: dir,
    env: { PATH: process.env["PATH"] ?? "/usr/bin:/bin", CLAUDE_PROJECT_DIR: dir },
    launcher: plainShell,
    outputDir: dir,
    timeoutMs: options.timeoutMs ?? 10_000,
    signal: options.signal ?? new AbortController().signal,
    graceMs: 200,
  });

/** Running, not a zombie nobody reaped (a container's pid 1 may reap nothing). */
const alive = async (pid: number) => {
  const stat = await readFile(`/proc/${String(pid)}/stat`, "utf8").catch(() => "");
  const state = stat.slice(stat.lastIndexOf(")") + 2).split(" ")[0];
  return stat !== "" && state !== "Z" && state !== "X";
};

describe("a hook's process", () => {
  it("reads the event on stdin, and keeps stdout, stderr and the exit code apart", async () => {
    const result = await run(
      'read -r line; echo "got $line"; echo "to stderr" >&2; echo "$CLAUDE_PROJECT_DIR"; exit 2',
      {
        input: '{"hook_event_name":"Stop"}\n',
      },
    );
    expect(result).toEqual({
      exitCode: 2,
      stdout: `got {"hook_event_name":"Stop"}\n${dir}\n`,
      stderr: "to stderr\n",
      timedOut: false,
    });
  });

  it("is stopped at its timeout with everything it started, and leaves no files", async () => {
    const started = Date.now();
    const result = await run(`sleep 30 & echo $! > "${dir}/child.pid"; sleep 30`, { timeoutMs: 300 });
    expect(result.timedOut).toBe(true);
    expect(Date.now() - started).toBeLessThan(5_000);
    const child = Number(await readFile(join(dir, "child.pid"), "utf8"));
    expect(await alive(child)).toBe(false);
    expect(await readFile(join(dir, "hooks"), "utf8").catch((e: NodeJS.ErrnoException) => e.code)).toBe(
      "EISDIR",
    );
    const { readdir } = await import("node:fs/promises");
    expect(await readdir(join(dir, "hooks"))).toEqual([]);
  });

  it("does not outlive a command that left something in the background", async () => {
    const result = await run(`sleep 30 & echo $! > "${dir}/child.pid"; exit 0`);
    expect(result.exitCode).toBe(0);
    expect(await alive(Number(await readFile(join(dir, "child.pid"), "utf8")))).toBe(false);
  });

  it("stops when the run is cancelled while its shell starts", async () => {
    const controller = new AbortController();
    // The run is cancelled after the hook was checked for it, before its process exists.
    const cancelling: ShellLauncher = {
      sandboxed: false,
      command(command) {
        controller.abort();
        return plainShell.command(command);
      },
    };
    const result = await runHookProcess({
      command: "exec sleep infinity",
      input: "{}",
      cwd: dir,
      env: { PATH: process.env["PATH"] ?? "/usr/bin:/bin", [MARK_VARIABLE]: dir },
      launcher: cancelling,
      outputDir: dir,
      // Past the test's own timeout: only the cancellation can end it in time.
      timeoutMs: 600_000,
      signal: controller.signal,
      graceMs: 200,
    });
    expect(result.error).toBe("the run is stopping");
    expect(await processesMarked(dir)).toEqual([]);
  });

  it("stops when the run is cancelled", async () => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    const result = await run("sleep 30", { signal: controller.signal });
    expect(result.error).toBe("the run is stopping");
  });
});
