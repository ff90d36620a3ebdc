// A real git remote: bare repositories served over git's smart HTTP protocol by `git http-backend`
// (run as a CGI program), behind Basic auth `x-access-token:<token>` — the way GitHub takes an Actions
// token. Fetch and push tests use real git with real authentication against it.
import { execFile, spawn } from "node:child_process";
import { mkdtemp, mkdir, rm, writeFile } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import { dirname, join } from "node:path";
import { promisify } from "node:util";
import { type DirImage, imageOf, writeImage } from "./dir-image";
import { headerRecord, listen, now } from "./http";
import { SCRATCH_ROOT } from "./scratch-root";

const exec = promisify(execFile);

export interface GitRequest {
  method: string;
  path: string;
  query: string;
  headers: Record<string, string>;
  user: string | undefined;
  /** The token the request authenticated with (the main one, or one of `extraTokens`). */
  token?: string;
  status: number;
  receivedAt: number;
}

export interface GitServer {
  /** GITHUB_SERVER_URL for the runner: repositories live at `${url}/<owner>/<repo>.git`. */
  url: string;
  root: string;
  readonly requests: GitRequest[];
  /** Creates a bare repository whose default branch holds these files in one commit. */
  createRepo(fullName: string, files: Record<string, string>, options?: { branch?: string }): Promise<string>;
  /** Path of the bare repository on disk. */
  repoPath(fullName: string): string;
  /** `git` inside the bare repository (inspect refs, show files, write commits for a test). */
  git(fullName: string, ...args: string[]): Promise<string>;
  /** Head commit of a branch, or undefined when the branch does not exist. */
  resolveRef(fullName: string, ref: string): Promise<string | undefined>;
  refs(fullName: string): Promise<Record<string, string>>;
  /** Clone URL without credentials. */
  cloneUrl(fullName: string): string;
  close(): Promise<void>;
}

/** Environment for git commands the rig runs itself: no user config, no prompts, a fixed identity. */
export function isolatedGitEnv(home: string): NodeJS.ProcessEnv {
  return {
    PATH: process.env["PATH"],
    HOME: home,
    GIT_CONFIG_NOSYSTEM: "1",
    GIT_CONFIG_GLOBAL: "/dev/null",
    GIT_TERMINAL_PROMPT: "0",
    GIT_AUTHOR_NAME: "Rig",
    GIT_AUTHOR_EMAIL: "rig@example.test",
    GIT_COMMITTER_NAME: "Rig",
    GIT_COMMITTER_EMAIL: "rig@example.test",
    LANG: "C",
  };
}

/**
 * The rig's own git — the server's (http-backend and the programs it runs, createRepo, `git()`) and the
 * fixtures' clones and commits: no fsync (the repositories are thrown away after each test, and on a
 * busy disk every push waited on it), and no `git gc --auto` or `git maintenance run --auto` started
 * after each push, commit or fetch (a process each, for repositories of a few commits).
 */
export const UNHURRIED_CONFIG: Readonly<Record<string, string>> = {
  "core.fsync": "none",
  "gc.auto": "0",
  "receive.autoGc": "false",
  "maintenance.auto": "false",
};
export function unhurriedGitEnv(home: string): NodeJS.ProcessEnv {
  const entries = Object.entries(UNHURRIED_CONFIG);
  return {
    ...isolatedGitEnv(home),
    GIT_CONFIG_COUNT: String(entries.length),
    ...Object.fromEntries(
      entries.flatMap(([key, value], i) => [
        [`GIT_CONFIG_KEY_${String(i)}`, key],
        [`GIT_CONFIG_VALUE_${String(i)}`, value],
      ]),
    ),
  };
}

/**
 * Seeded bare repositories by content (files and branch), made once per process and written out for
 * each new server from memory: most test files start every test from the same files, and seeding
 * takes six git commands. Each copy is a repository of its own, like the ones seeded before.
 */
const templates = new Map<string, Promise<{ image: DirImage; head: string }>>();

