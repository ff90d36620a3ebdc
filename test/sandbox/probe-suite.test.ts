// The sandbox's guarantees, each checked through the real Bash tool on real directories: commands
// run by bwrap exactly as a session runs them. A host-side listener, files and processes are the
// witnesses: a check passes only when the host shows no effect, not merely when a command failed.
import { type ChildProcess, execFile, execFileSync, spawn } from "node:child_process";
import { promisify } from "node:util";
import { randomBytes } from "node:crypto";
import { mkdir, mkdtemp, readFile, rm, stat, symlink, writeFile } from "node:fs/promises";
import { createServer, type Server } from "node:net";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildLayout } from "../../src/sandbox/layout";
import { sandboxLauncher } from "../../src/sandbox/launcher";
import { bashTool } from "../../src/tools/bash";
import { BackgroundShellManager } from "../../src/tools/bash/shell-manager";
import { type TestBench, toolBench } from "../tools/helpers";
import { hostPidsWith, settledPidsWith } from "./processes";
import { bwrapPath, sandboxSupport } from "./support";

const CANARY = `steward-canary-${randomBytes(8).toString("hex")}`;

let bench: TestBench;
let shells: BackgroundShellManager;
let outside: string;
let home: string;
let server: Server;
let port: number;
let connections = 0;
/** Connections the host itself made to prove the listener works; the sandbox must add none. */
let witnessed = 0;
let hostSleeper: ChildProcess | undefined;
const hostMarker = `steward-host-${randomBytes(4).toString("hex")}`;

async function bash(command: string, extra: Record<string, unknown> = {}) {
  const outcome = await bench.call("Bash", { command, ...extra });
  return { isError: outcome.isError, text: bench.text(outcome) };
}

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );

