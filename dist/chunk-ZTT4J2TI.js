import { createRequire as __stewardCreateRequire } from 'node:module'; const require = __stewardCreateRequire(import.meta.url);

// src/report/secrets/text-view.ts
var ViewBuilder = class {
  units;
  starts;
  ends;
  n = 0;
  constructor(capacity) {
    this.units = new Uint16Array(Math.max(16, capacity));
    this.starts = new Int32Array(this.units.length);
    this.ends = new Int32Array(this.units.length);
  }
  push(chars, start, end) {
    for (let k = 0; k < chars.length; k++) {
      if (this.n === this.units.length) this.grow();
      this.units[this.n] = chars.charCodeAt(k);
      this.starts[this.n] = start;
      this.ends[this.n] = end;
      this.n++;
    }
  }
  pushUnit(unit, start, end) {
    if (this.n === this.units.length) this.grow();
    this.units[this.n] = unit;
    this.starts[this.n] = start;
    this.ends[this.n] = end;
    this.n++;
  }
  grow() {
    const grown = (a) => {
      const b = new Int32Array(a.length * 2);
      b.set(a);
      return b;
    };
    const units = new Uint16Array(this.units.length * 2);
    units.set(this.units);
    this.units = units;
    this.starts = grown(this.starts);
    this.ends = grown(this.ends);
  }
  build() {
    return {
      text: decodeUnits(this.units.subarray(0, this.n)),
      rawStart: this.starts.subarray(0, this.n),
      rawEnd: this.ends.subarray(0, this.n)
    };
  }
};
var UTF16 = new TextDecoder("utf-16le", { ignoreBOM: true });
function decodeUnits(units) {
  return UTF16.decode(units);
}
var isAsciiPunctuation = (c) => c >= 33 && c <= 47 || c >= 58 && c <= 64 || c >= 91 && c <= 96 || c >= 123 && c <= 126;
function reversedView(view) {
  const n = view.text.length;
  const units = new Uint16Array(n);
  const rawStart = new Int32Array(n);
  const rawEnd = new Int32Array(n);
  for (let k = 0; k < n; k++) {
    units[k] = view.text.charCodeAt(n - 1 - k);
    rawStart[k] = view.rawStart[n - 1 - k] ?? 0;
    rawEnd[k] = view.rawEnd[n - 1 - k] ?? 0;
  }
  return { text: decodeUnits(units), rawStart, rawEnd };
}
function rawRange(view, start, end) {
  const a = view.rawStart[start] ?? 0;
  const b = view.rawEnd[end - 1] ?? 0;
  const c = view.rawStart[end - 1] ?? 0;
  const d = view.rawEnd[start] ?? 0;
  return { start: Math.min(a, c), end: Math.max(b, d) };
}

