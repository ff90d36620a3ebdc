// The long-session benchmark: the scripted session of long-session.mjs (220 turns by default, each
// Reading one more ~12 KB file, so the history passes 2.5 MB) played by steward's CLI and, with
// --claude, by Claude Code's in the same run, alternating. What it shows is the cost that grows with
// the conversation: the gap from one answer's message_stop to the next request over the first 20
// turns and over the last 50, the growth between the two, and the CLI's memory against the size of
// the history it carries: each session is followed by a control session of the same turns with
// 300-byte files, whose memory growth (compiled code, caches) is not the history's. See
// bench/loop/README.md.
//
//   node bench/loop/long.mjs [--runs N] [--turns N] [--claude] [--only steward|claude] [--no-control]
//                            [--sandbox off|preferred|required] [--cli PATH | --rev REV | --fresh]
//                            [--profile DIR] [--node-flags="..."] [--json FILE] [--raw-json FILE]
//                            [--max-busy F] [--max-wait-s S] [--no-netns]
import { writeFileSync } from "node:fs";
import { cpus } from "node:os";
import { parseArgs } from "node:util";
import { stats, writeFigures } from "../lib/figures.mjs";
import { runOnce } from "./lib/drive.mjs";
import { loadModelServer } from "./lib/model-server.mjs";
import { inLoopbackNamespace } from "./lib/netns.mjs";
import { resetPredecessor, waitForQuiet } from "./lib/quiet.mjs";
import { median, table } from "./lib/stats.mjs";
import { stewardBuild } from "./lib/steward-build.mjs";
import { claudeCodeSubject, ensureClaudeCode, stewardSubject } from "./lib/subjects.mjs";
import {
  buildLongSession,
  createLongRepo,
  createLongScript,
  CONTROL_FILE_BYTES,
  FILE_BYTES,
  LONG_PROMPT,
  LONG_TIMING,
  LONG_TURNS,
} from "./long-session.mjs";
import { isMainLoopRequest } from "./session.mjs";

const { values: opts } = parseArgs({
  options: {
    runs: { type: "string", default: "3" },
    turns: { type: "string", default: String(LONG_TURNS) },
    claude: { type: "boolean", default: false },
    only: { type: "string" },
    sandbox: { type: "string", default: "off" },
    cli: { type: "string" },
    rev: { type: "string" },
    fresh: { type: "boolean", default: false },
    profile: { type: "string" },
    "node-flags": { type: "string" },
    "no-control": { type: "boolean", default: false },
    json: { type: "string" },
    "raw-json": { type: "string" },
    "max-busy": { type: "string", default: "0.05" },
    "max-wait-s": { type: "string", default: "90" },
    "no-netns": { type: "boolean", default: false },
  },
});
const runs = Number(opts.runs);
const TURNS = Number(opts.turns);
const FIRST = 20;
const LAST = 50;
if (!Number.isInteger(TURNS) || TURNS < FIRST + LAST + 2)
  throw new Error(`--turns must be an integer of at least ${String(FIRST + LAST + 2)}, got '${opts.turns}'`);
const wantClaude = opts.claude || opts.only === "claude";
const claudeBinary = wantClaude ? ensureClaudeCode() : undefined;
const inNetns = inLoopbackNamespace({ disabled: opts["no-netns"] });

const build = await stewardBuild(opts);
// Enough turns for the session, on both CLIs (steward run stops at 50 by default).
const maxTurns = ["--max-turns", String(TURNS + 10)];
const subjects = [];
if (opts.only !== "claude")
  subjects.push(
    stewardSubject(build.cli, {
      name: "steward",
      label: build.label,
      sandbox: opts.sandbox,
      prompt: LONG_PROMPT,
      extraArgs: maxTurns,
      nodeFlags: [
        // Live memory after a full collection at request FIRST and at the last (lib/live-memory-probe.mjs).
        "--expose-gc",
        `--import=${new URL("./lib/live-memory-probe.mjs", import.meta.url).href}`,
        ...(opts.profile ? ["--cpu-prof", `--cpu-prof-dir=${opts.profile}`] : []),
        ...(opts["node-flags"]?.split(" ").filter(Boolean) ?? []),
      ],
    }),
  );
