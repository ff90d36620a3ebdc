// The layout from a real directory tree: only existing places are mounted over, links are resolved
// first, and nothing outside the checkout is "protected" into existence inside it.
import { mkdir, mkdtemp, realpath, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, expect, it } from "vitest";
import { buildLayout, SANDBOX_USER } from "../../src/sandbox/layout";

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
  expect(layout.allowWrite).toEqual([join(base, "cache"), join(base, ".npm")]);
  expect(layout.user).toEqual(SANDBOX_USER);
  expect((await layoutOf()).user).toBeUndefined();
});
