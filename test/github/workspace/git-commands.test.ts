// The git commands each workspace operation runs, pinned. Every action run pays each process (a few
// milliseconds of CPU, more on a loaded runner), so an operation that starts asking git again what it
// already knows shows up here as a longer list. Answers are reused only while what they depend on is
// unchanged: the tests below change the repository's config between operations and expect git to be
// asked again.
import { execFile } from "node:child_process";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type GitRunner, createGitRunner } from "../../../src/github/workspace/index";
import { parseNameStatus, parseNumstat, splitDiffOutput } from "../../../src/github/workspace/diff";
import {
  type Rig,
  BOT,
  checkout,
  createPullRequestBranch,
  prepare,
  samePullRequest,
  sh,
  startRig,
  write,
} from "./helpers";

const exec = promisify(execFile);

let rig: Rig;
beforeEach(async () => {
  rig = await startRig();
});
afterEach(async () => {
  await rig.cleanup();
});

/** The git subcommand of each command steward runs (its `-c` config and `--no-pager` left out). */
function recordingRunner(): { runner: GitRunner; take(): string[] } {
  const real = createGitRunner();
  let verbs: string[] = [];
  return {
    runner: (invocation) => {
      const args = invocation.args;
      let at = 0;
      while (args[at] === "--no-pager" || args[at] === "-c") at += args[at] === "-c" ? 2 : 1;
      verbs.push(args[at] ?? "");
      return real(invocation);
    },
    take() {
      const taken = verbs;
      verbs = [];
      return taken;
    },
  };
}

const SNAPSHOT = ["ls-files", "update-index", "write-tree"];

describe("git commands per operation", () => {
  it("runs a pull request's prepare, commit, diff, push and save with one process per question", async () => {
    const head = await createPullRequestBranch(rig);
    const dir = await checkout(rig);
    const git = recordingRunner();
    const ws = await prepare(rig, dir, samePullRequest(7, "feature/login", head), { runner: git.runner });
    // Locate (and learn shallowness), read the config once, status, the branch name, fetch, checkout.
    expect(git.take()).toEqual([
      "rev-parse",
      "config",
      "status",
      "check-ref-format",
      "fetch",
      "rev-parse",
      "checkout",
    ]);

    await write(dir, "src/a.ts", "export const a = 2;\n");
    expect(await ws.commitAll({ message: "Bump", author: BOT })).not.toBeNull();
    expect(git.take()).toEqual(["rev-list", ...SNAPSHOT, "diff-tree", "commit-tree", "update-ref"]);

    await write(dir, "src/b.ts", "changed\n");
    expect((await ws.diff()).files.map((file) => file.path)).toEqual(["src/a.ts", "src/b.ts"]);
    expect(git.take()).toEqual([...SNAPSHOT, "diff-tree"]);

    expect(await ws.push()).toMatchObject({ pushed: true, branch: "feature/login" });
    expect(git.take()).toEqual(["rev-parse", "diff-tree", "push"]);

    expect(await ws.saveWorkInProgress({ reason: "SIGTERM", author: BOT })).toMatchObject({ pushed: true });
    expect(git.take()).toEqual([
      "rev-list",
      ...SNAPSHOT,
      "diff-tree",
      "commit-tree",
      "update-ref",
      "diff-tree",
      "push",
    ]);
  });

  it("starts a new branch from the base branch checked out without asking for HEAD twice", async () => {
    const dir = await checkout(rig);
    const git = recordingRunner();
    await prepare(rig, dir, { kind: "new-branch", baseBranch: "main", subject: 3 }, { runner: git.runner });
    expect(git.take()).toEqual([
      "rev-parse",
      "config",
      "status",
      "check-ref-format",
      "rev-parse",
      "check-ref-format",
      "checkout",
    ]);
  });

  it("asks git again once the config changed: a driver defined after prepare is switched off", async () => {
    const markers = await mkdtemp(join(tmpdir(), "steward-markers-"));
    const dir = await checkout(rig);
    const git = recordingRunner();
    const ws = await prepare(
      rig,
      dir,
      { kind: "new-branch", baseBranch: "main", subject: 4 },
      { runner: git.runner },
    );
    await write(dir, "src/a.ts", "export const a = 3;\n");
    await ws.commitAll({ message: "First", author: BOT });
    git.take();

    await sh(rig, dir, "config", "filter.late.clean", `sh -c 'touch "${markers}/late-clean"; cat'`);
    await write(dir, ".gitattributes", "*.ts filter=late\n");
    await write(dir, "src/a.ts", "export const a = 4;\n");
    expect(await ws.commitAll({ message: "Second", author: BOT })).not.toBeNull();
    expect(git.take()[0]).toBe("config");
    expect(await readdir(markers)).toEqual([]);
    await rm(markers, { recursive: true, force: true });
  });

  it("reads a config that includes another file in full each time: a change there keeps the token back", async () => {
    const head = await createPullRequestBranch(rig);
    const dir = await checkout(rig);
    const included = join(rig.scratch, "included.gitconfig");
    await write(rig.scratch, "included.gitconfig", "");
    await sh(rig, dir, "config", "include.path", included);
    const ws = await prepare(rig, dir, samePullRequest(7, "feature/login", head));
    await write(dir, "src/a.ts", "export const a = 5;\n");
    await ws.commitAll({ message: "Bump", author: BOT });

    // .git/config itself is unchanged; what it includes now sends requests elsewhere.
    await write(rig.scratch, "included.gitconfig", '[url "http://127.0.0.1:9/"]\n\tinsteadOf = http://\n');
    const requests = rig.server.requests.length;
    await expect(ws.push()).rejects.toThrow(
      /changed during the run \(url\.http:\/\/127\.0\.0\.1:9\/\.insteadof\)/,
    );
    expect(rig.server.requests.length).toBe(requests);
  });
});

