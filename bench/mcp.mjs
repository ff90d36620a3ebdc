// MCP: what a configured server costs steward. Two figures, on demand only (never in CI):
//
// 1. Added start-up latency. steward's CLI is launched against the scripted Messages API, alternately
//    without MCP and with one stdio server (test/support/mcp/stdio-server.mjs, on the official SDK)
//    given by --mcp-config; the time from spawn to the server having the first POST /v1/messages. The
//    server's own start (spawn, initialize, tools/list), timed with the SDK's client from this process,
//    is shown beside it: steward starts the server in parallel with the rest of its preparation, so the
//    added latency is at most that, less the work it overlaps.
// 2. Per-call overhead. One session in which each of K turns calls mcp__bench__echo once: the gap from
//    an answer's message_stop to the next request (the call, its result, the next request) against the
//    same call made directly with the SDK's client, in this process, on a server of its own.
//
//   node bench/mcp.mjs [--runs N] [--calls K] [--cli PATH | --rev REV | --fresh] [--json FILE]
//                      [--max-busy F] [--max-wait-s S]
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { stats, writeFigures } from "./lib/figures.mjs";
import { loadModelServer, root } from "./loop/lib/model-server.mjs";
import { resetPredecessor, waitForQuiet } from "./loop/lib/quiet.mjs";
import { median, table } from "./loop/lib/stats.mjs";
import { stewardBuild } from "./loop/lib/steward-build.mjs";

const { values: opts } = parseArgs({
  options: {
    runs: { type: "string", default: "15" },
    calls: { type: "string", default: "30" },
    cli: { type: "string" },
    rev: { type: "string" },
    fresh: { type: "boolean", default: false },
    "max-busy": { type: "string", default: "0.05" },
    "max-wait-s": { type: "string", default: "10" },
    json: { type: "string" },
  },
});
const runs = Number(opts.runs);
const calls = Number(opts.calls);
const SERVER = join(root, "test/support/mcp/stdio-server.mjs");
const MCP_CONFIG = JSON.stringify({
  mcpServers: { bench: { command: process.execPath, args: [SERVER, "--name", "bench"] } },
});

const build = await stewardBuild(opts);
const { now, startModelServer } = await loadModelServer();
const dir = realpathSync(mkdtempSync(join(tmpdir(), "steward-bench-mcp-")));
const repo = join(dir, "repo");
mkdirSync(repo);
spawnSync("git", ["init", "--quiet", repo]);
// The policy allows the server's tools, so they are offered (and their definitions sent) as in use.
const policy = join(dir, "policy.yml");
writeFileSync(policy, "sandbox: off\npermissions:\n  allow: [mcp__bench]\n");

