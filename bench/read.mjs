// Read on a 50,000-line file: steward's Read tool (bundled from src/ with esbuild, called through the
// real tool pipeline) at offset 1 and at offset 40,000, side by side with two baselines on the same file
// in the same run, alternating: Node's readFile + split + number (in process) and `sed -n` (a process).
// Run: `node bench/read.mjs [runs] [--json FILE]`.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "esbuild";
import { benchArgs, stats as summary, writeFigures } from "./lib/figures.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const { runs, json } = benchArgs(51);
const dir = mkdtempSync(join(tmpdir(), "steward-bench-read-"));
const LINES = 50_000;
const LIMIT = 2_000;

// A realistic source-like file whose default 2,000-line window stays under Read's output cap.
const file = join(dir, "big.ts");
writeFileSync(
  file,
  Array.from({ length: LINES }, (_, i) => `  const value${String(i + 1)} = compute(${String(i % 97)});`).join(
    "\n",
  ) + "\n",
);

const bundled = join(dir, "read-bundle.mjs");
await build({
  stdin: {
    contents: [
      'export { readTool } from "./src/tools/read.ts";',
      'export { executeToolCall } from "./src/tools/execute.ts";',
      'export { ToolRegistry } from "./src/tools/registry.ts";',
      'export { FileReadState } from "./src/tools/file-state.ts";',
      'export { DeferredTools } from "./src/tools/session/deferred.ts";',
      'export { SessionPlanMode } from "./src/tools/session/plan.ts";',
      'export { InMemoryTodoList } from "./src/tools/session/todos.ts";',
    ].join("\n"),
    resolveDir: root,
    loader: "ts",
  },
  outfile: bundled,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  loader: { ".txt": "text" },
  banner: { js: "import { createRequire as __c } from 'node:module'; const require = __c(import.meta.url);" },
  logLevel: "warning",
});
const steward = await import(pathToFileURL(bundled).href);

const features = { webSearch: false, deferLoading: true, agentDepth: 0, maxAgentDepth: 2 };
const registry = new steward.ToolRegistry([steward.readTool], [], features);
const context = {
  workspaceRoot: dir,
  cwd: dir,
  signal: new AbortController().signal,
  files: new steward.FileReadState(),
  progress: () => {},
  outputDir: dir,
  env: { PATH: process.env.PATH ?? "" },
  session: {
    features,
    todos: new steward.InMemoryTodoList(),
    plan: new steward.SessionPlanMode(),
    deferredTools: new steward.DeferredTools([]),
    shells: undefined,
    agents: undefined,
    web: undefined,
  },
};
const resolver = { decide: () => ({ behavior: "allow", reason: "bench", rule: null }) };
let id = 0;
async function stewardRead(offset) {
  context.files.clear(); // every run reads for real, never the "unchanged" stub
  const outcome = await steward.executeToolCall(
    { id: `toolu_${String(++id)}`, name: "Read", input: { file_path: file, offset } },
    { registry, resolver, context },
  );
  if (outcome.isError) throw new Error(String(outcome.result.content));
  return outcome.result.content;
}
function nodeRead(offset) {
  const lines = readFileSync(file, "utf8").split("\n");
  return lines
    .slice(offset - 1, offset - 1 + LIMIT)
    .map((line, i) => `${String(offset + i).padStart(6)}\t${line}`)
    .join("\n");
}
function sedRead(offset) {
  const result = spawnSync("sed", ["-n", `${String(offset)},${String(offset + LIMIT - 1)}p`, file], {
    encoding: "utf8",
  });
  if (result.status !== 0) throw new Error(`sed exited ${String(result.status)}`);
  return result.stdout;
}

// Same answers before timing anything.
for (const offset of [1, 40_000]) {
  const ours = (await stewardRead(offset)).split("\n\n[Showing")[0];
  if (ours !== nodeRead(offset))
    throw new Error(`Read at offset ${String(offset)} differs from the baseline`);
}

const subjects = [];
for (const offset of [1, 40_000]) {
  subjects.push([`steward Read, offset ${String(offset)}`, () => stewardRead(offset)]);
  subjects.push([`node readFile+split, offset ${String(offset)}`, () => nodeRead(offset)]);
  subjects.push([`sed -n, offset ${String(offset)}`, () => sedRead(offset)]);
}
const times = new Map(subjects.map(([name]) => [name, []]));
for (let i = 0; i < runs; i++) {
  for (const [name, run] of subjects) {
    const started = process.hrtime.bigint();
    await run();
    times.get(name).push(Number(process.hrtime.bigint() - started) / 1e6);
  }
}
rmSync(dir, { recursive: true, force: true });

const stats = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const q = (p) => s[Math.min(s.length - 1, Math.floor(p * s.length))];
  return { median: q(0.5), p10: q(0.1), p90: q(0.9) };
};
console.log(`node ${process.version}, ${String(LINES)}-line file, ${String(runs)} runs each, alternating`);
for (const offset of [1, 40_000]) {
  const ours = stats(times.get(`steward Read, offset ${String(offset)}`)).median;
  for (const [name] of subjects.filter(([n]) => n.endsWith(`offset ${String(offset)}`))) {
    const { median, p10, p90 } = stats(times.get(name));
    const ratio = name.startsWith("steward") ? "" : `  steward Read is ${(ours / median).toFixed(2)}x this`;
    console.log(
      `${name.padEnd(34)} median ${median.toFixed(2)} ms  (p10 ${p10.toFixed(2)}, p90 ${p90.toFixed(2)})${ratio}`,
    );
  }
}

writeFigures(json, {
  tables: [1, 40_000].map((offset) => ({
    title: `Read at offset ${offset.toLocaleString("en-US")} of a ${LINES.toLocaleString("en-US")}-line file, ${String(runs)} runs each`,
    reference: "steward Read",
    rows: subjects
      .filter(([name]) => name.endsWith(`offset ${String(offset)}`))
      .map(([name]) => ({
        label: name,
        unit: "ms",
        digits: 2,
        stats: summary(times.get(name)),
        compare: summary(times.get(`steward Read, offset ${String(offset)}`)),
      })),
  })),
});
