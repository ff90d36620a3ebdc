// Turns a word of the syntax tree into the literal string the program will receive, or denies it.
// Only words whose value is fixed before the command runs are accepted: quoting and escapes are
// undone, `~` becomes the home directory, and anything that expands at run time ($VAR, $(…), `…`,
// $((…)), brace expansion, ~user) is refused — except a `for` loop's variable, whose value the walk
// binds for each turn of the loop. Glob characters are kept, but flagged, with the pattern bash
// matches (quoted characters escaped).
import { code, deny, excerpt } from "./denial";
import type { SyntaxNode } from "./tree";

/** A word as the program receives it. */
export interface Word {
  value: string;
  /** Unquoted `*`, `?` or `[`: the shell replaces the word with the file names that match. */
  glob: boolean;
  /**
   * A glob whose matches may start with "-" (nothing fixed before the first glob character, or a
   * fixed "-"): a file named `--output=x` would then reach the program as an option.
   */
  optionLikeGlob: boolean;
  /** Some part was quoted or escaped (a quoted `time` is the program, not the keyword). */
  quoted: boolean;
  /** `<(…)` or `>(…)`: the program gets a /dev/fd path; the inner commands are judged on their own. */
  processSubstitution: boolean;
  /**
   * For a glob: the pattern bash matches, with every quoted pattern character escaped by a backslash
   * (`'['a]*` matches names starting `[a]`, not `a`).
   */
  pattern?: string;
  /** A loop variable bound to a glob, used as a whole word: it stands for one match at a time. */
  loopGlob?: true;
  /** …and unquoted: bash splits each match at blanks and expands it again. */
  resplit?: true;
}

/** What a `for` loop's variable holds during one turn of the loop (see walk.ts). */
export type Binding =
  | { kind: "literal"; value: string }
  /** One match of a glob at a time: `pattern` as Word.pattern, `value` the word as written. */
  | { kind: "glob"; pattern: string; value: string; optionLike: boolean };

interface Char {
  c: string;
  quoted: boolean;
  /** Came from a loop variable's value: globbed when unquoted, but never brace- or tilde-expanded. */
  expanded?: true;
}

// Characters that end or change a word when unquoted; tree-sitter never leaves them inside a plain
// word, so meeting one means the tree and bash disagree, and the word is refused.
const UNQUOTED_SPECIAL = new Set([" ", "\t", "\n", ";", "&", "|", "<", ">", "(", ")", "`", "$", "'", '"']);
const GLOB_CHARS = new Set(["*", "?", "["]);

function expansionReason(node: SyntaxNode): string {
  const text = code(node.text);
  switch (node.type) {
    case "simple_expansion":
    case "expansion":
      return `${text} expands a variable whose value is not known before the command runs; write the value literally`;
    case "command_substitution":
      return `${text} runs a command and pastes its output into this one, which cannot be judged beforehand; run the inner command on its own first`;
    case "arithmetic_expansion":
      return `${text} is an arithmetic expansion, which can assign variables and run commands; write the number literally`;
    case "brace_expression":
      return `${text} is a brace expansion; write each word out`;
    case "process_substitution":
      return `${text} (process substitution) is only accepted as a whole argument, not inside a word`;
    case "translated_string":
    case "$":
      return `${text} ($"…" or a bare $) is not accepted; use single quotes for literal text`;
    default:
      return `${text} (${node.type}) is not a construct this analysis understands, so the command is refused`;
  }
}

function unquotedChars(text: string, out: Char[]): void {
  for (let i = 0; i < text.length; i++) {
    const c = text[i] as string;
    if (c === "\\") {
      const next = text[i + 1];
      if (next === undefined) deny(`a word ends with a lone backslash (${code(text, 40)})`);
      i++;
      // Backslash-newline is a line continuation: both characters vanish.
      if (next !== "\n") out.push({ c: next, quoted: true });
      continue;
    }
    if (UNQUOTED_SPECIAL.has(c))
      deny(`could not analyse the word ${code(text, 40)} (unexpected ${JSON.stringify(c)})`);
    out.push({ c, quoted: false });
  }
}

