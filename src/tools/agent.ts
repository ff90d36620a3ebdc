// Agent (legacy name Task): runs a sub-agent through the session's spawner; the parent sees only the
// final text. Read-only sub-agent types may run beside other read-only calls.
import type { ZodModule } from "./zod";
import type { AgentSpawner, AgentType } from "./session/agents";
import { type AnyTool, buildTool } from "./tool";
import description from "./agent.txt";
import inputSchemas from "./input-schemas.json";

const DEFAULT_TYPE = "general-purpose";

function isReadOnlyType(type: string | undefined, agents: AgentSpawner | undefined): boolean {
  return agents?.types.get(type ?? DEFAULT_TYPE)?.readOnly === true;
}

const inputSchema = (z: ZodModule) =>
  z.strictObject({
    description: z.string().check(z.minLength(1), z.describe("A short (3-5 word) description of the task")),
    prompt: z.string().check(z.minLength(1), z.describe("The complete task for the sub-agent")),
    subagent_type: z.optional(
      z.string().check(z.describe('The kind of sub-agent (default "general-purpose")')),
    ),
  });

export const agentTool = buildTool({
  name: "Agent",
  aliases: ["Task"],
  description,
  inputSchema,
  inputJsonSchema: inputSchemas.Agent,
  isEnabled: (features) => features.agentDepth < features.maxAgentDepth,
  // A read-only type (the spawner gives it only read-only tools) changes nothing, so it may run
  // beside other read-only calls; any other type is a writer and runs alone.
  isReadOnly: ({ subagent_type }, ctx) => isReadOnlyType(subagent_type, ctx.session.agents),
  isConcurrencySafe: ({ subagent_type }, ctx) => isReadOnlyType(subagent_type, ctx.session.agents),
  validateInput: ({ subagent_type }, ctx) => {
    const agents = ctx.session.agents;
    if (agents === undefined) return "Sub-agents are not available here (the nesting limit is reached).";
    const type = subagent_type ?? DEFAULT_TYPE;
    if (!agents.types.has(type))
      return `Unknown subagent_type "${type}". Available: ${[...agents.types.keys()].join(", ")}.`;
    return undefined;
  },
  call: async ({ description: task, prompt, subagent_type }, ctx) => {
    const agents = ctx.session.agents;
    if (agents === undefined) throw new Error("Sub-agents are not available here.");
    const result = await agents.spawn(
      {
        description: task,
        prompt,
        subagentType: subagent_type ?? DEFAULT_TYPE,
        parentToolUseId: ctx.toolUseId,
      },
      ctx.signal,
    );
    return result.text.trim() === "" ? "(the sub-agent finished without a final answer)" : result.text;
  },
  summarize: ({ description: task, subagent_type }) => `Agent ${subagent_type ?? DEFAULT_TYPE}: ${task}`,
});

/**
 * The Agent tool with the repository's own agent types listed in its description (as Claude Code lists
 * them), for sessions whose repository defines some; everything else is the same tool.
 */
export function agentToolWithTypes(types: ReadonlyMap<string, AgentType>): AnyTool {
  if (types.size === 0) return agentTool;
  const listed = [...types].map(([name, type]) => `- "${name}": ${type.description.replace(/\s+/g, " ")}`);
  // The tool's properties as they are, not read: a spread would call the inputSchema getter, building
  // the schema (and needing zod) at start-up instead of at the first call.
  const copy = Object.defineProperties({}, Object.getOwnPropertyDescriptors(agentTool)) as AnyTool;
  return Object.defineProperty(copy, "description", {
    value: `${agentTool.description}\n\nThe repository also defines these subagent types (use the name as subagent_type):\n${listed.join("\n")}`,
    enumerable: true,
  });
}
