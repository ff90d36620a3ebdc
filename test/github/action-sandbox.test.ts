// The action and its sandbox. When it cannot start and the policy requires it, the run goes on without
// Bash (the model is not offered it, and is told why), and the log, the tracking comment and the step
// summary say so (bwrap is taken out of the system PATH the action looks in: a file that is not
// executable, or a failing stand-in, bound over it for the run). When it runs with
// sandbox.allowedDomains, what the proxy refused and which secret files were masked reach the report.
import { existsSync, readFileSync } from "node:fs";
import { chmod, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { type MessagesRequestBody, reply, text, toolUse } from "../support/model-server/index";
import { trackingComment } from "../support/scenario";
import { mentionOn, useScenarios } from "../support/scenario-fixture";
import { bwrapPath, sandboxSupport, systemStandIn, systemWithoutBwrap } from "../sandbox/support";

const scenarios = useScenarios();
let bin: string | undefined;
afterEach(async () => {
  if (bin !== undefined) await rm(bin, { recursive: true, force: true });
  bin = undefined;
});

describe("sandbox: required, on a runner where it cannot start", () => {
  it("disables Bash, tells the model why, and reports it", async () => {
    const world = await scenarios.world({
      files: {
        "README.md": "# app\n",
        ".github/steward.yml": "sandbox: required\npermissions:\n  allow: [Bash]\n",
      },
      script: [reply(text("No shell today; nothing to run."))],
    });
    const { event } = mentionOn(world, { body: "@steward run the tests", issue: { title: "Run the tests" } });
    bin = await mkdtemp(join(tmpdir(), "steward-nobwrap-"));
    const result = await scenarios.run(world, event, {
      env: { RUNNER_ENVIRONMENT: "self-hosted" },
      mounts: await systemWithoutBwrap(bin),
    });
    expect(result.outputs["conclusion"]).toBe("success");

    const first = world.model?.messageRequests()[0]?.body as MessagesRequestBody | undefined;
    const tools = ((first?.tools ?? []) as { name: string }[]).map((t) => t.name);
    expect(tools).toContain("Read");
    expect(tools).not.toContain("Bash");
    expect(JSON.stringify(first?.system)).toContain(
      "- Shell: Bash is not available in this run: the sandbox is required and could not start (bubblewrap starts: bwrap was not found on PATH (install bubblewrap)).",
    );

    expect(result.stdout).toMatch(
      /steward: sandbox setup: bubblewrap is not installed; steward installs it only on GitHub-hosted runners/,
    );
    expect(result.stdout).toContain(
      "steward: sandbox probe: FAIL bubblewrap starts: bwrap was not found on PATH",
    );
    const line = "**Sandbox:** ⚠️ not active\\, so Bash was disabled \\(sandbox\\: required\\)";
    expect(result.summary).toContain(line);
    expect(trackingComment(world) ?? "").toContain(line);
    world.assertNoViolations();
  });
});

describe("sandbox: required, where bubblewrap is installed but cannot start", () => {
  it("offers Bash while the probe runs, then refuses every command and reports why", async () => {
    const world = await scenarios.world({
      files: {
        "README.md": "# app\n",
        ".github/steward.yml": "sandbox: required\npermissions:\n  allow: [Bash]\n",
      },
      script: [
        reply(toolUse("Bash", { command: "echo ran > ran.txt" }, "t_sh")),
        reply(text("No shell today.")),
      ],
    });
    const { event } = mentionOn(world, { body: "@steward run the tests", issue: { title: "Run the tests" } });
    // A bwrap that is installed but fails, as on a runner whose kernel forbids user namespaces.
    bin = await mkdtemp(join(tmpdir(), "steward-failing-bwrap-"));
    const mounts = await systemStandIn(
      bin,
      "bwrap",
      "echo 'bwrap: No permissions to create new namespace' >&2\nexit 1\n",
    );
    const result = await scenarios.run(world, event, {
      env: { RUNNER_ENVIRONMENT: "self-hosted" },
      mounts,
    });
    expect(result.outputs["conclusion"]).toBe("success");

    // The first request went out on the likely outcome, before the probe had run.
    const [first, second] = (world.model?.messageRequests() ?? []).map((r) => r.body as MessagesRequestBody);
    const tools = ((first?.tools ?? []) as { name: string }[]).map((t) => t.name);
    expect(tools).toContain("Bash");
    // The probe failed: the command was refused with the reason, and never ran.
    expect(JSON.stringify(second?.messages)).toContain(
      "Bash is disabled in this run: the sandbox is required and could not start (bubblewrap starts:",
    );
    expect(existsSync(join(result.workspace, "ran.txt"))).toBe(false);
    expect(result.stdout).toContain("steward: sandbox probe: FAIL bubblewrap starts:");
    const line = "**Sandbox:** ⚠️ not active\\, so Bash was disabled \\(sandbox\\: required\\)";
    expect(result.summary).toContain(line);
    expect(trackingComment(world) ?? "").toContain(line);
    expect(result.summary).not.toContain("outside the sandbox");
    world.assertNoViolations();
  });
});

describe("sandbox: required, bubblewrap cannot start, and the repository has hooks", () => {
  it("waits for the probe (hooks need it), so Bash is not offered and the report says the hooks did not run", async () => {
    const hookSettings = {
      hooks: { SessionStart: [{ hooks: [{ type: "command", command: "echo hook > hook-ran.txt" }] }] },
    };
    const world = await scenarios.world({
      files: {
        "README.md": "# app\n",
        ".github/steward.yml": "sandbox: required\npermissions:\n  allow: [Bash]\n",
        ".claude/settings.json": JSON.stringify(hookSettings),
      },
      script: [reply(text("No shell today."))],
    });
    const { event } = mentionOn(world, { body: "@steward run the tests", issue: { title: "Run the tests" } });
    bin = await mkdtemp(join(tmpdir(), "steward-failing-bwrap-"));
    const mounts = await systemStandIn(bin, "bwrap", "echo 'bwrap: No permissions' >&2\nexit 1\n");
    const result = await scenarios.run(world, event, {
      env: { RUNNER_ENVIRONMENT: "self-hosted" },
      mounts,
    });
    expect(result.outputs["conclusion"]).toBe("success");
    const first = world.model?.messageRequests()[0]?.body as MessagesRequestBody | undefined;
    expect(((first?.tools ?? []) as { name: string }[]).map((t) => t.name)).not.toContain("Bash");
    expect(existsSync(join(result.workspace, "hook-ran.txt"))).toBe(false);
    expect(trackingComment(world) ?? "").toContain("The repository\\'s hooks do not run");
    world.assertNoViolations();
  });
});

describe("sandbox: preferred, a run cancelled while the probe runs", () => {
  it("reports the sandbox as not checked, not as Bash under the rules alone", async () => {
    const world = await scenarios.world({
      files: {
        "README.md": "# app\n",
        ".github/steward.yml": "sandbox: preferred\npermissions:\n  allow: [Bash]\n",
      },
      // The model takes its time: the probe starts once the request is sent, and the runner cancels.
      script: [{ ...reply(text("never finished")), timing: { firstTokenMs: 20_000 } }],
    });
    const { event } = mentionOn(world, { body: "@steward run the tests", issue: { title: "Run the tests" } });
    // A bwrap that hangs, as one can on a loaded machine (the probe allows each command 15 s).
    bin = await mkdtemp(join(tmpdir(), "steward-hanging-bwrap-"));
    const pids = join(bin, "probe.pids");
    const mounts = await systemStandIn(bin, "bwrap", `echo $$ >> '${pids}'\nexec sleep 30\n`);
    const started = await scenarios.start(world, event, {
      env: { RUNNER_ENVIRONMENT: "self-hosted" },
      mounts,
    });
    while ((await readFile(pids, "utf8").catch(() => "")) === "")
      await new Promise((resolve) => setTimeout(resolve, 20));
    started.kill("SIGINT");
    const result = await started.result;
    expect(result.outputs["conclusion"]).toBe("cancelled");
    for (const markdown of [result.summary, trackingComment(world) ?? ""]) {
      const report = markdown.replace(/\\(.)/g, "$1");
      expect(report).toContain(
        "**Sandbox:** ⚠️ not checked: the run ended before the sandbox was checked (the probe was stopped before it finished: the run was ending), and no Bash command ran.",
      );
      expect(report).not.toContain("rules alone");
    }
  });
});

describe.skipIf(!sandboxSupport.ok)("programs planted early on PATH", () => {
  it("are never run: the set-up and the sandbox use the system's bwrap, and commands run in it", async () => {
    const world = await scenarios.world({
      files: {
        "README.md": "# app\n",
        ".github/steward.yml": "sandbox: required\npermissions:\n  allow: [Bash]\n",
      },
      script: [reply(toolUse("Bash", { command: "echo ran > ran.txt" }, "t_sh")), reply(text("Done."))],
    });
    const { event } = mentionOn(world, { body: "@steward run it", issue: { title: "Run it" } });
    // As in ~/.local/bin on a hosted runner: first on PATH, and writable by the runner's user (and so
    // by what the session runs). Each planted program records that it ran, then fails.
    bin = await mkdtemp(join(tmpdir(), "steward-planted-"));
    const planted = join(bin, "events");
    for (const name of ["bwrap", "sudo", "apt-get", "tee", "apparmor_parser", "sysctl"]) {
      await writeFile(join(bin, name), `#!/bin/sh\necho "${name} $*" >> '${planted}'\nexit 1\n`);
      await chmod(join(bin, name), 0o755);
    }
    const result = await scenarios.run(world, event, {
      env: { PATH: `${bin}:${process.env["PATH"] ?? "/usr/bin:/bin"}` },
    });
    expect(result.outputs["conclusion"]).toBe("success");
    expect(await readFile(planted, "utf8").catch(() => "never")).toBe("never");
    expect(result.stdout).toContain(`steward: sandbox setup: bubblewrap found at ${bwrapPath()}`);
    expect(readFileSync(join(result.workspace, "ran.txt"), "utf8")).toBe("ran\n");
    expect(result.summary.replace(/\\(.)/g, "$1")).toContain("**Sandbox:** 🔒 active (bubblewrap");
    world.assertNoViolations();
  });
});

describe.skipIf(!sandboxSupport.ok)("sandbox.allowedDomains and masked secrets, in an action run", () => {
  it("reports the destinations the proxy refused, and the command read an empty .env", async () => {
    const canary = "steward-env-canary-5d2e";
    const world = await scenarios.world({
      files: {
        "README.md": "# app\n",
        ".env": `API_KEY=${canary}\n`,
        ".github/steward.yml":
          "sandbox:\n  allowedDomains: [registry.npmjs.org]\npermissions:\n  allow: [Bash]\n",
      },
      script: [
        reply(
          toolUse(
            "Bash",
            { command: "curl -sS http://refused.test/; curl -sS http://refused.test/x" },
            "t_curl",
          ),
          // As a test script would read it: no path the policy could see.
          toolUse(
            "Bash",
            {
              command: `node -e 'const f = [".e", "nv"].join(""); console.log("read [" + require("fs").readFileSync(f, "utf8") + "]")'`,
            },
            "t_env",
          ),
        ),
        reply(text("Done.")),
      ],
    });
    const { event } = mentionOn(world, { body: "@steward check the network", issue: { title: "Check" } });
    const result = await scenarios.run(world, event);
    expect(result.outputs["conclusion"]).toBe("success");
    const results = JSON.stringify(world.model?.requests.map((r) => r.raw));
    expect(results).toContain(
      "steward's sandbox proxy refused refused.test:80: not in sandbox.allowedDomains",
    );
    expect(results).toContain("read []");
    expect(results).not.toContain(canary);
    expect(result.stdout).toContain(
      "steward: sandbox proxy: refused refused.test:80 (not in sandbox.allowedDomains)",
    );
    for (const markdown of [result.summary, trackingComment(world) ?? ""]) {
      // As read: markdown's escapes removed.
      const report = markdown.replace(/\\(.)/g, "$1");
      expect(report).toContain(
        "**Sandbox:** 🔒 active (bubblewrap, network only to registry.npmjs.org through steward's proxy, 1 secret file masked)",
      );
      expect(report).toContain(
        "The sandbox's network proxy refused 2 connections to 1 destination: ` refused.test:80 ` (2×).",
      );
    }
    world.assertNoViolations();
  });
});
