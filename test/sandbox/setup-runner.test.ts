// The action's runner for the set-up's commands: a real process, whose whole environment is the fixed
// system PATH — the action's own variables (its tokens among them) and the PATH it inherited never
// reach sudo or apt-get. And a cancelled set-up ends its command's whole process tree, whatever it
// does with SIGTERM: the real set-up, the real runner and the real coreutils `timeout`, with an
// apt-get stand-in that ignores SIGTERM and leaves a child (as root on a runner, where steward's
// SIGKILL would reach sudo alone; here the runner's own SIGKILL would reach the first process alone).
import { chmod, mkdtemp, readFile, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { SYSTEM_PATH, setUpSandbox } from "../../src/sandbox/setup";
import { systemCommandRunner } from "../../src/sandbox/setup-runner";

const CANARY = "steward-setup-env-canary-8f3a";
const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
});

describe("the set-up's command runner", () => {
  it("gives the command the system PATH and nothing else of the action's environment", async () => {
    process.env["GITHUB_TOKEN"] = CANARY;
    process.env["INPUT_ANTHROPIC-API-KEY"] = CANARY;
    process.env["PATH"] = `/home/runner/.local/bin:${process.env["PATH"] ?? ""}`;
    const result = await systemCommandRunner("/usr/bin/env", []);
    expect(result).toEqual({ exitCode: 0, output: `PATH=${SYSTEM_PATH}` });
  });

  it("passes its input on stdin", async () => {
    const result = await systemCommandRunner("/usr/bin/cat", [], "profile text\n");
    expect(result).toEqual({ exitCode: 0, output: "profile text" });
  });
});

/** Whether a process has ended (gone, or a zombie yet to be reaped). */
const ended = async (pid: string) =>
  /^gone$|\) [ZX] /.test(await readFile(`/proc/${pid}/stat`, "utf8").catch(() => "gone"));

describe.runIf(process.platform === "linux")("a cancelled set-up command", () => {
  it("ends with every process it started, those ignoring SIGTERM killed after the grace", async () => {
    const bin = await mkdtemp(join(tmpdir(), "steward-setup-tree-"));
    try {
      const pids = join(bin, "pids");
      for (const name of ["timeout", "env"]) await symlink(join("/usr/bin", name), join(bin, name));
      await writeFile(
        join(bin, "apt-get"),
        `#!/bin/sh\ntrap '' TERM\nsleep 30 &\necho "$$ $!" > '${pids}'\nwait\n`,
      );
      await chmod(join(bin, "apt-get"), 0o755);
      const cancel = new AbortController();
      const log: string[] = [];
      const setUp = setUpSandbox({
        install: true,
        allowUserNamespaces: false,
        hostedRunner: true,
        platform: "linux",
        systemPath: bin,
        root: true,
        run: systemCommandRunner,
        readFile: () => Promise.resolve(undefined),
        log: (line) => log.push(line),
        signal: cancel.signal,
        killAfterSeconds: 1,
      });
      while ((await readFile(pids, "utf8").catch(() => "")) === "")
        await new Promise((resolve) => setTimeout(resolve, 20));
      const tree = (await readFile(pids, "utf8")).trim().split(" ");
      const before = Date.now();
      cancel.abort(new Error("received SIGTERM"));
      await setUp;
      // The grace, not execa's 5 s before its SIGKILL (which would not reach the child anyway).
      const deadline = Date.now() + 3_000;
      for (const pid of tree)
        while (!(await ended(pid)) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      expect(await Promise.all(tree.map(ended))).toEqual([true, true]);
      expect(Date.now() - before).toBeLessThan(3_000);
      expect(log).toEqual([
        "sandbox setup: apt-get install bubblewrap: stopped before it finished (the run was ending)",
      ]);
    } finally {
      await rm(bin, { recursive: true, force: true });
    }
  });
});
