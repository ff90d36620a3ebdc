// A clone or pushed change written from memory must be the one git would have made for this test's
// server: same commits, index and work tree, and a config that names this server, not the one the
// fixture was first made under.
import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterEach, describe, expect, it } from "vitest";
import { type FixtureRemote, cloneRemote, pushedOnce } from "./git-fixtures";
import { type GitServer, startGitServer, unhurriedGitEnv } from "./git-server";
import { SCRATCH_ROOT } from "./scratch-root";

const exec = promisify(execFile);
const REPO = "octo-org/fixtures";
// Files of this test's own, so that no other file in the worker made its fixtures first.
const FILES = { "README.md": "# fixtures test\n", "src/a.ts": "export const a = 1;\n" };

const opened: Array<{ server: GitServer; scratch: string }> = [];
afterEach(async () => {
  for (const { server, scratch } of opened.splice(0)) {
    await server.close();
    await rm(scratch, { recursive: true, force: true });
  }
});

async function remote(): Promise<FixtureRemote & { scratch: string }> {
  const server = await startGitServer({ token: "ghs_fixtures_token" });
  const scratch = await mkdtemp(join(SCRATCH_ROOT, "steward-fixtures-"));
  opened.push({ server, scratch });
  await server.createRepo(REPO, FILES);
  return { server, repo: REPO, home: scratch, scratch };
}

const git = async (remote: FixtureRemote, cwd: string, ...args: string[]) =>
  (await exec("git", args, { cwd, env: unhurriedGitEnv(remote.home) })).stdout.trim();

/** What a clone is, as git reports it: everything but file times. */
async function describeClone(remote: FixtureRemote, dir: string) {
  return {
    head: await git(remote, dir, "rev-parse", "HEAD"),
    branch: await git(remote, dir, "symbolic-ref", "--short", "HEAD"),
    refs: await git(remote, dir, "for-each-ref", "--format=%(refname) %(objectname)"),
    shallow: await git(remote, dir, "rev-parse", "--is-shallow-repository"),
    index: await git(remote, dir, "ls-files", "--stage"),
    status: await git(remote, dir, "status", "--porcelain", "--ignored"),
    origin: await git(remote, dir, "remote", "get-url", "origin"),
    reflog: await readFile(join(dir, ".git/logs/HEAD"), "utf8"),
  };
}

describe("git fixtures", () => {
  it("writes a clone made under another server as that clone, naming this server", async () => {
    const first = await remote();
    const second = await remote();
    const args = ["--quiet", "--no-tags", "--depth", "1"];
    await cloneRemote(first, join(first.scratch, "made"), args, `${first.server.url}/${REPO}`);
    await cloneRemote(second, join(second.scratch, "written"), args, `${second.server.url}/${REPO}`);

    const made = await describeClone(first, join(first.scratch, "made"));
    const written = await describeClone(second, join(second.scratch, "written"));
    expect(written).toEqual({
      ...made,
      origin: `${second.server.url}/${REPO}`,
      reflog: made.reflog.replaceAll(first.server.root, second.server.root),
    });
    expect(written.shallow).toBe("true");
    expect(written.reflog).toContain(second.server.root);
    expect(await readFile(join(second.scratch, "written/src/a.ts"), "utf8")).toBe(FILES["src/a.ts"]);
  });

  it("clones anew once the remote changed", async () => {
    const first = await remote();
    await cloneRemote(first, join(first.scratch, "before"), ["--quiet"], `${first.server.url}/${REPO}`);
    const work = join(first.scratch, "before");
    await writeFile(join(work, "src/a.ts"), "export const a = 2;\n");
    await git(first, work, "commit", "--quiet", "--all", "--message", "Bump");
    await git(first, work, "push", "--quiet", first.server.repoPath(REPO), "HEAD:refs/heads/main");

    await cloneRemote(first, join(first.scratch, "after"), ["--quiet"], `${first.server.url}/${REPO}`);
    expect(await git(first, join(first.scratch, "after"), "rev-parse", "HEAD")).toBe(
      await git(first, work, "rev-parse", "HEAD"),
    );
  });

  it("applies a pushed change to another server's remote and clone, without running it again", async () => {
    let runs = 0;
    const change = (fixture: FixtureRemote & { scratch: string }) => async () => {
      runs++;
      const dir = join(fixture.scratch, "author");
      await cloneRemote(fixture, dir, ["--quiet"], `${fixture.server.url}/${REPO}.git`);
      await git(fixture, dir, "checkout", "--quiet", "-b", "topic");
      await writeFile(join(dir, "topic.txt"), "topic\n");
      await git(fixture, dir, "add", "--all");
      await git(fixture, dir, "commit", "--quiet", "--message", "Topic");
      await git(fixture, dir, "push", "--quiet", fixture.server.repoPath(REPO), "HEAD:refs/heads/topic");
      return git(fixture, dir, "rev-parse", "HEAD");
    };
    const first = await remote();
    const second = await remote();
    const made = await pushedOnce(first, join(first.scratch, "author"), "topic", change(first));
    const written = await pushedOnce(second, join(second.scratch, "author"), "topic", change(second));

    expect(runs).toBe(1);
    expect(written).toBe(made);
    expect(await second.server.refs(REPO)).toEqual(await first.server.refs(REPO));
    expect(await second.server.git(REPO, "show", "topic:topic.txt")).toBe("topic\n");
    const author = await describeClone(second, join(second.scratch, "author"));
    expect(author).toMatchObject({ head: made, branch: "topic", status: "" });
    expect(author.origin).toBe(`${second.server.url}/${REPO}.git`);
  });
});
