// Loading policy files: every problem is an error naming file, line, column and the rule or key, and
// a policy with any problem is refused as a whole.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadPolicy, loadPolicyFile, repositoryRootOf } from "../../src/policy/load";
import { PolicyLoadError } from "../../src/policy/source";
import { fakeAnalyzeShellCommand } from "./support/fake-shell";
import { makeWorld } from "./support/world";

const world = makeWorld();
afterAll(() => world.cleanup());

const FILE = ".github/steward.yml";

const load = (text: string, extra: { readFile?: (p: string) => string | undefined } = {}) =>
  loadPolicy({
    text,
    path: FILE,
    workspaceRoot: world.root,
    home: world.home,
    analyzeShell: fakeAnalyzeShellCommand,
    ...extra,
  });

async function loadError(
  text: string,
  extra: { readFile?: (p: string) => string | undefined } = {},
): Promise<string> {
  try {
    await load(text, extra);
  } catch (error) {
    expect(error).toBeInstanceOf(PolicyLoadError);
    return (error as PolicyLoadError).message;
  }
  throw new Error("the policy loaded, but an error was expected");
}

describe("rule syntax: accepted", () => {
  const accepted: [string, string][] = [
    ["bare tool", "Bash"],
    ["exact command", "Bash(npm test)"],
    ["legacy prefix", "Bash(npm run lint:*)"],
    ["wildcard", "Bash(git * main)"],
    ["trailing wildcard", "Bash(ls *)"],
    ["everything", "Bash(*)"],
    ["path relative to cwd", "Read(src/**)"],
    ["path ./ relative", "Edit(./docs/**)"],
    ["path from repository root", "Edit(/src/**/*.ts)"],
    ["absolute path", "Read(//etc/hosts)"],
    ["home path", "Read(~/notes/**)"],
    ["floating name", "Read(.env)"],
    ["domain", "WebFetch(domain:docs.github.com)"],
    ["subdomains", "WebFetch(domain:*.example.com)"],
    ["IDN domain", "WebFetch(domain:bücher.de)"],
    ["MCP server", "mcp__github"],
    ["MCP tool", "mcp__github__create_issue"],
    ["MCP wildcard", "mcp__github__*"],
    ["legacy Task", "Task"],
    ["legacy KillShell", "KillShell"],
    ["legacy BashOutput", "BashOutput"],
    ["agent type", "Agent(Explore)"],
    ["bare Write", "Write"],
    ["bare Glob", "Glob"],
    ["WebSearch", "WebSearch"],
    ["TodoWrite", "TodoWrite"],
    ["surrounding spaces", "  Bash(npm test)  "],
  ];
  it.each(accepted)("%s: %s", async (_, rule) => {
    const policy = await load(`permissions:\n  allow:\n    - ${JSON.stringify(rule)}\n`);
    expect(policy.allow.map((r) => r.text)).toEqual([rule.trim()]);
    expect(policy.allow[0]?.source).toEqual({ file: FILE, line: 3, column: 7 });
  });
});

