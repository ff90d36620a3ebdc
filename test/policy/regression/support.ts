// Regression tables for issue 18, in the style of gemini-cli's shell-safety-regression suite: one
// table per class of bypass, each row a command with its verdict under the default policy and under a
// typical scoped policy, attacks beside benign controls. A new public bypass becomes a new row. The
// real shell analysis decides, on a real workspace in a temp directory (support/world.ts), so verdicts
// that depend on files (trees, repositories, links) are decided as they would be in a run.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { analyzeShellCommand } from "../../../src/policy/shell/analyze";
import {
  type Decider,
  decider,
  type Expect,
  makeWorld,
  policyFrom,
  resolverFor,
  type World,
} from "../support/world";

/** The typical scoped policy: read-only baseline, a few runners and git reads, edits in src/. */
export const SCOPED_POLICY = `
extends: read-only
permissions:
  allow:
    - "Bash(npm test)"
    - "Bash(npm run lint:*)"
    - "Bash(git diff:*)"
    - "Bash(git log:*)"
    - "Edit(src/**)"
`;

export interface Case {
  cmd: string;
  /** The verdict under the built-in default policy. */
  default: Expect;
  /** The verdict under SCOPED_POLICY. */
  scoped: Expect;
  /** What a denial's reason must say (both policies). */
  why?: RegExp;
  /** The working directory, relative to the workspace root. */
  cwd?: string;
}

export interface RegressionWorld {
  world: World;
  decide(policy: "default" | "scoped", command: string, cwd?: string): ReturnType<Decider>;
}

/**
 * A workspace for one regression file: support/world.ts's files plus what `setup` adds, and a
 * decider per policy. Call at the top of a test file.
 */
export function regressionWorld(setup: (world: World) => void = () => undefined): RegressionWorld {
  const world = makeWorld();
  const deciders: Partial<Record<"default" | "scoped", Decider>> = {};
  beforeAll(async () => {
    setup(world);
    for (const [name, text] of [
      ["default", ""],
      ["scoped", SCOPED_POLICY],
    ] as const)
      deciders[name] = decider(
        world,
        resolverFor(world, await policyFrom(world, text), { analyzeShell: analyzeShellCommand }),
      );
  });
  afterAll(() => world.cleanup());
  return {
    world,
    decide(policy, command, cwd) {
      const decide = deciders[policy];
      if (decide === undefined) throw new Error("the regression world is not set up yet");
      return decide("Bash", { command }, cwd === undefined ? world.root : `${world.root}/${cwd}`);
    },
  };
}

/** One `it` per row and policy, named by the command. */
export function regressionTable(name: string, rw: RegressionWorld, cases: readonly Case[]): void {
  describe(name, () => {
    const rows = cases.flatMap((c) =>
      (["default", "scoped"] as const).map((policy) => [c.cmd, policy, c] as const),
    );
    it.each(rows)("%s (%s policy)", async (_cmd, policy, c) => {
      const decision = await rw.decide(policy, c.cmd, c.cwd);
      expect(decision.behavior, decision.reason).toBe(c[policy]);
      if (decision.behavior === "deny") {
        expect(decision.reason.length).toBeGreaterThan(20);
        if (c.why !== undefined) expect(decision.reason).toMatch(c.why);
      }
    });
  });
}
