// Launch → first model request, on its own and with many samples: each CLI is spawned with the
// session's prompt against a scripted server that answers the first request with a one-line text (so
// the run ends at once), and the time from spawn to the server receiving POST /v1/messages is taken
// on one clock. A floor is measured alongside: a bare `node` that sends one POST with node:http.
//
// Before each launch the benchmark flushes file writes and waits for the machine to be quiet (all CPUs
// at most --max-busy busy, default 5 %, for two consecutive quarter seconds, up to --max-wait-s): a CLI
// that leaves work running after it exits (Claude Code does, for a while) otherwise slowed the next
// subject's launch, the bare-node floor included, by a fifth. Even after that wait, the first process
// started after Claude Code launched ~20 % slower; so a throw-away bare node runs before every launch
// (resetPredecessor in lib/quiet.mjs), and each subject always follows the same thing.
//
//   node bench/loop/launch.mjs [--runs N] [--claude] [--sandbox] [--cli PATH | --rev REV | --fresh] [--no-netns]
//                              [--max-busy F] [--max-wait-s S] [--json FILE]
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, realpathSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { loadModelServer } from "./lib/model-server.mjs";
import { createRepo } from "./lib/repo.mjs";
import { stats as summary, writeFigures } from "../lib/figures.mjs";
import { resetPredecessor, waitForQuiet } from "./lib/quiet.mjs";
import { median, quantile, table } from "./lib/stats.mjs";
import { stewardBuild } from "./lib/steward-build.mjs";
import { claudeCodeSubject, ensureClaudeCode, stewardSubject } from "./lib/subjects.mjs";

const { values: opts } = parseArgs({
  options: {
    runs: { type: "string", default: "21" },
    claude: { type: "boolean", default: false },
    sandbox: { type: "boolean", default: false },
    cli: { type: "string" },
    rev: { type: "string" },
    fresh: { type: "boolean", default: false },
    "no-netns": { type: "boolean", default: false },
    "max-busy": { type: "string", default: "0.05" },
    "max-wait-s": { type: "string", default: "10" },
    json: { type: "string" },
  },
});
const runs = Number(opts.runs);
const inNetns = process.env.STEWARD_BENCH_NETNS === "1";
const claudeBinary = opts.claude ? ensureClaudeCode() : undefined;
if (
  !inNetns &&
  !opts["no-netns"] &&
  spawnSync("unshare", ["-rn", "true"], { stdio: "ignore" }).status === 0
) {
  const r = spawnSync(
    "unshare",
    ["-rn", "sh", "-c", 'ip link set lo up && exec "$0" "$@"', process.execPath, ...process.argv.slice(1)],
    { stdio: "inherit", env: { ...process.env, STEWARD_BENCH_NETNS: "1" } },
  );
  process.exit(r.status ?? 1);
}

const FLOOR = `const r = require("node:http").request(process.env.ANTHROPIC_BASE_URL + "/v1/messages", { method: "POST",
  headers: { "content-type": "application/json", "x-api-key": "dummy", "anthropic-version": "2023-06-01" } },
  (res) => { res.resume(); res.on("end", () => process.exit(0)); });
r.end(JSON.stringify({ model: "m", max_tokens: 1, messages: [{ role: "user", content: "hi" }] }));`;

const build = await stewardBuild(opts);
const subjects = [
  {
    name: "node floor",
    launch: ({ url, home }) => ({
      command: process.execPath,
      args: ["-e", FLOOR],
      env: { PATH: process.env.PATH, HOME: home, ANTHROPIC_BASE_URL: url },
    }),
  },
  stewardSubject(build.cli, { label: build.label }),
];
// The probe's cost when the sandbox is on (steward's default on the command line, and in the action
// where bubblewrap works); Claude Code runs Bash unsandboxed by default, so the ratio uses sandbox: off.
// "default" is a plain `steward run` with no policy file: the sandbox preferred and no YAML to parse.
if (opts.sandbox)
  subjects.push(
    stewardSubject(build.cli, { label: build.label, sandbox: "preferred" }),
    stewardSubject(build.cli, { label: build.label, sandbox: "default", name: "steward, no policy file" }),
  );
if (claudeBinary) subjects.push(claudeCodeSubject(claudeBinary, { proxyGuard: !inNetns }));

const { now, startModelServer } = await loadModelServer();
const dir = realpathSync(mkdtempSync(join(tmpdir(), "steward-bench-loop-launch-")));
const repo = join(dir, "repo");
mkdirSync(repo);
createRepo(repo);
const server = await startModelServer({
  script: () => ({ content: [{ type: "text", text: "Nothing to do." }] }),
});

const times = Object.fromEntries(subjects.map((s) => [s.name, []]));
const busyBefore = [];
for (let i = -1; i < runs; i++) {
  for (const subject of i % 2 === 0 ? subjects : [...subjects].reverse()) {
    const home = mkdtempSync(join(dir, "home-"));
    const scratch = mkdtempSync(join(dir, "tmp-"));
    const { command, args, env } = subject.launch({ url: server.url, home, repo });
    const before = server.requests.length;
    spawnSync("sync");
    resetPredecessor();
    const quiet = await waitForQuiet(Number(opts["max-busy"]), Number(opts["max-wait-s"]) * 1000, 250);
    if (i >= 0) busyBefore.push(quiet.busy);
    const spawnedAt = now();
    const child = spawn(command, args, { cwd: repo, env: { ...env, TMPDIR: scratch }, stdio: "ignore" });
    const code = await new Promise((resolve) => child.once("exit", resolve));
    const first = server.requests.slice(before).find((r) => r.method === "POST" && r.path === "/v1/messages");
    if (code !== 0 || first === undefined)
      throw new Error(`${subject.name} exited ${String(code)} without a request`);
    if (i >= 0) times[subject.name].push(first.receivedAt - spawnedAt);
    rmSync(home, { recursive: true, force: true });
    rmSync(scratch, { recursive: true, force: true });
  }
}
await server.close();
build.cleanup();
rmSync(dir, { recursive: true, force: true });

const steward = median(times.steward);
const busy = `machine ${(100 * median(busyBefore)).toFixed(0)}% busy (median) in the quarter second before a launch`;
console.log(
  `node ${process.version}, ${String(runs)} runs each (+1 warm-up), alternating; spawn → first POST /v1/messages; ${busy}`,
);
console.log(
  table(
    ["subject", "median", "p10", "p90", "vs steward"],
    subjects.map((s) => {
      const xs = times[s.name];
      return [
        s.label ?? s.name,
        `${median(xs).toFixed(1)} ms`,
        `${quantile(xs, 0.1).toFixed(1)} ms`,
        `${quantile(xs, 0.9).toFixed(1)} ms`,
        `${(median(xs) / steward).toFixed(2)}×`,
      ];
    }),
  ),
);

const claudeTimes = times.claude;
writeFigures(opts.json, {
  tables: [
    {
      title: `launch → first POST /v1/messages, ${String(runs)} runs each, alternating`,
      ...(claudeTimes === undefined ? {} : { reference: "Claude Code" }),
      rows: subjects.map((s) => ({
        label: s.name === "claude" ? "Claude Code" : s.name,
        unit: "ms",
        stats: summary(times[s.name]),
        ...(s.name === "steward" ? { target: { op: "<=", value: 150 } } : {}),
        ...(claudeTimes === undefined || !s.name.startsWith("steward")
          ? {}
          : { compare: summary(claudeTimes) }),
      })),
    },
  ],
  notes: [`steward: ${build.label}`, busy],
});
