// A slash command's allowed-tools (or an agent's tool rules) narrow the policy: a call needs the list
// AND the policy; session tools stay usable. With the real policy engine on a real workspace.
import { afterAll, describe, expect, it } from "vitest";
import { narrowResolver } from "../../src/agent/narrowing";
import { defaultPolicy } from "../../src/policy/policy";
import { requestFromCase } from "../../src/policy/requests";
import { makeWorld, resolverFor } from "../policy/support/world";

const world = makeWorld();
afterAll(() => world.cleanup());

describe("narrowing the policy to a list of tools", () => {
  const notes: string[] = [];
  const policy = resolverFor(world, { ...defaultPolicy(), allow: [] });
  const narrowed = narrowResolver(
    policy,
    {
      entries: ["Bash(git add:*)", "Read", "Bash(oops"],
      source: "the command /commit (.claude/commands/commit.md)",
    },
    { workspaceRoot: world.root, home: world.home, readableDirs: [] },
    (text) => notes.push(text),
  );
  const decide = (tool: string, input: Record<string, unknown>) => {
    const request = requestFromCase(tool, input, {
      cwd: world.root,
      workspaceRoot: world.root,
      home: world.home,
    });
    return narrowed.decide({ ...request, targets: [...request.targets] });
  };

  it.each([
    ["Read", { file_path: "README.md" }, "allow"],
    // Listed, but the policy still refuses a secret.
    ["Read", { file_path: ".env" }, "deny"],
    // Read-only and allowed by the policy, but not in the list.
    ["Bash", { command: "git status" }, "deny"],
    // A Read rule covers the tools that only look at files, as everywhere in the policy.
    ["Grep", { pattern: "x" }, "allow"],
    ["Write", { file_path: "src/new.ts", content: "x" }, "deny"],
    // In the list, but the policy has no rule for it: the list cannot widen the policy.
    ["Bash", { command: "git add ." }, "deny"],
    ["TodoWrite", { todos: [] }, "allow"],
  ])("%s %j: %s", async (tool, input, behavior) => {
    expect((await decide(tool, input)).behavior).toBe(behavior);
  });

  it("says who narrowed, and names entries it cannot read", async () => {
    expect((await decide("Bash", { command: "git status" })).reason).toBe(
      "the command /commit (.claude/commands/commit.md) limits this work to Bash(git add:*), Read, Bash(oops, and this call is not among them",
    );
    expect(notes).toEqual([
      'the command /commit (.claude/commands/commit.md): these tool entries allow nothing (steward cannot read them): "Bash(oops" (malformed rule "Bash(oops": missing ")" at the end).',
    ]);
  });
});
