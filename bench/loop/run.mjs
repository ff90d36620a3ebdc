// The agent-loop benchmark: the scripted 30-turn session (session.mjs) played by steward's CLI and,
// with --claude, by Claude Code's CLI in the same run, alternating, against the scripted Messages API
// server in this process. Prints launch latency, per-turn overhead, the two timed-read turns, prefix
// reuse, cache-read share and peak memory, as medians over runs with their spread and steward/Claude
// Code ratios. See bench/loop/README.md.
//
//   node bench/loop/run.mjs [--runs N] [--claude] [--only steward|claude] [--cli PATH | --rev REV | --fresh]
//                           [--chunk-ms N] [--verbose] [--json FILE] [--profile DIR] [--node-flags="..."]
//                           [--keep-alive-ms N] [--max-busy F] [--max-wait-s S] [--keep] [--no-netns] [--mcp]
//                           [--sandbox off|preferred|required]
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import { cpus, tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { analyze } from "./lib/analyze.mjs";
import { runOnce } from "./lib/drive.mjs";
import { loadModelServer, root } from "./lib/model-server.mjs";
import { createRepo } from "./lib/repo.mjs";
import { median, quantile, spread, table } from "./lib/stats.mjs";
import { resetPredecessor, waitForQuiet } from "./lib/quiet.mjs";
import { stewardBuild } from "./lib/steward-build.mjs";
import { benchMcpConfig, claudeCodeSubject, ensureClaudeCode, stewardSubject } from "./lib/subjects.mjs";
import { calibrateToolTime } from "./lib/tool-time.mjs";
import { buildSession, DEFAULT_TIMING, EARLY_START_TURN, SLOW_READS_TURN, TURNS } from "./session.mjs";

const { values: opts } = parseArgs({
  options: {
    runs: { type: "string", default: "5" },
    warmup: { type: "string", default: "1" },
    claude: { type: "boolean", default: false },
    only: { type: "string" },
    cli: { type: "string" },
    rev: { type: "string" },
    fresh: { type: "boolean", default: false },
    profile: { type: "string" },
    "node-flags": { type: "string" },
    "keep-alive-ms": { type: "string", default: "60000" },
    "max-busy": { type: "string", default: "0.05" },
    "max-wait-s": { type: "string", default: "90" },
    "chunk-ms": { type: "string" },
    verbose: { type: "boolean", default: false },
    json: { type: "string" },
    keep: { type: "boolean", default: false },
    "no-netns": { type: "boolean", default: false },
    mcp: { type: "boolean", default: false },
    sandbox: { type: "string", default: "off" },
  },
});
const runs = Number(opts.runs);
const warmup = Number(opts.warmup);
const wantClaude = opts.claude || opts.only === "claude";
const inNetns = process.env.STEWARD_BENCH_NETNS === "1";

// Claude Code is installed (npm registry) before anything runs; then the benchmark re-executes itself
// in a network namespace that has nothing but loopback, so no CLI can reach any other address.
const claudeBinary = wantClaude ? ensureClaudeCode() : undefined;
if (!inNetns && !opts["no-netns"]) {
  const probe = spawnSync("unshare", ["-rn", "true"], { stdio: "ignore" });
  if (probe.status === 0) {
    const r = spawnSync(
      "unshare",
      ["-rn", "sh", "-c", 'ip link set lo up && exec "$0" "$@"', process.execPath, ...process.argv.slice(1)],
      { stdio: "inherit", env: { ...process.env, STEWARD_BENCH_NETNS: "1" } },
    );
    process.exit(r.status ?? 1);
  }
  console.error(
    "note: no user network namespace here (unshare -rn failed); Claude Code gets a proxy guard instead",
  );
}

const timing =
  opts["chunk-ms"] === undefined
    ? DEFAULT_TIMING
    : { ...DEFAULT_TIMING, chunkDelayMs: Number(opts["chunk-ms"]) };

const build = await stewardBuild(opts);
const subjects = [];
if (opts.only !== "claude")
  subjects.push(
    stewardSubject(build.cli, {
      label: build.label,
      nodeFlags: [
        ...(opts.profile ? ["--cpu-prof", `--cpu-prof-dir=${opts.profile}`] : []),
        ...(opts["node-flags"]?.split(" ").filter(Boolean) ?? []),
      ],
      // --mcp: one stdio MCP server configured and its tools allowed (offered in every request).
      ...(opts.mcp ? { mcp: benchMcpConfig(root) } : {}),
      // --sandbox preferred: steward's own default on the CLI (its Bash then runs in bubblewrap).
      // Filed as "steward" still, so the ratios to Claude Code are computed; the label says the mode.
      sandbox: opts.sandbox,
      name: "steward",
    }),
  );
if (wantClaude && opts.only !== "steward")
  subjects.push(claudeCodeSubject(claudeBinary, { proxyGuard: !inNetns }));

const serverModule = await loadModelServer();

// Tool time of each turn's calls, on a scratch copy of the repository (lib/tool-time.mjs).
const scratch = realpathSync(mkdtempSync(join(tmpdir(), "steward-bench-loop-calibrate-")));
mkdirSync(join(scratch, "repo"));
createRepo(join(scratch, "repo"));
const toolTime = calibrateToolTime(buildSession(join(scratch, "repo"), timing), join(scratch, "repo"));
rmSync(scratch, { recursive: true, force: true });

console.log(
  `node ${process.version}, ${String(runs)} runs (+${String(warmup)} warm-up) of a ${String(TURNS)}-turn session, ` +
    `${String(timing.firstTokenMs)} ms to first token, a chunk every ${String(timing.chunkDelayMs)} ms; ` +
    `${inNetns ? "loopback-only network namespace" : "host network"}`,
);
for (const s of subjects) console.log(`  ${s.name}: ${s.label}`);
if (opts["node-flags"]) console.log(`  steward runs with node ${opts["node-flags"]}`);

const figures = Object.fromEntries(subjects.map((s) => [s.name, []]));
for (let i = -warmup; i < runs; i++) {
  // Alternate who goes first, so drift in the machine's state hits both alike.
  const order = i % 2 === 0 ? subjects : [...subjects].reverse();
  for (const subject of order) {
    // A shared machine: wait (a while, not forever) for the other CPU users to calm down.
    // The first process after a heavy one starts slower; a throw-away bare node takes that for it.
    resetPredecessor();
    const quiet = await waitForQuiet(Number(opts["max-busy"]), Number(opts["max-wait-s"]) * 1000);
    const { record, turns } = await runOnce({
      subject,
      serverModule,
      timing,
      keep: opts.keep,
      keepAliveMs: Number(opts["keep-alive-ms"]),
    });
    const f = analyze(record, turns, toolTime);
    const tag = i < 0 ? "warm-up" : `run ${String(i + 1)}/${String(runs)}`;
    console.log(
      `${tag.padEnd(9)} ${subject.name.padEnd(7)} launch ${fmt(f.launchMain)} ms, overhead ${fmt(f.overheadGross)} ms, ` +
        `10x300ms ${fmt(f.slowReads)} ms, early ${fmt(f.earlyStart)} ms, prefix ${fmt(f.prefixMin, 4)}, ` +
        `cache ${fmt(f.cacheReadShare, 4)}, rss ${fmt(f.peakRssMb)} MB; machine ${fmt(100 * quiet.busy, 0)}% busy before, ` +
        `${fmt(100 * f.busy, 0)}% during${f.valid ? "" : `  INVALID: ${f.problems.join("; ")}`}`,
    );
    if (i >= 0) figures[subject.name].push(f);
  }
}
build.cleanup();

// ---- report ----
const names = subjects.map((s) => s.name);
const per = (name, key) => figures[name].filter((f) => f.valid).map((f) => f[key]);
const cell = (name, key, digits) => {
  const s = spread(per(name, key));
  return s === undefined ? "–" : `${fmt(s.median, digits)} (${fmt(s.min, digits)}–${fmt(s.max, digits)})`;
};
const ratio = (key) => {
  if (!names.includes("claude") || !names.includes("steward")) return "";
  const a = median(per("steward", key));
  const b = median(per("claude", key));
  return a === undefined || b === undefined || b === 0 ? "–" : `${(a / b).toFixed(2)}×`;
};
const pooled = (name, pick) =>
  figures[name].filter((f) => f.valid).flatMap((f) => f.gaps.filter(pick).map((g) => g.gross));
const rows = [
  ["launch → first POST /v1/messages (ms)", "≤ 150", "launchAny", 1],
  ["launch → first main-loop request (ms)", "≤ 150", "launchMain", 1],
  ["overhead/turn, gross: wall − serving (ms)", "≤ 10", "overheadGross", 1],
  ["overhead/turn, net of tool time (ms)", "≤ 10", "overheadNet", 1],
  ["overhead/turn, Read/Edit/Write-only turns (ms)", "≤ 10", "overheadInProcess", 1],
  ["overhead, worst ordinary turn (ms)", "", "overheadMaxGross", 1],
  ["10 reads × 300 ms: message_stop → next request (ms)", "≤ 350", "slowReads", 1],
  ["reads before 2 s of text: message_stop → next request (ms)", "≤ 30", "earlyStart", 1],
  ["prefix reuse, worst of 29 pairs", "≥ 0.999", "prefixMin", 4],
  ["prefix reuse, median pair", "≥ 0.999", "prefixMedian", 4],
  ["cache-read share of input tokens", "≥ 0.95", "cacheReadShare", 4],
  ["peak RSS, VmHWM (MB)", "≤ 120", "peakRssMb", 1],
  ["CPU time of the CLI process over the session (s)", "", "cpuSeconds", 2],
  ["session, spawn → exit (ms)", "", "sessionMs", 0],
  ["TCP connections opened to the server", "", "connections", 0, false],
  ["exit after the last message_stop (ms)", "", "exitAfterLastStop", 1],
];
const all = Object.values(figures).flat();
const busy = all.map((f) => 100 * f.busy);
const loads = all.map((f) => f.load);
console.log(
  `\nAll CPUs busy during the runs (this CLI and the server included): ${fmt(median(busy), 0)}% median, ` +
    `${fmt(Math.min(...busy), 0)}–${fmt(Math.max(...busy), 0)}%; 1-minute load average ` +
    `${fmt(Math.min(...loads), 2)}–${fmt(Math.max(...loads), 2)} (${String(cpus().length)} CPUs)`,
);
const headers = ["figure (median of runs, min–max)", "target", ...subjects.map((s) => s.name)];
if (names.length === 2) headers.push("steward / Claude Code");
console.log(
  "\n" +
    table(
      headers,
      rows.map(([label, target, key, d, withRatio = true]) => [
        label,
        target,
        ...names.map((n) => cell(n, key, d)),
        ...(names.length === 2 ? [withRatio ? ratio(key) : ""] : []),
      ]),
    ),
);

console.log("\nPer-turn overhead pooled over runs (gross, ordinary turns):");
console.log(
  table(
    ["subject", "turns", "p10", "median", "p90", "max"],
    names.map((n) => {
      const xs = pooled(n, (g) => g.kind === "ordinary");
      return [
        n,
        xs.length,
        fmt(quantile(xs, 0.1)),
        fmt(median(xs)),
        fmt(quantile(xs, 0.9)),
        fmt(Math.max(...xs)),
      ];
    }),
  ),
);

console.log("\nTimed pipe reads, start relative to their turn's message_stop (negative: while streaming):");
for (const n of names) {
  const valid = figures[n].filter((f) => f.valid);
  const slow = valid.flatMap((f) => f.slowStarts).filter((x) => x !== undefined);
  const last = valid.map((f) => f.slowStarts.at(-1));
  const early = valid.map((f) => f.earlyPipeStart);
  console.log(
    `  ${n}: turn ${String(SLOW_READS_TURN)} first starts ${fmt(Math.min(...slow))} ms, last call starts ${fmt(median(last))} ms (median); ` +
      `turn ${String(EARLY_START_TURN)} pipe starts ${fmt(median(early))} ms`,
  );
}

const byTurn = (name) =>
  Array.from({ length: TURNS - 1 }, (_, k) =>
    median(figures[name].filter((f) => f.valid).map((f) => f.gaps[k]?.gross)),
  );
if (opts.verbose) {
  const session = buildSession("/repo", timing);
  console.log("\nPer turn: median gross gap (message_stop → next request) and reference tool time, ms:");
  console.log(
    table(
      ["turn", "calls", "tool (ref)", ...names],
      session.slice(0, TURNS - 1).map((t, k) => [
        k,
        t.content
          .filter((b) => b.type === "tool_use")
          .map((b) => b.name)
          .join("+"),
        toolTime[k] ? fmt(toolTime[k].ms) : t.kind,
        ...names.map((n) => fmt(byTurn(n)[k])),
      ]),
    ),
  );
}

for (const n of names) {
  const valid = figures[n].filter((f) => f.valid);
  const first = valid[0] ?? figures[n][0];
  if (first === undefined) continue;
  const sides = valid.map((f) => f.sideRequests.length);
  if (Math.max(0, ...sides) > 0)
    console.log(
      `\n${n}: side requests per run ${sides.join(", ")} — ${JSON.stringify(first.sideRequests.slice(0, 6))}`,
    );
  if (first.otherRequests.length > 0)
    console.log(`${n}: other requests: ${[...new Set(first.otherRequests)].join(", ")}`);
  if (first.violations.length > 0)
    console.log(`${n}: server saw: ${first.violations.slice(0, 5).join(" | ")}`);
  for (const p of first.prefixBroken.slice(0, opts.verbose ? 30 : 3))
    console.log(
      `${n}: request ${String(p.from)} → ${String(p.from + 1)} keeps ${fmt(p.fraction, 5)}; first difference in ${p.firstDifference.where}:\n` +
        `    was: ${JSON.stringify(p.firstDifference.before)}\n    now: ${JSON.stringify(p.firstDifference.after)}`,
    );
  const invalid = figures[n].filter((f) => !f.valid);
  if (invalid.length > 0)
    console.log(`${n}: ${String(invalid.length)} invalid runs left out: ${invalid[0].problems.join("; ")}`);
}

if (opts.json) {
  writeFileSync(
    opts.json,
    JSON.stringify(
      { node: process.version, runs, timing, toolTime, subjects: subjects.map((s) => s.label), figures },
      null,
      2,
    ),
  );
  console.log(`\nfigures written to ${opts.json}`);
}

function fmt(x, digits = 1) {
  return typeof x === "number" && Number.isFinite(x) ? x.toFixed(digits) : "–";
}
