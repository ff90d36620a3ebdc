// YAML frontmatter of a Markdown file (skills, agents, commands): `---`, YAML, `---`, then the body.
// The YAML parser is the project's `yaml` dependency, loaded when the first such file is read
// (through frontmatter-yaml.ts).
import type { Result } from "../types/result";

/** The frontmatter's fields and the body after it; or what is wrong with the frontmatter. */
export type Frontmatter = Result<{ data: Record<string, unknown>; body: string }>;

const OPENING = /^---[ \t]*\r?\n/;
const CLOSING = /^---[ \t]*$/m;

/** Splits and parses a file; a file without frontmatter has empty data. */
export async function readFrontmatter(text: string): Promise<Frontmatter> {
  const content = text.replace(/^\uFEFF/, "");
  const opening = OPENING.exec(content);
  if (opening === null) return { ok: true, value: { data: {}, body: content } };
  const rest = content.slice(opening[0].length);
  const closing = CLOSING.exec(rest);
  if (closing === null) return { ok: false, error: "the frontmatter has no closing --- line" };
  const yaml = rest.slice(0, closing.index);
  const body = rest.slice(closing.index + closing[0].length).replace(/^\r?\n/, "");
  const { parseDocument } = await import("./frontmatter-yaml");
  const doc = parseDocument(yaml, { prettyErrors: false, uniqueKeys: true });
  const error = doc.errors[0];
  if (error !== undefined)
    return { ok: false, error: `the frontmatter is not valid YAML: ${error.message.split("\n")[0] ?? ""}` };
  const data: unknown = doc.toJS();
  if (data === null || data === undefined) return { ok: true, value: { data: {}, body } };
  if (typeof data !== "object" || Array.isArray(data))
    return { ok: false, error: "the frontmatter must be a mapping of fields (name: …)" };
  return { ok: true, value: { data: data as Record<string, unknown>, body } };
}

/** A field that lists tools: "Read, Grep" or a YAML list; undefined when absent; a message when neither. */
export function toolList(value: unknown): Result<string[] | undefined> {
  if (value === undefined || value === null) return { ok: true, value: undefined };
  if (typeof value === "string") return { ok: true, value: splitToolList(value) };
  if (Array.isArray(value) && value.every((v) => typeof v === "string"))
    return { ok: true, value: value.map((v) => v.trim()).filter((v) => v !== "") };
  return { ok: false, error: "must be a comma-separated string or a list of tool names" };
}

/** Splits "Read, Bash(git add:*), Grep" at the commas outside parentheses. */
export function splitToolList(text: string): string[] {
  const items: string[] = [];
  let depth = 0;
  let current = "";
  for (const char of text) {
    if (char === "(") depth++;
    if (char === ")") depth = Math.max(0, depth - 1);
    if (char === "," && depth === 0) {
      if (current.trim() !== "") items.push(current.trim());
      current = "";
    } else current += char;
  }
  if (current.trim() !== "") items.push(current.trim());
  return items;
}
