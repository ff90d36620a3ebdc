// A review run cannot edit, and that is the policy's doing, not the prompt's: the run's policy becomes
// the read-only preset (the baseline allows reading and read-only commands, never a change), the edit
// tools are denied by name, and every allow rule that could write is dropped — Edit path rules, Bash
// rules (an allowed `npm test` can write anything the shell analysis cannot see) and MCP tools. Read
// rules, web domains and agent types stay. `sed -i`, redirections and `rm` are then denied by the
// baseline's path judgement, whatever the policy file allowed.
//
// Only `publish: review` runs get this. A fork's pull request also publishes a review, but there the
// model's edits are the point: they become the patch and the suggestions (see publish.ts).
import { parseRule, type Policy, type Rule } from "../../policy/index";

export const EDIT_TOOLS = ["Edit", "Write", "MultiEdit", "NotebookEdit"] as const;
const EDITING: ReadonlySet<string> = new Set(EDIT_TOOLS);

function canWrite(rule: Rule): boolean {
  const m = rule.matcher;
  switch (m.kind) {
    case "tool":
      return m.tool === "Bash" || EDITING.has(m.tool);
    case "bash":
    case "mcp":
      return true;
    case "path":
      return m.tool === "Edit";
    case "domain":
    case "agent-type":
      return false;
  }
}

function denyRule(tool: string): Rule {
  const parsed = parseRule(tool);
  if (!parsed.ok) throw new Error(`steward's own rule ${tool} does not parse: ${parsed.error}`);
  return { text: tool, decision: "deny", source: null, matcher: parsed.value };
}

export interface ReadOnlyRun {
  policy: Policy;
  /** The policy file's allow rules this run does not apply, for the report. */
  dropped: string[];
}

export function readOnlyPolicy(policy: Policy): ReadOnlyRun {
  const dropped = policy.allow.filter(canWrite).map((rule) => rule.text);
  return {
    policy: {
      ...policy,
      preset: policy.preset === "none" ? "none" : "read-only",
      allow: policy.allow.filter((rule) => !canWrite(rule)),
      deny: [...EDIT_TOOLS.map(denyRule), ...policy.deny],
    },
    dropped,
  };
}

/** The report's note for a run that could not change files, or undefined for one that could. */
export function readOnlyNote(run: ReadOnlyRun | undefined, policy: Policy): string | undefined {
  if (run !== undefined)
    return (
      "This review was read-only, enforced by the policy: Edit, Write, MultiEdit and NotebookEdit were denied, " +
      "and so was every command that writes (sed -i, redirections, rm…)" +
      (run.dropped.length > 0 ? `; the policy's ${run.dropped.join(", ")} did not apply.` : ".")
    );
  if (policy.preset === "read-only")
    return "The policy's preset is read-only: files could change only where its own rules allow it.";
  return undefined;
}