// Inside double quotes a backslash only escapes $ ` " \ and newline; other backslashes stay.
function doubleQuotedChars(inner: string, out: Char[]): void {
  for (let i = 0; i < inner.length; i++) {
    const c = inner[i] as string;
    if (c === "\\") {
      const next = inner[i + 1];
      if (next !== undefined && '$`"\\\n'.includes(next)) {
        i++;
        if (next !== "\n") out.push({ c: next, quoted: true });
        continue;
      }
    } else if (c === "$" || c === "`") {
      deny(`could not analyse the string "${excerpt(inner, 40)}": it contains an unescaped ${c}`);
    }
    out.push({ c, quoted: true });
  }
}

const SIMPLE_ESCAPES: Readonly<Record<string, string>> = {
  a: "\x07",
  b: "\b",
  e: "\x1b",
  E: "\x1b",
  f: "\f",
  n: "\n",
  r: "\r",
  t: "\t",
  v: "\v",
  "\\": "\\",
  "'": "'",
  '"': '"',
  "?": "?",
};

/** Decodes the body of `$'…'` as bash does. */
export function decodeAnsiC(body: string): string {
  let out = "";
  for (let i = 0; i < body.length; i++) {
    const c = body[i] as string;
    if (c !== "\\") {
      out += c;
      continue;
    }
    const next = body[i + 1];
    if (next === undefined) {
      out += "\\";
      continue;
    }
    const simple = SIMPLE_ESCAPES[next];
    if (simple !== undefined) {
      out += simple;
      i++;
      continue;
    }
    const numeric = /^(?:([0-7]{1,3})|x([0-9A-Fa-f]{1,2}))/.exec(body.slice(i + 1));
    if (numeric !== null) {
      const [all, octal, hex] = numeric;
      const code = octal !== undefined ? parseInt(octal, 8) : parseInt(hex as string, 16);
      // NUL ends the word in bash; bytes over 0x7f are raw bytes, not characters.
      if (code === 0 || code > 0x7f)
        deny(`$'${excerpt(body, 30)}' contains a NUL or non-ASCII byte escape; write the character itself`);
      out += String.fromCharCode(code);
      i += all.length;
      continue;
    }
    // \u and \U depend on the locale bash runs in (without one, bash keeps them as written).
    if (next === "u" || next === "U")
      deny(
        `$'${excerpt(body, 30)}' uses a \\u escape, whose value depends on the locale; write the character itself`,
      );
    if (next === "c") deny(`$'${excerpt(body, 30)}' uses a \\c control escape, which is not accepted`);
    out += `\\${next}`;
    i++;
  }
  return out;
}

/**
 * Where bash ends a quoted string whose body starts `body` (backslash escapes the next character):
 * tree-sitter has been seen to end `$'\\'` one quote too late, so its idea is checked against this.
 */
function closingQuote(body: string, quote: string): number {
  for (let i = 0; i < body.length; i++) {
    if (body[i] === "\\") i++;
    else if (body[i] === quote) return i;
  }
  return -1;
}

type Bindings = ReadonlyMap<string, Binding> | undefined;

/** The loop binding a `$f` or `${f}` node reads; anything else that expands is refused. */
function boundVariable(node: SyntaxNode, bindings: Bindings): { name: string; binding: Binding } {
  const names = node.children.filter((child) => child.type === "variable_name");
  const tokens = node.children.map((child) => child.type).join(" ");
  const plain =
    (node.type === "simple_expansion" && tokens === "$ variable_name") ||
    (node.type === "expansion" && tokens === "${ variable_name }");
  const name = names[0]?.text ?? "";
  const binding = plain ? bindings?.get(name) : undefined;
  if (binding === undefined) deny(expansionReason(node));
  return { name, binding };
}

/** A literal loop value in place of `$f`: as it is when quoted; when not, bash would split it at blanks. */
function pushBound(node: SyntaxNode, bindings: Bindings, quoted: boolean, out: Char[]): void {
  const { name, binding } = boundVariable(node, bindings);
  if (binding.kind === "glob")
    deny(
      `${code(node.text)} holds one match of ${code(binding.value)} at a time; inside a word it cannot be judged, so use it as a whole word ("$${name}")`,
    );
  const value = binding.value;
  if (!quoted && (value === "" || /[\s\\]/.test(value)))
    deny(
      `the loop variable ${name} holds ${JSON.stringify(value)}, which bash would split or drop where ${code(node.text)} is unquoted; quote it ("$${name}")`,
    );
  for (const c of value) out.push(quoted ? { c, quoted: true } : { c, quoted: false, expanded: true });
}

