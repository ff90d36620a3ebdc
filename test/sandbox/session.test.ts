// The session's sandbox decision: what the policy's mode does with the probe's outcome. The failure
// paths use a bwrap that does not exist and one that cannot start a sandbox (/bin/false), so they run
// everywhere; the success path needs a working bwrap (see support.ts).
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, realpath, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { execa } from "execa";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { findOnPath, prepareSandbox, type PrepareOptions } from "../../src/sandbox/session";
import { BUILTIN_TOOLS } from "../../src/tools/builtin";
import { ToolRegistry } from "../../src/tools/registry";
import { FEATURES } from "../tools/helpers";
import { bwrapPath, sandboxSupport } from "./support";

let base: string;
let options: PrepareOptions;

beforeEach(async () => {
  base = await realpath(await mkdtemp(join(tmpdir(), "steward-sandbox-session-")));
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

describe("when the sandbox cannot start", () => {
  it("required (the default here) disables Bash and says why", async () => {
    const prepared = await prepareSandbox({ ...options, bwrap: join(base, "no-such-bwrap") });
    const shell = prepared.shell as { disabled: string };
    expect(shell.disabled).toMatch(/sandbox is required and could not start/);
    expect(prepared.status).toMatchObject({ mode: "required", active: false, bash: "disabled" });
    expect(prepared.status.summary).toMatch(
      /^not active, so Bash was disabled \(sandbox: required\): bubblewrap starts: .*no-such-bwrap/,
    );
  });

  it("preferred runs Bash under the rules alone and says so", async () => {
    const prepared = await prepareSandbox({
      ...options,
      settings: { mode: "preferred" },
      bwrap: "/bin/false",
    });
    expect(prepared.shell).toBeUndefined();
    expect(prepared.status).toMatchObject({ mode: "preferred", active: false, bash: "rules-only" });
    expect(prepared.status.summary).toMatch(
      /rules alone \(sandbox: preferred\): bubblewrap starts: \/bin\/false could not start a sandbox \(exit 1\)/,
    );
  });

  it("the trigger's default applies only when the policy names no mode", async () => {
    const prepared = await prepareSandbox({ ...options, defaultMode: "preferred", bwrap: "/bin/false" });
    expect(prepared.status.bash).toBe("rules-only");
    const strict = await prepareSandbox({
      ...options,
      defaultMode: "preferred",
      settings: { mode: "required" },
      bwrap: "/bin/false",
    });
    expect(strict.status.bash).toBe("disabled");
  });

  it("says that allowedDomains did not apply, and starts no proxy", async () => {
    const settings = { mode: "preferred" as const, allowedDomains: ["registry.npmjs.org"] };
    const prepared = await prepareSandbox({ ...options, settings, bwrap: "/bin/false" });
    expect(prepared.status.notes).toEqual([
      "sandbox.allowedDomains (registry.npmjs.org) did not apply: the sandbox was not active, so commands had the runner's network.",
    ]);
    expect(prepared.layout).toBeUndefined();
    const off = await prepareSandbox({ ...options, settings: { ...settings, mode: "off" } });
    expect(off.status.notes).toEqual([
      "sandbox.allowedDomains (registry.npmjs.org) did not apply: the sandbox is off, so commands have the runner's network.",
    ]);
  });

  it("says when bwrap is not on PATH", async () => {
    const prepared = await prepareSandbox({ ...options, env: { PATH: base } });
    expect(prepared.status.findings).toEqual([
      { check: "bubblewrap starts", ok: false, detail: "bwrap was not found on PATH (install bubblewrap)" },
    ]);
  });
});

it("off never probes and runs Bash under the rules", async () => {
  const prepared = await prepareSandbox({
    ...options,
    settings: { mode: "off" },
    bwrap: join(base, "nothing"),
  });
  expect(prepared.shell).toBeUndefined();
  expect(prepared.status).toMatchObject({ mode: "off", active: false, bash: "rules-only", findings: [] });
  expect(prepared.status.summary).toMatch(/^off \(the policy says sandbox: off\)/);
});

it("finds programs on PATH, ignoring relative entries", async () => {
  expect(await findOnPath("sh", "relative:/bin")).toBe("/bin/sh");
  expect(await findOnPath("sh", `./bin:${base}`)).toBeUndefined();
});

it("a session whose Bash is disabled does not offer Bash to the model", () => {
  expect(new ToolRegistry(BUILTIN_TOOLS, [], FEATURES).names()).toContain("Bash");
  expect(new ToolRegistry(BUILTIN_TOOLS, [], { ...FEATURES, bash: false }).names()).not.toContain("Bash");
});

describe.skipIf(!sandboxSupport.ok)("when bubblewrap works", () => {
  it("the probe passes every check and the sandbox is active", async () => {
    const prepared = await prepareSandbox({ ...options, bwrap: bwrapPath() });
    expect(prepared.status.findings.map((f) => [f.check, f.ok])).toEqual([
      ["bubblewrap starts", true],
      ["no network", true],
      ["cannot write outside the workspace", true],
      ["the runner's processes are not visible", true],
      ["no new privileges", true],
    ]);
    expect(prepared.status).toMatchObject({ active: true, bash: "sandboxed" });
    expect(prepared.status.summary).toBe("active (bubblewrap, network off): every Bash command ran in it.");
  });

  it("allowedDomains starts the proxy: the network namespace stays, the proxy is the way out", async () => {
    const prepared = await prepareSandbox({
      ...options,
      bwrap: bwrapPath(),
      settings: { allowedDomains: ["registry.npmjs.org"] },
    });
    try {
      expect(prepared.layout?.network).toBe("deny");
      expect(prepared.layout?.proxy).toMatchObject({
        node: process.execPath,
        allowedDomains: ["registry.npmjs.org"],
      });
      expect(prepared.status.notes).toEqual([]);
    } finally {
      await prepared.close();
    }
    expect(existsSync(prepared.layout?.proxy?.socket ?? "/")).toBe(false);
  });

  it("without allowedDomains nothing of the proxy starts", async () => {
    const prepared = await prepareSandbox({ ...options, bwrap: bwrapPath() });
    expect(prepared.layout?.proxy).toBeUndefined();
    expect(prepared.refused()).toEqual([]);
  });

  it("network: allow lets a command reach the host's loopback", async () => {
    const prepared = await prepareSandbox({ ...options, settings: { network: "allow" } });
    expect(prepared.status.summary).toMatch(/network on/);
    const server = createServer((socket) => socket.end());
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const port = (server.address() as { port: number }).port;
      if (prepared.shell === undefined || "disabled" in prepared.shell) throw new Error("no sandbox");
      const { file, args } = prepared.shell.command({
        script: `exec 3<>/dev/tcp/127.0.0.1/${String(port)} && echo connected`,
        cwd: options.workspaceRoot,
      });
      const result = await execa(file, args, { env: options.env, extendEnv: false, reject: false });
      expect(result.stdout).toBe("connected");
    } finally {
      server.close();
    }
  });
});