describe("rule syntax: rejected, with file:line:column and the rule", () => {
  const at = `${FILE}:3:7: `;
  const rejected: [string, string][] = [
    ["Bash(npm test", 'malformed rule "Bash(npm test": missing ")" at the end'],
    ["Bash)", 'malformed rule "Bash)": ")" without "("'],
    ["Bash()", 'malformed rule "Bash()": empty parentheses; write Bash alone to mean every Bash call'],
    ["Bsh(npm test)", 'unknown tool name "Bsh" in rule "Bsh(npm test)" (did you mean "Bash"?)'],
    ["bash(npm test)", 'unknown tool name "bash" in rule "bash(npm test)" (did you mean "Bash"?)'],
    ["Frobnicate", 'unknown tool name "Frobnicate" in rule "Frobnicate"'],
    ["constructor", 'unknown tool name "constructor" in rule "constructor"'],
    [
      "Bash(git:*:*)",
      'malformed rule "Bash(git:*:*)": ":*" may only end a Bash rule (write "Bash(npm run test:*)", or use " *" wildcards)',
    ],
    ["Bash(:*)", 'malformed rule "Bash(:*)": a Bash prefix rule needs a command before ":*"'],
    [
      "Bash(git * :*)",
      'malformed rule "Bash(git * :*)": a Bash prefix rule (":*") cannot contain other "*" wildcards',
    ],
    [
      "Read(../secrets/**)",
      'malformed rule "Read(../secrets/**)": path patterns may not contain "." or ".." segments; write //absolute/path or /repository/path',
    ],
    [
      "Read(!src/**)",
      'malformed rule "Read(!src/**)": negated patterns ("!") are not supported; use a deny rule instead',
    ],
    [
      "Read(//)",
      'malformed rule "Read(//)": the path pattern is empty (write for example src/** or /docs/**)',
    ],
    [
      "Write(src/**)",
      'malformed rule "Write(src/**)": path rules are written Edit(...); Edit rules cover Write',
    ],
    [
      "Glob(src/**)",
      'malformed rule "Glob(src/**)": path rules are written Read(...); Read rules cover Glob',
    ],
    [
      "TodoWrite(x)",
      'malformed rule "TodoWrite(x)": TodoWrite rules take no specifier; write TodoWrite alone',
    ],
    [
      "WebFetch(docs.github.com)",
      'malformed rule "WebFetch(docs.github.com)": WebFetch rules name a domain: write WebFetch(domain:docs.github.com) or WebFetch(domain:*.example.com)',
    ],
    [
      "WebFetch(domain:https://x.com/)",
      'malformed rule "WebFetch(domain:https://x.com/)": "https://x.com/" is not a host name (no scheme, port, path or wildcards other than a leading "*.")',
    ],
    [
      "WebFetch(domain:127.0.0.1)",
      'malformed rule "WebFetch(domain:127.0.0.1)": "127.0.0.1" is an IP address; WebFetch never fetches IP addresses, so a rule for one cannot allow anything',
    ],
    ["WebFetch(domain:)", 'malformed rule "WebFetch(domain:)": the domain is empty'],
    ["mcp__", 'malformed rule "mcp__": an MCP rule is mcp__server, mcp__server__tool or mcp__server__*'],
    ["mcp__github(x)", 'malformed rule "mcp__github(x)": MCP rules take no specifier in parentheses'],
    [
      "Agent(two words)",
      'malformed rule "Agent(two words)": an Agent rule names a sub-agent type, such as Agent(Explore)',
    ],
    [
      "Bash npm test",
      'malformed rule "Bash npm test": expected Tool or Tool(specifier), with no spaces in the tool name',
    ],
  ];
  it.each(rejected)("%s", async (rule, message) => {
    expect(await loadError(`permissions:\n  allow:\n    - ${JSON.stringify(rule)}\n`)).toBe(at + message);
  });

  it("rejects a rule that is not a string", async () => {
    expect(await loadError("permissions:\n  deny:\n    - 42\n")).toBe(
      `${FILE}:3:7: permissions.deny[0] must be a rule string such as "Bash(npm test)", got number 42`,
    );
  });

  it("reports every problem at once, each at its own line", async () => {
    const text = 'permissions:\n  allow:\n    - "Bash(npm test)"\n    - "Bsh(x)"\n  deny:\n    - "Read("\n';
    expect(await loadError(text)).toBe(
      [
        `${FILE}:4:7: unknown tool name "Bsh" in rule "Bsh(x)" (did you mean "Bash"?)`,
        `${FILE}:6:7: malformed rule "Read(": missing ")" at the end`,
      ].join("\n"),
    );
  });
});

