// The sandbox probed while the first request is with the model: nothing is laid out or probed until
// the session asks (or a command needs it), commands wait for the outcome, and a probe that fails
// refuses every command under `required` (fail closed) and falls back to plain shells under
// `preferred`. Real temp directories; a real bwrap where it runs, /bin/false as one that cannot start.
import { chmod, mkdir, mkdtemp, readFile, realpath, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type DeferredLauncher, startSandbox } from "../../src/sandbox/deferred";
import type { PrepareOptions } from "../../src/sandbox/session";
import { bwrapPath, sandboxSupport } from "./support";

let base: string;
let options: PrepareOptions;
const command = () => ({ script: "true", cwd: join(base, "repo") });

beforeEach(async () => {
  base = await realpath(await mkdtemp(join(tmpdir(), "steward-sandbox-deferred-")));
  await mkdir(join(base, "repo", ".git", "hooks"), { recursive: true });
  await mkdir(join(base, "out"));
  options = {
    settings: {},
    defaultMode: "required",
    workspaceRoot: join(base, "repo"),
    outputDir: join(base, "out"),
    env: { PATH: process.env["PATH"] ?? "/usr/bin:/bin" },
  };
});
afterEach(() => rm(base, { recursive: true, force: true }));

/** Whether the outcome has settled by the time pending work has run. */
async function settled(outcome: Promise<unknown>): Promise<boolean> {
  let done = false;
  void outcome.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 50));
  return done;
}

