// Helpers for end-to-end scenarios: put commits on branches of the real remote, and run the bundled
// action against a world (fake GitHub, git remote, scripted model) the way the runner would.
import { execFile } from "node:child_process";
import { chmod, mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { promisify } from "node:util";
import { isolatedGitEnv } from "./git-server";
import {
  type ActionResult,
  type RunActionOptions,
  runAction,
  startAction,
  type StartedAction,
} from "./runner";
import { WORLD_API_KEY, type World } from "./world";

const exec = promisify(execFile);

/**
 * Commits `files` on `branch` (created from `from`, default main) straight into the bare remote, or
 * onto `ref` (e.g. refs/pull/1/head for a fork's head). Returns the commit.
 */
export async function pushCommit(
  world: World,
  options: {
    branch?: string;
    from?: string;
    ref?: string;
    files: Record<string, string>;
    /** Paths among `files` committed as executable (mode 100755). */
    executable?: readonly string[];
    message?: string;
    repository?: string;
  },
): Promise<string> {
  const repository = options.repository ?? world.repository;
  const work = await mkdtemp(join(tmpdir(), "steward-scenario-"));
  const env = isolatedGitEnv(work);
  const git = async (...args: string[]) => (await exec("git", args, { cwd: work, env })).stdout.trim();
  try {
    await exec("git", ["clone", "--quiet", world.git.repoPath(repository), work], { env });
    await git("checkout", "--quiet", "-B", "work", `origin/${options.from ?? "main"}`);
    for (const [path, content] of Object.entries(options.files)) {
      await mkdir(dirname(join(work, path)), { recursive: true });
      await writeFile(join(work, path), content);
      if (options.executable?.includes(path) === true) await chmod(join(work, path), 0o755);
    }
    await git("add", "--all");
    await git("commit", "--quiet", "--message", options.message ?? "Change");
    const target = options.ref ?? `refs/heads/${options.branch ?? "main"}`;
    await git("push", "--quiet", "--force", "origin", `HEAD:${target}`);
    return await git("rev-parse", "HEAD");
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

export async function headOf(world: World, branch: string): Promise<string | undefined> {
  return world.git.resolveRef(world.repository, branch);
}

/** Everything the action needs to talk to the world: its inputs and the model's address. */
export function actionOptions(
  world: World,
  event: RunActionOptions["event"],
  extra: {
    inputs?: Record<string, string>;
    env?: Record<string, string>;
    workspace?: RunActionOptions["workspace"];
    mounts?: RunActionOptions["mounts"];
  } = {},
): RunActionOptions {
  return {
    event,
    repository: world.repository,
    github: world.github,
    git: world.git,
    token: world.token,
    inputs: { "anthropic-api-key": WORLD_API_KEY, ...extra.inputs },
    env: {
      ...(world.model === undefined ? {} : { ANTHROPIC_BASE_URL: world.model.url }),
      STEWARD_GITHUB_WRITE_SPACING_MS: "0",
      ...extra.env,
    },
    ...(extra.workspace === undefined ? {} : { workspace: extra.workspace }),
    ...(extra.mounts === undefined ? {} : { mounts: extra.mounts }),
    timeoutMs: 60_000,
  };
}

export function runScenario(
  world: World,
  event: RunActionOptions["event"],
  extra: Parameters<typeof actionOptions>[2] = {},
): Promise<ActionResult> {
  return runAction(actionOptions(world, event, extra));
}

export function startScenario(
  world: World,
  event: RunActionOptions["event"],
  extra: Parameters<typeof actionOptions>[2] = {},
): Promise<StartedAction> {
  return startAction(actionOptions(world, event, extra));
}

/** The tracking comment's body as it stands (the last comment carrying steward's marker). */
export function trackingComment(world: World): string | undefined {
  return world.github.state.comments.filter((c) => c.body.includes("<!-- steward:tracking")).at(-1)?.body;
}
