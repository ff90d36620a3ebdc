// The runner setup steps: which commands steward runs, in which order, with which privileges, and
// what it logs — against a recording runner (installing packages for real is not a unit test's job;
// the probe suite shows the installed sandbox working). Every program is run by its absolute path in
// the system PATH set-up is given (here a temp directory of stand-ins the recording runner never runs).
import { chmod, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  APPARMOR_PROFILE_PATH,
  type CommandResult,
  type SetupOptions,
  setUpSandbox,
  USERNS_SYSCTL,
} from "../../src/sandbox/setup";

let bin: string;
let calls: { argv: string[]; input: string | undefined }[];
let log: string[];
let answers: Map<string, CommandResult[]>;

async function place(name: string): Promise<void> {
  await writeFile(join(bin, name), "#!/bin/sh\n");
  await chmod(join(bin, name), 0o755);
}
const placeBwrap = () => place("bwrap");
/**
 * Every command runs under a root `timeout` (its limit, and SIGKILL 5 s after a SIGTERM it gets):
 * the runner's user cannot signal the root processes a stopped command leaves, `timeout` can.
 */
const BOUNDED = () => `${bin}/timeout --kill-after=5s 300s`;
/** The programs set-up runs, as the system PATH has them. */
const PROGRAMS = ["sudo", "timeout", "env", "apt-get", "tee", "apparmor_parser", "sysctl"];

function options(overrides: Partial<SetupOptions> = {}, restricted?: string): SetupOptions {
  return {
    install: true,
    allowUserNamespaces: true,
    hostedRunner: true,
    platform: "linux",
    systemPath: bin,
    root: false,
    log: (line) => log.push(line),
    readFile: (path) => Promise.resolve(path === USERNS_SYSCTL ? restricted : undefined),
    run: async (file, args, input) => {
      const argv = [file, ...args];
      calls.push({ argv, input });
      const key = argv.join(" ");
      const answer = [...answers.entries()].find(([k]) => key.includes(k))?.[1].shift() ?? {
        exitCode: 0,
        output: "",
      };
      if (answer.exitCode === 0 && key.includes("install -y -q bubblewrap")) await placeBwrap();
      return answer;
    },
    ...overrides,
  };
}

beforeEach(async () => {
  bin = await mkdtemp(join(tmpdir(), "steward-setup-"));
  for (const name of PROGRAMS) await place(name);
  calls = [];
  log = [];
  answers = new Map();
});
afterEach(() => rm(bin, { recursive: true, force: true }));

describe("bubblewrap", () => {
  it("is left alone when it is in the system PATH", async () => {
    await placeBwrap();
    await setUpSandbox(options());
    expect(calls).toEqual([]);
    expect(log).toEqual([`sandbox setup: bubblewrap found at ${join(bin, "bwrap")}`]);
  });

  it("is installed with sudo -n on a GitHub-hosted runner, refreshing package lists when needed", async () => {
    answers.set("install -y -q bubblewrap", [
      { exitCode: 100, output: "E: Unable to locate package bubblewrap" },
    ]);
    await setUpSandbox(options());
    expect(calls.map((c) => c.argv.join(" "))).toEqual([
      `${bin}/sudo -n ${BOUNDED()} ${bin}/env DEBIAN_FRONTEND=noninteractive ${bin}/apt-get install -y -q bubblewrap`,
      `${bin}/sudo -n ${BOUNDED()} ${bin}/apt-get update -q`,
      `${bin}/sudo -n ${BOUNDED()} ${bin}/env DEBIAN_FRONTEND=noninteractive ${bin}/apt-get install -y -q bubblewrap`,
    ]);
    expect(log).toEqual([
      "sandbox setup: apt-get install bubblewrap: failed (exit 100: E: Unable to locate package bubblewrap)",
      "sandbox setup: apt-get update: done",
      "sandbox setup: apt-get install bubblewrap (after update): done",
    ]);
  });

  it("runs without sudo as root", async () => {
    await setUpSandbox(options({ root: true }));
    expect(calls[0]?.argv.join(" ")).toBe(
      `${BOUNDED()} ${bin}/env DEBIAN_FRONTEND=noninteractive ${bin}/apt-get install -y -q bubblewrap`,
    );
  });

  it("hands the sandbox the bwrap it installed, found in the system PATH", async () => {
    expect(await setUpSandbox(options())).toEqual({ bwrap: join(bin, "bwrap") });
  });

  it("runs no program missing from the system PATH, and says where it looked", async () => {
    await rm(join(bin, "sudo"));
    const result = await setUpSandbox(options());
    expect(calls).toEqual([]);
    expect(log[0]).toBe(`sandbox setup: apt-get install bubblewrap: not run (sudo is not in ${bin})`);
    expect(result.problem).toBe(
      `steward could not install it: apt-get install bubblewrap (after update) was not run (sudo is not in ${bin})`,
    );
  });

  it("is not installed on a self-hosted runner, nor when sandbox-install is false", async () => {
    await setUpSandbox(options({ hostedRunner: false }));
    await setUpSandbox(options({ install: false }));
    expect(calls).toEqual([]);
    expect(log[0]).toMatch(/only on GitHub-hosted runners — on this runner, install the bubblewrap package/);
    expect(log[1]).toMatch(/sandbox-install is false: not installing it/);
  });

  it("is skipped off Linux", async () => {
    await setUpSandbox(options({ platform: "darwin" }));
    expect(calls).toEqual([]);
    expect(log).toEqual(["sandbox setup: skipped, the sandbox needs Linux (this is darwin)"]);
  });
});

describe("AppArmor's user namespace restriction", () => {
  beforeEach(placeBwrap);

  it("is lifted for bwrap alone with a per-binary profile", async () => {
    await setUpSandbox(options({}, "1\n"));
    expect(calls.map((c) => c.argv.join(" "))).toEqual([
      `${bin}/sudo -n ${BOUNDED()} ${bin}/tee ${APPARMOR_PROFILE_PATH}`,
      `${bin}/sudo -n ${BOUNDED()} ${bin}/apparmor_parser -r ${APPARMOR_PROFILE_PATH}`,
    ]);
    expect(calls[0]?.input).toContain(
      `profile steward-bwrap ${join(bin, "bwrap")} flags=(unconfined) {\n  userns,\n}`,
    );
  });

  it("falls back to the sysctl when the profile cannot be loaded", async () => {
    answers.set("apparmor_parser", [{ exitCode: 1, output: "apparmor_parser: unknown rule userns" }]);
    await setUpSandbox(options({}, "1"));
    expect(calls.at(-1)?.argv.join(" ")).toBe(
      `${bin}/sudo -n ${BOUNDED()} ${bin}/sysctl -w kernel.apparmor_restrict_unprivileged_userns=0`,
    );
    expect(log.at(-1)).toBe("sandbox setup: sysctl kernel.apparmor_restrict_unprivileged_userns=0: done");
  });

  it("is left alone when it is not set, when sandbox-userns is false, or on a self-hosted runner", async () => {
    await setUpSandbox(options({}, "0"));
    await setUpSandbox(options({ allowUserNamespaces: false }, "1"));
    await setUpSandbox(options({ hostedRunner: false }, "1"));
    expect(calls).toEqual([]);
    expect(log.filter((line) => line.includes("AppArmor"))).toEqual([
      expect.stringMatching(/sandbox-userns is false: leaving it so/),
      expect.stringMatching(/only on GitHub-hosted runners — on this runner, load a profile/),
    ]);
  });
});
