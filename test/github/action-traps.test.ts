// End to end through dist/index.js: a policy that names `.husky/**` lets the agent write a git hook,
// and the tracking comment and the step summary say so in a warning line that names the file — the
// next person to commit on the branch would run it. A trap no rule names stays out.
import { afterEach, describe, expect, it } from "vitest";
import { reply, text, toolUse } from "../support/model-server/index";
import { cleanupRun, type ActionResult } from "../support/runner";
import { runScenario, trackingComment } from "../support/scenario";
import { issuesLabeled } from "../support/webhooks";
import { startWorld, type World } from "../support/world";

let world: World | undefined;
let result: ActionResult | undefined;
afterEach(async () => {
  if (result !== undefined) await cleanupRun(result);
  await world?.close();
  world = undefined;
  result = undefined;
});

const HOOK = "#!/bin/sh\nnpm test\n";
const WARNING = "This run changed files that run code on checkout, commit or opening in an editor";

describe("execution traps in the report", () => {
  it("warns, naming the hook, when an explicit rule let the agent write .husky/pre-commit", async () => {
    world = await startWorld({
      files: {
        "README.md": "# app\n",
        ".github/steward.yml": 'permissions:\n  allow: ["Edit(.husky/**)"]\n',
      },
      script: [
        reply(
          text("Adding a pre-commit hook."),
          toolUse("Write", { file_path: ".husky/pre-commit", content: HOOK }, "t_hook"),
          toolUse("Write", { file_path: ".envrc", content: "npm test\n" }, "t_envrc"),
        ),
        reply(text("Added a pre-commit hook that runs the tests.")),
      ],
    });
    const repo = world.repo;
    world.github.state.setPermission(repo, "alice", "write");
    const issue = world.github.state.addIssue(repo, {
      title: "Run the tests before every commit",
      user: "alice",
      labels: ["steward"],
    });
    result = await runScenario(
      world,
      {
        name: "issues",
        payload: issuesLabeled(world.target, { number: issue.number, label: "steward", sender: "alice" }),
      },
      { inputs: { "label-trigger": "steward" } },
    );
    expect(result.outputs["conclusion"]).toBe("success");
    const branch = result.outputs["branch"] ?? "";
    expect(await world.git.git(world.repository, "show", `${branch}:.husky/pre-commit`)).toBe(HOOK);
    const comment = trackingComment(world) ?? "";
    const warning = comment.split("\n").find((line) => line.includes(WARNING)) ?? "";
    expect(warning).toContain(".husky/pre-commit");
    expect(warning).toContain("git hooks");
    // .envrc has no rule: denied, never written, so not in the warning.
    expect(warning).not.toContain(".envrc");
    expect(comment).toMatch(/Permission denials \(1\)/);
    expect(result.summary).toContain(WARNING);
    world.assertNoViolations();
  });
});
