// Decision order (deny, then ask, then allow, then the default; ask = deny), tool-level rules, legacy
// and MCP names, and what the resolver hands back: the rule, the reason, the steps, the record.
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultPolicy } from "../../src/policy/policy";
import { type DecisionRecord } from "../../src/policy/resolver";
import { decider, makeWorld, policyFrom, resolverFor, type Row } from "./support/world";

const world = makeWorld();
afterAll(() => world.cleanup());

describe("decision order", () => {
  it("deny beats ask beats allow, whatever the order in the file", async () => {
    const d = decider(
      world,
      resolverFor(
        world,
        await policyFrom(
          world,
          'permissions:\n  allow: ["Bash(git:*)", "Bash(npm:*)"]\n  ask: ["Bash(git push:*)", "Bash(npm publish:*)"]\n  deny: ["Bash(git push --force:*)"]\n',
        ),
      ),
    );
    expect(await d("Bash", { command: "git fetch" })).toMatchObject({
      behavior: "allow",
      rule: "Bash(git:*)",
    });
    expect(await d("Bash", { command: "git push --force origin" })).toMatchObject({
      behavior: "deny",
      rule: "Bash(git push --force:*)",
    });
    expect(await d("Bash", { command: "git push origin" })).toEqual({
      behavior: "deny",
      reason:
        "the policy asks before running `git push origin`: an ask rule matched, and nobody can answer a prompt in CI, so it is denied. Choose another approach",
      rule: "Bash(git push:*)",
    });
    expect(await d("Bash", { command: "cargo build" })).toMatchObject({ behavior: "deny", rule: null });
  });

  it("the strictest part wins: one denied part denies the whole command", async () => {
    const d = decider(
      world,
      resolverFor(
        world,
        await policyFrom(
          world,
          'permissions:\n  allow: ["Bash(npm:*)"]\n  ask: ["Bash(npm publish)"]\n  deny: ["Bash(npm unpublish)"]\n',
        ),
      ),
    );
    expect(await d("Bash", { command: "npm ci && npm publish && npm unpublish" })).toMatchObject({
      behavior: "deny",
      rule: "Bash(npm unpublish)",
    });
    expect(await d("Bash", { command: "npm ci && npm publish" })).toMatchObject({
      behavior: "deny",
      rule: "Bash(npm publish)",
    });
  });

  it("a deny rule beats a baseline allow and an allow rule for the same path", async () => {
    const d = decider(
      world,
      resolverFor(
        world,
        await policyFrom(
          world,
          'permissions:\n  allow: ["Edit(src/**)"]\n  deny: ["Edit(src/generated/**)"]\n  ask: ["Read(docs/**)"]\n',
        ),
      ),
    );
    expect(await d("Write", { file_path: "src/generated/a.ts", content: "" })).toMatchObject({
      behavior: "deny",
      rule: "Edit(src/generated/**)",
    });
    expect(await d("Write", { file_path: "src/a.ts", content: "" })).toMatchObject({
      behavior: "allow",
      rule: "Edit(src/**)",
    });
    expect(await d("Read", { file_path: "docs/guide.md" })).toMatchObject({
      behavior: "deny",
      rule: "Read(docs/**)",
    });
    expect((await d("Read", { file_path: "docs/guide.md" })).reason).toMatch(
      /nobody can answer a prompt in CI/,
    );
  });
});