function collectChars(node: SyntaxNode, out: Char[], bindings: Bindings): void {
  const before = out.length;
  collectQuoted(node, out, bindings);
  // An empty quoted string leaves a mark: `''k=~/x` is no assignment to bash, and `''~` no tilde.
  if (out.length === before && node.type !== "word" && node.type !== "concatenation")
    out.push({ c: "", quoted: true });
}

function collectQuoted(node: SyntaxNode, out: Char[], bindings: Bindings): void {
  switch (node.type) {
    case "simple_expansion":
    case "expansion":
      pushBound(node, bindings, false, out);
      return;
    case "word":
    case "extglob_pattern":
      unquotedChars(node.text, out);
      return;
    case "number":
      if (node.children.length > 0) deny(expansionReason(node.children[0] ?? node));
      unquotedChars(node.text, out);
      return;
    case "raw_string": {
      const text = node.text;
      if (text.length < 2 || !text.startsWith("'") || !text.endsWith("'") || text.slice(1, -1).includes("'"))
        deny(`could not analyse the string ${excerpt(text, 40)}`);
      for (const c of text.slice(1, -1)) out.push({ c, quoted: true });
      return;
    }
    case "ansi_c_string": {
      const text = node.text;
      if (text.length < 3 || !text.startsWith("$'") || closingQuote(text.slice(2), "'") !== text.length - 3)
        deny(`could not analyse the string ${excerpt(text, 40)}`);
      for (const c of decodeAnsiC(text.slice(2, -1))) out.push({ c, quoted: true });
      return;
    }
    case "string": {
      const text = node.text;
      if (text.length < 2 || !text.startsWith('"') || closingQuote(text.slice(1), '"') !== text.length - 2)
        deny(`could not analyse the string ${excerpt(text, 40)}`);
      // The text between loop variables is read as it stands; the variables are put in its place.
      let at = 1;
      for (const child of node.children) {
        if (child.type === "string_content" || child.type === '"') continue;
        if (child.type !== "simple_expansion" && child.type !== "expansion") deny(expansionReason(child));
        doubleQuotedChars(text.slice(at, child.start - node.start), out);
        pushBound(child, bindings, true, out);
        at = child.end - node.start;
      }
      doubleQuotedChars(text.slice(at, -1), out);
      return;
    }
    case "concatenation":
      for (const child of node.children) {
        if (child.type === "process_substitution") deny(expansionReason(child));
        collectChars(child, out, bindings);
      }
      return;
    case "==":
    case "=~":
    case "=":
    case "!=":
      for (const c of node.type) out.push({ c, quoted: false });
      return;
    default:
      deny(expansionReason(node));
  }
}

/** Quoted, or the value of a variable: not brace-, tilde- or assignment-syntax to bash. */
const literal = (ch: Char): boolean => ch.quoted || ch.expanded === true;

function isNameStart(c: string): boolean {
  return /[A-Za-z_]/.test(c);
}

/** Index just past `NAME=` when the word starts like an assignment (all unquoted), else -1. */
function assignmentPrefixEnd(chars: readonly Char[]): number {
  const first = chars[0];
  if (first === undefined || literal(first) || !isNameStart(first.c)) return -1;
  for (let i = 1; i < chars.length; i++) {
    const ch = chars[i] as Char;
    if (literal(ch)) return -1;
    if (ch.c === "=") return i + 1;
    if (!/[A-Za-z0-9_]/.test(ch.c)) return -1;
  }
  return -1;
}

/**
 * Replaces a `~` tilde prefix at `start` with the home directory. A prefix naming a user (`~root`),
 * `~+`, `~-` or a directory-stack entry is refused: its value is not known here.
 */
