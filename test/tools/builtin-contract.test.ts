// One contract over every tool steward can offer. A tool's identity is written in several places that
// must not import each other (src/policy/ is a leaf and judges names it was never linked with; the
// agent keeps its own read-only sets): the tool file, src/policy/tools.ts (names, legacy names, read
// and edit families, read-only tools, rule specifiers), src/policy/requests.ts (the targets the policy
// derives from an input) and src/agent/ (the tools read-only agents keep). This fails when they disagree.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { READ_ONLY_AGENT_TOOLS } from "../../src/agent/project-session";
import { READ_ONLY_SUBAGENT_TOOLS } from "../../src/agent/subagents";
import { targetsFromInput } from "../../src/policy/requests";
import {
  EDIT_FAMILY,
  familyOf,
  LEGACY_TOOL_NAMES,
  MCP_RESOURCE_TOOLS,
  OUTPUT_TOOLS,
  READ_FAMILY,
  READ_ONLY_TOOLS,
  SESSION_TOOLS,
  specifierKindOf,
  TOOL_NAMES,
} from "../../src/policy/tools";
import { BUILTIN_TOOLS } from "../../src/tools/builtin";
import type { McpServers } from "../../src/tools/mcp/servers";
import { resourceTools } from "../../src/tools/mcp/resource-tools";
import { createSkillTool } from "../../src/tools/skill";
import { createStructuredOutputTool } from "../../src/tools/structured-output";
import type { AnyTool, PermissionTarget, ZodObjectSchema } from "../../src/tools/tool";
import { loadZod } from "../../src/tools/zod";
import { type TestBench, toolBench } from "./helpers";

/**
 * One valid input per tool, chosen to touch the most it can: a command that writes, a file to change.
 * A tool missing here fails the contract: add its input when adding the tool.
 */
const SAMPLE_INPUTS: Readonly<Record<string, unknown>> = {
  Agent: { description: "Look around", prompt: "Find the entry point." },
  Bash: { command: "touch made-by-bash" },
  Edit: { file_path: "a.txt", old_string: "a", new_string: "b" },
  EnterPlanMode: {},
  ExitPlanMode: { plan: "1. Change a.txt" },
  Glob: { pattern: "**/*.ts", path: "src" },
  Grep: { pattern: "TODO", path: "src" },
  ListMcpResourcesTool: {},
  MultiEdit: { file_path: "a.txt", edits: [{ old_string: "a", new_string: "b" }] },
  NotebookEdit: { notebook_path: "n.ipynb", new_source: "print(1)", cell_id: "c1" },
  Read: { file_path: "a.txt" },
  ReadMcpResourceTool: { server: "docs", uri: "docs://index" },
  ReviewComment: { path: "a.txt", line: 1, body: "This breaks the build." },
  Skill: { skill: "release" },
  StructuredOutput: { answer: "done" },
  TaskOutput: { task_id: "bash_1" },
  TaskStop: { task_id: "bash_1" },
  TodoWrite: { todos: [{ content: "Fix it", status: "pending", activeForm: "Fixing it" }] },
  ToolSearch: { query: "select:WebFetch" },
  WebFetch: { url: "https://example.com/", prompt: "Summarise it." },
  WebSearch: { query: "vitest snapshots" },
  Write: { file_path: "a.txt", content: "new" },
};

/** Every tool a session can hold besides MCP servers' own: the built-ins and the per-run tools. */
async function everyTool(): Promise<AnyTool[]> {
  const output = await createStructuredOutputTool({
    type: "object",
    properties: { answer: { type: "string" } },
    required: ["answer"],
  });
  // Built only to read their definitions; a call would reach these servers, and none is made.
  const noServers = {} as McpServers;
  const resources = resourceTools(noServers, { names: () => [] }, true);
  return [...BUILTIN_TOOLS, createSkillTool([]), output.tool, ...resources];
}

let bench: TestBench;
let tools: AnyTool[];
beforeAll(async () => {
  // Built-in tools build their schemas with zod once it is loaded (src/tools/zod.ts); tool calls load it.
  await loadZod();
  tools = await everyTool();
  bench = await toolBench(tools);
});
afterAll(() => bench.cleanup());

