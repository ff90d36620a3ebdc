import { mkdtemp, readFile, realpath, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { liveGroupCount } from "../../../src/tools/bash/process-group";
import { BackgroundShellManager } from "../../../src/tools/bash/shell-manager";
import { isRunning, readPid, waitUntilGone } from "./processes";

let dir: string;
let shells: BackgroundShellManager;
const env = { PATH: process.env["PATH"] ?? "/usr/bin:/bin", LANG: "C.UTF-8" };

beforeEach(async () => {
  dir = await realpath(await mkdtemp(join(tmpdir(), "steward-shells-")));
  shells = new BackgroundShellManager({ outputDir: dir, graceMs: 500 });
});
afterEach(async () => {
  await shells.stopAll();
  await rm(dir, { recursive: true, force: true });
});

describe("BackgroundShellManager", () => {
  it("starts a shell, streams its output to a file and reports how it ended", async () => {
    const info = await shells.start("echo one; echo two >&2; exit 3", { cwd: dir, env, description: "demo" });
    expect(info).toMatchObject({ id: "bash_1", status: "running", exitCode: null, description: "demo" });
    expect(info.outputPath.startsWith(join(dir, "shells"))).toBe(true);
    const read = await shells.read(info.id, { block: true, timeoutMs: 5_000 });
    expect(read?.output).toBe("one\ntwo\n");
    expect(read?.info).toMatchObject({ status: "failed", exitCode: 3 });
    expect(await readFile(info.outputPath, "utf8")).toBe("one\ntwo\n");
    expect(shells.list()).toEqual([read?.info]);
  });

  it("returns only output added since the previous read", async () => {
    const info = await shells.start("echo a; sleep 0.3; echo b", { cwd: dir, env });
    await new Promise((resolve) => setTimeout(resolve, 150));
    const first = await shells.read(info.id, { block: false });
    expect(first?.output).toBe("a\n");
    expect(first?.info.status).toBe("running");
    const second = await shells.read(info.id, { block: true, timeoutMs: 5_000 });
    expect(second?.output).toBe("b\n");
    expect(second?.info).toMatchObject({ status: "completed", exitCode: 0 });
    expect((await shells.read(info.id))?.output).toBe("");
  });

  it("stops waiting after the timeout while the shell keeps running", async () => {
    const info = await shells.start("sleep 5", { cwd: dir, env });
    const started = Date.now();
    const read = await shells.read(info.id, { block: true, timeoutMs: 200 });
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(read?.info.status).toBe("running");
  });

  it("runs in the given directory with exactly the given environment", async () => {
    process.env["STEWARD_CANARY_SHELLS"] = "leaked";
    try {
      const info = await shells.start("pwd; env | sort", { cwd: dir, env });
      const read = await shells.read(info.id, { block: true, timeoutMs: 5_000 });
      expect(read?.output.split("\n")[0]).toBe(dir);
      expect(read?.output).not.toContain("STEWARD_CANARY_SHELLS");
    } finally {
      delete process.env["STEWARD_CANARY_SHELLS"];
    }
  });

  it("stop kills the whole process group", async () => {
    const pidFile = join(dir, "child.pid");
    const info = await shells.start(`sleep 30 & echo $! > '${pidFile}'; wait`, { cwd: dir, env });
    const child = await readPid(pidFile);
    const stopped = await shells.stop(info.id);
    expect(stopped?.status).toBe("killed");
    expect(await waitUntilGone(child)).toBe(true);
    // A second stop changes nothing.
    expect((await shells.stop(info.id))?.status).toBe("killed");
  });

  it("kills a shell that ignores SIGTERM after the grace period", async () => {
    // The wait is what this proves; 200 ms of it is as good as the others' 500.
    shells = new BackgroundShellManager({ outputDir: dir, graceMs: 200 });
    const info = await shells.start("trap '' TERM; echo ready; while true; do sleep 0.05; done", {
      cwd: dir,
      env,
    });
    await shells.read(info.id, { block: true, timeoutMs: 100 });
    const started = Date.now();
    expect((await shells.stop(info.id))?.status).toBe("killed");
    expect(Date.now() - started).toBeGreaterThanOrEqual(180);
  });

  it("stopAll ends every running shell and leaves no live group", async () => {
    const pids: number[] = [];
    for (const name of ["a", "b", "c"]) {
      const pidFile = join(dir, `${name}.pid`);
      await shells.start(`sleep 30 & echo $! > '${pidFile}'; wait`, { cwd: dir, env });
      pids.push(await readPid(pidFile));
    }
    await shells.stopAll();
    for (const pid of pids) expect(await isRunning(pid)).toBe(false);
    expect(shells.list().map((s) => s.status)).toEqual(["killed", "killed", "killed"]);
    expect(liveGroupCount()).toBe(0);
  });

  it("sweeps what a finished shell left running in its group", async () => {
    const pidFile = join(dir, "orphan.pid");
    const info = await shells.start(`sleep 30 & echo $! > '${pidFile}'`, { cwd: dir, env });
    const orphan = await readPid(pidFile);
    const read = await shells.read(info.id, { block: true, timeoutMs: 5_000 });
    expect(read?.info.status).toBe("completed");
    expect(await isRunning(orphan)).toBe(false);
  });

  it("caps one read at head and tail and names the full file", async () => {
    const small = new BackgroundShellManager({ outputDir: dir, maxReadChars: 200 });
    const info = await small.start("seq 1 10000", { cwd: dir, env });
    const read = await small.read(info.id, { block: true, timeoutMs: 5_000 });
    expect(read?.output.startsWith("1\n2\n")).toBe(true);
    expect(read?.output.endsWith("9999\n10000\n")).toBe(true);
    expect(read?.output).toContain(`The full output is in ${info.outputPath}`);
    expect(read?.output.length).toBeLessThan(600);
    await small.stopAll();
  });

  it("stops a shell whose output passes the limit", async () => {
    const limited = new BackgroundShellManager({ outputDir: dir, maxOutputBytes: 100_000, graceMs: 200 });
    // A shell loop writes a few MB/s: enough to pass the limit at once without filling the disk.
    const info = await limited.start("while :; do echo 0123456789abcdef; done", { cwd: dir, env });
    const read = await limited.read(info.id, { block: true, timeoutMs: 5_000 });
    expect(read?.info.status).toBe("killed");
    const all = await readFile(info.outputPath, "utf8");
    expect(all).toContain("so the task was stopped");
    await limited.stopAll();
  });

  it("returns undefined for unknown ids", async () => {
    expect(await shells.read("bash_99")).toBeUndefined();
    expect(await shells.stop("bash_99")).toBeUndefined();
  });

  it("fails clearly when the directory does not exist", async () => {
    await expect(shells.start("true", { cwd: join(dir, "missing"), env })).rejects.toThrow(/could not start/);
  });
});
