// Instructions per turn with a short and with a long history, counted by valgrind (callgrind): a
// figure the machine's load does not move, for the question "does a turn cost more when the
// conversation is longer?". For each history size H (default 20 and 200 turns of long-session.mjs,
// a ~12 KB Read each):
//   1. steward plays the long session natively for H turns; its stream-json output is the transcript;
//   2. steward runs again under callgrind with --resume that transcript and plays M more Read turns
//      (default 14); the scripted server asks callgrind for a dump as each request arrives, so each
//      dump holds exactly one turn: the answer's stream, the Read, building and sending the next request.
// The first --skip turns of the resumed process are left out (start-up, code not yet optimised); the median
// of the others is the figure. O(history) work shows as a difference between the two sizes.
// Each thread is counted on its own: the main thread's count is what stands between an answer and the
// next request; the others are mostly V8's optimising compiler, which runs when a function turns hot
// (one turn in a dozen gained ~18 M that way, at either size), not when the history grows.
//
//   node bench/loop/turn-instructions.mjs [--history 20,200] [--turns 14] [--skip 5] [--cli PATH | --rev REV | --fresh]
//                                         [--json FILE] [--keep DIR]
//
// Needs valgrind (callgrind_control comes with it). Under callgrind node runs ~50× slower: a run
// takes several minutes.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { writeFigures } from "../lib/figures.mjs";
import { runOnce } from "./lib/drive.mjs";
import { loadModelServer } from "./lib/model-server.mjs";
import { inLoopbackNamespace } from "./lib/netns.mjs";
import { median, table } from "./lib/stats.mjs";
import { stewardBuild } from "./lib/steward-build.mjs";
import { stewardSubject } from "./lib/subjects.mjs";
import { buildLongSession, createLongRepo, createLongScript, LONG_PROMPT } from "./long-session.mjs";

const { values: opts } = parseArgs({
  options: {
    history: { type: "string", default: "20,200" },
    turns: { type: "string", default: "14" },
    skip: { type: "string", default: "5" },
    cli: { type: "string" },
    rev: { type: "string" },
    fresh: { type: "boolean", default: false },
    json: { type: "string" },
    keep: { type: "string" },
  },
});
const sizes = opts.history.split(",").map(Number);
const measured = Number(opts.turns);
const skip = Number(opts.skip);
if (spawnSync("valgrind", ["--version"]).status !== 0) throw new Error("valgrind is not installed");
inLoopbackNamespace();

const build = await stewardBuild(opts);
const serverModule = await loadModelServer();
const work = opts.keep ?? mkdtempSync(join(tmpdir(), "steward-bench-instructions-"));
mkdirSync(work, { recursive: true });
const timing = { firstTokenMs: 0, chunkDelayMs: 0, textChunkChars: 24, jsonChunkChars: 24 };

/** The long session over `total` turns; `dump(pid, turn)` runs as each main-loop request arrives. */
const sessionOf = (total, dump) => ({
  prepare: (repo) => {
    createLongRepo(repo, total);
    return { opened: () => new Map(), stop: () => undefined, settled: () => Promise.resolve() };
  },
  turns: (repo) => buildLongSession(repo, total),
  script: (turns, t, hooks) =>
    createLongScript(turns, t, {
      sides: hooks.sides,
      onMainRequest: (turn) => {
        hooks.onMainRequest(turn);
        dump?.(hooks.pid(), turn);
      },
    }),
});

const ok = (record, what) => {
  if (record.code !== 0) throw new Error(`${what}: steward exited ${String(record.code)}: ${record.stderr}`);
};

/** Plays `history` turns natively and returns the transcript's path. */
async function transcriptOf(history) {
  const subject = stewardSubject(build.cli, {
    label: build.label,
    prompt: LONG_PROMPT,
    extraArgs: ["--max-turns", String(history + 5)],
  });
  const { record } = await runOnce({ subject, serverModule, timing, session: sessionOf(history + 1) });
  ok(record, `the ${String(history)}-turn session`);
  const path = join(work, `transcript-${String(history)}.jsonl`);
  writeFileSync(path, `${record.lines.filter((l) => l.startsWith("{")).join("\n")}\n`);
  return path;
}