describe("splitDiffOutput", () => {
  it("reads files, counts and patch from one diff-tree as the three separate commands give them", async () => {
    const repo = await mkdtemp(join(tmpdir(), "steward-split-"));
    const git = async (...args: string[]) =>
      (await exec("git", ["-c", "user.name=t", "-c", "user.email=t@t", ...args], { cwd: repo })).stdout;
    try {
      await git("init", "--quiet");
      const names = ["moved.txt", "line\nbreak.txt", "tab\tname", ":colon", "0\t0\tlooks-counted", "gone"];
      for (const name of names) await write(repo, name, `${name}\nsecond line\nthird line\n`);
      await git("add", "--all");
      await git("commit", "--quiet", "-m", "one");
      await git("mv", "moved.txt", "renamed.txt");
      await git("mv", "0\t0\tlooks-counted", "1\t1\tstill-a-name");
      await write(repo, "line\nbreak.txt", "changed\n");
      await rm(join(repo, "gone"));
      await write(repo, "tab\tname", "changed\n");
      await write(repo, ":colon", ":colon\nsecond line\nthird line\nmore\n");
      await write(repo, "binary", "\0\x01\x02");
      await git("add", "--all");
      await git("commit", "--quiet", "-m", "two");

      const base = ["diff-tree", "-r", "--find-renames", "HEAD~", "HEAD", "--"];
      const split = splitDiffOutput(
        await git(...base.slice(0, 3), "-z", "--raw", "--numstat", "--patch", ...base.slice(3)),
        true,
      );
      const nameStatus = await git(...base.slice(0, 3), "-z", "--name-status", ...base.slice(3));
      const numstat = await git(...base.slice(0, 3), "-z", "--numstat", ...base.slice(3));
      const files = parseNameStatus(split.nameStatus, parseNumstat(split.numstat));
      expect(files).toEqual(parseNameStatus(nameStatus, parseNumstat(numstat)));
      expect(files.map((file) => `${file.status} ${file.path}`).sort()).toEqual([
        "added binary",
        "deleted gone",
        "modified :colon",
        "modified line\nbreak.txt",
        "modified tab\tname",
        "renamed 1\t1\tstill-a-name",
        "renamed renamed.txt",
      ]);
      expect(split.patch).toBe(await git(...base.slice(0, 3), "--patch", ...base.slice(3)));
    } finally {
      await rm(repo, { recursive: true, force: true });
    }
  });
});
