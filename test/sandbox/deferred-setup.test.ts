// The runner set-up as the first of the sandbox's deferred steps: where it may install bubblewrap,
// Bash is offered at once and nothing runs until the session begins the work; then set-up, layout and
// probe run in that order, once. A failed install refuses every Bash call under `required` (with the
// reason) and falls back to plain shells under `preferred`; a cancel stops the set-up's command. Where
// the set-up can change nothing, the outcome is decided at once. The set-up's runner is the edge: it
// runs real scripts (a fake `sudo` that records each call, and installs a bwrap or fails).
import { spawn } from "node:child_process";
import { chmod, mkdir, mkdtemp, readFile, realpath, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type DeferredLauncher, type SandboxSetUp, startSandbox } from "../../src/sandbox/deferred";
import type { PrepareOptions } from "../../src/sandbox/session";
import { type CommandRunner, setUpSandbox } from "../../src/sandbox/setup";

let base: string;
let bin: string;
let events: string;
let log: string[];
let options: PrepareOptions;
const command = () => ({ script: "true", cwd: join(base, "repo") });
/** The install as the fake sudo records it: every program by its path in the system PATH (bin). */
const install = () =>
  `sudo -n ${bin}/timeout --kill-after=5s 300s ${bin}/env DEBIAN_FRONTEND=noninteractive ${bin}/apt-get install -y -q bubblewrap`;

beforeEach(async () => {
  base = await realpath(await mkdtemp(join(tmpdir(), "steward-sandbox-setup-")));
  bin = join(base, "bin");
  events = join(base, "events");
  log = [];
  await mkdir(join(base, "repo", ".git", "hooks"), { recursive: true });
  await mkdir(join(base, "out"));
  await mkdir(bin);
  // The programs the set-up resolves before it runs them through sudo (the fake sudo runs neither).
  for (const name of ["timeout", "env", "apt-get"]) {
    await writeFile(join(bin, name), "#!/bin/sh\nexit 1\n");
    await chmod(join(bin, name), 0o755);
  }
  // What "installing" puts on PATH: a bwrap that cannot start a sandbox (user namespaces refused).
  await writeFile(
    join(base, "bwrap.package"),
    `#!/bin/sh\necho probe >> '${events}'\necho 'bwrap: No permissions to create new namespace' >&2\nexit 1\n`,
  );
  await chmod(join(base, "bwrap.package"), 0o755);
  // Only the fake sudo (and what it installs) is on PATH: no bwrap until the set-up puts one there.
  options = {
    settings: {},
    defaultMode: "required",
    workspaceRoot: join(base, "repo"),
    outputDir: join(base, "out"),
    env: { PATH: bin },
  };
});
afterEach(() => rm(base, { recursive: true, force: true }));

/** What the fake sudo does when asked to install bubblewrap (a shell fragment). */
const INSTALLS = {
  bwrapThatFails: `cp "$BIN/../bwrap.package" "$BIN/bwrap"; exit 0`,
  fails: `echo "E: Unable to locate package bubblewrap"; exit 100`,
  // Takes its time (as apt-get does), its pid recorded, until something stops it.
  hangs: `echo $$ > "$BIN/../install.pid"; exec sleep 30`,
} as const;

/** A `sudo` on PATH that records each call in the events file, then does `install` for the install. */
async function fakeSudo(install: string): Promise<void> {
  await writeFile(
    join(bin, "sudo"),
    `#!/bin/sh\nBIN='${bin}'\necho "sudo $*" >> '${events}'\ncase "$*" in\n  *"apt-get install"*) ${install} ;;\nesac\nexit 0\n`,
  );
  await chmod(join(bin, "sudo"), 0o755);
}

/** Runs the set-up's commands (from the test's bin directory), as real processes; `signal` stops them. */
const binRunner: CommandRunner = (file, args, _input, signal) =>
  new Promise((resolve) => {
    const child = spawn(file, [...args], { stdio: ["ignore", "pipe", "pipe"], signal });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("error", () => undefined);
    child.on("close", (code) => resolve({ exitCode: code ?? 1, output }));
  });

/** The action's set-up on a GitHub-hosted Linux runner (or a self-hosted one), with the test's runner. */
function setUp(hostedRunner = true): SandboxSetUp {
  return {
    mayInstall: hostedRunner,
    run: (signal) =>
      setUpSandbox({
        install: true,
        allowUserNamespaces: true,
        hostedRunner,
        platform: "linux",
        systemPath: bin,
        root: false,
        run: binRunner,
        readFile: () => Promise.resolve(undefined),
        log: (line) => log.push(line),
        ...(signal === undefined ? {} : { signal }),
      }),
  };
}

const recorded = async () => (await readFile(events, "utf8").catch(() => "")).split("\n").filter(Boolean);

/** Whether the outcome has settled by the time pending work has run. */
async function settled(outcome: Promise<unknown>): Promise<boolean> {
  let done = false;
  void outcome.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 50));
  return done;
}

