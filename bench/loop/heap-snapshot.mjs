// What holds steward's memory as the long session goes on: plays the long session (long-session.mjs)
// once with steward's CLI, has it write a V8 heap snapshot as the main-loop request of each turn of
// --at arrives (--heapsnapshot-signal; the CLI is then waiting for the answer), and sums each snapshot
// by holder (lib/heap-holders.mjs): ArrayBuffer backing stores (external memory: in RSS, not in the JS
// heap) count at their byte length. A snapshot follows a full collection, so the figures are live
// memory, unmoved by when the collector happens to run: the growth from the first turn of --at to
// the last, per byte of history growth, is the memory the history costs. Also prints the CLI's VmRSS
// at those requests (a snapshot's own work raises the RSS after the first).
//
//   node bench/loop/heap-snapshot.mjs [--at 20,200] [--turns N] [--file-bytes N] [--keep DIR]
//                                     [--cli PATH | --rev REV | --fresh]
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { holdersOf } from "./lib/heap-holders.mjs";
import { runOnce } from "./lib/drive.mjs";
import { loadModelServer } from "./lib/model-server.mjs";
import { table } from "./lib/stats.mjs";
import { stewardBuild } from "./lib/steward-build.mjs";
import { stewardSubject } from "./lib/subjects.mjs";
import {
  buildLongSession,
  createLongRepo,
  createLongScript,
  FILE_BYTES,
  LONG_PROMPT,
  LONG_TIMING,
  LONG_TURNS,
} from "./long-session.mjs";
import { isMainLoopRequest } from "./session.mjs";

const { values: opts } = parseArgs({
  options: {
    at: { type: "string", default: "20,200" },
    turns: { type: "string", default: String(LONG_TURNS) },
    "file-bytes": { type: "string", default: String(FILE_BYTES) },
    keep: { type: "string" },
    cli: { type: "string" },
    rev: { type: "string" },
    fresh: { type: "boolean", default: false },
  },
});
const AT = opts.at.split(",").map(Number);
const TURNS = Number(opts.turns);
for (const turn of AT)
  if (!Number.isInteger(turn) || turn < 1 || turn >= TURNS)
    throw new Error(`--at takes turns between 1 and ${String(TURNS - 1)}, got '${opts.at}'`);

const snapshots = opts.keep ?? mkdtempSync(join(tmpdir(), "steward-bench-heap-"));
mkdirSync(snapshots, { recursive: true });
const build = await stewardBuild(opts);
const subject = stewardSubject(build.cli, {
  label: build.label,
  prompt: LONG_PROMPT,
  extraArgs: ["--max-turns", String(TURNS + 10)],
  nodeFlags: ["--heapsnapshot-signal=SIGUSR2", `--diagnostic-dir=${snapshots}`],
});
/** Per turn of --at: the CLI's VmRSS and the history's size as JSON at that request. */
const at = new Map();
const session = {
  prepare: (repo) => {
    createLongRepo(repo, TURNS, Number(opts["file-bytes"]));
    return { opened: () => new Map(), stop: () => undefined, settled: () => Promise.resolve() };
  },
  turns: (repo) => buildLongSession(repo, TURNS),
  script: (turns, timing, hooks) => {
    const script = createLongScript(turns, timing, {
      ...hooks,
      onMainRequest: (turn) => {
        hooks.onMainRequest?.(turn);
        if (!AT.includes(turn)) return;
        const status = readFileSync(`/proc/${String(hooks.pid())}/status`, "utf8");
        at.get(turn).rssKb = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1]);
        process.kill(hooks.pid(), "SIGUSR2");
      },
    });
    return (request) => {
      if (isMainLoopRequest(request.body) && AT.includes(request.turn))
        at.set(request.turn, { historyBytes: Buffer.byteLength(JSON.stringify(request.body.messages)) });
      return script(request);
    };
  },
};
const { record } = await runOnce({
  subject,
  serverModule: await loadModelServer(),
  timing: LONG_TIMING,
  session,
  timeoutMs: 30 * 60_000,
});
build.cleanup();
if (record.code !== 0) throw new Error(`the CLI exited with ${String(record.code)}: ${record.stderr}`);
// One file per signal, numbered in order (Heap.<date>.<time>.<pid>.0.<n>.heapsnapshot).
const files = readdirSync(snapshots)
  .filter((f) => f.endsWith(".heapsnapshot"))
  .sort();
if (files.length !== AT.length)
  throw new Error(`${String(files.length)} heap snapshots in ${snapshots}, expected ${String(AT.length)}`);

const mb = (bytes) => (bytes / 2 ** 20).toFixed(2);
const summed = files.map((file) => holdersOf(JSON.parse(readFileSync(join(snapshots, file), "utf8"))));
const [first, last] = [AT[0], AT.at(-1)];
const historyGrowth = at.get(last).historyBytes - at.get(first).historyBytes;
console.log(subject.label);
for (const [k, turn] of AT.entries())
  console.log(
    `turn ${String(turn)} of ${String(TURNS)}: VmRSS ${mb(at.get(turn).rssKb * 1024)} MB; history ` +
      `${mb(at.get(turn).historyBytes)} MB as JSON; snapshot ${mb(summed[k].total)} MB (JS heap + ArrayBuffer backing stores)`,
  );
const holders = [...new Set(summed.flatMap((s) => s.rows.map((r) => r.holder)))];
const bytesOf = (k, holder) => summed[k].rows.find((r) => r.holder === holder)?.bytes ?? 0;
const rows = holders.map((holder) => {
  const sizes = AT.map((_, k) => bytesOf(k, holder));
  return { holder, sizes, growth: (sizes.at(-1) ?? 0) - (sizes[0] ?? 0) };
});
rows.push({
  holder: "all",
  sizes: summed.map((s) => s.total),
  growth: (summed.at(-1)?.total ?? 0) - (summed[0]?.total ?? 0),
});
console.log(
  table(
    ["holder", ...AT.map((t) => `turn ${String(t)} MB`), "growth MB", "growth / history growth"],
    rows.map((r) => [
      r.holder,
      ...r.sizes.map(mb),
      mb(r.growth),
      AT.length > 1 ? (r.growth / historyGrowth).toFixed(2) : "–",
    ]),
  ),
);
console.log(`history growth from turn ${String(first)} to ${String(last)}: ${mb(historyGrowth)} MB`);
if (opts.keep === undefined) rmSync(snapshots, { recursive: true, force: true });
else console.log(`snapshots kept in ${snapshots}`);
