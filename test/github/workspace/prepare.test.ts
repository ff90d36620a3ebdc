import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { WorkspaceError } from "../../../src/github/workspace/index";
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

let rig: Rig;
beforeEach(async () => {
  rig = await startRig();
});
afterEach(async () => {
  await rig.cleanup();
});

describe("prepareWorkspace: same-repository pull request", () => {
  it("checks out the head branch in the workspace itself, on that branch, at the triggered commit", async () => {
    const head = await createPullRequestBranch(rig);
    const dir = await checkout(rig);
    const ws = await prepare(rig, dir, samePullRequest(7, "feature/login", head));

    expect(ws).toMatchObject({
      dir,
      mode: "pull-request",
      startSha: head,
      base: head,
      localBranch: "feature/login",
      pushBranch: "feature/login",
      createdBranch: false,
      moved: undefined,
    });
    expect(await sh(rig, dir, "symbolic-ref", "--short", "HEAD")).toBe("feature/login");
    expect(await sh(rig, dir, "rev-parse", "HEAD")).toBe(head);
    expect(await readFile(join(dir, "src/login.ts"), "utf8")).toBe("export const login = true;\n");
    expect(await sh(rig, dir, "status", "--porcelain")).toBe("");
    // The checkout stays as shallow as actions/checkout made it.
    expect(await sh(rig, dir, "rev-parse", "--is-shallow-repository")).toBe("true");
  });

  it("starts at the triggered commit when the branch moved on since, and says so", async () => {
    const triggered = await createPullRequestBranch(rig);
    const author = join(rig.scratch, "author-feature-login");
    const newer = await commitAndPush(rig, author, "refs/heads/feature/login", { "src/later.ts": "later\n" });
    const dir = await checkout(rig);
    const ws = await prepare(rig, dir, samePullRequest(7, "feature/login", triggered));

    expect(ws.startSha).toBe(triggered);
    expect(ws.moved).toEqual({
      branch: "feature/login",
      expected: triggered,
      found: newer,
      checkedOut: triggered,
    });
    expect(await sh(rig, dir, "rev-parse", "HEAD")).toBe(triggered);
    expect(await sh(rig, dir, "symbolic-ref", "--short", "HEAD")).toBe("feature/login");
  });

  it("falls back to the current tip when the triggered commit was force-pushed away", async () => {
    await createPullRequestBranch(rig);
    const gone = "0123456789abcdef0123456789abcdef01234567";
    const tip = (await rig.server.resolveRef(REPO, "feature/login")) ?? "";
    const dir = await checkout(rig);
    const ws = await prepare(rig, dir, samePullRequest(7, "feature/login", gone));
    expect(ws.startSha).toBe(tip);
    expect(ws.moved).toEqual({ branch: "feature/login", expected: gone, found: tip, checkedOut: tip });
  });

  it("keeps a complete clone complete (no --depth on a full repository)", async () => {
    const head = await createPullRequestBranch(rig);
    const dir = await checkout(rig, { depth: 0 });
    await prepare(rig, dir, samePullRequest(7, "feature/login", head));
    expect(await sh(rig, dir, "rev-parse", "--is-shallow-repository")).toBe("false");
  });

  it("explains a deleted head branch", async () => {
    const dir = await checkout(rig);
    const promise = prepare(rig, dir, samePullRequest(7, "gone", "a".repeat(40)));
    await expect(promise).rejects.toThrow(WorkspaceError);
    await expect(promise).rejects.toThrow(
      /head branch 'gone' of pull request #7 is not on http:\/\/127\.0\.0\.1:\d+\/octo-org\/app/,
    );
  });

  it("rejects branch names that could be read as options, refspecs or reflog expressions", async () => {
    const dir = await checkout(rig);
    for (const bad of ["-upload-pack=evil", "main:refs/heads/x", "x@{1}", "a..b", "with space"])
      await expect(prepare(rig, dir, samePullRequest(7, bad, "a".repeat(40)))).rejects.toThrow(
        new RegExp(`Invalid pull request head branch '${bad.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}'`),
      );
    await expect(prepare(rig, dir, samePullRequest(7, "ok", "HEAD"))).rejects.toThrow(
      "Invalid pull request head commit 'HEAD'. Expected a full commit id (40 hex digits).",
    );
  });
});