async function seedTemplate(
  files: Record<string, string>,
  branch: string,
  env: NodeJS.ProcessEnv,
): Promise<{ image: DirImage; head: string }> {
  const scratch = await mkdtemp(join(SCRATCH_ROOT, "steward-git-seed-"));
  const bare = join(scratch, "seed.git");
  const work = join(scratch, "work");
  try {
    await exec("git", ["init", "--quiet", "--bare", `--initial-branch=${branch}`, bare], { env });
    await exec("git", ["init", "--quiet", `--initial-branch=${branch}`, work], { env });
    for (const [path, content] of Object.entries(files)) {
      await mkdir(dirname(join(work, path)), { recursive: true });
      await writeFile(join(work, path), content);
    }
    await exec("git", ["add", "--all"], { cwd: work, env });
    await exec("git", ["commit", "--quiet", "--message", "Initial commit"], { cwd: work, env });
    await exec("git", ["push", "--quiet", bare, `HEAD:refs/heads/${branch}`], { cwd: work, env });
    const head = (await exec("git", ["rev-parse", "HEAD"], { cwd: work, env })).stdout.trim();
    return { image: await imageOf(bare), head };
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

/**
 * Where git keeps its programs, asked once per process. The server starts `git-http-backend` from
 * there itself rather than through `git http-backend`, which is one more process per request for the
 * `git` wrapper that would only start it.
 */
let execPath: Promise<string> | undefined;
function gitExecPath(env: NodeJS.ProcessEnv): Promise<string> {
  execPath ??= exec("git", ["--exec-path"], { env }).then(({ stdout }) => stdout.trim());
  return execPath;
}

function parseCgiHeaders(head: string): { status: number; headers: Record<string, string> } {
  let status = 200;
  const headers: Record<string, string> = {};
  for (const line of head.split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (name === "status") status = Number.parseInt(value, 10);
    else headers[name] = value;
  }
  return { status, headers };
}

export async function startGitServer(options: {
  token: string;
  /** Further tokens accepted (a GitHub App's installation token beside the workflow's). */
  extraTokens?: readonly string[];
}): Promise<GitServer> {
  const root = await mkdtemp(join(SCRATCH_ROOT, "steward-git-remote-"));
  const home = join(root, ".home");
  await mkdir(home);
  const env = unhurriedGitEnv(home);
  const requests: GitRequest[] = [];
  const accepted = new Map(
    [options.token, ...(options.extraTokens ?? [])].map((token) => [
      Buffer.from(`x-access-token:${token}`).toString("base64"),
      token,
    ]),
  );

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const headers = headerRecord(req);
    const entry: GitRequest = {
      method: req.method ?? "GET",
      path: url.pathname,
      query: url.search,
      headers,
      user: undefined,
      status: 0,
      receivedAt: now(),
    };
    requests.push(entry);
    const given = /^basic (\S+)$/i.exec(headers["authorization"] ?? "")?.[1];
    const token = accepted.get(given ?? "");
    if (token === undefined) {
      // Drain the body so the client sees the 401 rather than a reset connection.
      req.resume();
      entry.status = 401;
      res.writeHead(401, {
        "www-authenticate": 'Basic realm="steward test remote"',
        "content-type": "text/plain",
      });
      res.end("Authentication required\n");
      return;
    }
    entry.user = "x-access-token";
    entry.token = token;
    // GitHub serves both /owner/repo and /owner/repo.git; the backend's files carry the suffix.
    const pathInfo = url.pathname.replace(/^\/([^/]+)\/([^/.]+)(?=\/)/, "/$1/$2.git");
    const programs = await gitExecPath(env);
    const cgi = spawn(join(programs, "git-http-backend"), [], {
      env: {
        ...env,
        // As the `git` wrapper runs it: git's own programs first on the PATH.
        PATH: `${programs}:${env["PATH"] ?? ""}`,
        GIT_PROJECT_ROOT: root,
        GIT_HTTP_EXPORT_ALL: "1",
        PATH_INFO: pathInfo,
        REQUEST_METHOD: entry.method,
        QUERY_STRING: url.search.replace(/^\?/, ""),
        CONTENT_TYPE: headers["content-type"] ?? "",
        ...(headers["content-length"] === undefined ? {} : { CONTENT_LENGTH: headers["content-length"] }),
        // http-backend enables receive-pack (push) only for an authenticated user.
        REMOTE_USER: "x-access-token",
        REMOTE_ADDR: "127.0.0.1",
        GIT_PROTOCOL: headers["git-protocol"] ?? "",
        HTTP_CONTENT_ENCODING: headers["content-encoding"] ?? "",
      },
      stdio: ["pipe", "pipe", "pipe"],
    });
    req.pipe(cgi.stdin);
    let stderr = "";
    cgi.stderr.on("data", (d: Buffer) => (stderr += d.toString()));

    let buffered = Buffer.alloc(0);
    let headersSent = false;
    cgi.stdout.on("data", (data: Buffer) => {
      if (headersSent) {
        res.write(data);
        return;
      }
      buffered = Buffer.concat([buffered, data]);
      const end = buffered.indexOf("\r\n\r\n") >= 0 ? buffered.indexOf("\r\n\r\n") : buffered.indexOf("\n\n");
      if (end < 0) return;
      const separator = buffered[end] === 13 ? 4 : 2;
      const { status, headers: out } = parseCgiHeaders(buffered.subarray(0, end).toString("latin1"));
      entry.status = status;
      res.writeHead(status, out);
      headersSent = true;
      res.write(buffered.subarray(end + separator));
    });
    await new Promise<void>((resolve, reject) => {
      cgi.on("error", reject);
      cgi.on("close", (code) => {
        if (!headersSent) {
          entry.status = 500;
          res.writeHead(500, { "content-type": "text/plain" });
          res.end(`git http-backend failed (${String(code)}): ${stderr}`);
        } else {
          res.end();
        }
        resolve();
      });
    });
  }

  const listening = await listen(handle, () => undefined);
  const repoPath = (fullName: string) => join(root, `${fullName}.git`);
  const git = async (fullName: string, ...args: string[]) =>
    (await exec("git", args, { cwd: repoPath(fullName), env, maxBuffer: 64 * 1024 * 1024 })).stdout;

  return {
    url: listening.url,
    root,
    requests,
    repoPath,
    git,
    cloneUrl: (fullName) => `${listening.url}/${fullName}.git`,
    async createRepo(fullName, files, { branch = "main" } = {}) {
      const key = JSON.stringify([branch, Object.entries(files)]);
      let template = templates.get(key);
      if (template === undefined) {
        template = seedTemplate(files, branch, env);
        templates.set(key, template);
      }
      const { image, head } = await template;
      await writeImage(image, repoPath(fullName));
      return head;
    },
    async resolveRef(fullName, ref) {
      try {
        return (await git(fullName, "rev-parse", "--verify", "--quiet", `refs/heads/${ref}^{commit}`)).trim();
      } catch {
        return undefined;
      }
    },
    async refs(fullName) {
      const out = await git(fullName, "for-each-ref", "--format=%(refname) %(objectname)");
      return Object.fromEntries(
        out
          .split("\n")
          .filter((l) => l !== "")
          .map((l) => {
            const [name = "", sha = ""] = l.split(" ");
            return [name, sha];
          }),
      );
    },
    async close() {
      await listening.close();
      await rm(root, { recursive: true, force: true });
    },
  };
}