if (wantClaude && opts.only !== "steward")
  subjects.push(
    claudeCodeSubject(claudeBinary, { proxyGuard: !inNetns, prompt: LONG_PROMPT, extraArgs: maxTurns }),
  );
const serverModule = await loadModelServer();
/** The session with files of `bytes` each: FILE_BYTES for the figures, CONTROL_FILE_BYTES for the control. */
const sessionWith = (bytes) => ({
  prepare: (repo) => {
    createLongRepo(repo, TURNS, bytes);
    return { opened: () => new Map(), stop: () => undefined, settled: () => Promise.resolve() };
  },
  turns: (repo) => buildLongSession(repo, TURNS),
  script: (turns, timing, hooks) => createLongScript(turns, timing, hooks),
});

/** The figures of one session from its raw record (lib/drive.mjs). */
function figuresOf(record) {
  const problems = [];
  const main = record.requests.filter(
    (r) => r.method === "POST" && r.path === "/v1/messages" && isMainLoopRequest(r.body),
  );
  if (record.code !== 0) problems.push(`exit code ${String(record.code)}`);
  if (main.length !== TURNS)
    problems.push(`${String(main.length)} main-loop requests, expected ${String(TURNS)}`);
  main.forEach((r, k) => {
    if (r.turn !== k) problems.push(`request ${String(k)} carries ${String(r.turn)} assistant messages`);
  });
  // Only the JSON lines: --node-flags=--trace-gc, say, prints to stdout too.
  const result = record.lines
    .filter((l) => l.startsWith("{"))
    .map((l) => JSON.parse(l))
    .findLast((l) => l?.type === "result");
  if (result?.subtype !== "success") problems.push(`result ${String(result?.subtype)}`);
  const last = main.at(-1)?.body;
  const errors = (last?.messages ?? [])
    .flatMap((m) => (Array.isArray(m.content) ? m.content : []))
    .filter((b) => b?.type === "tool_result" && b.is_error === true);
  if (errors.length > 0) problems.push(`${String(errors.length)} tool results are errors`);

  const gaps = main.slice(0, -1).map((r, k) => main[k + 1].receivedAt - r.messageStopAt);
  const first = median(gaps.slice(0, FIRST));
  const lastGaps = median(gaps.slice(-LAST));
  const historyMb = (body) =>
    body === undefined ? undefined : Buffer.byteLength(JSON.stringify(body.messages)) / 2 ** 20;
  // Memory from request FIRST on: by then start-up's one-time work (the tools' lazy modules, the
  // compiled code of a warm loop) is done, and what grows is what the conversation costs.
  const mb = (sample) => (sample?.kb === undefined ? undefined : sample.kb / 1024);
  const rssAt = (turn) => mb(record.rssAtRequest.find((s) => s.turn === turn));
  const later = record.rssAtRequest.filter((s) => s.turn >= FIRST && s.kb !== undefined).map(mb);
  const memoryGrowthMb = Math.max(...later) - rssAt(FIRST);
  const historyGrowthMb = historyMb(last) - historyMb(main[FIRST]?.body);
  // Live memory (JS heap in use + memory outside it) after a full collection; undefined for a CLI
  // that does not load the probe (Claude Code).
  const liveAt = (turn) => {
    const s = record.liveMemory.find((m) => m.turn === turn);
    return s?.heapUsed === undefined ? undefined : (s.heapUsed + s.external) / 2 ** 20;
  };
  const liveGrowthMb = liveAt(TURNS - 1) - liveAt(FIRST);
  return {
    subject: record.subject,
    valid: problems.length === 0,
    problems,
    gaps,
    first20: first,
    last50: lastGaps,
    growth: lastGaps - first,
    historyMb: historyMb(last),
    historyGrowthMb,
    peakRssMb: record.rss.peakMb,
    rssFirstMb: rssAt(0),
    rssAtFirstMb: rssAt(FIRST),
    memoryGrowthMb,
    liveAtFirstMb: liveAt(FIRST),
    liveGrowthMb,
    rssSeries: record.rssAtRequest.filter((s) => s.turn % 10 === 0).map((s) => [s.turn, mb(s)]),
    cpuSeconds: record.rss.cpuSeconds,
    sessionS: (record.exitedAt - record.spawnedAt) / 1000,
    busy: record.busy,
  };
}

