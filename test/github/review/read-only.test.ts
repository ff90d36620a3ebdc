// A review run's policy: the repository's own policy, made read-only by the policy engine itself —
// decisions from the real resolver and shell analysis on a real temp directory.
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPolicyResolver, loadPolicy, requestFromCase, type Policy } from "../../../src/policy/index";
import { readOnlyNote, readOnlyPolicy } from "../../../src/github/review/read-only";

let root: string;
let policy: Policy;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), "steward-read-only-"));
  await mkdir(join(root, "src"));
  await mkdir(join(root, "home"));
  await writeFile(join(root, "src", "a.ts"), "export const a = 1;\n");
  // A generous policy file: every write it allows must stop applying in a review.
  policy = await loadPolicy({
    text: [
      "permissions:",
      '  allow: ["Bash", "Bash(npm test)", "Edit(src/**)", "Write", "WebFetch(domain:example.com)", "Read(~/notes/**)"]',
      "",
    ].join("\n"),
    path: join(root, ".github", "steward.yml"),
    workspaceRoot: root,
  });
});
afterAll(async () => rm(root, { recursive: true, force: true }));

async function decide(p: Policy, tool: string, input: Record<string, unknown>) {
  const home = join(root, "home");
  const resolver = createPolicyResolver(p, { workspaceRoot: root, home, policyFilePath: null });
  return resolver.decide(requestFromCase(tool, input, { cwd: root, home, workspaceRoot: root }));
}

const writes: Array<[string, Record<string, unknown>]> = [
  ["Edit", { file_path: "src/a.ts", old_string: "1", new_string: "2" }],
  ["Write", { file_path: "src/b.ts", content: "x" }],
  ["MultiEdit", { file_path: "src/a.ts", edits: [{ old_string: "1", new_string: "2" }] }],
  ["NotebookEdit", { notebook_path: "src/n.ipynb", new_source: "x" }],
  ["Bash", { command: "sed -i s/1/2/ src/a.ts" }],
  ["Bash", { command: "echo x > src/a.ts" }],
  ["Bash", { command: "rm src/a.ts" }],
  ["Bash", { command: "npm test" }],
];

describe("readOnlyPolicy", () => {
  it.each(writes)("the policy file allows %s %j, a review denies it", async (tool, input) => {
    expect((await decide(policy, tool, { ...input })).behavior).toBe("allow");
    expect((await decide(readOnlyPolicy(policy).policy, tool, { ...input })).behavior).toBe("deny");
  });

  it.each([
    ["Read", { file_path: "src/a.ts" }],
    ["Bash", { command: "cat src/a.ts" }],
    ["Bash", { command: "git diff HEAD~1 -- src" }],
    ["Grep", { pattern: "a", path: "src" }],
    ["WebFetch", { url: "https://example.com/page", prompt: "read" }],
  ])("a review still reads: %s %j", async (tool, input) => {
    expect((await decide(readOnlyPolicy(policy).policy, tool, input)).behavior).toBe("allow");
  });

  it("says in the report what it did, naming the rules that did not apply", () => {
    const run = readOnlyPolicy(policy);
    expect(run.dropped).toEqual(["Bash", "Bash(npm test)", "Edit(src/**)", "Write"]);
    expect(readOnlyNote(run, policy)).toMatch(
      /read-only, enforced by the policy: Edit, Write, MultiEdit and NotebookEdit were denied.*Bash\(npm test\)/,
    );
    expect(readOnlyNote(undefined, policy)).toBeUndefined();
    expect(readOnlyNote(undefined, { ...policy, preset: "read-only" })).toMatch(/preset is read-only/);
  });
});
