// Credentials recognised by their shape, whether or not the run knows their value: a token the model
// printed from a file, a key in a test fixture, a header in a log. Each pattern is linear (no nested
// quantifiers) and masks only the secret part ("Authorization: Bearer ***" keeps its label).
// secretlint's recommended rules (secretlint.ts) add many more families on top of these; the token
// families below are also ours because they are searched in the compact view too (a token split by
// spaces, line breaks, soft hyphens or combining marks, reversed, or in fullwidth letters — see
// compact-view.ts), where a pattern must not depend on what stands before it.
import type { RuleSpan } from "./spans";

export interface SecretPattern {
  name: string;
  regex: RegExp;
  /** The capture group holding the secret; 0 for the whole match. */
  group: number;
}

/** A prefixed token as the compact view is searched for it: exact lengths where the issuer has one. */
export interface CompactPattern {
  name: string;
  regex: RegExp;
  /** The same, anchored at both ends: does a cut-down match still make a whole token? */
  whole: RegExp;
}

const TOKEN_CHARS = "[A-Za-z0-9._~+/=-]";

interface PrefixedToken {
  name: string;
  regex: RegExp;
  /** For the compact view, where a following word joins the token: the issuer's exact length. */
  compact?: RegExp;
}

/** Tokens whose prefix names the issuer: found in the text and in its compact view. */
const PREFIXED_TOKENS: readonly PrefixedToken[] = [
  {
    name: "GitHub token (ghp_, gho_, ghu_, ghs_, ghr_)",
    regex: /gh[pousr]_[A-Za-z0-9]{20,}/dg,
    compact: /gh[pousr]_[A-Za-z0-9]{36}/dg,
  },
  {
    name: "GitHub fine-grained token",
    regex: /github_pat_[A-Za-z0-9_]{20,}/dg,
    compact: /github_pat_[A-Za-z0-9_]{82}/dg,
  },
  { name: "Anthropic API or admin key", regex: /sk-ant-[A-Za-z0-9_-]{16,}/dg },
  {
    name: "OpenAI API key",
    regex: /sk-(?:proj|svcacct|admin)-[A-Za-z0-9_-]{20,}|sk-[A-Za-z0-9]{20}T3BlbkFJ[A-Za-z0-9]{20}/dg,
  },
  { name: "Slack token", regex: /xox[abposre]-[A-Za-z0-9-]{10,}|xapp-\d-[A-Za-z0-9-]{10,}/dg },
  { name: "Stripe secret or restricted key", regex: /[sr]k_(?:live|test)_[A-Za-z0-9]{16,}/dg },
  { name: "Google API key", regex: /AIza[A-Za-z0-9_-]{35}/dg },
  { name: "npm access token", regex: /npm_[A-Za-z0-9]{36}/dg },
  { name: "GitLab token", regex: /gl(?:pat|dt|rt|ptt|soat|cbt)-[A-Za-z0-9_-]{20,}/dg },
];

export const COMPACT_PATTERNS: readonly CompactPattern[] = PREFIXED_TOKENS.map((token) => {
  const regex = token.compact ?? token.regex;
  return { name: token.name, regex, whole: new RegExp(`^(?:${regex.source})$`) };
});

