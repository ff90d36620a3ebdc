import { describe, expect, it } from "vitest";
import { displayPath, isInside, resolveToolPath } from "../../src/tools/paths";

const ctx = { cwd: "/w/app/src", env: { HOME: "/home/runner" } };

describe("tool paths", () => {
  it.each([
    ["a.ts", "/w/app/src/a.ts"],
    ["./a.ts", "/w/app/src/a.ts"],
    ["../README.md", "/w/app/README.md"],
    ["/etc/hosts", "/etc/hosts"],
    ["/w/app/src/../../x", "/w/x"],
    ["~/notes.md", "/home/runner/notes.md"],
    ["~", "/home/runner"],
    ["~other/x", "/w/app/src/~other/x"],
  ])("resolves %s to %s", (input, expected) => {
    expect(resolveToolPath(input, ctx)).toBe(expected);
  });

  it.each([
    ["/w/app", "/w/app", true],
    ["/w/app", "/w/app/src/x", true],
    ["/w/app", "/w/app2/secret", false],
    ["/w/app", "/w", false],
    ["/w/app", "/w/app/../app2", false],
  ])("isInside(%s, %s) = %s", (root, path, inside) => {
    expect(isInside(root, path)).toBe(inside);
  });

  it("shows workspace paths relative and others absolute", () => {
    expect(displayPath("/w/app/src/a.ts", "/w/app")).toBe("src/a.ts");
    expect(displayPath("/w/app", "/w/app")).toBe(".");
    expect(displayPath("/etc/hosts", "/w/app")).toBe("/etc/hosts");
  });
});
