// What may leave a run in its commit and its report (src/policy/change-guard.ts): each changed path
// judged as the Edit tool's write of it would be. Secret-like files are withheld everywhere; protected
// places no rule names stay out of the commit; everything else goes.
import { afterAll, describe, expect, it } from "vitest";
import { changeGuard } from "../../src/policy/change-guard";
import { makeWorld, policyFrom, policyPath } from "./support/world";

const world = makeWorld();
afterAll(() => world.cleanup());

const guardFor = async (text: string) =>
  changeGuard(await policyFrom(world, text), {
    workspaceRoot: world.root,
    home: world.home,
    policyFilePath: policyPath(world),
  });

describe("changeGuard", () => {
  it.each([
    [".env", "secret"],
    ["config/.env.local", "secret"],
    ["certs/dev.pem", "secret"],
    [".npmrc", "secret"],
    [".husky/pre-commit", "protected"],
    [".github/workflows/ci.yml", "protected"],
    [".github/actions/setup/action.yml", "protected"],
    [".gitlab-ci.yml", "protected"],
    [".github/steward.yml", "protected"],
    [".claude/settings.json", "protected"],
    [".VSCode/tasks.json", "protected"],
    ["src/a.ts", undefined],
    ["docs/husky.md", undefined],
    [".github/ISSUE_TEMPLATE/bug.md", undefined],
  ])("under the default policy, %s is %s", async (path, kind) => {
    expect((await guardFor(""))(path)?.kind).toBe(kind);
  });

  it("names what the place is", async () => {
    expect((await guardFor(""))(".husky/pre-commit")).toEqual({
      kind: "protected",
      label: "git hooks (.husky), run on every commit",
    });
  });

  it("lets through what a rule names", async () => {
    const guard = await guardFor(
      'permissions:\n  allow: ["Edit(.husky/**)", "Read(.env.example)", "Edit(.env.example)", "Read(test/server.key)"]\n',
    );
    expect(guard(".husky/pre-commit")).toBeUndefined();
    expect(guard(".env.example")).toBeUndefined();
    expect(guard(".env")?.kind).toBe("secret");
    // Readable by name, so not withheld from the patch; still no rule lets it be changed.
    expect(guard("test/server.key")?.kind).toBe("protected");
  });
});
