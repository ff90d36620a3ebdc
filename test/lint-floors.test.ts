// The floors of src/ (docs: STYLE.md, "the shape of the house") are held by eslint.config.js, not by
// goodwill. This lints small in-memory files placed in each folder through ESLint's Node API with the
// project's own config, and checks that each import across a floor is reported and each allowed one is not.
import { join } from "node:path";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";
import { REPO_ROOT } from "./support/bundle";

const RULE = "@typescript-eslint/no-restricted-imports";

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({
    cwd: REPO_ROOT,
    // Only the floor rule: the probe files do not exist on disk, so the type-aware rules (which ask
    // TypeScript's project service for them) are left out, and with them the type-aware parse.
    ruleFilter: ({ ruleId }) => ruleId === RULE,
    overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
  });
});

/** The floor messages ESLint reports for `source` as if it were the file at `path` (from the repository root). */
async function floorMessages(path: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: join(REPO_ROOT, path) });
  if (result === undefined) throw new Error(`ESLint returned no result for ${path}`);
  const other = result.messages.filter((m) => m.ruleId !== RULE);
  // A parse error or an ignored file would report nothing of the floor: fail on it instead.
  if (other.length > 0 || result.messages.some((m) => m.fatal === true))
    throw new Error(`${path}: ${JSON.stringify(result.messages)}`);
  return result.messages.map((m) => m.message);
}

const CORE_DOOR = /Only src\/github\/runner-commands\.ts imports @actions\/core/;

/** [the file's path, an import it must not make, a phrase of the message]. */
const CROSSINGS: [string, string, RegExp][] = [
  // tools ↛ github, agent, action (at several depths: the patterns are per depth)
  ["src/tools/floor-probe.ts", "../github/client", /src\/tools\/ does not import/],
  ["src/tools/floor-probe.ts", "../agent/session", /src\/tools\/ does not import/],
  ["src/tools/bash/floor-probe.ts", "../../action/run", /src\/tools\/ does not import/],
  ["src/tools/a/b/floor-probe.ts", "../../../github/trigger", /src\/tools\/ does not import/],
  // policy ↛ anything of ours outside itself, nor the top-level modules
  ["src/policy/floor-probe.ts", "../tools/builtin", /src\/policy\/ does not import/],
  ["src/policy/shell/floor-probe.ts", "../../report/markdown", /src\/policy\/ does not import/],
  ["src/policy/floor-probe.ts", "../settings", /src\/policy\/ imports nothing of ours outside itself/],
  ["src/policy/floor-probe.ts", "../../package.json", /src\/policy\/ imports nothing of ours outside itself/],
  // markdown: a leaf like policy
  ["src/markdown/floor-probe.ts", "../report/markdown", /src\/markdown\/ does not import/],
  // report ↛ I/O (with or without node:), nor the edges above it
  ["src/report/floor-probe.ts", "node:fs", /src\/report\/ is pure rendering/],
  ["src/report/floor-probe.ts", "fs/promises", /src\/report\/ is pure rendering/],
  ["src/report/sub/floor-probe.ts", "node:child_process", /src\/report\/ is pure rendering/],
  ["src/report/floor-probe.ts", "node:https", /src\/report\/ is pure rendering/],
  ["src/report/floor-probe.ts", "../github/client", /src\/report\/ does not import/],
  // github ↛ agent, action
  ["src/github/floor-probe.ts", "../agent/session", /src\/github\/ does not import/],
  ["src/github/context/floor-probe.ts", "../../action/run", /src\/github\/ does not import/],
  // nothing but the entry imports the run
  ["src/cli.ts", "./action/run", /Only src\/main\.ts imports src\/action\//],
  // the runner's side channel has one door (src/github/runner-commands.ts), in every folder and above
  ["src/github/floor-probe.ts", "@actions/core", CORE_DOOR],
  ["src/github/workspace/floor-probe.ts", "@actions/core", CORE_DOOR],
  ["src/action/floor-probe.ts", "@actions/core", CORE_DOOR],
  ["src/action/sub/floor-probe.ts", "@actions/core/lib/summary", CORE_DOOR],
  ["src/tools/floor-probe.ts", "@actions/core", CORE_DOOR],
  ["src/agent/floor-probe.ts", "@actions/core", CORE_DOOR],
  ["src/cli/floor-probe.ts", "@actions/core", CORE_DOOR],
  ["src/main.ts", "@actions/core", CORE_DOOR],
  ["src/cli.ts", "@actions/core", CORE_DOOR],
  // the door keeps its own floor
  ["src/github/runner-commands.ts", "../agent/session", /src\/github\/ does not import/],
];

/** Imports across no floor, from the same files: the rule must not report them. */
const ALLOWED: [string, string][] = [
  ["src/tools/floor-probe.ts", "../policy/decide"],
  ["src/tools/floor-probe.ts", "./builtin"],
  ["src/tools/bash/floor-probe.ts", "../../sandbox/index"],
  ["src/policy/floor-probe.ts", "./rules"],
  ["src/policy/shell/floor-probe.ts", "../paths"],
  ["src/policy/floor-probe.ts", "zod"],
  ["src/report/floor-probe.ts", "../policy/rules"],
  ["src/report/floor-probe.ts", "node:path"],
  ["src/github/floor-probe.ts", "../tools/builtin"],
  ["src/github/floor-probe.ts", "node:child_process"],
  ["src/action/floor-probe.ts", "../agent/session"],
  ["src/main.ts", "./action/run"],
  ["src/github/runner-commands.ts", "@actions/core"],
  ["src/action/floor-probe.ts", "../github/runner-commands"],
  ["src/tools/floor-probe.ts", "../types/result"],
];

/** A leaf's type-only imports of src/types/ (declarations only), which the rule lets through. */
const TYPES_ONLY: [string, string][] = [
  ["src/policy/floor-probe.ts", "../types/result"],
  ["src/policy/shell/programs/floor-probe.ts", "../../../types/result"],
  ["src/markdown/floor-probe.ts", "../types/result"],
];

describe("the import floors of src/", () => {
  it.each(CROSSINGS)("%s may not import %s", async (path, from, message) => {
    for (const source of [
      `import { x } from "${from}";\nexport const y = x;\n`,
      `export { x } from "${from}";\n`,
      `import type { X } from "${from}";\nexport type Y = X;\n`,
    ]) {
      const messages = await floorMessages(path, source);
      expect(messages, source).toHaveLength(1);
      expect(messages[0], source).toMatch(message);
    }
  });

  it.each(ALLOWED)("%s may import %s", async (path, from) => {
    expect(await floorMessages(path, `import { x } from "${from}";\nexport const y = x;\n`)).toEqual([]);
  });

  it.each(TYPES_ONLY)("%s may import types, and only types, from %s", async (path, from) => {
    for (const source of [
      `import type { X } from "${from}";\nexport type Y = X;\n`,
      `import { type X } from "${from}";\nexport type Y = X;\n`,
      `export type { X } from "${from}";\n`,
    ])
      expect(await floorMessages(path, source), source).toEqual([]);
    for (const source of [
      `import { x } from "${from}";\nexport const y = x;\n`,
      `export { x } from "${from}";\n`,
    ]) {
      const messages = await floorMessages(path, source);
      expect(messages, source).toHaveLength(1);
      expect(messages[0], source).toMatch(/imports src\/types\/ with `import type` only/);
    }
  });
});
