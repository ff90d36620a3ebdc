import { readFile } from "node:fs/promises";
import { defineConfig, type Plugin } from "vitest/config";

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

export default defineConfig({
  plugins: [textFiles],
  test: {
    include: ["test/**/*.test.ts"],
    // The markdown parser loads lazily in steward (when a report is written); tests have it loaded.
    setupFiles: ["./test/support/markdown-parser.ts"],
    // The rig starts real servers and real git processes: give slow CI machines room, but not forever.
    testTimeout: 30_000,
    hookTimeout: 30_000,
    reporters: ["default", "./test/support/summary-reporter.ts"],
    // Vitest's default is one worker per CPU but one, i.e. a single worker on a two-core CI machine:
    // the static checks (tsc, eslint: a minute and more in child processes) then held up every other
    // file. Two workers keep both cores busy.
    maxWorkers: 2,
  },
});