const sampleOf = (tool: AnyTool): unknown => {
  const input = SAMPLE_INPUTS[tool.name];
  expect(input, `SAMPLE_INPUTS needs an input for ${tool.name}`).toBeDefined();
  const parsed = z.safeParse(tool.inputSchema as ZodObjectSchema, input);
  expect(parsed.success, `${tool.name}'s sample input: ${String(parsed.error)}`).toBe(true);
  return parsed.data;
};

const sorted = (names: Iterable<string>) => [...names].sort();
const kindsOf = (targets: readonly PermissionTarget[]) => sorted(new Set(targets.map((t) => t.kind)));

describe("every tool and the policy's lists", () => {
  it("name the same tools", () => {
    expect(sorted(tools.map((t) => t.name))).toEqual(sorted(TOOL_NAMES));
    expect(sorted(Object.keys(SAMPLE_INPUTS))).toEqual(sorted(TOOL_NAMES));
  });

  it("know the same legacy names, each for the tool that answers to it", () => {
    const aliases = Object.fromEntries(tools.flatMap((t) => t.aliases.map((alias) => [alias, t.name])));
    expect(aliases).toEqual({ ...LEGACY_TOOL_NAMES });
  });

  it("agree on which tools change nothing whatever their input", async () => {
    const readOnly: string[] = [];
    for (const tool of tools)
      if ((await tool.isReadOnly(sampleOf(tool), bench.context)) === true) readOnly.push(tool.name);
    expect(sorted(readOnly)).toEqual(sorted(READ_ONLY_TOOLS));
  });

  it("keep read-only agents to read-only tools (and Bash, judged command by command)", () => {
    const known = new Set<string>(TOOL_NAMES);
    for (const name of [...READ_ONLY_SUBAGENT_TOOLS, ...READ_ONLY_AGENT_TOOLS]) {
      expect(known.has(name), `${name} is not a tool the policy knows`).toBe(true);
      expect(READ_ONLY_TOOLS.has(name) || name === "Bash", `${name} is not read-only`).toBe(true);
    }
    for (const name of READ_ONLY_AGENT_TOOLS)
      expect(READ_ONLY_SUBAGENT_TOOLS.has(name), `${name}: read-only sub-agents lack it`).toBe(true);
  });

  it("sort every tool into exactly one way of being judged", () => {
    const judgedByTargets = (name: string) =>
      familyOf(name) !== undefined || name === "Bash" || name === "WebFetch";
    for (const name of TOOL_NAMES) {
      const ways = [
        judgedByTargets(name),
        SESSION_TOOLS.has(name),
        OUTPUT_TOOLS.has(name),
        MCP_RESOURCE_TOOLS.has(name),
      ].filter(Boolean);
      // WebSearch is judged as a whole, by a rule naming it.
      expect(ways.length, name).toBe(name === "WebSearch" ? 0 : 1);
    }
  });
});

describe("every tool's permission targets and the policy's", () => {
  it.each(TOOL_NAMES.map((name) => [name]))("%s declares the kinds of target the policy derives", (name) => {
    const tool = tools.find((t) => t.name === name);
    expect(tool, name).toBeDefined();
    if (tool === undefined) return;
    const input = sampleOf(tool);
    const declared = kindsOf(tool.permissionTargets(input, bench.context));
    const derived = kindsOf(targetsFromInput(name, input, bench.root, bench.context.env["HOME"] ?? "/"));
    expect(declared, `${name}: the tool's targets against the policy's`).toEqual(derived);
    const family = familyOf(name);
    expect(family === "Read", `${name} in READ_FAMILY`).toBe(READ_FAMILY.has(name));
    expect(family === "Edit", `${name} in EDIT_FAMILY`).toBe(EDIT_FAMILY.has(name));
    if (family === "Read") expect(declared).toEqual(["read"]);
    if (family === "Edit") expect(declared).toEqual(["write"]);
    expect(declared.includes("command"), `${name} runs commands`).toBe(specifierKindOf(name) === "command");
    expect(declared.includes("url"), `${name} names URLs`).toBe(specifierKindOf(name) === "domain");
  });
});
