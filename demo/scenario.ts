// The demo's world, shared by the recording and the replay: the sample repository (demo/sample) on a
// real git remote, with a pull request that adds truncate() — and a failing test — on top of main, and
// a maintainer's "@steward fix the failing test" comment on it, sent as GitHub's own webhook payload.
import { readdir, readFile } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import type { PullFile } from "../test/support/fake-github/index";
import type { Script } from "../test/support/model-server/index";
import { REPO_ROOT } from "../test/support/runner";
import { headOf, pushCommit } from "../test/support/scenario";
import { issueCommentCreated } from "../test/support/webhooks";
import { startWorld, type World } from "../test/support/world";

export const DEMO_DIR = join(REPO_ROOT, "demo");
export const SAMPLE_DIR = join(DEMO_DIR, "sample");
export const SESSION_FILE = join(DEMO_DIR, "session.jsonl");

export const REPOSITORY = "octo-org/textkit";
export const PULL_BRANCH = "add-truncate";
export const REQUEST = "@steward fix the failing test";
const PULL_TITLE = "Add truncate()";
const PULL_BODY = "Adds `truncate(text, max)` for long titles in the sidebar.";
/** The files the pull request adds; main holds the rest of the sample. */
export const PULL_FILES = ["src/truncate.js", "test/truncate.test.js", "src/index.js"] as const;

export interface DemoWorld {
  world: World;
  event: { name: string; payload: unknown };
  pullNumber: number;
}

/** Every file under `dir`, keyed by its path relative to it (with forward slashes). */
export async function readTree(dir: string): Promise<Record<string, string>> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files: Record<string, string> = {};
  for (const entry of entries.filter((e) => e.isFile()).sort((a, b) => a.name.localeCompare(b.name))) {
    const path = join(entry.parentPath, entry.name);
    files[relative(dir, path).split(sep).join("/")] = await readFile(path, "utf8");
  }
  return files;
}

/** The pull request's files as GitHub's files API lists them, taken from the real diff on the remote. */
async function pullFiles(world: World, base: string, head: string): Promise<Omit<PullFile, "sha">[]> {
  const git = (...args: string[]) => world.git.git(REPOSITORY, ...args);
  const statuses: Record<string, PullFile["status"]> = { A: "added", M: "modified", D: "removed" };
  const files: Omit<PullFile, "sha">[] = [];
  for (const line of (await git("diff", "--numstat", base, head)).trim().split("\n")) {
    const [additions = "0", deletions = "0", filename = ""] = line.split("\t");
    const status = (await git("diff", "--name-status", base, head, "--", filename)).charAt(0);
    const diff = await git("diff", base, head, "--", filename);
    files.push({
      filename,
      status: statuses[status] ?? "changed",
      additions: Number(additions),
      deletions: Number(deletions),
      patch: diff.slice(diff.indexOf("@@")).trimEnd(),
    });
  }
  return files;
}

export async function startDemoWorld(script: Script): Promise<DemoWorld> {
  const sample = await readTree(SAMPLE_DIR);
  const missing = PULL_FILES.filter((path) => sample[path] === undefined);
  if (missing.length > 0) throw new Error(`demo/sample is missing ${missing.join(", ")}.`);
  const pullOnly = Object.fromEntries(PULL_FILES.map((path) => [path, sample[path] ?? ""]));
  const mainFiles = Object.fromEntries(
    Object.entries(sample).filter(([path]) => !(PULL_FILES as readonly string[]).includes(path)),
  );
  // src/index.js re-exports truncate, so main has its own version without it.
  mainFiles["src/index.js"] = 'export { slugify } from "./slugify.js";\n';

  const world = await startWorld({ repository: REPOSITORY, files: mainFiles, script });
  try {
    const base = (await headOf(world, "main")) ?? "";
    const head = await pushCommit(world, {
      branch: PULL_BRANCH,
      files: pullOnly,
      message: PULL_TITLE,
    });
    world.github.state.setPermission(world.repo, "alice", "write");
    const pull = world.github.state.addPull(world.repo, {
      title: PULL_TITLE,
      body: PULL_BODY,
      user: "alice",
      head: { ref: PULL_BRANCH, sha: head, repo: REPOSITORY },
      base: { ref: "main", sha: base },
      files: await pullFiles(world, base, head),
    });
    const comment = world.github.state.addComment(world.repo, pull.number, { body: REQUEST, user: "alice" });
    const payload = issueCommentCreated(world.target, {
      issueNumber: pull.number,
      commentId: comment.id,
      body: comment.body,
      user: "alice",
      onPullRequest: true,
    });
    // The example payload's issue is someone else's; make it this pull request, as GitHub would send it.
    Object.assign(payload.issue, { title: PULL_TITLE, body: PULL_BODY });
    Object.assign(payload.issue.user, { login: "alice", type: "User" });
    return { world, event: { name: "issue_comment", payload }, pullNumber: pull.number };
  } catch (error) {
    await world.close();
    throw error;
  }
}
