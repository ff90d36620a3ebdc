// `steward policy check` and `steward policy explain`, driven through runPolicyCommand with real files.
import { mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runPolicyCommand } from "../../src/cli/policy";
import { fakeAnalyzeShellCommand } from "../policy/support/fake-shell";

let repo: string;
let home: string;

beforeAll(() => {
  const base = realpathSync(mkdtempSync(join(tmpdir(), "steward-cli-policy-")));
  repo = join(base, "app");
  home = join(base, "home");
  for (const dir of [".git", ".github", "src", "docs"]) mkdirSync(join(repo, dir), { recursive: true });
  mkdirSync(home);
  writeFileSync(join(repo, "src/a.ts"), "x\n");
  writeFileSync(join(repo, ".env"), "SECRET=1\n");
  writeFileSync(
    join(repo, ".github/steward.yml"),
    'permissions:\n  allow: ["Bash(npm test)", "WebFetch(domain:docs.github.com)"]\n  ask: ["Bash(git push:*)"]\n  deny: ["Read(docs/private/**)"]\n',
  );
  writeFileSync(join(base, "broken.yml"), 'permissions:\n  allow:\n    - "Bash(npm test"\n');
  writeFileSync(join(base, "none.yml"), "extends: none\n");
});

afterAll(() => rmSync(join(repo, ".."), { recursive: true, force: true }));

async function run(argv: string[], stdin = "", cwd = repo, real = false) {
  let stdout = "";
  let stderr = "";
  const code = await runPolicyCommand(argv, {
    stdin: Readable.from([stdin]),
    stdout: (s) => (stdout += s),
    stderr: (s) => (stderr += s),
    cwd,
    env: { HOME: home, PATH: "/usr/bin" },
    ...(real ? {} : { analyzeShell: fakeAnalyzeShellCommand }),
  });
  return {
    code,
    stdout,
    stderr,
    get lines() {
      return stdout
        .split("\n")
        .filter((l) => l !== "")
        .map((l) => JSON.parse(l) as Record<string, unknown>);
    },
  };
}

const cases = (...items: unknown[]) =>
  items.map((i) => (typeof i === "string" ? i : JSON.stringify(i))).join("\n") + "\n";

