import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { createGitRunner } from "../../../src/github/workspace/index";

const env = { PATH: process.env["PATH"] ?? "/usr/bin:/bin" };

async function alive(pid: number): Promise<boolean> {
  const stat = await readFile(`/proc/${String(pid)}/stat`, "utf8").catch(() => "");
  const state = stat.slice(stat.lastIndexOf(")") + 2).split(" ")[0];
  return stat !== "" && state !== "Z" && state !== "X";
}

describe("the git runner", () => {
  it("runs with exactly the environment given", async () => {
    const run = createGitRunner({ binary: "/bin/sh" });
    const result = await run({
      args: ["-c", "env"],
      cwd: "/",
      env: { ...env, ONLY: "this" },
      timeoutMs: 5_000,
    });
    expect(result.exitCode).toBe(0);
    expect(
      result.stdout
        .split("\n")
        .filter((l) => /^[A-Z_]+=/.test(l) && !/^(PWD|SHLVL|_)=/.test(l))
        .sort(),
    ).toEqual(["ONLY=this", `PATH=${env.PATH}`]);
  });

  it("kills the command and everything it started at the timeout, and returns at once", async () => {
    const run = createGitRunner({ binary: "/bin/sh" });
    const started = Date.now();
    // A child that keeps stdout open after its parent dies, as git-remote-http would.
    const result = await run({ args: ["-c", "sleep 30 & echo $!; wait"], cwd: "/", env, timeoutMs: 300 });
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(result).toMatchObject({ timedOut: true, exitCode: -1 });
    const orphan = Number(result.stdout.trim());
    expect(orphan).toBeGreaterThan(0);
    expect(await alive(orphan)).toBe(false);
  });

  it("passes stdin and reports a missing program instead of throwing", async () => {
    const cat = createGitRunner({ binary: "cat" });
    expect(await cat({ args: [], cwd: "/", env, timeoutMs: 5_000, input: "message\n" })).toMatchObject({
      stdout: "message\n",
      exitCode: 0,
    });
    const missing = await createGitRunner({ binary: "/nonexistent/git" })({
      args: [],
      cwd: "/",
      env,
      timeoutMs: 5_000,
    });
    expect(missing.exitCode).toBe(-1);
    expect(missing.stderr).toMatch(/ENOENT|nonexistent/);
  });
});
