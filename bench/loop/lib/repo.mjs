// The small repository the scripted session works on: a TypeScript utility library of ~40 files,
// committed to git (so ripgrep honours .gitignore and `git status` has something to say), plus a
// hidden, ignored `.slow/` directory of named pipes whose reads take a fixed 300 ms (see slowPipes).
// Everything is generated from fixed data, so every run and every CLI sees byte-identical files.
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";

export const MODULES = [
  "strings",
  "arrays",
  "numbers",
  "dates",
  "paths",
  "objects",
  "cache",
  "queue",
  "retry",
  "parse",
  "format",
  "events",
  "streams",
  "hash",
  "url",
  "env",
  "log",
  "semver",
  "table",
  "diff",
];

const VERBS = [
  "normalize",
  "split",
  "merge",
  "pick",
  "clamp",
  "render",
  "resolve",
  "measure",
  "encode",
  "walk",
];

/** One module: a header, a few exported functions, one TODO line unique to the module. */
export function moduleSource(name, index) {
  const lines = [
    `// ${name}: small helpers used across the library. Pure functions, no I/O.`,
    `import { invariant } from "./invariant";`,
    "",
    `export const ${name.toUpperCase()}_VERSION = "1.${String(index)}.0";`,
    "",
  ];
  for (let f = 0; f < 6; f++) {
    const fn = `${VERBS[(index + f) % VERBS.length]}${name[0].toUpperCase()}${name.slice(1)}${String(f)}`;
    lines.push(
      `/** ${fn}: returns a new value; the input is never changed. */`,
      `export function ${fn}(input: readonly string[], limit = ${String(10 + f)}): string[] {`,
      `  invariant(limit > 0, "${fn}: limit must be positive");`,
      `  const out: string[] = [];`,
      `  for (const item of input) {`,
      `    if (out.length >= limit) break;`,
      `    out.push(item.trim().toLowerCase());`,
      `  }`,
      f === 2 ? `  // TODO(${name}): handle empty input without allocating` : `  // keeps order`,
      `  return out;`,
      `}`,
      "",
    );
  }
  if (index % 4 === 0) lines.push(`/** @deprecated use ${VERBS[index % VERBS.length]}${name}0 */`);
  lines.push(`export const ${name}Helpers = { count: ${String(index + 6)} } as const;`, "");
  return lines.join("\n");
}

function testSource(name) {
  return [
    `import { describe, expect, it } from "vitest";`,
    `import * as m from "../src/lib/${name}";`,
    "",
    `describe("${name}", () => {`,
    `  it("exports a version", () => {`,
    `    expect(m.${name.toUpperCase()}_VERSION).toMatch(/^1\\./);`,
    `  });`,
    `});`,
    "",
  ].join("\n");
}

const README = [
  "# tidy-utils",
  "",
  "Small, dependency-free helpers for strings, arrays, dates and paths.",
  "",
  "## Usage",
  "",
  "```ts",
  'import { normalizeStrings0 } from "tidy-utils";',
  "```",
  "",
  "## Modules",
  "",
  ...MODULES.map((m) => `- \`src/lib/${m}.ts\` — ${m} helpers.`),
  "",
  "## Contributing",
  "",
  "Run `npm test` before sending a change. Keep functions pure; no I/O in `src/lib`.",
  "",
].join("\n");

/** Writes the repository at `dir` and commits it. */
export function createRepo(dir) {
  const write = (path, text) => {
    mkdirSync(join(dir, path, ".."), { recursive: true });
    writeFileSync(join(dir, path), text);
  };
  MODULES.forEach((name, i) => write(`src/lib/${name}.ts`, moduleSource(name, i)));
  MODULES.slice(0, 12).forEach((name) => write(`test/${name}.test.ts`, testSource(name)));
  write(
    "src/lib/invariant.ts",
    "export function invariant(ok: boolean, message: string): asserts ok {\n  if (!ok) throw new Error(message);\n}\n",
  );
  write("src/index.ts", MODULES.map((m) => `export * from "./lib/${m}";`).join("\n") + "\n");
  write("README.md", README);
  write("CHANGELOG.md", "# Changelog\n\n## 1.0.0\n\n- First release.\n");
  write(
    "package.json",
    JSON.stringify(
      { name: "tidy-utils", version: "1.0.0", type: "module", scripts: { test: "vitest run" } },
      null,
      2,
    ) + "\n",
  );
  write(
    "tsconfig.json",
    JSON.stringify({ compilerOptions: { strict: true, target: "ES2022" } }, null, 2) + "\n",
  );
  write(".gitignore", "node_modules/\n.slow/\n");
  const git = (...args) => {
    const r = spawnSync("git", args, {
      cwd: dir,
      env: {
        PATH: process.env.PATH,
        HOME: dir,
        GIT_AUTHOR_NAME: "bench",
        GIT_AUTHOR_EMAIL: "bench@example.invalid",
        GIT_COMMITTER_NAME: "bench",
        GIT_COMMITTER_EMAIL: "bench@example.invalid",
        GIT_AUTHOR_DATE: "2026-01-01T00:00:00Z",
        GIT_COMMITTER_DATE: "2026-01-01T00:00:00Z",
      },
      stdio: "ignore",
    });
    if (r.status !== 0) throw new Error(`git ${args.join(" ")} failed in ${dir}`);
  };
  git("init", "-q", "-b", "main");
  git("add", "-A");
  git("commit", "-q", "-m", "Initial import");
}

/**
 * Named pipes under `.slow/` that make `cat .slow/NAME` a read-only call taking `ms` milliseconds:
 * a writer (one bash per pipe, started now) blocks opening the pipe until the reader opens it, notes
 * the time (bash's $EPOCHREALTIME, the same wall clock as performance.timeOrigin + performance.now()),
 * waits `ms`, writes one line and closes, so the reader's `cat` ends `ms` after it opened the pipe.
 * The writer prints the open time on its stdout; `opened()` returns them by name.
 */
export function slowPipes(dir, names, ms) {
  mkdirSync(join(dir, ".slow"), { recursive: true });
  const writers = new Map();
  const opened = new Map();
  const seconds = (ms / 1000).toFixed(3);
  for (const name of names) {
    const path = join(dir, ".slow", name);
    const made = spawnSync("mkfifo", [path]);
    if (made.status !== 0) throw new Error(`mkfifo ${path} failed: ${made.stderr}`);
    const child = spawn(
      "/bin/bash",
      [
        "-c",
        `exec 3>"$1"; t=$EPOCHREALTIME; sleep ${seconds}; printf 'fixture %s ok\\n' "$2" >&3; exec 3>&-; printf '%s\\n' "$t"`,
        "slow-pipe",
        path,
        name,
      ],
      { stdio: ["ignore", "pipe", "ignore"] },
    );
    let out = "";
    child.stdout.on("data", (d) => (out += d));
    child.on("close", () => {
      const t = Number.parseFloat(out.trim().replace(",", "."));
      if (Number.isFinite(t)) opened.set(name, t * 1000);
    });
    writers.set(name, child);
  }
  return {
    opened: () => new Map(opened),
    /** Ends the writers whose pipe was never opened (their child ids only). */
    stop() {
      for (const child of writers.values())
        if (child.exitCode === null && child.signalCode === null) child.kill();
    },
    /** Resolves when every writer has ended (a pipe read completes its writer). */
    settled: () =>
      Promise.all(
        [...writers.values()].map((c) =>
          c.exitCode !== null || c.signalCode !== null ? undefined : new Promise((r) => c.once("close", r)),
        ),
      ),
  };
}
