// Shared by bench/grep.mjs and bench/glob.mjs: bundles the search modules from src/ with esbuild (so
// plain node can run them, as the action does from dist/), times subjects side by side, alternating,
// and prints medians with ratios to the first subject.
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { stats as summary } from "./lib/figures.mjs";
import { importTypeScript } from "./lib/load-ts.mjs";

export const root = fileURLToPath(new URL("..", import.meta.url));
export const cacheDir = join(root, "bench", ".cache");

export async function loadSearchModules() {
  mkdirSync(cacheDir, { recursive: true });
  const outfile = join(cacheDir, "search-modules.mjs");
  return importTypeScript(
    [
      'export { runGrep } from "./src/tools/search/grep-run.ts";',
      'export { listGlob, formatGlob } from "./src/tools/search/glob-run.ts";',
      'export { ripgrepCandidates } from "./src/tools/search/locate-ripgrep.ts";',
    ],
    outfile,
  );
}

export function toolContext(cwd) {
  return {
    toolUseId: "bench",
    workspaceRoot: cwd,
    cwd,
    signal: new AbortController().signal,
    env: { PATH: process.env.PATH ?? "/usr/bin:/bin" },
    // The policy's read check; the fixture holds nothing it would hide, so every path passes.
    canRead: () => true,
  };
}

const stats = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const q = (p) => s[Math.min(s.length - 1, Math.floor(p * s.length))];
  return { median: q(0.5), p10: q(0.1), p90: q(0.9) };
};

/**
 * Runs each subject `runs` times, alternating; the first subject is the reference for ratios.
 * @returns a table in the shape of bench/lib/figures.mjs
 */
export async function compare(title, subjects, runs) {
  const names = Object.keys(subjects);
  const times = Object.fromEntries(names.map((n) => [n, []]));
  for (const name of names) await subjects[name](); // warm caches and JIT once, untimed
  for (let i = 0; i < runs; i++) {
    for (const name of names) {
      const started = process.hrtime.bigint();
      await subjects[name]();
      times[name].push(Number(process.hrtime.bigint() - started) / 1e6);
    }
  }
  const reference = stats(times[names[0]]).median;
  console.log(`\n${title} (${runs} runs each, alternating)`);
  for (const name of names) {
    const { median, p10, p90 } = stats(times[name]);
    console.log(
      `  ${name.padEnd(26)} median ${median.toFixed(1).padStart(7)} ms  (p10 ${p10.toFixed(1)}, p90 ${p90.toFixed(1)})  ${(median / reference).toFixed(2)}x`,
    );
  }
  return {
    title: `${title}, ${String(runs)} runs each`,
    reference: names[0],
    rows: names.map((name) => ({
      label: name,
      unit: "ms",
      stats: summary(times[name]),
      compare: summary(times[names[0]]),
    })),
  };
}
