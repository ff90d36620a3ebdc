// Property tests: whatever arrives — random tools, inputs, paths, URLs, commands, rules, policy text —
// the policy never throws, always answers allow or deny with a reason, and answers the same twice.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadPolicy } from "../../src/policy/load";
import type { PolicyRequest } from "../../src/policy/requests";
import type { PolicyResolver } from "../../src/policy/resolver";
import { parseRule } from "../../src/policy/rules";
import { PolicyLoadError } from "../../src/policy/source";
import { fakeAnalyzeShellCommand } from "./support/fake-shell";
import { ATTACK_POLICY, makeWorld, policyFrom, resolverFor } from "./support/world";

const world = makeWorld();
let resolver: PolicyResolver;
beforeAll(async () => {
  resolver = resolverFor(
    world,
    await policyFrom(world, `${ATTACK_POLICY}  deny: ["Read(**/secret*)"]\n  ask: ["Bash(git push:*)"]\n`),
  );
});
afterAll(() => world.cleanup());

const fragments = fc.constantFrom(
  "..",
  "/",
  ".",
  "~",
  "src",
  ".env",
  ".git",
  "config",
  "/proc/self/environ",
  "/dev/null",
  "a b",
  "*",
  "**",
  "$(id)",
  "`id`",
  "&&",
  "|",
  ";",
  "\n",
  ">",
  "<",
  "'",
  '"',
  "\\",
  "git",
  "log",
  "cat",
  "npm",
  "test",
  "-c",
  "--ext-diff",
  "http://",
  "https://",
  "docs.example.org",
  "@",
  "[::1]",
  "0x7f000001",
  "xn--",
  "ü",
  "\u0000",
  "%2e%2e",
  "${HOME}",
  "{",
  "}",
  "(",
  ")",
);
const text = fc.oneof(
  fc.string(),
  fc.array(fragments, { maxLength: 12 }).map((parts) => parts.join("")),
);
const tool = fc.oneof(
  fc.constantFrom(
    "Bash",
    "Read",
    "Write",
    "Edit",
    "MultiEdit",
    "NotebookEdit",
    "Glob",
    "Grep",
    "WebFetch",
    "WebSearch",
    "TodoWrite",
    "Agent",
    "Task",
    "mcp__x__y",
  ),
  fc.string(),
);
const input = fc.dictionary(
  fc.constantFrom(
    "command",
    "file_path",
    "notebook_path",
    "path",
    "pattern",
    "url",
    "subagent_type",
    "other",
  ),
  fc.oneof(text, fc.integer(), fc.constant(null), fc.array(text, { maxLength: 2 })),
);
const target = fc.oneof(
  fc.record({ kind: fc.constantFrom("read", "write"), path: text }),
  fc.record({ kind: fc.constant("url"), url: text }),
  fc.record({ kind: fc.constant("command"), command: text }),
  fc.record({ kind: fc.string(), path: fc.anything() }),
);
const request = fc.record({
  toolName: tool,
  input: fc.oneof(input, fc.anything()),
  targets: fc.array(target, { maxLength: 3 }),
  readOnly: fc.boolean(),
  cwd: fc.oneof(fc.constant(world.root), fc.constant(`${world.root}/src`), text),
  workspaceRoot: fc.constant(world.root),
}) as fc.Arbitrary<PolicyRequest>;

describe("decide()", () => {
  it("never throws and always answers allow or deny with a reason", async () => {
    await fc.assert(
      fc.asyncProperty(request, async (r) => {
        const decision = await resolver.decide(r);
        expect(["allow", "deny"]).toContain(decision.behavior);
        expect(typeof decision.reason).toBe("string");
        expect(decision.reason.length).toBeGreaterThan(0);
        expect(decision.rule === null || typeof decision.rule === "string").toBe(true);
      }),
      { numRuns: 400 },
    );
  });

  it("is deterministic", async () => {
    await fc.assert(
      fc.asyncProperty(request, async (r) => {
        expect(await resolver.decide(r)).toEqual(await resolver.decide(r));
      }),
      { numRuns: 200 },
    );
  });

  it("denies any command with an unknown expansion, wherever it is", async () => {
    const base = fc.constantFrom("git log", "cat README.md", "echo hi", "npm test", "grep x src/a.ts");
    const expansion = fc.constantFrom("$(id)", "`id`", "${HOME@P}", "$SECRET", "$((i++))");
    await fc.assert(
      fc.asyncProperty(base, expansion, fc.nat(), async (command, inject, at) => {
        const cut = at % (command.length + 1);
        const mutated = `${command.slice(0, cut)}${inject}${command.slice(cut)}`;
        const decision = await resolver.decide({
          toolName: "Bash",
          input: { command: mutated },
          targets: [],
          readOnly: false,
          cwd: world.root,
          workspaceRoot: world.root,
        });
        expect(decision.behavior).toBe("deny");
      }),
      { numRuns: 200 },
    );
  });

  it("never allows a path outside the workspace without a rule", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.constantFrom("..", "etc", "app2", "home", ".ssh", "x"), { minLength: 1, maxLength: 6 }),
        async (parts) => {
          const file_path = `../../${parts.join("/")}`;
          const decision = await resolver.decide({
            toolName: "Read",
            input: { file_path },
            targets: [],
            readOnly: true,
            cwd: world.root,
            workspaceRoot: world.root,
          });
          expect(decision.behavior).toBe("deny");
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe("parsing", () => {
  it("parseRule never throws", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.tuple(tool, text).map(([t, s]) => `${t}(${s})`),
        ),
        (rule) => {
          const parsed = parseRule(rule);
          expect(typeof parsed.ok).toBe("boolean");
        },
      ),
      { numRuns: 1000 },
    );
  });

  it("loadPolicy only ever fails with a PolicyLoadError", async () => {
    const yamlish = fc.array(
      fc.constantFrom(
        "permissions:",
        "  allow:",
        "    - ",
        "Bash(",
        ")",
        "extends: ",
        "none",
        "examples:",
        "  - {tool: Bash, input: {command: ls}, expect: allow}",
        "\n",
        ":",
        "[",
        "]",
        "{",
        "}",
        "&a",
        "*a",
        "!!binary",
        "- ",
        "  ",
      ),
      { maxLength: 20 },
    );
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string(),
          yamlish.map((parts) => parts.join("")),
        ),
        async (text) => {
          try {
            await loadPolicy({
              text,
              path: "p.yml",
              workspaceRoot: world.root,
              home: world.home,
              analyzeShell: fakeAnalyzeShellCommand,
            });
          } catch (error) {
            expect(error).toBeInstanceOf(PolicyLoadError);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
