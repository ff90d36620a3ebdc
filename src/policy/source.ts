// Reading a policy document while keeping every value's place in the file, so that each load error
// names the file, line and column. YAML and JSON both go through the `yaml` parser (JSON is YAML), which
// gives node ranges for either.
import {
  isAlias,
  isMap,
  isScalar,
  isSeq,
  LineCounter,
  type Document,
  type Node,
  parseDocument,
  type Scalar,
} from "yaml";
import type { PolicyIssue } from "./issues";
import type { RuleSource } from "./rules";

export { formatIssue, PolicyLoadError, type PolicyIssue } from "./issues";

export interface Entry {
  key: string;
  keyNode: Node;
  value: Node | null;
}

/** A parsed document and the issues found in it so far. */
export class SourceDocument {
  readonly issues: PolicyIssue[] = [];
  readonly root: Node | null;
  private readonly lines = new LineCounter();
  private readonly doc: Document;

  constructor(
    text: string,
    readonly file: string,
  ) {
    this.doc = parseDocument(text, { lineCounter: this.lines, prettyErrors: false, uniqueKeys: true });
    for (const error of this.doc.errors) {
      const message = error.message.split("\n")[0] ?? error.message;
      this.issues.push({ ...this.at(error.pos[0]), message: `not valid YAML or JSON: ${message}` });
    }
    this.root = this.doc.errors.length > 0 ? null : this.resolve(this.doc.contents);
  }

  /** Another file read the same way (a settings file the policy imports); its issues are its own. */
  another(text: string, file: string): SourceDocument {
    return new SourceDocument(text, file);
  }

  private at(offset: number): RuleSource {
    const { line, col } = this.lines.linePos(offset);
    return { file: this.file, line, column: col };
  }

  sourceOf(node: Node | null | undefined): RuleSource {
    return this.at(node?.range?.[0] ?? 0);
  }

  issue(node: Node | null | undefined, message: string): void {
    this.issues.push({ ...this.sourceOf(node), message });
  }

  resolve(node: unknown): Node | null {
    if (node === null || node === undefined) return null;
    if (isAlias(node)) {
      const target = node.resolve(this.doc);
      // Read as null, a deny list would be empty: the file is refused instead.
      if (target === undefined) {
        this.issue(node, `the alias *${node.source} names no anchor (&${node.source}) before it`);
        return null;
      }
      return this.resolve(target);
    }
    return node as Node;
  }

  /** A mapping's entries; reports and returns nothing for anything else. `what` names it in errors. */
  entries(node: Node | null, what: string): Entry[] | undefined {
    if (node === null || (isScalar(node) && node.value === null)) return [];
    if (!isMap(node)) {
      this.issue(node, `${what} must be a mapping of keys`);
      return undefined;
    }
    const entries: Entry[] = [];
    for (const pair of node.items) {
      const keyNode = this.resolve(pair.key);
      if (keyNode === null || !isScalar(keyNode) || typeof keyNode.value !== "string") {
        this.issue(keyNode ?? node, `${what} has a key that is not a plain name`);
        continue;
      }
      entries.push({ key: keyNode.value, keyNode, value: this.resolve(pair.value) });
    }
    return entries;
  }

  /** A list's items; null or a missing value is an empty list. */
  items(node: Node | null, what: string): Node[] | undefined {
    if (node === null || (isScalar(node) && node.value === null)) return [];
    if (!isSeq(node)) {
      this.issue(node, `${what} must be a list`);
      return undefined;
    }
    const items: Node[] = [];
    for (const item of node.items) {
      const resolved = this.resolve(item);
      // An empty item is no rule: said, not dropped (a typo in a deny list would vanish silently).
      if (resolved === null || (isScalar(resolved) && resolved.value === null))
        this.issue(resolved ?? node, `${what} has an empty item`);
      else items.push(resolved);
    }
    return items;
  }

  string(node: Node | null): string | undefined {
    return node !== null && isScalar(node) && typeof node.value === "string" ? node.value : undefined;
  }

  boolean(node: Node | null): boolean | undefined {
    return node !== null && isScalar(node) && typeof node.value === "boolean" ? node.value : undefined;
  }

  isMapping(node: Node | null): boolean {
    return node !== null && isMap(node);
  }

  toJS(node: Node): unknown {
    return node.toJS(this.doc) as unknown;
  }

  /** A scalar with a value (not an empty `key:`). A method so callers need not load yaml themselves. */
  isValueScalar(node: Node | null): node is Scalar {
    return node !== null && isScalar(node) && node.value !== null;
  }

  /** What a node holds, for "got …" in messages. */
  describe(node: Node | null): string {
    if (node === null) return "nothing";
    if (isMap(node)) return "a mapping";
    if (isSeq(node)) return "a list";
    if (isScalar(node)) {
      const value: unknown = node.value;
      if (value === null) return "nothing";
      if (typeof value === "string") return JSON.stringify(value);
      if (typeof value === "number" || typeof value === "boolean" || typeof value === "bigint")
        return `${typeof value} ${String(value)}`;
      return `a ${typeof value}`;
    }
    return "an unsupported value";
  }
}