describe("keys", () => {
  it("rejects unknown keys with a hint", async () => {
    expect(await loadError("permisions:\n  allow: []\n")).toBe(
      `${FILE}:1:1: unknown key "permisions" in the policy (did you mean "permissions"?); the keys here are $schema, extends, permissions, imports, env, sandbox, examples`,
    );
    expect(await loadError("permissions:\n  alow: []\n")).toBe(
      `${FILE}:2:3: unknown key "alow" in permissions (did you mean "allow"?); the keys here are allow, ask, deny`,
    );
  });

  it("rejects a document that is not a mapping, and lists that are not lists", async () => {
    expect(await loadError("- Bash\n")).toBe(`${FILE}:1:1: the policy must be a mapping of keys`);
    expect(await loadError("permissions:\n  allow: Bash(npm test)\n")).toBe(
      `${FILE}:2:10: permissions.allow must be a list`,
    );
  });

  it("rejects invalid YAML and duplicate keys", async () => {
    expect(await loadError("permissions:\n  allow: [\n")).toMatch(
      new RegExp(`^${FILE}:\\d+:\\d+: not valid YAML or JSON: `),
    );
    expect(await loadError("extends: none\nextends: default\n")).toBe(
      `${FILE}:2:1: not valid YAML or JSON: Map keys must be unique`,
    );
  });

  it("checks extends", async () => {
    expect((await load("extends: none\n")).preset).toBe("none");
    expect((await load("extends: read-only\n")).preset).toBe("read-only");
    expect((await load("")).preset).toBe("default");
    expect(await loadError("extends: strict\n")).toBe(
      `${FILE}:1:10: extends must be one of default, read-only, none, got "strict"`,
    );
  });

  it("parses and validates sandbox settings", async () => {
    const policy = await load(
      "sandbox:\n  mode: preferred\n  network: allow\n  filesystem:\n    allowWrite: [/tmp/build/, ~/.cache/pip]\n",
    );
    expect(policy.sandbox).toEqual({
      mode: "preferred",
      network: "allow",
      filesystem: { allowWrite: ["/tmp/build", "~/.cache/pip"] },
    });
    expect((await load("sandbox: off\n")).sandbox).toEqual({ mode: "off" });
    expect((await load("sandbox:\n  allowedDomains: [registry.npmjs.org]\n")).sandbox).toEqual({
      allowedDomains: ["registry.npmjs.org"],
    });
    expect(await loadError("sandbox:\n  mode: yes\n")).toBe(
      `${FILE}:2:9: sandbox.mode must be one of required, preferred, off, got "yes"`,
    );
    expect(await loadError("sandbox: false\n")).toBe(
      `${FILE}:1:10: sandbox must be one of required, preferred, off, got boolean false`,
    );
    expect(await loadError("sandbox:\n  allowedDomains: [http://x]\n")).toBe(
      `${FILE}:2:20: sandbox.allowedDomains: "http://x" is not a host name (no scheme, port, path or wildcards other than a leading "*.")`,
    );
    expect(await loadError("sandbox:\n  allowedDomains: [140.82.112.3]\n")).toBe(
      `${FILE}:2:20: sandbox.allowedDomains: "140.82.112.3" is an IP address; the sandbox's proxy reaches hosts by name only, so list the host name`,
    );
    expect(await loadError('sandbox:\n  allowedDomains: ["*.com"]\n')).toMatch(
      /"\*\.com" would allow every host under a top-level domain/,
    );
    expect(await loadError("sandbox:\n  network: allow\n  allowedDomains: [a.com]\n")).toMatch(
      /sandbox.allowedDomains limits the network to named domains, but sandbox.network is allow/,
    );
    expect(await loadError("sandbox:\n  filesystem:\n    allowWrite: [build]\n")).toMatch(
      /sandbox.filesystem.allowWrite: "build" must be an absolute path or start with ~\//,
    );
    expect(await loadError("sandbox:\n  filesystem:\n    allowWrite: [/]\n")).toMatch(
      /whole machine writable/,
    );
    expect(await loadError("sandbox:\n  nework: {}\n")).toMatch(
      /unknown key "nework" in sandbox \(did you mean "network"\?\)/,
    );
  });

  it("accepts JSON, with positions", async () => {
    const json = '{\n  "permissions": {\n    "allow": ["Bash(npm test)"],\n    "deny": ["Bsh"]\n  }\n}\n';
    expect(await loadError(json)).toBe(
      `${FILE}:4:14: unknown tool name "Bsh" in rule "Bsh" (did you mean "Bash"?)`,
    );
    const policy = await load(
      '{"$schema": "../schema/policy.schema.json", "permissions": {"allow": ["Read"]}}',
    );
    expect(policy.allow[0]?.text).toBe("Read");
  });
});

describe("env passthrough", () => {
  it("passes harmless names", async () => {
    expect((await load("env:\n  passthrough: [NODE_ENV, FORCE_COLOR]\n")).env.passthrough).toEqual([
      "NODE_ENV",
      "FORCE_COLOR",
    ]);
  });

  it.each([
    ["GITHUB_TOKEN", "it is the workflow's GitHub token"],
    ["NPM_TOKEN", "it contains TOKEN, so it looks like a secret"],
    ["AWS_REGION", "names starting with AWS_ carry the action's inputs or cloud credentials"],
    ["INPUT_GITHUB-TOKEN", "names starting with INPUT_ carry the action's inputs or cloud credentials"],
    ["DB_PASSWORD", "it contains PASSWORD, so it looks like a secret"],
    ["my_api_key", "it contains KEY, so it looks like a secret"],
  ])("refuses %s, naming the variable", async (name, why) => {
    const message = await loadError(`env:\n  passthrough:\n    - ${JSON.stringify(name)}\n`);
    if (name.includes("-"))
      expect(message).toBe(
        `${FILE}:3:7: env.passthrough entry "${name}" is not an environment variable name (letters, digits and _, not starting with a digit)`,
      );
    else
      expect(message).toBe(
        `${FILE}:3:7: env.passthrough names ${name}, which is never passed to the agent's processes: ${why}. Secrets stay with the action; give the agent a command that uses them through a rule instead`,
      );
  });
});