describe("prepareWorkspace: fork pull request", () => {
  it("fetches refs/pull/N/head and checks out its commit detached, with nowhere to push", async () => {
    const fork = await otherClone(rig, "fork");
    await sh(rig, fork, "checkout", "--quiet", "-b", "patch-1");
    const head = await commitAndPush(
      rig,
      fork,
      "refs/pull/12/head",
      { "src/a.ts": "export const a = 99;\n" },
      "Fork change",
    );
    expect(await rig.server.resolveRef(REPO, "patch-1")).toBeUndefined();

    const dir = await checkout(rig);
    const ws = await prepare(rig, dir, {
      kind: "pull-request",
      number: 12,
      headBranch: "patch-1",
      headSha: head,
      headRepository: "someone/app",
    });
    expect(ws).toMatchObject({
      mode: "fork-pull-request",
      startSha: head,
      localBranch: undefined,
      pushBranch: undefined,
    });
    expect(await sh(rig, dir, "rev-parse", "HEAD")).toBe(head);
    await expect(sh(rig, dir, "symbolic-ref", "-q", "HEAD")).rejects.toThrow();
    expect(await readFile(join(dir, "src/a.ts"), "utf8")).toBe("export const a = 99;\n");

    await write(dir, "src/a.ts", "export const a = 100;\n");
    await ws.commitAll({ message: "Fix", author: BOT });
    const before = await rig.server.refs(REPO);
    const pushed = await ws.push();
    expect(pushed).toMatchObject({ pushed: false, branch: undefined });
    expect(pushed.reason).toMatch(/fork/);
    expect(await rig.server.refs(REPO)).toEqual(before);
  });

  it("treats a deleted fork (no head repository) as a fork", async () => {
    const fork = await otherClone(rig, "fork");
    const head = await commitAndPush(rig, fork, "refs/pull/3/head", { "x.txt": "x\n" });
    const dir = await checkout(rig);
    const ws = await prepare(rig, dir, {
      kind: "pull-request",
      number: 3,
      headBranch: "main",
      headSha: head,
      headRepository: "",
    });
    expect(ws.mode).toBe("fork-pull-request");
    expect(ws.pushBranch).toBeUndefined();
  });
});

describe("prepareWorkspace: new branches", () => {
  it("names the branch <prefix><kind>-<number>-<short id> and starts it from the checked-out base", async () => {
    const dir = await checkout(rig);
    const main = await sh(rig, dir, "rev-parse", "HEAD");
    const requests = rig.server.requests.length;
    const ws = await prepare(rig, dir, {
      kind: "new-branch",
      baseBranch: "main",
      branchKind: "issue",
      subject: 42,
    });
    expect(ws).toMatchObject({
      mode: "new-branch",
      startSha: main,
      localBranch: "steward/issue-42-id0001",
      pushBranch: "steward/issue-42-id0001",
      createdBranch: true,
      baseBranch: "main",
    });
    expect(await sh(rig, dir, "symbolic-ref", "--short", "HEAD")).toBe("steward/issue-42-id0001");
    // The base was already checked out: nothing was fetched.
    expect(rig.server.requests.length).toBe(requests);
  });

  it("slugs an automation prompt (no kind) and fetches a base the checkout does not have", async () => {
    const other = await otherClone(rig);
    await sh(rig, other, "checkout", "--quiet", "-b", "develop");
    const develop = await commitAndPush(rig, other, "refs/heads/develop", { "dev.txt": "dev\n" });
    const dir = await checkout(rig);
    const ws = await prepare(
      rig,
      dir,
      { kind: "new-branch", baseBranch: "develop", subject: "Update the dependencies, then run `npm test`!" },
      { branchPrefix: "bots/steward-" },
    );
    expect(ws.localBranch).toBe("bots/steward-update-the-dependencies-then-run-npm-id0001");
    expect(ws.startSha).toBe(develop);
    expect(await readFile(join(dir, "dev.txt"), "utf8")).toBe("dev\n");
    await expect(prepare(rig, dir, { kind: "new-branch", baseBranch: "nope", subject: 1 })).rejects.toThrow(
      /The base branch 'nope' is not on/,
    );
  });
});

