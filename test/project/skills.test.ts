import { describe, expect, it } from "vitest";
import { filesInMemory } from "../support/project-files";
import { loadSkills } from "../../src/project/skills";

async function skills(files: Record<string, string>) {
  const notes: string[] = [];
  return { list: await loadSkills(filesInMemory(files), notes), notes };
}

const skill = (front: string, body = "Do it.") => `---\n${front}\n---\n${body}\n`;

describe("skills", () => {
  it("reads name, description and body; other files of the folder are not skills", async () => {
    const { list, notes } = await skills({
      ".claude/skills/pdf/SKILL.md": skill(
        "name: pdf\ndescription: Fill PDF forms.\nlicense: MIT",
        "Use scripts/fill.py.",
      ),
      ".claude/skills/pdf/scripts/fill.py": "print(1)\n",
      ".claude/skills/pdf/nested/SKILL.md": skill("name: nested\ndescription: too deep"),
    });
    expect(list).toEqual([
      {
        name: "pdf",
        description: "Fill PDF forms.",
        dir: ".claude/skills/pdf",
        body: "Use scripts/fill.py.",
      },
    ]);
    expect(notes).toEqual([]);
  });

  it("leaves out each bad skill with a note naming the file and the field, and loads the others", async () => {
    const { list, notes } = await skills({
      ".claude/skills/a/SKILL.md": skill("name: Bad_Name\ndescription: x"),
      ".claude/skills/b/SKILL.md": skill("name: b"),
      ".claude/skills/c/SKILL.md": skill(`name: c\ndescription: ${"x".repeat(1025)}`),
      ".claude/skills/d/SKILL.md": "---\nname: d\ndescription: [\n---\nx",
      ".claude/skills/e/SKILL.md": skill(
        "name: good\ndescription: Fine.\nallowed-tools: Bash\nmodel: haiku\nwhen: always",
      ),
      ".claude/skills/f/SKILL.md": skill("name: good\ndescription: Again."),
    });
    expect(list.map((s) => s.name)).toEqual(["good"]);
    expect(notes).toEqual([
      '.claude/skills/a/SKILL.md: name "Bad_Name" must be lowercase letters, digits and hyphens, at most 64 characters; the skill was left out.',
      ".claude/skills/b/SKILL.md: description is missing (it tells the model what the skill does and when to use it); the skill was left out.",
      ".claude/skills/c/SKILL.md: description is 1025 characters, over the 1024 allowed; the skill was left out.",
      expect.stringMatching(
        /^\.claude\/skills\/d\/SKILL\.md: the frontmatter is not valid YAML: .*; the skill was left out\.$/,
      ),
      ".claude/skills/e/SKILL.md: allowed-tools is not applied (in Claude Code it lets the skill use tools without asking; in steward the policy alone decides).",
      ".claude/skills/e/SKILL.md: model is not applied (the run's model is used).",
      ".claude/skills/e/SKILL.md: when is not applied (steward does not know this field).",
      ".claude/skills/f/SKILL.md: another skill is already named good; this one was left out.",
    ]);
  });
});
