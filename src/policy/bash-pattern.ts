// Bash rule specifiers, Claude Code's forms: `npm test` (exactly that command), `npm run lint:*` (the
// prefix alone, or the prefix, a space and more) and `*` wildcards (`git * main`; a trailing ` *` also
// matches the bare command). Matched against one simple command's text at a time — the shell analysis
// has already split lists, pipelines and substitutions — with a linear-time glob walk (no regular
// expressions built from policy text, so a rule cannot make matching slow).
import type { Result } from "../types/result";

export type BashPattern =
  | { kind: "any" }
  | { kind: "exact"; text: string }
  | { kind: "prefix"; prefix: string }
  | { kind: "wildcard"; pattern: string };

export function parseBashPattern(specifier: string): Result<BashPattern> {
  if (specifier === "*") return { ok: true, value: { kind: "any" } };
  const legacyAt = specifier.indexOf(":*");
  if (legacyAt !== -1) {
    if (legacyAt !== specifier.length - 2)
      return {
        ok: false,
        error: '":*" may only end a Bash rule (write "Bash(npm run test:*)", or use " *" wildcards)',
      };
    const prefix = specifier.slice(0, -2).trimEnd();
    if (prefix === "") return { ok: false, error: 'a Bash prefix rule needs a command before ":*"' };
    if (prefix.includes("*"))
      return { ok: false, error: 'a Bash prefix rule (":*") cannot contain other "*" wildcards' };
    return { ok: true, value: { kind: "prefix", prefix } };
  }
  if (specifier.includes("*")) return { ok: true, value: { kind: "wildcard", pattern: specifier } };
  return { ok: true, value: { kind: "exact", text: specifier } };
}

/** `*` matches any run of characters (spaces included); everything else matches itself. */
function globMatch(pattern: string, text: string): boolean {
  let p = 0;
  let t = 0;
  let star = -1;
  let resume = 0;
  while (t < text.length) {
    if (p < pattern.length && pattern[p] !== "*" && pattern[p] === text[t]) {
      p++;
      t++;
    } else if (p < pattern.length && pattern[p] === "*") {
      star = p++;
      resume = t;
    } else if (star !== -1) {
      p = star + 1;
      t = ++resume;
    } else {
      return false;
    }
  }
  while (p < pattern.length && pattern[p] === "*") p++;
  return p === pattern.length;
}

export function bashPatternMatches(pattern: BashPattern, text: string): boolean {
  switch (pattern.kind) {
    case "any":
      return true;
    case "exact":
      return text === pattern.text;
    case "prefix":
      return text === pattern.prefix || text.startsWith(`${pattern.prefix} `);
    case "wildcard":
      if (globMatch(pattern.pattern, text)) return true;
      // "ls *" also allows a bare "ls", as "ls:*" does.
      return pattern.pattern.endsWith(" *") && globMatch(pattern.pattern.slice(0, -2), text);
  }
}

/**
 * Whether the rule itself names a dangerous option, so that a prefix rule written for it (say
 * `git log --output:*`) may pass it. An exact rule names everything in the command it equals.
 */
export function patternNamesOption(pattern: BashPattern, option: string): boolean {
  switch (pattern.kind) {
    case "any":
    case "exact":
      return true;
    case "prefix":
    case "wildcard": {
      const text = pattern.kind === "prefix" ? pattern.prefix : pattern.pattern;
      if (/\s/.test(option.trim())) return text.includes(option.trim());
      return text
        .split(/\s+/)
        .some(
          (token) => token === option || token.startsWith(`${option}=`) || token.startsWith(`${option}*`),
        );
    }
  }
}