describe("tool-level rules and names", () => {
  const rowsFor = async (text: string, rows: Row[]) => {
    const d = decider(world, resolverFor(world, await policyFrom(world, text)));
    for (const [label, tool, input, expected] of rows)
      expect((await d(tool, input)).behavior, label).toBe(expected);
  };

  it("allows the session tools in the baseline, and nothing unknown", async () => {
    await rowsFor("", [
      ["TodoWrite", "TodoWrite", { todos: [] }, "allow"],
      ["EnterPlanMode", "EnterPlanMode", {}, "allow"],
      ["ExitPlanMode", "ExitPlanMode", { plan: "x" }, "allow"],
      ["ToolSearch", "ToolSearch", { query: "select:WebFetch" }, "allow"],
      ["Agent", "Agent", { description: "look", prompt: "p" }, "allow"],
      ["Task (legacy Agent)", "Task", { description: "look", prompt: "p" }, "allow"],
      ["TaskOutput", "TaskOutput", { task_id: "1" }, "allow"],
      ["BashOutput (legacy)", "BashOutput", { bash_id: "1" }, "allow"],
      ["KillShell (legacy)", "KillShell", { shell_id: "1" }, "allow"],
      ["KillBash (legacy)", "KillBash", { shell_id: "1" }, "allow"],
      ["WebSearch", "WebSearch", { query: "x" }, "deny"],
      ["unknown tool", "Frobnicate", {}, "deny"],
      ["a name Object.prototype has", "constructor", {}, "deny"],
      ["another", "toString", {}, "deny"],
      ["lower-case name", "bash", { command: "ls" }, "deny"],
      ["MCP tool", "mcp__github__create_issue", {}, "deny"],
      ["Read without a path", "Read", {}, "deny"],
      ["Bash without a command", "Bash", {}, "deny"],
    ]);
  });

  it("bare rules cover the tool's family; legacy names in rules mean the current tool", async () => {
    await rowsFor('permissions:\n  deny: ["Read", "Task", "KillShell", "Write"]\n', [
      ["Read", "Read", { file_path: "README.md" }, "deny"],
      ["Glob (Read family)", "Glob", { pattern: "*" }, "deny"],
      ["Grep (Read family)", "Grep", { pattern: "x" }, "deny"],
      ["Bash reading a file", "Bash", { command: "cat README.md" }, "deny"],
      ["Bash without operands", "Bash", { command: "git status" }, "allow"],
      ["Agent via Task rule", "Agent", { description: "d", prompt: "p" }, "deny"],
      ["TaskStop via KillShell rule", "TaskStop", { task_id: "1" }, "deny"],
      ["Write", "Write", { file_path: "src/a.ts", content: "" }, "deny"],
      ["Edit is not Write", "Edit", { file_path: "src/a.ts", old_string: "a", new_string: "b" }, "allow"],
    ]);
    await rowsFor('permissions:\n  deny: ["Edit"]\n', [
      ["Write (Edit family)", "Write", { file_path: "src/a.ts", content: "" }, "deny"],
      ["NotebookEdit (Edit family)", "NotebookEdit", { notebook_path: "a.ipynb", new_source: "" }, "deny"],
      ["Bash writing a file", "Bash", { command: "echo x > out.txt" }, "deny"],
      ["Read", "Read", { file_path: "README.md" }, "allow"],
    ]);
  });

  it("MCP rules: server, tool, wildcard", async () => {
    await rowsFor(
      'permissions:\n  allow: ["mcp__github", "mcp__linear__get_issue", "mcp__jira__*"]\n  deny: ["mcp__github__delete_repo"]\n',
      [
        ["server rule", "mcp__github__create_issue", {}, "allow"],
        ["denied tool of an allowed server", "mcp__github__delete_repo", {}, "deny"],
        ["a server whose name extends the rule's", "mcp__github2__create_issue", {}, "deny"],
        ["tool rule", "mcp__linear__get_issue", {}, "allow"],
        ["another tool of that server", "mcp__linear__delete_issue", {}, "deny"],
        ["wildcard", "mcp__jira__search", {}, "allow"],
        ["a tool rule does not reach a longer tool name", "mcp__linear__get_issue__all", {}, "deny"],
      ],
    );
  });

  it("MCP resource tools: reached by rules about the server they name, or about the tool itself", async () => {
    await rowsFor(
      'permissions:\n  allow: ["mcp__docs", "mcp__wiki__*", "mcp__linear__get_issue"]\n  deny: ["mcp__vault"]\n',
      [
        ["server rule", "ReadMcpResourceTool", { server: "docs", uri: "file:///a" }, "allow"],
        ["wildcard rule", "ListMcpResourcesTool", { server: "wiki" }, "allow"],
        ["a tool rule is not the server", "ReadMcpResourceTool", { server: "linear", uri: "x://1" }, "deny"],
        ["denied server", "ReadMcpResourceTool", { server: "vault", uri: "x://k" }, "deny"],
        ["no rule", "ListMcpResourcesTool", { server: "other" }, "deny"],
        ["no server named", "ListMcpResourcesTool", {}, "deny"],
      ],
    );
    await rowsFor('permissions:\n  allow: ["ListMcpResourcesTool"]\n  deny: ["mcp__vault"]\n', [
      ["rule naming the tool", "ListMcpResourcesTool", {}, "allow"],
      ["deny about the server wins", "ListMcpResourcesTool", { server: "vault" }, "deny"],
    ]);
  });

  it("Agent(type) rules", async () => {
    await rowsFor('permissions:\n  deny: ["Agent(general-purpose)"]\n', [
      ["default type", "Agent", { description: "d", prompt: "p" }, "deny"],
      ["Explore", "Agent", { description: "d", prompt: "p", subagent_type: "Explore" }, "allow"],
    ]);
    await rowsFor('extends: none\npermissions:\n  allow: ["Agent(Explore)"]\n', [
      ["Explore allowed", "Agent", { description: "d", prompt: "p", subagent_type: "Explore" }, "allow"],
      ["others not", "Agent", { description: "d", prompt: "p" }, "deny"],
    ]);
  });

  it("allows StructuredOutput under every preset, unless a rule denies it", async () => {
    for (const preset of ["default", "read-only", "none"])
      await rowsFor(`extends: ${preset}\n`, [[preset, "StructuredOutput", { verdict: "ok" }, "allow"]]);
    await rowsFor('permissions:\n  deny: ["StructuredOutput"]\n', [
      ["denied by name", "StructuredOutput", { verdict: "ok" }, "deny"],
    ]);
  });
});

