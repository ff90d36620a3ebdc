// What holds steward's memory late in the long session: plays the long session (long-session.mjs) once
// with steward's CLI, has it write a V8 heap snapshot as the main-loop request of turn --at arrives
// (--heapsnapshot-signal, the CLI then waiting for the answer), and sums the snapshot by holder:
// every object is charged to the nearest holder that dominates it (lib/heap-holders.mjs), so the
// table is retained sizes, and ArrayBuffer backing stores (external memory: in RSS, not in the JS
// heap) count at their byte length. Also prints the CLI's VmRSS at that request, and the history's
// size as JSON, for scale.
//
//   node bench/loop/heap-snapshot.mjs [--at TURN] [--turns N] [--file-bytes N] [--keep DIR]
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
    at: { type: "string", default: "200" },
    turns: { type: "string", default: String(LONG_TURNS) },
    "file-bytes": { type: "string", default: String(FILE_BYTES) },
    keep: { type: "string" },
    cli: { type: "string" },
    rev: { type: "string" },
    fresh: { type: "boolean", default: false },
  },
});
const AT = Number(opts.at);
const TURNS = Number(opts.turns);
if (!Number.isInteger(AT) || AT < 1 || AT >= TURNS)
  throw new Error(`--at must be an integer turn between 1 and ${String(TURNS - 1)}, got '${opts.at}'`);

const snapshots = opts.keep ?? mkdtempSync(join(tmpdir(), "steward-bench-heap-"));
mkdirSync(snapshots, { recursive: true });
const build = await stewardBuild(opts);
const subject = stewardSubject(build.cli, {
  label: build.label,
  prompt: LONG_PROMPT,
  extraArgs: ["--max-turns", String(TURNS + 10)],
  nodeFlags: ["--heapsnapshot-signal=SIGUSR2", `--diagnostic-dir=${snapshots}`],
});
let rssKb;
let historyBytes;
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
        if (turn !== AT) return;
        const status = readFileSync(`/proc/${String(hooks.pid())}/status`, "utf8");
        rssKb = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1]);
        process.kill(hooks.pid(), "SIGUSR2");
      },
    });
    return (request) => {
      if (isMainLoopRequest(request.body) && request.turn === AT)
        historyBytes = Buffer.byteLength(JSON.stringify(request.body.messages));
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
const file = readdirSync(snapshots).find((f) => f.endsWith(".heapsnapshot"));
if (file === undefined) throw new Error(`no heap snapshot in ${snapshots}`);

const mb = (bytes) => (bytes / 2 ** 20).toFixed(2);
const { rows, total } = holdersOf(JSON.parse(readFileSync(join(snapshots, file), "utf8")));
console.log(
  `${subject.label}\nturn ${String(AT)} of ${String(TURNS)}: VmRSS ${mb(rssKb * 1024)} MB; history ` +
    `${mb(historyBytes)} MB as JSON; snapshot ${mb(total)} MB (JS heap + ArrayBuffer backing stores)`,
);
console.log(
  table(
    ["holder", "retained MB", "× history"],
    rows.map((r) => [r.holder, mb(r.bytes), (r.bytes / historyBytes).toFixed(2)]),
  ),
);
if (opts.keep === undefined) rmSync(snapshots, { recursive: true, force: true });
else console.log(`snapshot kept: ${join(snapshots, file)}`);
