// What every part of a decision is judged against, and the shape of one judged part. A request is cut
// into parts (each path, each simple command, each URL, or the tool itself); every part must be
// allowed, and the strictest part decides.
import type { Policy } from "./policy";
import type { Rule, RuleDecision } from "./rules";
import type { ShellAnalysis, ShellEnvironment } from "./shell/analyze";
import type { PlaceIndex } from "./special-places";
import type { TreeCache } from "./tree-cache";

export type AnalyzeShell = (command: string, env: ShellEnvironment) => Promise<ShellAnalysis>;

export interface Judge {
  policy: Policy;
  workspaceRoot: string;
  /** The workspace root with symlinks resolved (the same path on most runners). */
  realWorkspaceRoot: string;
  home: string;
  realHome: string;
  /** The workspace root as given and as resolved, without duplicates (anchors for `/x` rules). */
  roots: readonly string[];
  /** Home as given and as resolved, without duplicates (anchors for `~/x` rules). */
  homes: readonly string[];
  places: PlaceIndex;
  readableDirs: readonly string[];
  analyzeShell: AnalyzeShell;
  /** Entries a recursive read may reach before it is denied as too large to check (judge-tree.ts). */
  maxTreeEntries: number;
  /** Tree verdicts kept between decisions (tree-cache.ts); none, none kept. */
  treeCache?: TreeCache;
}

export type Outcome = RuleDecision;

/** One judged part, as `explain` shows it. */
export interface Step {
  /** What was judged: "command `git log`", "write src/a.ts", "URL https://…", "tool TodoWrite". */
  part: string;
  outcome: Outcome;
  /** The rule that decided this part, in rule syntax; null for a built-in decision. */
  rule: string | null;
  /** Why, written for the model. */
  why: string;
  /** Set on a denial no rule made: the built-in safety net or nothing allowing it. */
  builtin?: true;
  /** Set when the command was denied only because no rule allows it: the reason lists what would be. */
  unmatched?: true;
}

export const rulesOf = (judge: Judge, decision: RuleDecision): readonly Rule[] => judge.policy[decision];

/** Rules that restrict, in the order they are consulted: deny first, then ask. */
export const RESTRICTIONS = ["deny", "ask"] as const;

export const quote = (text: string, max = 160): string => {
  // Cut before rewriting: a command may be a megabyte long.
  const head = text.length > max * 4 ? text.slice(0, max * 4) : text;
  const oneLine = head.includes("\n") ? head.replace(/\s*\n\s*/g, " ⏎ ") : head;
  return `\`${oneLine.length > max || head !== text ? `${oneLine.slice(0, max - 1)}…` : oneLine}\``;
};
