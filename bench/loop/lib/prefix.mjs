// Prefix reuse from the raw request bodies, byte for byte. A request is flattened the way the prompt
// cache reads it — tools, then system, then each message's content blocks, in order — keeping each
// block's exact bytes as the client sent them; only `cache_control` members (at any depth) are cut
// out, since the markers are meant to move. Then: how much of request k is a verbatim prefix of
// request k+1? Anything rewritten, re-ordered or re-serialised earlier in the conversation (even one
// escaped character or a reformatted number) shortens the shared prefix.

/** A JSON value's span in `s`, with children for objects and arrays. */
function parseValue(s, i) {
  i = skip(s, i);
  const start = i;
  const c = s[i];
  if (c === "{") {
    const members = [];
    i = skip(s, i + 1);
    if (s[i] === "}") return { kind: "object", start, end: i + 1, members };
    for (;;) {
      const key = parseValue(s, i);
      i = skip(s, key.end);
      if (s[i] !== ":") throw new Error(`expected ':' at ${String(i)}`);
      const value = parseValue(s, i + 1);
      members.push({ key: JSON.parse(s.slice(key.start, key.end)), start: key.start, value });
      i = skip(s, value.end);
      if (s[i] === ",") i++;
      else if (s[i] === "}") return { kind: "object", start, end: i + 1, members };
      else throw new Error(`expected ',' or '}' at ${String(i)}`);
    }
  }
  if (c === "[") {
    const items = [];
    i = skip(s, i + 1);
    if (s[i] === "]") return { kind: "array", start, end: i + 1, items };
    for (;;) {
      const item = parseValue(s, i);
      items.push(item);
      i = skip(s, item.end);
      if (s[i] === ",") i++;
      else if (s[i] === "]") return { kind: "array", start, end: i + 1, items };
      else throw new Error(`expected ',' or ']' at ${String(i)}`);
    }
  }
  if (c === '"') {
    i++;
    while (s[i] !== '"') i += s[i] === "\\" ? 2 : 1;
    return { kind: "string", start, end: i + 1 };
  }
  while (i < s.length && !",}] \n\r\t".includes(s[i])) i++;
  return { kind: "scalar", start, end: i };
}

function skip(s, i) {
  while (s[i] === " " || s[i] === "\n" || s[i] === "\r" || s[i] === "\t") i++;
  return i;
}

/** The node's bytes without any cache_control member; untouched bytes where there is none. */
function stripped(s, node) {
  const raw = s.slice(node.start, node.end);
  if (!raw.includes('"cache_control"')) return raw;
  if (node.kind === "object")
    return `{${node.members
      .filter((m) => m.key !== "cache_control")
      .map((m) => `${s.slice(m.start, m.value.start).replace(/\s+$/, "")}${stripped(s, m.value)}`)
      .join(",")}}`;
  if (node.kind === "array") return `[${node.items.map((item) => stripped(s, item)).join(",")}]`;
  return raw;
}

const member = (node, key) => node?.members?.find((m) => m.key === key)?.value;

/** The request's blocks in cache order, each labelled with where it sits (for diagnostics). */
export function segmentsOfRaw(raw) {
  const root = parseValue(raw, 0);
  const segments = [];
  const tools = member(root, "tools");
  tools?.items?.forEach((t, i) => segments.push({ where: `tools[${String(i)}]`, bytes: stripped(raw, t) }));
  const system = member(root, "system");
  if (system?.kind === "string") segments.push({ where: "system", bytes: `system:${stripped(raw, system)}` });
  system?.items?.forEach((b, i) =>
    segments.push({ where: `system[${String(i)}]`, bytes: `system:${stripped(raw, b)}` }),
  );
  member(root, "messages")?.items?.forEach((message, m) => {
    const role = raw.slice(member(message, "role")?.start ?? 0, member(message, "role")?.end ?? 0);
    const content = member(message, "content");
    if (content?.kind === "string")
      segments.push({ where: `messages[${String(m)}]`, bytes: `${role}:${stripped(raw, content)}` });
    content?.items?.forEach((b, j) =>
      segments.push({
        where: `messages[${String(m)}].content[${String(j)}]`,
        bytes: `${role}:${stripped(raw, b)}`,
      }),
    );
  });
  return segments;
}

/**
 * For consecutive requests: the fraction of request k (bytes of its flattened prompt) that request
 * k+1 repeats verbatim from the start, and where the first difference is.
 */
export function prefixReuse(raws) {
  const flat = raws.map((raw) => {
    const segments = segmentsOfRaw(raw);
    return { segments, text: segments.map((s) => s.bytes).join("\n") };
  });
  const pairs = [];
  for (let k = 0; k + 1 < flat.length; k++) {
    const a = flat[k].text;
    const b = flat[k + 1].text;
    let n = 0;
    const max = Math.min(a.length, b.length);
    while (n < max && a.charCodeAt(n) === b.charCodeAt(n)) n++;
    const pair = { from: k, fraction: a.length === 0 ? 1 : n / a.length, bytes: a.length, shared: n };
    if (n < a.length) {
      let offset = 0;
      const segment = flat[k].segments.find((s) => {
        if (n <= offset + s.bytes.length) return true;
        offset += s.bytes.length + 1;
        return false;
      });
      pair.firstDifference = {
        where: segment?.where ?? "?",
        before: a.slice(Math.max(0, n - 40), n + 80),
        after: b.slice(Math.max(0, n - 40), n + 80),
      };
    }
    pairs.push(pair);
  }
  return pairs;
}