function launch(url, withMcp, prompt) {
  const home = mkdtempSync(join(dir, "home-"));
  const args = [build.cli, "run", "--policy", policy, "--prompt", prompt, "--output-format", "stream-json"];
  if (withMcp) args.push("--mcp-config", MCP_CONFIG);
  const child = spawn(process.execPath, args, {
    cwd: repo,
    env: { PATH: process.env.PATH, HOME: home, ANTHROPIC_API_KEY: "dummy", ANTHROPIC_BASE_URL: url },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (d) => (stderr = (stderr + d).slice(-2000)));
  const exited = new Promise((resolve) => child.once("exit", (code) => resolve(code)));
  return { exited, stderr: () => stderr, cleanup: () => rmSync(home, { recursive: true, force: true }) };
}

/** The server's own start with the SDK's client: spawn, initialize, tools/list. */
async function directStart() {
  const started = now();
  const client = new Client({ name: "bench", version: "0" });
  await client.connect(new StdioClientTransport({ command: process.execPath, args: [SERVER] }));
  await client.listTools();
  const ms = now() - started;
  return { ms, client };
}

// 1. Launch → first request, alternating.
const launchServer = await startModelServer({
  script: () => ({ content: [{ type: "text", text: "Nothing to do." }] }),
});
const times = { without: [], with: [], server: [] };
for (let i = -1; i < runs; i++) {
  for (const withMcp of i % 2 === 0 ? [false, true] : [true, false]) {
    resetPredecessor();
    await waitForQuiet(Number(opts["max-busy"]), Number(opts["max-wait-s"]) * 1000, 250);
    const before = launchServer.requests.length;
    const spawnedAt = now();
    const run = launch(launchServer.url, withMcp, "Check.");
    const code = await run.exited;
    run.cleanup();
    const first = launchServer.requests.slice(before).find((r) => r.path === "/v1/messages");
    if (code !== 0 || first === undefined) throw new Error(`steward exited ${String(code)}: ${run.stderr()}`);
    if (i >= 0) times[withMcp ? "with" : "without"].push(first.receivedAt - spawnedAt);
  }
  const direct = await directStart();
  await direct.client.close();
  if (i >= 0) times.server.push(direct.ms);
}
await launchServer.close();

// 2. Per-call overhead: K turns, one mcp__bench__echo each, answered quickly.
const quick = { firstTokenMs: 5, chunkDelayMs: 0 };
const sessionServer = await startModelServer({
  script: ({ turn }) =>
    turn < calls
      ? {
          content: [
            {
              type: "tool_use",
              id: `t${String(turn)}`,
              name: "mcp__bench__echo",
              input: { message: `m${String(turn)}` },
            },
          ],
          timing: quick,
        }
      : { content: [{ type: "text", text: "Done." }], timing: quick },
});
await waitForQuiet(Number(opts["max-busy"]), Number(opts["max-wait-s"]) * 1000, 250);
const session = launch(sessionServer.url, true, "Echo.");
const sessionCode = await session.exited;
session.cleanup();
if (sessionCode !== 0) throw new Error(`the session failed: ${session.stderr()}`);
const main = sessionServer.messageRequests();
const gaps = [];
for (let k = 0; k + 1 < main.length && k < calls; k++)
  gaps.push(main[k + 1].receivedAt - main[k].messageStopAt);
const results = JSON.stringify(main.at(-1)?.body);
if (!results.includes(`bench echo: m${String(calls - 1)}`))
  throw new Error("the last call's result is missing");
await sessionServer.close();

const { client } = await directStart();
const direct = [];
for (let k = 0; k < calls; k++) {
  const started = now();
  await client.callTool({ name: "echo", arguments: { message: `m${String(k)}` } });
  direct.push(now() - started);
}
await client.close();
build.cleanup();
rmSync(dir, { recursive: true, force: true });

const added = median(times.with) - median(times.without);
const overhead = median(gaps) - median(direct);
const fmt = (xs) => `${median(xs).toFixed(1)} ms`;
console.log(
  `node ${process.version}, ${String(runs)} launches each (+1 warm-up), ${String(calls)} calls; steward: ${build.label}`,
);
console.log(
  table(
    ["figure", "median"],
    [
      ["launch → first request, no MCP", fmt(times.without)],
      ["launch → first request, one stdio server", fmt(times.with)],
      ["  added by the server", `${added.toFixed(1)} ms`],
      ["  the server's own start (SDK client, from here)", fmt(times.server)],
      ["MCP call turn: message_stop → next request", fmt(gaps)],
      ["the same call, SDK client direct", fmt(direct)],
      ["  steward's overhead per MCP call turn", `${overhead.toFixed(1)} ms`],
    ],
  ),
);
writeFigures(opts.json, {
  tables: [
    {
      title: `Launch → first POST /v1/messages, ${String(runs)} launches each, alternating`,
      reference: "no MCP server",
      rows: [
        {
          label: "one stdio MCP server configured",
          unit: "ms",
          stats: stats(times.with),
          compare: stats(times.without),
        },
        {
          label: "the server's own start (spawn, initialize, tools/list)",
          unit: "ms",
          stats: stats(times.server),
        },
      ],
    },
    {
      title: `An MCP tool call, ${String(calls)} calls`,
      reference: "the SDK's client calling the server directly",
      rows: [
        {
          label: "message_stop → next request, one MCP call per turn",
          unit: "ms",
          stats: stats(gaps),
          compare: stats(direct),
        },
      ],
    },
  ],
  notes: [
    `steward: ${build.label}`,
    `Added start-up latency (median with − median without): ${added.toFixed(1)} ms; per-call overhead (median turn gap − median direct call): ${overhead.toFixed(1)} ms. The turn gap includes all of steward's work between two requests (scheduling, the policy decision, mapping and redacting the result, building the next request), not only the MCP round trip.`,
  ],
});