// src/report/secrets/markdown-view.ts
var ZERO_WIDTH = /* @__PURE__ */ new Set([8203, 8204, 8205, 8288, 65279]);
var ENTITIES = [
  ["&lt;", "<"],
  ["&gt;", ">"],
  ["&amp;", "&"],
  ["&quot;", '"'],
  ["&#39;", "'"]
];
var DIFFERS = /\\[!-/:-@[-`{-~]|&(?:lt|gt|amp|quot|#39);|[\u200B-\u200D\u2060\uFEFF]/;
function needsView(text) {
  return DIFFERS.test(text);
}
function markdownView(raw) {
  const view = new ViewBuilder(raw.length);
  for (let i = 0; i < raw.length; ) {
    const code = raw.charCodeAt(i);
    if (code === 92 && isAsciiPunctuation(raw.charCodeAt(i + 1))) {
      view.pushUnit(raw.charCodeAt(i + 1), i, i + 2);
      i += 2;
    } else if (ZERO_WIDTH.has(code)) {
      i++;
    } else if (code === 38) {
      const entity = ENTITIES.find(([name]) => raw.startsWith(name, i));
      const length = entity === void 0 ? 1 : entity[0].length;
      view.push(entity === void 0 ? "&" : entity[1], i, i + length);
      i += length;
    } else {
      view.pushUnit(code, i, i + 1);
      i++;
    }
  }
  return view.build();
}

// src/report/secrets/compact-view.ts
var DROPPED = /[\s\p{M}\p{Cf}\p{Cc}\p{Zl}\p{Zp}]/u;
function compactChar(char) {
  if (DROPPED.test(char)) return "";
  const normal = char.normalize("NFKC");
  if (normal === char && normal.length === 1) return normal;
  let out = "";
  for (const c of normal) if (!DROPPED.test(c)) out += c;
  return out;
}
function compactView(raw) {
  const view = new ViewBuilder(raw.length);
  let lineStart = true;
  for (let i = 0; i < raw.length; ) {
    const code = raw.charCodeAt(i);
    if (code === 10) lineStart = true;
    else if (lineStart && code !== 62 && code > 32) lineStart = false;
    if (lineStart && code === 62) {
      i++;
    } else if (code === 92 && isAsciiPunctuation(raw.charCodeAt(i + 1))) {
      view.pushUnit(raw.charCodeAt(i + 1), i, i + 2);
      i += 2;
    } else if (code === 38) {
      const entity = ENTITIES.find(([name]) => raw.startsWith(name, i));
      const length = entity === void 0 ? 1 : entity[0].length;
      view.push(entity === void 0 ? "&" : entity[1], i, i + length);
      i += length;
    } else if (code < 128) {
      if (code > 32 && code !== 127) view.pushUnit(code, i, i + 1);
      i++;
    } else {
      const width = (raw.codePointAt(i) ?? 0) > 65535 ? 2 : 1;
      view.push(compactChar(raw.slice(i, i + width)), i, i + width);
      i += width;
    }
  }
  return view.build();
}
function compactForm(value) {
  return compactView(value).text;
}

// src/report/secrets/patterns.ts
var TOKEN_CHARS = "[A-Za-z0-9._~+/=-]";
var PREFIXED_TOKENS = [
  {
    name: "GitHub token (ghp_, gho_, ghu_, ghs_, ghr_)",
    regex: /gh[pousr]_[A-Za-z0-9]{20,}/dg,
    compact: /gh[pousr]_[A-Za-z0-9]{36}/dg
  },
  {
    name: "GitHub fine-grained token",
    regex: /github_pat_[A-Za-z0-9_]{20,}/dg,
    compact: /github_pat_[A-Za-z0-9_]{82}/dg
  },
  { name: "Anthropic API or admin key", regex: /sk-ant-[A-Za-z0-9_-]{16,}/dg },
  {
    name: "OpenAI API key",
    regex: /sk-(?:proj|svcacct|admin)-[A-Za-z0-9_-]{20,}|sk-[A-Za-z0-9]{20}T3BlbkFJ[A-Za-z0-9]{20}/dg
  },
  { name: "Slack token", regex: /xox[abposre]-[A-Za-z0-9-]{10,}|xapp-\d-[A-Za-z0-9-]{10,}/dg },
  { name: "Stripe secret or restricted key", regex: /[sr]k_(?:live|test)_[A-Za-z0-9]{16,}/dg },
  { name: "Google API key", regex: /AIza[A-Za-z0-9_-]{35}/dg },
  { name: "npm access token", regex: /npm_[A-Za-z0-9]{36}/dg },
  { name: "GitLab token", regex: /gl(?:pat|dt|rt|ptt|soat|cbt)-[A-Za-z0-9_-]{20,}/dg }
];
var COMPACT_PATTERNS = PREFIXED_TOKENS.map((token) => {
  const regex = token.compact ?? token.regex;
  return { name: token.name, regex, whole: new RegExp(`^(?:${regex.source})$`) };
});
var SECRET_PATTERNS = [
  ...PREFIXED_TOKENS.map(({ name, regex }) => ({ name, regex, group: 0 })),
  {
    name: "AWS access key id",
    regex: /(?<![A-Za-z0-9])(?:AKIA|ASIA|ABIA|ACCA|A3T[A-Z0-9])[A-Z0-9]{16}(?![A-Za-z0-9])/dg,
    group: 0
  },
  {
    name: "AWS secret access key",
    regex: /aws_?secret_?access_?key["']?[ \t]*[:=][ \t]*["']?([A-Za-z0-9/+=]{40})(?![A-Za-z0-9/+=])/dgi,
    group: 1
  },
  {
    name: "JSON Web Token",
    regex: /(?<![A-Za-z0-9_-])eyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]*/dg,
    group: 0
  },
  {
    name: "Authorization header with a scheme",
    regex: new RegExp(
      `(?:proxy-)?authorization["']?[ \\t]*[:=][ \\t]*["']?(?:bearer|basic|token|digest|negotiate|ntlm|aws4-hmac-sha256)[ \\t]+(${TOKEN_CHARS}{4,})`,
      "dgi"
    ),
    group: 1
  },
  {
    name: "Authorization header value",
    regex: new RegExp(`(?:proxy-)?authorization["']?[ \\t]*[:=][ \\t]*["']?(${TOKEN_CHARS}{16,})`, "dgi"),
    group: 1
  },
  { name: "Bearer token", regex: new RegExp(`\\bbearer[ \\t]+(${TOKEN_CHARS}{16,})`, "dgi"), group: 1 },
  {
    name: "password in a URL",
    // Anchored on "://" (a scheme before it would make the search quadratic on long words).
    regex: /:\/\/[^\s/?#@:]*:([^\s/?#@]{4,})@/dg,
    group: 1
  }
];
var KEY_BEGIN = /-----BEGIN[A-Z0-9 ]*PRIVATE KEY(?: BLOCK)?-----/g;
var KEY_END = /-----END[A-Z0-9 ]*PRIVATE KEY(?: BLOCK)?-----/g;
var KEY_MATERIAL_LINE = /^[ \t"'+-]*(?:[A-Za-z0-9+/]+={0,2}|Proc-Type:.*|DEK-Info:.*|Comment:.*)[ \t"',\\n]*$/;
function patternSpans(text, into) {
  for (const pattern of SECRET_PATTERNS) {
    pattern.regex.lastIndex = 0;
    for (const match of text.matchAll(pattern.regex)) {
      const range = match.indices?.[pattern.group];
      if (range !== void 0) into.push({ start: range[0], end: range[1], rule: pattern.name });
    }
  }
  privateKeySpans(text, into);
}
var PRIVATE_KEY = "private key";
function privateKeySpans(text, into) {
  KEY_BEGIN.lastIndex = 0;
  let endsLeft = true;
  for (let begin = KEY_BEGIN.exec(text); begin !== null; begin = KEY_BEGIN.exec(text)) {
    KEY_END.lastIndex = begin.index + begin[0].length;
    const end = endsLeft ? KEY_END.exec(text) : null;
    endsLeft = end !== null;
    if (end !== null) {
      into.push({ start: begin.index, end: end.index + end[0].length, rule: PRIVATE_KEY });
      KEY_BEGIN.lastIndex = end.index + end[0].length;
      continue;
    }
    let stop = text.indexOf("\n", begin.index);
    stop = stop === -1 ? text.length : stop;
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

// src/report/secrets/spans.ts
var MASK = "***";
var KNOWN_SECRET = "a secret of this run";
function literalSpans(text, needle, into, rule = KNOWN_SECRET) {
  for (let at = text.indexOf(needle); at !== -1; at = text.indexOf(needle, at + 1))
    into.push({ start: at, end: at + needle.length, rule });
}
function maskSpans(text, spans) {
  if (spans.length === 0) return text;
  spans.sort((a, b) => a.start - b.start || b.end - a.end);
  let out = "";
  let copied = 0;
  let current;
  for (const span of spans) {
    if (span.end <= span.start) continue;
    if (current !== void 0 && span.start <= current.end) {
      current.end = Math.max(current.end, span.end);
      continue;
    }
    if (current !== void 0) {
      out += text.slice(copied, current.start) + MASK;
      copied = current.end;
    }
    current = { ...span };
  }
  if (current !== void 0) {
    out += text.slice(copied, current.start) + MASK;
    copied = current.end;
  }
  return out + text.slice(copied);
}

// src/report/secrets/compact-search.ts
function looksRandom(token) {
  const body = token.slice(4);
  return /[A-Z]/.test(body) && /[a-z]/.test(body) && /[0-9]/.test(body);
}
function gapBefore(raw, view, k) {
  const aStart = view.rawStart[k - 1] ?? 0;
  const aEnd = view.rawEnd[k - 1] ?? 0;
  const bStart = view.rawStart[k] ?? 0;
  const bEnd = view.rawEnd[k] ?? 0;
  return aEnd <= bStart ? raw.slice(aEnd, bStart) : raw.slice(bEnd, aStart);
}
function cutAtPlainWord(raw, view, start, end) {
  const gaps = [];
  for (let k = start + 1; k < end; k++) if (/\s/.test(gapBefore(raw, view, k))) gaps.push(k);
  for (let g = 0; g < gaps.length; g++) {
    const from = gaps[g] ?? end;
    const piece = view.text.slice(from, gaps[g + 1] ?? end);
    if (!/[A-Z0-9]/.test(piece)) return from;
  }
  return end;
}
function tokenSpans(raw, view, into) {
  for (const pattern of COMPACT_PATTERNS) {
    pattern.regex.lastIndex = 0;
    for (const match of view.text.matchAll(pattern.regex)) {
      const start = match.index;
      const full = start + match[0].length;
      const end = cutAtPlainWord(raw, view, start, full);
      const token = view.text.slice(start, end);
      if (end < full && !pattern.whole.test(token)) continue;
      const range = rawRange(view, start, end);
      if (/\s/.test(raw.slice(range.start, range.end)) && !looksRandom(token)) continue;
      into.push({ ...range, rule: pattern.name });
    }
  }
}
function literalSpansInView(view, needles, into) {
  const found = [];
  for (const needle of needles) literalSpans(view.text, needle, found);
  for (const span of found) into.push({ ...rawRange(view, span.start, span.end), rule: span.rule });
}
function compactSpans(raw, needles, into) {
  const view = compactView(raw);
  literalSpansInView(view, needles.forward, into);
  literalSpansInView(view, needles.backward, into);
  tokenSpans(raw, view, into);
  tokenSpans(raw, reversedView(view), into);
}

// src/report/secrets/variants.ts
var MIN_SECRET_LENGTH = 4;
var MIN_ENCODED_LENGTH = 6;
function isMaskable(value) {
  return value.length >= MIN_SECRET_LENGTH && /[\p{L}\p{N}]/u.test(value);
}
function base64(bytes) {
  return Buffer.from(bytes).toString("base64");
}
function base64Fragments(value) {
  const bytes = new TextEncoder().encode(value);
  const out = [];
  for (let skip = 0; skip < 3; skip++) {
    const rest = bytes.subarray(skip);
    const whole = rest.subarray(0, rest.length - rest.length % 3);
    const encoded = base64(whole);
    if (encoded.length >= MIN_ENCODED_LENGTH)
      out.push(encoded, encoded.replace(/\+/g, "-").replace(/\//g, "_"));
  }
  return out;
}
function fullBase64(value) {
  const encoded = base64(new TextEncoder().encode(value));
  return [encoded, encoded.replace(/=+$/, "")];
}
function secretVariants(secret) {
  const values = /* @__PURE__ */ new Set();
  const add = (v) => {
    if (isMaskable(v)) values.add(v);
  };
  add(secret);
  add(secret.trim());
  for (const line of secret.split(/\r?\n/)) add(line.trim());
  const core = secret.trim();
  if (!isMaskable(core)) return [...values];
  add(JSON.stringify(core).slice(1, -1));
  const uri = encodeURIComponent(core);
  add(uri);
  add(uri.replace(/%20/g, "+"));
  add(uri.replace(/%[0-9A-F]{2}/g, (m) => m.toLowerCase()));
  for (const fragment of base64Fragments(core)) values.add(fragment);
  for (const form of [...fullBase64(core), ...fullBase64(`x-access-token:${core}`)]) add(form);
  return [...values];
}

// src/report/redact.ts
var MAX_PASSES = 16;
var MIN_COMPACT_SECRET = 8;
function createSecretFinder(secrets, options = {}) {
  const literals = [...new Set(secrets.flatMap(secretVariants))];
  const forward = [...new Set(literals.map(compactForm))].filter(
    (v) => v.length >= MIN_COMPACT_SECRET && isMaskable(v)
  );
  const needles = { forward, backward: forward.map((v) => [...v].reverse().join("")) };
  const shapes = options.shapes ?? [];
  const exact = (text) => {
    const spans = [];
    for (const literal of literals) literalSpans(text, literal, spans);
    patternSpans(text, spans);
    for (const shape of shapes) shape(text, spans);
    return spans;
  };
  return (text) => {
    const spans = exact(text);
    if (needsView(text)) {
      const view = markdownView(text);
      for (const span of exact(view.text))
        spans.push({
          start: view.rawStart[span.start] ?? 0,
          end: view.rawEnd[span.end - 1] ?? text.length,
          rule: span.rule
        });
    }
    compactSpans(text, needles, spans);
    return spans;
  };
}
function createRedactor(secrets, options = {}) {
  return redactorOf(createSecretFinder(secrets, options));
}
function redactorOf(find) {
  return (text) => {
    let current = text;
    for (let pass = 0; pass < MAX_PASSES; pass++) {
      const next = maskSpans(current, find(current));
      if (next === current) return next;
      current = next;
    }
    return current;
  };
}

export {
  createSecretFinder,
  createRedactor,
  redactorOf
};
