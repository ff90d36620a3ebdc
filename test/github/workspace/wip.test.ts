import { spawn } from "node:child_process";
import { readdir, readlink, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { WIP_REF } from "../../../src/github/workspace/index";
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

describe("saveWorkInProgress", () => {
  it("commits the working tree without hooks and pushes it to a same-repository PR's head branch", async () => {
    const head = await createPullRequestBranch(rig);
    const dir = await checkout(rig);
    const ws = await prepare(rig, dir, samePullRequest(7, "feature/login", head));
    await write(dir, "src/a.ts", "export const a = 'half done';\n");
    await write(dir, "src/new.ts", "new\n");
    await write(dir, ".git/hooks/pre-commit", "#!/bin/sh\nexit 1\n", 0o755);

    const result = await ws.saveWorkInProgress({ reason: "SIGTERM", author: BOT });
    expect(result).toMatchObject({ saved: true, pushed: true, branch: "feature/login" });
    expect(result.elapsedMs).toBeLessThan(5_000);
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

  it("finishes in under 5 s when the remote hangs, with the commit saved locally and no git left running", async () => {
    const head = await createPullRequestBranch(rig);
    proxy = await startSlowProxy(rig.server.url);
    const dir = await checkout(rig);
    const ws = await prepare(rig, dir, samePullRequest(7, "feature/login", head), {
      remote: { serverUrl: proxy.url, owner: "octo-org", repo: "app" },
    });
    await write(dir, "src/a.ts", "export const a = 'slow';\n");
    proxy.delayMs = 30_000;

    const started = Date.now();
    const result = await ws.saveWorkInProgress({ reason: "SIGTERM", author: BOT });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(result).toMatchObject({ saved: true, pushed: false });
    expect(result.reason).toMatch(/timed out/);
    expect(await sh(rig, dir, "rev-parse", WIP_REF)).toBe(result.sha);
    expect(await processesIn(dir)).toEqual([]);
  });

  it("snapshots while the agent's processes are still writing and holding the index lock", async () => {
    const dir = await checkout(rig);
    const ws = await prepare(rig, dir, {
      kind: "new-branch",
      baseBranch: "main",
      branchKind: "issue",
      subject: 9,
    });
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
      const result = await ws.saveWorkInProgress({ reason: "SIGTERM", author: BOT });
      expect(result).toMatchObject({
        saved: true,
        pushed: true,
        branch: "steward/wip-issue-9-id0001-id0002",
      });
      expect(result.elapsedMs).toBeLessThan(5_000);
      const files = await rig.server.git(REPO, "ls-tree", "-r", "--name-only", result.sha ?? "", "gen/");
      expect(files.split("\n").filter((f) => f !== "").length).toBeGreaterThan(50);
    } finally {
      writer.kill("SIGKILL");
    }
  });
});
