import { readFile, stat } from "node:fs/promises";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { actionEntry, cliEntry, REPO_ROOT } from "./bundle";
import {
  cleanupRun,
  inputEnvironment,
  parseEnvironmentFile,
  parseWorkflowCommands,
  runAction,
  type ActionResult,
} from "./runner";
import { issueCommentCreated, webhookExample, workflowRunCompleted } from "./webhooks";
import { startWorld, WORLD_API_KEY, type World } from "./world";

let world: World | undefined;
let result: ActionResult | undefined;
afterEach(async () => {
  if (result !== undefined) await cleanupRun(result);
  await world?.close();
  world = undefined;
  result = undefined;
});

describe("runner simulation", () => {
  it("runs the bundle this test run made of the working tree, not the committed dist/", async () => {
    for (const entry of [actionEntry(), cliEntry()]) {
      expect(entry.startsWith(join(REPO_ROOT, "dist"))).toBe(false);
      expect((await stat(entry)).isFile()).toBe(true);
    }
  });

  it("runs dist/index.js like the runner: workspace checkout, GITHUB_* env, inputs with defaults, outputs file", async () => {
    world = await startWorld({ files: { "README.md": "# app\n", "src/index.ts": "export {};\n" } });
    const payload = issueCommentCreated(world.target, {
      issueNumber: 1,
      commentId: 55,
      body: "@steward hi",
      user: "alice",
    });
    result = await runAction({
      event: { name: "issue_comment", payload },
      inputs: { "anthropic-api-key": WORLD_API_KEY },
      repository: world.repository,
      github: world.github,
      git: world.git,
      token: world.token,
    });
    expect(result.stderr).toBe("");
    expect(result.exitCode).toBe(0);
    // alice is no collaborator of the fake repository: the run reads everything, then declines.
    expect(result.stdout).toMatch(/steward: not running — .*alice/);
    expect(result.outputs).toEqual({ conclusion: "skipped" });
    // Both secrets were masked: the github-token came from action.yml's default, the key from the input.
    expect(result.masks).toEqual(expect.arrayContaining([world.token, WORLD_API_KEY]));
    // The checkout is shallow, on the default branch, and holds no credentials.
    expect(await readFile(join(result.workspace, "src/index.ts"), "utf8")).toBe("export {};\n");
    const gitConfig = await readFile(join(result.workspace, ".git/config"), "utf8");
    expect(gitConfig).not.toMatch(/extraheader|x-access-token/);
    expect(gitConfig).toContain(`url = ${world.git.url}/octo-org/app`);
  });

  it("reports a broken run as a failed step with the reason and conclusion=failure", async () => {
    world = await startWorld({});
    result = await runAction({
      event: {
        name: "workflow_run",
        payload: workflowRunCompleted(world.target, {
          runId: 9,
          conclusion: "failure",
          headBranch: "main",
          headSha: "a".repeat(40),
          actor: "alice",
        }),
      },
      // An empty github-token overrides the default, as `github-token: ""` in a workflow would.
      inputs: { "github-token": "" },
      repository: world.repository,
      github: world.github,
      git: world.git,
      token: world.token,
    });
    expect(result.exitCode).toBe(1);
    expect(result.stdout).toMatch(/^::error::Input 'github-token' is required/m);
    expect(result.outputs["conclusion"]).toBe("failure");
  });

  it("keeps hyphens in INPUT_ names and resolves github.token defaults", async () => {
    const env = await inputEnvironment({ "max-turns": "5", "trigger phrase": "@bot" }, "tok");
    expect(env["INPUT_GITHUB-TOKEN"]).toBe("tok");
    expect(env["INPUT_MAX-TURNS"]).toBe("5");
    expect(env["INPUT_TRIGGER_PHRASE"]).toBe("@bot");
  });

  it("parses the runner's heredoc environment-file format", () => {
    const text =
      "conclusion<<ghadelimiter_1\nsuccess\nghadelimiter_1\nbody<<ghadelimiter_2\nline 1\nline 2\nghadelimiter_2\nlegacy=value\n";
    expect(parseEnvironmentFile(text)).toEqual({
      conclusion: "success",
      body: "line 1\nline 2",
      legacy: "value",
    });
  });

  it("reads workflow commands as the runner does: both syntaxes, any case, stop-commands", () => {
    const output = [
      "::add-mask::a%25b",
      "  \t::error file=a.ts,line=3::broken%0Aline",
      "text before ##[set-output name=x;other=y]value%5D",
      "::Warning::mixed case",
      "::unknown::not a command",
      "x ::error::not at the start",
      "::stop-commands::tok123",
      "::error::ignored while stopped",
      "##[set-output name=z]ignored too",
      "::tok123::",
      "::notice::after resuming\r::debug::after a lone CR",
    ].join("\n");
    expect(parseWorkflowCommands(output).map((c) => [c.command, c.properties, c.data])).toEqual([
      ["add-mask", {}, "a%b"],
      ["error", { file: "a.ts", line: "3" }, "broken\nline"],
      ["set-output", { name: "x", other: "y" }, "value]"],
      ["Warning", {}, "mixed case"],
      ["stop-commands", {}, "tok123"],
      ["tok123", {}, ""],
      ["notice", {}, "after resuming"],
      ["debug", {}, "after a lone CR"],
    ]);
  });

  it("builds payloads from GitHub's real examples, pointed at the test repository", async () => {
    world = await startWorld({});
    const payload = issueCommentCreated(world.target, {
      issueNumber: 3,
      commentId: 7,
      body: "x",
      user: "alice",
      onPullRequest: true,
    });
    expect(payload.repository.full_name).toBe("octo-org/app");
    expect(payload.issue.pull_request?.url).toBe(`${world.github.url}/repos/octo-org/app/pulls/3`);
    expect(payload.comment.user.login).toBe("alice");
    // Untouched fields keep GitHub's own example values.
    expect(payload.installation === undefined || typeof payload.installation.id === "number").toBe(true);
    expect(webhookExample("issues", "labeled").action).toBe("labeled");
  });
});
