// V8's compile cache: where steward keeps it (the user's own cache directory, never a shared temp
// directory), and that turning it on never stops a run. Node 20 has no module.enableCompileCache, so
// the function is handed in; the real one's statuses are Node's (module.constants.compileCacheStatus).
import { describe, expect, it } from "vitest";
import { compileCacheDir, type EnableCompileCache, enableCompileCacheWith } from "../src/compile-cache";

describe("compileCacheDir", () => {
  it("is under XDG_CACHE_HOME, else under ~/.cache, and absent without an absolute either", () => {
    expect(compileCacheDir({ XDG_CACHE_HOME: "/x/cache", HOME: "/home/a" })).toBe(
      "/x/cache/steward/compile-cache",
    );
    expect(compileCacheDir({ HOME: "/home/a" })).toBe("/home/a/.cache/steward/compile-cache");
    // A relative value would put the cache wherever the process happens to run (the checkout).
    expect(compileCacheDir({ XDG_CACHE_HOME: "cache", HOME: "/home/a" })).toBe(
      "/home/a/.cache/steward/compile-cache",
    );
    expect(compileCacheDir({ HOME: "." })).toBeUndefined();
    expect(compileCacheDir({})).toBeUndefined();
  });
});

describe("enableCompileCache", () => {
  const calls: (string | undefined)[] = [];
  const answering =
    (status: number): EnableCompileCache =>
    (dir) => (calls.push(dir), { status });

  it("turns the cache on in steward's directory, and says whether it is on", () => {
    calls.length = 0;
    expect(enableCompileCacheWith({ HOME: "/home/a" }, answering(1), "cli")).toBe(true);
    expect(calls).toEqual(["/home/a/.cache/steward/compile-cache"]);
    expect(enableCompileCacheWith({ HOME: "/home/a" }, answering(2), "cli")).toBe(true);
    // FAILED (an unwritable directory) and DISABLED (NODE_DISABLE_COMPILE_CACHE=1): no cache, no error.
    expect(enableCompileCacheWith({ HOME: "/home/a" }, answering(0), "cli")).toBe(false);
    expect(enableCompileCacheWith({ HOME: "/home/a" }, answering(3), "cli")).toBe(false);
  });

  it("does nothing on a Node without it, or without a place to keep it, and never throws", () => {
    calls.length = 0;
    expect(enableCompileCacheWith({ HOME: "/home/a" }, undefined, "cli")).toBe(false);
    expect(enableCompileCacheWith({}, answering(1), "cli")).toBe(false);
    expect(calls).toEqual([]);
    const throwing: EnableCompileCache = () => {
      throw new Error("EACCES");
    };
    expect(enableCompileCacheWith({ HOME: "/home/a" }, throwing, "cli")).toBe(false);
  });

  it("is left off for the action on a GitHub-hosted runner (a fresh machine each job), on elsewhere", () => {
    calls.length = 0;
    const hosted = { HOME: "/home/runner", RUNNER_ENVIRONMENT: "github-hosted" };
    expect(enableCompileCacheWith(hosted, answering(1), "action")).toBe(false);
    expect(calls).toEqual([]);
    expect(
      enableCompileCacheWith({ ...hosted, RUNNER_ENVIRONMENT: "self-hosted" }, answering(1), "action"),
    ).toBe(true);
    expect(enableCompileCacheWith(hosted, answering(1), "cli")).toBe(true);
  });
});
