import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  type Rig,
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

const AUTHOR = { name: "Mona", email: "1+mona@users.noreply.github.com" };

async function prPrepared(branch = "feature/login") {
  const head = await createPullRequestBranch(rig, branch);
  const dir = await checkout(rig);
  const ws = await prepare(rig, dir, samePullRequest(7, branch, head));
  return { head, dir, ws };
}

describe("push", () => {
  it("pushes the bot's commit to the pull request's head branch", async () => {
    const { head, dir, ws } = await prPrepared();
    expect(await ws.push()).toMatchObject({ pushed: false, reason: "no new commits to push" });
    await write(dir, "src/a.ts", "export const a = 2;\n");
    const sha = await ws.commitAll({ message: "Bump a", author: AUTHOR });
    expect(await ws.push()).toEqual({
      pushed: true,
      branch: "feature/login",
      intended: "feature/login",
      sha,
    });
    expect(await rig.server.resolveRef(REPO, "feature/login")).toBe(sha);
    expect(await rig.server.git(REPO, "rev-parse", `${sha ?? ""}^`)).toBe(`${head}\n`);
  });

  it("creates the branch steward made, and pushes later commits on top", async () => {
    const dir = await checkout(rig);
    const ws = await prepare(rig, dir, {
      kind: "new-branch",
      baseBranch: "main",
      branchKind: "issue",
      subject: 5,
    });
    await write(dir, "src/a.ts", "export const a = 5;\n");
    const first = await ws.commitAll({ message: "One", author: AUTHOR });
    expect(await ws.push()).toMatchObject({ pushed: true, branch: "steward/issue-5-id0001", sha: first });
    await write(dir, "src/a.ts", "export const a = 6;\n");
    const second = await ws.commitAll({ message: "Two", author: AUTHOR });
    expect(await ws.push()).toMatchObject({ pushed: true, branch: "steward/issue-5-id0001", sha: second });
    expect(await rig.server.resolveRef(REPO, "steward/issue-5-id0001")).toBe(second);
    expect(await rig.server.resolveRef(REPO, "main")).toBe(ws.startSha);
  });

  it("rebases onto commits someone pushed meanwhile (shallow checkout) and pushes", async () => {
    const { head, dir, ws } = await prPrepared();
    await write(dir, "src/a.ts", "export const a = 2;\n");
    await write(dir, ".github/workflows/ci.yml", "on: push\n");
    const ours = await ws.commitAll({ message: "Bump a", author: AUTHOR, withoutWorkflows: true });
    const theirs = await commitAndPush(
      rig,
      join(rig.scratch, "author-feature-login"),
      "refs/heads/feature/login",
      {
        "src/b.ts": "export const b = 'theirs';\n",
      },
    );

    const result = await ws.push();
    expect(result).toMatchObject({ pushed: true, branch: "feature/login", rebasedOnto: theirs });
    expect(result.sha).not.toBe(ours);
    expect(await rig.server.resolveRef(REPO, "feature/login")).toBe(result.sha);
    expect(await rig.server.git(REPO, "rev-list", "--parents", "-n", "1", result.sha)).toBe(
      `${result.sha} ${theirs}\n`,
    );
    expect(await rig.server.git(REPO, "log", "-1", "--format=%an|%cn|%s", result.sha)).toBe(
      `Mona|steward[bot]|Bump a\n`,
    );
    // Their change and ours are both in the working tree; the workflow change left out stayed there.
    expect(await readFile(join(dir, "src/b.ts"), "utf8")).toBe("export const b = 'theirs';\n");
    expect(await readFile(join(dir, "src/a.ts"), "utf8")).toBe("export const a = 2;\n");
    expect(await readFile(join(dir, ".github/workflows/ci.yml"), "utf8")).toBe("on: push\n");
    expect(await sh(rig, dir, "status", "--porcelain")).toBe("?? .github/");
    // The run's changes are now taken against their commit: ours only.
    expect(ws.base).toBe(theirs);
    expect(ws.startSha).toBe(head);
    expect((await ws.diff()).files.map((f) => f.path)).toEqual([".github/workflows/ci.yml", "src/a.ts"]);
  });

  it("rebases when the branch had already moved before the run started", async () => {
    const triggered = await createPullRequestBranch(rig);
    const newer = await commitAndPush(
      rig,
      join(rig.scratch, "author-feature-login"),
      "refs/heads/feature/login",
      {
        "src/later.ts": "later\n",
      },
    );
    const dir = await checkout(rig);
    const ws = await prepare(rig, dir, samePullRequest(7, "feature/login", triggered));
    await write(dir, "src/a.ts", "export const a = 2;\n");
    await ws.commitAll({ message: "Bump a", author: AUTHOR });
    const result = await ws.push();
    expect(result).toMatchObject({ pushed: true, branch: "feature/login", rebasedOnto: newer });
    expect(await rig.server.git(REPO, "rev-parse", `${result.sha}^`)).toBe(`${newer}\n`);
  });

  it("moves to a new branch when the rebase conflicts, leaving the pull request branch alone", async () => {
    const { dir, ws } = await prPrepared();
    await write(dir, "src/a.ts", "export const a = 'ours';\n");
    const ours = await ws.commitAll({ message: "Ours", author: AUTHOR });
    const theirs = await commitAndPush(
      rig,
      join(rig.scratch, "author-feature-login"),
      "refs/heads/feature/login",
      {
        "src/a.ts": "export const a = 'theirs';\n",
      },
    );

    const result = await ws.push();
    expect(result).toEqual({
      pushed: true,
      branch: "steward/feature-login-id0001",
      intended: "feature/login",
      movedTo: "steward/feature-login-id0001",
      sha: ours,
      reason: expect.stringMatching(
        /^rebasing steward's commits onto [0-9a-f]{12} conflicted in src\/a\.ts$/,
      ) as unknown,
    });
    expect(await rig.server.resolveRef(REPO, "feature/login")).toBe(theirs);
    expect(await rig.server.resolveRef(REPO, "steward/feature-login-id0001")).toBe(ours);
    // The rebase was aborted: the checkout is as it was.
    expect(await sh(rig, dir, "rev-parse", "HEAD")).toBe(ours);
    expect(await sh(rig, dir, "status", "--porcelain")).toBe("");
    expect(await readFile(join(dir, "src/a.ts"), "utf8")).toBe("export const a = 'ours';\n");
    // From now on the work lives there, proposed into the branch it was meant for.
    expect(ws).toMatchObject({
      pushBranch: "steward/feature-login-id0001",
      createdBranch: true,
      baseBranch: "feature/login",
    });
  });

  it("leaves a merge the agent did not finish alone, and moves the work instead of rebasing", async () => {
    const { dir, ws } = await prPrepared();
    await write(dir, "src/a.ts", "export const a = 'ours';\n");
    const ours = await ws.commitAll({ message: "Ours", author: AUTHOR });
    await commitAndPush(rig, join(rig.scratch, "author-feature-login"), "refs/heads/feature/login", {
      "x.txt": "x\n",
    });
    await write(dir, ".git/MERGE_HEAD", `${ours ?? ""}\n`);
    const result = await ws.push();
    expect(result).toMatchObject({ pushed: true, movedTo: "steward/feature-login-id0001", sha: ours });
    expect(result.reason).toMatch(/a merge was left unfinished in the checkout/);
    expect(await readFile(join(dir, ".git/MERGE_HEAD"), "utf8")).toBe(`${ours ?? ""}\n`);
  });

  it("moves to a new branch when the remote refuses the branch (protected)", async () => {
    const { dir, ws } = await prPrepared("release");
    await write(
      rig.server.repoPath(REPO),
      "hooks/pre-receive",
      '#!/bin/sh\nwhile read old new ref; do [ "$ref" = refs/heads/release ] && { echo "protected branch" >&2; exit 1; }; done\nexit 0\n',
      0o755,
    );
    await write(dir, "src/a.ts", "export const a = 3;\n");
    const sha = await ws.commitAll({ message: "Three", author: AUTHOR });
    const result = await ws.push();
    expect(result).toMatchObject({
      pushed: true,
      branch: "steward/release-id0001",
      movedTo: "steward/release-id0001",
      sha,
    });
    expect(result.reason).toMatch(/the remote refused the push to release: \[remote rejected\]/);
  });

  it("retries a push that failed on the way (502)", async () => {
    const head = await createPullRequestBranch(rig);
    proxy = await startSlowProxy(rig.server.url);
    const dir = await checkout(rig);
    const ws = await prepare(rig, dir, samePullRequest(7, "feature/login", head), {
      remote: { serverUrl: proxy.url, owner: "octo-org", repo: "app" },
    });
    await write(dir, "src/a.ts", "export const a = 4;\n");
    const sha = await ws.commitAll({ message: "Four", author: AUTHOR });
    proxy.failNext = 1;
    expect(await ws.push()).toMatchObject({ pushed: true, branch: "feature/login", sha });
    expect(proxy.requests.map((r) => r.status)).toContain(502);
  });

  it("gives up rebasing after three rounds when the branch keeps moving, and moves the work", async () => {
    const head = await createPullRequestBranch(rig);
    // Three commits someone else will push, one just before each of steward's push attempts.
    const author = join(rig.scratch, "author-feature-login");
    const queued: string[] = [];
    for (const n of [1, 2, 3, 4])
      queued.push(
        await commitAndPush(rig, author, "refs/heads/queue", { [`q${String(n)}.txt`]: `${String(n)}\n` }),
      );
    proxy = await startSlowProxy(rig.server.url);
    proxy.beforeForward = async ({ path }) => {
      if (!path.endsWith("info/refs?service=git-receive-pack")) return;
      const next = queued.shift();
      if (next !== undefined) await rig.server.git(REPO, "update-ref", "refs/heads/feature/login", next);
    };
    const dir = await checkout(rig);
    const ws = await prepare(rig, dir, samePullRequest(7, "feature/login", head), {
      remote: { serverUrl: proxy.url, owner: "octo-org", repo: "app" },
    });
    await write(dir, "src/a.ts", "export const a = 4;\n");
    await ws.commitAll({ message: "Four", author: AUTHOR });
    const result = await ws.push();
    expect(result).toMatchObject({
      pushed: true,
      intended: "feature/login",
      movedTo: "steward/feature-login-id0001",
    });
    expect(result.reason).toBe("feature/login kept moving: still not a fast-forward after 3 rebases");
    // Four pushes to the branch (the first and three after a rebase each), then one to the new branch.
    expect(proxy.requests.filter((r) => r.path.endsWith("info/refs?service=git-receive-pack"))).toHaveLength(
      5,
    );
    expect(await rig.server.resolveRef(REPO, "steward/feature-login-id0001")).toBe(result.sha);
    // The work went out rebased onto the last tip it saw, so a pull request from it merges cleanly.
    expect(await rig.server.git(REPO, "rev-parse", `${result.sha}^`)).toBe(
      `${(await rig.server.git(REPO, "rev-parse", "refs/heads/queue~1")).trim()}\n`,
    );
  });

  it("never force-pushes: a branch name that already exists elsewhere is not overwritten", async () => {
    const dir = await checkout(rig);
    const ws = await prepare(rig, dir, {
      kind: "new-branch",
      baseBranch: "main",
      branchKind: "issue",
      subject: 5,
    });
    const other = await otherClone(rig, "squatter");
    const squatted = await commitAndPush(rig, other, "refs/heads/steward/issue-5-id0001", {
      "README.md": "squatted\n",
    });
    await write(dir, "README.md", "ours\n");
    const ours = await ws.commitAll({ message: "Ours", author: AUTHOR });
    const result = await ws.push();
    expect(await rig.server.resolveRef(REPO, "steward/issue-5-id0001")).toBe(squatted);
    expect(result).toMatchObject({ pushed: true, movedTo: "steward/issue-5-id0001-id0002", sha: ours });
  });
});