function expandTildeAt(chars: Char[], start: number, home: string, stopAtColon: boolean): void {
  const first = chars[start];
  if (first === undefined || literal(first) || first.c !== "~") return;
  let end = start + 1;
  while (end < chars.length) {
    const ch = chars[end] as Char;
    if (!literal(ch) && (ch.c === "/" || (stopAtColon && ch.c === ":"))) break;
    end++;
  }
  const prefix = chars.slice(start, end);
  if (prefix.some(literal)) return;
  if (prefix.length > 1) {
    const text = prefix.map((ch) => ch.c).join("");
    deny(`\`${text}\` is a tilde expansion whose value is not known here; write the directory literally`);
  }
  chars.splice(start, 1, ...[...home].map((c) => ({ c, quoted: true })));
}

function expandTildes(chars: Char[], home: string, assignmentValue: boolean): void {
  if (assignmentValue) {
    // In an assignment's value bash expands a tilde at the start and after every unquoted ':'.
    const starts = [0];
    chars.forEach((ch, i) => {
      if (!literal(ch) && ch.c === ":") starts.push(i + 1);
    });
    // From the right, so that inserting the home directory leaves the other positions valid.
    for (const start of starts.reverse()) expandTildeAt(chars, start, home, true);
    return;
  }
  const assignment = assignmentPrefixEnd(chars);
  if (assignment > 0) {
    // A word shaped like NAME=value is tilde-expanded like an assignment's value (bash, not POSIX mode).
    const value = chars.slice(assignment);
    expandTildes(value, home, true);
    chars.splice(assignment, chars.length - assignment, ...value);
  }
  expandTildeAt(chars, 0, home, false);
}

/**
 * Brace expansion ({a,b}, {1..3}) turns one word into several. bash's own matching is lenient
 * (`{a},b}` expands to `a}` and `b`), so any unquoted `{` followed by an unquoted `,` or `..` and
 * then an unquoted `}` is refused.
 */
function checkNoBraceExpansion(chars: readonly Char[], original: string): void {
  let open = false;
  let separator = false;
  for (let i = 0; i < chars.length; i++) {
    const ch = chars[i] as Char;
    if (literal(ch)) continue;
    const after = chars[i + 1];
    if (ch.c === "{") open = true;
    else if (open && (ch.c === "," || (ch.c === "." && after?.c === "." && !literal(after))))
      separator = true;
    else if (separator && ch.c === "}")
      deny(
        `${code(original, 40)} contains a brace expansion, which turns one word into several; write each word out`,
      );
  }
}

export interface WordOptions {
  home: string;
  /** The value of NAME=value: tilde-expanded after ':' as well, never globbed or brace-expanded. */
  assignmentValue?: boolean;
  /** The `for` loop variables bound where the word stands (see walk.ts). */
  bindings?: ReadonlyMap<string, Binding>;
}

// Characters a backslash keeps literal in a glob pattern: outside brackets and inside them.
const PATTERN_SPECIAL = new Set(["\\", "*", "?", "[", "]", "!", "^", "-"]);

/** The glob pattern of a word: what bash matches, the quoted pattern characters escaped. */
function patternOf(chars: readonly Char[]): string {
  return chars.map((ch) => (ch.quoted && PATTERN_SPECIAL.has(ch.c) ? `\\${ch.c}` : ch.c)).join("");
}

function toWord(chars: Char[], original: string, options: WordOptions): Word {
  expandTildes(chars, options.home, options.assignmentValue === true);
  const quoted = chars.some((ch) => ch.quoted);
  const value = chars.map((ch) => ch.c).join("");
  if (options.assignmentValue === true)
    return { value, glob: false, optionLikeGlob: false, quoted, processSubstitution: false };
  checkNoBraceExpansion(chars, original);
  const firstGlob = chars.findIndex((ch) => !ch.quoted && GLOB_CHARS.has(ch.c));
  if (firstGlob < 0) return { value, glob: false, optionLikeGlob: false, quoted, processSubstitution: false };
  const fixedPrefix = chars
    .slice(0, firstGlob)
    .map((ch) => ch.c)
    .join("");
  const optionLikeGlob = fixedPrefix === "" || fixedPrefix.startsWith("-");
  return { value, glob: true, optionLikeGlob, quoted, processSubstitution: false, pattern: patternOf(chars) };
}

/**
 * `$f`, `${f}`, `"$f"` or `"${f}"` alone, with f bound to a glob: one match at a time, which the policy
 * judges by expanding the glob. Undefined for every other word.
 */
