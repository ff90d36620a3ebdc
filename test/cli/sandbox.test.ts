// `steward sandbox probe` through the bundled CLI: the findings, the mounts and the decision, and
// exit codes a setup script can use (0 usable, 1 not, 2 bad usage).
import { execFile } from "node:child_process";
import { mkdir, mkdtemp, realpath, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { cliEntry } from "../support/bundle";
import { sandboxSupport } from "../sandbox/support";

const exec = promisify(execFile);
const cli = (...args: string[]) => exec(process.execPath, [cliEntry(), "sandbox", ...args]);

let repo: string;
beforeEach(async () => {
  repo = await realpath(await mkdtemp(join(tmpdir(), "steward-cli-sandbox-")));
  await mkdir(join(repo, ".git", "hooks"), { recursive: true });
  await writeFile(join(repo, ".git", "config"), "[core]\n");
});
afterEach(() => rm(repo, { recursive: true, force: true }));

describe("steward sandbox probe", () => {
  it.skipIf(!sandboxSupport.ok)("prints every check, the mounts and the decision, exit 0", async () => {
    const { stdout } = await cli("probe", "--cwd", repo);
    expect(stdout).toMatch(/^ok {3}bubblewrap starts: /m);
    expect(stdout).toMatch(/^ok {3}no network: a listener on the host's 127\.0\.0\.1 could not be reached$/m);
    expect(stdout).toMatch(/^ok {3}cannot write outside the workspace: /m);
    expect(stdout).toMatch(/^ok {3}the runner's processes are not visible: own PID namespace/m);
    expect(stdout).toMatch(/^ok {3}no new privileges: NoNewPrivs: 1$/m);
    expect(stdout).toContain(`read-only:  ${join(repo, ".git", "config")}, ${join(repo, ".git", "hooks")}`);
    expect(stdout).toContain("Sandbox: active (bubblewrap, network off): every Bash command ran in it.");
  });

  // The policy refuses every path under /dev, and the sandbox mounts a fresh /dev: the probe lays the
  // sandbox out as a run would, its output directory in /tmp.
  it.skipIf(!sandboxSupport.ok)(
    "lays out its output directory in /tmp when TMPDIR is under /dev",
    async () => {
      const { stdout, stderr } = await exec(
        process.execPath,
        [cliEntry(), "sandbox", "probe", "--cwd", repo, "--json"],
        {
          env: { ...process.env, TMPDIR: "/dev/shm" },
        },
      );
      expect(stderr).toContain(
        "TMPDIR (/dev/shm) is under /dev, /proc or /sys, where the policy refuses every path",
      );
      expect((JSON.parse(stdout) as { layout: { tempDir: string } }).layout.tempDir).toMatch(
        /^\/tmp\/steward-probe-[^/]+\/sandbox-tmp$/,
      );
    },
  );

  it("says why the sandbox cannot start, and what the mode does about it, exit 1", async () => {
    const missing = join(repo, "no-bwrap");
    await expect(
      cli("probe", "--cwd", repo, "--bwrap", missing, "--mode", "preferred"),
    ).rejects.toMatchObject({
      code: 1,
      stdout: expect.stringContaining(
        `FAIL bubblewrap starts: ${missing} could not start a sandbox (not run): spawn ${missing} ENOENT`,
      ) as unknown,
    });
    const { stdout } = await cli("probe", "--cwd", repo, "--bwrap", "/bin/false", "--json").catch(
      (error: { stdout: string }) => error,
    );
    expect(JSON.parse(stdout)).toMatchObject({ active: false, bash: "disabled", mode: "required" });
  });

  it("refuses bad usage with exit 2", async () => {
    await expect(cli("probe", "--mode", "strict")).rejects.toMatchObject({
      code: 2,
      stderr: "steward sandbox probe: --mode must be one of required, preferred, off, got 'strict'.\n",
    });
    await expect(cli("frob")).rejects.toMatchObject({ code: 2 });
  });
});
