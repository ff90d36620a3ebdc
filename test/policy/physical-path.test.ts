// Within one decision physicalPath resolves a directory from its parent's real path and one lstat
// (src/policy/paths.ts, realInParent). Held here to the answer without that memo (realpath of
// each directory) over a real tree of links: into the tree, out of it, chained, dangling, looping,
// through `..`, onto files, and unreadable directories; paths asked in several orders, so that the memo
// is filled differently each time.
import { chmodSync, mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { newRealDirectories, physicalPath } from "../../src/policy/paths";

const base = realpathSync(mkdtempSync(join(tmpdir(), "steward-physical-")));
const root = join(base, "app");
const outside = join(base, "outside");
const locked = join(root, "locked");

for (const dir of ["src/a/deep", "src/b", "docs", "locked/inner"])
  mkdirSync(join(root, dir), { recursive: true });
mkdirSync(join(outside, "etc"), { recursive: true });
writeFileSync(join(root, "src/a/deep/file.ts"), "x");
writeFileSync(join(root, "src/b/index.ts"), "x");
writeFileSync(join(root, "locked/inner/secret"), "x");
writeFileSync(join(outside, "etc/passwd"), "x");
symlinkSync(join(outside, "etc"), join(root, "src/etc-link"));
symlinkSync("../a", join(root, "src/b/a-link"));
symlinkSync("a-link", join(root, "src/b/chain"));
symlinkSync(join(root, "missing/target"), join(root, "src/dangling"));
symlinkSync("loop2", join(root, "src/loop1"));
symlinkSync("loop1", join(root, "src/loop2"));
symlinkSync(join(root, "src/b/index.ts"), join(root, "src/file-link"));
symlinkSync(root, join(root, "docs/up"));
symlinkSync(outside, join(base, "app-outside"));
// Readable but not searchable: lstat below it fails, as realpath does (meaningless when run as root).
const unprivileged = process.getuid?.() !== 0;
if (unprivileged) chmodSync(locked, 0o600);
afterAll(() => {
  chmodSync(locked, 0o755);
  rmSync(base, { recursive: true, force: true });
});

const PATHS = [
  "src/a/deep/file.ts",
  "src/a/deep/new.ts",
  "src/a/deep",
  "src/b/index.ts",
  "src/b/a-link/deep/file.ts",
  "src/b/a-link/deep",
  "src/b/chain/deep/file.ts",
  "src/b/chain/new/dir/x",
  "src/etc-link/passwd",
  "src/etc-link/new",
  "src/dangling",
  "src/dangling/x",
  "src/loop1",
  "src/loop1/x",
  "src/file-link",
  "src/file-link/x",
  "src/b/index.ts/x",
  "docs/up/src/a/deep/file.ts",
  "docs/up/docs/up/src/b/index.ts",
  "docs/up/src/etc-link/passwd",
  "locked/inner/secret",
  "locked/inner",
  "nowhere/at/all",
  "",
].map((path) => (path === "" ? root : join(root, path)));

describe("physicalPath with the per-decision memo", () => {
  it("answers every path as it does without the memo, whatever the order", () => {
    const expected = new Map(PATHS.map((path) => [path, physicalPath(path)]));
    fc.assert(
      fc.property(fc.shuffledSubarray(PATHS, { minLength: 1 }), (paths) => {
        const memo = newRealDirectories();
        for (const path of paths) expect(physicalPath(path, memo), path).toEqual(expected.get(path));
      }),
      { numRuns: 300 },
    );
  });

  it("sees through a link to a directory outside, however it is reached", () => {
    const memo = newRealDirectories();
    expect(physicalPath(join(root, "src/a/deep/file.ts"), memo)).toEqual({
      ok: true,
      value: { path: join(root, "src/a/deep/file.ts"), directory: false },
    });
    expect(physicalPath(join(root, "docs/up/src/etc-link/passwd"), memo)).toEqual({
      ok: true,
      value: { path: join(outside, "etc/passwd"), directory: false },
    });
    expect(physicalPath(join(base, "app-outside/etc/passwd"), memo)).toEqual({
      ok: true,
      value: { path: join(outside, "etc/passwd"), directory: false },
    });
  });
});
