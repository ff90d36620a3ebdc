// Skill: Claude Code's Agent Skills with its tool name and input. Progressive disclosure: the tool's
// description lists only each skill's name and description; a call returns the instructions and the
// folder holding the skill's other files (in the action, a copy of the trusted commit's, where Read
// and the sandbox can reach it). The tool exists only in sessions whose repository has skills.
import type { ZodModule } from "./zod";
import inputJsonSchema from "./skill-schema.json";
import description from "./skill.txt";
import { buildTool, type Tool } from "./tool";

export interface SkillEntry {
  name: string;
  description: string;
  /** The instructions (SKILL.md without its frontmatter). */
  body: string;
  /** Absolute path of the skill's folder, readable in this session. */
  dir: string;
}

const inputSchema = (z: ZodModule) =>
  z.strictObject({
    skill: z.string().check(z.minLength(1), z.describe("The name of the skill to load, as listed")),
    args: z.optional(z.string().check(z.describe("Optional text for the skill: what to apply it to"))),
  });

const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

function listing(skills: readonly SkillEntry[]): string {
  const items = skills.map(
    (s) =>
      `<skill>\n<name>${escape(s.name)}</name>\n<description>${escape(s.description)}</description>\n</skill>`,
  );
  return `<available_skills>\n${items.join("\n")}\n</available_skills>`;
}

export function createSkillTool(skills: readonly SkillEntry[]): Tool<ReturnType<typeof inputSchema>, string> {
  const byName = new Map(skills.map((s) => [s.name, s]));
  return buildTool({
    name: "Skill",
    description: `${description.trim()}\n\n${listing(skills)}`,
    inputSchema,
    inputJsonSchema,
    isReadOnly: () => true,
    isConcurrencySafe: () => true,
    validateInput: ({ skill }) =>
      byName.has(skill)
        ? undefined
        : `There is no skill named "${skill}". The skills are: ${[...byName.keys()].join(", ")}.`,
    call: ({ skill, args }) => {
      const entry = byName.get(skill);
      if (entry === undefined) return Promise.reject(new Error(`There is no skill named "${skill}".`));
      const request = args === undefined || args.trim() === "" ? "" : `\n\nARGUMENTS: ${args.trim()}`;
      return Promise.resolve(
        `Base directory for this skill: ${entry.dir}\n(Its other files are there; paths in these instructions are relative to it.)\n\n${entry.body}${request}`,
      );
    },
    summarize: ({ skill }) => `Skill ${skill}`,
  });
}
