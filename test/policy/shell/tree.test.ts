// The tree copy reads a child's field only under node types that can have fields, and leaves out the
// children of literal double-quoted strings. Held here against the grammar's own list
// (node-types.json), against a copy that asks every node for everything (over a corpus of constructs
// and random token soup), and, for the strings, against what tree-sitter-bash gives them as children.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import fc from "fast-check";
import type { Tree } from "web-tree-sitter";
import { describe, expect, it } from "vitest";
import { bashParser } from "../../../src/policy/shell/parser";
import {
  copyTree,
  isLiteralString,
  LEAF_TYPES,
  type SyntaxNode,
  TYPES_WITH_FIELDS,
} from "../../../src/policy/shell/tree";
import { SHELL_PUNCTUATION } from "./helpers";

interface NodeTypeEntry {
  type: string;
  named: boolean;
  fields?: Record<string, unknown>;
  children?: unknown;
  subtypes?: unknown;
}

function nodeTypes(): NodeTypeEntry[] {
  const path = createRequire(import.meta.url).resolve("tree-sitter-bash/src/node-types.json");
  return JSON.parse(readFileSync(path, "utf8")) as NodeTypeEntry[];
}

const hasFields = (entry: NodeTypeEntry) => Object.keys(entry.fields ?? {}).length > 0;

/**
 * Every node with every property read straight from tree-sitter (the copy as it was before); with
 * `skipLiteralStrings`, without the children copyTree leaves out.
 */
function referenceCopy(tree: Tree, source: string, skipLiteralStrings = true): SyntaxNode {
  const visit = (cursor: ReturnType<Tree["walk"]>): SyntaxNode => {
    const node: SyntaxNode = {
      type: cursor.nodeType,
      field: cursor.currentFieldName ?? null,
      named: cursor.nodeIsNamed,
      start: cursor.startIndex,
      end: cursor.endIndex,
      text: source.slice(cursor.startIndex, cursor.endIndex),
      children: [],
    };
    if (!(skipLiteralStrings && isLiteralString(node)) && cursor.gotoFirstChild()) {
      do node.children.push(visit(cursor));
      while (cursor.gotoNextSibling());
      cursor.gotoParent();
    }
    return node;
  };
  const cursor = tree.walk();
  try {
    return visit(cursor);
  } finally {
    cursor.delete();
  }
}

const CORPUS = [
  "git log --oneline -20 -- src",
  'grep -rn "TODO" src --include=*.ts > out.txt 2>&1',
  "a=1 b=~/x LC_ALL=C sort < in | uniq -c >> out",
  "cat <<'EOF' > notes.md\n# Notes\nEOF",
  "cat <<EOF | grep x && echo done\nbody $x\nEOF",
  "cat <<-EOF 2>err\n\tbody\n\tEOF",
  "if [ -f a ]; then cat a; elif [[ $x =~ ^a+$ && -n y ]]; then :; else echo no; fi",
  'for f in a b c; do echo "$f"; done; for ((i=0; i<3; i++)); do echo $i; done',
  "while read -r line; do echo $line; done < file; until false; do break; done",
  "case $x in a|b) echo ab;; c) echo c;& *) echo other;;& esac",
  "f() { echo hi; } ; function g { ls; }",
  "declare -a arr=(1 2 3); echo ${arr[1]} ${x:-default} ${#x} ${x/a/b}",
  "echo $((1 + 2 * (3 - x++))) $(( y ? 1 : 2 ))",
  "diff <(sort a) >(cat) ; cat <<< 'here' ; exec 3>&1 4<&-",
  "( cd sub && make ) || { echo failed; exit 1; }",
  "! grep -q x file; time ls; nohup sleep 1 &",
  'echo `date` $(id -u) "$(whoami)" $\'a\\tb\' $"t"',
  "export A=1; local b; unset C; readonly D=2; typeset -i e=3",
  "echo {a,b}{1..3} ~root/x *.ts ?.md [ab].c @(x|y)",
  'test -f x && [ "$a" = b ] && [[ ! -d y || z == w* ]]',
  "ls # a comment\n# another\nls -la",
  "echo a\\\nb c \\\n d",
  "x=$(cat <<EOF\ninner\nEOF\n)",
  'arr[2]=x; arr+=(y); echo "${arr[@]}"',
  "select x in a b; do echo $x; done",
];