function loopGlobWord(node: SyntaxNode, options: WordOptions): Word | undefined {
  if (options.bindings === undefined || options.bindings.size === 0) return undefined;
  const quoted = node.type === "string";
  const inner = quoted ? node.children.filter((child) => child.type !== '"') : [node];
  const only = inner[0];
  if (inner.length !== 1 || only === undefined) return undefined;
  if (only.type !== "simple_expansion" && only.type !== "expansion") return undefined;
  if (quoted && node.text !== `"${only.text}"`) return undefined;
  const { name, binding } = boundVariable(only, options.bindings);
  if (binding.kind !== "glob") return undefined;
  if (options.assignmentValue === true)
    deny(
      `${code(node.text)} holds one match of ${code(binding.value)} at a time, which is only known when the command runs`,
    );
  if (!quoted && (/[\s\\]/.test(binding.value) || binding.pattern.includes("\\")))
    deny(
      `the loop variable ${name} holds matches of ${code(binding.value)}, which bash would split at its blanks where ${code(node.text)} is unquoted; quote it ("$${name}")`,
    );
  return {
    value: binding.value,
    glob: true,
    optionLikeGlob: binding.optionLike,
    quoted,
    processSubstitution: false,
    pattern: binding.pattern,
    loopGlob: true,
    ...(quoted ? {} : { resplit: true as const }),
  };
}

/** The literal value of a word node (word, string, concatenation, …); denies anything dynamic. */
export function evaluateWord(node: SyntaxNode, options: WordOptions): Word {
  return literalWord(node) ?? evaluateWordByCharacters(node, options);
}

/**
 * The general evaluation, character by character (exported so that tests can hold the shortcuts in
 * literalWord to it).
 */
export function evaluateWordByCharacters(node: SyntaxNode, options: WordOptions): Word {
  const loop = loopGlobWord(node, options);
  if (loop !== undefined) return loop;
  const chars: Char[] = [];
  collectChars(node, chars, options.bindings);
  return toWord(chars, node.text, options);
}

// Characters that are certainly themselves in an unquoted word: no quoting, escape, expansion, glob,
// brace, tilde, or character that ends a word (those take the general path, which judges them).
const PLAIN_UNQUOTED = /^[A-Za-z0-9_@%+=:,./-]*$/;
// Inside double quotes only `\`, `$`, `` ` `` and `"` are special.
const PLAIN_DOUBLE_QUOTED = /^[^"\\$`]*$/;

/**
 * The common words whose value is their own text (a bare `--oneline`) or the text between their
 * quotes (`"a b"` with nothing special inside, any well-formed `'…'`), without the general pass;
 * undefined for everything else. Each shortcut gives exactly what evaluateWordByCharacters gives.
 */
function literalWord(node: SyntaxNode): Word | undefined {
  const text = node.text;
  switch (node.type) {
    case "word":
      if (!PLAIN_UNQUOTED.test(text)) return undefined;
      return { value: text, glob: false, optionLikeGlob: false, quoted: false, processSubstitution: false };
    case "raw_string": {
      if (text.length < 2 || !text.startsWith("'") || !text.endsWith("'")) return undefined;
      const inner = text.slice(1, -1);
      if (inner.includes("'")) return undefined;
      return { value: inner, glob: false, optionLikeGlob: false, quoted: true, processSubstitution: false };
    }
    case "string": {
      for (const child of node.children)
        if (child.type !== "string_content" && child.type !== '"') return undefined;
      if (text.length < 2 || !text.startsWith('"') || !text.endsWith('"')) return undefined;
      const inner = text.slice(1, -1);
      if (!PLAIN_DOUBLE_QUOTED.test(inner)) return undefined;
      return { value: inner, glob: false, optionLikeGlob: false, quoted: true, processSubstitution: false };
    }
    default:
      return undefined;
  }
}

/** The literal value of a `[[ … =~ regex ]]` operand: accepted only when nothing in it expands. */
export function evaluateRegex(node: SyntaxNode): Word {
  const text = node.text;
  // In a regex `$` is an anchor, but `$(`, `${`, `$name` and backquotes would still expand.
  if (/`|\$[^)|]/.test(text) || text.includes("\\\n"))
    deny(`the regular expression ${code(text, 40)} contains an expansion`);
  return { value: text, glob: false, optionLikeGlob: false, quoted: false, processSubstitution: false };
}