describe("env passthrough: variables that change what the policy judged", () => {
  it.each([
    ["BASH_ENV", "bash"],
    ["ENV", "bash"],
    ["SHELLOPTS", "bash"],
    ["BASHOPTS", "bash"],
    ["GLOBIGNORE", "bash"],
    ["CDPATH", "bash"],
    ["PROMPT_COMMAND", "bash"],
    ["IFS", "bash"],
    ["PS4", "bash"],
    ["POSIXLY_CORRECT", "GNU programs"],
    ["BASH_FUNC_ls", "shell function"],
    ["LD_PRELOAD", "dynamic loader"],
    ["GIT_CONFIG_COUNT", "GIT_CONFIG_"],
    ["GIT_CONFIG_PARAMETERS", "GIT_CONFIG_"],
    ["GIT_DIR", "repository"],
    ["GIT_CEILING_DIRECTORIES", "repository"],
    ["MANOPT", "read-only"],
    ["LESSOPEN", "read-only"],
    ["RIPGREP_CONFIG_PATH", "read-only"],
    ["TAR_OPTIONS", "read-only"],
  ])("refuses %s, naming the variable and why", async (name, why) => {
    const message = await loadError(`env:\n  passthrough:\n    - ${name}\n`);
    expect(message).toContain(`${FILE}:3:7: env.passthrough names ${name}, which is never passed`);
    expect(message).toContain(why);
  });

  it("keeps runner settings a workflow sets on purpose", async () => {
    expect(
      (await load("env:\n  passthrough: [NODE_OPTIONS, npm_config_cache, JAVA_HOME, PYTHONUNBUFFERED]\n")).env
        .passthrough,
    ).toEqual(["NODE_OPTIONS", "npm_config_cache", "JAVA_HOME", "PYTHONUNBUFFERED"]);
  });
});

describe("examples: a policy that tests itself", () => {
  const policy = (examples: string) =>
    `permissions:\n  allow: ["Bash(npm test)"]\n  deny: ["Bash(git push:*)"]\nexamples:\n${examples}`;

  it("loads when every example holds", async () => {
    const loaded = await load(
      policy(
        [
          '  - {tool: Bash, input: {command: "npm test"}, expect: allow}',
          '  - {tool: Bash, input: {command: "git push origin main"}, expect: deny, name: no pushing}',
          "  - {tool: Read, input: {file_path: src/a.ts}, expect: allow}",
          "  - {tool: Read, input: {file_path: .env}, expect: deny}",
          "  - {tool: Write, input: {file_path: .github/workflows/ci.yml, content: x}, expect: deny}",
        ].join("\n"),
      ),
    );
    expect(loaded.examples).toHaveLength(5);
  });

  it("refuses the policy when an example fails, naming file, line and the example", async () => {
    const message = await loadError(
      policy(
        [
          '  - {tool: Bash, input: {command: "npm test"}, expect: allow}',
          '  - {tool: Bash, input: {command: "npm test -- -u"}, expect: allow}',
        ].join("\n"),
      ),
    );
    expect(message).toBe(
      `${FILE}:6:5: example 2 (Bash npm test -- -u) expected allow, got deny (no rule): no rule allows \`npm test -- -u\` and it is not a read-only command. Allowed here: read-only commands, Bash(npm test).`,
    );
    const named = await loadError(
      policy(
        '  - name: pushing is fine\n    tool: Bash\n    input: {command: "git push"}\n    expect: allow\n',
      ),
    );
    expect(named).toMatch(
      new RegExp(
        `^${FILE}:5:5: example 1 "pushing is fine" \\(Bash git push\\) expected allow, got deny \\(rule Bash\\(git push:\\*\\)\\): the policy denies`,
      ),
    );
  });

  it("checks the shape of examples", async () => {
    expect(await loadError(policy("  - {tool: Bsh, input: {}, expect: allow}\n"))).toBe(
      `${FILE}:5:12: examples[0].tool: unknown tool "Bsh" (did you mean "Bash"?)`,
    );
    expect(await loadError(policy("  - {tool: Bash, input: npm test, expect: allow}\n"))).toBe(
      `${FILE}:5:25: examples[0].input must be a mapping of the tool's input, such as {command: "npm test"}`,
    );
    expect(await loadError(policy('  - {tool: Bash, input: {command: "x"}, expect: maybe}\n'))).toBe(
      `${FILE}:5:49: examples[0].expect must be allow or deny, got "maybe"`,
    );
    expect(await loadError(policy("  - {tool: Bash, input: {command: x}}\n"))).toBe(
      `${FILE}:5:5: examples[0] needs "expect" (an example is {tool, input, expect: allow|deny})`,
    );
  });

  it("reads an ask as a denial in examples", async () => {
    await expect(
      load(
        'permissions:\n  ask: ["Bash(npm publish:*)"]\nexamples:\n  - {tool: Bash, input: {command: npm publish}, expect: deny}\n',
      ),
    ).resolves.toBeDefined();
  });
});

