// Start-up overhead of the sandbox per command: `/bin/bash -c true` plain, side by side with the same
// command inside bubblewrap with a session's real layout (namespaces, read-only root, hidden places,
// protected .git/config and hooks), alternating in one run so machine noise hits both alike.
// Run: `node bench/sandbox.mjs [runs]` (default 100). Needs bwrap on PATH.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { homedir, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { importTypeScript } from "./lib/load-ts.mjs";
import { benchArgs, stats as summary, writeFigures } from "./lib/figures.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const { runs, json } = benchArgs(100);
const dir = mkdtempSync(join(tmpdir(), "steward-bench-sandbox-"));
const outfile = join(dir, "sandbox-modules.mjs");
const { buildLayout, sandboxedShell, findOnPath } = await importTypeScript(
  [
    'export { buildLayout } from "./src/sandbox/layout.ts";',
    'export { sandboxedShell } from "./src/sandbox/argv.ts";',
    'export { findOnPath } from "./src/sandbox/session.ts";',
  ],
  outfile,
);

const bwrap = await findOnPath("bwrap", process.env.PATH);
if (bwrap === undefined) throw new Error("bwrap is not on PATH (apt-get install bubblewrap)");
const workspace = join(dir, "workspace");
mkdirSync(join(workspace, ".git", "hooks"), { recursive: true });
writeFileSync(join(workspace, ".git", "config"), "[core]\n");
const output = join(dir, "output");
mkdirSync(output);
const layout = await buildLayout({
  bwrap,
  workspaceRoot: workspace,
  outputDir: output,
  network: "deny",
  home: homedir(),
});
const sandboxed = sandboxedShell(layout, { script: "true", cwd: workspace });
const env = { PATH: process.env.PATH, HOME: homedir() };

const subjects = {
  "bash -c true": ["/bin/bash", ["-c", "true"]],
  "bwrap … bash -c true": [sandboxed.file, sandboxed.args],
};
const times = Object.fromEntries(Object.keys(subjects).map((k) => [k, []]));
for (let i = 0; i < runs; i++) {
  for (const [name, [cmd, args]] of Object.entries(subjects)) {
    const started = process.hrtime.bigint();
    const result = spawnSync(cmd, args, { env, cwd: workspace, stdio: "ignore" });
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    if (result.status !== 0) throw new Error(`${name} exited ${result.status}`);
    times[name].push(ms);
  }
}
rmSync(dir, { recursive: true, force: true });

const stats = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const q = (p) => s[Math.min(s.length - 1, Math.floor(p * s.length))];
  return { median: q(0.5), p10: q(0.1), p90: q(0.9), min: s[0], max: s.at(-1) };
};
const plain = stats(times["bash -c true"]);
const version = spawnSync(bwrap, ["--version"], { encoding: "utf8" }).stdout.trim();
console.log(`node ${process.version}, ${version}, ${runs} runs each, alternating`);
for (const name of Object.keys(subjects)) {
  const { median, p10, p90, min, max } = stats(times[name]);
  console.log(
    `${name.padEnd(22)} median ${median.toFixed(2)} ms  (p10 ${p10.toFixed(2)}, p90 ${p90.toFixed(2)}, min ${min.toFixed(2)}, max ${max.toFixed(2)})  ` +
      `+${(median - plain.median).toFixed(2)} ms over plain`,
  );
}

const sandboxedTimes = times["bwrap … bash -c true"];
writeFigures(json, {
  tables: [
    {
      title: `Sandbox start-up per command (${version}, ${runs} runs each, alternating)`,
      reference: "plain `/bin/bash -c true`",
      rows: [
        {
          label: "`bash -c true` in the sandbox",
          unit: "ms",
          digits: 2,
          stats: summary(sandboxedTimes),
          compare: summary(times["bash -c true"]),
        },
        {
          label: "overhead (sandboxed − plain, paired runs)",
          unit: "ms",
          digits: 2,
          stats: summary(sandboxedTimes.map((t, i) => t - times["bash -c true"][i])),
          target: { op: "<=", value: 15 },
        },
      ],
    },
  ],
});
