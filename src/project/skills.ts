// Agent Skills: `.claude/skills/<dir>/SKILL.md`, YAML frontmatter with `name` (lowercase letters,
// digits and hyphens, at most 64) and `description` (at most 1,024 characters), the body the
// instructions. Only names and descriptions go before the model; the body comes when it calls Skill.
// A skill with bad frontmatter is left out with a note naming the file and the field; the others load.
import type { ProjectFiles } from "./files";
import { readFrontmatter } from "./frontmatter";

export interface Skill {
  name: string;
  description: string;
  /** The skill's folder, repository-relative (".claude/skills/pdf"). */
  dir: string;
  /** The instructions (SKILL.md without its frontmatter). */
  body: string;
}

const SKILL_FILE = /^\.claude\/skills\/([^/]+)\/SKILL\.md$/;
const NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const MAX_SKILL_NAME = 64;
const MAX_SKILL_DESCRIPTION = 1024;

/** Fields that describe a skill without changing what it does: accepted as they are. */
const DESCRIPTIVE = new Set(["name", "description", "license", "metadata", "version"]);
/** Fields steward reads but does not apply, and why. */
const NOT_APPLIED: Readonly<Record<string, string>> = {
  "allowed-tools":
    "in Claude Code it lets the skill use tools without asking; in steward the policy alone decides",
  model: "the run's model is used",
};

function checked(
  file: string,
  data: Record<string, unknown>,
  notes: string[],
): { name: string; description: string } | undefined {
  const name = data["name"];
  const description = data["description"];
  const bad = (field: string, why: string) => {
    notes.push(`${file}: ${field} ${why}; the skill was left out.`);
    return undefined;
  };
  if (typeof name !== "string" || name === "")
    return bad("name", "is missing (it names the skill: lowercase letters, digits and hyphens)");
  if (name.length > MAX_SKILL_NAME || !NAME.test(name))
    return bad(
      "name",
      `${JSON.stringify(name)} must be lowercase letters, digits and hyphens, at most ${String(MAX_SKILL_NAME)} characters`,
    );
  if (typeof description !== "string" || description.trim() === "")
    return bad("description", "is missing (it tells the model what the skill does and when to use it)");
  if (description.length > MAX_SKILL_DESCRIPTION)
    return bad(
      "description",
      `is ${String(description.length)} characters, over the ${String(MAX_SKILL_DESCRIPTION)} allowed`,
    );
  for (const key of Object.keys(data)) {
    if (DESCRIPTIVE.has(key)) continue;
    const why = NOT_APPLIED[key];
    notes.push(`${file}: ${key} is not applied (${why ?? "steward does not know this field"}).`);
  }
  return { name, description: description.trim() };
}

/** Every well-formed skill, by name, sorted (so the Skill tool's description is stable). */
export async function loadSkills(files: ProjectFiles, notes: string[]): Promise<Skill[]> {
  const skills = new Map<string, Skill>();
  for (const [path, text] of [...files.files].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const match = SKILL_FILE.exec(path);
    if (match === null) continue;
    const front = await readFrontmatter(text);
    if (!front.ok) {
      notes.push(`${path}: ${front.error}; the skill was left out.`);
      continue;
    }
    const meta = checked(path, front.value.data, notes);
    if (meta === undefined) continue;
    if (skills.has(meta.name)) {
      notes.push(`${path}: another skill is already named ${meta.name}; this one was left out.`);
      continue;
    }
    skills.set(meta.name, {
      ...meta,
      dir: `.claude/skills/${match[1] ?? ""}`,
      body: front.value.body.trim(),
    });
  }
  return [...skills.values()].sort((a, b) => (a.name < b.name ? -1 : 1));
}