const TOKENS = [
  "cat",
  "git",
  "x",
  "-n",
  "'p'",
  '"q"',
  " ",
  " ",
  ...SHELL_PUNCTUATION,
  "a=b",
  "if",
  "then",
  "fi",
  "do",
  "done",
  "for",
  "in",
  "while",
  "case",
  "esac",
  ";;",
  "[[",
  "]]",
  "[",
  "]",
  "<(",
  "$((",
  "))",
  "function",
  "declare",
  "-a",
  "[0]",
  "=~",
];

describe("copyTree", () => {
  it("reads fields under exactly the node types tree-sitter-bash gives fields to", () => {
    const withFields = nodeTypes()
      .filter(hasFields)
      .map((entry) => entry.type);
    expect([...TYPES_WITH_FIELDS].sort()).toEqual([...new Set(withFields)].sort());
  });

  it("treats as leaves exactly the node types tree-sitter-bash gives no children", () => {
    const entries = nodeTypes();
    const leaf = (entry: NodeTypeEntry) =>
      entry.children === undefined && !hasFields(entry) && entry.subtypes === undefined;
    const namedLeaves = entries.filter((entry) => entry.named && leaf(entry)).map((entry) => entry.type);
    expect([...LEAF_TYPES].sort()).toEqual([...new Set(namedLeaves)].sort());
    // The copy takes every anonymous node for a leaf.
    expect(entries.filter((entry) => !entry.named && !leaf(entry))).toEqual([]);
  });

  it("copies the corpus exactly as a copy that reads every field", async () => {
    const parser = await bashParser();
    for (const source of CORPUS) {
      const tree = parser.parse(source);
      if (tree === null) throw new Error("no tree");
      try {
        const reference = referenceCopy(tree, source);
        if (tree.rootNode.hasError) {
          expect(() => copyTree(tree, source), source).toThrow(/does not parse/);
          continue;
        }
        expect(copyTree(tree, source), source).toEqual(reference);
      } finally {
        tree.delete();
      }
    }
  });

  it("leaves out only children that are quotes and string content, end to end", async () => {
    const parser = await bashParser();
    const PIECES = [
      ..."aZ0 \t\n\r\\'#!*~{}();|&<>=-é",
      "\\\n",
      '\\"',
      "\\\\",
      "x y",
      "\u00a0",
      "\u2003",
      "\u2028",
      "\u3000",
      "\ufeff",
      "\u0085",
    ];
    const inner = fc.array(fc.constantFrom(...PIECES), { maxLength: 12 }).map((parts) => parts.join(""));
    const before = fc.constantFrom("echo ", "echo a", "x=", "[[ ", "cat <<< ", "echo ${x:-", "case ");
    const after = fc.constantFrom("", " b", "c", '"d"', " ]]", "}", " in a) ;; esac");
    let literal = 0;
    fc.assert(
      fc.property(before, inner, after, (head, body, tail) => {
        const source = `${head}"${body}"${tail}`;
        const tree = parser.parse(source);
        if (tree === null) throw new Error("no tree");
        try {
          if (tree.rootNode.hasError) return;
          const pending = [referenceCopy(tree, source, false)];
          for (let node = pending.pop(); node !== undefined; node = pending.pop()) {
            pending.push(...node.children);
            if (!isLiteralString(node)) continue;
            literal++;
            let at = node.start;
            for (const child of node.children) {
              expect(["string_content", '"'], source).toContain(child.type);
              expect(child.start, source).toBe(at);
              at = child.end;
            }
            expect(at, source).toBe(node.end);
          }
        } finally {
          tree.delete();
        }
      }),
      { numRuns: 3000 },
    );
    expect(literal).toBeGreaterThan(500);
  });

  it("copies random token soup exactly as a copy that reads every field", async () => {
    const parser = await bashParser();
    const line = fc.array(fc.constantFrom(...TOKENS), { maxLength: 40 }).map((parts) => parts.join(""));
    fc.assert(
      fc.property(line, (source) => {
        const tree = parser.parse(source);
        if (tree === null) throw new Error("no tree");
        try {
          if (tree.rootNode.hasError) return;
          expect(copyTree(tree, source)).toEqual(referenceCopy(tree, source));
        } finally {
          tree.delete();
        }
      }),
      { numRuns: 600 },
    );
  });
});
