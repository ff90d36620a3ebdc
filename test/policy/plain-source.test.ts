// The plain-subset reader against the `yaml` parser: for every document it accepts, the same values
// at the same places (line and column of every key and value); everything outside its subset is left
// to the parser. Documents from the docs, hand-picked edge cases, and generated ones.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readPlainSource } from "../../src/policy/plain-source";
import { YamlSourceDocument } from "../../src/policy/source";
import type { SourceDocument, SourceNode } from "../../src/policy/source-document";

/** Everything the loader can learn from a document, through the reader-independent interface. */
function shape(doc: SourceDocument, node: SourceNode | null): unknown {
  if (node === null) return null;
  const kind = doc.describe(node);
  // An empty value's place is the one thing the readers need not agree on (see plain-source.ts).
  if (kind === "nothing") return { kind };
  const at = doc.sourceOf(node);
  if (kind === "a mapping")
    return {
      kind,
      at,
      entries: doc.entries(node, "x")?.map((e) => ({
        key: e.key,
        keyAt: doc.sourceOf(e.keyNode),
        value: shape(doc, e.value),
      })),
    };
  if (kind === "a list") return { kind, at, items: doc.items(node, "x")?.map((item) => shape(doc, item)) };
  return { kind, at, js: doc.toJS(node), string: doc.string(node), boolean: doc.boolean(node) };
}

function expectSameAsParser(text: string): void {
  const plain = readPlainSource(text, "p.yml");
  expect(plain, `not read by the plain reader:\n${text}`).toBeDefined();
  if (plain === undefined) return;
  const yaml = new YamlSourceDocument(text, "p.yml");
  expect(yaml.issues).toEqual([]);
  expect(shape(plain, plain.root)).toEqual(shape(yaml, yaml.root));
  if (plain.root !== null && yaml.root !== null) expect(plain.toJS(plain.root)).toEqual(yaml.toJS(yaml.root));
  expect(plain.issues).toEqual([]);
}

const DOCS_POLICY = `# .github/steward.yml
extends: default
permissions:
  allow:
    - Bash(npm test)
    - Bash(npm run lint:*)
    - Bash(npx vitest run *)
    - WebFetch(domain:docs.github.com)
  ask:
    - Bash(npm install *)
  deny:
    - Edit(package-lock.json)
    - Bash(git push:*)
env:
  passthrough:
    - NODE_OPTIONS
examples:
  - name: the test suite runs
    tool: Bash
    input: { command: npm test }
    expect: allow
  - name: no pushing from the shell
    tool: Bash
    input: { command: git push origin main }
    expect: deny
`;

const ACCEPTED = [
  DOCS_POLICY,
  "sandbox: off\n",
  "sandbox: required",
  "",
  "# only a comment\n\n",
  "$schema: ./schema/policy.schema.json\nextends: read-only\n",
  "sandbox:\n  mode: \"preferred\"   # quoted\n  network: 'allow'\n  allowedDomains: [registry.npmjs.org, api.github.com]\n",
  "sandbox:\n  filesystem:\n    allowWrite: [~/.cache, /tmp/x]\n",
  "permissions:\n  allow:\n  - Read(src/**)\n  - Bash(echo {a,b} [c])\n  deny: []\n",
  "permissions:\n    allow:\n        -   Read(~/notes/**)   # spaced\n        - Edit(./a:b)\n",
  "imports: [.claude/settings.json]\nenv: {}\n",
  "examples:\n  - tool: Read\n    input:\n      file_path: .env\n    expect: deny\n",
  "a: null\nb: ~\nc: true\nd: False\ne: TRUE\nf:\ng: x\n",
  "list:\n  - true\n  - Null\n  - ~/x\n  - (paren)\n",
  "k: [ a ,  b c  ,d ]\nm: {x: y,  z:  w w }\n",
  "permissions:\n  allow:\n    - \"Bash(npm run lint:*)\"\n    - 'Read(*.md)'\n",
  "- top\n- list\n",
];

