import { spawn } from "node:child_process";
import { readdir, readlink, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type GitRunner, WIP_REF, createGitRunner } from "../../../src/github/workspace/index";
import { DEFAULT_WIP_BUDGET_MS } from "../../../src/github/workspace/wip";
import {
  type Rig,
  BOT,
  REPO,
  checkout,
  commitAndPush,
  createPullRequestBranch,
  otherClone,
  prepare,
  samePullRequest,
  sh,
  startRig,
  write,
} from "./helpers";
import { type SlowProxy, startSlowProxy } from "./slow-proxy";

let rig: Rig;
let proxy: SlowProxy | undefined;
beforeEach(async () => {
  rig = await startRig();
});
afterEach(async () => {
  await proxy?.close();
  proxy = undefined;
  await rig.cleanup();
});

/** Processes whose working directory is `dir` (git commands steward started there). */
async function processesIn(dir: string): Promise<string[]> {
  const pids = (await readdir("/proc")).filter((entry) => /^\d+$/.test(entry));
  const found = await Promise.all(
    pids.map(async (pid) => ((await readlink(`/proc/${pid}/cwd`).catch(() => "")) === dir ? pid : undefined)),
  );
  return found.filter((pid): pid is string => pid !== undefined);
}

/**
 * The git commands steward runs, counted. "Quick" is said in work done rather than in seconds, which a
 * loaded machine stretches: a save that runs a bounded number of git commands and pushes once, with no
 * retry, fits the 4.5 s budget on any machine that runs git at all; a wait, a retry loop or a command
 * per file would show here.
 */
function countingRunner(): { runner: GitRunner; commands: string[][] } {
  const real = createGitRunner();
  const commands: string[][] = [];
  return {
    commands,
    runner: (invocation) => {
      commands.push([...invocation.args]);
      return real(invocation);
    },
  };
}
/** About twice what a save runs today (14 commands): room to grow, not to loop. */
const QUICK_SAVE_COMMANDS = 32;
/** Enough that load cannot cut a save short: these tests are about what it saves, not the deadline. */
const UNHURRIED = { budgetMs: 60_000 };

/**
 * The budget the test of a hanging remote gives the save: a third of the default, so the test waits
 * out less; still fifteen times what the save needed before it pushed (40-100 ms on two cores at a
 * load of six).
 */
const HANG_BUDGET_MS = 1_500;
/** Long enough that a save waiting for the remote could not pass for one that gave up in time. */
const REMOTE_HANGS_MS = 60_000;
const LOADED_MACHINE_MARGIN_MS = 10_000;

/** The pushes the remote received: one each, none retried, none refused. */
function pushRequests(rig: Rig) {
  return rig.server.requests.filter((r) => r.method === "POST" && r.path.endsWith("/git-receive-pack"));
}

/** A quick save: a bounded number of git commands, and one push since `pushesBefore`, accepted at once. */
function expectQuickSave(git: { commands: readonly unknown[] }, pushesBefore: number): void {
  expect(git.commands.length).toBeLessThanOrEqual(QUICK_SAVE_COMMANDS);
  expect(
    pushRequests(rig)
      .slice(pushesBefore)
      .map((r) => r.status),
  ).toEqual([200]);
}

