import { mkdir, utimes, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { globTool } from "../../src/tools/glob";
import { listGlob } from "../../src/tools/search/glob-run";
import type { PermissionRequest, PermissionResolver } from "../../src/tools/tool";
import { type TestBench, toolBench } from "./helpers";
import { gitInit, setMtimes, type Tree, writeTree } from "./search/tree";

const TREE: Tree = {
  ".gitignore": "node_modules/\n*.log\ndist/\n",
  "src/a.ts": "a\n",
  "src/b.ts": "b\n",
  "src/c.tsx": "c\n",
  "src/nested/d.ts": "d\n",
  "src/nested/e.js": "e\n",
  "test/a.test.ts": "t\n",
  ".github/workflows/ci.yml": "ci\n",
  ".env": "X=1\n",
  "node_modules/x/index.ts": "ignored\n",
  "dist/out.js": "ignored\n",
  "debug.log": "ignored\n",
  "packages/p/.gitignore": "generated/\n!keep.log\n",
  "packages/p/generated/g.ts": "ignored by the nested .gitignore\n",
  "packages/p/keep.log": "re-included\n",
  "packages/p/other.log": "ignored\n",
  "packages/p/index.ts": "p\n",
  "link.ts": { symlinkTo: "src/a.ts" },
};

const NEWEST_FIRST = Object.keys(TREE).filter((p) => p !== "link.ts");

let bench: TestBench;

beforeAll(async () => {
  bench = await toolBench([globTool]);
  gitInit(bench.root);
  await writeTree(bench.root, TREE);
  await setMtimes(bench.root, NEWEST_FIRST);
});

afterAll(async () => {
  await bench.cleanup();
});

async function glob(input: Record<string, unknown>): Promise<string> {
  return bench.text(await bench.call("Glob", input));
}

const abs = (...paths: string[]) => paths.map((p) => join(bench.root, p)).join("\n");

describe("Glob", () => {
  it("lists matching files as absolute paths, newest first, leaving out what .gitignore ignores", async () => {
    expect(await glob({ pattern: "**/*.ts" })).toBe(
      abs("src/a.ts", "src/b.ts", "src/nested/d.ts", "test/a.test.ts", "packages/p/index.ts"),
    );
  });

  it("applies nested .gitignore files to their own directory, negations included", async () => {
    expect(await glob({ pattern: "**/*.log" })).toBe(abs("packages/p/keep.log"));
    expect(await glob({ pattern: "packages/**/*" })).toBe(
      abs("packages/p/.gitignore", "packages/p/keep.log", "packages/p/index.ts"),
    );
  });

  it("includes hidden files but never .git, and does not follow or list symbolic links", async () => {
    const all = await glob({ pattern: "**/*" });
    expect(all).toContain(join(bench.root, ".github/workflows/ci.yml"));
    expect(all).toContain(join(bench.root, ".env"));
    expect(all).not.toContain("/.git/");
    expect(all).not.toContain("link.ts");
    expect(await glob({ pattern: "*" })).toBe(abs(".gitignore", ".env"));
  });

  it("breaks modification-time ties by path", async () => {
    const dir = join(bench.outside, "ties");
    await mkdir(dir, { recursive: true });
    for (const name of ["c.md", "a.md", "b.md"]) {
      await writeFile(join(dir, name), name);
      await utimes(join(dir, name), 1_700_000_000, 1_700_000_000);
    }
    expect(await glob({ pattern: "*.md", path: dir })).toBe(
      ["a.md", "b.md", "c.md"].map((n) => join(dir, n)).join("\n"),
    );
  });

  it("caps the list at 100 and says how many were left out", async () => {
    const dir = join(bench.outside, "many");
    await mkdir(dir, { recursive: true });
    for (let i = 0; i < 130; i++) await writeFile(join(dir, `f${String(i).padStart(3, "0")}.txt`), "");
    const lines = (await glob({ pattern: "*.txt", path: dir })).split("\n");
    expect(lines.filter((l) => l.startsWith(dir))).toHaveLength(100);
    expect(lines.at(-1)).toBe(
      "(Results are truncated: showing the 100 most recently modified of 130 files; 30 more not shown. Use a more specific pattern or path.)",
    );
  });

  it("searches a directory named by the pattern or path even when .gitignore ignores it", async () => {
    expect(await glob({ pattern: "dist/**/*.js" })).toBe(abs("dist/out.js"));
    expect(await glob({ pattern: "**/*", path: "node_modules" })).toBe(abs("node_modules/x/index.ts"));
  });

  it("supports braces, character classes and a path", async () => {
    expect(await glob({ pattern: "*.{ts,tsx}", path: "src" })).toBe(abs("src/a.ts", "src/b.ts", "src/c.tsx"));
    expect(await glob({ pattern: "src/[ab].ts" })).toBe(abs("src/a.ts", "src/b.ts"));
    expect(await glob({ pattern: join(bench.root, "src/nested/*") })).toBe(
      abs("src/nested/d.ts", "src/nested/e.js"),
    );
  });

  it("answers plainly when nothing matches", async () => {
    expect(await glob({ pattern: "**/*.rb" })).toBe("No files found");
    expect(await glob({ pattern: "src" })).toBe("No files found");
    expect(await glob({ pattern: "nowhere/**/*.ts" })).toBe("No files found");
  });

  it.each([
    [{ pattern: "*.ts", path: "missing" }, "Directory does not exist: "],
    [{ pattern: "*.ts", path: "src/a.ts" }, "Path is not a directory: "],
    [{ pattern: "" }, 'pattern is empty; give a glob such as "**/*.ts".'],
    [{ pattern: "**/../../etc/*" }, 'climbs out with ".." after a wildcard'],
    [{ pattern: ".git/*" }, "is inside a .git directory, which Glob and Grep never search"],
    [{ pattern: "*", path: ".git" }, "is inside a .git directory"],
    [{ pattern: "*.ts", extra: true }, "unexpected parameter `extra`"],
    [{ path: "src" }, "required parameter `pattern` is missing"],
  ])("%j is refused: %s", async (input, message) => {
    const outcome = await bench.call("Glob", input);
    expect(outcome.isError).toBe(true);
    expect(bench.text(outcome)).toContain(message);
  });

  it("treats an empty, undefined or null path as the working directory", async () => {
    for (const path of ["", "undefined", "null"])
      expect(await glob({ pattern: "src/*.tsx", path })).toBe(abs("src/c.tsx"));
  });

  it("asks permission for the directory it walks, wherever the pattern points", async () => {
    const requests: PermissionRequest[] = [];
    const resolver: PermissionResolver = {
      decide: (request) => {
        requests.push(request);
        return { behavior: "allow", reason: "test", rule: null };
      },
    };
    await bench.call("Glob", { pattern: "**/*.ts" }, { resolver });
    await bench.call("Glob", { pattern: "src/**/*.ts" }, { resolver });
    await bench.call("Glob", { pattern: "../outside/**" }, { resolver });
    await bench.call("Glob", { pattern: "/etc/*.conf" }, { resolver });
    await bench.call("Glob", { pattern: "*", path: bench.outside }, { resolver });
    expect(requests.map((r) => r.targets)).toEqual([
      [{ kind: "read", path: bench.root }],
      [{ kind: "read", path: join(bench.root, "src") }],
      [{ kind: "read", path: bench.outside }],
      [{ kind: "read", path: "/etc" }],
      [{ kind: "read", path: bench.outside }],
    ]);
    expect(requests.every((r) => r.readOnly)).toBe(true);
  });

  it("does not walk when the policy denies", async () => {
    const outcome = await bench.call(
      "Glob",
      { pattern: "/etc/*" },
      { resolver: { decide: () => ({ behavior: "deny", reason: "outside the workspace", rule: null }) } },
    );
    expect(bench.text(outcome)).toContain("Permission denied for Glob: outside the workspace");
  });

  it("is read-only, concurrency-safe, and summarized by its pattern", () => {
    expect(globTool.isReadOnly({ pattern: "*" }, bench.context)).toBe(true);
    expect(globTool.isConcurrencySafe({ pattern: "*" }, bench.context)).toBe(true);
    expect(globTool.summarize({ pattern: "src/**/*.ts", path: "x" })).toBe("Glob src/**/*.ts");
    expect(Object.keys(globTool.inputJsonSchema["properties"] as object)).toEqual(["pattern", "path"]);
    expect(globTool.inputJsonSchema["required"]).toEqual(["pattern"]);
  });

  it("stops when the run is interrupted", async () => {
    const controller = new AbortController();
    controller.abort(new Error("Interrupted"));
    await expect(
      listGlob({ pattern: "**/*" }, { ...bench.context, signal: controller.signal }),
    ).rejects.toThrow("Interrupted");
  });
});