/** Each is valid YAML the plain reader leaves to the parser (or invalid YAML the parser reports). */
const DECLINED = [
  "sandbox: 1\n",
  "a: .5\n",
  "a: .inf\n",
  "a: 0x1F\n",
  "a: -1\n",
  "a: &x foo\nb: *x\n",
  "a: !!str true\n",
  "a: |\n  text\n",
  "a: >-\n  text\n",
  "a: plain\n  continued\n",
  "a:\tb\n",
  "a: b\r\nc: d\r\n",
  "a: caf\u00e9\n",
  "---\na: b\n",
  "%YAML 1.2\n---\na: b\n",
  "a: b\na: c\n",
  '"a": b\n',
  'a: "with \\\\ escape"\n',
  "a: 'it''s'\n",
  "a: [x, [y]]\n",
  "a: [x, ]\n",
  "a: [x] # comment\n",
  "a: {b: {c: d}}\n",
  "a: b#c\n",
  "a: b: c\n",
  "a:\n- - x\n",
  "a:\n  -\n    x\n",
  "true: x\n",
  "__proto__: x\n",
  "? complex\n: key\n",
  "scalar only\n",
  "a: b\n c: d\n",
  "a:\n    b: c\n  d: e\n",
  "a: [x:y]\n",
  "a: -x\n",
  "a: @x\n",
];

describe("the plain-subset policy reader", () => {
  it.each(ACCEPTED.map((text) => [JSON.stringify(text).slice(0, 60), text]))(
    "reads %s as the yaml parser does",
    (_, text) => expectSameAsParser(text),
  );

  it.each(DECLINED.map((text) => [JSON.stringify(text), text]))("leaves %s to the parser", (_, text) => {
    expect(readPlainSource(text, "p.yml")).toBeUndefined();
  });

  it("agrees with the parser on generated documents whenever it reads them", () => {
    // Words and the characters around them that decide how YAML reads a scalar.
    const piece = fc.constantFrom(
      "a",
      "Bash(npm test)",
      "Read(src/**)",
      "x y",
      "lint:*",
      "~",
      "~/x",
      "null",
      "True",
      "1",
      ".5",
      "-",
      "#",
      " #c",
      ":",
      ": ",
      "'q'",
      '"q"',
      "[a, b]",
      "{k: v}",
      "&a",
      "*a",
      "!t",
      "|",
      ">",
      "(",
      ".env",
      "",
      " ",
      "  ",
      "[]",
      "{}",
      ",",
      "?",
      "@",
      "%",
    );
    const scalar = fc.array(piece, { minLength: 1, maxLength: 3 }).map((parts) => parts.join(""));
    const key = fc.constantFrom("allow", "deny", "sandbox", "mode", "k", "$schema", "a-b", "true", "k2");
    const indent = fc.constantFrom("", "  ", "    ", " ");
    const line = fc.oneof(
      fc.tuple(indent, key, scalar).map(([i, k, v]) => `${i}${k}: ${v}`),
      fc.tuple(indent, key).map(([i, k]) => `${i}${k}:`),
      fc.tuple(indent, scalar).map(([i, v]) => `${i}- ${v}`),
      fc.tuple(indent, key, scalar).map(([i, k, v]) => `${i}- ${k}: ${v}`),
      fc.constantFrom("# comment", "", "  # indented comment"),
    );
    let read = 0;
    fc.assert(
      fc.property(fc.array(line, { maxLength: 8 }), (lines) => {
        const text = `${lines.join("\n")}\n`;
        const plain = readPlainSource(text, "p.yml");
        if (plain === undefined) return;
        read++;
        const yaml = new YamlSourceDocument(text, "p.yml");
        // Whatever the plain reader reads is valid YAML with the same content and places.
        expect(yaml.issues).toEqual([]);
        expect(shape(plain, plain.root)).toEqual(shape(yaml, yaml.root));
      }),
      { numRuns: 3000 },
    );
    // The generator reaches the reader's accepting paths, not only its refusals.
    expect(read).toBeGreaterThan(300);
  });
});
