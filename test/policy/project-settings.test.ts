// .claude/settings.json and the policy: its deny and ask rules always apply, its allow rules only
// through the policy's imports, and nothing in it can widen what the policy allows.
import { afterAll, describe, expect, it } from "vitest";
import { loadPolicy } from "../../src/policy/load";
import { defaultPolicy } from "../../src/policy/policy";
import { withProjectSettings } from "../../src/policy/project-settings";
import { PolicyLoadError } from "../../src/policy/source";
import { fakeAnalyzeShellCommand } from "./support/fake-shell";
import { decider, makeWorld, policyPath, resolverFor } from "./support/world";

const world = makeWorld();
afterAll(() => world.cleanup());

const SETTINGS = JSON.stringify({
  permissions: {
    allow: ["Bash(make release)"],
    deny: ["Read(docs/**)", "NotebookRead"],
    ask: ["Bash(git push:*)"],
    additionalDirectories: ["../other"],
  },
});
const file = { path: ".claude/settings.json", text: SETTINGS };

async function policyWith(text: string) {
  return loadPolicy({
    text,
    path: policyPath(world),
    workspaceRoot: world.root,
    home: world.home,
    analyzeShell: fakeAnalyzeShellCommand,
    // Asynchronous, as the action's reader at the trusted commit is.
    readFile: (path) => Promise.resolve(path.endsWith(".claude/settings.json") ? SETTINGS : undefined),
  });
}

describe("a repository's Claude Code settings and the policy", () => {
  it("applies deny and ask rules without an import, never the allow rules, and names what it left out", async () => {
    const { policy, notes } = await withProjectSettings(defaultPolicy(), [file]);
    const decide = decider(world, resolverFor(world, policy));
    expect(await decide("Read", { file_path: "docs/guide.md" })).toMatchObject({
      behavior: "deny",
      rule: "Read(docs/**)",
    });
    expect(await decide("Bash", { command: "git push origin main" })).toMatchObject({
      behavior: "deny",
      rule: "Bash(git push:*)",
    });
    expect(await decide("Bash", { command: "make release" })).toMatchObject({ behavior: "deny", rule: null });
    expect(await decide("Read", { file_path: "README.md" })).toMatchObject({ behavior: "allow" });
    expect(notes).toEqual([
      ".claude/settings.json: its 1 allow rule was not applied: allow rules apply only when the policy imports the file (imports: [.claude/settings.json]); its deny and ask rules always apply.",
      ".claude/settings.json: permissions.additionalDirectories is not applied (steward decides every call by its policy, with nobody to ask).",
      '.claude/settings.json: the deny rule "NotebookRead" names NotebookRead, a tool steward does not have; there is nothing for it to deny.',
    ]);
  });

  it("with the import, the allow rules apply too (once), and the deny rules still win", async () => {
    const imported = await policyWith("imports: [./.claude/settings.json]\n").catch((e: unknown) => e);
    // NotebookRead is not a tool steward knows: an imported file is checked as strictly as the policy.
    expect(imported).toBeInstanceOf(PolicyLoadError);
    const clean = JSON.stringify({
      permissions: { allow: ["Bash(make release)", "Read"], deny: ["Read(docs/**)"] },
    });
    const policy = await loadPolicy({
      text: "imports: [.claude/settings.json]\n",
      path: policyPath(world),
      workspaceRoot: world.root,
      home: world.home,
      analyzeShell: fakeAnalyzeShellCommand,
      readFile: () => Promise.resolve(clean),
    });
    const { policy: withSettings, notes } = await withProjectSettings(policy, [
      { path: ".claude/settings.json", text: clean },
    ]);
    expect(notes).toEqual([]);
    expect(withSettings.deny.map((r) => r.text)).toEqual(["Read(docs/**)"]);
    const decide = decider(world, resolverFor(world, withSettings));
    expect(await decide("Bash", { command: "make release" })).toMatchObject({ behavior: "allow" });
    expect(await decide("Read", { file_path: "docs/guide.md" })).toMatchObject({ behavior: "deny" });
  });

  it("refuses a settings file whose deny rule it cannot read, with its place", async () => {
    const error = await withProjectSettings(defaultPolicy(), [
      { path: ".claude/settings.json", text: '{\n  "permissions": {"deny": ["Bash(rm"]}\n}\n' },
    ]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PolicyLoadError);
    expect((error as Error).message).toBe(
      '.claude/settings.json:2:28: malformed rule "Bash(rm": missing ")" at the end',
    );
  });
});
