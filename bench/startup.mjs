// Start-up cost of the bundled action: `node dist/index.js` taking its full path for an event it does
// not act on (settings, runner context, payload, outputs), side by side with a bare `node` start, in
// one run, alternating, so machine noise hits both alike. Run: `node bench/startup.mjs [runs] [--json FILE]`.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { benchArgs, stats as summary, writeFigures } from "./lib/figures.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const { runs, json } = benchArgs(41);
const dir = mkdtempSync(join(tmpdir(), "steward-bench-"));
const event = join(dir, "event.json");
writeFileSync(event, JSON.stringify({ action: "created", comment: { body: "hello" } }));
const env = {
  PATH: process.env.PATH,
  "INPUT_GITHUB-TOKEN": "ghs_bench",
  GITHUB_EVENT_NAME: "issue_comment",
  GITHUB_EVENT_PATH: event,
  GITHUB_REPOSITORY: "octo-org/app",
  GITHUB_SHA: "0".repeat(40),
  GITHUB_WORKSPACE: dir,
  RUNNER_TEMP: dir,
  GITHUB_OUTPUT: join(dir, "output"),
};

const subjects = {
  "node (bare)": [process.execPath, ["-e", "0"]],
  "dist/index.js": [process.execPath, [join(root, "dist/index.js")]],
};
const times = Object.fromEntries(Object.keys(subjects).map((k) => [k, []]));
for (let i = 0; i < runs; i++) {
  for (const [name, [cmd, args]] of Object.entries(subjects)) {
    writeFileSync(env.GITHUB_OUTPUT, "");
    const started = process.hrtime.bigint();
    const result = spawnSync(cmd, args, { env, stdio: "ignore" });
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    if (result.status !== 0) throw new Error(`${name} exited ${result.status}`);
    times[name].push(ms);
  }
}
rmSync(dir, { recursive: true, force: true });

const stats = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const q = (p) => s[Math.min(s.length - 1, Math.floor(p * s.length))];
  return { median: q(0.5), p10: q(0.1), p90: q(0.9) };
};
const bare = stats(times["node (bare)"]);
console.log(`node ${process.version}, ${runs} runs each, alternating`);
for (const name of Object.keys(subjects)) {
  const { median, p10, p90 } = stats(times[name]);
  console.log(
    `${name.padEnd(14)} median ${median.toFixed(1)} ms  (p10 ${p10.toFixed(1)}, p90 ${p90.toFixed(1)})  ` +
      `${(median / bare.median).toFixed(2)}x bare node, +${(median - bare.median).toFixed(1)} ms`,
  );
}

writeFigures(json, {
  tables: [
    {
      title: `start-up, ${String(runs)} runs each, alternating`,
      reference: "node (bare)",
      rows: Object.keys(subjects).map((name) => ({
        label: name,
        unit: "ms",
        stats: summary(times[name]),
        compare: summary(times["node (bare)"]),
      })),
    },
  ],
});
