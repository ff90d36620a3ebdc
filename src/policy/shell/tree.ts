// The syntax tree copied out of web-tree-sitter into plain objects, in one cursor pass. Every property
// read on a web-tree-sitter Node crosses into WebAssembly; the walk reads each node many times, so
// reading each once here keeps the walk cheap. The copy also enforces the cheap bounds (tree depth,
// number of commands) and refuses trees with ERROR or MISSING nodes.
import type { Language, Tree, TreeCursor } from "web-tree-sitter";
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

/**
 * Named node types that never have children: tree-sitter-bash's node-types.json gives them neither
 * fields nor children (held to it by the same test; anonymous nodes, the grammar's literal tokens,
 * have none either). The copy does not ask such a node for a first child.
 */
export const LEAF_TYPES: ReadonlySet<string> = new Set([
  "ansi_c_string",
  "comment",
  "extglob_pattern",
  "file_descriptor",
  "heredoc_content",
  "heredoc_end",
  "heredoc_start",
  "raw_string",
  "regex",
  "special_variable_name",
  "string_content",
  "test_operator",
  "variable_name",
  "word",
]);

/** What the grammar says about a node type id, looked up once per language. */
interface NodeTypeInfo {
  type: string;
  named: boolean;
  hasFields: boolean;
  leaf: boolean;
}

const nodeTypes = new WeakMap<Language, readonly NodeTypeInfo[]>();

function nodeTypeInfo(language: Language): readonly NodeTypeInfo[] {
  let infos = nodeTypes.get(language);
  if (infos === undefined) {
    // Hidden symbols have no name (the array has holes there); a cursor never stops on them.
    const all: NodeTypeInfo[] = [];
    for (let typeId = 0; typeId < language.types.length; typeId++) {
      const type = language.types[typeId] ?? "ERROR";
      const named = language.nodeTypeIsNamed(typeId);
      all.push({
        type,
        named,
        hasFields: TYPES_WITH_FIELDS.has(type),
        leaf: !named || LEAF_TYPES.has(type),
      });
    }
    nodeTypes.set(language, (infos = all));
  }
  return infos;
}

const UNKNOWN_TYPE: NodeTypeInfo = { type: "ERROR", named: true, hasFields: false, leaf: false };

// A double-quoted string with nothing in it that expands, escapes or breaks a line: tree-sitter-bash
// gives it only `"` and string_content children, end to end (test/policy/shell/tree.test.ts checks it),
// so its children are not copied — the walk reads such a string by its text.
// eslint-disable-next-line no-control-regex -- control characters and newlines keep the children
const NOT_LITERAL_IN_STRING = /[$`\\\x00-\x08\x0a-\x1f\x7f]/;

/** Whether the copy skips the children of `node` (see NOT_LITERAL_IN_STRING). */
export function isLiteralString(node: SyntaxNode): boolean {
  return node.type === "string" && !NOT_LITERAL_IN_STRING.test(node.text);
}

function newNode(
  info: NodeTypeInfo,
  field: string | null,
  start: number,
  end: number,
  source: string,
): SyntaxNode {
  return {
    type: info.type,
    field,
    named: info.named,
    start,
    end,
    text: source.slice(start, end),
    children: [],
  };
}

function fieldName(language: Language, cursor: TreeCursor): string | null {
  return language.fields[cursor.currentFieldId] ?? null;
}

export function copyTree(tree: Tree, source: string): SyntaxNode {
  // A tree with an ERROR or MISSING node anywhere is refused before anything is copied.
  if (tree.rootNode.hasError) deny(`the command does not parse as bash (${describeError(tree, source)})`);
  const language = tree.language;
  const infos = nodeTypeInfo(language);
  const cursor = tree.walk();
  try {
    // Three reads per node (type, start, end), the field only where the parent can have fields, and
    // no first child asked of a leaf: each read crosses into WebAssembly, and a 10 KB command has a
    // thousand nodes.
    const rootInfo = infos[cursor.nodeTypeId] ?? UNKNOWN_TYPE;
    const root = newNode(rootInfo, null, cursor.startIndex, cursor.endIndex, source);
    const stack: SyntaxNode[] = [root];
    const withFields: boolean[] = [rootInfo.hasFields];
    let commands = 0;
    let current = root;
    let currentLeaf = rootInfo.leaf;
    for (;;) {
      if (!currentLeaf && !isLiteralString(current) && cursor.gotoFirstChild()) {
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
      const info = infos[cursor.nodeTypeId] ?? UNKNOWN_TYPE;
      const start = cursor.startIndex;
      const end = cursor.endIndex;
      const field = withFields[withFields.length - 1] === true ? fieldName(language, cursor) : null;
      const node = newNode(info, field, start, end, source);
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
      withFields.push(info.hasFields);
      current = node;
      currentLeaf = info.leaf;
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
