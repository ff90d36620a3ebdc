// The walk behind Glob and the built-in Grep must see exactly the files ripgrep sees. Each case is a
// tree of .gitignore situations; the walk's list is compared with `rg --files` run the way the Grep
// tool runs it.
import { execFileSync } from "node:child_process";
import { mkdir, mkdtemp, realpath, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { entryFilter } from "../../../src/tools/search/file-selection";
import { insideGitRepository } from "../../../src/tools/search/git-repository";
import { IgnoreRules } from "../../../src/tools/search/ignore-rules";
import { walkFiles } from "../../../src/tools/search/walk";
import { gitInit, ripgrepForTests, type Tree, writeTree } from "./tree";

interface Case {
  name: string;
  tree: Tree;
  git: boolean;
  /** Search below the tree's root (parent .gitignore files must still apply). */
  searchIn?: string;
  /** Directories to make nested repositories. */
  nestedRepos?: string[];
}

const CASES: Case[] = [
  {
    name: "plain patterns, directories, anchors, wildcards",
    git: true,
    tree: {
      ".gitignore": "*.log\nbuild/\n/root-only.txt\ndocs/**/*.tmp\nlogs\n# comment\n\\#hash.txt\nspace\\ \n",
      "a.log": "",
      "keep.txt": "",
      "root-only.txt": "",
      "sub/root-only.txt": "",
      "build/x.js": "",
      "src/build": "a file named build is not a directory",
      "docs/a/b/c.tmp": "",
      "docs/c.tmp": "",
      "other/c.tmp": "",
      "logs/x": "",
      "src/logs": "",
      "#hash.txt": "",
      "space ": "",
      spaced: "",
    },
  },
  {
    name: "negations and a deeper .gitignore re-including a directory",
    git: true,
    tree: {
      ".gitignore": "*.log\n!important.log\nbuild/\n",
      "x.log": "",
      "important.log": "",
      "build/out.js": "",
      "packages/p/.gitignore": "!build/\n*.gen.ts\n",
      "packages/p/build/keep.js": "",
      "packages/p/build/debug.log": "",
      "packages/p/src/a.gen.ts": "",
      "packages/p/src/b.ts": "",
      "packages/q/build/gone.js": "",
    },
  },
  {
    name: "a subdirectory search keeps the rules above it",
    git: true,
    searchIn: "packages",
    tree: {
      ".gitignore": "*.tmp\n/packages/secret/\n",
      "packages/a.tmp": "",
      "packages/a.ts": "",
      "packages/secret/s.ts": "",
      "packages/inner/.gitignore": "*.ts\n!keep.ts\n",
      "packages/inner/x.ts": "",
      "packages/inner/keep.ts": "",
    },
  },
  {
    name: ".git/info/exclude, below any .gitignore",
    git: true,
    tree: {
      ".git/info/exclude": "*.secret\nexcluded-dir/\n",
      ".gitignore": "!kept.secret\n",
      "a.secret": "",
      "kept.secret": "",
      "excluded-dir/x": "",
      visible: "",
    },
  },
  {
    name: "outside a git repository .gitignore still counts",
    git: false,
    tree: {
      ".gitignore": "*.o\ncache/\n",
      "main.c": "",
      "main.o": "",
      "cache/c": "",
      "sub/.gitignore": "*.c\n",
      "sub/x.c": "",
      "sub/y.h": "",
    },
  },
  {
    name: "a nested repository starts afresh",
    git: true,
    nestedRepos: ["vendor/lib"],
    tree: {
      ".gitignore": "*.tmp\n",
      "a.tmp": "",
      "vendor/lib/b.tmp": "",
      "vendor/lib/.gitignore": "*.out\n",
      "vendor/lib/c.out": "",
      "vendor/lib/d.ts": "",
    },
  },
  {
    name: "hidden files, .git files, odd names, byte order mark and CRLF",
    git: true,
    tree: {
      ".gitignore": "\uFEFF*.bak\r\nweird dir/\r\n",
      ".hidden/config": "",
      ".env": "",
      "a.bak": "",
      "weird dir/x": "",
      "ok dir/x": "",
      "sub/.git": "gitdir: elsewhere\n",
      "sub/file": "",
      "ünïcödé/ñ.txt": "",
      "brace{a,b}.txt": "",
    },
  },
  {
    name: "braces in .gitignore, as ripgrep reads them",
    git: true,
    tree: {
      ".gitignore": "*.{tmp,bak}\n",
      "a.tmp": "",
      "b.bak": "",
      "c.txt": "",
    },
  },
];

let base: string;
let rg: string;

beforeAll(async () => {
  base = await realpath(await mkdtemp(join(tmpdir(), "steward-ignore-")));
  rg = await ripgrepForTests();
});

afterAll(async () => {
  await rm(base, { recursive: true, force: true });
});

async function rgFiles(root: string): Promise<string[]> {
  const args = [
    "--no-config",
    "--files",
    "--hidden",
    "--no-ignore-dot",
    "--no-ignore-global",
    "--glob=!.git",
  ];
  if (!(await insideGitRepository(root))) args.push("--no-require-git");
  const out = execFileSync(rg, [...args, "--", root], { cwd: root, encoding: "utf8" });
  return out
    .split("\n")
    .filter((l) => l !== "")
    .map((l) => relative(root, l))
    .sort();
}

async function walked(root: string): Promise<string[]> {
  const rules = await IgnoreRules.forRoot(root);
  const files = await walkFiles(root, "**", entryFilter(root, rules), new AbortController().signal);
  return files.map((f) => relative(root, f)).sort();
}

describe("the search walk sees what ripgrep sees", () => {
  it.each(CASES.map((c) => [c.name, c] as const))("%s", async (_name, testCase) => {
    const dir = join(base, testCase.name.replace(/\W+/g, "-"));
    await mkdir(dir, { recursive: true });
    if (testCase.git) gitInit(dir);
    for (const repo of testCase.nestedRepos ?? []) {
      await mkdir(join(dir, repo), { recursive: true });
      gitInit(join(dir, repo));
    }
    await writeTree(dir, testCase.tree);
    const root = join(dir, testCase.searchIn ?? "");
    const expected = await rgFiles(root);
    expect(expected.length).toBeGreaterThan(0);
    expect(await walked(root)).toEqual(expected);
  });
});
