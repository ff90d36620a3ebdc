import { mkdtemp, readdir, realpath, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { liveGroupCount } from "../../../src/tools/bash/process-group";
import { type CommandRunOptions, runCommand } from "../../../src/tools/bash/run-command";

let dir: string;
beforeEach(async () => {
  dir = await realpath(await mkdtemp(join(tmpdir(), "steward-run-")));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const options = (overrides: Partial<CommandRunOptions>): CommandRunOptions => ({
  command: "true",
  cwd: dir,
  env: { PATH: process.env["PATH"] ?? "/usr/bin:/bin" },
  outputDir: dir,
  label: "toolu_run",
  timeoutMs: 10_000,
  signal: new AbortController().signal,
  graceMs: 300,
  ...overrides,
});

describe("runCommand", () => {
  it("reports exit code, signal, output and the final directory", async () => {
    const run = await runCommand(options({ command: "echo out; cd /; exit 5" }));
    expect(run).toMatchObject({
      exitCode: 5,
      signal: null,
      output: "out",
      totalBytes: 4,
      fullOutputPath: undefined,
      timedOut: false,
      outputLimitExceeded: false,
      finalCwd: "/",
    });
    expect(liveGroupCount()).toBe(0);
  });

  it("stops a command whose output passes the limit and keeps what it wrote", async () => {
    const run = await runCommand(
      options({
        command: "while :; do echo 0123456789abcdef; done",
        maxOutputBytes: 100_000,
        maxChars: 1_000,
      }),
    );
    expect(run.outputLimitExceeded).toBe(true);
    expect(run.timedOut).toBe(false);
    expect(run.totalBytes).toBeGreaterThan(100_000);
    expect(run.fullOutputPath).toBeDefined();
    expect(run.output).toContain("bytes of output omitted here");
  });

  it("cuts output to the budget and names the kept file in the notice", async () => {
    const run = await runCommand(options({ command: "seq 1 2000", maxChars: 200 }));
    expect(run.output.startsWith("1\n2\n")).toBe(true);
    expect(run.output.endsWith("1999\n2000")).toBe(true);
    expect(run.output).toContain(`The full output is saved at ${run.fullOutputPath ?? "?"}`);
  });

  it("leaves no files behind when the output fits or the run is aborted", async () => {
    await runCommand(options({ command: "echo fits" }));
    const controller = new AbortController();
    const pending = runCommand(options({ command: "sleep 5", signal: controller.signal }));
    setTimeout(() => controller.abort(), 50);
    await expect(pending).rejects.toThrow(/^Interrupted/);
    expect(await readdir(join(dir, "bash"))).toEqual([]);
  });

  it("refuses to start when already aborted, leaving nothing running", async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(runCommand(options({ command: "sleep 5", signal: controller.signal }))).rejects.toThrow(
      /^Interrupted/,
    );
    expect(liveGroupCount()).toBe(0);
  });
});
