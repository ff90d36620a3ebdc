// Names of MCP tools as the model and the policy see them: `mcp__<server>__<tool>`, normalised as
// Claude Code normalises them (every character other than a letter, digit, _ or - becomes _), within
// the API's 64 characters, and unique. A server name may not contain "__": a rule about server `a`
// (`mcp__a`) would then also reach the tools of a server named `a__b`.
import { createHash } from "node:crypto";
import type { Result } from "../../types/result";

/** The Messages API's limit on a tool name. */
export const MAX_TOOL_NAME = 64;

const normalize = (name: string) => name.replace(/[^A-Za-z0-9_-]/g, "_");

/** The server's name as tool names carry it, or why it cannot be one. */
export function normalizeServerName(configured: string): Result<string> {
  const name = normalize(configured);
  if (name === "" || /^_+$/.test(name)) return { ok: false, error: "the name has no letter or digit" };
  if (name.includes("__"))
    return {
      ok: false,
      error: `the name may not contain "__" (mcp__${name}__… could not be told apart from another server's tools)`,
    };
  // Room for "mcp__", "__" and a tool name of a few characters.
  if (name.length > 40) return { ok: false, error: "the name is longer than 40 characters" };
  return { ok: true, value: name };
}

/** What one server tool is called, and why it differs from `mcp__<server>__<tool>` if it does. */
export interface ToolNaming {
  name: string;
  /** Set when the name had to change: the reason, for the report. */
  renamed?: string;
}

/**
 * Gives each of a server's tools its name, in the server's order. `taken` holds every name already
 * in use (built-in tools, other servers' tools) and receives the new ones.
 */
export function nameServerTools(server: string, tools: readonly string[], taken: Set<string>): ToolNaming[] {
  const prefix = `mcp__${server}__`;
  return tools.map((tool) => {
    const reasons: string[] = [];
    let name = `${prefix}${normalize(tool)}`;
    if (name !== `${prefix}${tool}`) reasons.push("characters the API does not accept became _");
    if (name.length > MAX_TOOL_NAME) {
      // A short hash of the full name keeps two long names with the same beginning apart.
      const hash = createHash("sha256").update(tool).digest("hex").slice(0, 8);
      name = `${name.slice(0, MAX_TOOL_NAME - 9)}_${hash}`;
      reasons.push(`longer than ${String(MAX_TOOL_NAME)} characters, it was shortened`);
    }
    if (taken.has(name)) {
      const base = name.slice(0, MAX_TOOL_NAME - 4);
      let n = 2;
      while (taken.has(`${base}_${String(n)}`)) n++;
      name = `${base}_${String(n)}`;
      reasons.push("another tool already had its name");
    }
    taken.add(name);
    return reasons.length === 0 ? { name } : { name, renamed: `${tool} → ${name}: ${reasons.join("; ")}` };
  });
}
