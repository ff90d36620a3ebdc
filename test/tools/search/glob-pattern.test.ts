// planGlob decides which leading segments of a Glob pattern are fixed directories (they become the
// search root the policy is asked about) with picomatch's scanner alone, so that tinyglobby stays off
// the path to the first request. It must agree with tinyglobby's isDynamicPattern, which the walk
// itself uses: a segment one calls fixed and the other a pattern would search another root.
import { isDynamicPattern } from "tinyglobby";
import { describe, expect, it } from "vitest";
import { planGlob } from "../../../src/tools/search/glob-pattern";

const SEGMENTS = [
  "src",
  "a.b",
  "node_modules",
  "*",
  "**",
  "*.ts",
  "?",
  "[abc]",
  "[!a]",
  "{a,b}",
  "{a..c}",
  "!x",
  "!(x)",
  "@(a|b)",
  "+(a)",
  "*(a)",
  "?(a)",
  "a|b",
  "(a)",
  "a)b",
  "a]b",
  "a}b",
  "{a}",
  "{}",
  "[]",
  "$x",
  "~",
  "a+b",
  "a@b",
  "é",
  " ",
  "a b",
  "#a",
  "a#",
  "a!",
  "!",
  "-x",
  "^a",
  "a^",
  "%2A",
  "a.*",
  ".hidden",
  "..x",
];

describe("planGlob", () => {
  it.each(SEGMENTS)("keeps %j fixed exactly when tinyglobby calls it static", (segment) => {
    const plan = planGlob(`${segment}/file.txt`);
    const fixed = plan.ok && plan.value.base === segment;
    expect(fixed).toBe(!segment.includes("\\") && !isDynamicPattern(segment));
  });

  it("splits the fixed leading directories from the pattern", () => {
    expect(planGlob("src/lib/**/*.ts")).toEqual({ ok: true, value: { base: "src/lib", pattern: "**/*.ts" } });
    expect(planGlob("/etc/*.conf")).toEqual({ ok: true, value: { base: "/etc", pattern: "*.conf" } });
    expect(planGlob("{src,test}/*.ts")).toEqual({
      ok: true,
      value: { base: ".", pattern: "{src,test}/*.ts" },
    });
  });
});
