// The layout from a real directory tree: only existing places are mounted over, links are resolved
// first, and nothing outside the checkout is "protected" into existence inside it.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { mkdir, mkdtemp, realpath, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { execa } from "execa";
import { afterEach, beforeEach, expect, it } from "vitest";
import { sandboxedShell } from "../../src/sandbox/argv";
import { buildLayout, SANDBOX_USER } from "../../src/sandbox/layout";
import { bwrapPath, sandboxSupport } from "./support";

let base: string;
let repo: string;
let out: string;

beforeEach(async () => {
  base = await realpath(await mkdtemp(join(tmpdir(), "steward-layout-")));
  repo = join(base, "repo");
  out = join(base, "out");
  await mkdir(join(repo, ".git", "hooks"), { recursive: true });
  await writeFile(join(repo, ".git", "config"), "[core]\n");
  await mkdir(out);
});
afterEach(() => rm(base, { recursive: true, force: true }));

const layoutOf = (extra: Partial<Parameters<typeof buildLayout>[0]> = {}) =>
  buildLayout({
    bwrap: "/usr/bin/bwrap",
    workspaceRoot: repo,
    outputDir: out,
    network: "deny",
    uid: 1001,
    ...extra,
  });

it("protects git's config and hooks, and only what exists", async () => {
  const layout = await layoutOf();
  expect(layout.readOnly).toEqual([join(repo, ".git", "config"), join(repo, ".git", "hooks")]);
  expect(layout.pinned).toEqual([join(repo, ".git")]);
});

it("protects the policy file and .claude, following links that stay in the checkout", async () => {
  await mkdir(join(repo, ".github"));
  await writeFile(join(repo, ".github", "steward.yml"), "");
  await mkdir(join(repo, "config"));
  await symlink(join(repo, "config"), join(repo, ".claude"));
  const layout = await layoutOf({ policyFilePath: join(repo, ".github", "steward.yml") });
  expect(layout.readOnly).toContain(join(repo, "config"));
  expect(layout.readOnly).toContain(join(repo, ".github", "steward.yml"));
  expect(layout.readOnly.filter((p) => p.endsWith("steward.yml"))).toHaveLength(1);
});

it("ignores a protected name linked out of the checkout (it is read-only there already)", async () => {
  await symlink("/etc", join(repo, ".claude"));
  expect((await layoutOf()).readOnly).not.toContain("/etc");
});

it("hides credential files and directories in the home directory, and the runner's temp dir", async () => {
  const home = join(base, "home");
  const runnerTemp = join(base, "runner-temp");
  await mkdir(join(home, ".ssh"), { recursive: true });
  await writeFile(join(home, ".npmrc"), "//registry/:_authToken=x\n");
  await mkdir(runnerTemp);
  const layout = await layoutOf({ home, runnerTemp });
  expect(layout.hide).toContain(join(home, ".ssh"));
  expect(layout.hide).toContain(runnerTemp);
  expect(layout.blank).toEqual([join(home, ".npmrc")]);
  expect(layout.reveal).toEqual([out]);
});

it("keeps only existing allowWrite directories, and maps root to an ordinary user", async () => {
  await mkdir(join(base, "cache"));
  await mkdir(join(base, ".npm"));
  const layout = await layoutOf({
    allowWrite: [join(base, "cache"), join(base, "missing"), "~/.npm"],
    home: base,
    uid: 0,
  });
  expect(layout.allowWrite).toEqual([join(base, ".npm"), join(base, "cache")]);
  expect(layout.user).toEqual(SANDBOX_USER);
  expect((await layoutOf()).user).toBeUndefined();
});

it.skipIf(!sandboxSupport.ok)(
  "a linked worktree's git directories are writable for git, their config and hooks are not",
  async () => {
    const main = join(base, "main");
    const env = { ...process.env, GIT_CONFIG_GLOBAL: "/dev/null", GIT_CONFIG_NOSYSTEM: "1" };
    const git = (cwd: string, ...args: string[]) => execFileSync("git", args, { cwd, env, stdio: "pipe" });
    await mkdir(main);
    git(main, "init", "-q");
    git(main, "-c", "user.name=t", "-c", "user.email=t@e", "commit", "-q", "--allow-empty", "-m", "init");
    const tree = join(base, "tree");
    git(main, "worktree", "add", "-q", tree);
    const layout = await buildLayout({
      bwrap: bwrapPath(),
      workspaceRoot: tree,
      outputDir: out,
      network: "deny",
    });
    expect(layout.allowWrite).toEqual([join(main, ".git"), join(main, ".git", "worktrees", "tree")]);
    expect(layout.readOnly).toEqual(
      expect.arrayContaining([join(main, ".git", "config"), join(main, ".git", "hooks")]),
    );
    const { file, args } = sandboxedShell(layout, {
      cwd: tree,
      script:
        "echo x > x.txt && git add x.txt && git -c user.name=a -c user.email=a@e commit -qm x && git log --oneline | wc -l; git config core.fsmonitor evil; echo config=$?",
    });
    const run = await execa(file, args, {
      env: { PATH: process.env["PATH"] ?? "" },
      extendEnv: false,
      all: true,
      reject: false,
    });
    expect(run.all).toMatch(/^2\n[\s\S]*config=[1-9]/);
    expect(readFileSync(join(main, ".git", "config"), "utf8")).not.toContain("fsmonitor");
  },
);
