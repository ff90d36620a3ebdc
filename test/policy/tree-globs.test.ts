// fnmatch on one name, as grep's --include/--exclude and ripgrep's basename globs test entries: a
// pattern it does not model answers "maybe", so that nothing is skipped on a guess.
import { describe, expect, it } from "vitest";
import { globMatchesName } from "../../src/policy/tree-globs";

describe("globMatchesName", () => {
  it.each([
    ["*.ts", "a.ts", "yes"],
    ["*.ts", ".env.ts", "yes"],
    ["*.ts", ".env", "no"],
    [".env*", ".env.local", "yes"],
    [".env*", "env", "no"],
    ["?.md", "a.md", "yes"],
    ["?.md", "ab.md", "no"],
    ["[abc].txt", "b.txt", "yes"],
    ["[!abc].txt", "b.txt", "no"],
    ["[a-c]x", "bx", "yes"],
    ["[]]x", "]x", "yes"],
    ["\\*.md", "*.md", "yes"],
    ["\\*.md", "a.md", "no"],
    ["node_modules", "node_modules", "yes"],
    ["node_modules", "node_modules2", "no"],
    ["[[:alpha:]].md", "a.md", "maybe"],
    ["[[=e=]]nv", "env", "maybe"],
    ["*a*b*c", "xxaxxbxxc", "yes"],
    ["*a*b*c", "xxaxxcxxb", "no"],
  ] as const)("%s against %s → %s", (glob, name, answer) => {
    expect(globMatchesName(glob, name)).toBe(answer);
  });

  it("matches without case when asked", () => {
    expect(globMatchesName("*.PEM", "dev.pem")).toBe("no");
    expect(globMatchesName("*.PEM", "dev.pem", true)).toBe("yes");
  });
});
