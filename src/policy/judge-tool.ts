// Rules about a tool as a whole: `Bash` or `Edit` alone, `mcp__server`, `Agent(Explore)`. A matching
// deny or ask stops the call before any of its parts is looked at; tools that touch no path, command
// or URL are allowed only by such a rule or, for the session tools, by the baseline.
import { type Judge, RESTRICTIONS, rulesOf, type Step } from "./judge";
import type { RuleMatcher } from "./rules";
import { familyOf, MCP_RESOURCE_TOOLS, OUTPUT_TOOLS, SESSION_TOOLS } from "./tools";

const DEFAULT_AGENT_TYPE = "general-purpose";

function agentTypeOf(input: unknown): string {
  if (typeof input === "object" && input !== null) {
    const type = (input as Record<string, unknown>)["subagent_type"];
    if (typeof type === "string") return type;
  }
  return DEFAULT_AGENT_TYPE;
}

/** `mcp__<server>` for a resource tool's call that names its server; undefined otherwise. */
function resourceServerOf(tool: string, input: unknown): string | undefined {
  if (!MCP_RESOURCE_TOOLS.has(tool) || typeof input !== "object" || input === null) return undefined;
  const server = (input as Record<string, unknown>)["server"];
  return typeof server === "string" && server !== "" ? `mcp__${server}` : undefined;
}

function coversTool(matcher: RuleMatcher, tool: string, input: unknown): boolean {
  switch (matcher.kind) {
    case "tool":
      return matcher.tool === tool || matcher.tool === familyOf(tool);
    case "mcp": {
      // A server's resources are reached by the rules about the server as a whole, never by a rule
      // naming one of its tools.
      const server = resourceServerOf(tool, input);
      if (server !== undefined) return matcher.name === server;
      if (matcher.wildcard) return tool.startsWith(`${matcher.name}__`);
      // `mcp__server` reaches all of the server's tools; `mcp__server__tool` that tool alone (not a
      // tool named `tool__more`).
      const serverRule = !matcher.name.slice("mcp__".length).includes("__");
      return tool === matcher.name || (serverRule && tool.startsWith(`${matcher.name}__`));
    }
    case "agent-type":
      return tool === "Agent" && agentTypeOf(input) === matcher.type;
    case "bash":
    case "path":
    case "domain":
      return false;
  }
}

/** A deny or ask rule about the whole tool, or undefined. */
export function restrictTool(judge: Judge, tool: string, input: unknown): Step | undefined {
  for (const decision of RESTRICTIONS) {
    for (const rule of rulesOf(judge, decision)) {
      if (coversTool(rule.matcher, tool, input))
        return {
          part: `tool ${tool}`,
          outcome: decision,
          rule: rule.text,
          why: `the policy ${decision === "deny" ? "denies" : "asks before using"} ${tool}`,
        };
    }
  }
  return undefined;
}

/** For tools that touch nothing the policy can see: allowed by a rule naming the tool, or the baseline. */
export function allowTool(judge: Judge, tool: string, input: unknown): Step {
  const part = `tool ${tool}`;
  for (const rule of rulesOf(judge, "allow")) {
    if (coversTool(rule.matcher, tool, input))
      return { part, outcome: "allow", rule: rule.text, why: `${rule.text} allows it` };
  }
  if (OUTPUT_TOOLS.has(tool))
    return { part, outcome: "allow", rule: null, why: `${tool} only returns the run's result` };
  if (judge.policy.preset !== "none" && SESSION_TOOLS.has(tool))
    return { part, outcome: "allow", rule: null, why: `${tool} only steers the session` };
  return { part, outcome: "deny", rule: null, builtin: true, why: `no rule allows ${tool}` };
}
