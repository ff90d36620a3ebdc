// End to end through dist/index.js: a policy that names `.husky/**` lets the agent write a git hook,
// and the tracking comment and the step summary say so in a warning line that names the file — the
// next person to commit on the branch would run it. A trap no rule names stays out.
import { describe, expect, it } from "vitest";
import { reply, text, toolUse } from "../support/model-server/index";
import { trackingComment } from "../support/scenario";
import { labelledIssue, useScenarios } from "../support/scenario-fixture";

const scenarios = useScenarios();

const HOOK = "#!/bin/sh\nnpm test\n";
const WARNING = "This run changed files that run code on checkout, commit or opening in an editor";

describe("execution traps in the report", () => {
  it("warns, naming the hook, when an explicit rule let the agent write .husky/pre-commit", async () => {
    const world = await scenarios.world({
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
    const { event, inputs } = labelledIssue(world, { title: "Run the tests before every commit" });
    const result = await scenarios.run(world, event, { inputs });
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
