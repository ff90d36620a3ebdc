// Lint that catches real bugs in an async-heavy agent harness: type-aware rules need the TypeScript
// language service, which is why the project type-checks with TypeScript 6 (typescript-eslint does not
// run on the native TypeScript 7 compiler).
import js from "@eslint/js";
import tseslint from "typescript-eslint";

/**
 * The floors: which of our folders a folder under src/ may import (leaves import no edge, edges no
 * session, and nothing below the run imports src/action/; src/policy/ and src/markdown/ nothing of
 * ours but themselves, and the types of src/types/). Relative import paths are matched per depth: from src/F/a/b.ts, `../../X` leaves F for src/X. Static imports and
 * re-exports only; a dynamic import() is not checked.
 */
const OUR_FOLDERS = [
  "action",
  "agent",
  "cli",
  "github",
  "markdown",
  "policy",
  "project",
  "report",
  "sandbox",
  "tools",
  "types",
];
/** Deeper than any folder goes today (src/policy/shell/x/y.ts is depth 3). */
const MAX_DEPTH = 6;

/** The floor rule: typescript-eslint's no-restricted-imports, for its `allowTypeImports` (see typesOnly). */
const RULE = "@typescript-eslint/no-restricted-imports";

/**
 * src/types/ holds declarations only (the `Result` shape of src/types/result.ts, module typings): a
 * leaf may import its types, never a value, so a leaf stays a leaf. `allowTypeImports` lets a
 * type-only import through when its source matches this pattern (and so no other: the leaves' other
 * patterns leave src/types/ to this one).
 */
function typesOnly(folder, up) {
  return {
    regex: `^${up}types(?:/|$)`,
    allowTypeImports: true,
    message: `src/${folder}/ imports src/types/ with \`import type\` only.`,
  };
}

/** Patterns for files at one depth in `folder` that forbid `targets` (folder names, or "*" for all others). */
function climbs(folder, depth, targets) {
  const up = "(?:\\.\\./)".repeat(depth);
  // A leaf ("*") may import the types of src/types/: typesOnly() holds that folder for it.
  const names = targets === "*" ? OUR_FOLDERS.filter((f) => f !== folder && f !== "types") : targets;
  if (names.length === 0) return [];
  return [
    {
      regex: `^${up}(?:${names.join("|")})(?:/|$)`,
      message: `src/${folder}/ does not import src/{${names.join(",")}}/.`,
    },
    // Above src/: the top-level modules (main, cli, settings…) and the repository itself.
    ...(targets === "*"
      ? [
          typesOnly(folder, up),
          {
            regex: `^${up}\\.\\./|^${up}[^/]+$`,
            message: `src/${folder}/ imports nothing of ours outside itself.`,
          },
        ]
      : []),
  ];
}

/**
 * The runner's side channel has one door: src/github/runner-commands.ts speaks @actions/core (outputs,
 * masks, annotations, the step summary) and everything else goes through its logger, which cleans,
 * redacts and defuses each line. Checked in every floor's block (a block's options replace those of
 * an earlier matching one, so a separate block would drop the floor's patterns).
 */
const RUNNER_DOOR = "src/github/runner-commands.ts";
const NO_ACTIONS_CORE = {
  regex: "^@actions/core(?:/|$)",
  message: `Only ${RUNNER_DOOR} imports @actions/core; log and set outputs through its RunnerCommands.`,
};

function restrict(patterns) {
  return { [RULE]: ["error", { patterns }] };
}

/**
 * One flat-config block per depth; `extra` adds patterns (I/O modules) at every depth. Each block also
 * forbids @actions/core but to RUNNER_DOOR, which gets its own block with the floor alone.
 */
function floor(folder, targets, { extra = [], ignores = [] } = {}) {
  return Array.from({ length: MAX_DEPTH }, (_, index) => {
    const files = [`src/${folder}/${"*/".repeat(index)}*.ts`];
    const patterns = [...climbs(folder, index + 1, targets), ...extra];
    const isDoor = RUNNER_DOOR.startsWith(`src/${folder}/`) && RUNNER_DOOR.split("/").length === index + 3;
    return [
      { files, ignores: [...ignores, RUNNER_DOOR], rules: restrict([...patterns, NO_ACTIONS_CORE]) },
      ...(isDoor ? [{ files: [RUNNER_DOOR], rules: restrict(patterns) }] : []),
    ];
  }).flat();
}

/** Rendering is pure: no file, process or network access. */
const NO_IO = {
  regex:
    "^(?:node:)?(?:fs|fs/promises|child_process|net|http|https|http2|dgram|dns|tls|worker_threads|cluster)$",
  message: "src/report/ is pure rendering: it returns strings and does no I/O.",
};

/** src/action/ is the top of the run: only the action's entry (src/main.ts) imports it. */
const ONLY_MAIN_IMPORTS_ACTION = {
  regex: "^\\./action(?:/|$)",
  message: "Only src/main.ts imports src/action/.",
};
const TOP_LEVEL = [
  {
    files: ["src/*.ts"],
    ignores: ["src/main.ts"],
    rules: restrict([ONLY_MAIN_IMPORTS_ACTION, NO_ACTIONS_CORE]),
  },
  { files: ["src/main.ts"], rules: restrict([NO_ACTIONS_CORE]) },
];

export default tseslint.config(
  // Generated and vendored trees (bench/.cache holds a 20,000-file benchmark repository).
  {
    ignores: [
      "dist/**",
      "node_modules/**",
      "coverage/**",
      "vendor/**",
      "bench/.cache/**",
      "test/reporter-fixture-*/**",
      "**/*.js",
      "**/*.mjs",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": "error",
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/only-throw-error": "error",
      // A deliberate default branch is how a switch over a library's open union stays exhaustive.
      "@typescript-eslint/switch-exhaustiveness-check": [
        "error",
        { considerDefaultExhaustiveForUnions: true },
      ],
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "no-console": "off",
    },
  },
  // Functions a reader can hold: past 120 lines a function wants to be named steps or an object with
  // small methods (issue 19; the style aims at ~80).
  { files: ["src/**/*.ts"], rules: { "max-lines-per-function": ["error", { max: 120 }] } },
  // esbuild keeps every export of a module whose namespace `import()` returns: with yaml's, the chunk
  // that the policy reader loads before the first model request held all of the library (~3 M more
  // instructions to compile at launch than what is used of it).
  {
    files: ["src/**/*.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "ImportExpression[source.value='yaml']",
          message:
            'import("yaml") bundles all of yaml: import() a module of ours that imports the names it needs (src/project/frontmatter-yaml.ts).',
        },
      ],
    },
  },
  ...floor("policy", "*"),
  ...floor("markdown", "*"),
  ...floor("tools", ["github", "agent", "action"]),
  ...floor("report", ["github", "agent", "action"], { extra: [NO_IO] }),
  ...floor("github", ["agent", "action"]),
  // The run (src/action/) may import every floor below it; nothing but the entry imports it.
  ...floor("agent", ["action"]),
  ...floor("sandbox", ["action"]),
  ...floor("cli", ["action"]),
  ...floor("types", ["action"]),
  ...floor("project", ["action"]),
  // The top of the run: no floor above it, but the one door to @actions/core holds here too.
  ...floor("action", []),
  ...TOP_LEVEL,
);
