// Issue 18 follow-up 1: writes through ancestors of protected places. `rm -r .`, `chmod -R`, `mv
// .github x`, `mv x .github`, `cp -r evil/ .github`, `ln -s`, `tar -x` and `git checkout -- .` wrote
// into .git, the workflows or the agent's configuration while only their operand was judged. A write
// to a directory that holds, or becomes, a protected or secret place is now a write to that place.
// The rows run under rules that allow the programs (a policy has to, for any of this to run).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { analyzeShellCommand } from "../../../src/policy/shell/analyze";
import { bash, regressionSuite } from "../support/regression";
import { decider, type Decider, makeWorld, policyFrom, resolverFor } from "../support/world";

regressionSuite(
  "writes that reach below their path, or make it something new",
  (world) => {
    world.file("evil/workflows/x.yml");
    world.file("templates/bug.md");
    world.file("settings.json", "{}\n");
    world.file("pre-commit");
    world.file("build/out.js");
    world.file("scripts/build.sh");
    // Installed packages hold places of their own: deleting them is ordinary work.
    world.file("node_modules/pkg/.github/workflows/ci.yml");
    world.file("node_modules/pkg/.env");
  },
  [
    // Removing or changing a tree that holds protected places.
    bash("rm -r .", "deny"),
    bash("rm -rf src/..", "deny"),
    bash("rm -rf ./", "deny"),
    bash("rm -rf .github", "deny"),
    bash("rm -rf .claude", "deny"),
    bash("rm -fr .git", "deny"),
    bash("cd src && rm -rf ..", "deny"),
    bash("chmod -R 777 .", "deny"),
    bash("chmod -R u+x .github", "deny"),
    bash("chmod -x .husky/pre-commit", "deny"),
    bash("chown -R nobody .", "deny"),
    bash("chgrp -R users .github", "deny"),
    bash("mv .github gh", "deny"),
    // A protected place appearing under a new name.
    bash("mv evil .gitea", "deny"),
    bash("mv -T evil .github", "deny"),
    bash("mv src .husky", "deny"),
    bash("cp -r evil/ .gitea", "deny"),
    bash("cp -rT evil .github", "deny"),
    bash("cp settings.json .claude", "deny"),
    bash("cp -t .claude settings.json", "deny"),
    bash("cp pre-commit .husky", "deny"),
    bash("cp pre-commit .github/workflows", "deny"),
    bash("cp -r templates/. .", "deny"),
    bash("ln -s evil .gitea", "deny"),
    bash("ln -s ../evil .github/workflows", "deny"),
    bash("ln -sf /tmp/x .claude/settings.local.json", "deny"),
    bash("ln -s evil/.github", "deny"),
    bash("cd templates && ln -s ../evil ../.gitea", "deny"),
    // Archives write names they choose.
    bash("tar -xzf fixtures.tgz", "deny"),
    bash("tar xzf fixtures.tgz", "deny"),
    bash("tar -xf fixtures.tar -C .github", "deny"),
    bash("unzip fixtures.zip", "deny"),
    bash("unzip -o fixtures.zip -d .claude", "deny"),
    bash("unzip -: fixtures.zip -d build", "deny"),
    // git writing the working tree at the paths it names.
    bash("git checkout -- .", "deny"),
    bash("git checkout main -- .github", "deny"),
    bash("git checkout HEAD~1 -- .husky/pre-commit", "deny"),
    bash("git restore --source=main .github/workflows/ci.yml", "deny"),
    bash("git clean -fdx", "deny"),
    bash("git rm -r .github", "deny"),
    // Controls: ordinary trees, copies, links, archives and restores.
    bash("rm -rf node_modules", "allow"),
    bash("rm -rf build dist", "allow"),
    bash("rm -r src/old", "allow"),
    bash("chmod -R u+w src", "allow"),
    bash("chmod +x scripts/build.sh", "allow"),
    bash("mv build dist", "allow"),
    bash("mv evil .github", "allow"),
    bash("cp -r templates docs", "allow"),
    bash("cp README.md docs", "allow"),
    bash("cp -r templates .github/ISSUE_TEMPLATE", "allow"),
    bash("ln -s docs/guide.md guide.md", "allow"),
    bash("tar -xzf fixtures.tgz -C build", "allow"),
    bash("tar -xOf fixtures.tar a.txt", "allow"),
    bash("unzip -o fixtures.zip -d build", "allow"),
    bash("unzip -l fixtures.zip", "allow"),
    bash("git checkout -- src/a.ts", "allow"),
    bash("git restore src", "allow"),
    bash("git clean -fd build", "allow"),
    bash("git checkout -b feature", "allow"),
  ],
  {
    allow: [
      "Bash(rm:*)",
      "Bash(mv:*)",
      "Bash(cp:*)",
      "Bash(chmod:*)",
      "Bash(chown:*)",
      "Bash(chgrp:*)",
      "Bash(ln:*)",
      "Bash(tar:*)",
      "Bash(unzip:*)",
      "Bash(git checkout:*)",
      "Bash(git restore:*)",
      "Bash(git clean:*)",
      "Bash(git rm:*)",
    ],
  },
);

describe("a rule that names the place lets a write reach it", () => {
  const world = makeWorld();
  let decide: Decider;
  beforeAll(async () => {
    world.file("evil/workflows/x.yml");
    const policy = await policyFrom(
      world,
      'permissions:\n  allow: ["Bash(mv:*)", "Bash(rm:*)", "Edit(.gitea/workflows/**)"]\n',
    );
    decide = decider(world, resolverFor(world, policy, { analyzeShell: analyzeShellCommand }));
  });
  afterAll(() => world.cleanup());

  it.each([
    ["mv evil .gitea", "allow"],
    ["rm -rf .gitea", "allow"],
    ["mv evil .forgejo", "deny"],
    ["rm -rf .", "deny"],
  ] as const)("%s → %s", async (command, expected) => {
    const decision = await decide("Bash", { command });
    expect(decision.behavior, decision.reason).toBe(expected);
  });
});
