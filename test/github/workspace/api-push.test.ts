// commit-signing: github at the workspace layer: steward's commits re-created on GitHub through the
// GraphQL createCommitOnBranch mutation (the fake GitHub makes them in the real bare repository, checked
// against GitHub's schema), the local branch brought to them, races, refusals and large commits.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createGitHubClient } from "../../../src/github/client";
import { createCommitApi } from "../../../src/github/commit-api";
import {
  MAX_FILES_PER_CALL,
  type Workspace,
  type WorkspaceTarget,
} from "../../../src/github/workspace/index";
import { type FakeGitHub, startFakeGitHub } from "../../support/fake-github/index";
import {
  REPO,
  type Rig,
  TOKEN,
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
let github: FakeGitHub;
beforeEach(async () => {
  rig = await startRig();
  github = await startFakeGitHub({ token: TOKEN, serverUrl: rig.server.url, git: rig.server });
  github.state.addRepo({ owner: "octo-org", name: "app" });
});
afterEach(async () => {
  await github.close();
  await rig.cleanup();
});

const AUTHOR = { name: "Mona", email: "1+mona@users.noreply.github.com" };

async function signedWorkspace(dir: string, target: WorkspaceTarget): Promise<Workspace> {
  const client = createGitHubClient({ token: TOKEN, baseUrl: github.url, retryBaseMs: 1, writeSpacingMs: 0 });
  return prepare(rig, dir, target, {
    signing: { kind: "github", api: createCommitApi(client, { owner: "octo-org", repo: "app" }) },
  });
}

/** git pushes the git server received since `from` (a count of its requests). */
const pushes = (from = 0) =>
  rig.server.requests.slice(from).filter((r) => r.path.endsWith("git-receive-pack"));
const remote = (...args: string[]) => rig.server.git(REPO, ...args).then((out) => out.trim());

describe("publishing through createCommitOnBranch", () => {
  it("re-creates the commit on the pull request's branch, signed by GitHub's side, and moves the local branch to it", async () => {
    const head = await createPullRequestBranch(rig);
    const dir = await checkout(rig);
    const ws = await signedWorkspace(dir, samePullRequest(7, "feature/login", head));
    await write(dir, "src/a.ts", "export const a = 2;\n");
    await write(
      dir,
      "docs/new-name.md",
      "A document that will be renamed.\nIt has a few lines.\nSo rename detection finds it.\n",
    );
    await sh(rig, dir, "rm", "--quiet", "docs/old-name.md");
    await write(dir, "src/b.ts", "");
    await write(dir, "assets/logo.bin", "");
    const { writeFile } = await import("node:fs/promises");
    await writeFile(`${dir}/assets/logo.bin`, Buffer.from([0, 255, 1, 254, 10, 13, 0]));
    const local = await ws.commitAll({ message: "Bump a\n\nAnd move the doc.", author: AUTHOR });
    const before = rig.server.requests.length;
    const result = await ws.push();

    const tip = await rig.server.resolveRef(REPO, "feature/login");
    expect(result).toEqual({ pushed: true, branch: "feature/login", intended: "feature/login", sha: tip });
    expect(tip).not.toBe(local);
    expect(pushes(before)).toEqual([]);
    // GitHub's commit: the token's identity as author, GitHub as committer, steward's tree and message.
    expect(await remote("log", "-1", "--format=%an|%ae|%cn|%ce", tip ?? "")).toBe(
      `github-actions[bot]|${String(github.state.user("github-actions[bot]").id)}+github-actions[bot]@users.noreply.github.com|GitHub|noreply@github.com`,
    );
    expect(await remote("rev-parse", `${tip ?? ""}^{tree}`)).toBe(
      await sh(rig, dir, "rev-parse", `${local ?? ""}^{tree}`),
    );
    expect(await remote("log", "-1", "--format=%B", tip ?? "")).toBe("Bump a\n\nAnd move the doc.");
    expect(await remote("rev-parse", `${tip ?? ""}^`)).toBe(head);
    expect(github.commits.map((c) => [c.additions.sort(), c.deletions.sort()])).toEqual([
      [["assets/logo.bin", "docs/new-name.md", "src/a.ts", "src/b.ts"], ["docs/old-name.md"]],
    ]);
    // The local branch is GitHub's commit now, and the working tree is clean against it.
    expect(await sh(rig, dir, "rev-parse", "HEAD")).toBe(tip);
    expect(await sh(rig, dir, "status", "--porcelain")).toBe("");
    expect((await ws.diff()).files.map((f) => f.path).sort()).toEqual([
      "assets/logo.bin",
      "docs/new-name.md",
      "src/a.ts",
      "src/b.ts",
    ]);
    github.assertNoViolations();
  });

  it("creates steward's new branch first, and builds later commits on GitHub's", async () => {
    const dir = await checkout(rig);
    const ws = await signedWorkspace(dir, {
      kind: "new-branch",
      baseBranch: "main",
      branchKind: "issue",
      subject: 5,
    });
    await write(dir, "src/a.ts", "export const a = 5;\n");
    await ws.commitAll({ message: "One", author: AUTHOR });
    const first = await ws.push();
    await write(dir, "src/a.ts", "export const a = 6;\n");
    await ws.commitAll({ message: "Two", author: AUTHOR });
    const second = await ws.push();
    expect(first).toMatchObject({ pushed: true, branch: "steward/issue-5-id0001" });
    expect(second).toMatchObject({ pushed: true, branch: "steward/issue-5-id0001" });
    expect(await rig.server.resolveRef(REPO, "steward/issue-5-id0001")).toBe(second.sha);
    expect(await remote("rev-parse", `${second.sha}^`)).toBe(first.sha);
    expect(await remote("rev-parse", `${first.sha}^`)).toBe(ws.startSha);
    expect(github.requests.map((r) => r.operationId)).toEqual([
      "git/create-ref",
      "graphql:createCommitOnBranch",
      "graphql:createCommitOnBranch",
    ]);
    expect(pushes()).toEqual([]);
    github.assertNoViolations();
  });

  it("on a stale head fetches, rebases steward's commit onto the newcomer and tries again", async () => {
    const head = await createPullRequestBranch(rig);
    const dir = await checkout(rig);
    const ws = await signedWorkspace(dir, samePullRequest(7, "feature/login", head));
    await write(dir, "src/a.ts", "export const a = 2;\n");
    await ws.commitAll({ message: "Bump a", author: AUTHOR });
    let theirs = "";
    github.beforeNextCommit(async () => {
      const clone = await otherClone(rig, "racer");
      await sh(rig, clone, "checkout", "--quiet", "feature/login");
      theirs = await commitAndPush(rig, clone, "refs/heads/feature/login", {
        "README.md": "# app, racing\n",
      });
    });
    const result = await ws.push();
    expect(result).toMatchObject({ pushed: true, branch: "feature/login", rebasedOnto: theirs });
    expect(await remote("rev-parse", `${result.sha}^`)).toBe(theirs);
    expect(await remote("show", `${result.sha}:src/a.ts`)).toBe("export const a = 2;");
    expect(await remote("show", `${result.sha}:README.md`)).toBe("# app, racing");
    expect(github.commits).toHaveLength(1);
    expect(github.requests.filter((r) => r.operationId === "graphql:createCommitOnBranch")).toHaveLength(2);
    expect(await sh(rig, dir, "rev-parse", "HEAD")).toBe(result.sha);
    github.assertNoViolations();
  });

  it.each([
    [
      "an executable bit",
      async (dir: string) => write(dir, "run.sh", "#!/bin/sh\n", 0o755),
      /run\.sh is an executable file/,
    ],
    [
      "a symbolic link",
      async (dir: string) => {
        const { symlink } = await import("node:fs/promises");
        await symlink("README.md", `${dir}/link`);
      },
      /link is a symbolic link/,
    ],
  ])("refuses %s, which the mutation cannot express, and says so", async (_, change, why) => {
    const head = await createPullRequestBranch(rig);
    const dir = await checkout(rig);
    const ws = await signedWorkspace(dir, samePullRequest(7, "feature/login", head));
    await change(dir);
    await ws.commitAll({ message: "Add it", author: AUTHOR });
    const result = await ws.push();
    expect(result.pushed).toBe(false);
    expect(result.reason).toMatch(why);
    expect(result.reason).toMatch(/commit-signing: github cannot publish .*plain, non-executable file/);
    expect(await rig.server.resolveRef(REPO, "feature/login")).toBe(head);
    expect(github.requests).toEqual([]);
  });

  it("splits a commit of more files than one call takes, and the last part has steward's tree", async () => {
    const head = await createPullRequestBranch(rig);
    const dir = await checkout(rig);
    const ws = await signedWorkspace(dir, samePullRequest(7, "feature/login", head));
    for (let i = 0; i <= MAX_FILES_PER_CALL; i++)
      await write(dir, `gen/file-${String(i)}.txt`, `${String(i)}\n`);
    const local = await ws.commitAll({ message: "Generate", author: AUTHOR });
    const result = await ws.push();
    expect(result.pushed).toBe(true);
    expect(github.commits.map((c) => [c.headline, c.additions.length])).toEqual([
      ["Generate (part 1 of 2)", MAX_FILES_PER_CALL],
      ["Generate (part 2 of 2)", 1],
    ]);
    expect(await remote("rev-parse", `${result.sha}^{tree}`)).toBe(
      await sh(rig, dir, "rev-parse", `${local ?? ""}^{tree}`),
    );
    github.assertNoViolations();
  });

  it("saves the work in progress through the API as well, on a new wip branch", async () => {
    const dir = await checkout(rig);
    const ws = await signedWorkspace(dir, {
      kind: "new-branch",
      baseBranch: "main",
      branchKind: "issue",
      subject: 9,
    });
    await write(dir, "src/a.ts", "export const a = 9;\n");
    const saved = await ws.saveWorkInProgress({ reason: "SIGINT", author: AUTHOR, budgetMs: 20_000 });
    expect(saved).toMatchObject({ saved: true, pushed: true, branch: "steward/wip-issue-9-id0001-id0002" });
    expect(await rig.server.resolveRef(REPO, saved.branch ?? "")).toBe(saved.sha);
    expect(github.commits).toHaveLength(1);
    expect(await remote("log", "-1", "--format=%s|%cn", saved.sha ?? "")).toMatch(
      /^WIP: steward run interrupted \(SIGINT\)\|GitHub$/,
    );
    expect(pushes()).toEqual([]);
    github.assertNoViolations();
  });
});
