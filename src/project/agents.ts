// Custom subagents: `.claude/agents/<name>.md`, frontmatter `name`, `description` (when to use it),
// optional `tools` (comma-separated; omitted = every tool the parent has) and `model`; the body is the
// subagent's system prompt. Each becomes a subagent_type of the Agent tool. Its tools can only narrow
// what the session has; the policy still judges every call.
import type { ProjectFiles } from "./files";
import { readFrontmatter, toolList } from "./frontmatter";

export interface AgentDefinition {
  name: string;
  description: string;
  /** Tool names (or rules, such as Bash(npm test)); undefined = all of the parent's. */
  tools: string[] | undefined;
  prompt: string;
  /** The file, for notes. */
  file: string;
}

const AGENT_FILE = /^\.claude\/agents\/(?:[^/]+\/)*[^/]+\.md$/;
const NAME = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;
/** Claude Code's model aliases; "inherit" (or none) is the run's own model. */
const MODELS = new Set(["sonnet", "opus", "haiku", "inherit"]);
const DESCRIPTIVE = new Set(["name", "description", "tools", "model", "color"]);

async function readAgent(path: string, text: string, notes: string[]): Promise<AgentDefinition | undefined> {
  const front = await readFrontmatter(text);
  const leftOut = (why: string) => {
    notes.push(`${path}: ${why}; the agent was left out.`);
    return undefined;
  };
  if (!front.ok) return leftOut(front.error);
  const { data } = front.value;
  const name = data["name"];
  const description = data["description"];
  if (typeof name !== "string" || !NAME.test(name))
    return leftOut(
      `name ${name === undefined ? "is missing" : `${JSON.stringify(name)} must be letters, digits, _ and -`}`,
    );
  if (typeof description !== "string" || description.trim() === "")
    return leftOut("description is missing (it tells the model when to use the agent)");
  const tools = toolList(data["tools"]);
  if (!tools.ok) return leftOut(`tools ${tools.error}`);
  if (front.value.body.trim() === "") return leftOut("the body (the agent's system prompt) is empty");
  const model = data["model"];
  if (model !== undefined && model !== "inherit")
    notes.push(
      `${path}: model ${JSON.stringify(model)} is not applied (${typeof model === "string" && MODELS.has(model) ? "the run's model is used" : "not a model alias steward knows"}).`,
    );
  for (const key of Object.keys(data))
    if (!DESCRIPTIVE.has(key))
      notes.push(`${path}: ${key} is not applied (steward does not know this field).`);
  return {
    name,
    description: description.trim(),
    tools: tools.value,
    prompt: front.value.body.trim(),
    file: path,
  };
}

/** Every well-formed agent; a name taken by a built-in type or an earlier file is left out. */
export async function loadAgents(
  files: ProjectFiles,
  reserved: ReadonlySet<string>,
  notes: string[],
): Promise<AgentDefinition[]> {
  const agents = new Map<string, AgentDefinition>();
  for (const [path, text] of [...files.files].sort(([a], [b]) => (a < b ? -1 : 1))) {
    if (!AGENT_FILE.test(path)) continue;
    const agent = await readAgent(path, text, notes);
    if (agent === undefined) continue;
    if (reserved.has(agent.name) || agents.has(agent.name)) {
      notes.push(`${path}: the agent name ${agent.name} is already taken; this one was left out.`);
      continue;
    }
    agents.set(agent.name, agent);
  }
  return [...agents.values()];
}
