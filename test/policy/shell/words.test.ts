// Words as the program receives them: quoting, escapes, $'…', tildes, globs and brace expansion.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { bashParser } from "../../../src/policy/shell/parser";
import { copyTree, type SyntaxNode } from "../../../src/policy/shell/tree";
import {
  decodeAnsiC,
  evaluateWord,
  evaluateWordByCharacters,
  type WordOptions,
} from "../../../src/policy/shell/words";
import { table } from "./helpers";

describe("decodeAnsiC", () => {
  it.each([
    ["a\\nb", "a\nb"],
    ["\\t\\\\\\'", "\t\\'"],
    ["\\x41\\x4a", "AJ"],
    ["\\101", "A"],
    ["\\e[0m", "\x1b[0m"],
    ["\\q", "\\q"],
    ["trailing\\", "trailing\\"],
  ])("%s", (body, decoded) => {
    expect(decodeAnsiC(body)).toBe(decoded);
  });

  it("refuses escapes whose value is NUL, a raw byte, locale-dependent or a control escape", () => {
    expect(() => decodeAnsiC("a\\0b")).toThrow(/NUL/);
    expect(() => decodeAnsiC("a\\x00")).toThrow(/NUL/);
    expect(() => decodeAnsiC("\\xe9")).toThrow(/non-ASCII/);
    expect(() => decodeAnsiC("\\351")).toThrow(/non-ASCII/);
    expect(() => decodeAnsiC("\\u00e9")).toThrow(/locale/);
    expect(() => decodeAnsiC("\\U0001F600")).toThrow(/locale/);
    expect(() => decodeAnsiC("\\cA")).toThrow(/\\c/);
  });
});

describe("quoting and escapes", () => {
  table([
    { cmd: "echo 'a b' \"c d\" e\\ f", argv: [["echo", "a b", "c d", "e f"]] },
    { cmd: "echo \"a'b\" 'a\"b'", argv: [["echo", "a'b", 'a"b']] },
    { cmd: 'echo "x\\y" "x\\\\y" "\\""', argv: [["echo", "x\\y", "x\\y", '"']] },
    { cmd: "echo a\"b\"'c'$'d'", argv: [["echo", "abcd"]] },
    { cmd: 'echo --opt="a b"', argv: [["echo", "--opt=a b"]] },
    { cmd: "ec\\\nho hi", deny: /line continuation joins/ },
    { cmd: "echo a \\\n  b", argv: [["echo", "a", "b"]] },
    { cmd: "echo 'it''s'", argv: [["echo", "its"]] },
    { cmd: "echo '$(id)' \"\\$(id)\"", argv: [["echo", "$(id)", "$(id)"]], readOnly: true },
  ]);
});

describe("tildes", () => {
  table([
    { cmd: "ls ~", argv: [["ls", "/home/runner"]], paths: ["read /home/runner"] },
    { cmd: "ls ~/src", argv: [["ls", "/home/runner/src"]] },
    { cmd: "ls a~ '~' \\~", argv: [["ls", "a~", "~", "~"]] },
    { cmd: "echo --dir=~/x", argv: [["echo", "--dir=~/x"]] },
    { cmd: "make PREFIX=~/x", argv: [["make", "PREFIX=/home/runner/x"]] },
    { cmd: "make P=a:~/x:~", argv: [["make", "P=a:/home/runner/x:/home/runner"]] },
    { cmd: "echo ~+", deny: /tilde expansion/ },
    { cmd: "echo ~-/x", deny: /tilde expansion/ },
    { cmd: "TZ=~ date", deny: /not a plain name/ },
  ]);
});

describe("globs and braces", () => {
  table([
    {
      cmd: "ls 'src/*.ts' src/\\*.ts",
      argv: [["ls", "src/*.ts", "src/*.ts"]],
      paths: ["read /w/app/src/*.ts", "read /w/app/src/*.ts"],
    },
    {
      cmd: "ls src/?.ts src/[ab].ts",
      argv: [["ls", "src/?.ts", "src/[ab].ts"]],
      paths: ["read /w/app/src/?.ts glob", "read /w/app/src/[ab].ts glob"],
    },
    { cmd: "ls -*", argv: [["ls", "-*"]], dangerous: ["-*"] },
    { cmd: "ls ?", argv: [["ls", "?"]], dangerous: [], optionLikeGlobs: ["?"] },
    { cmd: "echo {}", argv: [["echo", "{}"]] },
    { cmd: "echo {a}", argv: [["echo", "{a}"]] },
    { cmd: "echo {a,b}c", deny: /brace expansion/ },
    { cmd: 'echo {"a",b}', deny: /brace expansion/ },
    { cmd: "echo {a..c}", deny: /brace expansion/ },
    { cmd: "echo {a},b}", deny: /brace expansion/ },
    { cmd: 'echo {"a":1,"b":2}', deny: /brace expansion/ },
    { cmd: "echo a,b} {x}", argv: [["echo", "a,b}", "{x}"]] },
    { cmd: "echo x{1.2}", argv: [["echo", "x{1.2}"]] },
    { cmd: "echo \\{a,b}", argv: [["echo", "{a,b}"]] },
    { cmd: "echo {a\\,b}", argv: [["echo", "{a,b}"]] },
  ]);
});

describe("the shortcuts for plain words and strings", () => {
  const outcome = (evaluate: () => unknown) => {
    try {
      return { value: evaluate() };
    } catch (error) {
      return { error: error instanceof Error ? error.message : String(error) };
    }
  };
  const ALPHABET = [
    ..."aZ09_-=:,./@%+~*?[]{}!#^&|;<>()$`\\'\" \té",
    "--",
    "{a,b}",
    "~/",
    "\\\n",
    "$x",
    "$(x)",
    "${x}",
  ];
  const piece = fc.array(fc.constantFrom(...ALPHABET), { maxLength: 12 }).map((parts) => parts.join(""));
  const word = fc.oneof(
    piece,
    piece.map((text) => `"${text}"`),
    piece.map((text) => `'${text}'`),
    fc.tuple(piece, piece).map(([a, b]) => `${a}"${b}"`),
  );

  it("give exactly what the general evaluation gives, value or refusal", async () => {
    const parser = await bashParser();
    const options: WordOptions[] = [{ home: "/home/u" }, { home: "/home/u", assignmentValue: true }];
    let compared = 0;
    fc.assert(
      fc.property(word, (text) => {
        const source = `echo ${text}`;
        const tree = parser.parse(source);
        if (tree === null || tree.rootNode.hasError) return;
        let root: SyntaxNode;
        try {
          root = copyTree(tree, source);
        } finally {
          tree.delete();
        }
        const pending = [root];
        for (let node = pending.pop(); node !== undefined; node = pending.pop()) {
          pending.push(...node.children);
          if (node.field !== "argument") continue;
          for (const option of options) {
            compared++;
            expect(
              outcome(() => evaluateWord(node, option)),
              text,
            ).toEqual(outcome(() => evaluateWordByCharacters(node, option)));
          }
        }
      }),
      { numRuns: 1500 },
    );
    expect(compared).toBeGreaterThan(1000);
  });
});
