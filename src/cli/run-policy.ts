// What the command line adds to the policy. Locally the person running `steward run` is the
// maintainer, so Claude Code's --allowedTools may add allow rules here (never in the action, where the
// policy file at the trusted commit is the only authority); --disallowedTools adds deny rules, which
// win over any allow as always; --add-dir lets the agent read and edit another directory (and the
// sandboxed shell write there). Rules are checked as the policy file's are: a bad one stops the run.
import { resolve } from "node:path";
import { parseRule, type Policy, type Rule, type RuleDecision } from "../policy/index";
import { UsageError } from "./run-args";

export interface CliRules {
  allow: readonly string[];
  ask: readonly string[];
  deny: readonly string[];
  addDirs: readonly string[];
}

function rulesFrom(texts: readonly string[], decision: RuleDecision, flag: string): Rule[] {
  return texts.map((text) => {
    const parsed = parseRule(text);
    if (!parsed.ok) throw new UsageError(`${flag}: ${parsed.error}.`);
    return { text: text.trim(), decision, source: null, matcher: parsed.value };
  });
}

/** `//abs/dir/**`: Claude Code's spelling of an absolute path in a Read or Edit rule. */
const underDir = (dir: string) => `/${dir.replace(/\/+$/, "")}/**`;

export function withCliRules(policy: Policy, rules: CliRules, cwd: string): Policy {
  const dirs = rules.addDirs.map((dir) => resolve(cwd, dir));
  const dirRules = dirs.flatMap((dir) => [`Read(${underDir(dir)})`, `Edit(${underDir(dir)})`]);
  const allowWrite = [...(policy.sandbox.filesystem?.allowWrite ?? []), ...dirs];
  return {
    ...policy,
    allow: [
      ...policy.allow,
      ...rulesFrom(rules.allow, "allow", "--allowedTools"),
      ...rulesFrom(dirRules, "allow", "--add-dir"),
    ],
    ask: [...policy.ask, ...rulesFrom(rules.ask, "ask", "--settings")],
    deny: [...policy.deny, ...rulesFrom(rules.deny, "deny", "--disallowedTools")],
    sandbox: dirs.length === 0 ? policy.sandbox : { ...policy.sandbox, filesystem: { allowWrite } },
  };
}
