// End to end through dist/index.js: a repository set up for Claude Code. The policy's import of
// .claude/settings.json works in the action (it used to fail every run); the settings' deny rules
// apply; a slash command in the mention expands; skills, hooks and the rest come from the trusted
// commit, so a pull request that changes .claude/ changes nothing.
import { describe, expect, it } from "vitest";
import { type MessagesRequestBody, reply, text, toolUse } from "../support/model-server/index";
import { headOf, pushCommit, trackingComment } from "../support/scenario";
import { mentionOn, mentionOnLine, useScenarios } from "../support/scenario-fixture";
import type { World } from "../support/world";
import { sandboxSupport } from "../sandbox/support";

const scenarios = useScenarios();

const bodies = (w: World) => (w.model?.messageRequests() ?? []).map((r) => r.body as MessagesRequestBody);
const toolDescription = (body: MessagesRequestBody | undefined, name: string) =>
  ((body?.tools ?? []) as { name: string; description: string }[]).find((t) => t.name === name)?.description;
function results(body: MessagesRequestBody | undefined): Record<string, string> {
  const last = body?.messages.at(-1);
  const blocks = typeof last?.content === "string" ? [] : (last?.content ?? []);
  return Object.fromEntries(
    blocks
      .filter((b) => b["type"] === "tool_result")
      .map((b) => [b["tool_use_id"] as string, JSON.stringify(b)]),
  );
}

/** Blocks `echo blocked` (exit 2), and says which copy of the script ran. */
const GUARD = `#!/bin/sh
input=$(cat)
case "$input" in *"echo blocked"*) echo "the trusted guard says no" >&2; exit 2;; esac
exit 0
`;

const SETTINGS = JSON.stringify({
  permissions: { allow: ["Bash(touch made-by-import)"], deny: ["Read(private.txt)"] },
  hooks: {
    PreToolUse: [
      {
        matcher: "Bash",
        hooks: [{ type: "command", command: '"$CLAUDE_PROJECT_DIR"/.claude/hooks/guard.sh' }],
      },
    ],
  },
});

const SKILL = "---\nname: base-skill\ndescription: The base branch's skill.\n---\nBASE-SKILL-BODY\n";

describe("a repository set up for Claude Code", () => {
  it("imports the settings' allow rules, applies their deny rules, expands a slash command, and runs skills and hooks", async () => {
    const world = await scenarios.world({
      files: {
        "README.md": "# app\n",
        "private.txt": "PRIVATE\n",
        ".github/steward.yml": "imports: [.claude/settings.json]\n",
        ".claude/settings.json": SETTINGS,
        ".claude/hooks/guard.sh": GUARD,
        ".claude/skills/base-skill/SKILL.md": SKILL,
        ".claude/commands/fix.md":
          "---\ndescription: Fix something\n---\nFIX-COMMAND: fix $ARGUMENTS, then report.\n",
      },
      script: [
        reply(
          toolUse("Skill", { skill: "base-skill" }, "t_skill"),
          toolUse("Read", { file_path: "private.txt" }, "t_private"),
        ),
        reply(
          toolUse("Bash", { command: "touch made-by-import" }, "t_touch"),
          toolUse("Bash", { command: "echo blocked" }, "t_blocked"),
        ),
        reply(text("Done.")),
      ],
    });
    // startWorld's files are not executable: the guard script is committed again with its mode.
    await pushCommit(world, {
      files: { ".claude/hooks/guard.sh": GUARD },
      executable: [".claude/hooks/guard.sh"],
    });
    const { event } = mentionOn(world, {
      body: "@steward /fix the login page",
      issue: { title: "Login broken" },
    });
    const result = await scenarios.run(world, event);
    expect(result.outputs["conclusion"]).toBe("success");
    const [first, second, third] = bodies(world);
    expect(JSON.stringify(first?.messages[0])).toContain("FIX-COMMAND: fix the login page, then report.");
    expect(toolDescription(first, "Skill")).toContain("<name>base-skill</name>");
    expect(results(second)["t_skill"]).toContain("BASE-SKILL-BODY");
    expect(results(second)["t_skill"]).toMatch(
      /Base directory for this skill: [^\\]*trusted-config\/\.claude\/skills\/base-skill/,
    );
    expect(results(second)["t_private"]).toContain("rule: Read(private.txt)");
    expect(results(third)["t_touch"]).not.toContain('"is_error":true');
    if (sandboxSupport.ok) expect(results(third)["t_blocked"]).toContain("the trusted guard says no");
    const branch = result.outputs["branch"] ?? "";
    expect(await world.git.git(world.repository, "show", `${branch}:made-by-import`)).toBe("");
    world.assertNoViolations();
  });

  it.skipIf(!sandboxSupport.ok)(
    "uses the trusted commit's .claude/ when a pull request's head changes it",
    async () => {
      const w = await scenarios.world({
        files: {
          "README.md": "# app\n",
          "private.txt": "PRIVATE\n",
          ".claude/settings.json": SETTINGS,
          ".claude/hooks/guard.sh": GUARD,
          ".claude/skills/base-skill/SKILL.md": SKILL,
        },
        script: [
          reply(
            toolUse("Read", { file_path: "private.txt" }, "t_private"),
            toolUse("Bash", { command: "echo blocked" }, "t_blocked"),
          ),
          reply(text("Done.")),
        ],
      });
      await pushCommit(w, {
        files: { ".claude/hooks/guard.sh": GUARD },
        executable: [".claude/hooks/guard.sh"],
      });
      const base = (await headOf(w, "main")) ?? "";
      // The head drops the deny rule, makes the guard let everything through, and adds a skill.
      const head = await pushCommit(w, {
        branch: "feature",
        files: {
          ".claude/settings.json": JSON.stringify({ permissions: { allow: ["Read"] } }),
          ".claude/hooks/guard.sh": "#!/bin/sh\nexit 0\n",
          ".claude/skills/head-skill/SKILL.md":
            "---\nname: head-skill\ndescription: From the PR.\n---\nHEAD\n",
        },
        executable: [".claude/hooks/guard.sh"],
      });
      const pull = w.github.state.addPull(w.repo, {
        title: "Loosen .claude",
        body: "",
        user: "alice",
        head: { ref: "feature", sha: head, repo: w.repository },
        base: { ref: "main", sha: base },
        files: [],
      });
      const { event } = mentionOnLine(w, {
        pull: pull.number,
        path: "README.md",
        line: 1,
        body: "@steward look",
        headRef: "feature",
      });
      const result = await scenarios.run(w, event, { workspace: { ref: "feature", depth: 1 } });
      expect(result.outputs["conclusion"]).toBe("success");
      const [first, second] = bodies(w);
      expect(toolDescription(first, "Skill")).toContain("base-skill");
      expect(toolDescription(first, "Skill")).not.toContain("head-skill");
      expect(results(second)["t_private"]).toContain("rule: Read(private.txt)");
      expect(results(second)["t_blocked"]).toContain("the trusted guard says no");
      expect(trackingComment(w)).toContain("differs from the trusted commit");
      w.assertNoViolations();
    },
  );
});
