// The demo's world, shared by the recording and the replay: the sample repository (demo/sample) on a
// real git remote, with a pull request that adds truncate() — and a failing test — on top of main, and
// a maintainer's "@steward fix the failing test" comment on it, sent as GitHub's own webhook payload.
import { readdir, readFile } from "node:fs/promises";
import { join, relative, sep } from "node:path";
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

/** A unified-diff hunk adding `content` as a new file, as GitHub's pull request files API shows it. */
function addedPatch(content: string): { additions: number; patch: string } {
  const lines = content.replace(/\n$/, "").split("\n");
  return {
    additions: lines.length,
    patch: `@@ -0,0 +1,${String(lines.length)} @@\n${lines.map((l) => `+${l}`).join("\n")}`,
  };
}

export async function startDemoWorld(script: Script): Promise<DemoWorld> {
  const sample = await readTree(SAMPLE_DIR);
  const missing = PULL_FILES.filter((path) => sample[path] === undefined);
  if (missing.length > 0) throw new Error(`demo/sample is missing ${missing.join(", ")}.`);
  const pullFiles = Object.fromEntries(PULL_FILES.map((path) => [path, sample[path] ?? ""]));
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
      files: pullFiles,
      message: PULL_TITLE,
    });
    world.github.state.setPermission(world.repo, "alice", "write");
    const pull = world.github.state.addPull(world.repo, {
      title: PULL_TITLE,
      body: PULL_BODY,
      user: "alice",
      head: { ref: PULL_BRANCH, sha: head, repo: REPOSITORY },
      base: { ref: "main", sha: base },
      files: PULL_FILES.map((filename) =>
        filename === "src/index.js"
          ? {
              filename,
              status: "modified" as const,
              additions: 1,
              deletions: 0,
              patch:
                '@@ -1 +1,2 @@\n export { slugify } from "./slugify.js";\n+export { truncate } from "./truncate.js";',
            }
          : { filename, status: "added" as const, deletions: 0, ...addedPatch(pullFiles[filename] ?? "") },
      ),
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
