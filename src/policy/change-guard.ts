// What may leave a run in its commit and its report. The policy judges the agent's own writes, but a
// command a rule allows (`npm test` running the repository's scripts) can write anything the sandbox
// lets it: a git hook, a workflow, a staged `.env`. Before steward commits or shows the run's
// changes, each changed path is judged again here, as the Edit tool's write of that path would be:
// - a secret-like file no rule lets the agent read is withheld everywhere: not committed, and its
//   content not shown in the report's patch (issue 18 follow-up 8);
// - a protected place (workflows, CI definitions, git hooks and other execution traps, agent
//   configuration, the policy file) no rule names is not committed; it stays in the report's patch,
//   so the work is not lost (follow-up 2).
import { join } from "node:path";
import type { Policy } from "./policy";
import { createPolicyResolver } from "./resolver";

export interface GuardedChange {
  kind: "secret" | "protected";
  /** What the place is, for the report: "git hooks (.husky), run on every commit". */
  label: string;
}

/** Judges a changed path (relative to the repository root, as git names it). */
export type ChangeGuard = (path: string) => GuardedChange | undefined;

export function changeGuard(
  policy: Policy,
  where: { workspaceRoot: string; home: string; policyFilePath: string | null },
): ChangeGuard {
  const resolver = createPolicyResolver(policy, where);
  return (path) => {
    const absolute = join(where.workspaceRoot, path);
    const secret = resolver.placesOf(absolute, "read").find((place) => place.secret);
    if (secret !== undefined && !resolver.canRead(absolute)) return { kind: "secret", label: secret.label };
    const place = resolver.placesOf(absolute, "write")[0];
    if (place === undefined || resolver.canWrite(absolute)) return undefined;
    return { kind: "protected", label: place.label };
  };
}
