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

export function copyTree(tree: Tree, source: string): SyntaxNode {
  // A tree with an ERROR or MISSING node anywhere is refused before anything is copied.
  if (tree.rootNode.hasError) deny(`the command does not parse as bash (${describeError(tree, source)})`);
  const language = tree.language;
  const cursor = tree.walk();
  try {
    // Four reads per node (type, start, end, field); whether a type is named comes from the grammar.
    const make = (): SyntaxNode => {
      const typeId = cursor.nodeTypeId;
      const start = cursor.startIndex;
      const end = cursor.endIndex;
      const fieldId = cursor.currentFieldId;
      return {
        type: language.types[typeId] ?? "ERROR",
        field: language.fields[fieldId] ?? null,
        named: isNamed(language, typeId),
        start,
        end,
        text: source.slice(start, end),
        children: [],
      };
    };
    const root = make();
    const stack: SyntaxNode[] = [root];
    let commands = 0;
    for (;;) {
      if (cursor.gotoFirstChild()) {
        if (stack.length > MAX_TREE_DEPTH)
          deny(`the command is nested too deeply to analyse (more than ${MAX_TREE_DEPTH} levels)`);
      } else {
        while (!cursor.gotoNextSibling()) {
          if (!cursor.gotoParent()) return root;
          stack.pop();
        }
        stack.pop();
      }
      const node = make();
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
    }
  } finally {
    cursor.delete();
  }
}

const namedTypes = new WeakMap<Language, Map<number, boolean>>();

function isNamed(language: Language, typeId: number): boolean {
  let cache = namedTypes.get(language);
  if (cache === undefined) {
    cache = new Map<number, boolean>();
    namedTypes.set(language, cache);
  }
  let named = cache.get(typeId);
  if (named === undefined) cache.set(typeId, (named = language.nodeTypeIsNamed(typeId)));
  return named;
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