describe("steward policy check", () => {
  it("answers one JSON line per case, from the repository's policy", async () => {
    const { code, lines, stderr } = await run(
      ["check"],
      cases(
        { tool: "Bash", input: { command: "npm test" } },
        { tool: "Bash", input: { command: "npm install" } },
        { tool: "Read", input: { file_path: "src/a.ts" } },
        { tool: "Read", input: { file_path: ".env" } },
        { tool: "Read", input: { file_path: "docs/private/plan.md" } },
        { tool: "WebFetch", input: { url: "https://docs.github.com/en", prompt: "p" } },
      ),
    );
    expect(stderr).toBe("");
    expect(code).toBe(0);
    expect(lines).toEqual([
      { decision: "allow", reason: "allowed: Bash(npm test) allows it", rule: "Bash(npm test)" },
      {
        decision: "deny",
        reason:
          "no rule allows `npm install` and it is not a read-only command. Allowed here: read-only commands, Bash(npm test).",
        rule: null,
      },
      { decision: "allow", reason: "allowed: the workspace is readable", rule: null },
      {
        decision: "deny",
        reason:
          ".env is a secret-like file (.env*); it is never read unless a policy rule names it explicitly.",
        rule: null,
      },
      {
        decision: "deny",
        reason: "the policy denies reading docs/private/plan.md.",
        rule: "Read(docs/private/**)",
      },
      {
        decision: "allow",
        reason: "allowed: WebFetch(domain:docs.github.com) allows fetching from docs.github.com",
        rule: "WebFetch(domain:docs.github.com)",
      },
    ]);
  });

  it("prints an ask as a deny whose reason says so", async () => {
    const { lines } = await run(
      ["check"],
      cases({ tool: "Bash", input: { command: "git push origin main" } }),
    );
    expect(lines).toEqual([
      {
        decision: "deny",
        reason:
          "the policy asks before running `git push origin main`: an ask rule matched, and nobody can answer a prompt in CI, so it is denied. Choose another approach",
        rule: "Bash(git push:*)",
      },
    ]);
  });

  it("answers a bad line with an error line and keeps going (exit 1)", async () => {
    const { code, lines } = await run(
      ["check"],
      cases(
        "{not json",
        { tool: "Read", input: { file_path: "src/a.ts" } },
        '{"input": {}}',
        "",
        '["Bash"]',
        { tool: "Bash", input: "npm test" },
        { tool: "Frobnicate" },
      ),
    );
    expect(code).toBe(1);
    expect(lines).toEqual([
      { error: expect.stringMatching(/^line 1: not valid JSON \(/) as unknown },
      { decision: "allow", reason: "allowed: the workspace is readable", rule: null },
      { error: 'line 3: the case needs "tool", a tool name such as "Bash"' },
      { error: 'line 5: expected a JSON object such as {"tool":"Bash","input":{"command":"npm test"}}' },
      { error: 'line 6: "input" must be a JSON object' },
      { decision: "deny", reason: "Frobnicate is not a tool this policy knows.", rule: null },
    ]);
  });

  it("takes --policy and --cwd, and a per-case cwd", async () => {
    const none = await run(
      ["check", "--policy", "../none.yml"],
      cases({ tool: "Read", input: { file_path: "src/a.ts" } }),
    );
    expect(none.lines[0]).toMatchObject({
      decision: "deny",
      reason: "no rule allows reading src/a.ts (the policy starts from nothing).",
    });
    const fromSrc = await run(
      ["check", "--cwd", "src"],
      cases(
        { tool: "Read", input: { file_path: "a.ts" } },
        { tool: "Read", input: { file_path: "a.ts" }, cwd: ".." },
      ),
    );
    expect(fromSrc.lines.map((l) => l["decision"])).toEqual(["allow", "allow"]);
    expect(fromSrc.lines[1]).toMatchObject({ decision: "allow" });
  });

  it("judges MCP tool lines and the MCP resource tools like any other", async () => {
    writeFileSync(
      join(repo, "..", "mcp.yml"),
      'permissions:\n  allow: ["mcp__github", "mcp__docs__search"]\n  deny: ["mcp__github__delete_repo"]\n',
    );
    const checked = await run(
      ["check", "--policy", "../mcp.yml"],
      cases(
        { tool: "mcp__github__create_issue", input: { title: "x" } },
        { tool: "mcp__github__delete_repo", input: {} },
        { tool: "mcp__docs__search", input: { q: "y" } },
        { tool: "mcp__docs__delete", input: {} },
        { tool: "ReadMcpResourceTool", input: { server: "github", uri: "repo://a" } },
        { tool: "ReadMcpResourceTool", input: { server: "docs", uri: "doc://b" } },
      ),
    );
    expect(checked.code).toBe(0);
    expect(checked.lines.map((l) => [l["decision"], l["rule"]])).toEqual([
      ["allow", "mcp__github"],
      ["deny", "mcp__github__delete_repo"],
      ["allow", "mcp__docs__search"],
      ["deny", null],
      ["allow", "mcp__github"],
      ["deny", null],
    ]);
  });

  it("uses the built-in policy where the repository has none", async () => {
    const bare = realpathSync(mkdtempSync(join(tmpdir(), "steward-cli-bare-")));
    try {
      const { lines } = await run(
        ["check"],
        cases(
          { tool: "Bash", input: { command: "git status" } },
          { tool: "WebFetch", input: { url: "https://x.example.com", prompt: "p" } },
        ),
        bare,
      );
      expect(lines.map((l) => l["decision"])).toEqual(["allow", "deny"]);
    } finally {
      rmSync(bare, { recursive: true, force: true });
    }
  });

  it("applies the checkout's .claude/settings.json deny rules, as steward run does", async () => {
    const bare = realpathSync(mkdtempSync(join(tmpdir(), "steward-cli-settings-")));
    try {
      mkdirSync(join(bare, ".claude"));
      writeFileSync(join(bare, ".claude/settings.json"), '{"permissions": {"deny": ["Bash(git log:*)"]}}');
      const { lines } = await run(["check"], cases({ tool: "Bash", input: { command: "git log -1" } }), bare);
      expect(lines[0]).toMatchObject({ decision: "deny", rule: "Bash(git log:*)" });
    } finally {
      rmSync(bare, { recursive: true, force: true });
    }
  });

  it("adds the steps with --explain", async () => {
    const { lines } = await run(
      ["check", "--explain"],
      cases({ tool: "Bash", input: { command: "npm test && cat .env" } }),
    );
    expect(lines[0]).toMatchObject({
      decision: "deny",
      rule: null,
      steps: [
        {
          part: "command `npm test`",
          outcome: "allow",
          rule: "Bash(npm test)",
          why: "Bash(npm test) allows it",
        },
        { part: "command `cat .env`", outcome: "allow", rule: null, why: "it is a read-only command" },
        { part: "read .env", outcome: "deny", rule: null },
      ],
    });
  });

  it("uses the real shell analysis by default", async () => {
    const { lines } = await run(
      ["check"],
      cases(
        { tool: "Bash", input: { command: "git status && git log --oneline -3" } },
        { tool: "Bash", input: { command: 'cat "$(curl -s evil.example)"' } },
        { tool: "Bash", input: { command: "npm test" } },
      ),
      repo,
      true,
    );
    expect(lines.map((l) => [l["decision"], l["rule"]])).toEqual([
      ["allow", null],
      ["deny", null],
      ["allow", "Bash(npm test)"],
    ]);
  });

  it("handles thousands of cases in one process", async () => {
    const many = Array.from({ length: 3000 }, (_, i) =>
      JSON.stringify(
        i % 2 === 0
          ? { tool: "Read", input: { file_path: `src/${String(i)}.ts` } }
          : { tool: "Bash", input: { command: `git log -${String(i)}` } },
      ),
    ).join("\n");
    const started = performance.now();
    const { code, lines } = await run(["check"], many);
    expect(code).toBe(0);
    expect(lines).toHaveLength(3000);
    expect(lines.every((l) => l["decision"] === "allow")).toBe(true);
    expect(performance.now() - started).toBeLessThan(10_000);
  });
});

describe("steward policy explain", () => {
  it("explains one case given as arguments", async () => {
    const { code, stdout } = await run(["explain", "Bash", "npm test && git push"]);
    expect(code).toBe(0);
    expect(stdout).toBe(
      [
        "Bash npm test && git push",
        "  => deny (an ask rule matched; nobody can answer in CI), rule: Bash(git push:*)",
        "     the policy asks before running `git push`: an ask rule matched, and nobody can answer a prompt in CI, so it is denied. Choose another approach",
        "  1. allow command `npm test`",
        "     rule Bash(npm test): Bash(npm test) allows it",
        "  2. ask   command `git push`",
        "     rule Bash(git push:*): the policy asks before running `git push`",
        "",
        "",
      ].join("\n"),
    );
  });

  it("takes a JSON input for other tools, and JSON lines on stdin", async () => {
    expect((await run(["explain", "Read", '{"file_path":".env"}'])).stdout).toContain(
      "=> deny, rule: none (built-in)",
    );
    const { stdout } = await run(
      ["explain"],
      cases({ tool: "Read", input: { file_path: "src/a.ts" } }, "nope"),
    );
    expect(stdout).toContain("Read src/a.ts\n  => allow, rule: none (built-in)");
    expect(stdout).toContain("error: line 2: not valid JSON");
  });
});

describe("usage and policy errors (exit 2)", () => {
  it.each([
    [["frobnicate"], "steward policy: unknown subcommand 'frobnicate'. Expected check or explain."],
    [[], "steward policy: expected a subcommand, check or explain."],
    [["check", "--bogus"], "steward policy check: Unknown option '--bogus'"],
    [["check", "extra"], "steward policy check: Unexpected argument 'extra'"],
    [["check", "--policy", "missing.yml"], "steward policy check: policy file"],
    [["check", "--cwd", "nowhere"], "steward policy check: --cwd"],
    [["explain", "Read", "src/a.ts"], "steward policy explain: the input for Read must be a JSON object"],
    [["explain", "Read", "{bad"], "steward policy explain: the input is not valid JSON"],
  ])("%j", async (argv, message) => {
    const { code, stderr } = await run(argv);
    expect(code).toBe(2);
    expect(stderr.startsWith(message), stderr).toBe(true);
  });

  it("refuses an invalid policy, naming file, line and rule", async () => {
    const { code, stderr, stdout } = await run(
      ["check", "--policy", "../broken.yml"],
      cases({ tool: "Read", input: { file_path: "x" } }),
    );
    expect(code).toBe(2);
    expect(stdout).toBe("");
    expect(stderr).toBe(
      `steward policy check: the policy is not valid:\n${join(repo, "..", "broken.yml")}:3:7: malformed rule "Bash(npm test": missing ")" at the end\n`,
    );
  });

  it("prints help", async () => {
    const { code, stdout } = await run(["--help"]);
    expect(code).toBe(0);
    expect(stdout).toContain("steward policy check [--policy FILE] [--cwd DIR] [--explain]");
  });
});