console.log(
  `node ${process.version}, ${String(runs)} runs of a ${String(TURNS)}-turn session (a ~12 KB Read a turn), ` +
    `${String(LONG_TIMING.firstTokenMs)} ms to first token, a chunk every ${String(LONG_TIMING.chunkDelayMs)} ms; ` +
    `${inNetns ? "loopback-only network namespace" : "host network"}; ${String(cpus().length)} CPUs`,
);
for (const s of subjects) console.log(`  ${s.name}: ${s.label}`);

/** One session of `subject` with files of `bytes`, after a wait for a quiet machine. */
async function play(subject, bytes) {
  resetPredecessor();
  const quiet = await waitForQuiet(Number(opts["max-busy"]), Number(opts["max-wait-s"]) * 1000);
  const { record } = await runOnce({
    subject,
    serverModule,
    timing: LONG_TIMING,
    session: sessionWith(bytes),
    timeoutMs: 30 * 60_000,
    // After the request arrives, while the CLI waits for the answer: neither gap window includes the
    // answer to request FIRST or anything after the last request, so the collections move no figure.
    // Only steward's CLI loads the probe: SIGUSR2's default action ends a process (Claude Code's).
    liveMemoryAt: subject.name === "steward" ? [FIRST, TURNS - 1] : [],
  });
  return { f: figuresOf(record), quiet };
}

const figures = Object.fromEntries(subjects.map((s) => [s.name, []]));
for (let i = 0; i < runs; i++) {
  for (const subject of i % 2 === 0 ? subjects : [...subjects].reverse()) {
    const { f, quiet } = await play(subject, FILE_BYTES);
    // The control: the same turns with tiny files. What memory grows there (compiled code, caches)
    // is not the history's; what grows beyond it is.
    if (!opts["no-control"]) {
      const control = (await play(subject, CONTROL_FILE_BYTES)).f;
      f.controlGrowthMb = control.memoryGrowthMb;
      f.historyMemoryMb = f.memoryGrowthMb - control.memoryGrowthMb;
      f.historyMemoryPerHistory = f.historyMemoryMb / (f.historyGrowthMb - control.historyGrowthMb);
      f.controlLiveGrowthMb = control.liveGrowthMb;
      f.historyLivePerHistory =
        (f.liveGrowthMb - control.liveGrowthMb) / (f.historyGrowthMb - control.historyGrowthMb);
      if (!control.valid) f.problems.push(`control session: ${control.problems.join("; ")}`);
      f.valid = f.problems.length === 0;
    }
    figures[subject.name].push(f);
    console.log(
      `run ${String(i + 1)}/${String(runs)} ${subject.name.padEnd(7)} gap first ${String(FIRST)} ${fmt(f.first20)} ms, ` +
        `last ${String(LAST)} ${fmt(f.last50)} ms (growth ${fmt(f.growth)}), history ${fmt(f.historyMb, 2)} MB, ` +
        `peak RSS ${fmt(f.peakRssMb)} MB, RSS +${fmt(f.memoryGrowthMb)} MB from request ${String(FIRST)} on ` +
        `for +${fmt(f.historyGrowthMb, 2)} MB of history (control +${fmt(f.controlGrowthMb)} MB: ` +
        `${fmt(f.historyMemoryPerHistory, 2)}× the history; live +${fmt(f.liveGrowthMb)} MB, ` +
        `control +${fmt(f.controlLiveGrowthMb)}: ${fmt(f.historyLivePerHistory, 2)}×), CPU ${fmt(f.cpuSeconds, 2)} s; ` +
        `machine ${fmt(100 * quiet.busy, 0)}% busy before, ${fmt(100 * f.busy, 0)}% during` +
        (f.valid ? "" : `  INVALID: ${f.problems.join("; ")}`),
    );
  }
}
build.cleanup();

