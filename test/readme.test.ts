// The README documents action.yml's inputs and outputs through a generated block; it must match.
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
// @ts-expect-error -- plain ESM script without type declarations
import { actionTables, withTables } from "../scripts/action-docs.mjs";
import { REPO_ROOT } from "./support/runner";

describe("README", () => {
  it("documents every input and output of action.yml (run `node scripts/action-docs.mjs` if this fails)", async () => {
    const readme = await readFile(join(REPO_ROOT, "README.md"), "utf8");
    const action = await readFile(join(REPO_ROOT, "action.yml"), "utf8");
    const generate = withTables as (readme: string, tables: string) => string;
    expect(readme).toBe(generate(readme, (actionTables as (yaml: string) => string)(action)));
  });

  it("names the set-up commands, the demo included", async () => {
    const readme = await readFile(join(REPO_ROOT, "README.md"), "utf8");
    expect(readme).toMatch(/```sh\nnpm ci\nnpm test\nnpm run demo\n```/);
  });
});
