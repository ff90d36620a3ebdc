// docs/configuration.md documents action.yml's inputs and outputs through a generated block; it must
// match. The README names the set-up commands and links every page of docs/.
import { access, readdir, readFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
// @ts-expect-error -- plain ESM script without type declarations
import { actionTables, TABLES_FILE, withTables } from "../scripts/action-docs.mjs";
import { REPO_ROOT } from "./support/runner";

const read = (path: string) => readFile(join(REPO_ROOT, path), "utf8");

describe("docs/configuration.md", () => {
  it("documents every input and output of action.yml (run `node scripts/action-docs.mjs` if this fails)", async () => {
    const markdown = await read(TABLES_FILE as string);
    const generate = withTables as (markdown: string, tables: string) => string;
    expect(markdown).toBe(
      generate(markdown, (actionTables as (yaml: string) => string)(await read("action.yml"))),
    );
  });
});

describe("README", () => {
  it("names the set-up commands, the demo included", async () => {
    expect(await read("README.md")).toMatch(/```sh\nnpm ci\nnpm test\nnpm run demo\n```/);
  });

  it("links every page of docs/", async () => {
    const readme = await read("README.md");
    const pages = (await readdir(join(REPO_ROOT, "docs"))).filter((name) => name.endsWith(".md"));
    for (const page of pages)
      expect(readme, `README.md should link docs/${page}`).toContain(`(docs/${page})`);
  });
});

describe("links", () => {
  it("every relative link in the README and docs/ points to a file that exists", async () => {
    const pages = (await readdir(join(REPO_ROOT, "docs"))).filter((name) => name.endsWith(".md"));
    const missing: string[] = [];
    for (const file of ["README.md", ...pages.map((page) => `docs/${page}`)]) {
      const markdown = await read(file);
      for (const match of markdown.matchAll(/\]\((?!https?:|#|mailto:)([^)#\s]+)/g)) {
        const target = join(dirname(file), match[1] ?? "");
        await access(join(REPO_ROOT, target)).catch(() => missing.push(`${file} → ${target}`));
      }
    }
    expect(missing).toEqual([]);
  });
});
