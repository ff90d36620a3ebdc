// The workspace tests' rig: the real git remote (token auth over smart HTTP), a workspace cloned the
// way actions/checkout clones it (depth 1, `persist-credentials: false`, origin without credentials),
// and a second clone for "someone else" pushing to the same branches.
import { execFile } from "node:child_process";
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { promisify } from "node:util";
import { type FixtureRemote, cloneRemote, pushedOnce } from "../../support/git-fixtures";
import { type GitServer, UNHURRIED_CONFIG, startGitServer, unhurriedGitEnv } from "../../support/git-server";
import { SCRATCH_ROOT } from "../../support/scratch-root";
import {
  createGitRunner,
  prepareWorkspace,
  type PrepareOptions,
  type Workspace,
  type WorkspaceTarget,
} from "../../../src/github/workspace/index";

const exec = promisify(execFile);

export const TOKEN = "ghs_workspaceSecretToken0123456789abcdef";
export const TOKEN_BASE64 = Buffer.from(`x-access-token:${TOKEN}`).toString("base64");
export const REPO = "octo-org/app";
export const BOT = { name: "steward[bot]", email: "steward-bot@users.noreply.github.com" };

export const FILES: Record<string, string> = {
  "README.md": "# app\n",
  "src/a.ts": "export const a = 1;\n",
  "src/b.ts":
    Array.from({ length: 30 }, (_, i) => `export const b${String(i)} = ${String(i)};`).join("\n") + "\n",
  "docs/old-name.md":
    "A document that will be renamed.\nIt has a few lines.\nSo rename detection finds it.\n",
  ".gitignore": "dist/\n*.log\n",
};

export interface Rig {
  server: GitServer;
  scratch: string;
  home: string;
  /** The process environment handed to the workspace layer (as the orchestration would). */
  env: Record<string, string>;
  cleanup(): Promise<void>;
}

export async function startRig(files: Record<string, string> = FILES): Promise<Rig> {
  const server = await startGitServer({ token: TOKEN });
  const scratch = await mkdtemp(join(SCRATCH_ROOT, "steward-workspace-"));
  const home = join(scratch, "home");
  await mkdir(home);
  await server.createRepo(REPO, files);
  return {
    server,
    scratch,
    home,
    env: { PATH: process.env["PATH"] ?? "/usr/bin:/bin", HOME: home },
    async cleanup() {
      await server.close();
      await rm(scratch, { recursive: true, force: true });
    },
  };
}

/** git as the rig runs it (never through steward's layer). */
export async function sh(rig: Rig, cwd: string, ...args: string[]): Promise<string> {
  return (
    await exec("git", args, { cwd, env: unhurriedGitEnv(rig.home), maxBuffer: 64 * 1024 * 1024 })
  ).stdout.trim();
}

/**
 * Clones straight from the bare repository (file://) rather than over HTTP: the same clone, made
 * without the HTTP round trips and the half-dozen processes they start on both ends; and each kind of
 * clone of each state of the remote only once per process (see git-fixtures.ts). Steward's own
 * fetches and pushes — what the tests are about — still go through the server.
 */
const fixtureRemote = (rig: Rig): FixtureRemote => ({ server: rig.server, repo: REPO, home: rig.home });

/** actions/checkout: a depth-1 clone of `ref`, origin pointing at the server without credentials. */
export async function checkout(
  rig: Rig,
  options: { ref?: string; depth?: number; persistToken?: string; name?: string } = {},
): Promise<string> {
  const dir = join(rig.scratch, options.name ?? "workspace");
  const args = ["--quiet", "--no-tags"];
  const depth = options.depth ?? 1;
  if (depth > 0) args.push("--depth", String(depth));
  if (options.ref !== undefined) args.push("--branch", options.ref);
  await cloneRemote(fixtureRemote(rig), dir, args, `${rig.server.url}/${REPO}`);
  if (options.persistToken !== undefined)
    await sh(
      rig,
      dir,
      "config",
      "--local",
      `http.${rig.server.url}/.extraheader`,
      `AUTHORIZATION: basic ${Buffer.from(`x-access-token:${options.persistToken}`).toString("base64")}`,
    );
  return dir;
}

