// What the policy loader reads a document through, whichever reader parsed it: the `yaml` parser
// (source.ts, any YAML or JSON) or the plain-subset reader (plain-source.ts, the common shape of a
// policy file, without loading the parser). Nodes are opaque: only the document that made one reads it.
import type { PolicyIssue } from "./issues";
import { readPlainSource } from "./plain-source";
import type { RuleSource } from "./rules";

/** A node of the document that made it; pass it back to that document's methods. */
export type SourceNode = object;

export interface Entry {
  key: string;
  keyNode: SourceNode;
  value: SourceNode | null;
}

export interface SourceDocument {
  readonly file: string;
  /** The problems found in the document so far; the loader adds its own. */
  readonly issues: PolicyIssue[];
  readonly root: SourceNode | null;
  sourceOf(node: SourceNode | null | undefined): RuleSource;
  issue(node: SourceNode | null | undefined, message: string): void;
  /** A mapping's entries; reports and returns nothing for anything else. `what` names it in errors. */
  entries(node: SourceNode | null, what: string): Entry[] | undefined;
  /** A list's items; null or a missing value is an empty list. */
  items(node: SourceNode | null, what: string): SourceNode[] | undefined;
  string(node: SourceNode | null): string | undefined;
  boolean(node: SourceNode | null): boolean | undefined;
  isMapping(node: SourceNode | null): boolean;
  toJS(node: SourceNode): unknown;
  /** A scalar with a value (not an empty `key:`). */
  isValueScalar(node: SourceNode | null): node is SourceNode;
  /** What a node holds, for "got …" in messages. */
  describe(node: SourceNode | null): string;
}

/**
 * Reads a policy document: the plain-subset reader when the text is within its subset, else the `yaml`
 * parser (loaded here, on first need). Both give the same values and places for the subset
 * (test/policy/plain-source.test.ts holds them to it).
 */
export async function readSourceDocument(text: string, file: string): Promise<SourceDocument> {
  return readPlainSource(text, file) ?? (await readYamlSourceDocument(text, file));
}

/** The same document read by the `yaml` parser, whatever its shape: the reference reader. */
export async function readYamlSourceDocument(text: string, file: string): Promise<SourceDocument> {
  const { YamlSourceDocument } = await import("./source");
  return new YamlSourceDocument(text, file);
}
