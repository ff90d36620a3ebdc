// The trusted-commit reader: any number of configuration files in two git processes, their bytes and
// modes as committed, and where the checkout's copies differ.
import { execFile } from "node:child_process";
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { promisify } from "node:util";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { readTrustedFiles } from "../../src/github/trusted-files";
import { PROJECT_PATTERNS } from "../../src/project/paths";
import { isolatedGitEnv } from "../support/git-server";

const exec = promisify(execFile);
let dir: string;
let bin: string;
let env: Record<string, string>;
const git = async (...args: string[]) => (await exec("git", args, { cwd: dir, env })).stdout.trim();

async function write(files: Record<string, string>) {
  for (const [path, content] of Object.entries(files)) {
    await mkdir(dirname(join(dir, path)), { recursive: true });
    await writeFile(join(dir, path), content);
  }
}

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "steward-trusted-files-"));
  bin = await mkdtemp(join(tmpdir(), "steward-git-log-"));
  env = Object.fromEntries(
    Object.entries(isolatedGitEnv(dir)).filter((e): e is [string, string] => e[1] !== undefined),
  );
  // A git that records each of its runs, then is the real git.
  const real = (await exec("sh", ["-c", "command -v git"])).stdout.trim();
  await writeFile(join(bin, "git"), `#!/bin/sh\necho "$1" >> "${bin}/calls"\nexec ${real} "$@"\n`);
  await chmod(join(bin, "git"), 0o755);
  await git("init", "--quiet", "--initial-branch=main");
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
  await rm(bin, { recursive: true, force: true });
});

describe("reading configuration at the trusted commit", () => {
  it("reads every matching file with two git processes, with bytes and modes, and what differs in the checkout", async () => {
    const skills = Object.fromEntries(
      Array.from({ length: 30 }, (_, i) => [`.claude/skills/s${String(i)}/SKILL.md`, `skill ${String(i)}\n`]),
    );
    await write({
      ...skills,
      ".claude/settings.json": "{}\n",
      ".claude/hooks/check.sh": "#!/bin/sh\nexit 0\n",
      ".claude/skills/s0/logo.png": "\u0089PNG\u0000\u0001",
      "CLAUDE.md": "root\n",
      "src/api/CLAUDE.md": "api\n",
      "src/app.ts": "not configuration\n",
    });
    await chmod(join(dir, ".claude/hooks/check.sh"), 0o755);
    await git("add", "-A");
    await git("commit", "--quiet", "-m", "trusted");
    const sha = await git("rev-parse", "HEAD");
    // The checkout (a pull request's head) changes one file, removes one, adds one.
    await write({ ".claude/settings.json": '{"hooks": {}}\n', ".claude/agents/evil.md": "x\n" });
    await rm(join(dir, "CLAUDE.md"));

    const files = await readTrustedFiles(dir, sha, PROJECT_PATTERNS, {
      ...env,
      PATH: `${bin}:${env["PATH"] ?? ""}`,
    });
    expect((await readFile(join(bin, "calls"), "utf8")).trim().split("\n")).toEqual(["ls-tree", "cat-file"]);
    expect(files.files.size).toBe(35);
    expect(files.files.get(".claude/settings.json")).toBe("{}\n");
    expect(files.files.get("src/api/CLAUDE.md")).toBe("api\n");
    expect(files.files.has("src/app.ts")).toBe(false);
    expect(files.executable).toEqual(new Set([".claude/hooks/check.sh"]));
    expect(Buffer.from(files.bytes(".claude/skills/s0/logo.png") ?? [])).toEqual(
      Buffer.from("\u0089PNG\u0000\u0001"),
    );
    expect(files.differences).toEqual([
      { path: ".claude/agents/evil.md", change: "added" },
      { path: ".claude/settings.json", change: "changed" },
      { path: "CLAUDE.md", change: "removed" },
    ]);
    // Further reads fetch only what exists, inside the repository, in one more process.
    expect(await files.read(["src/app.ts", "missing.md", "../etc/passwd"])).toEqual(
      new Map([["src/app.ts", "not configuration\n"]]),
    );
    expect((await readFile(join(bin, "calls"), "utf8")).trim().split("\n")).toHaveLength(3);
  });

  it("leaves out links, with a note", async () => {
    await mkdir(join(dir, ".claude"), { recursive: true });
    await exec("ln", ["-s", "/etc/passwd", join(dir, ".claude/settings.json")]);
    await git("add", "-A");
    await git("commit", "--quiet", "-m", "link");
    const files = await readTrustedFiles(dir, await git("rev-parse", "HEAD"), PROJECT_PATTERNS, env);
    expect(files.files.size).toBe(0);
    expect(files.skipped).toEqual([
      ".claude/settings.json is a symbolic link at the trusted commit; links are not followed",
    ]);
  });
});
