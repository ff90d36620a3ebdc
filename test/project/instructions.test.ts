import { describe, expect, it } from "vitest";
import { filesInMemory } from "../support/project-files";
import { importsOf, NestedInstructions, withImports } from "../../src/project/instructions";

describe("instruction files and their @imports", () => {
  it("finds @path words outside code, not e-mail addresses", () => {
    expect(
      importsOf(
        "See @README.md and @docs/a.md.\nMail me@example.com.\n`@inline.md`\n```\n@fenced.md\n```\n(@paren.md)",
      ),
    ).toEqual(["README.md", "docs/a.md.", "paren.md"]);
  });

  it("adds imports after the importing file, relative to it, nested up to five levels, each once", async () => {
    const chain = Object.fromEntries(
      Array.from({ length: 7 }, (_, i) => [
        `docs/l${String(i)}.md`,
        `level ${String(i)} @l${String(i + 1)}.md`,
      ]),
    );
    const files = filesInMemory({
      "CLAUDE.md":
        "Root. @docs/l0.md and @docs/style.md, ask @alice, see @~/.claude/me.md and @../outside.md.",
      "docs/style.md": "Style. @../CLAUDE.md again.",
      ...chain,
    });
    const notes: string[] = [];
    const out = await withImports(
      [{ path: "CLAUDE.md", text: files.files.get("CLAUDE.md") ?? "" }],
      files,
      notes,
    );
    expect(out.map((f) => f.path)).toEqual([
      "CLAUDE.md",
      "docs/l0.md",
      "docs/l1.md",
      "docs/l2.md",
      "docs/l3.md",
      "docs/l4.md",
      "docs/style.md",
    ]);
    expect(notes).toEqual([
      "CLAUDE.md: the import @~/.claude/me.md was not read: ~/.claude/me.md is outside the repository.",
      "CLAUDE.md: the import @../outside.md was not read: ../outside.md leaves the repository.",
      "docs/l4.md: the import of docs/l5.md was not read: imports nest at most 5 levels.",
    ]);
  });

  it("gives a subdirectory's CLAUDE.md once, when work first reaches it, with its imports", async () => {
    const files = filesInMemory({
      "CLAUDE.md": "root",
      "src/CLAUDE.md": "src rules @../docs/api.md",
      "src/api/CLAUDE.md": "api rules",
      "docs/api.md": "api doc",
    });
    const nested = new NestedInstructions(files, new Set(["CLAUDE.md"]));
    expect((await nested.forPaths(["README.md"])).map((f) => f.path)).toEqual([]);
    expect((await nested.forPaths(["src/api/handler.ts"])).map((f) => f.path)).toEqual([
      "src/CLAUDE.md",
      "docs/api.md",
      "src/api/CLAUDE.md",
    ]);
    expect(await nested.forPaths(["src/api/other.ts", "src/x.ts"])).toEqual([]);
  });
});
