// Instructions from launch to the first model request, counted by valgrind (callgrind), for two
// builds of steward and each sandbox mode: a figure the machine's load does not move, for the question
// "what sits on the path to the first request?". The scripted server asks callgrind for a dump as the
// first main-loop request arrives; the dump holds everything the CLI's own process did until then.
// Child processes (bubblewrap's probe commands) are not counted: their cost on that path is wall
// time, which launch.mjs measures on a quiet machine.
//
//   node bench/loop/launch-instructions.mjs [--base REV] [--sandbox off,preferred] [--runs N] [--json FILE]
//                                           [--node PATH] [--cli PATH] [--twice]
//
// --base: the build to compare with (dist/ as committed at REV; default main); the other is the
// working tree's src/, bundled into a temporary directory (or --cli PATH, used in place). --node: the
// Node binary that runs the CLI (e.g. a node24 build, the action's runtime). --twice: every launch
// is counted after a first, uncounted one with the same HOME, so whatever the CLI keeps there is warm.
// Needs valgrind; each launch takes ~10 s.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
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
    base: { type: "string", default: "main" },
    sandbox: { type: "string", default: "off,preferred" },
    runs: { type: "string", default: "3" },
    json: { type: "string" },
    node: { type: "string" },
    cli: { type: "string" },
    twice: { type: "boolean", default: false },
  },
});
const modes = opts.sandbox.split(",");
const runs = Number(opts.runs);
if (spawnSync("valgrind", ["--version"]).status !== 0) throw new Error("valgrind is not installed");
inLoopbackNamespace();

const builds = [
  await stewardBuild({ rev: opts.base }),
  await stewardBuild(opts.cli === undefined ? { fresh: true } : { cli: opts.cli }),
];
const serverModule = await loadModelServer();
const work = mkdtempSync(join(tmpdir(), "steward-bench-launch-instructions-"));
const timing = { firstTokenMs: 0, chunkDelayMs: 0, textChunkChars: 24, jsonChunkChars: 24 };

/** Two turns of the long session; `dump(pid)` runs as the first main-loop request arrives. */
const sessionOf = (dump) => ({
  prepare: (repo) => {
    createLongRepo(repo, 2);
    return { opened: () => new Map(), stop: () => undefined, settled: () => Promise.resolve() };
  },
  turns: (repo) => buildLongSession(repo, 2),
  script: (turns, t, hooks) =>
    createLongScript(turns, t, {
      sides: hooks.sides,
      onMainRequest: (turn) => {
        hooks.onMainRequest(turn);
        if (turn === 0) dump(hooks.pid());
      },
    }),
});

let launches = 0;

/** Instructions of the CLI's process from launch to its first request, one launch. */
async function countLaunch(build, sandbox, k) {
  // A directory per launch: a later launch must not find an earlier one's dump.
  const out = join(work, `${String(k)}-${sandbox}-${String(launches++)}`);
  mkdirSync(out, { recursive: true });
  const prefix = join(out, "vgdb");
  const dump = (pid) => {
    const r = spawnSync(
      "callgrind_control",
      [`--vgdb-prefix=${prefix}`, "--dump=first-request", String(pid)],
      {
        encoding: "utf8",
      },
    );
    if (r.status !== 0) throw new Error(`callgrind_control failed: ${r.stdout}${r.stderr}`);
  };
  const base = stewardSubject(build.cli, { label: build.label, prompt: LONG_PROMPT, sandbox });
  // --twice: one HOME for every launch of this build and mode, so what the CLI caches there stays.
  const home = opts.twice ? join(work, `home-${String(k)}-${sandbox}`) : undefined;
  if (home !== undefined) mkdirSync(home, { recursive: true });
  const subject = {
    ...base,
    launch: (ctx) => {
      const launch = base.launch(home === undefined ? ctx : { ...ctx, home });
      return {
        ...launch,
        command: "valgrind",
        args: [
          "--tool=callgrind",
          "--smc-check=all-non-file",
          `--vgdb-prefix=${prefix}`,
          `--callgrind-out-file=${join(out, "cg.%p")}`,
          opts.node ?? launch.command,
          ...launch.args,
        ],
      };
    },
  };
  const { record } = await runOnce({
    subject,
    serverModule,
    timing,
    session: sessionOf(dump),
    timeoutMs: 10 * 60_000,
  });
  if (record.code !== 0) throw new Error(`steward exited ${String(record.code)}: ${record.stderr}`);
  const first = readdirSync(out).find((f) => /^cg\.\d+\.1$/.test(f));
  if (first === undefined) throw new Error(`no dump at the first request in ${out}`);
  return Number(/^totals: (\d+)/m.exec(readFileSync(join(out, first), "utf8"))?.[1]);
}

const rows = [];
for (const sandbox of modes)
  for (const [k, build] of builds.entries()) {
    const counts = [];
    if (opts.twice) await countLaunch(build, sandbox, k);
    for (let i = 0; i < runs; i++) counts.push(await countLaunch(build, sandbox, k));
    console.log(
      `${build.label}, sandbox ${sandbox}: ${counts.map((c) => `${(c / 1e6).toFixed(1)}M`).join(" ")}`,
    );
    rows.push({ build, sandbox, median: median(counts) });
  }
for (const build of builds) build.cleanup();
rmSync(work, { recursive: true, force: true });

console.log(
  table(
    ["build", "sandbox", "instructions, launch → first request (median)"],
    rows.map((r) => [r.build.label, r.sandbox, `${(r.median / 1e6).toFixed(1)} M`]),
  ),
);
writeFigures(opts.json, {
  tables: [
    {
      title:
        "instructions of the CLI's process, launch → first request (callgrind; child processes not counted)",
      rows: rows.map((r) => ({
        label: `${r.build.label}, sandbox ${r.sandbox}`,
        unit: "M instructions",
        digits: 1,
        stats: { n: runs, median: r.median / 1e6, min: r.median / 1e6, max: r.median / 1e6 },
      })),
    },
  ],
  notes: builds.map((b) => `steward: ${b.label}`),
});
