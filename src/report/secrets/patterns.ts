// Credentials recognised by their shape, whether or not the run knows their value: a token the model
// printed from a file, a key in a test fixture, a header in a log. Each pattern is linear (no nested
// quantifiers) and masks only the secret part ("Authorization: Bearer ***" keeps its label).
import type { Span } from "./spans";

interface SecretPattern {
  name: string;
  regex: RegExp;
  /** The capture group holding the secret; 0 for the whole match. */
  group: number;
}

const TOKEN_CHARS = "[A-Za-z0-9._~+/=-]";

export const SECRET_PATTERNS: readonly SecretPattern[] = [
  { name: "GitHub token (ghp_, gho_, ghu_, ghs_, ghr_)", regex: /gh[pousr]_[A-Za-z0-9]{20,}/dg, group: 0 },
  { name: "GitHub fine-grained token", regex: /github_pat_[A-Za-z0-9_]{20,}/dg, group: 0 },
  { name: "Anthropic API or admin key", regex: /sk-ant-[A-Za-z0-9_-]{16,}/dg, group: 0 },
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

export function patternSpans(text: string, into: Span[]): void {
  for (const pattern of SECRET_PATTERNS) {
    pattern.regex.lastIndex = 0;
    for (const match of text.matchAll(pattern.regex)) {
      const range = match.indices?.[pattern.group];
      if (range !== undefined) into.push({ start: range[0], end: range[1] });
    }
  }
  privateKeySpans(text, into);
}

/** BEGIN … END blocks; an unterminated block is masked through the lines of key material after it. */
function privateKeySpans(text: string, into: Span[]): void {
  KEY_BEGIN.lastIndex = 0;
  // Once no END follows some BEGIN, none follows a later one either: stop looking (keeps this linear).
  let endsLeft = true;
  for (let begin = KEY_BEGIN.exec(text); begin !== null; begin = KEY_BEGIN.exec(text)) {
    KEY_END.lastIndex = begin.index + begin[0].length;
    const end: RegExpExecArray | null = endsLeft ? KEY_END.exec(text) : null;
    endsLeft = end !== null;
    if (end !== null) {
      into.push({ start: begin.index, end: end.index + end[0].length });
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
    into.push({ start: begin.index, end: stop });
    KEY_BEGIN.lastIndex = Math.max(stop, begin.index + begin[0].length);
  }
}
