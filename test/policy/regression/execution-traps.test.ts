// Class 8 of issue 18: execution traps for whoever checks the branch out. The agent could write git
// hooks (husky, lefthook, pre-commit), .gitattributes, .envrc, editor tasks and dev containers, and
// steward committed them; the next person to commit, check out or open the branch ran them. These are
// protected places now: only a rule that names them allows a write (and the report then warns).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { analyzeShellCommand } from "../../../src/policy/shell/analyze";
import { executionTraps } from "../../../src/policy/special-places";
import { bash, regressionSuite, write } from "../support/regression";
import { decider, type Decider, makeWorld, policyFrom, resolverFor } from "../support/world";

regressionSuite("places that run code for whoever checks the branch out", () => undefined, [
  write(".husky/pre-commit", "deny"),
  write(".husky/_/husky.sh", "deny"),
  write("lefthook.yml", "deny"),
  write(".lefthook.yml", "deny"),
  write("lefthook-local.yml", "deny"),
  write(".lefthook/pre-commit/lint.sh", "deny"),
  write(".pre-commit-config.yaml", "deny"),
  write(".gitattributes", "deny"),
  write("src/.gitattributes", "deny"),
  write(".gitmodules", "deny"),
  write(".envrc", "deny"),
  write("services/api/.envrc", "deny"),
  write(".vscode/tasks.json", "deny"),
  write(".vscode/settings.json", "deny"),
  write(".vscode/launch.json", "deny"),
  write(".idea/workspace.xml", "deny"),
  write(".devcontainer/devcontainer.json", "deny"),
  write(".devcontainer.json", "deny"),
  write(".yarnrc.yml", "deny"),
  write(".cursor/mcp.json", "deny"),
  write(".mcp.json", "deny"),
  write(".npmrc", "deny"),
  // Under the scoped policy `git log` and `git diff` may write files (not under the default one).
  bash("git log -1 > .envrc", "deny"),
  bash("git diff > .husky/pre-commit", "deny"),
  bash("git log -1 >> .gitattributes", "deny"),
  bash("git log -1 > .vscode/tasks.json", "deny"),
  // CI definitions besides workflows run with the repository's secrets on the next push.
  write(".github/actions/setup/action.yml", "deny"),
  write(".github/actions/setup/run.sh", "deny"),
  write(".gitlab-ci.yml", "deny"),
  write(".gitlab/ci/test.yml", "deny"),
  write(".circleci/config.yml", "deny"),
  write("azure-pipelines.yml", "deny"),
  write("azure-pipelines-release.yml", "deny"),
  write("Jenkinsfile", "deny"),
  write("ci/Jenkinsfile.release", "deny"),
  write(".buildkite/pipeline.yml", "deny"),
  write(".travis.yml", "deny"),
  write("bitbucket-pipelines.yml", "deny"),
  write(".drone.yml", "deny"),
  write(".woodpecker/test.yml", "deny"),
  write(".gitea/workflows/ci.yml", "deny"),
  write(".GitLab-CI.yml", "deny"),
  bash("git log -1 > .gitlab-ci.yml", "deny"),
  bash("git diff > .github/actions/setup/action.yml", "deny"),
  write(".github/dependabot.yml", "allow"),
  write(".gitlab/issue_templates/bug.md", "allow"),
  write("docs/ci.md", "allow"),
  // Benign: ordinary source and docs edits, names that only look alike.
  write("src/hooks.ts", "allow"),
  write("docs/husky.md", "allow"),
  write("docs/vscode/setup.md", "allow"),
  write("envrc.example", "allow"),
  write(".github/ISSUE_TEMPLATE/feature.md", "allow"),
  bash("git log -1 > notes.txt", "deny", "allow"),
]);

describe("a rule that names a trap allows it", () => {
  const world = makeWorld();
  afterAll(() => world.cleanup());
  let decide: Decider;
  beforeAll(async () => {
    const policy = await policyFrom(
      world,
      'permissions:\n  allow: ["Edit(.husky/**)", "Edit(.vscode/tasks.json)"]\n',
    );
    decide = decider(world, resolverFor(world, policy, { analyzeShell: analyzeShellCommand }));
  });

  it.each([
    [".husky/pre-commit", "allow"],
    [".vscode/tasks.json", "allow"],
    [".vscode/settings.json", "deny"],
    [".envrc", "deny"],
  ])("Write %s → %s", async (file, expected) => {
    const decision = await decide("Write", { file_path: file, content: "x\n" });
    expect(decision.behavior, decision.reason).toBe(expected);
  });
});

describe("the traps a diff touches, for the report", () => {
  it("names each trap with what it is, in any case, and nothing else", () => {
    expect(
      executionTraps([
        "src/a.ts",
        ".husky/pre-commit",
        ".VSCode/tasks.json",
        "docs/husky.md",
        "lib/.gitattributes",
        ".husky/pre-commit",
        ".github/workflows/ci.yml",
        ".env",
        ".github/actions/setup/action.yml",
      ]),
    ).toEqual([
      { path: ".husky/pre-commit", label: "git hooks (.husky), run on every commit" },
      {
        path: ".VSCode/tasks.json",
        label: "editor configuration (.vscode), whose tasks and settings run programs",
      },
      {
        path: "lib/.gitattributes",
        label: "git attributes (.gitattributes), whose filters and drivers run on checkout and diff",
      },
      {
        path: ".github/actions/setup/action.yml",
        label: "a local action (.github/actions), which workflows run with their secrets",
      },
    ]);
  });
});