describe("a probe that fails", () => {
  it("under required: Bash is offered, then every command is refused with the reason", async () => {
    const started = await startSandbox({ ...options, bwrap: "/bin/false" });
    const shell = started.shell as DeferredLauncher;
    expect(started.probing).toBe(true);
    expect(shell.note).toMatch(/^Bash commands run in a sandbox: no network access/);
    // Nothing runs before the session asks: the probe is off the path to the first request.
    expect(await settled(started.outcome)).toBe(false);
    await expect(shell.command(command())).rejects.toThrow(
      /^Bash is disabled in this run: the sandbox is required and could not start \(bubblewrap starts: \/bin\/false could not start a sandbox/,
    );
    const { status } = await started.outcome;
    expect(status).toMatchObject({ mode: "required", active: false, bash: "disabled" });
    expect(shell.sandboxed).toBe(false);
    await started.close();
  });

  it("under preferred: commands run in plain shells, under the rules alone", async () => {
    const started = await startSandbox({ ...options, settings: { mode: "preferred" }, bwrap: "/bin/false" });
    const shell = started.shell as DeferredLauncher;
    shell.prepare();
    const { status } = await started.outcome;
    expect(status).toMatchObject({ mode: "preferred", active: false, bash: "rules-only" });
    expect(await shell.command(command())).toEqual({ file: "/bin/bash", args: ["-c", "true"] });
    await started.close();
  });

  it("when preparing throws, Bash is refused whatever the mode (fail closed)", async () => {
    // A workspace that does not exist: laying out the mounts fails rather than the probe.
    const started = await startSandbox({
      ...options,
      settings: { mode: "preferred" },
      workspaceRoot: join(base, "no-such-repo"),
      bwrap: "/bin/false",
    });
    const shell = started.shell as DeferredLauncher;
    await expect(shell.command(command())).rejects.toThrow(
      /^Bash is disabled in this run: the sandbox could not be prepared \(.*no-such-repo/,
    );
    expect((await started.outcome).status).toMatchObject({ active: false, bash: "disabled" });
    await started.close();
  });
});

describe("a run that ends while the probe still runs", () => {
  it("close() stops the probe's commands instead of waiting for them, and the sandbox does not hold", async () => {
    // A bwrap that hangs, as the real one does for seconds on a loaded machine, and has a second process
    // holding its output (as bwrap's forked half does when bwrap is killed during its set-up).
    const pids = join(base, "pids");
    const hanging = join(base, "hanging-bwrap");
    await writeFile(
      hanging,
      `#!/bin/sh\necho $$ >> '${pids}'\nsleep 30 &\necho $! >> '${pids}'\nexec sleep 30\n`,
    );
    await chmod(hanging, 0o755);
    const started = await startSandbox({ ...options, bwrap: hanging });
    started.begin();
    // All five checks' commands are running, each with its leftover.
    const running = async () =>
      (await readFile(pids, "utf8").catch(() => "")).trim().split("\n").filter(Boolean);
    while ((await running()).length < 10) await new Promise((resolve) => setTimeout(resolve, 20));
    const before = Date.now();
    await started.close();
    // Not the probe's own 15 s limit.
    expect(Date.now() - before).toBeLessThan(3_000);
    // Gone (SIGKILL takes a moment to land), or a zombie its new parent has yet to reap.
    const dead = async (pid: string) =>
      /^gone$|\) [ZX] /.test(await readFile(`/proc/${pid}/stat`, "utf8").catch(() => "gone"));
    const deadline = Date.now() + 2_000;
    for (const pid of await running()) {
      while (!(await dead(pid)) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      expect(await dead(pid)).toBe(true);
    }
    const { status } = await started.outcome;
    expect(status).toMatchObject({ mode: "required", active: false, bash: "disabled" });
    expect(status.summary).toContain("the probe was stopped before it finished: the run was ending");
  });

  it("under preferred, a command waiting for the stopped probe is refused, not run in a plain shell", async () => {
    const hanging = join(base, "hanging-bwrap");
    const begun = join(base, "begun");
    await writeFile(hanging, `#!/bin/sh\necho $$ >> '${begun}'\nexec sleep 30\n`);
    await chmod(hanging, 0o755);
    const started = await startSandbox({ ...options, settings: { mode: "preferred" }, bwrap: hanging });
    const shell = started.shell as DeferredLauncher;
    const waiting = shell.command(command());
    while ((await readFile(begun, "utf8").catch(() => "")) === "")
      await new Promise((resolve) => setTimeout(resolve, 20));
    await started.close();
    await expect(waiting).rejects.toThrow(
      "Bash is disabled in this run: the run was stopped before the sandbox had been checked",
    );
    // Not "rules-only": no command ran under the rules alone because of the stopped probe.
    const { status } = await started.outcome;
    expect(status).toMatchObject({ mode: "preferred", active: false, bash: "disabled" });
    expect(status.summary).toBe(
      "not checked: the run ended before the sandbox was checked (the probe was stopped before it finished: the run was ending), and no Bash command ran.",
    );
  });

  it("begin() after close() starts no probe", async () => {
    const begun = join(base, "begun");
    const recording = join(base, "recording-bwrap");
    await writeFile(recording, `#!/bin/sh\necho $$ >> '${begun}'\nexit 1\n`);
    await chmod(recording, 0o755);
    const started = await startSandbox({ ...options, settings: { mode: "preferred" }, bwrap: recording });
    await started.close();
    started.begin();
    expect((await started.outcome).status).toMatchObject({ active: false, bash: "disabled" });
    expect((await started.outcome).status.summary).toContain("not checked: the run ended before");
    await expect((started.shell as DeferredLauncher).command(command())).rejects.toThrow(/stopped before/);
    expect(await readFile(begun, "utf8").catch(() => "never")).toBe("never");
  });
});

describe("a run cancelled while the probe runs", () => {
  it("the run's signal stops the probe's commands, and the outcome is known at once", async () => {
    // A bwrap that hangs, as the real one can for seconds on a loaded machine (up to the 15 s limit).
    const hanging = join(base, "hanging-bwrap");
    const started_ = join(base, "started");
    await writeFile(hanging, `#!/bin/sh\necho $$ >> '${started_}'\nexec sleep 30\n`);
    await chmod(hanging, 0o755);
    const cancel = new AbortController();
    const started = await startSandbox({ ...options, bwrap: hanging, signal: cancel.signal });
    expect(started.settled).toBeUndefined();
    started.begin();
    while ((await readFile(started_, "utf8").catch(() => "")) === "")
      await new Promise((resolve) => setTimeout(resolve, 20));
    const before = Date.now();
    cancel.abort(new Error("received SIGTERM"));
    const { status } = await started.outcome;
    expect(Date.now() - before).toBeLessThan(3_000);
    expect(status).toMatchObject({ mode: "required", active: false, bash: "disabled" });
    expect(status.summary).toContain("the probe was stopped before it finished");
    expect(started.settled?.status).toBe(status);
    await started.close();
  });
});

describe("decided at once where there is nothing to probe", () => {
  it("no bwrap on PATH: required disables Bash before the first request", async () => {
    const started = await startSandbox({ ...options, env: { PATH: base } });
    expect((started.shell as { disabled: string }).disabled).toMatch(/bwrap was not found on PATH/);
    expect(started.probing).toBe(false);
    expect(await settled(started.outcome)).toBe(true);
  });

  it("sandbox off: plain shells, no probe", async () => {
    const started = await startSandbox({ ...options, settings: { mode: "off" }, bwrap: "/bin/false" });
    expect(started.shell).toBeUndefined();
    expect((await started.outcome).status.bash).toBe("rules-only");
  });
});

describe.skipIf(!sandboxSupport.ok)("a probe that holds", () => {
  it("runs commands in bubblewrap once the probe has decided", async () => {
    const started = await startSandbox({ ...options, bwrap: bwrapPath() });
    const shell = started.shell as DeferredLauncher;
    shell.prepare();
    shell.prepare();
    const { status } = await started.outcome;
    expect(status).toMatchObject({ mode: "required", active: true, bash: "sandboxed" });
    const { file, args } = await shell.command(command());
    expect(file).toBe(bwrapPath());
    expect(args).toContain("--unshare-pid");
    expect(shell.sandboxed).toBe(true);
    await started.close();
  });
});
