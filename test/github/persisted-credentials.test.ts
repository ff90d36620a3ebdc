import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { stashPersistedCredentials } from "../../src/github/persisted-credentials";
import { isolatedGitEnv } from "../support/git-server";

const exec = promisify(execFile);
let dir: string;
let env: Record<string, string>;
const git = async (...args: string[]) => (await exec("git", args, { cwd: dir, env })).stdout;
const RUNNER_TEMP = "/home/runner/work/_temp";

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "steward-persisted-"));
  env = Object.fromEntries(
    Object.entries(isolatedGitEnv(dir)).filter((e): e is [string, string] => e[1] !== undefined),
  );
  await git("init", "--quiet");
  // What actions/checkout leaves with persist-credentials: true (old and new styles), and ordinary config.
  await git("config", "--local", "http.https://github.com/.extraheader", "AUTHORIZATION: basic c2VjcmV0");
  await git(
    "config",
    "--local",
    `includeIf.gitdir:${dir}/.git.path`,
    `${RUNNER_TEMP}/git-credentials-1234.config`,
  );
  await git("config", "--local", "core.autocrlf", "input");
  await git("config", "--local", "include.path", "../shared.gitconfig");
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("persisted checkout credentials", () => {
  it("are taken out for the run and put back afterwards; other configuration is untouched", async () => {
    const stash = await stashPersistedCredentials(dir, env, RUNNER_TEMP);
    expect(stash.entries.map((e) => e.key)).toEqual([
      "http.https://github.com/.extraheader",
      `includeif.gitdir:${dir}/.git.path`,
    ]);
    const during = await git("config", "--local", "--list");
    expect(during).not.toMatch(/extraheader|git-credentials/);
    expect(during).toContain("core.autocrlf=input");
    expect(during).toContain("include.path=../shared.gitconfig");
    await stash.restore();
    const after = await git("config", "--local", "--list");
    expect(after).toContain("http.https://github.com/.extraheader=AUTHORIZATION: basic c2VjcmV0");
    expect(after).toContain(`${RUNNER_TEMP}/git-credentials-1234.config`);
  });

  it("does nothing outside a repository", async () => {
    const stash = await stashPersistedCredentials(tmpdir(), env, RUNNER_TEMP);
    expect(stash.entries).toEqual([]);
  });
});
