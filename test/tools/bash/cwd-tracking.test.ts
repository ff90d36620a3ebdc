import { execFile } from "node:child_process";
import { mkdtemp, realpath, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { nextCwd, readFinalCwd, shellQuote, withCwdCapture } from "../../../src/tools/bash/cwd-tracking";

const exec = promisify(execFile);

let dir: string;
beforeEach(async () => {
  dir = await realpath(await mkdtemp(join(tmpdir(), "steward cwd 'q'-")));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function run(command: string): Promise<{ cwd: string | undefined; status: number; stdout: string }> {
  const marker = join(dir, "marker's file.cwd");
  const { status, stdout } = await exec("/bin/bash", ["-c", withCwdCapture(command, marker)], {
    cwd: dir,
  }).then(
    ({ stdout }) => ({ status: 0, stdout }),
    (error: unknown) => {
      const failure = error as { code: number; stdout: string };
      return { status: failure.code, stdout: failure.stdout };
    },
  );
  return { cwd: await readFinalCwd(marker), status, stdout };
}

describe("withCwdCapture", () => {
  it("records the final directory even after `exit N`, keeping the status", async () => {
    expect(await run("cd /tmp && exit 3")).toEqual({ cwd: await realpath("/tmp"), status: 3, stdout: "" });
  });

  it("keeps the status of a failing last command", async () => {
    expect((await run("cd / ; false")).status).toBe(1);
  });

  it("is not confused by what the command prints", async () => {
    const result = await run("echo /etc; cd /; echo /usr");
    expect(result.cwd).toBe("/");
    expect(result.stdout).toBe("/etc\n/usr\n");
  });

  it("leaves no record when the command execs another program", async () => {
    expect((await run("exec true")).cwd).toBeUndefined();
  });

  it("keeps the command's own line numbers", async () => {
    const marker = join(dir, "m.cwd");
    const failure = await exec("/bin/bash", ["-c", withCwdCapture("true\nno-such-command-x", marker)]).catch(
      (error: unknown) => error as { stderr: string },
    );
    expect(failure.stderr).toContain("line 2:");
  });
});

describe("shellQuote", () => {
  it.each(["plain", "it's", "a b", "$(id)", "`id`", "'", ""])("round-trips %j", async (text) => {
    const { stdout } = await exec("/bin/bash", ["-c", `printf %s ${shellQuote(text)}`]);
    expect(stdout).toBe(text);
  });
});

describe("nextCwd", () => {
  it.each([
    [undefined, { cwd: "/w/app/src" }],
    ["/w/app", { cwd: "/w/app" }],
    ["/w/app/lib", { cwd: "/w/app/lib" }],
    ["/w/app2", { cwd: "/w/app", resetFrom: "/w/app2" }],
    ["/tmp", { cwd: "/w/app", resetFrom: "/tmp" }],
  ])("a shell ending in %j continues in %j", (final, expected) => {
    expect(nextCwd(final, "/w/app/src", "/w/app")).toEqual(expected);
  });
});
