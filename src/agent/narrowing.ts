// A narrower set of tools for part of a run: a slash command's `allowed-tools`, or a custom agent's
// `tools` written as rules (Bash(npm test)). The list is read as allow rules of a policy that starts
// from nothing; a call runs only when that list allows it AND the run's policy does. So the list can
// take away, never add. Session tools (the task list, sub-agents, plan mode, skills) and the run's
// structured output stay usable.
import {
  createPolicyResolver,
  defaultPolicy,
  OUTPUT_TOOLS,
  parseRule,
  type Rule,
  SESSION_TOOLS,
} from "../policy/index";
import type { PermissionDecision, PermissionRequest, PermissionResolver } from "../tools/tool";

export interface Narrowing {
  /** The entries as written ("Read", "Bash(git add:*)"). */
  entries: readonly string[];
  /** Who narrows, for the model: "the command /commit (.claude/commands/commit.md)". */
  source: string;
}

export interface NarrowingPlaces {
  workspaceRoot: string;
  home: string;
  /** steward's own directories the baseline may read (saved outputs, skill copies). */
  readableDirs: readonly string[];
}

/** The entries that are rules steward can read; the others (named in `problems`) allow nothing. */
function rulesOf(entries: readonly string[], problems: string[]): Rule[] {
  return entries.flatMap((text) => {
    const parsed = parseRule(text);
    if (parsed.ok)
      return [{ text: text.trim(), decision: "allow" as const, source: null, matcher: parsed.value }];
    problems.push(`${JSON.stringify(text)} (${parsed.error})`);
    return [];
  });
}

export function narrowResolver(
  inner: PermissionResolver,
  narrowing: Narrowing,
  places: NarrowingPlaces,
  note: (text: string) => void,
): PermissionResolver {
  const problems: string[] = [];
  const rules = rulesOf(narrowing.entries, problems);
  if (problems.length > 0)
    note(
      `${narrowing.source}: these tool entries allow nothing (steward cannot read them): ${problems.join("; ")}.`,
    );
  const list = createPolicyResolver(
    { ...defaultPolicy(), preset: "none", allow: rules },
    {
      workspaceRoot: places.workspaceRoot,
      home: places.home,
      policyFilePath: null,
      readableDirs: places.readableDirs,
    },
  );
  const allowed = narrowing.entries.length === 0 ? "no tools" : narrowing.entries.join(", ");
  return {
    async decide(request: PermissionRequest): Promise<PermissionDecision> {
      if (!SESSION_TOOLS.has(request.toolName) && !OUTPUT_TOOLS.has(request.toolName)) {
        const listed = await list.decide(request);
        if (listed.behavior !== "allow")
          return {
            behavior: "deny",
            reason: `${narrowing.source} limits this work to ${allowed}, and this call is not among them`,
            rule: null,
          };
      }
      return inner.decide(request);
    },
  };
}
