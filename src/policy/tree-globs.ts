// fnmatch(3) on one file name, the way grep's --include/--exclude/--exclude-dir and ripgrep's
// basename globs (`-g '!node_modules'`) test entries while they recurse. The answer has three values:
// a pattern this matcher does not model exactly (POSIX classes, collating symbols) answers "maybe", so
// a caller that skips entries the program skips can skip only on a certain answer.

export type GlobAnswer = "yes" | "no" | "maybe";

type Token =
  | { kind: "literal"; char: string }
  | { kind: "any" }
  | { kind: "star" }
  | { kind: "class"; negate: boolean; test: (c: string) => boolean };

/** A bracket expression from `start` ("["): its token and end, null when it is not one, "maybe" when unmodelled. */
function bracket(glob: string, start: number): { token: Token; end: number } | null | "maybe" {
  let i = start + 1;
  let negate = false;
  if (glob[i] === "!" || glob[i] === "^") {
    negate = true;
    i++;
  }
  const singles: string[] = [];
  const ranges: [string, string][] = [];
  let first = true;
  while (i < glob.length) {
    const c = glob[i] as string;
    if (c === "]" && !first)
      return {
        token: {
          kind: "class",
          negate,
          test: (x) => singles.includes(x) || ranges.some(([lo, hi]) => x >= lo && x <= hi),
        },
        end: i,
      };
    first = false;
    if (c === "[" && /[:=.]/.test(glob[i + 1] ?? "")) return "maybe";
    let char = c;
    if (c === "\\" && i + 1 < glob.length) char = glob[++i] as string;
    if (glob[i + 1] === "-" && glob[i + 2] !== undefined && glob[i + 2] !== "]") {
      ranges.push([char, glob[i + 2] as string]);
      i += 3;
      continue;
    }
    singles.push(char);
    i++;
  }
  return null;
}

function tokenize(glob: string): Token[] | "maybe" {
  const tokens: Token[] = [];
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i] as string;
    if (c === "*") tokens.push({ kind: "star" });
    else if (c === "?") tokens.push({ kind: "any" });
    else if (c === "\\" && i + 1 < glob.length) tokens.push({ kind: "literal", char: glob[++i] as string });
    else if (c === "[") {
      const found = bracket(glob, i);
      if (found === "maybe") return "maybe";
      if (found === null) tokens.push({ kind: "literal", char: c });
      else {
        tokens.push(found.token);
        i = found.end;
      }
    } else tokens.push({ kind: "literal", char: c });
  }
  return tokens;
}

function matchOne(token: Token, c: string): boolean {
  switch (token.kind) {
    case "literal":
      return token.char === c;
    case "any":
      return true;
    case "class":
      return token.test(c) !== token.negate;
    case "star":
      return false;
  }
}

/** Backtracking over stars, linear in practice: one resume point per star, as in the shell's matcher. */
function matches(tokens: readonly Token[], name: string): boolean {
  let t = 0;
  let n = 0;
  let star = -1;
  let resume = 0;
  while (n < name.length) {
    const token = tokens[t];
    if (token !== undefined && token.kind === "star") {
      star = t++;
      resume = n;
    } else if (token !== undefined && matchOne(token, name[n] as string)) {
      t++;
      n++;
    } else if (star !== -1) {
      t = star + 1;
      n = ++resume;
    } else return false;
  }
  while (tokens[t]?.kind === "star") t++;
  return t === tokens.length;
}

/** Tokenised globs: a walk tests the same few globs against thousands of names. */
const tokenized = new Map<string, Token[] | "maybe">();

function tokensOf(glob: string): Token[] | "maybe" {
  let tokens = tokenized.get(glob);
  if (tokens === undefined) {
    tokens = tokenize(glob);
    if (tokenized.size > 256) tokenized.clear();
    tokenized.set(glob, tokens);
  }
  return tokens;
}

/** Whether `glob` matches the whole of `name` (no FNM_PERIOD: `*` matches a leading dot, as grep's does). */
export function globMatchesName(glob: string, name: string, caseless = false): GlobAnswer {
  const tokens = tokensOf(caseless ? glob.toLowerCase() : glob);
  if (tokens === "maybe") return "maybe";
  return matches(tokens, caseless ? name.toLowerCase() : name) ? "yes" : "no";
}