describe.runIf(process.platform === "linux")("a set-up that may install bubblewrap", () => {
  it("offers Bash on the likely outcome and runs nothing until begun; then set-up, then the probe", async () => {
    await fakeSudo(INSTALLS.bwrapThatFails);
    const started = await startSandbox({ ...options, setUp: setUp() });
    const shell = started.shell as DeferredLauncher;
    expect(started.probing).toBe(true);
    expect(shell.note).toMatch(/^Bash commands run in a sandbox/);
    expect(await settled(started.outcome)).toBe(false);
    expect(await recorded()).toEqual([]);

    started.begin();
    started.begin();
    await expect(shell.command(command())).rejects.toThrow(
      /^Bash is disabled in this run: the sandbox is required and could not start \(bubblewrap starts: .*\/bin\/bwrap could not start a sandbox \(exit 1\): bwrap: No permissions/,
    );
    // Once each, in order: the install, then the probe's commands with the installed bwrap.
    const [installed, ...probe] = await recorded();
    expect(installed).toBe(install());
    expect(probe.length).toBeGreaterThan(0);
    expect(new Set(probe)).toEqual(new Set(["probe"]));
    expect(log).toEqual(["sandbox setup: apt-get install bubblewrap: done"]);
    await started.close();
  });

  it("the probe launches the bwrap the set-up installed, not another the agent's PATH finds first", async () => {
    await fakeSudo(INSTALLS.bwrapThatFails);
    // A bwrap the session could have put in a user-writable directory early on PATH.
    const userBin = join(base, "user-bin");
    await mkdir(userBin);
    await writeFile(join(userBin, "bwrap"), `#!/bin/sh\necho planted >> '${events}'\nexit 1\n`);
    await chmod(join(userBin, "bwrap"), 0o755);
    const started = await startSandbox({ ...options, env: { PATH: `${userBin}:${bin}` }, setUp: setUp() });
    started.begin();
    const { status } = await started.outcome;
    expect(status.findings[0]?.detail).toMatch(new RegExp(`^${bin}/bwrap could not start a sandbox`));
    const [installed, ...probe] = await recorded();
    expect(installed).toBe(install());
    expect(new Set(probe)).toEqual(new Set(["probe"]));
    await started.close();
  });

  it("under required, a failed install refuses every Bash call with the reason, and nothing is probed", async () => {
    await fakeSudo(INSTALLS.fails);
    const started = await startSandbox({ ...options, setUp: setUp() });
    const shell = started.shell as DeferredLauncher;
    await expect(shell.command(command())).rejects.toThrow(
      "Bash is disabled in this run: the sandbox is required and could not start (bubblewrap starts: bwrap was not found on PATH (steward could not install it: apt-get install bubblewrap (after update) failed (exit 100: E: Unable to locate package bubblewrap)))",
    );
    expect(await recorded()).toEqual([
      install(),
      `sudo -n ${bin}/timeout --kill-after=5s 300s ${bin}/apt-get update -q`,
      install(),
    ]);
    const { status } = await started.outcome;
    expect(status).toMatchObject({ mode: "required", active: false, bash: "disabled" });
    expect(status.summary).toContain("steward could not install it");
    await started.close();
  });

  it("under preferred, a failed install leaves plain shells under the rules, as without a sandbox", async () => {
    await fakeSudo(INSTALLS.fails);
    const started = await startSandbox({ ...options, settings: { mode: "preferred" }, setUp: setUp() });
    const shell = started.shell as DeferredLauncher;
    expect(started.probing).toBe(true);
    expect(await shell.command(command())).toEqual({ file: "/bin/bash", args: ["-c", "true"] });
    const { status } = await started.outcome;
    expect(status).toMatchObject({ mode: "preferred", active: false, bash: "rules-only" });
    expect(status.summary).toMatch(
      /^not active, so Bash ran under the policy's rules alone .*could not install/,
    );
    await started.close();
  });

  it("a cancel during the set-up stops its command, and no Bash command runs", async () => {
    await fakeSudo(INSTALLS.hangs);
    const cancel = new AbortController();
    const started = await startSandbox({
      ...options,
      settings: { mode: "preferred" },
      setUp: setUp(),
      signal: cancel.signal,
    });
    const shell = started.shell as DeferredLauncher;
    const waiting = shell.command(command());
    const pidFile = join(base, "install.pid");
    while ((await readFile(pidFile, "utf8").catch(() => "")) === "")
      await new Promise((resolve) => setTimeout(resolve, 20));
    const pid = (await readFile(pidFile, "utf8")).trim();
    cancel.abort(new Error("received SIGTERM"));
    await expect(waiting).rejects.toThrow(/^Bash is disabled in this run: the run was stopped/);
    const { status } = await started.outcome;
    expect(status).toMatchObject({ active: false, bash: "disabled" });
    expect(status.summary).toBe(
      "not checked: the run was stopped while the sandbox was being set up (its command was stopped), and no Bash command ran.",
    );
    // The install's process is gone (or a zombie yet to be reaped), and no further step started.
    expect(await readFile(`/proc/${pid}/stat`, "utf8").catch(() => "gone")).toMatch(/^gone$|\) [ZX] /);
    expect(await recorded()).toEqual([install()]);
    expect(log).toEqual([
      "sandbox setup: apt-get install bubblewrap: stopped before it finished (the run was ending)",
    ]);
    await started.close();
  });
});

describe("decided at once where the set-up can change nothing", () => {
  it("a self-hosted runner without bwrap: the set-up only logs, and required disables Bash before the first request", async () => {
    await fakeSudo(INSTALLS.bwrapThatFails);
    const started = await startSandbox({ ...options, setUp: setUp(false) });
    expect(started.probing).toBe(false);
    expect((started.shell as { disabled: string }).disabled).toMatch(
      /bwrap was not found on PATH \(install bubblewrap\)/,
    );
    expect(log[0]).toMatch(/steward installs it only on GitHub-hosted runners/);
    expect(await recorded()).toEqual([]);
  });
});

describe("a run that ends before the work began", () => {
  it("close() settles the outcome as not checked, so the report has its line", async () => {
    await fakeSudo(INSTALLS.bwrapThatFails);
    const started = await startSandbox({ ...options, setUp: setUp() });
    await started.close();
    expect(started.settled?.status).toMatchObject({ active: false, bash: "disabled" });
    expect(started.settled?.status.summary).toMatch(/^not checked: /);
    expect(await recorded()).toEqual([]);
  });
});