/** Per-turn instruction counts of `measured` turns resumed after `history` turns. */
async function countTurns(history, transcript) {
  const out = join(work, `callgrind-${String(history)}`);
  mkdirSync(out, { recursive: true });
  const prefix = join(work, `vgdb-${String(history)}`);
  const resumedAt = history + 1; // the transcript's turns, its final answer included
  const order = [];
  const dump = (pid, turn) => {
    order.push(turn);
    const r = spawnSync(
      "callgrind_control",
      [`--vgdb-prefix=${prefix}`, `--dump=turn-${String(turn)}`, String(pid)],
      {
        encoding: "utf8",
      },
    );
    if (r.status !== 0) throw new Error(`callgrind_control failed: ${r.stdout}${r.stderr}`);
  };
  const base = stewardSubject(build.cli, {
    label: build.label,
    prompt: "Go on reading the next parts.",
    extraArgs: ["--resume", transcript, "--max-turns", String(measured + 5)],
  });
  const subject = {
    ...base,
    launch: (ctx) => {
      const launch = base.launch(ctx);
      return {
        ...launch,
        command: "valgrind",
        args: [
          "--tool=callgrind",
          "--smc-check=all-non-file",
          "--separate-threads=yes",
          `--vgdb-prefix=${prefix}`,
          `--callgrind-out-file=${join(out, "cg.%p")}`,
          launch.command,
          ...launch.args,
        ],
      };
    },
  };
  const { record } = await runOnce({
    subject,
    serverModule,
    timing,
    session: sessionOf(resumedAt + measured + 1, dump),
    timeoutMs: 60 * 60_000,
  });
  ok(record, `the resumed session after ${String(history)} turns`);
  const perTurn = turnCounts(out).map((counts, k) => ({ turn: order[k + 1], ...counts }));
  const historyBytes = Buffer.byteLength(
    JSON.stringify(record.requests.filter((r) => r.path === "/v1/messages").at(-1)?.body?.messages ?? []),
  );
  const measuredTurns = perTurn.slice(skip);
  return {
    history,
    historyBytes,
    perTurn,
    median: median(measuredTurns.map((t) => t.ir)),
    mainMedian: median(measuredTurns.map((t) => t.main)),
  };
}

/**
 * Per turn, the instructions of all threads (`ir`) and of the main thread (`main`). Files are
 * cg.<pid>.<dump>-<thread> (cg.<pid>-<thread> for the one written at exit, the last); each holds a
 * thread's instructions since the dump before. Dump k was taken at request k, so the turn before it
 * is dump k's interval (k ≥ 2; dump 1 is start-up).
 */
function turnCounts(out) {
  const dumps = new Map();
  for (const file of readdirSync(out)) {
    const name = /^cg\.\d+(?:\.(\d+))?-(\d+)$/.exec(file);
    if (name === null) continue;
    const dump = name[1] === undefined ? Infinity : Number(name[1]);
    const ir = Number(/^totals: (\d+)/m.exec(readFileSync(join(out, file), "utf8"))?.[1] ?? 0);
    const counts = dumps.get(dump) ?? { ir: 0, main: 0 };
    counts.ir += ir;
    if (Number(name[2]) === 1) counts.main += ir;
    dumps.set(dump, counts);
  }
  return [...dumps.entries()]
    .sort(([a], [b]) => a - b)
    .slice(1)
    .map(([, counts]) => counts);
}

const results = [];
for (const history of sizes) {
  console.log(
    `history of ${String(history)} turns: playing it natively, then ${String(measured)} turns under callgrind ...`,
  );
  results.push(await countTurns(history, await transcriptOf(history)));
}
build.cleanup();
if (opts.keep === undefined) rmSync(work, { recursive: true, force: true });

const [small] = results;
console.log(`\nsteward: ${build.label}`);
console.log(
  table(
    [
      "history",
      "history at the last request",
      `instructions per turn, main thread (median of turns ${String(skip + 1)}–${String(measured)})`,
      `vs ${String(small.history)} turns`,
      "all threads",
      `vs ${String(small.history)} turns`,
    ],
    results.map((r) => [
      `${String(r.history)} turns`,
      `${(r.historyBytes / 2 ** 20).toFixed(2)} MB`,
      `${(r.mainMedian / 1e6).toFixed(2)} M`,
      `${(r.mainMedian / small.mainMedian).toFixed(3)}×`,
      `${(r.median / 1e6).toFixed(1)} M`,
      `${(r.median / small.median).toFixed(2)}×`,
    ]),
  ),
);
for (const r of results)
  console.log(
    `  ${String(r.history)}: ${r.perTurn.map((t) => `${(t.main / 1e6).toFixed(1)}M (${(t.ir / 1e6).toFixed(1)}M)`).join(" ")}`,
  );

writeFigures(opts.json, {
  tables: [
    {
      title: `instructions per turn (callgrind), median of turns ${String(skip + 1)}–${String(measured)} after the history`,
      rows: results.flatMap((r) => {
        const label = `after ${String(r.history)} turns (${(r.historyBytes / 2 ** 20).toFixed(2)} MB of history)`;
        const one = (value) => ({ n: 1, median: value / 1e6, min: value / 1e6, max: value / 1e6 });
        return [
          { label: `${label}, main thread`, unit: "M instructions", digits: 2, stats: one(r.mainMedian) },
          { label: `${label}, all threads`, unit: "M instructions", digits: 1, stats: one(r.median) },
        ];
      }),
    },
  ],
  notes: [`steward: ${build.label}`],
});
