import { realpathSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { defineConfig, type Plugin } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";

const underDev = (dir: string): boolean => /^\/dev(\/|$)/.test(realpathSync(dir));

/**
 * The tests make their workspaces, homes and output directories in the temporary directory, and the
 * policy refuses every path under /dev but /dev/null, /dev/stdout and /dev/stderr — devices, and the
 * shared memory of other processes in /dev/shm and /dev/mqueue (docs/policy.md). A TMPDIR there
 * (TMPDIR=/dev/shm, for a tmpfs) failed some 590 tests for what none of them tests, so it gives way to
 * /tmp, for this process and every worker and process it starts. (The git rig's scratch repositories,
 * which no policy judges, use /dev/shm on purpose: test/support/scratch-root.ts.)
 */
if (underDev(tmpdir())) {
  if (underDev("/tmp"))
    throw new Error(`TMPDIR ${tmpdir()} is under /dev, where the policy refuses every path: set TMPDIR`);
  process.env["TMPDIR"] = "/tmp";
}

/** Loads .txt files as strings, as the bundle's esbuild text loader does. */
const textFiles: Plugin = {
  name: "steward-text-files",
  // Before Vite's asset handling, which would turn a .txt import into a URL.
  enforce: "pre",
  async load(id) {
    if (!id.endsWith(".txt")) return null;
    return `export default ${JSON.stringify(await readFile(id, "utf8"))};`;
  },
};

/**
 * The tests that run the bundle as a process — the runner simulation, the CLI, the demo — and the
 * check of the committed dist/. Their project bundles the working tree once per run (8-9 s: two esbuild
 * passes) and each of them waits for that bundle before it starts, so they never run stale code; the
 * static checks start beside it (test/support/bundle-setup.ts).
 */
const E2E = [
  "test/github/action-*.test.ts",
  "test/action/run-outputs.test.ts",
  "test/cli/{claude-flags,first-request,main,project,run,run-mcp,sandbox,sdk-types}.test.ts",
  "test/demo.test.ts",
  "test/dist.test.ts",
  "test/support/runner.test.ts",
];
/**
 * The unit files that need a fresh module graph of their own, each for the reason given. Every other
 * unit file shares its worker's modules with the files run before it (`isolate: false`): loading the
 * source anew for each of ~200 files was most of the unit tests' CPU time.
 */
const ISOLATED = [
  // Mocks the parser module before it imports the analyser: in a shared graph the analyser is loaded
  // already, with the real parser.
  "test/policy/shell/analyze-memo-retry.test.ts",
  // vi.mock("@actions/core") with local-action's stand-in: the mock would stay in the worker and take
  // the outputs of every later file that writes them through core.
  "test/local-action.test.ts",
];
/**
 * The files that start the most processes (real git: several hundred commands per file), in workers of
 * their own that share modules among them only. Starting a process costs the parent in proportion to
 * its memory (fork copies its page tables), and the unit/shared workers grow to 400-800 MB over a run:
 * push.test.ts took 31 CPU-seconds beside 350 MB of ballast, 13 without. These workers stay at
 * 100-250 MB; a fresh worker per file (isolate) cost about as much start-up as it saved.
 */
const PROCESSES = ["test/github/workspace/*.test.ts", "test/support/git-server.test.ts"];
/** Types, lint and format, run as tests so that `npm test` is the one command that checks everything. */
const STATIC = ["test/static-checks.test.ts"];

/**
 * Vitest's order, but the static checks first. Its default puts files it has no timing for (a clean
 * clone: CI) by project name, then by size, so the static-checks file — small, project "static" — started
 * only after every e2e file had: the run's longest file (a minute and more of CPU) began minutes in and
 * ended last, with the other worker idle beside it. The e2e files come next: the first waits for the
 * bundle (test/support/bundle-setup.ts), while the static checks' tsc, eslint and prettier and esbuild
 * keep both cores busy.
 */
class LongPoleFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const first = (file: TestSpecification) => file.project.name === "static";
    return [...sorted.filter(first), ...sorted.filter((file) => !first(file))];
  }
}

/**
 * Node's export conditions without "development": micromark and its extensions export a development
 * build (devlop assertions, `debug` calls) under that condition, which Vitest adds by default. The
 * bundle esbuild makes — what steward ships — uses their production build, so the tests do too: it
 * is also about a third faster to parse with, and the report tests parse a great deal.
 */
const productionConditions: Plugin = {
  name: "steward-production-conditions",
  configResolved(config) {
    for (const resolve of [config.resolve, config.ssr.resolve, config.environments["ssr"]?.resolve])
      if (resolve?.conditions !== undefined)
        resolve.conditions = resolve.conditions.filter(
          (c) => c !== "development|production" && c !== "development",
        );
  },
};

export default defineConfig({
  plugins: [textFiles, productionConditions],
  test: {
    // The markdown parser loads lazily in steward (when a report is written); tests have it loaded.
    setupFiles: ["./test/support/markdown-parser.ts"],
    // Keep the modules Vite compiled (node_modules/.experimental-vitest-cache, keyed by each file's
    // content and the resolve settings) for the next run: the inner loop compiles only what changed.
    // Measured on the report, policy, markdown, Read and agent tests, back to back, twice each: 32.6
    // and 34.0 CPU-seconds with the cache against 36.5 and 40.0 without. Our two plugins read nothing
    // but the file being loaded, so the key covers them. A clean clone (CI) starts without the cache.
    experimental: { fsModuleCache: true },
    // The rig starts real servers and real git processes: give slow CI machines room, but not forever.
    testTimeout: 30_000,
    hookTimeout: 30_000,
    reporters: ["default", "./test/support/summary-reporter.ts"],
    // Vitest's default is one worker per CPU but one, i.e. a single worker on a two-core CI machine:
    // the static checks (tsc, eslint: a minute and more in child processes) then held up every other
    // file. Two workers keep both cores busy.
    maxWorkers: 2,
    // The static checks start first, so the longest file never starts last.
    sequence: { sequencer: LongPoleFirst },
    // `npm run test:unit` is the inner loop: the two unit projects (`--project 'unit/*'`), no bundle,
    // no runner, no static checks.
    // Benchmarks (`vitest bench`, bench/*.bench.ts) run in the unit project only, once.
    projects: [
      {
        extends: true,
        test: {
          name: "unit/shared",
          include: ["test/**/*.test.ts"],
          exclude: [...E2E, ...STATIC, ...ISOLATED, ...PROCESSES],
          isolate: false,
        },
      },
      {
        extends: true,
        test: { name: "unit/isolated", include: ISOLATED, benchmark: { include: [] } },
      },
      {
        extends: true,
        test: { name: "unit/processes", include: PROCESSES, isolate: false, benchmark: { include: [] } },
      },
      {
        extends: true,
        test: {
          name: "e2e",
          include: E2E,
          // Starts the bundle; each file waits for it in its setup file (the static checks run meanwhile).
          globalSetup: ["./test/support/bundle-setup.ts"],
          // Added to the markdown parser's (the root setupFiles: extends merges the lists).
          setupFiles: ["./test/support/bundle-ready.ts"],
          // One module graph per worker, as in unit/shared: each file loading the rig anew (vitest's
          // modules, the fake GitHub's OpenAPI referee with its ajv validators, the model server) cost
          // ~1 s of CPU per file — 146 s of CPU for the project against 118 s shared, measured back to
          // back. The files share no module state: no mocks, no stubbed globals or environment.
          isolate: false,
          benchmark: { include: [] },
        },
      },
      { extends: true, test: { name: "static", include: STATIC, benchmark: { include: [] } } },
    ],
  },
});