describe("imports of Claude Code settings", () => {
  const settings =
    '{\n  "permissions": {\n    "allow": ["Bash(npm run lint:*)"],\n    "deny": ["Read(secrets/**)"],\n    "defaultMode": "acceptEdits",\n    "additionalDirectories": ["../"]\n  },\n  "model": "x"\n}\n';
  const reader = (files: Record<string, string>) => (path: string) => files[path];

  it("adds the settings' rules, keeping their own file and line", async () => {
    const policy = await load(
      'imports: [.claude/settings.json]\npermissions:\n  allow: ["Bash(npm test)"]\n',
      {
        readFile: reader({ [join(world.root, ".claude/settings.json")]: settings }),
      },
    );
    expect(policy.allow.map((r) => r.text)).toEqual(["Bash(npm test)", "Bash(npm run lint:*)"]);
    expect(policy.deny[0]?.source).toEqual({ file: ".claude/settings.json", line: 4, column: 14 });
    expect(policy.imports).toEqual([".claude/settings.json"]);
  });

  it("reports errors in an imported file against that file", async () => {
    const bad = '{"permissions": {"allow": ["Bash(npm test"]}}';
    expect(
      await loadError("imports: [.claude/settings.json]\n", {
        readFile: reader({ [join(world.root, ".claude/settings.json")]: bad }),
      }),
    ).toBe('.claude/settings.json:1:28: malformed rule "Bash(npm test": missing ")" at the end');
  });

  it("refuses missing files and paths outside the repository", async () => {
    expect(await loadError("imports: [.claude/settings.json]\n", { readFile: () => undefined })).toBe(
      `${FILE}:1:11: imports entry ".claude/settings.json": the file does not exist in the repository`,
    );
    expect(await loadError("imports: [../other/settings.json]\n", { readFile: () => "{}" })).toBe(
      `${FILE}:1:11: imports entry "../other/settings.json" must be a path inside the repository, such as .claude/settings.json`,
    );
  });
});

describe("loadPolicyFile", () => {
  it("reads the file and its imports from the repository", async () => {
    mkdirSync(join(world.root, ".claude"), { recursive: true });
    writeFileSync(join(world.root, ".claude/settings.json"), '{"permissions": {"deny": ["Bash(curl:*)"]}}');
    const path = join(world.root, ".github/steward.yml");
    writeFileSync(path, "imports: [.claude/settings.json]\npermissions:\n  allow: [Bash(npm test)]\n");
    const policy = await loadPolicyFile(path, { analyzeShell: fakeAnalyzeShellCommand });
    expect(policy.path).toBe(path);
    expect(policy.deny.map((r) => r.text)).toEqual(["Bash(curl:*)"]);
  });

  it("finds the repository root from the policy's place", () => {
    expect(repositoryRootOf("/w/app/.github/steward.yml")).toBe("/w/app");
    expect(repositoryRootOf("/w/app/.claude/settings.json")).toBe("/w/app");
    expect(repositoryRootOf("/w/app/policy.yml")).toBe("/w/app");
  });
});

describe("what YAML could make vanish from a list", () => {
  it("refuses an alias that names no anchor (it read as an empty deny list)", async () => {
    const message = await loadError("permissions:\n  allow: &ok [Read]\n  deny: *oops\n");
    expect(message).toContain(`${FILE}:3:9: the alias *oops names no anchor (&oops) before it`);
  });

  it("refuses an empty item in a rule list (it was dropped)", async () => {
    const message = await loadError('permissions:\n  deny:\n    - "Read(secret/**)"\n    -\n');
    expect(message).toMatch(/has an empty item/);
  });

  it("still reads an alias that has its anchor", async () => {
    const policy = await load("permissions:\n  allow: &rules [Read]\n  ask: *rules\n");
    expect(policy).toBeDefined();
  });
});