const ROWS = [
  ["gap message_stop → next request, first 20 turns", "first20", "ms", 1],
  ["gap message_stop → next request, last 50 turns", "last50", "ms", 1],
  ["growth of the gap: last 50 − first 20", "growth", "ms", 1],
  ["history at the last request (messages as JSON)", "historyMb", "MB", 2],
  [`history growth from request ${String(FIRST)} to the last`, "historyGrowthMb", "MB", 2],
  ["peak RSS (VmHWM)", "peakRssMb", "MB", 1],
  ["RSS at the first request", "rssFirstMb", "MB", 1],
  [`RSS at request ${String(FIRST)}`, "rssAtFirstMb", "MB", 1],
  [`RSS growth from request ${String(FIRST)} on (highest − at ${String(FIRST)})`, "memoryGrowthMb", "MB", 1],
  ["the same in the control session (300-byte files)", "controlGrowthMb", "MB", 1],
  ["RSS growth beyond the control / history growth", "historyMemoryPerHistory", "×", 2],
  [
    `live memory at request ${String(FIRST)} (heap used + external, after a full collection)`,
    "liveAtFirstMb",
    "MB",
    1,
  ],
  [`live memory growth from request ${String(FIRST)} to the last`, "liveGrowthMb", "MB", 1],
  ["the same in the control session", "controlLiveGrowthMb", "MB", 1],
  ["live memory growth beyond the control / history growth", "historyLivePerHistory", "×", 2, ["<=", 2]],
  ["CPU time of the CLI over the session", "cpuSeconds", "s", 2],
];
const names = subjects.map((s) => s.name);
const per = (name, key) => figures[name].filter((f) => f.valid).map((f) => f[key]);
const hasClaude = names.includes("claude") && names.includes("steward");
const ratio = (key) => {
  const a = median(per("steward", key));
  const b = median(per("claude", key));
  return a === undefined || b === undefined || b === 0 ? "–" : `${(a / b).toFixed(2)}×`;
};
console.log(
  "\n" +
    table(
      ["figure (median of runs)", ...names, ...(hasClaude ? ["steward / Claude Code"] : [])],
      ROWS.map(([label, key, unit, digits]) => [
        `${label} (${unit})`,
        ...names.map((n) => fmt(median(per(n, key)), digits)),
        ...(hasClaude ? [ratio(key)] : []),
      ]),
    ),
);
if (hasClaude)
  console.log(
    `\nTargets: steward's last-50 gap ≤ 0.5× Claude Code's (${ratio("last50")}); its growth ≤ 0.5× Claude ` +
      `Code's (${ratio("growth")}); live memory for the history ≤ 2× its size (${fmt(median(per("steward", "historyLivePerHistory")), 2)}×).`,
  );
for (const n of names) {
  const invalid = figures[n].filter((f) => !f.valid);
  if (invalid.length > 0)
    console.log(`${n}: ${String(invalid.length)} invalid runs left out: ${invalid[0].problems.join("; ")}`);
}

writeFigures(opts.json, {
  tables: [
    {
      title: `${String(TURNS)}-turn session, a ~12 KB Read a turn, ${String(runs)} run${runs === 1 ? "" : "s"}${hasClaude ? " per CLI, alternating" : ""}`,
      ...(hasClaude ? { reference: "Claude Code" } : {}),
      rows: ROWS.map(([label, key, unit, digits, target]) => ({
        label,
        unit,
        digits,
        stats: stats(per("steward", key)),
        ...(target === undefined ? {} : { target: { op: target[0], value: target[1] } }),
        ...(hasClaude ? { compare: stats(per("claude", key)) } : {}),
      })),
    },
  ],
  notes: [
    `Builds: ${subjects.map((s) => s.label).join("; ")}.`,
    "Targets against Claude Code in the same run: steward's gap over the last 50 turns ≤ 0.5× Claude Code's, and its growth from the first 20 turns to the last 50 ≤ 0.5× Claude Code's growth (the ratio column).",
  ],
});
if (opts["raw-json"]) writeFileSync(opts["raw-json"], JSON.stringify({ turns: TURNS, figures }, null, 2));

function fmt(x, digits = 1) {
  return typeof x === "number" && Number.isFinite(x) ? x.toFixed(digits) : "–";
}
