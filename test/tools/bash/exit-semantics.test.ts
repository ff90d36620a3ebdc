import { describe, expect, it } from "vitest";
import { benignExitMeaning } from "../../../src/tools/bash/exit-semantics";

describe("benignExitMeaning", () => {
  it.each([
    ["grep foo src/a.ts", "grep", "no matches"],
    ["rg -n foo", "rg", "no matches"],
    ["/usr/bin/grep foo a", "grep", "no matches"],
    ["LC_ALL=C grep foo a", "grep", "no matches"],
    ['git log --oneline | grep "a|b"', "grep", "no matches"],
    ["cat a | rg x", "rg", "no matches"],
    ["diff a b", "diff", "the inputs differ"],
    ["cmp a b", "cmp", "the inputs differ"],
    ["test -f missing", "test", "the condition is false"],
    ["[ -f missing ]", "[", "the condition is false"],
    ["find . -name x", "find", "some paths could not be read; what find printed is still valid"],
    ["grep 'a;b' file", "grep", "no matches"],
  ])("exit 1 of %j is normal for %s", (command, program, meaning) => {
    expect(benignExitMeaning(command, 1)).toEqual({ program, meaning });
  });

  it.each([
    ["make && grep x f", "status may come from make"],
    ["make; grep x f", "sequence"],
    ["make || grep x f", "or-list"],
    ["grep x f | wc -l", "last stage is wc"],
    ["grep x f |& cat", "pipe with stderr"],
    ["grep x f\nfalse", "newline"],
    ["(grep x f)", "subshell"],
    ["grep $(false) f", "command substitution"],
    ['grep "$(false)" f', "substitution in double quotes"],
    ["grep `false` f", "backticks"],
    ["! grep x f", "negated"],
    ["npm test", "not a semantic command"],
    ["grep 'unterminated", "unbalanced quote"],
  ])("exit 1 of %j is a failure (%s)", (command) => {
    expect(benignExitMeaning(command, 1)).toBeUndefined();
  });

  it("only interprets exit code 1", () => {
    expect(benignExitMeaning("grep x f", 2)).toBeUndefined();
    expect(benignExitMeaning("grep x f", 0)).toBeUndefined();
  });
});
