import { existsSync } from "node:fs";
import { rename, rm } from "node:fs/promises";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { touchesWorkflows, workflowPaths } from "../../../src/github/workspace/index";
import { type Rig, BOT, checkout, prepare, sh, startRig, write } from "./helpers";

let rig: Rig;
beforeEach(async () => {
  rig = await startRig();
});
afterEach(async () => {
  await rig.cleanup();
});

describe("diffWorkspace", () => {
  it("lists added, modified, deleted, renamed and untracked files with counts, leaving ignored ones out", async () => {
    const dir = await checkout(rig);
    const ws = await prepare(rig, dir, {
      kind: "new-branch",
      baseBranch: "main",
      branchKind: "issue",
      subject: 3,
    });
    expect(await ws.diff()).toEqual({ base: ws.startSha, patch: "", files: [] });

    await write(dir, "src/a.ts", "export const a = 2;\nexport const extra = 3;\n");
    await rm(join(dir, "README.md"));
    await rename(join(dir, "docs/old-name.md"), join(dir, "docs/new-name.md"));
    await write(dir, "src/untracked.ts", "one\ntwo\n");
    await write(dir, "dist/bundle.js", "ignored\n");
    await write(dir, "debug.log", "ignored too\n");
    await write(dir, "img.bin", "\u0000\u0001\u0002binary");
    // Staged or not makes no difference: the working tree is what counts.
    await sh(rig, dir, "add", "src/untracked.ts");

    const diff = await ws.diff();
    expect(diff.base).toBe(ws.startSha);
    expect(diff.files).toEqual([
      { path: "README.md", status: "deleted", additions: 0, deletions: 1, binary: false },
      {
        path: "docs/new-name.md",
        oldPath: "docs/old-name.md",
        status: "renamed",
        additions: 0,
        deletions: 0,
        binary: false,
      },
      { path: "img.bin", status: "added", additions: 0, deletions: 0, binary: true },
      { path: "src/a.ts", status: "modified", additions: 2, deletions: 1, binary: false },
      { path: "src/untracked.ts", status: "added", additions: 2, deletions: 0, binary: false },
    ]);
    expect(diff.patch).toContain("diff --git a/src/a.ts b/src/a.ts\n");
    expect(diff.patch).toContain("-export const a = 1;\n+export const a = 2;\n+export const extra = 3;\n");
    expect(diff.patch).toContain("rename from docs/old-name.md\nrename to docs/new-name.md\n");
    expect(diff.patch).toContain("new file mode 100644");
    expect(diff.patch).toContain("Binary files /dev/null and b/img.bin differ");
    expect(diff.patch).not.toContain("dist/bundle.js");
    expect(diff.patch).not.toContain("debug.log");
    // Diffing touched neither the index nor HEAD.
    expect(await sh(rig, dir, "diff", "--cached", "--name-only")).toBe("src/untracked.ts");
    expect(await sh(rig, dir, "rev-parse", "HEAD")).toBe(ws.startSha);
  });

  it("includes commits made during the run, and ignores repository diff config", async () => {
    const dir = await checkout(rig);
    await sh(rig, dir, "config", "diff.noprefix", "true");
    await sh(rig, dir, "config", "diff.context", "0");
    await sh(rig, dir, "config", "diff.external", "touch ext-diff-ran");
    const ws = await prepare(rig, dir, { kind: "new-branch", baseBranch: "main", subject: "x" });
    await write(dir, "src/a.ts", "export const a = 5;\n");
    await ws.commitAll({ message: "Five", author: BOT });
    await write(dir, "src/b.ts", "replaced\n");
    const diff = await ws.diff();
    expect(diff.files.map((f) => [f.path, f.status])).toEqual([
      ["src/a.ts", "modified"],
      ["src/b.ts", "modified"],
    ]);
    expect(diff.patch).toContain("--- a/src/b.ts\n+++ b/src/b.ts\n");
    expect(diff.files[1]).toMatchObject({ additions: 1, deletions: 30 });
    expect(existsSync(join(dir, "ext-diff-ran"))).toBe(false);
  });

  it("sees a same-size change made in the same second as the checkout (racy git)", async () => {
    const dir = await checkout(rig);
    const ws = await prepare(rig, dir, { kind: "new-branch", baseBranch: "main", subject: "x" });
    await write(dir, "src/a.ts", "export const a = 7;\n");
    expect((await ws.diff()).files).toEqual([
      { path: "src/a.ts", status: "modified", additions: 1, deletions: 1, binary: false },
    ]);
  });

  it("finds changes under .github/workflows/", async () => {
    const dir = await checkout(rig);
    const ws = await prepare(rig, dir, { kind: "new-branch", baseBranch: "main", subject: "x" });
    await write(dir, "src/a.ts", "export const a = 5;\n");
    expect(touchesWorkflows(await ws.diff())).toBe(false);
    await write(dir, ".github/workflows/ci.yml", "on: push\n");
    await write(dir, ".github/workflows-not/x.yml", "no\n");
    const diff = await ws.diff();
    expect(touchesWorkflows(diff)).toBe(true);
    expect(workflowPaths(diff)).toEqual([".github/workflows/ci.yml"]);
  });

  it("withholds what it is asked to, staged or not: neither listed nor in the patch", async () => {
    const dir = await checkout(rig);
    const ws = await prepare(rig, dir, { kind: "new-branch", baseBranch: "main", subject: "x" });
    await write(dir, ".env", "TOKEN=steward-canary\n");
    await write(dir, "config/.env.local", "TOKEN=steward-canary\n");
    await write(dir, "src/a.ts", "export const a = 5;\n");
    await sh(rig, dir, "add", ".env");
    const diff = await ws.diff({ withhold: (path) => path.split("/").some((s) => s.startsWith(".env")) });
    expect(diff.files.map((f) => f.path)).toEqual(["src/a.ts"]);
    expect(diff.patch).not.toContain("steward-canary");
    expect(diff.withheld?.sort()).toEqual([".env", "config/.env.local"]);
    // Without the option everything shows, as before.
    expect((await ws.diff()).files.map((f) => f.path).sort()).toEqual([
      ".env",
      "config/.env.local",
      "src/a.ts",
    ]);
  });
});
