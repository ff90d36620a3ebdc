// The fake GitHub's writes to repositories: what GitHub's API does to the real bare repository the git
// server serves — a branch created by REST (POST /git/refs) and a commit made by the GraphQL
// createCommitOnBranch mutation. The commit is built with plumbing from the branch's head tree, file
// additions (base64, written as plain 100644 files: the mutation has no way to say otherwise) and
// deletions, authored by the token's identity with GitHub as committer, and the branch moves with a
// compare-and-swap, so a racing push makes it fail as GitHub's would.
import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { deflateSync } from "node:zlib";
import { isolatedGitEnv } from "../git-server";

/** Where the fake finds a repository's bare git directory (the git server's). */
export interface GitBackend {
  repoPath(fullName: string): string;
}

export class GitHubError extends Error {
  constructor(
    readonly type: string,
    message: string,
  ) {
    super(message);
  }
}

interface Run {
  stdout: string;
  code: number;
  stderr: string;
}

function git(
  repo: string,
  args: string[],
  options: { input?: Buffer; env?: Record<string, string> } = {},
): Promise<Run> {
  return new Promise((resolve) => {
    const child = execFile(
      "git",
      args,
      {
        cwd: repo,
        env: { ...isolatedGitEnv(repo), GIT_DIR: repo, ...options.env },
        maxBuffer: 256 * 1024 * 1024,
      },
      (error, stdout, stderr) => {
        const code = error === null ? 0 : typeof error.code === "number" ? error.code : 1;
        resolve({ stdout: String(stdout), code, stderr: String(stderr) });
      },
    );
    child.stdin?.end(options.input);
  });
}

async function must(repo: string, args: string[], options: Parameters<typeof git>[2] = {}): Promise<string> {
  const run = await git(repo, args, options);
  if (run.code !== 0) throw new Error(`fake GitHub: git ${args.join(" ")} failed: ${run.stderr}`);
  return run.stdout.trim();
}

export async function refHead(repo: string, ref: string): Promise<string | undefined> {
  const run = await git(repo, ["rev-parse", "--verify", "--quiet", `${ref}^{commit}`]);
  return run.code === 0 ? run.stdout.trim() : undefined;
}

export async function createRef(
  repo: string,
  ref: string,
  sha: string,
): Promise<"created" | "exists" | "no-object"> {
  if ((await git(repo, ["cat-file", "-e", `${sha}^{commit}`])).code !== 0) return "no-object";
  const run = await git(repo, ["update-ref", ref, sha, ""]);
  return run.code === 0 ? "created" : "exists";
}

/** A loose blob object written as git writes one (`git hash-object -w`), without a process per file. */
async function writeBlob(repo: string, content: Buffer): Promise<string> {
  const object = Buffer.concat([Buffer.from(`blob ${String(content.length)}\0`), content]);
  const sha = createHash("sha1").update(object).digest("hex");
  const path = join(repo, "objects", sha.slice(0, 2), sha.slice(2));
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, deflateSync(object), { flag: "wx" }).catch((error: unknown) => {
    if ((error as { code?: string }).code !== "EEXIST") throw error;
  });
  return sha;
}

const STRICT_BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

export interface CommitRequest {
  branch: string;
  expectedHead: string;
  headline: string;
  body: string | undefined;
  additions: Array<{ path: string; contents: string }>;
  deletions: Array<{ path: string }>;
  author: { name: string; email: string };
}

function checkPaths(request: CommitRequest): void {
  const paths = [...request.additions.map((a) => a.path), ...request.deletions.map((d) => d.path)];
  const duplicate = paths.find((path, i) => paths.indexOf(path) !== i);
  if (duplicate !== undefined)
    throw new GitHubError("UNPROCESSABLE", `A path was given more than once in fileChanges: ${duplicate}`);
  for (const addition of request.additions)
    if (!STRICT_BASE64.test(addition.contents))
      throw new GitHubError("UNPROCESSABLE", `The contents of ${addition.path} are not valid base64`);
}

/** createCommitOnBranch against the bare repository; returns the new commit. */
export async function commitOnBranch(repo: string, request: CommitRequest): Promise<string> {
  const ref = `refs/heads/${request.branch}`;
  const head = await refHead(repo, ref);
  if (head === undefined) throw new GitHubError("NOT_FOUND", `A ref named "${ref}" does not exist.`);
  if (head !== request.expectedHead)
    throw new GitHubError(
      "STALE_DATA",
      `Expected branch to point to "${request.expectedHead}" but it did not. Pull and try again.`,
    );
  checkPaths(request);
  const scratch = await mkdtemp(join(tmpdir(), "fake-github-index-"));
  const env = { GIT_INDEX_FILE: join(scratch, "index") };
  try {
    await must(repo, ["read-tree", head], { env });
    // --index-info -z: `mode sha\tpath\0`; mode 0 removes the path.
    const entries: string[] = [];
    for (const { path } of request.deletions) {
      if (
        (await must(repo, ["ls-tree", "-r", "--name-only", "-z", head, "--", path])).split("\0")[0] !== path
      )
        throw new GitHubError(
          "UNPROCESSABLE",
          `A path was requested for deletion which does not exist as of commit oid \`${head}\``,
        );
      entries.push(`0 ${"0".repeat(40)}\t${path}`);
    }
    for (const addition of request.additions) {
      const blob = await writeBlob(repo, Buffer.from(addition.contents, "base64"));
      entries.push(`100644 ${blob}\t${addition.path}`);
    }
    if (entries.length > 0)
      await must(repo, ["update-index", "-z", "--index-info"], {
        env,
        input: Buffer.from(entries.map((e) => `${e}\0`).join("")),
      });
    const tree = await must(repo, ["write-tree"], { env });
    const message =
      request.body === undefined || request.body === ""
        ? request.headline
        : `${request.headline}\n\n${request.body}`;
    const commit = await must(repo, ["commit-tree", tree, "-p", head], {
      input: Buffer.from(`${message}\n`),
      env: {
        GIT_AUTHOR_NAME: request.author.name,
        GIT_AUTHOR_EMAIL: request.author.email,
        GIT_COMMITTER_NAME: "GitHub",
        GIT_COMMITTER_EMAIL: "noreply@github.com",
      },
    });
    // Compare-and-swap: a push that landed since the check above makes this fail, as on GitHub.
    if ((await git(repo, ["update-ref", ref, commit, head])).code !== 0)
      throw new GitHubError(
        "STALE_DATA",
        `Expected branch to point to "${request.expectedHead}" but it did not. Pull and try again.`,
      );
    return commit;
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}