describe("saveWorkInProgress", () => {
  it("commits the working tree without hooks and pushes it to a same-repository PR's head branch", async () => {
    const head = await createPullRequestBranch(rig);
    const dir = await checkout(rig);
    const git = countingRunner();
    const ws = await prepare(rig, dir, samePullRequest(7, "feature/login", head), { runner: git.runner });
    await write(dir, "src/a.ts", "export const a = 'half done';\n");
    await write(dir, "src/new.ts", "new\n");
    await write(dir, ".git/hooks/pre-commit", "#!/bin/sh\nexit 1\n", 0o755);

    git.commands.length = 0;
    const pushesBefore = pushRequests(rig).length;
    const result = await ws.saveWorkInProgress({ reason: "SIGTERM", author: BOT, ...UNHURRIED });
    expect(result).toMatchObject({ saved: true, pushed: true, branch: "feature/login" });
    expect(result.reason).toBeUndefined();
    // Quick: a bounded number of git commands and a single push, accepted the first time.
    expectQuickSave(git, pushesBefore);
    expect(await rig.server.resolveRef(REPO, "feature/login")).toBe(result.sha);
    expect(await rig.server.git(REPO, "log", "-1", "--format=%s", result.sha ?? "")).toBe(
      "WIP: steward run interrupted (SIGTERM)\n",
    );
    expect(await rig.server.git(REPO, "show", `${result.sha ?? ""}:src/new.ts`)).toBe("new\n");
    // The checkout itself is left as it was; a ref of our own keeps the commit.
    expect(await sh(rig, dir, "rev-parse", "HEAD")).toBe(head);
    expect(await sh(rig, dir, "rev-parse", WIP_REF)).toBe(result.sha);
  });

  it("pushes a new branch's work to a <prefix>wip- branch", async () => {
    const dir = await checkout(rig);
    const ws = await prepare(rig, dir, {
      kind: "new-branch",
      baseBranch: "main",
      branchKind: "issue",
      subject: 5,
    });
    await write(dir, "src/a.ts", "export const a = 'wip';\n");
    const result = await ws.saveWorkInProgress({ reason: "fatal error: model API unreachable", author: BOT });
    expect(result).toMatchObject({ saved: true, pushed: true, branch: "steward/wip-issue-5-id0001-id0002" });
    expect(await rig.server.resolveRef(REPO, "steward/wip-issue-5-id0001-id0002")).toBe(result.sha);
  });

  it("falls back to a wip branch when the PR head moved, without rebasing", async () => {
    const head = await createPullRequestBranch(rig);
    const dir = await checkout(rig);
    const ws = await prepare(rig, dir, samePullRequest(7, "feature/login", head));
    const theirs = await commitAndPush(
      rig,
      join(rig.scratch, "author-feature-login"),
      "refs/heads/feature/login",
      {
        "x.txt": "x\n",
      },
    );
    await write(dir, "src/a.ts", "export const a = 'wip';\n");
    const result = await ws.saveWorkInProgress({ reason: "SIGINT", author: BOT });
    expect(result).toMatchObject({ saved: true, pushed: true, branch: "steward/wip-feature-login-id0001" });
    expect(result.reason).toMatch(/push to feature\/login: \[rejected\]/);
    expect(await rig.server.resolveRef(REPO, "feature/login")).toBe(theirs);
  });

  it("keeps a fork's work local, and says when there is nothing to save", async () => {
    const fork = await otherClone(rig, "fork");
    const head = await commitAndPush(rig, fork, "refs/pull/4/head", { "f.txt": "f\n" });
    const dir = await checkout(rig);
    const ws = await prepare(rig, dir, {
      kind: "pull-request",
      number: 4,
      headBranch: "main",
      headSha: head,
      headRepository: "someone/app",
    });
    expect(await ws.saveWorkInProgress({ reason: "SIGTERM", author: BOT })).toMatchObject({
      saved: false,
      pushed: false,
      reason: "nothing to save: the working tree has no changes",
    });
    const refs = await rig.server.refs(REPO);
    await write(dir, "f.txt", "changed\n");
    const result = await ws.saveWorkInProgress({ reason: "SIGTERM", author: BOT });
    expect(result).toMatchObject({ saved: true, pushed: false });
    expect(result.reason).toMatch(/never pushes a fork/);
    expect(await rig.server.refs(REPO)).toEqual(refs);
  });

  it("finishes within its budget when the remote hangs, with the commit saved locally and no git left running", async () => {
    const head = await createPullRequestBranch(rig);
    proxy = await startSlowProxy(rig.server.url);
    const dir = await checkout(rig);
    const ws = await prepare(rig, dir, samePullRequest(7, "feature/login", head), {
      remote: { serverUrl: proxy.url, owner: "octo-org", repo: "app" },
    });
    await write(dir, "src/a.ts", "export const a = 'slow';\n");
    proxy.delayMs = REMOTE_HANGS_MS;

    const started = Date.now();
    const result = await ws.saveWorkInProgress({ reason: "SIGTERM", author: BOT, budgetMs: HANG_BUDGET_MS });
    // Back once the budget is spent, not when the remote answers: the margin is for a loaded machine,
    // whose timers fire late; the remote would have held it five times as long.
    expect(Date.now() - started).toBeLessThan(HANG_BUDGET_MS + LOADED_MACHINE_MARGIN_MS);
    expect(result).toMatchObject({ saved: true, pushed: false });
    // The push had started and was cut by the deadline: git's own timeout says "timed out"; on a busy
    // machine the last-word timer (100 ms later) can answer first, and says "ran out of time".
    expect(proxy.requests.some((r) => r.path.endsWith("?service=git-receive-pack"))).toBe(true);
    expect(result.reason).toMatch(/timed out|ran out of time/);
    expect(await sh(rig, dir, "rev-parse", WIP_REF)).toBe(result.sha);
    expect(await processesIn(dir)).toEqual([]);
  });

  it("gives a save 4.5 s unless told otherwise: room to push and post the report before the runner's SIGKILL", () => {
    // The runner sends SIGKILL about 10 s after SIGINT, and the report still has to go out after the save.
    expect(DEFAULT_WIP_BUDGET_MS).toBe(4_500);
  });

  it("snapshots while the agent's processes are still writing and holding the index lock", async () => {
    const dir = await checkout(rig);
    const git = countingRunner();
    const ws = await prepare(
      rig,
      dir,
      { kind: "new-branch", baseBranch: "main", branchKind: "issue", subject: 9 },
      { runner: git.runner },
    );
    for (let i = 0; i < 200; i++) await write(dir, `gen/file-${String(i)}.txt`, `${String(i)}\n`);
    await writeFile(join(dir, ".git/index.lock"), "");
    // Creates, rewrites and deletes files as fast as it can.
    const writer = spawn(
      process.execPath,
      [
        "-e",
        `const fs=require("fs");let i=0;setInterval(()=>{for(let k=0;k<50;k++){i++;const p="gen/file-"+(i%200)+".txt";` +
          `if(i%3===0){try{fs.unlinkSync(p)}catch{}}else fs.writeFileSync(p,String(i).repeat(100));}},1);`,
      ],
      { cwd: dir, stdio: "ignore" },
    );
    try {
      await new Promise((resolve) => setTimeout(resolve, 50));
      git.commands.length = 0;
      const pushesBefore = pushRequests(rig).length;
      const result = await ws.saveWorkInProgress({ reason: "SIGTERM", author: BOT, ...UNHURRIED });
      expect(result).toMatchObject({
        saved: true,
        pushed: true,
        branch: "steward/wip-issue-9-id0001-id0002",
      });
      // Quick despite the writer and the held lock: no retry, no command per file.
      expectQuickSave(git, pushesBefore);
      const files = await rig.server.git(REPO, "ls-tree", "-r", "--name-only", result.sha ?? "", "gen/");
      expect(files.split("\n").filter((f) => f !== "").length).toBeGreaterThan(50);
    } finally {
      writer.kill("SIGKILL");
    }
  });
});
