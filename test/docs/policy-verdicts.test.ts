// docs/policy.md shows a policy file and a table of calls with their verdicts. Both are checked here
// against the real engine: the policy loads (its own examples included), and every row of the table
// gets the verdict — and, where the row names one, the rule — the page says it does.
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createPolicyResolver,
  loadPolicy,
  type PolicyResolver,
  requestFromCase,
} from "../../src/policy/index";
import { REPO_ROOT } from "../support/runner";

const page = await readFile(join(REPO_ROOT, "docs", "policy.md"), "utf8");
const policyText = /^```yaml\n(# \.github\/steward\.yml\n[\s\S]*?)^```$/m.exec(page)?.[1] ?? "";
const section = page.slice(page.indexOf("## Examples and their verdicts"));
const table = section.slice(0, section.indexOf("\n\n", section.indexOf("| call")));

interface Row {
  call: string;
  verdict: string;
  why: string;
}

const rows: Row[] = table
  .split("\n")
  .filter((line) => line.startsWith("| `"))
  .map((line) => {
    const cells = line
      .slice(1, -1)
      .split(/(?<!\\)\|/)
      .map((cell) => cell.trim().replace(/\\\|/g, "|"));
    return { call: cells[0] ?? "", verdict: cells[1] ?? "", why: cells[2] ?? "" };
  });

/** `Bash npm test` → the tool and its input; a cell may list several calls (`WebSearch`, `mcp__…`). */
function callsOf(cell: string): { tool: string; input: Record<string, unknown> }[] {
  return [...cell.matchAll(/`([^`]+)`/g)].map((match) => {
    const text = match[1] ?? "";
    const space = text.indexOf(" ");
    const tool = space === -1 ? text : text.slice(0, space);
    const arg = space === -1 ? "" : text.slice(space + 1);
    switch (tool) {
      case "Bash":
        return { tool, input: { command: arg } };
      case "Read":
        return { tool, input: { file_path: arg } };
      case "Edit":
        return { tool, input: { file_path: arg, old_string: "a", new_string: "b" } };
      case "Write":
        return { tool, input: { file_path: arg, content: "x" } };
      case "WebFetch":
        return { tool, input: { url: arg, prompt: "summarise" } };
      case "WebSearch":
        return { tool, input: { query: "steward" } };
      case "TodoWrite":
        return { tool, input: { todos: [] } };
      default:
        return { tool, input: {} };
    }
  });
}

let dir: string;
let resolver: PolicyResolver;
let workspace: string;
let home: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "steward-policy-doc-"));
  workspace = join(dir, "repo");
  home = join(dir, "home");
  await mkdir(join(workspace, ".github"), { recursive: true });
  await mkdir(join(home, ".ssh"), { recursive: true });
  await writeFile(join(workspace, ".github", "steward.yml"), policyText);
  // A checkout holds a .env more often than not: the page's recursive-read rows depend on it.
  await writeFile(join(workspace, ".env"), "KEY=1\n");
  const policy = await loadPolicy({
    text: policyText,
    path: ".github/steward.yml",
    workspaceRoot: workspace,
    home,
  });
  resolver = createPolicyResolver(policy, {
    workspaceRoot: workspace,
    home,
    policyFilePath: join(workspace, ".github", "steward.yml"),
  });
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("docs/policy.md", () => {
  it("every policy file it shows loads, its own examples included", async () => {
    const files = [...page.matchAll(/^```yaml\n# (\.github\/[\w.-]+\.yml)\n([\s\S]*?)^```$/gm)];
    expect(files.map((match) => match[1])).toEqual([".github/steward.yml", ".github/steward-review.yml"]);
    for (const [, path = "", text = ""] of files)
      await expect(loadPolicy({ text, path, workspaceRoot: workspace, home })).resolves.toMatchObject({
        path,
      });
  });

  it("shows a policy file and a table of verdicts", () => {
    expect(policyText).toContain("permissions:");
    expect(rows.length).toBeGreaterThan(20);
  });

  it.each(rows)("$call → $verdict", async ({ call, verdict, why }) => {
    const calls = callsOf(call);
    expect(calls.length).toBeGreaterThan(0);
    for (const { tool, input } of calls) {
      const atHome = (value: unknown) =>
        typeof value === "string" ? value.replace(/^~(?=\/)/, home) : value;
      const request = requestFromCase(
        tool,
        { ...input, ...(input["file_path"] === undefined ? {} : { file_path: atHome(input["file_path"]) }) },
        { cwd: workspace, workspaceRoot: workspace, home },
      );
      const { decision } = await resolver.explain(request);
      expect(decision.behavior, `${tool} ${JSON.stringify(input)}: ${decision.reason}`).toBe(verdict);
      const named = /^(?:deny |ask )?rule `([^`]+)`/.exec(why)?.[1];
      if (named !== undefined) expect(decision.rule).toBe(named);
    }
  });
});
