// The syntax tree copied out of web-tree-sitter into plain objects, in one cursor pass. Every property
// read on a web-tree-sitter Node crosses into WebAssembly; the walk reads each node many times, so
// reading each once here keeps the walk cheap. The copy also enforces the cheap bounds (tree depth,
// number of commands) and refuses trees with ERROR or MISSING nodes.
import type { Language, Tree } from "web-tree-sitter";
import { deny, excerpt } from "./denial";
import { MAX_SIMPLE_COMMANDS, MAX_TREE_DEPTH } from "./limits";

export interface SyntaxNode {
  type: string;
  /** The field this node fills in its parent ("name", "argument", "redirect", …), if any. */
  field: string | null;
  named: boolean;
  start: number;
  end: number;
  text: string;
  children: SyntaxNode[];
}

export function near(source: string, index: number): string {
  return excerpt(source.slice(Math.max(0, index - 20), index + 40), 60);
}

/**
 * Node types whose children can fill a field: tree-sitter-bash's node-types.json lists them
 * (test/policy/shell/tree.test.ts holds this list to it). A child's field is read only under these;
 * elsewhere it is null without asking.
 */
export const TYPES_WITH_FIELDS: ReadonlySet<string> = new Set([
  "binary_expression",
  "c_style_for_statement",
  "case_item",
  "case_statement",
  "command",
  "command_substitution",
  "expansion",
  "file_redirect",
  "for_statement",
  "function_definition",
  "heredoc_redirect",
  "herestring_redirect",
  "if_statement",
  "postfix_expression",
  "redirected_statement",
  "subscript",
  "ternary_expression",
  "unary_expression",
  "variable_assignment",
  "while_statement",
]);

/** What the grammar says about a node type id, looked up once per language. */
interface NodeTypeInfo {
  type: string;
  named: boolean;
  hasFields: boolean;
}

const nodeTypes = new WeakMap<Language, readonly NodeTypeInfo[]>();

function nodeTypeInfo(language: Language): readonly NodeTypeInfo[] {
  let infos = nodeTypes.get(language);
  if (infos === undefined) {
    // Hidden symbols have no name (the array has holes there); a cursor never stops on them.
    const all: NodeTypeInfo[] = [];
    for (let typeId = 0; typeId < language.types.length; typeId++) {
      const type = language.types[typeId] ?? "ERROR";
      all.push({ type, named: language.nodeTypeIsNamed(typeId), hasFields: TYPES_WITH_FIELDS.has(type) });
    }
    nodeTypes.set(language, (infos = all));
  }
  return infos;
}

const UNKNOWN_TYPE: NodeTypeInfo = { type: "ERROR", named: true, hasFields: false };

// A double-quoted string with nothing in it that expands, escapes or breaks a line: tree-sitter-bash
// gives it only `"` and string_content children, end to end (test/policy/shell/tree.test.ts checks it),
// so its children are not copied — the walk reads such a string by its text.
// eslint-disable-next-line no-control-regex -- control characters and newlines keep the children
const NOT_LITERAL_IN_STRING = /[$`\\\x00-\x08\x0a-\x1f\x7f]/;

/** Whether the copy skips the children of `node` (see NOT_LITERAL_IN_STRING). */
export function isLiteralString(node: SyntaxNode): boolean {
  return node.type === "string" && !NOT_LITERAL_IN_STRING.test(node.text);
}

export function copyTree(tree: Tree, source: string): SyntaxNode {
  // A tree with an ERROR or MISSING node anywhere is refused before anything is copied.
  if (tree.rootNode.hasError) deny(`the command does not parse as bash (${describeError(tree, source)})`);
  const language = tree.language;
  const infos = nodeTypeInfo(language);
  const cursor = tree.walk();
  try {
    // Three reads per node (type, start, end), and the field only where the parent can have fields:
    // each read crosses into WebAssembly, and a 10 KB command has a thousand nodes.
    const make = (parentHasFields: boolean): { node: SyntaxNode; hasFields: boolean } => {
      const info = infos[cursor.nodeTypeId] ?? UNKNOWN_TYPE;
      const start = cursor.startIndex;
      const end = cursor.endIndex;
      const field = parentHasFields ? (language.fields[cursor.currentFieldId] ?? null) : null;
      const node = {
        type: info.type,
        field,
        named: info.named,
        start,
        end,
        text: source.slice(start, end),
        children: [],
      };
      return { node, hasFields: info.hasFields };
    };
    const first = make(false);
    const root = first.node;
    const stack: SyntaxNode[] = [root];
    const withFields: boolean[] = [first.hasFields];
    let commands = 0;
    let current = root;
    for (;;) {
      if (!isLiteralString(current) && cursor.gotoFirstChild()) {
        if (stack.length > MAX_TREE_DEPTH)
          deny(`the command is nested too deeply to analyse (more than ${MAX_TREE_DEPTH} levels)`);
      } else {
        while (!cursor.gotoNextSibling()) {
          if (!cursor.gotoParent()) return root;
          stack.pop();
          withFields.pop();
        }
        stack.pop();
        withFields.pop();
      }
      const { node, hasFields } = make(withFields[withFields.length - 1] === true);
      if (node.type === "ERROR")
        deny(`the command does not parse as bash (syntax error near \`${near(source, node.start)}\`)`);
      if (node.type === "command" || node.type === "test_command") {
        if (++commands > MAX_SIMPLE_COMMANDS)
          deny(
            `the command holds more than ${MAX_SIMPLE_COMMANDS} simple commands; split it into several calls`,
          );
      }
      (stack[stack.length - 1] as SyntaxNode).children.push(node);
      stack.push(node);
      withFields.push(hasFields);
      current = node;
    }
  } finally {
    cursor.delete();
  }
}

/** Where the first ERROR or MISSING node is, for the reason. */
function describeError(tree: Tree, source: string): string {
  const cursor = tree.walk();
  try {
    for (;;) {
      if (cursor.nodeType === "ERROR") return `syntax error near \`${near(source, cursor.startIndex)}\``;
      if (cursor.nodeIsMissing)
        return `missing ${JSON.stringify(cursor.nodeType)} near \`${near(source, cursor.startIndex)}\``;
      if (cursor.gotoFirstChild()) continue;
      while (!cursor.gotoNextSibling()) if (!cursor.gotoParent()) return `near \`${near(source, 0)}\``;
    }
  } finally {
    cursor.delete();
  }
}

export function childByField(node: SyntaxNode, field: string): SyntaxNode | undefined {
  return node.children.find((child) => child.field === field);
}

export function childrenByField(node: SyntaxNode, field: string): SyntaxNode[] {
  return node.children.filter((child) => child.field === field);
}
