// Where steward's time goes, from CPU profiles taken during a benchmark run: which functions run
// (self time) in the launch window (spawn → first request), in the gaps of the ordinary turns
// (message_stop → next request) and in the gaps of chosen turns. Profiles are lined up with the
// server's stamps through CLOCK_MONOTONIC (lib/drive.mjs records the offset).
//
//   node bench/loop/run.mjs --runs 3 --profile DIR --json DIR/figures.json [--node-flags=--cpu-prof-interval=100]
//   node bench/loop/profile-gaps.mjs DIR [--turn K[,K...]] [--top N]
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { table } from "./lib/stats.mjs";

const { values: opts, positionals } = parseArgs({
  allowPositionals: true,
  options: { turn: { type: "string", default: "4" }, top: { type: "string", default: "20" } },
});
const dir = positionals[0];
if (dir === undefined)
  throw new Error("usage: node bench/loop/profile-gaps.mjs DIR [--turn K[,K...]] [--top N]");
const figures = JSON.parse(readFileSync(join(dir, "figures.json"), "utf8")).figures.steward;
const files = readdirSync(dir).filter((f) => f.endsWith(".cpuprofile"));
const chosen = opts.turn.split(",").map(Number);
const turnLabel = `turn${chosen.length > 1 ? "s" : ""} ${chosen.join(",")}`;
const top = Number(opts.top);

const windows = { launch: [], "ordinary turns": [], [turnLabel]: [] };
const totals = Object.fromEntries(
  Object.keys(windows).map((k) => [k, { ms: 0, wall: 0, byFn: new Map(), byFile: new Map() }]),
);

for (const f of figures) {
  const file = files.find((name) => name.split(".")[3] === String(f.pid));
  if (file === undefined) continue;
  const profile = JSON.parse(readFileSync(join(dir, file), "utf8"));
  const toUs = (ms) => ms * 1000 + f.monotonicOffsetUs;
  const spans = {
    launch: [[toUs(f.spawnedAt), toUs(f.firstRequestAt)]],
    "ordinary turns": f.gaps.filter((g) => g.kind === "ordinary").map((g) => [toUs(g.from), toUs(g.to)]),
    [turnLabel]: f.gaps.filter((g) => chosen.includes(g.turn)).map((g) => [toUs(g.from), toUs(g.to)]),
  };
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  let t = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    t += profile.timeDeltas[i];
    const dt = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    const frame = nodes.get(profile.samples[i]).callFrame;
    const where = (frame.url || "(native)").replace(/^.*\//, "");
    const fn = `${frame.functionName || "(anonymous)"} ${where}:${String(frame.lineNumber + 1)}`;
    for (const [name, list] of Object.entries(spans)) {
      if (!list.some(([a, b]) => t >= a && t <= b)) continue;
      const acc = totals[name];
      acc.ms += dt;
      acc.byFn.set(fn, (acc.byFn.get(fn) ?? 0) + dt);
      acc.byFile.set(where, (acc.byFile.get(where) ?? 0) + dt);
    }
  }
  for (const [name, list] of Object.entries(spans))
    totals[name].wall += list.reduce((s, [a, b]) => s + (b - a) / 1000, 0);
}

for (const [name, acc] of Object.entries(totals)) {
  console.log(`\n${name}: ${acc.wall.toFixed(0)} ms of wall time, ${acc.ms.toFixed(0)} ms sampled`);
  const rows = (m) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([k, v]) => [k.slice(0, 110), v.toFixed(1), `${((100 * v) / acc.ms).toFixed(0)}%`]);
  console.log(table(["file", "self ms", "share"], rows(acc.byFile).slice(0, 8)));
  console.log(table(["function", "self ms", "share"], rows(acc.byFn)));
}
