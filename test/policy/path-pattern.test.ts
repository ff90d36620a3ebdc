// A path pattern's `ignore` matcher is built when a path is first matched against it, once: a policy
// names many paths and a run asks about few, and building them all at load sat on the path to the
// first model request. (The decisions themselves are the policy suites' business.)
import { expect, it } from "vitest";
import { matchesAt, parsePathPattern, type PathPattern } from "../../src/policy/path-pattern";

function parsed(specifier: string): PathPattern {
  const pattern = parsePathPattern(specifier);
  if (!pattern.ok) throw new Error(pattern.error);
  return pattern.value;
}

/** Whether the pattern holds a built matcher (a value), rather than the means to build one (a getter). */
const holdsMatcher = (pattern: PathPattern): boolean =>
  "value" in (Object.getOwnPropertyDescriptor(pattern, "matcher") ?? {});

it("builds no matcher when the pattern is parsed, one on its first match, and keeps it", () => {
  const env = parsed(".env");
  const secrets = parsed("/secrets/**");
  expect([holdsMatcher(env), holdsMatcher(secrets)]).toEqual([false, false]);
  expect(matchesAt(env, "/work", "/work/app/.env")).toBe(true);
  expect([holdsMatcher(env), holdsMatcher(secrets)]).toEqual([true, false]);
  const first = env.matcher;
  expect(matchesAt(env, "/work", "/work/app/.envrc")).toBe(false);
  expect(matchesAt(env, "/work", "/work/.env")).toBe(true);
  expect(env.matcher).toBe(first);
  expect(matchesAt(secrets, "/work", "/work/secrets/key.pem")).toBe(true);
  expect(holdsMatcher(secrets)).toBe(true);
});

// No judged input reaches this today: every path the judge hands over is absolute and normalised, so
// what follows the anchor is a plain relative path. A path `ignore` refuses (here one with `//`) must
// still fail the decision, never read as "no match" (a deny rule let through) for a rule of any kind.
it("throws, naming the pattern and the path, when the matcher refuses the path", () => {
  for (const specifier of [".env", "/src/**"])
    expect(() => matchesAt(parsed(specifier), "/work", "/work//src/.env")).toThrow(
      `the path pattern ${specifier} could not be matched against /work//src/.env (path should be a`,
    );
});
