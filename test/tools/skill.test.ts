import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { jsonSchemaOf } from "../../src/tools/json-schema";
import { createSkillTool } from "../../src/tools/skill";
import type { ZodObjectSchema } from "../../src/tools/tool";
import { loadZod } from "../../src/tools/zod";
import { type TestBench, toolBench } from "./helpers";

const skill = createSkillTool([
  {
    name: "pdf",
    description: "Fill <PDF> forms & more.",
    body: "Run scripts/fill.py.",
    dir: "/x/skills/pdf",
  },
  {
    name: "release-notes",
    description: "Write release notes.",
    body: "Read the log.",
    dir: "/x/skills/release-notes",
  },
]);

let bench: TestBench;
beforeEach(async () => {
  bench = await toolBench([skill]);
});
afterEach(() => bench.cleanup());

// Built-in tools build their schemas with zod once it is loaded (src/tools/zod.ts); tool calls load it.
beforeAll(() => loadZod());

describe("Skill", () => {
  it("has Claude Code's name and input, and its precomputed schema is what zod derives", () => {
    expect(skill.name).toBe("Skill");
    expect(JSON.stringify(skill.inputJsonSchema)).toBe(
      JSON.stringify(jsonSchemaOf(skill.inputSchema as ZodObjectSchema)),
    );
    expect(Object.keys((skill.inputJsonSchema as { properties: object }).properties)).toEqual([
      "skill",
      "args",
    ]);
  });

  it("lists names and descriptions only, escaped", () => {
    expect(skill.description).toContain(
      "<available_skills>\n<skill>\n<name>pdf</name>\n<description>Fill &lt;PDF&gt; forms &amp; more.</description>\n</skill>",
    );
    expect(skill.description).not.toContain("scripts/fill.py");
  });

  it("returns the instructions with the skill's folder, and the arguments", async () => {
    const outcome = await bench.call("Skill", { skill: "pdf", args: "invoice.pdf" });
    expect(bench.text(outcome)).toBe(
      "Base directory for this skill: /x/skills/pdf\n(Its other files are there; paths in these instructions are relative to it.)\n\nRun scripts/fill.py.\n\nARGUMENTS: invoice.pdf",
    );
    const unknown = await bench.call("Skill", { skill: "docx" });
    expect(unknown.isError).toBe(true);
    expect(bench.text(unknown)).toBe('There is no skill named "docx". The skills are: pdf, release-notes.');
  });
});