describe.skipIf(!sandboxSupport.ok)("the sandbox, through the Bash tool", () => {
  beforeAll(async () => {
    process.env["STEWARD_TEST_CANARY"] = CANARY;
    // Outside /tmp on purpose: the sandbox replaces /tmp, and these places must be visible (read-only).
    outside = await mkdtemp("/var/tmp/steward-sandbox-");
    home = join(outside, "home");
    await mkdir(join(home, ".ssh"), { recursive: true });
    await writeFile(join(home, ".git-credentials"), `https://x:${CANARY}@github.com\n`);
    await writeFile(join(home, ".ssh", "id_rsa"), `${CANARY}\n`);
    await writeFile(join(outside, "existing.txt"), "original\n");
    await writeFile(join(outside, "target.txt"), "original\n");

    bench = await toolBench([bashTool], { env: { HOME: home } });
    const root = bench.root;
    execFileSync("git", ["init", "-q", root]);
    execFileSync("git", [
      "-C",
      root,
      "-c",
      "user.name=t",
      "-c",
      "user.email=t@e",
      "commit",
      "-q",
      "--allow-empty",
      "-m",
      "init",
    ]);
    await mkdir(join(root, ".github"));
    await writeFile(join(root, ".github", "steward.yml"), "extends: default\n");
    await mkdir(join(root, ".claude"));
    await writeFile(join(root, ".claude", "settings.json"), "{}\n");
    await mkdir(join(root, "src"));
    await symlink(join(outside, "target.txt"), join(root, "planted-link"));
    await writeFile(
      join(root, "package.json"),
      JSON.stringify({ name: "fixture", version: "1.0.0", scripts: { test: "node test.js" } }),
    );
    await writeFile(join(root, "test.js"), 'console.log("fixture tests: 1 passed");\n');

    const layout = await buildLayout({
      bwrap: bwrapPath(),
      workspaceRoot: root,
      outputDir: bench.outside,
      network: "deny",
      home,
      policyFilePath: join(root, ".github", "steward.yml"),
    });
    const launcher = sandboxLauncher(layout);
    shells = new BackgroundShellManager({ outputDir: bench.outside, launcher, graceMs: 500 });
    bench.context = { ...bench.context, session: { ...bench.context.session, shell: launcher, shells } };

    server = createServer((socket) => {
      connections++;
      socket.end("HTTP/1.0 200 OK\r\nContent-Length: 6\r\n\r\nhello\n");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as { port: number }).port;
    hostSleeper = spawn("bash", ["-c", `exec -a ${hostMarker} sleep 120`], { stdio: "ignore" });
  });

  afterAll(async () => {
    delete process.env["STEWARD_TEST_CANARY"];
    hostSleeper?.kill("SIGKILL");
    server.close();
    await shells.stopAll();
    await bench.cleanup();
    await rm(outside, { recursive: true, force: true });
  });

  describe("no network", () => {
    it("the host's loopback listener is reachable from the host (the witness works)", async () => {
      // Asynchronous: the listener lives in this process and must be free to accept.
      await promisify(execFile)("curl", [
        "-s",
        "--noproxy",
        "*",
        "--max-time",
        "2",
        `http://127.0.0.1:${String(port)}/`,
      ]);
      expect(connections).toBe(1);
      witnessed = connections;
    });

    it("curl cannot reach it", async () => {
      const { text } = await bash(`curl -sS --max-time 3 http://127.0.0.1:${String(port)}/; echo "exit=$?"`);
      expect(text).toMatch(/exit=7/);
    });

    it("wget cannot reach it", async () => {
      const { text } = await bash(`wget -q -T 3 -t 1 -O- http://127.0.0.1:${String(port)}/; echo "exit=$?"`);
      expect(text).toMatch(/exit=4/);
    });

    it("nc cannot reach it", async () => {
      const { text } = await bash(`nc -z -w 2 127.0.0.1 ${String(port)}; echo "exit=$?"`);
      expect(text).toMatch(/exit=1/);
    });

    it("bash's /dev/tcp cannot reach it", async () => {
      const { text } = await bash(`(exec 3<>/dev/tcp/127.0.0.1/${String(port)}) 2>&1; echo "exit=$?"`);
      expect(text).toMatch(/Connection refused[\s\S]*exit=1/);
    });

    it("node's net.connect cannot reach it", async () => {
      const { text } = await bash(
        `node -e 'require("net").connect(${String(port)}, "127.0.0.1").on("connect", () => console.log("connected")).on("error", (e) => console.log(e.code))'`,
      );
      expect(text).toBe("ECONNREFUSED");
    });

    it("DNS does not resolve", async () => {
      const { text } = await bash(`getent hosts registry.npmjs.org; echo "exit=$?"`);
      expect(text).toBe("exit=2");
    });

    it("only loopback exists, and no connection ever reached the listener", async () => {
      const { text } = await bash("tail -n +3 /proc/net/dev | cut -d: -f1 | tr -d ' '");
      expect(text).toBe("lo");
      expect(connections).toBe(witnessed);
    });
  });

  describe("the filesystem is read-only outside the workspace", () => {
    it("an existing file outside cannot be overwritten", async () => {
      const { text } = await bash(`echo changed > ${join(outside, "existing.txt")}; echo "exit=$?"`);
      expect(text).toMatch(/Read-only file system[\s\S]*exit=1/);
      expect(await readFile(join(outside, "existing.txt"), "utf8")).toBe("original\n");
    });

    it("a new file outside cannot be created", async () => {
      await bash(`touch ${join(outside, "new.txt")} /usr/steward-new /etc/steward-new`);
      expect(await exists(join(outside, "new.txt"))).toBe(false);
      expect(await exists("/usr/steward-new")).toBe(false);
      expect(await exists("/etc/steward-new")).toBe(false);
    });

    it(".git/config cannot be written", async () => {
      const { text } = await bash("git config core.fsmonitor 'touch /tmp/pwned'; echo \"exit=$?\"");
      expect(text).toMatch(/exit=[1-9]/);
      expect(await readFile(join(bench.root, ".git", "config"), "utf8")).not.toContain("fsmonitor");
    });

    it(".git cannot be swapped for one with writable config and hooks", async () => {
      const { text } = await bash(
        'mv .git .git-moved; echo "exit=$?"; mv .github .github-moved; echo "exit=$?"',
      );
      expect(text).toMatch(/exit=1[\s\S]*exit=1/);
      expect(await exists(join(bench.root, ".git-moved"))).toBe(false);
      expect(await exists(join(bench.root, ".github", "steward.yml"))).toBe(true);
    });

    it("no hook can be planted in .git/hooks", async () => {
      await bash(
        "printf '#!/bin/sh\\necho pwned\\n' > .git/hooks/pre-commit; chmod +x .git/hooks/pre-commit",
      );
      expect(await exists(join(bench.root, ".git", "hooks", "pre-commit"))).toBe(false);
    });

    it("the policy file and the agent configuration cannot be changed", async () => {
      await bash(
        "echo 'extends: none' > .github/steward.yml; echo '{\"x\":1}' > .claude/settings.json; touch .claude/new",
      );
      expect(await readFile(join(bench.root, ".github", "steward.yml"), "utf8")).toBe("extends: default\n");
      expect(await readFile(join(bench.root, ".claude", "settings.json"), "utf8")).toBe("{}\n");
      expect(await exists(join(bench.root, ".claude", "new"))).toBe(false);
    });

    it("a symlink planted in the workspace cannot be written through", async () => {
      const { text } = await bash(`echo changed > planted-link; echo "exit=$?"`);
      expect(text).toMatch(/exit=1/);
      expect(await readFile(join(outside, "target.txt"), "utf8")).toBe("original\n");
    });

    it("/tmp is the session's own: the host's is out of sight, and files persist between commands", async () => {
      await writeFile(join("/tmp", `${hostMarker}.txt`), "host\n");
      try {
        expect((await bash(`test -e /tmp/${hostMarker}.txt && echo visible || echo hidden`)).text).toBe(
          "hidden",
        );
      } finally {
        await rm(join("/tmp", `${hostMarker}.txt`), { force: true });
      }
      await bash("echo kept > /tmp/note.txt");
      expect((await bash("cat /tmp/note.txt; echo $TMPDIR")).text).toBe("kept\n/tmp");
    });

    it("no Unix socket outside the workspace: /run is empty and the Docker socket is gone", async () => {
      const { text } = await bash(
        "ls -A /run | wc -l; test -S /var/run/docker.sock && echo docker || echo no-docker",
      );
      expect(text).toBe("0\nno-docker");
    });
  });

  describe("processes and privileges", () => {
    it("/proc/self/environ and every visible environment hold no secret", async () => {
      const { text } = await bash(
        "cat /proc/self/environ /proc/[0-9]*/environ 2>/dev/null | tr '\\0' '\\n'; env",
      );
      expect(text).toContain("PATH=");
      expect(text).not.toContain(CANARY);
    });

    it("credential files in the home directory read as empty", async () => {
      const { text } = await bash("cat ~/.git-credentials; ls -A ~/.ssh | wc -l; echo done");
      expect(text).toBe("0\ndone");
      expect(text).not.toContain(CANARY);
    });

    it("the runner's other processes are not visible", async () => {
      expect(await hostPidsWith(hostMarker)).not.toHaveLength(0);
      const { text } = await bash(
        "cat /proc/[0-9]*/cmdline 2>/dev/null | tr '\\0' ' '; echo; ls /proc | grep -c '^[0-9]'",
      );
      expect(text).not.toContain(hostMarker);
      expect(text).not.toContain("vitest");
      expect(Number(text.split("\n").at(-1))).toBeLessThan(10);
    });

    it("NoNewPrivs is set and no capability is left", async () => {
      const { text } = await bash("grep -E '^(NoNewPrivs|CapEff|CapBnd):' /proc/self/status");
      expect(text).toMatch(/CapEff:\s+0+\n/);
      expect(text).toMatch(/CapBnd:\s+0+\n/);
      expect(text).toMatch(/NoNewPrivs:\s+1/);
    });

    it("sudo -n true fails", async () => {
      const { text } = await bash(`sudo -n true; echo "exit=$?"; id -u`);
      expect(text).toMatch(/exit=1\n[1-9]\d*$/);
    });

    it("a process left running is killed when the command ends", async () => {
      const marker = `steward-left-${randomBytes(4).toString("hex")}`;
      const { text } = await bash(`(exec -a ${marker} sleep 300) > /dev/null 2>&1 & echo started`);
      expect(text).toBe("started");
      expect(await settledPidsWith(marker)).toEqual([]);
    });

    it("a timeout kills the whole sandbox", async () => {
      const marker = `steward-slow-${randomBytes(4).toString("hex")}`;
      const { text } = await bash(`(exec -a ${marker} sleep 300) & wait`, { timeout: 500 });
      expect(text).toMatch(/timed out|timeout/i);
      expect(await settledPidsWith(marker)).toEqual([]);
    });

    it("stopping a background shell kills everything it started, even while bwrap is starting", async () => {
      // Stopped as soon as bwrap shows up (before the sandbox is fully set up), five times over.
      for (let round = 0; round < 5; round++) {
        const marker = `steward-bg-${randomBytes(4).toString("hex")}`;
        const info = await shells.start(`(exec -a ${marker} sleep 300) & wait`, {
          cwd: bench.root,
          env: bench.context.env,
        });
        const deadline = Date.now() + 5_000;
        while ((await hostPidsWith(marker)).length === 0 && Date.now() < deadline)
          await new Promise((resolve) => setTimeout(resolve, 5));
        expect(await hostPidsWith(marker)).not.toHaveLength(0);
        await shells.stop(info.id);
        expect(await settledPidsWith(marker)).toEqual([]);
      }
    });
  });

  describe("ordinary work still works", () => {
    it("git status, add and commit", async () => {
      const { text, isError } = await bash(
        "echo hi > notes.txt && git add notes.txt && git -c user.name=a -c user.email=a@e commit -qm notes && git status --short && git log --oneline | wc -l",
      );
      expect(isError).toBe(false);
      expect(text).toMatch(/\n2$/);
    });

    it("npm test of a fixture project", async () => {
      const { text } = await bash('npm test 2>&1; echo "exit=$?"');
      expect(text).toContain("fixture tests: 1 passed");
      expect(text).toMatch(/exit=0$/);
    });

    it("writing src/x.ts lands in the workspace", async () => {
      await bash("printf 'export const x = 1;\\n' > src/x.ts");
      expect(await readFile(join(bench.root, "src", "x.ts"), "utf8")).toBe("export const x = 1;\n");
    });

    it("the working directory carries over between commands", async () => {
      const outcome = await bench.call("Bash", { command: "cd src && pwd" });
      expect(bench.text(outcome)).toBe(join(bench.root, "src"));
      expect(outcome.change?.cwd).toBe(join(bench.root, "src"));
    });
  });
});