/** Someone else's full clone, for commits that race steward's. */
export async function otherClone(rig: Rig, name = "other"): Promise<string> {
  const dir = join(rig.scratch, name);
  await cloneRemote(fixtureRemote(rig), dir, ["--quiet"], `${rig.server.url}/${REPO}.git`);
  return dir;
}

/**
 * The receiving side of the rig's pushes, quiet as the server's: git does not pass its caller's
 * config on to the receive-pack of a local push.
 */
const RECEIVE_PACK = [
  "git",
  ...Object.entries(UNHURRIED_CONFIG).flatMap(([key, value]) => ["-c", `${key}=${value}`]),
  "receive-pack",
].join(" ");

/**
 * Writes, commits and pushes files in a clone; returns the new commit. Pushed into the bare repository
 * directly, not over HTTP: someone else's push only has to land there; the server's requests are
 * steward's.
 */
export async function commitAndPush(
  rig: Rig,
  clone: string,
  ref: string,
  files: Record<string, string>,
  message = "someone else's change",
): Promise<string> {
  for (const [path, content] of Object.entries(files)) await write(clone, path, content);
  await sh(rig, clone, "add", "--all");
  await sh(rig, clone, "commit", "--quiet", "--message", message);
  await sh(
    rig,
    clone,
    "push",
    "--quiet",
    `--receive-pack=${RECEIVE_PACK}`,
    rig.server.repoPath(REPO),
    `HEAD:${ref}`,
  );
  return headCommit(clone);
}

/** The commit a clone's HEAD names, read from its files (a commit leaves the branch's ref loose). */
async function headCommit(clone: string): Promise<string> {
  const head = (await readFile(join(clone, ".git/HEAD"), "utf8")).trim();
  const ref = /^ref: (.+)$/.exec(head)?.[1];
  return ref === undefined ? head : (await readFile(join(clone, ".git", ref), "utf8")).trim();
}

export async function write(root: string, path: string, content: string, mode?: number): Promise<void> {
  await mkdir(dirname(join(root, path)), { recursive: true });
  await writeFile(join(root, path), content);
  if (mode !== undefined) await chmod(join(root, path), mode);
}

export async function prepare(
  rig: Rig,
  dir: string,
  target: WorkspaceTarget,
  extra: Partial<PrepareOptions> = {},
): Promise<Workspace> {
  let id = 0;
  return prepareWorkspace({
    runner: createGitRunner(),
    dir,
    remote: { serverUrl: rig.server.url, owner: "octo-org", repo: "app" },
    token: TOKEN,
    env: rig.env,
    target,
    branchPrefix: "steward/",
    committer: BOT,
    newShortId: () => `id${String(++id).padStart(4, "0")}`,
    retryDelayMs: 10,
    ...extra,
  });
}

/** A same-repository pull request branch on the remote, one commit ahead of main. */
export async function createPullRequestBranch(
  rig: Rig,
  branch = "feature/login",
  files: Record<string, string> = { "src/login.ts": "export const login = true;\n" },
): Promise<string> {
  const name = `author-${branch.replace(/\W/g, "-")}`;
  return pushedOnce(fixtureRemote(rig), join(rig.scratch, name), [branch, files], async () => {
    const clone = await otherClone(rig, name);
    await sh(rig, clone, "checkout", "--quiet", "-b", branch);
    return commitAndPush(rig, clone, `refs/heads/${branch}`, files, "Start the feature");
  });
}

export function samePullRequest(number: number, headBranch: string, headSha: string): WorkspaceTarget {
  return { kind: "pull-request", number, headBranch, headSha, headRepository: REPO };
}
