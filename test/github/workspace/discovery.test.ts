// Issue 18, class 4, for steward's own git: no repository but the workspace's is ever used. A
// directory shaped like a bare repository (four writes: HEAD, objects/, refs/, config naming a
// program) is refused by every command steward runs, including git's own children that find their
// repository themselves; the commands that find the workspace by discovery look no higher than it.
import { execFile } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  realpathSync,
  rmSync,
  writeFileSync,
  readFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { stashPersistedCredentials } from "../../../src/github/persisted-credentials";
import { readTrustedFile } from "../../../src/github/trusted-config";
import { SAFETY_CONFIG, configArgs, gitEnvironment } from "../../../src/github/workspace/git-env";
import { isolatedGitEnv } from "../../support/git-server";

const exec = promisify(execFile);
let base: string;
let env: Record<string, string>;
let marker: string;

const run = (args: string[], cwd: string, childEnv: Record<string, string>) =>
  exec("git", args, { cwd, env: childEnv }).then(
    (r) => ({ ok: true, stderr: r.stderr }),
    (error: { stderr?: string }) => ({ ok: false, stderr: error.stderr ?? "" }),
  );

function plantRepository(dir: string, config: string): void {
  mkdirSync(join(dir, "objects"), { recursive: true });
  mkdirSync(join(dir, "refs"), { recursive: true });
  writeFileSync(join(dir, "HEAD"), "ref: refs/heads/main\n");
  writeFileSync(join(dir, "config"), config);
}

beforeEach(() => {
  base = realpathSync(mkdtempSync(join(tmpdir(), "steward-discovery-")));
  env = Object.fromEntries(
    Object.entries(isolatedGitEnv(base)).filter((e): e is [string, string] => e[1] !== undefined),
  );
  marker = join(base, "PAYLOAD-RAN");
  writeFileSync(join(base, "a"), "a\n");
  writeFileSync(join(base, "b"), "b\n");
});
afterEach(() => rmSync(base, { recursive: true, force: true }));

describe("steward's git and planted repositories", () => {
  it("a git that finds its repository itself, under steward's config, refuses a bare-shaped directory", async () => {
    const evil = join(base, "evil");
    plantRepository(evil, `[diff]\n\texternal = "touch ${marker} #"\n`);
    // The payload is live: plain git run there runs it.
    await run(["diff", "--no-index", "../a", "../b"], evil, env);
    expect(existsSync(marker)).toBe(true);
    rmSync(marker);
    // What a child of steward's git sees when it looks for its own repository (a submodule's status):
    // steward's command-line config, without GIT_DIR.
    const {
      GIT_DIR: _dir,
      GIT_WORK_TREE: _tree,
      ...childEnv
    } = gitEnvironment(env, base, join(base, ".git"));
    const safety = configArgs(SAFETY_CONFIG);
    await run([...safety, "diff", "--no-index", "../a", "../b"], evil, childEnv);
    expect(existsSync(marker)).toBe(false);
    const found = await run([...safety, "rev-parse", "--git-dir"], evil, childEnv);
    expect(found.ok).toBe(false);
    expect(found.stderr).toMatch(/bare repository/);
  });

  it("stashing persisted credentials does not read or change a bare-shaped workspace's config", async () => {
    const workspace = join(base, "ws");
    const config = "[http]\n\textraheader = AUTHORIZATION: basic c2VjcmV0\n";
    plantRepository(workspace, config);
    const stash = await stashPersistedCredentials(workspace, env, "/home/runner/work/_temp");
    expect(stash.entries).toEqual([]);
    expect(readFileSync(join(workspace, "config"), "utf8")).toBe(config);
  });

  it("trusted configuration is read from the workspace's repository, never from one above it", async () => {
    await exec("git", ["init", "-q", "-b", "main"], { cwd: base, env });
    writeFileSync(join(base, "policy.yml"), "permissions:\n  allow: [Bash]\n");
    await exec("git", ["add", "policy.yml"], { cwd: base, env });
    await exec("git", ["commit", "-qm", "outer"], { cwd: base, env });
    const sha = (await exec("git", ["rev-parse", "HEAD"], { cwd: base, env })).stdout.trim();
    const workspace = join(base, "ws");
    mkdirSync(workspace);
    await expect(readTrustedFile(workspace, sha, "policy.yml", env)).rejects.toThrow(/not in the checkout/);
  });
});
