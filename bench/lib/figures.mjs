// The one JSON shape every benchmark writes with `--json FILE`, which scripts/bench.mjs turns into
// docs/benchmarks.md: tables of rows, each row a figure's samples summarised, optionally set against a
// reference measured in the same run (a baseline tool, or Claude Code's CLI) and a target.
//
//   { tables: [{ title, reference?: "name of what `compare` is",
//                rows: [{ label, unit, digits?, stats, compare?: stats, target?: { op: "<=" | ">=", value } }] }],
//     notes?: [string], charts?: { [name]: data } }
//
// where stats = { n, median, p10, p90, min, max }.
import { writeFileSync } from "node:fs";
import { parseArgs } from "node:util";

/** Median, p10/p90 (nearest rank) and range of some samples; undefined when there are none. */
export function stats(samples) {
  const xs = samples.filter((x) => typeof x === "number" && Number.isFinite(x)).sort((a, b) => a - b);
  if (xs.length === 0) return undefined;
  const q = (p) => xs[Math.min(xs.length - 1, Math.max(0, Math.ceil(p * xs.length) - 1))];
  const mid = xs.length >> 1;
  const median = xs.length % 2 === 1 ? xs[mid] : (xs[mid - 1] + xs[mid]) / 2;
  return { n: xs.length, median, p10: q(0.1), p90: q(0.9), min: xs[0], max: xs[xs.length - 1] };
}

/**
 * The usual command line of a simple benchmark: `[runs] [--json FILE]`.
 * @returns {{ runs: number, json: string | undefined }}
 */
export function benchArgs(defaultRuns) {
  const { values, positionals } = parseArgs({
    options: { json: { type: "string" } },
    allowPositionals: true,
  });
  const runs = positionals[0] === undefined ? defaultRuns : Number(positionals[0]);
  if (!Number.isInteger(runs) || runs < 1)
    throw new Error(`runs must be a positive integer, got '${String(positionals[0])}'`);
  return { runs, json: values.json };
}

/** Writes the figures when `--json FILE` was given (see the shape above). */
export function writeFigures(path, figures) {
  if (path === undefined) return;
  writeFileSync(path, `${JSON.stringify(figures, null, 2)}\n`);
}
