// The tool names the policy knows, the legacy names models still send, and which rules reach which
// tools. Kept apart from src/tools/ on purpose: the policy layer is a leaf and must judge a call even
// for a tool it has never been linked with (an unknown name is denied, never waved through).
import { lookupTable } from "./lookup";

export const TOOL_NAMES = [
  "Agent",
  "Bash",
  "Edit",
  "EnterPlanMode",
  "ExitPlanMode",
  "Glob",
  "Grep",
  "ListMcpResourcesTool",
  "MultiEdit",
  "NotebookEdit",
  "Read",
  "ReadMcpResourceTool",
  "ReviewComment",
  "StructuredOutput",
  "Skill",
  "TaskOutput",
  "TaskStop",
  "TodoWrite",
  "ToolSearch",
  "WebFetch",
  "WebSearch",
  "Write",
] as const;

export type ToolName = (typeof TOOL_NAMES)[number];

/** Older names a model (or a settings file written for an older Claude Code) may still use. */
export const LEGACY_TOOL_NAMES: Readonly<Record<string, ToolName>> = lookupTable({
  Task: "Agent",
  BashOutput: "TaskOutput",
  KillShell: "TaskStop",
  KillBash: "TaskStop",
});

const KNOWN = new Set<string>(TOOL_NAMES);

// MCP tools are named mcp__<server>__<tool>; server and tool names are letters, digits, _ and -.
const MCP_NAME = /^mcp__[A-Za-z0-9_-]+$/;

export const isMcpName = (name: string): boolean => MCP_NAME.test(name) && !name.endsWith("__");

/** The current name of a built-in tool or a well-formed MCP tool name; undefined for anything else. */
export function canonicalToolName(name: string): string | undefined {
  if (KNOWN.has(name)) return name;
  const current = LEGACY_TOOL_NAMES[name];
  if (current !== undefined) return current;
  return isMcpName(name) ? name : undefined;
}

/** Read rules cover the tools that only look at files; Edit rules every tool that changes one. */
export const READ_FAMILY: ReadonlySet<string> = new Set(["Read", "Glob", "Grep"]);
export const EDIT_FAMILY: ReadonlySet<string> = new Set(["Edit", "Write", "MultiEdit", "NotebookEdit"]);

/** The rule head whose path rules judge a tool's files ("Read" for Grep, "Edit" for Write). */
export function familyOf(tool: string): "Read" | "Edit" | undefined {
  if (READ_FAMILY.has(tool)) return "Read";
  if (EDIT_FAMILY.has(tool)) return "Edit";
  return undefined;
}

/** Tools that only steer the session; the baseline allows them (sub-agents inherit this policy). */
export const SESSION_TOOLS: ReadonlySet<string> = new Set([
  "Agent",
  "EnterPlanMode",
  "ExitPlanMode",
  "ReviewComment",
  // A skill's instructions, from the trusted commit: reading them changes nothing.
  "Skill",
  "TaskOutput",
  "TaskStop",
  "TodoWrite",
  "ToolSearch",
]);

/**
 * Tools that only hand the run's result back to whoever configured it (the output schema's
 * StructuredOutput): allowed without a rule under every preset, since the run was asked for them.
 */
export const OUTPUT_TOOLS: ReadonlySet<string> = new Set(["StructuredOutput"]);

/**
 * The MCP resource tools: they read from the MCP server their input names, so rules about that server
 * as a whole (`mcp__server`, `mcp__server__*`) reach them, as do rules naming the tools themselves.
 */
export const MCP_RESOURCE_TOOLS: ReadonlySet<string> = new Set([
  "ListMcpResourcesTool",
  "ReadMcpResourceTool",
]);

/**
 * Tools that change nothing whatever their input (for requests built outside the pipeline): the tools
 * whose own isReadOnly always says so, including the session tools that only change the session's
 * state (test/tools/builtin-contract.test.ts holds the two to each other).
 */
export const READ_ONLY_TOOLS: ReadonlySet<string> = new Set([
  "EnterPlanMode",
  "ExitPlanMode",
  "Glob",
  "Grep",
  "ListMcpResourcesTool",
  "Read",
  "ReadMcpResourceTool",
  "ReviewComment",
  "StructuredOutput",
  "Skill",
  "TaskOutput",
  "TodoWrite",
  "ToolSearch",
  "WebFetch",
  "WebSearch",
]);

/** Which specifier a tool's rules take, if any. */
export type SpecifierKind = "command" | "path" | "domain" | "agent-type" | "none";

export function specifierKindOf(tool: string): SpecifierKind {
  switch (tool) {
    case "Bash":
      return "command";
    case "Read":
    case "Edit":
      return "path";
    case "WebFetch":
      return "domain";
    case "Agent":
      return "agent-type";
    default:
      return "none";
  }
}

/** Levenshtein distance, for "did you mean" hints in load errors. */
function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0] ?? 0;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j] ?? 0;
      const cost = a[i - 1]?.toLowerCase() === b[j - 1]?.toLowerCase() ? 0 : 1;
      row[j] = Math.min(above + 1, (row[j - 1] ?? 0) + 1, diagonal + cost);
      diagonal = above;
    }
  }
  return row[b.length] ?? 0;
}

/** The closest candidate within a small distance, for "did you mean" hints. */
export function closest(word: string, candidates: Iterable<string>): string | undefined {
  let best: string | undefined;
  let bestDistance = Math.max(2, Math.floor(word.length / 3)) + 1;
  for (const candidate of candidates) {
    const distance = editDistance(word, candidate);
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}

export const ALL_RULE_HEADS: readonly string[] = [...TOOL_NAMES, ...Object.keys(LEGACY_TOOL_NAMES)];
