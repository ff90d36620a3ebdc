// Where the CLI keeps Node's compile cache, and when it will not use a directory (src/cli/compile-cache.ts).
import { chmod, mkdir, mkdtemp, rm, stat, symlink } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, expect, it } from "vitest";
import { compileCacheDirectory, isPrivateDirectory } from "../../src/cli/compile-cache";

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "steward-compile-cache-"));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

it("lives in the user's cache directory, never a relative one", () => {
  expect(compileCacheDirectory({ XDG_CACHE_HOME: "/x/cache", HOME: "/home/u" })).toBe(
    "/x/cache/steward/compile-cache",
  );
  expect(compileCacheDirectory({ HOME: "/home/u" })).toBe("/home/u/.cache/steward/compile-cache");
  expect(compileCacheDirectory({ XDG_CACHE_HOME: "cache", HOME: "/home/u" })).toBe(
    "/home/u/.cache/steward/compile-cache",
  );
  expect(compileCacheDirectory({ HOME: "home" })).toBeUndefined();
  expect(compileCacheDirectory({})).toBeUndefined();
});

it("makes the directory private to the user", async () => {
  const cache = join(dir, "a", "b");
  expect(isPrivateDirectory(cache)).toBe(true);
  expect((await stat(cache)).mode & 0o777).toBe(0o700);
});

it("will not use a directory others can write to, nor a link to one", async () => {
  const shared = join(dir, "shared");
  await mkdir(shared);
  await chmod(shared, 0o777);
  expect(isPrivateDirectory(shared)).toBe(false);
  const elsewhere = join(dir, "elsewhere");
  await mkdir(elsewhere, { mode: 0o700 });
  const link = join(dir, "link");
  await symlink(elsewhere, link);
  expect(isPrivateDirectory(link)).toBe(false);
});
