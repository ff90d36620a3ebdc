import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type GitServer, isolatedGitEnv, startGitServer } from "./git-server";

const exec = promisify(execFile);
const TOKEN = "ghs_remote_token_1234567890";
let server: GitServer;
let scratch: string;

beforeEach(async () => {
  server = await startGitServer({ token: TOKEN });
  scratch = await mkdtemp(join(tmpdir(), "steward-git-test-"));
});
afterEach(async () => {
  await server.close();
  await rm(scratch, { recursive: true, force: true });
});

const env = () => isolatedGitEnv(scratch);
const authHeader = (token: string) =>
  `http.extraheader=AUTHORIZATION: basic ${Buffer.from(`x-access-token:${token}`).toString("base64")}`;
const git = async (cwd: string, ...args: string[]) =>
  (await exec("git", args, { cwd, env: env() })).stdout.trim();

describe("real git remote over smart HTTP", () => {
  it("clones with a one-command auth header, pushes a commit with auth, and the remote has it", async () => {
    const base = await server.createRepo("octo-org/app", {
      "README.md": "# app\n",
      "src/a.ts": "export const a = 1;\n",
    });
    const work = join(scratch, "work");
    await exec("git", ["-c", authHeader(TOKEN), "clone", "--quiet", server.cloneUrl("octo-org/app"), work], {
      env: env(),
    });
    expect(await readFile(join(work, "src/a.ts"), "utf8")).toBe("export const a = 1;\n");
    // The credential was given to that one command only; nothing on disk holds it.
    expect(await readFile(join(work, ".git/config"), "utf8")).not.toContain(
      Buffer.from(`x-access-token:${TOKEN}`).toString("base64"),
    );

    await writeFile(join(work, "src/a.ts"), "export const a = 2;\n");
    await git(work, "commit", "--quiet", "--all", "--message", "Bump a");
    await git(work, "-c", authHeader(TOKEN), "push", "--quiet", "origin", "HEAD:refs/heads/steward/bump");

    const refs = await server.refs("octo-org/app");
    expect(refs["refs/heads/main"]).toBe(base);
    expect(refs["refs/heads/steward/bump"]).toBe(await git(work, "rev-parse", "HEAD"));
    expect(await server.git("octo-org/app", "show", "steward/bump:src/a.ts")).toBe("export const a = 2;\n");
    expect(await server.resolveRef("octo-org/app", "steward/bump")).toBe(refs["refs/heads/steward/bump"]);
    expect(await server.resolveRef("octo-org/app", "missing")).toBeUndefined();
    expect(server.requests.filter((r) => r.path.endsWith("git-receive-pack")).map((r) => r.user)).toEqual([
      "x-access-token",
    ]);
  });

  it("serves the path without the .git suffix, as GitHub does", async () => {
    await server.createRepo("octo-org/app", { "a.txt": "a\n" });
    const work = join(scratch, "nosuffix");
    await exec("git", ["-c", authHeader(TOKEN), "clone", "--quiet", `${server.url}/octo-org/app`, work], {
      env: env(),
    });
    expect(await readFile(join(work, "a.txt"), "utf8")).toBe("a\n");
  });

  it("refuses a fetch without credentials and a push with the wrong token", async () => {
    await server.createRepo("octo-org/app", { "a.txt": "a\n" });
    await expect(
      exec("git", ["clone", "--quiet", server.cloneUrl("octo-org/app"), join(scratch, "anon")], {
        env: env(),
      }),
    ).rejects.toMatchObject({
      stderr: expect.stringMatching(/Authentication failed|could not read Username/) as unknown,
    });

    const work = join(scratch, "work");
    await exec("git", ["-c", authHeader(TOKEN), "clone", "--quiet", server.cloneUrl("octo-org/app"), work], {
      env: env(),
    });
    await writeFile(join(work, "a.txt"), "b\n");
    await git(work, "commit", "--quiet", "--all", "--message", "change");
    await expect(
      git(work, "-c", authHeader("ghs_wrong"), "push", "--quiet", "origin", "HEAD:main"),
    ).rejects.toThrow();
    expect(server.requests.at(-1)?.status).toBe(401);
  });

  it("rejects a non-fast-forward push like any git remote", async () => {
    await server.createRepo("octo-org/app", { "a.txt": "a\n" });
    const one = join(scratch, "one");
    const two = join(scratch, "two");
    for (const dir of [one, two])
      await exec("git", ["-c", authHeader(TOKEN), "clone", "--quiet", server.cloneUrl("octo-org/app"), dir], {
        env: env(),
      });
    await writeFile(join(one, "a.txt"), "one\n");
    await git(one, "commit", "--quiet", "--all", "--message", "one");
    await git(one, "-c", authHeader(TOKEN), "push", "--quiet", "origin", "HEAD:main");
    await writeFile(join(two, "a.txt"), "two\n");
    await git(two, "commit", "--quiet", "--all", "--message", "two");
    await expect(
      git(two, "-c", authHeader(TOKEN), "push", "--quiet", "origin", "HEAD:main"),
    ).rejects.toMatchObject({
      stderr: expect.stringMatching(/rejected|fetch first|non-fast-forward/) as unknown,
    });
  });
});
