// Tree verdicts kept between decisions (src/policy/tree-cache.ts): a repeated recursive read is not
// walked again while nothing it looked at changed, and any change that could change the verdict —
// an entry added, removed or renamed, an ignore file rewritten — is seen at once. The cache here
// takes stamps however recent (the test's files are all new); the real one leaves out directories
// changed within the last second, whose ctime a change in the same clock tick could leave as it was.
import { rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PolicyResolver } from "../../src/policy/resolver";
import { requestFromCase } from "../../src/policy/requests";
import { analyzeShellCommand } from "../../src/policy/shell/analyze";
import { TreeCache } from "../../src/policy/tree-cache";
import { makeWorld, policyFrom, resolverFor } from "./support/world";

const world = makeWorld();
let resolver: PolicyResolver;
beforeAll(async () => {
  world.file("lib/a.ts");
  world.file("lib/deep/b.ts");
  world.file("notes/.env.local");
  world.file("notes/todo.md");
  resolver = resolverFor(world, await policyFrom(world, ""), {
    analyzeShell: analyzeShellCommand,
    treeCache: new TreeCache(0),
  });
});
afterAll(() => world.cleanup());

const explain = (command: string) =>
  resolver.explain(
    requestFromCase("Bash", { command }, { cwd: world.root, workspaceRoot: world.root, home: world.home }),
  );
const treeStep = async (command: string) =>
  (await explain(command)).steps.find((s) => s.part.includes("every file below"));

describe("tree verdicts between decisions", () => {
  it("gives the kept verdict while nothing changed, and walks again once something did", async () => {
    const first = await treeStep("grep -rn KEY notes");
    expect(first?.outcome).toBe("deny");
    // The very same step: the tree was not walked again.
    expect(await treeStep("grep -rn KEY notes")).toBe(first);
    rmSync(join(world.root, "notes/.env.local"));
    expect(await treeStep("grep -rn KEY notes")).toBeUndefined();
    world.file("notes/deeper/.env");
    expect((await treeStep("grep -rn KEY notes"))?.outcome).toBe("deny");
  });

  it("sees a secret added deep below, and a renamed directory", async () => {
    expect(await treeStep("grep -rn x lib")).toBeUndefined();
    world.file("lib/deep/.npmrc");
    expect((await treeStep("grep -rn x lib"))?.why).toMatch(/lib\/deep\/\.npmrc/);
    rmSync(join(world.root, "lib/deep/.npmrc"));
    expect(await treeStep("grep -rn x lib")).toBeUndefined();
  });

  it("sees an ignore file rewritten to bring hidden files back (ripgrep)", async () => {
    world.file("docs2/.gitignore", "build\n");
    world.file("docs2/.env", "KEY=1\n");
    expect(await treeStep("rg KEY docs2")).toBeUndefined();
    expect(await treeStep("rg KEY docs2")).toBeUndefined();
    writeFileSync(join(world.root, "docs2/.gitignore"), "!.env\n");
    expect((await treeStep("rg KEY docs2"))?.outcome).toBe("deny");
  });
});

it("keeps nothing a change in the same clock tick could hide: directories changed in the last second", async () => {
  world.file("fresh/.env");
  const fresh = resolverFor(world, await policyFrom(world, ""), { analyzeShell: analyzeShellCommand });
  const step = async () =>
    (
      await fresh.explain(
        requestFromCase(
          "Bash",
          { command: "grep -rn KEY fresh" },
          { cwd: world.root, workspaceRoot: world.root, home: world.home },
        ),
      )
    ).steps.find((s) => s.part.includes("every file below"));
  const first = await step();
  expect(first?.outcome).toBe("deny");
  expect(await step()).not.toBe(first);
});
