// Regression suites for bypass classes (gemini-cli's shell-safety-regression style): one table per
// class, each row a call with the verdict expected under the default policy and under a typical
// scoped policy, attacks beside benign controls. Every suite runs the real shell analysis in a real
// temp directory (support/world.ts) that its setup fills with the files, links and names the rows
// depend on. A new public bypass becomes a new row.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { analyzeShellCommand } from "../../../src/policy/shell/analyze";
import { type Decider, decider, type Expect, makeWorld, policyFrom, resolverFor, type World } from "./world";

/** The scoped policy of issue 18's review. */
export const SCOPED_POLICY = `
permissions:
  allow: ["Bash(npm test)", "Bash(npm run lint:*)", "Bash(git diff:*)", "Bash(git log:*)", "Edit(src/**)"]
`;

export interface RegressionRow {
  tool: string;
  input: Record<string, unknown>;
  /** Under the built-in default policy. */
  byDefault: Expect;
  /** Under SCOPED_POLICY. */
  scoped: Expect;
  /** Working directory, relative to the workspace root. */
  cwd?: string;
}

/** A Bash row. */
export const bash = (command: string, byDefault: Expect, scoped: Expect = byDefault): RegressionRow => ({
  tool: "Bash",
  input: { command },
  byDefault,
  scoped,
});

/** A Write row (content "x"). */
export const write = (file: string, byDefault: Expect, scoped: Expect = byDefault): RegressionRow => ({
  tool: "Write",
  input: { file_path: file, content: "x\n" },
  byDefault,
  scoped,
});

/** A Read row. */
export const read = (file: string, byDefault: Expect, scoped: Expect = byDefault): RegressionRow => ({
  tool: "Read",
  input: { file_path: file },
  byDefault,
  scoped,
});

const label = (row: RegressionRow) => {
  const named = row.input["command"] ?? row.input["file_path"];
  const text = typeof named === "string" ? named : JSON.stringify(row.input);
  return `${row.tool} ${text.length > 80 ? `${text.slice(0, 77)}…` : text}`.replace(/\n/g, "⏎");
};

/** Rules added to both policies of a suite: `allow`/`deny` lists in rule syntax. */
export interface ExtraRules {
  allow?: readonly string[];
  deny?: readonly string[];
}

/** `base` (a policy text with `permissions:` at most once, as above) with `extra` rules added. */
export function withRules(base: string, extra: ExtraRules | undefined): string {
  if (extra === undefined) return base;
  const list = (rules: readonly string[] = []) => JSON.stringify(rules);
  const allow = base.includes("allow: [")
    ? base.replace("allow: [", `allow: [${(extra.allow ?? []).map((r) => `${JSON.stringify(r)}, `).join("")}`)
    : `${base}\npermissions:\n  allow: ${list(extra.allow)}\n`;
  return allow.replace(/permissions:\n/, `permissions:\n  deny: ${list(extra.deny)}\n`);
}

/**
 * The suite `name`: a fresh world set up by `setup`, then every row under both policies (each with
 * `extra` rules added, for classes that only show under rules that allow more).
 */
export function regressionSuite(
  name: string,
  setup: (world: World) => void,
  rows: readonly RegressionRow[],
  extra?: ExtraRules,
): void {
  const world = makeWorld();
  const deciders: Partial<Record<"byDefault" | "scoped", Decider>> = {};
  beforeAll(async () => {
    setup(world);
    for (const [key, text] of [
      ["byDefault", ""],
      ["scoped", SCOPED_POLICY],
    ] as const) {
      const policy = await policyFrom(world, withRules(text, extra));
      deciders[key] = decider(world, resolverFor(world, policy, { analyzeShell: analyzeShellCommand }));
    }
  });
  afterAll(() => world.cleanup());

  describe.each(["byDefault", "scoped"] as const)(`${name} (%s)`, (policy) => {
    it.each(rows.map((row) => [label(row), row] as const))("%s", async (_label, row) => {
      const decide = deciders[policy] as Decider;
      const cwd = row.cwd === undefined ? world.root : `${world.root}/${row.cwd}`;
      const decision = await decide(row.tool, row.input, cwd);
      expect(decision.behavior, decision.reason).toBe(row[policy]);
    });
  });
}
