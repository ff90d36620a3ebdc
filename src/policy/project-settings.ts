// A repository's Claude Code settings (`.claude/settings.json`, and `.claude/settings.local.json` on
// the command line) as they bear on the policy. Their deny and ask rules always apply: a maintainer's
// deny must never disappear because nobody imported the file, and with nobody to answer, ask is a
// denial. Their allow rules apply only when the policy imports the file (imports:), since allowing is
// the policy's decision. So nothing in these files can widen what the policy allows.
import { posix } from "node:path";
import type { Node } from "yaml";
import { PolicyLoadError } from "./issues";
import type { Policy } from "./policy";
import { parseRule, type Rule, type RuleDecision } from "./rules";
import type { SourceDocument } from "./source";
import { canonicalToolName, isMcpName } from "./tools";

export interface SettingsFile {
  /** Repository-relative, as notes and errors name it. */
  path: string;
  text: string;
}

export interface ProjectRules {
  policy: Policy;
  /** What was applied and what was not, for the report. */
  notes: string[];
}

const RESTRICTING: readonly RuleDecision[] = ["deny", "ask"];

/** The rule's tool, when it names one steward has never heard of (a deny of it is moot here). */
function unknownTool(text: string): string | undefined {
  const head = /^([^()\s]+)/.exec(text.trim())?.[1];
  if (head === undefined || head.startsWith("mcp__")) return undefined;
  return canonicalToolName(head) === undefined && !isMcpName(head) ? head : undefined;
}

function restrictingRules(doc: SourceDocument, node: Node | null, notes: string[]): Rule[] {
  const rules: Rule[] = [];
  for (const entry of doc.entries(node, "permissions") ?? []) {
    if (!RESTRICTING.includes(entry.key as RuleDecision)) continue;
    const decision = entry.key as RuleDecision;
    (doc.items(entry.value, `permissions.${decision}`) ?? []).forEach((item, index) => {
      const text = doc.string(item);
      if (text === undefined) {
        doc.issue(
          item,
          `permissions.${decision}[${String(index)}] must be a rule string, got ${doc.describe(item)}`,
        );
        return;
      }
      const tool = unknownTool(text);
      if (tool !== undefined) {
        notes.push(
          `${doc.file}: the ${decision} rule ${JSON.stringify(text)} names ${tool}, a tool steward does not have; there is nothing for it to ${decision === "deny" ? "deny" : "ask about"}.`,
        );
        return;
      }
      const parsed = parseRule(text);
      if (parsed.ok)
        rules.push({ text: text.trim(), decision, source: doc.sourceOf(item), matcher: parsed.value });
      else doc.issue(item, parsed.error);
    });
  }
  return rules;
}

/** The keys of `permissions` that steward does not apply, as one note, or none. */
function permissionKeysNote(doc: SourceDocument, node: Node | null, imported: boolean): string[] {
  const notes: string[] = [];
  for (const entry of doc.entries(node, "permissions") ?? []) {
    if (entry.key === "deny" || entry.key === "ask") continue;
    if (entry.key === "allow") {
      const count = doc.items(entry.value, "permissions.allow")?.length ?? 0;
      if (!imported && count > 0)
        notes.push(
          `${doc.file}: its ${String(count)} allow rule${count === 1 ? " was" : "s were"} not applied: allow rules apply only when the policy imports the file (imports: [${doc.file}]); its deny and ask rules always apply.`,
        );
      continue;
    }
    notes.push(
      `${doc.file}: permissions.${entry.key} is not applied (steward decides every call by its policy, with nobody to ask).`,
    );
  }
  return notes;
}

/**
 * The policy with every settings file's deny and ask rules added (a file the policy imports already
 * brought all its rules). A malformed rule refuses the whole policy, as in a policy file: a deny that
 * cannot be read must not silently disappear.
 */
export async function withProjectSettings(
  policy: Policy,
  files: readonly SettingsFile[],
): Promise<ProjectRules> {
  if (files.length === 0) return { policy, notes: [] };
  const { SourceDocument } = await import("./source");
  const notes: string[] = [];
  const added: Record<"deny" | "ask", Rule[]> = { deny: [], ask: [] };
  const issues = [];
  for (const file of files) {
    const doc = new SourceDocument(file.text, file.path);
    const imported = policy.imports.some((path) => posix.normalize(path) === posix.normalize(file.path));
    const permissions = (doc.entries(doc.root, file.path) ?? []).find((e) => e.key === "permissions");
    if (permissions !== undefined) {
      notes.push(...permissionKeysNote(doc, permissions.value, imported));
      const rules = restrictingRules(doc, permissions.value, notes);
      if (!imported) for (const rule of rules) added[rule.decision === "ask" ? "ask" : "deny"].push(rule);
    }
    issues.push(...doc.issues);
  }
  if (issues.length > 0) throw new PolicyLoadError(issues);
  return {
    policy: { ...policy, deny: [...policy.deny, ...added.deny], ask: [...policy.ask, ...added.ask] },
    notes,
  };
}