describe("the resolver's answers", () => {
  let records: DecisionRecord[];
  let resolver: ReturnType<typeof resolverFor>;
  beforeAll(async () => {
    records = [];
    resolver = resolverFor(
      world,
      await policyFrom(world, 'permissions:\n  allow: ["Bash(npm test)"]\n  ask: ["Bash(git push:*)"]\n'),
      {
        onDecision: (r) => records.push(r),
      },
    );
  });

  const request = (toolName: string, input: Record<string, unknown>, targets: unknown[] = []) => ({
    toolName,
    input,
    targets: targets as never[],
    readOnly: false,
    cwd: world.root,
    workspaceRoot: world.root,
  });

  it("records every decision for the transcript and the report", async () => {
    await resolver.decide(
      request("Bash", { command: "npm test" }, [{ kind: "command", command: "npm test" }]),
    );
    await resolver.decide(request("Bash", { command: "git push origin main" }));
    await resolver.decide(request("Read", { file_path: ".env" }));
    expect(records).toEqual([
      {
        tool: "Bash",
        input: "npm test",
        decision: "allow",
        asked: false,
        rule: "Bash(npm test)",
        reason: "allowed: Bash(npm test) allows it",
      },
      {
        tool: "Bash",
        input: "git push origin main",
        decision: "deny",
        asked: true,
        rule: "Bash(git push:*)",
        reason: expect.stringContaining("nobody can answer a prompt in CI") as unknown as string,
      },
      {
        tool: "Read",
        input: ".env",
        decision: "deny",
        asked: false,
        rule: null,
        reason:
          ".env is a secret-like file (.env*); it is never read unless a policy rule names it explicitly.",
      },
    ]);
  });

  it("explains every part: what, outcome, rule, why", async () => {
    const explanation = await resolver.explain(
      request("Bash", { command: "npm test && cat .env > out.txt" }),
    );
    expect(explanation.steps.map(({ part, outcome, rule }) => ({ part, outcome, rule }))).toEqual([
      { part: "command `npm test`", outcome: "allow", rule: "Bash(npm test)" },
      { part: "command `cat .env`", outcome: "deny", rule: null },
      { part: "write out.txt", outcome: "allow", rule: null },
      { part: "read .env", outcome: "deny", rule: null },
    ]);
    expect(explanation.decision.behavior).toBe("deny");
  });

  it("judges the targets a tool declares as well as the ones in its input", async () => {
    const declared = await resolver.decide(
      request("Read", { file_path: "README.md" }, [{ kind: "read", path: join(world.home, ".ssh/id_rsa") }]),
    );
    expect(declared.behavior).toBe("deny");
    const malformed = await resolver.decide(
      request("Read", { file_path: "README.md" }, [{ kind: "teleport", where: "/" }]),
    );
    expect(malformed).toEqual({
      behavior: "deny",
      reason: "the call declared a target the policy cannot read.",
      rule: null,
    });
  });

  it("fails closed on a request without an absolute working directory", async () => {
    expect(
      (await resolver.decide({ ...request("Read", { file_path: "README.md" }), cwd: "relative" })).behavior,
    ).toBe("deny");
  });

  // Rules relative to the working directory were matched below the directory as written, so
  // `sub/.` matched nothing below sub and the deny rule let every read through.
  it("judges a working directory written with `.` or `//` as the directory it names, and denies `..`", async () => {
    world.file("sub/secret/key.txt");
    const guarded = resolverFor(
      world,
      await policyFrom(world, 'permissions:\n  deny: ["Read(secret/**)"]\n'),
    );
    const d = decider(world, guarded);
    const sub = join(world.root, "sub");
    const key = join(sub, "secret", "key.txt");
    for (const cwd of [sub, `${sub}/.`, `${world.root}//sub/`]) {
      expect((await d("Read", { file_path: "secret/key.txt" }, cwd)).rule, cwd).toBe("Read(secret/**)");
      expect((await d("Bash", { command: "cat secret/key.txt" }, cwd)).rule, cwd).toBe("Read(secret/**)");
      expect((await d("Grep", { pattern: "x", path: "secret" }, cwd)).rule, cwd).toBe("Read(secret/**)");
      expect(guarded.mayAccess({ access: "read", path: key, tool: "Read", cwd }), cwd).toBe(false);
    }
    // Where `..` leads depends on the links before it, which the anchor cannot follow.
    const climbing = `${sub}/secret/..`;
    expect(await d("Read", { file_path: "secret/key.txt" }, climbing)).toEqual({
      behavior: "deny",
      reason: `the working directory ${climbing} climbs with ".."; it cannot be judged.`,
      rule: null,
    });
    expect(guarded.mayAccess({ access: "read", path: key, tool: "Read", cwd: climbing })).toBe(false);
    const readme = join(world.root, "README.md");
    expect(guarded.mayAccess({ access: "read", path: readme, tool: "Read", cwd: world.root })).toBe(true);
    expect(guarded.mayAccess({ access: "read", path: readme, tool: "Read", cwd: "." })).toBe(false);
  });

  it("canRead answers for tools that list many files", () => {
    expect(resolver.canRead(join(world.root, "src/a.ts"))).toBe(true);
    expect(resolver.canRead(join(world.root, ".env"))).toBe(false);
    expect(resolver.canRead(join(world.root, "certs/dev.pem"))).toBe(false);
    expect(resolver.canRead(join(world.sibling, "secret"))).toBe(false);
  });

  it("mayAccess judges one access as a call by that tool from that working directory would be", async () => {
    const scoped = resolverFor(
      world,
      await policyFrom(world, 'extends: read-only\npermissions:\n  allow: ["Edit(src/**)"]\n'),
    );
    const src = join(world.root, "src");
    const write = (path: string, cwd = world.root) =>
      scoped.mayAccess({ access: "write", path, tool: "Edit", cwd });
    expect(write(join(src, "a.ts"))).toBe(true);
    expect(write(join(world.root, "README.md"))).toBe(false);
    // `src/**` is anchored at the working directory, as the call itself was judged.
    expect(write(join(src, "a.ts"), src)).toBe(false);
    expect(write(join(src, "src", "b.ts"), src)).toBe(true);
    expect(
      scoped.mayAccess({
        access: "read",
        path: join(world.home, ".ssh", "id_rsa"),
        tool: "Read",
        cwd: world.root,
      }),
    ).toBe(false);
    expect(
      scoped.mayAccess({ access: "read", path: join(world.root, "src/a.ts"), tool: "Grep", cwd: world.root }),
    ).toBe(true);
  });

  it("works with the built-in policy and no file", async () => {
    const d = decider(world, resolverFor(world, defaultPolicy(), { policyFilePath: null }));
    expect((await d("Write", { file_path: ".github/steward.yml", content: "" })).behavior).toBe("deny");
    expect((await d("Read", { file_path: "README.md" })).behavior).toBe("allow");
  });
});

describe("tools judged by rules about the tool", () => {
  it("an MCP tool that declares a workspace path still needs a rule naming the tool", async () => {
    const resolver = resolverFor(
      world,
      await policyFrom(world, 'permissions:\n  allow: ["mcp__files__read"]\n'),
    );
    const request = (toolName: string) => ({
      toolName,
      input: {},
      targets: [{ kind: "read" as const, path: join(world.root, "README.md") }],
      readOnly: true,
      cwd: world.root,
      workspaceRoot: world.root,
    });
    expect((await resolver.decide(request("mcp__files__read"))).behavior).toBe("allow");
    expect((await resolver.decide(request("mcp__files__list"))).behavior).toBe("deny");
    const secret = await resolver.decide({
      ...request("mcp__files__read"),
      targets: [{ kind: "read", path: join(world.root, ".env") }],
    });
    expect(secret.behavior).toBe("deny");
  });
});