describe("prepareWorkspace: CI fix-ups", () => {
  it("works on the run's head branch while its tip is still the failing commit", async () => {
    const failing = await createPullRequestBranch(rig, "fix/ci");
    const dir = await checkout(rig);
    const ws = await prepare(rig, dir, {
      kind: "ci-fixup",
      runId: 99,
      workflowName: "CI",
      headBranch: "fix/ci",
      headSha: failing,
      headRepository: REPO,
    });
    expect(ws).toMatchObject({
      mode: "ci-fixup-head",
      localBranch: "fix/ci",
      pushBranch: "fix/ci",
      createdBranch: false,
    });
  });

  it("moves to a new branch from the failing commit when the head branch moved on", async () => {
    const failing = await createPullRequestBranch(rig, "fix/ci");
    const newer = await commitAndPush(rig, join(rig.scratch, "author-fix-ci"), "refs/heads/fix/ci", {
      "n.txt": "n\n",
    });
    const dir = await checkout(rig);
    const ws = await prepare(rig, dir, {
      kind: "ci-fixup",
      runId: 99,
      workflowName: "Build & Test",
      headBranch: "fix/ci",
      headSha: failing,
      headRepository: REPO,
    });
    expect(ws).toMatchObject({
      mode: "new-branch",
      startSha: failing,
      localBranch: "steward/ci-fix-build-test-id0001",
      createdBranch: true,
      baseBranch: "fix/ci",
      moved: { branch: "fix/ci", expected: failing, found: newer, checkedOut: failing },
    });
  });

  it("refuses a run from a fork", async () => {
    const dir = await checkout(rig);
    await expect(
      prepare(rig, dir, {
        kind: "ci-fixup",
        runId: 5,
        workflowName: "CI",
        headBranch: "main",
        headSha: "b".repeat(40),
        headRepository: "mallory/app",
      }),
    ).rejects.toThrow(
      /comes from 'mallory\/app', not octo-org\/app; CI fix-ups work on same-repository branches only/,
    );
  });
});

describe("prepareWorkspace: what earlier steps left", () => {
  it("refuses changed tracked files, naming them", async () => {
    const dir = await checkout(rig);
    await write(dir, "README.md", "changed by a build step\n");
    await expect(prepare(rig, dir, { kind: "new-branch", baseBranch: "main", subject: 1 })).rejects.toThrow(
      /has changes before steward started: README\.md\. Expected a clean checkout/,
    );
  });

  it("remembers untracked files from earlier steps and never diffs or commits them", async () => {
    const dir = await checkout(rig);
    await write(dir, "gha-creds-1234.json", '{"private_key":"secret"}\n');
    await write(dir, "weird name [1]*.txt", "odd\n");
    const ws = await prepare(rig, dir, {
      kind: "new-branch",
      baseBranch: "main",
      branchKind: "issue",
      subject: 1,
    });
    expect([...ws.preexistingUntracked].sort()).toEqual(["gha-creds-1234.json", "weird name [1]*.txt"]);
    await write(dir, "src/new.ts", "new\n");
    const diff = await ws.diff();
    expect(diff.files.map((f) => f.path)).toEqual(["src/new.ts"]);
    const sha = await ws.commitAll({ message: "Add new", author: BOT });
    expect(await sh(rig, dir, "show", "--name-only", "--format=", sha ?? "")).toBe("src/new.ts");
  });

  it("says when the workspace is not a checkout", async () => {
    await expect(
      prepare(rig, rig.scratch, { kind: "new-branch", baseBranch: "main", subject: 1 }),
    ).rejects.toThrow(/is not a git checkout .* Expected the workspace actions\/checkout made/s);
  });
});
