// src/local-action.ts is the entry `npx @github/local-action run . src/local-action.ts .env` loads
// (docs/running-locally.md): local-action puts the .env in process.env, stands in for @actions/core
// with its own stubs, calls run() and prints the outputs its core recorded. Here the same run() is
// called in this process with local-action's own core stand-in (its source, as it installs it) against
// the scripted model server and the fake GitHub. The local-action command itself takes a few seconds of
// npm and tsx start-up per run, too slow for the suite; docs/running-locally.md shows such a run.
import { execFile } from "node:child_process";
import { readFile } from "node:fs/promises";
import { promisify } from "node:util";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TEXT_MODULE_HOOKS } from "../src/local-action";
import { reply, text } from "./support/model-server/index";
import { cleanupRun, prepareRunner, readRunnerFiles } from "./support/runner";
import { actionOptions } from "./support/scenario";
import { issueCommentCreated } from "./support/webhooks";
import { startWorld, WORLD_API_KEY, type World } from "./support/world";

/**
 * local-action's stand-in for @actions/core, from its TypeScript source as local-action installs it
 * (the path is a variable so that type-checking stays out of another project's sources).
 */
interface LocalActionCore {
  CORE_STUBS: Record<string, unknown>;
  CoreMeta: {
    outputs: Record<string, string>;
    secrets: string[];
    stepSummaryPath: string;
    colors: Record<string, (line: string) => void>;
  };
}
const standIn = vi.hoisted(
  () => async () =>
    (await import(
      /* @vite-ignore */ "../node_modules/@github/local-action/src/stubs/core/" + "core.ts"
    )) as LocalActionCore,
);
vi.mock("@actions/core", async () => (await standIn()).CORE_STUBS);
const { CoreMeta } = await standIn();

let world: World | undefined;
let workspace: string | undefined;
afterEach(async () => {
  if (workspace !== undefined) await cleanupRun({ workspace });
  await world?.close();
  [world, workspace] = [undefined, undefined];
});

/** Calls `call` with `env` as the whole of process.env, as local-action leaves it after reading .env. */
async function withProcessEnv<T>(env: Record<string, string>, call: () => Promise<T>): Promise<T> {
  const [saved, exitCode] = [process.env, process.exitCode];
  process.env = { ...env };
  try {
    return await call();
  } finally {
    process.env = saved;
    // run() sets the exit code of the process it runs in: this worker's is not the run's.
    process.exitCode = exitCode;
  }
}

/** local-action's set-up of its core after reading .env; what its core prints goes to `log`. */
function setUpCore(env: Record<string, string>, log: string[]): void {
  const print = (line: string) => log.push(line);
  CoreMeta.stepSummaryPath = env["GITHUB_STEP_SUMMARY"] ?? "";
  for (const colour of Object.keys(CoreMeta.colors)) CoreMeta.colors[colour] = print;
}

describe("the entry @github/local-action loads", () => {
  it("exports run(): the run's outputs, masks and log reach local-action's @actions/core", async () => {
    world = await startWorld({
      files: { "README.md": "# app\n" },
      script: [reply(text("Hello from steward: nothing needed changing."))],
    });
    world.github.state.setPermission(world.repo, "alice", "write");
    const issue = world.github.state.addIssue(world.repo, { title: "Say hello", user: "alice" });
    const body = "@steward say hello";
    const comment = world.github.state.addComment(world.repo, issue.number, { body, user: "alice" });
    const payload = issueCommentCreated(world.target, {
      issueNumber: issue.number,
      commentId: comment.id,
      body,
      user: "alice",
    });
    const prepared = await prepareRunner(actionOptions(world, { name: "issue_comment", payload }));
    workspace = prepared.workspace;
    const log: string[] = [];
    setUpCore(prepared.env, log);

    // The source is loaded before run() registers the entry's module hooks, as the worker's own: here
    // Vite loads the source, and the .txt prompts through the test config's plugin, while every
    // package the source imports natively would go through Node's hooks thread once they are
    // registered, one round trip per file (2-3 s of this test). The hooks are the next test's.
    await import("../src/main");
    const { run } = await import("../src/local-action");
    const outcome = await withProcessEnv(prepared.env, () => run());

    expect(outcome).toEqual({ conclusion: "success", reason: expect.any(String) as unknown });
    expect(CoreMeta.outputs).toMatchObject({ conclusion: "success", turns: "1" });
    expect(CoreMeta.outputs["comment-url"]).toMatch(/\/octo-org\/app\/issues\/1#issuecomment-\d+$/);
    expect(CoreMeta.secrets).toEqual(expect.arrayContaining([world.token, WORLD_API_KEY]));
    expect(log).toContain("::info::steward: mention by @alice on #1");
    // Through core, not around it: the outputs file stays empty, the summary is core's to write.
    const { outputs, summary } = await readRunnerFiles(prepared);
    expect(outputs).toEqual({});
    expect(summary).toContain("Hello from steward");
    expect(world.model?.messageRequests()).toHaveLength(1);
    world.assertNoViolations();
  });
});

describe("the .txt prompts under Node", () => {
  const prompt = new URL("../src/agent/prompts/base.txt", import.meta.url);
  // Imports the file in a fresh Node, with the hooks registered first unless `hooks` is "-".
  const IMPORT = `import { register } from "node:module";
if (process.argv[1] !== "-") register(process.argv[1]);
process.stdout.write((await import(process.argv[2])).default);`;
  const importText = (hooks: string) =>
    promisify(execFile)(process.execPath, ["--input-type=module", "-e", IMPORT, hooks, prompt.href]);

  it("load as their text with the entry's module hooks, which Node alone refuses", async () => {
    const { stdout } = await importText(TEXT_MODULE_HOOKS);
    expect(stdout).toBe(await readFile(prompt, "utf8"));
    await expect(importText("-")).rejects.toThrow(/ERR_UNKNOWN_FILE_EXTENSION/);
  });
});
