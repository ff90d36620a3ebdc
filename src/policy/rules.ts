// Permission rules in Claude Code's syntax, `Tool` or `Tool(specifier)`, parsed once into data. A rule
// that cannot be understood is an error at load time, never a rule that silently matches nothing.
import type { Result } from "../types/result";
import { type BashPattern, parseBashPattern } from "./bash-pattern";
import { type PathPattern, parsePathPattern } from "./path-pattern";
import {
  ALL_RULE_HEADS,
  canonicalToolName,
  closest,
  EDIT_FAMILY,
  isMcpName,
  READ_FAMILY,
  specifierKindOf,
} from "./tools";
import { type DomainPattern, parseDomainPattern } from "./urls";

export type RuleDecision = "allow" | "ask" | "deny";

export interface RuleSource {
  file: string;
  line: number;
  column: number;
}

export type RuleMatcher =
  /** The whole tool (`Bash`, `Read`, `Bash(*)`). */
  | { kind: "tool"; tool: string }
  | { kind: "bash"; pattern: BashPattern }
  | { kind: "path"; tool: "Read" | "Edit"; pattern: PathPattern }
  | { kind: "domain"; pattern: DomainPattern }
  /** `mcp__server` (every tool of the server), `mcp__server__tool`, `mcp__server__*`. */
  | { kind: "mcp"; name: string; wildcard: boolean }
  | { kind: "agent-type"; type: string };

export interface Rule {
  /** As written in the policy, trimmed: what decisions quote. */
  text: string;
  decision: RuleDecision;
  source: RuleSource | null;
  matcher: RuleMatcher;
}

export type ParsedRule = Result<RuleMatcher>;

const RULE_SHAPE = /^([^()\s]+)(?:\((.*)\))?$/s;

export function parseRule(raw: string): ParsedRule {
  const text = raw.trim();
  const fail = (why: string): ParsedRule => ({
    ok: false,
    error: `malformed rule ${JSON.stringify(text)}: ${why}`,
  });
  if (text === "")
    return { ok: false, error: 'empty rule; write a tool name such as "Read" or "Bash(npm test)"' };
  const open = text.indexOf("(");
  if (open !== -1 && !text.endsWith(")")) return fail('missing ")" at the end');
  if (open === -1 && text.includes(")")) return fail('")" without "("');
  const shape = RULE_SHAPE.exec(text);
  if (shape === null) return fail("expected Tool or Tool(specifier), with no spaces in the tool name");
  const head = shape[1] ?? "";
  const specifier = shape[2];
  if (head.startsWith("mcp__")) {
    const wildcard = head.endsWith("__*");
    const name = wildcard ? head.slice(0, -3) : head;
    if (!isMcpName(name)) return fail("an MCP rule is mcp__server, mcp__server__tool or mcp__server__*");
    if (specifier !== undefined) return fail("MCP rules take no specifier in parentheses");
    return { ok: true, value: { kind: "mcp", name, wildcard } };
  }
  const tool = canonicalToolName(head);
  if (tool === undefined) {
    const hint = closest(head, ALL_RULE_HEADS);
    return {
      ok: false,
      error: `unknown tool name ${JSON.stringify(head)} in rule ${JSON.stringify(text)}${hint === undefined ? "" : ` (did you mean "${hint}"?)`}`,
    };
  }
  if (specifier === undefined) return { ok: true, value: { kind: "tool", tool } };
  const spec = specifier.trim();
  if (spec === "") return fail(`empty parentheses; write ${head} alone to mean every ${head} call`);
  switch (specifierKindOf(tool)) {
    case "command": {
      const pattern = parseBashPattern(spec);
      if (!pattern.ok) return fail(pattern.error);
      return {
        ok: true,
        value:
          pattern.value.kind === "any" ? { kind: "tool", tool } : { kind: "bash", pattern: pattern.value },
      };
    }
    case "path": {
      const pattern = parsePathPattern(spec);
      if (!pattern.ok) return fail(pattern.error);
      return { ok: true, value: { kind: "path", tool: tool as "Read" | "Edit", pattern: pattern.value } };
    }
    case "domain": {
      const pattern = parseDomainPattern(spec);
      if (!pattern.ok) return fail(pattern.error);
      return { ok: true, value: { kind: "domain", pattern: pattern.value } };
    }
    case "agent-type":
      if (!/^[A-Za-z0-9_.:-]+$/.test(spec))
        return fail("an Agent rule names a sub-agent type, such as Agent(Explore)");
      return { ok: true, value: { kind: "agent-type", type: spec } };
    case "none":
      if (READ_FAMILY.has(tool)) return fail(`path rules are written Read(...); Read rules cover ${tool}`);
      if (EDIT_FAMILY.has(tool)) return fail(`path rules are written Edit(...); Edit rules cover ${tool}`);
      return fail(`${tool} rules take no specifier; write ${head} alone`);
  }
}
