// The plain subset of YAML that most policy files are written in, read without the `yaml` parser
// (~200 KB of code to compile on the way to the first model request): nested block mappings with
// plain keys, block lists (of scalars or of mappings), one-line flow lists and mappings of plain words,
// and scalars that are plain words,
// quoted strings without escapes, true/false or null. Anything else — anchors, tags, block scalars,
// multi-line scalars, numbers, non-ASCII text, tabs, duplicate keys, a line this reader does not
// expect — returns undefined and the `yaml` parser reads the document instead, so this reader never
// has to be right about what it does not accept. For what it does accept it gives the values and
// places the parser gives (test/policy/plain-source.test.ts compares the two).
import type { PolicyIssue } from "./issues";
import type { RuleSource } from "./rules";
import type { Entry, SourceDocument, SourceNode } from "./source-document";

type PlainNode =
  | { kind: "map"; offset: number; entries: PlainEntry[] }
  | { kind: "list"; offset: number; items: PlainNode[] }
  | { kind: "scalar"; offset: number; value: string | boolean | null };

interface PlainEntry {
  key: string;
  keyNode: PlainNode;
  value: PlainNode;
}

interface Line {
  /** Offset of the line's first character in the text. */
  start: number;
  indent: number;
  /** The line after its indentation, comment included. */
  content: string;
}

/** Thrown inside the reader when the text leaves the subset; never escapes it. */
class OutsideSubset extends Error {}

const outside = (): never => {
  throw new OutsideSubset();
};