const SECRET_PATTERNS: readonly SecretPattern[] = [
  ...PREFIXED_TOKENS.map(({ name, regex }) => ({ name, regex, group: 0 })),
  {
    name: "AWS access key id",
    regex: /(?<![A-Za-z0-9])(?:AKIA|ASIA|ABIA|ACCA|A3T[A-Z0-9])[A-Z0-9]{16}(?![A-Za-z0-9])/dg,
    group: 0,
  },
  {
    name: "AWS secret access key",
    regex: /aws_?secret_?access_?key["']?[ \t]*[:=][ \t]*["']?([A-Za-z0-9/+=]{40})(?![A-Za-z0-9/+=])/dgi,
    group: 1,
  },
  {
    name: "JSON Web Token",
    regex: /(?<![A-Za-z0-9_-])eyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]*/dg,
    group: 0,
  },
  {
    name: "Authorization header with a scheme",
    regex: new RegExp(
      `(?:proxy-)?authorization["']?[ \\t]*[:=][ \\t]*["']?(?:bearer|basic|token|digest|negotiate|ntlm|aws4-hmac-sha256)[ \\t]+(${TOKEN_CHARS}{4,})`,
      "dgi",
    ),
    group: 1,
  },
  {
    name: "Authorization header value",
    regex: new RegExp(`(?:proxy-)?authorization["']?[ \\t]*[:=][ \\t]*["']?(${TOKEN_CHARS}{16,})`, "dgi"),
    group: 1,
  },
  { name: "Bearer token", regex: new RegExp(`\\bbearer[ \\t]+(${TOKEN_CHARS}{16,})`, "dgi"), group: 1 },
  {
    name: "password in a URL",
    // Anchored on "://" (a scheme before it would make the search quadratic on long words).
    regex: /:\/\/[^\s/?#@:]*:([^\s/?#@]{4,})@/dg,
    group: 1,
  },
];

const KEY_BEGIN = /-----BEGIN[A-Z0-9 ]*PRIVATE KEY(?: BLOCK)?-----/g;
const KEY_END = /-----END[A-Z0-9 ]*PRIVATE KEY(?: BLOCK)?-----/g;
/** A line that continues an unterminated key: base64, PEM headers, diff or quoting around them. */
const KEY_MATERIAL_LINE =
  /^[ \t"'+-]*(?:[A-Za-z0-9+/]+={0,2}|Proc-Type:.*|DEK-Info:.*|Comment:.*)[ \t"',\\n]*$/;

export function patternSpans(text: string, into: RuleSpan[]): void {
  for (const pattern of SECRET_PATTERNS) {
    pattern.regex.lastIndex = 0;
    for (const match of text.matchAll(pattern.regex)) {
      const range = match.indices?.[pattern.group];
      if (range !== undefined) into.push({ start: range[0], end: range[1], rule: pattern.name });
    }
  }
  privateKeySpans(text, into);
}

const PRIVATE_KEY = "private key";

/** BEGIN … END blocks; an unterminated block is masked through the lines of key material after it. */
function privateKeySpans(text: string, into: RuleSpan[]): void {
  KEY_BEGIN.lastIndex = 0;
  // Once no END follows some BEGIN, none follows a later one either: stop looking (keeps this linear).
  let endsLeft = true;
  for (let begin = KEY_BEGIN.exec(text); begin !== null; begin = KEY_BEGIN.exec(text)) {
    KEY_END.lastIndex = begin.index + begin[0].length;
    const end: RegExpExecArray | null = endsLeft ? KEY_END.exec(text) : null;
    endsLeft = end !== null;
    if (end !== null) {
      into.push({ start: begin.index, end: end.index + end[0].length, rule: PRIVATE_KEY });
      KEY_BEGIN.lastIndex = end.index + end[0].length;
      continue;
    }
    let stop = text.indexOf("\n", begin.index);
    stop = stop === -1 ? text.length : stop;
    // The rest of the BEGIN line (a key in one JSON string keeps its lines as "\n").
    if (!/^[A-Za-z0-9+/=\s"',\\n]*$/.test(text.slice(begin.index + begin[0].length, stop)))
      stop = begin.index + begin[0].length;
    while (stop < text.length) {
      const next = text.indexOf("\n", stop + 1);
      const lineEnd = next === -1 ? text.length : next;
      if (!KEY_MATERIAL_LINE.test(text.slice(stop + 1, lineEnd))) break;
      stop = lineEnd;
    }
    into.push({ start: begin.index, end: stop, rule: PRIVATE_KEY });
    KEY_BEGIN.lastIndex = Math.max(stop, begin.index + begin[0].length);
  }
}
