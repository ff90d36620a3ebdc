// Issue 18, class 4: directories git takes for repositories. Four ordinary writes make evil/ look like
// a bare repository, whose config (diff.external, core.fsmonitor) git runs from there; a nested
// checkout has a .git of its own. git may only find the workspace's own repository. The table decides
// on support/world.ts's workspace; the last test runs real git in a real checkout, running every
// command the policy allows, and the planted payload must never run.
import { execFile } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { buildAgentEnvironment } from "../../../src/policy/env";
import { defaultPolicy } from "../../../src/policy/policy";
import { createPolicyResolver } from "../../../src/policy/resolver";
import { requestFromCase } from "../../../src/policy/requests";
import { analyzeShellCommand } from "../../../src/policy/shell/analyze";
import { isolatedGitEnv } from "../../support/git-server";
import { policyFrom, resolverFor } from "../support/world";
import { regressionTable, regressionWorld } from "./support";

const exec = promisify(execFile);

/** A bare repository by four writes: HEAD, objects/, refs/ and a config that runs a program. */
function plantRepository(dir: string, marker: string): void {
  mkdirSync(join(dir, "objects"), { recursive: true });
  mkdirSync(join(dir, "refs"), { recursive: true });
  writeFileSync(join(dir, "HEAD"), "ref: refs/heads/main\n");
  writeFileSync(
    join(dir, "config"),
    `[core]\n\tfsmonitor = "touch ${marker}; false"\n[diff]\n\texternal = "touch ${marker} #"\n`,
  );
}

const rw = regressionWorld((world) => {
  plantRepository(join(world.root, "evil"), "/nonexistent/marker");
  world.file("nested/.git/config", "[diff]\n\texternal = id\n");
  world.file("nested/.git/HEAD", "ref: refs/heads/main\n");
  // A submodule checkout: its .git file points into the workspace's own .git.
  mkdirSync(join(world.root, ".git/modules/lib"), { recursive: true });
  world.file("lib/.git", "gitdir: ../.git/modules/lib\n");
  world.file("other/.git", `gitdir: ${join(world.base, "elsewhere")}\n`);
  mkdirSync(join(world.base, "elsewhere"), { recursive: true });
});

regressionTable("git finds only the workspace's repository", rw, [
  {
    cmd: "git -C evil status",
    default: "deny",
    scoped: "deny",
    why: /git would take evil for its repository/,
  },
  { cmd: "cd evil && git status", default: "deny", scoped: "deny", why: /bare repository/ },
  { cmd: "cd evil && git log", default: "deny", scoped: "deny" },
  { cmd: "git -C evil diff --no-index ../a ../b", default: "deny", scoped: "deny" },
  { cmd: "git -C evil/refs log", default: "deny", scoped: "deny" },
  { cmd: "git status", cwd: "evil", default: "deny", scoped: "deny" },
  { cmd: "git --git-dir=evil status", default: "deny", scoped: "deny", why: /another repository/ },
  { cmd: "git --work-tree=. --git-dir=evil log", default: "deny", scoped: "deny" },
  { cmd: "GIT_DIR=evil git status", default: "deny", scoped: "deny", why: /GIT_DIR/ },
  { cmd: "git -C nested diff", default: "deny", scoped: "deny", why: /\.git of its own/ },
  { cmd: "git -C other log", default: "deny", scoped: "deny", why: /elsewhere/ },
  { cmd: "git -C lib log", default: "allow", scoped: "allow" },
  { cmd: "git -C .git log -1", default: "allow", scoped: "allow" },
  { cmd: "git status", default: "allow", scoped: "allow" },
  { cmd: "cd src && git status", default: "allow", scoped: "allow" },
  { cmd: "git -C src log --oneline", default: "allow", scoped: "allow" },
  { cmd: "git diff", cwd: "src", default: "allow", scoped: "allow" },
  { cmd: "cd evil && ls", default: "allow", scoped: "allow" },
  { cmd: "git --version", cwd: "evil", default: "allow", scoped: "allow" },
]);

describe("real git in a real checkout", () => {
  const base = realpathSync(mkdtempSync(join(tmpdir(), "steward-repos-")));
  afterAll(() => rmSync(base, { recursive: true, force: true }));
  const root = join(base, "app");
  const marker = join(base, "PAYLOAD-RAN");
  const env: Record<string, string> = Object.fromEntries(
    Object.entries(isolatedGitEnv(join(base, "home"))).filter(
      (e): e is [string, string] => e[1] !== undefined,
    ),
  );
  const bash = (command: string, cwd = root) =>
    exec("bash", ["-c", command], { cwd, env: { ...buildAgentEnvironment(env, null), ...env } }).catch(
      (error: unknown) => error,
    );

  it("never runs the configuration of a repository the agent planted", async () => {
    mkdirSync(join(base, "home"), { recursive: true });
    mkdirSync(root);
    await bash("git init -q -b main && echo a > a && echo b > b && git add a b && git commit -qm init");
    plantRepository(join(root, "evil"), marker);
    await bash(`git init -q nested && git -C nested config diff.external 'touch ${marker} #'`);
    // The payload is live: git run there without the policy runs it.
    await bash("git -C evil diff --no-index ../a ../b");
    expect(existsSync(marker)).toBe(true);
    rmSync(marker);

    const resolver = createPolicyResolver(defaultPolicy(), {
      workspaceRoot: root,
      home: join(base, "home"),
      policyFilePath: null,
      analyzeShell: analyzeShellCommand,
    });
    const commands = [
      "git -C evil diff --no-index ../a ../b",
      "cd evil && git diff --no-index ../a ../b",
      "cd evil/refs && git diff --no-index ../../a ../../b",
      "git -C nested diff --no-index ../a ../b",
      "cd nested && git status",
      "git --git-dir=evil diff --no-index a b",
      "git diff --no-index a b",
      "git status",
      "git log --oneline",
    ];
    const allowed: string[] = [];
    for (const command of commands) {
      const decision = await resolver.decide(
        requestFromCase("Bash", { command }, { cwd: root, workspaceRoot: root, home: join(base, "home") }),
      );
      if (decision.behavior !== "allow") continue;
      allowed.push(command);
      await bash(command);
    }
    expect(allowed).toEqual(["git diff --no-index a b", "git status", "git log --oneline"]);
    expect(existsSync(marker)).toBe(false);
  });
});

describe("a rule that names --git-dir still finds only the workspace's repository", () => {
  it.each([
    ["git --git-dir=evil status", "deny"],
    ["git --git-dir evil/refs/.. log", "deny"],
    ["git --git-dir=.git status", "allow"],
  ] as const)("%s → %s", async (command, expected) => {
    const policy = await policyFrom(rw.world, 'permissions:\n  allow: ["Bash(git --git-dir*)"]\n');
    const resolver = resolverFor(rw.world, policy, { analyzeShell: analyzeShellCommand });
    const decision = await resolver.decide(
      requestFromCase(
        "Bash",
        { command },
        { cwd: rw.world.root, workspaceRoot: rw.world.root, home: rw.world.home },
      ),
    );
    expect(decision.behavior, decision.reason).toBe(expected);
    if (expected === "deny") expect(decision.reason).toMatch(/git would take evil for its repository/);
  });
});