/** Printable ASCII and newlines only: no tabs, no carriage returns, no byte-order mark. */
const PLAIN_TEXT = /^[\n\x20-\x7e]*$/;
const KEY = /^([A-Za-z_$][A-Za-z0-9_$-]*):(?: |$)/;
/** The YAML core schema's words that are not strings. */
const WORDS: Record<string, boolean | null> = {
  null: null,
  Null: null,
  NULL: null,
  "~": null,
  true: true,
  True: true,
  TRUE: true,
  false: false,
  False: false,
  FALSE: false,
};
/** Numbers and what could be read as one (.inf, .nan, 0x..): left to the parser. */
const NUMBER_LIKE = /^[-+]?\.?[0-9]|^[-+]?\.(?:inf|nan)$/i;
/** First characters of a plain scalar this reader accepts (no YAML indicator among them). */
const PLAIN_START = /^[A-Za-z0-9_./~(]/;
/** Inside a flow list: no flow indicators, quotes, comments or colons. */
const FLOW_WORD = /^[A-Za-z0-9_./~(][^,[\]{}'"#:]*$/;

function contentLines(text: string): Line[] {
  const lines: Line[] = [];
  let start = 0;
  for (const raw of text.split("\n")) {
    const indent = raw.length - raw.trimStart().length;
    const content = raw.slice(indent);
    if (/^(?:---|\.\.\.|%)/.test(raw)) outside();
    if (content !== "" && !content.startsWith("#")) lines.push({ start, indent, content });
    start += raw.length + 1;
  }
  return lines;
}

/** A word as the core schema reads it: null, a boolean, or a string. */
function word(text: string, offset: number): PlainNode {
  if (NUMBER_LIKE.test(text) || !PLAIN_START.test(text)) outside();
  const special = WORDS[text];
  return { kind: "scalar", offset, value: special === undefined ? text : special };
}

/** A scalar or flow list filling the rest of a line, from `offset`; its comment, if any, dropped. */
function inlineValue(text: string, offset: number): PlainNode {
  const quote = text[0];
  if (quote === '"' || quote === "'") {
    const end = text.indexOf(quote, 1);
    const inner = text.slice(1, end);
    const rest = text.slice(end + 1);
    if (end === -1 || inner.includes("\\") || !/^(?:\s*|\s+#.*)$/.test(rest)) outside();
    return { kind: "scalar", offset, value: inner };
  }
  if (quote === "[") return flowList(text, offset);
  if (quote === "{") return flowMap(text, offset);
  const comment = text.search(/\s#/);
  const plain = (comment === -1 ? text : text.slice(0, comment)).trimEnd();
  if (plain.includes(": ") || plain.endsWith(":") || plain.includes("#")) outside();
  return word(plain, offset);
}

function flowList(text: string, offset: number): PlainNode {
  const end = text.indexOf("]");
  if (end === -1 || !/^\s*$/.test(text.slice(end + 1))) outside();
  const inner = text.slice(1, end);
  const items: PlainNode[] = [];
  if (inner.trim() === "") return { kind: "list", offset, items };
  let at = 1;
  for (const part of inner.split(",")) {
    const lead = part.length - part.trimStart().length;
    const item = part.trim();
    if (!FLOW_WORD.test(item)) outside();
    items.push(word(item, offset + at + lead));
    at += part.length + 1;
  }
  return { kind: "list", offset, items };
}

const FLOW_KEY = /^([A-Za-z_$][A-Za-z0-9_$-]*): /;

/** `{ key: word, key: word }` on one line. */
function flowMap(text: string, offset: number): PlainNode {
  const end = text.indexOf("}");
  if (end === -1 || !/^\s*$/.test(text.slice(end + 1))) outside();
  const inner = text.slice(1, end);
  const entries: PlainEntry[] = [];
  if (inner.trim() === "") return { kind: "map", offset, entries };
  let at = 1;
  for (const part of inner.split(",")) {
    const lead = part.length - part.trimStart().length;
    const pair = part.trim();
    const match = FLOW_KEY.exec(pair) ?? outside();
    const key = match[1] ?? outside();
    if (key in WORDS || key === "__proto__" || entries.some((e) => e.key === key)) outside();
    const valueText = pair.slice(match[0].length);
    const valueLead = valueText.length - valueText.trimStart().length;
    const value = valueText.trim();
    if (!FLOW_WORD.test(value)) outside();
    const keyOffset = offset + at + lead;
    entries.push({
      key,
      keyNode: { kind: "scalar", offset: keyOffset, value: key },
      value: word(value, keyOffset + match[0].length + valueLead),
    });
    at += part.length + 1;
  }
  return { kind: "map", offset, entries };
}

class Reader {
  private next = 0;

  /** The document's lines; a `- key: value` line is replaced by its mapping's first line. */
  constructor(private readonly lines: Line[]) {}

  read(): PlainNode | null {
    const first = this.lines[0];
    if (first === undefined) return null;
    const node = this.block(first.indent);
    if (this.next < this.lines.length) outside();
    return node;
  }

  private peek(): Line | undefined {
    return this.lines[this.next];
  }

  private block(indent: number): PlainNode {
    const line = this.peek() ?? outside();
    if (line.indent !== indent) outside();
    return line.content === "-" || line.content.startsWith("- ") ? this.list(indent) : this.map(indent);
  }

  private list(indent: number): PlainNode {
    const items: PlainNode[] = [];
    const offset = (this.peek() ?? outside()).start + indent;
    for (let line = this.peek(); line !== undefined && line.indent === indent; line = this.peek()) {
      if (!line.content.startsWith("- ")) break;
      const rest = line.content.slice(2);
      const text = rest.trimStart();
      // A list inside an item, or an item on its own line: the parser's business.
      if (text === "" || text.startsWith("- ")) outside();
      const column = indent + 2 + (rest.length - text.length);
      if (KEY.test(text)) {
        // `- key: value` starts a mapping whose keys line up with this first one.
        this.lines[this.next] = { start: line.start, indent: column, content: text };
        items.push(this.map(column));
        continue;
      }
      items.push(inlineValue(text, line.start + column));
      this.next++;
      this.mustNotContinue(indent);
    }
    return { kind: "list", offset, items };
  }

  private map(indent: number): PlainNode {
    const entries: PlainEntry[] = [];
    const offset = (this.peek() ?? outside()).start + indent;
    for (let line = this.peek(); line !== undefined && line.indent === indent; line = this.peek()) {
      const match = KEY.exec(line.content) ?? outside();
      const key = match[1] ?? outside();
      if (key in WORDS || key === "__proto__" || entries.some((e) => e.key === key)) outside();
      const keyNode: PlainNode = { kind: "scalar", offset: line.start + indent, value: key };
      this.next++;
      entries.push({ key, keyNode, value: this.valueAfterKey(line, indent, key.length) });
    }
    return { kind: "map", offset, entries };
  }

  /** What follows `key:`: a value on the same line, a nested block, or nothing (null). */
  private valueAfterKey(line: Line, indent: number, keyLength: number): PlainNode {
    const after = line.content.slice(keyLength + 1);
    const text = after.trimStart();
    if (text !== "" && !text.startsWith("#")) {
      const value = inlineValue(text, line.start + indent + keyLength + 1 + (after.length - text.length));
      this.mustNotContinue(indent);
      return value;
    }
    const following = this.peek();
    // A list may sit at its key's own indentation; anything else nested is indented further.
    if (following !== undefined && following.indent === indent && following.content.startsWith("- "))
      return this.list(indent);
    if (following !== undefined && following.indent > indent) return this.block(following.indent);
    // An empty value: the parser gives it a place of its own, which only error messages would use,
    // and every document with a problem is read again by the parser (policy/load.ts).
    return { kind: "scalar", offset: line.start + line.content.length + indent, value: null };
  }

  /** After a one-line value, a deeper line would continue it (a multi-line scalar): not ours. */
  private mustNotContinue(indent: number): void {
    const following = this.peek();
    if (following !== undefined && following.indent > indent) outside();
  }
}

/** Line and column (1-based) of an offset, as the parser's LineCounter gives them. */
function placeOf(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = text.indexOf("\n"); i !== -1 && i < offset; i = text.indexOf("\n", i + 1)) {
    line++;
    lineStart = i + 1;
  }
  return { line, column: offset - lineStart + 1 };
}

const asPlain = (node: SourceNode | null | undefined): PlainNode | null => (node ?? null) as PlainNode | null;

class PlainSourceDocument implements SourceDocument {
  readonly issues: PolicyIssue[] = [];

  constructor(
    private readonly text: string,
    readonly file: string,
    readonly root: PlainNode | null,
  ) {}

  sourceOf(node: SourceNode | null | undefined): RuleSource {
    return { file: this.file, ...placeOf(this.text, asPlain(node)?.offset ?? 0) };
  }

  issue(node: SourceNode | null | undefined, message: string): void {
    this.issues.push({ ...this.sourceOf(node), message });
  }

  entries(node: SourceNode | null, what: string): Entry[] | undefined {
    const plain = asPlain(node);
    if (plain === null || (plain.kind === "scalar" && plain.value === null)) return [];
    if (plain.kind !== "map") {
      this.issue(plain, `${what} must be a mapping of keys`);
      return undefined;
    }
    return plain.entries.map((e) => ({ key: e.key, keyNode: e.keyNode, value: e.value }));
  }

  items(node: SourceNode | null, what: string): SourceNode[] | undefined {
    const plain = asPlain(node);
    if (plain === null || (plain.kind === "scalar" && plain.value === null)) return [];
    if (plain.kind !== "list") {
      this.issue(plain, `${what} must be a list`);
      return undefined;
    }
    return [...plain.items];
  }

  string(node: SourceNode | null): string | undefined {
    const plain = asPlain(node);
    return plain?.kind === "scalar" && typeof plain.value === "string" ? plain.value : undefined;
  }

  boolean(node: SourceNode | null): boolean | undefined {
    const plain = asPlain(node);
    return plain?.kind === "scalar" && typeof plain.value === "boolean" ? plain.value : undefined;
  }

  isMapping(node: SourceNode | null): boolean {
    return asPlain(node)?.kind === "map";
  }

  toJS(node: SourceNode): unknown {
    const plain = node as PlainNode;
    switch (plain.kind) {
      case "scalar":
        return plain.value;
      case "list":
        return plain.items.map((item) => this.toJS(item));
      case "map":
        return Object.fromEntries(plain.entries.map((e) => [e.key, this.toJS(e.value)]));
    }
  }

  isValueScalar(node: SourceNode | null): node is SourceNode {
    const plain = asPlain(node);
    return plain?.kind === "scalar" && plain.value !== null;
  }

  describe(node: SourceNode | null): string {
    const plain = asPlain(node);
    if (plain === null) return "nothing";
    if (plain.kind === "map") return "a mapping";
    if (plain.kind === "list") return "a list";
    if (plain.value === null) return "nothing";
    if (typeof plain.value === "string") return JSON.stringify(plain.value);
    return `boolean ${String(plain.value)}`;
  }
}

/** The document, when its text is within the plain subset; undefined for the `yaml` parser to read. */
export function readPlainSource(text: string, file: string): SourceDocument | undefined {
  if (!PLAIN_TEXT.test(text)) return undefined;
  try {
    return new PlainSourceDocument(text, file, new Reader(contentLines(text)).read());
  } catch (error) {
    if (error instanceof OutsideSubset) return undefined;
    throw error;
  }
}
