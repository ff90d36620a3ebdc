// One WebFetch target: refused outright when it carries credentials, uses another scheme, names an IP
// address or a local host; otherwise it needs a WebFetch(domain:…) rule (or a bare WebFetch rule).
// The baseline allows no web access at all: a page is untrusted input, so reaching one is opt-in.
import { type Judge, RESTRICTIONS, rulesOf, type Step } from "./judge";
import { checkUrl, domainMatches } from "./urls";

function allowedDomains(judge: Judge): string[] {
  return rulesOf(judge, "allow").flatMap((rule) =>
    rule.matcher.kind === "domain"
      ? [`${rule.matcher.pattern.subdomains ? "*." : ""}${rule.matcher.pattern.host}`]
      : [],
  );
}

export function judgeUrl(judge: Judge, raw: string): Step {
  const checked = checkUrl(raw);
  const part = `URL ${raw.length > 200 ? `${raw.slice(0, 199)}…` : raw}`;
  if (!checked.ok) return { part, outcome: "deny", rule: null, builtin: true, why: checked.error };
  const { host } = checked.value;
  for (const decision of RESTRICTIONS) {
    for (const rule of rulesOf(judge, decision)) {
      const m = rule.matcher;
      if (m.kind === "domain" && domainMatches(m.pattern, host))
        return {
          part,
          outcome: decision,
          rule: rule.text,
          why: `the policy ${decision === "deny" ? "denies" : "asks before"} fetching from ${host}`,
        };
    }
  }
  for (const rule of rulesOf(judge, "allow")) {
    const m = rule.matcher;
    if (
      (m.kind === "domain" && domainMatches(m.pattern, host)) ||
      (m.kind === "tool" && m.tool === "WebFetch")
    )
      return { part, outcome: "allow", rule: rule.text, why: `${rule.text} allows fetching from ${host}` };
  }
  const domains = allowedDomains(judge);
  return {
    part,
    outcome: "deny",
    rule: null,
    builtin: true,
    why:
      domains.length === 0
        ? `no rule allows fetching from ${host}; this policy allows no web access`
        : `no rule allows fetching from ${host}; the allowed domains are ${domains.slice(0, 10).join(", ")}`,
  };
}
