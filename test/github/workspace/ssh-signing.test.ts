// commit-signing: ssh with a real key made by ssh-keygen: steward's commits, the commits a rebase
// replays and the work-in-progress commit all verify with `git verify-commit` against an allowed
// signers file; the key is on disk only inside withKey, 0600 in a private directory, and gone after.
import { execFile } from "node:child_process";
import { mkdtemp, readdir, readFile, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createSshSigner } from "../../../src/github/workspace/index";
import {
  BOT,
  REPO,
  type Rig,
  checkout,
  commitAndPush,
  createPullRequestBranch,
  prepare,
  samePullRequest,
  sh,
  startRig,
  write,
} from "./helpers";

const exec = promisify(execFile);

let rig: Rig;
let key: string;
let allowedSigners: string;
let tempRoot: string;
beforeEach(async () => {
  rig = await startRig();
  const keys = await mkdtemp(join(rig.scratch, "keys-"));
  await exec("ssh-keygen", ["-q", "-t", "ed25519", "-N", "", "-C", "steward", "-f", join(keys, "id")]);
  key = await readFile(join(keys, "id"), "utf8");
  const publicKey = (await readFile(join(keys, "id.pub"), "utf8")).trim();
  allowedSigners = join(keys, "allowed_signers");
  await writeFile(allowedSigners, `${BOT.email} namespaces="git" ${publicKey}\n`);
  tempRoot = await mkdtemp(join(rig.scratch, "runner-temp-"));
});
afterEach(async () => {
  await rig.cleanup();
});

const AUTHOR = { name: "Mona", email: "1+mona@users.noreply.github.com" };

/** `git verify-commit` in the remote, trusting only the test key for the bot's address. */
async function verify(sha: string): Promise<string> {
  const { stderr } = await exec(
    "git",
    ["-c", `gpg.ssh.allowedSignersFile=${allowedSigners}`, "verify-commit", "--raw", sha],
    { cwd: rig.server.repoPath(REPO) },
  );
  return stderr;
}

describe("commit-signing: ssh", () => {
  it("signs steward's commits, the rebased ones too, and leaves no key behind", async () => {
    const head = await createPullRequestBranch(rig);
    const dir = await checkout(rig);
    const ws = await prepare(rig, dir, samePullRequest(7, "feature/login", head), {
      signing: { kind: "ssh", signer: createSshSigner(key, tempRoot) },
    });
    await write(dir, "src/a.ts", "export const a = 2;\n");
    const ours = await ws.commitAll({ message: "Bump a", author: AUTHOR });
    await commitAndPush(rig, join(rig.scratch, "author-feature-login"), "refs/heads/feature/login", {
      "README.md": "# racing\n",
    });
    const pushed = await ws.push();
    expect(pushed).toMatchObject({ pushed: true, branch: "feature/login" });
    // Rebased onto the newcomer: a new commit, signed again.
    expect(pushed.sha).not.toBe(ours);
    expect(await verify(pushed.sha)).toMatch(
      /Good "git" signature for .*steward-bot@users.noreply.github.com with ED25519 key/,
    );
    await expect(verify(head)).rejects.toThrow();
    expect(await readdir(tempRoot)).toEqual([]);

    await write(dir, "src/a.ts", "export const a = 3;\n");
    const saved = await ws.saveWorkInProgress({ reason: "SIGTERM", author: AUTHOR, budgetMs: 20_000 });
    expect(saved).toMatchObject({ pushed: true, branch: "feature/login" });
    expect(await verify(saved.sha ?? "")).toMatch(/Good "git" signature/);
    expect(await readdir(tempRoot)).toEqual([]);
    // The checkout's own config never learnt about the key.
    expect(await sh(rig, dir, "config", "--local", "--list")).not.toMatch(/signingkey|gpgsign|gpg\.format/i);
  });

  it("writes the key 0600 in a private directory only while git runs, and removes it when git fails", async () => {
    const signer = createSshSigner(key, tempRoot);
    let seen: { file: string; mode: number; dirMode: number; content: string } | undefined;
    await expect(
      signer.withKey(async (config) => {
        const file =
          config.find((c) => c.startsWith("user.signingKey="))?.slice("user.signingKey=".length) ?? "";
        seen = {
          file,
          mode: (await stat(file)).mode & 0o777,
          dirMode: (await stat(join(file, ".."))).mode & 0o777,
          content: await readFile(file, "utf8"),
        };
        expect(config).toEqual(
          expect.arrayContaining(["gpg.format=ssh", "gpg.ssh.program=ssh-keygen", "commit.gpgSign=true"]),
        );
        throw new Error("git failed");
      }),
    ).rejects.toThrow("git failed");
    expect(seen).toMatchObject({ mode: 0o600, dirMode: 0o700, content: key });
    expect(seen?.file.startsWith(tempRoot)).toBe(true);
    expect(await readdir(tempRoot)).toEqual([]);
  });
});
