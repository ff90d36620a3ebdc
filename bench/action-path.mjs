// The action's critical path: the bundled action (dist/index.js) under the runner simulation, against
// the fake GitHub answering every request after a realistic round trip (150 ms by default), the
// scripted model server and a real bare git remote. One mention on an issue; the model writes a file
// and answers, so the run ends with a commit pushed to a new branch, a pull request and the final
// tracking comment. Measured per run:
//   start → 👀 and tracking comment   the spawn to the later of the two answers
//   start → first model request        the spawn to the model server receiving the first POST
//   last model response → final state  message_stop of the last answer to the latest of: the final
//                                       tracking-comment edit answered, the push received by the git
//                                       remote, the outputs file written
// and, on each end, how many GitHub round trips had to follow one another (the largest set of requests
// of which each was sent after the previous one was answered, before the first model request and
// after the last model response): the figure that does not depend on the machine.
//
// Run `npm run bundle` first: the bench runs the checkout's dist/. Run: node bench/action-path.mjs
// [runs] [--latency MS] [--json FILE]. claude-code-action is not compared: it installs Claude Code and
// Bun from the network at run time and talks to api.github.com, so it cannot run offline against the
// fake GitHub here.
import { mkdirSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { stats, writeFigures } from "./lib/figures.mjs";
import { importTypeScript } from "./lib/load-ts.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const { values, positionals } = parseArgs({
  options: {
    json: { type: "string" },
    latency: { type: "string", default: "150" },
    timeline: { type: "boolean", default: false },
  },
  allowPositionals: true,
});
const runs = Number(positionals[0] ?? 5);
const latencyMs = Number(values.latency);
if (!Number.isInteger(runs) || runs < 1)
  throw new Error(`runs must be a positive integer, got '${positionals[0]}'`);
if (!Number.isInteger(latencyMs) || latencyMs < 0)
  throw new Error(`--latency must be whole ms, got '${values.latency}'`);

// Two levels below the root: the runner simulation finds action.yml and dist/ from where it is bundled.
const scratch = join(root, ".cache", "action-path");
mkdirSync(scratch, { recursive: true });
const rig = await importTypeScript(
  [
    'export { startWorld } from "./test/support/world.ts";',
    'export { actionOptions } from "./test/support/scenario.ts";',
    'export { runAction, cleanupRun } from "./test/support/runner.ts";',
    'export { issueCommentCreated } from "./test/support/webhooks.ts";',
    'export { reply, text, toolUse } from "./test/support/model-server/index.ts";',
  ],
  join(scratch, "rig.mjs"),
);

/** The most requests of which each went out after the one before was answered (greedy by answer). */
export function sequentialRoundTrips(requests) {
  const sorted = [...requests].sort((a, b) => a.answeredAt - b.answeredAt);
  let count = 0;
  let free = Number.NEGATIVE_INFINITY;
  for (const r of sorted)
    if (r.receivedAt >= free) {
      count++;
      free = r.answeredAt;
    }
  return count;
}

async function oneRun() {
  const world = await rig.startWorld({
    githubLatencyMs: latencyMs,
    script: [
      rig.reply(
        rig.toolUse("Write", { file_path: "CONTRIBUTING.md", content: "# Contributing\n\nRun npm test.\n" }),
      ),
      rig.reply(rig.text("Added CONTRIBUTING.md.")),
    ],
  });
  try {
    world.github.state.setPermission(world.repo, "alice", "write");
    const issue = world.github.state.addIssue(world.repo, {
      title: "Docs",
      body: "Say how to test.",
      user: "alice",
    });
    const comment = world.github.state.addComment(world.repo, issue.number, {
      body: "@steward add a CONTRIBUTING.md",
      user: "alice",
    });
    const event = {
      name: "issue_comment",
      payload: rig.issueCommentCreated(world.target, {
        issueNumber: issue.number,
        commentId: comment.id,
        body: comment.body,
        user: "alice",
      }),
    };
    // The real pauses between writes: no STEWARD_GITHUB_WRITE_SPACING_MS here.
    const options = rig.actionOptions(world, event);
    delete options.env.STEWARD_GITHUB_WRITE_SPACING_MS;
    const result = await rig.runAction(options);
    try {
      if (result.outputs.conclusion !== "success")
        throw new Error(`the run ended ${result.outputs.conclusion}: ${result.stderr.slice(-2000)}`);
      return measure(world, result);
    } finally {
      await rig.cleanupRun(result);
    }
  } finally {
    await world.close();
  }
}

/** --timeline: every GitHub, git and model request of the run, in ms from the spawn. */
function printTimeline(world, t0) {
  const at = (ms) => (ms === undefined ? "     " : (ms - t0).toFixed(0).padStart(5));
  const lines = [
    ...world.github.requests.map((r) => [
      r.receivedAt,
      `${at(r.receivedAt)} → ${at(r.answeredAt)}  GitHub ${r.operationId ?? r.path}`,
    ]),
    ...world.git.requests.map((r) => [
      r.receivedAt,
      `${at(r.receivedAt)}          git ${r.method} ${r.path}`,
    ]),
    ...world.model
      .messageRequests()
      .map((r) => [r.receivedAt, `${at(r.receivedAt)} → ${at(r.messageStopAt)}  model turn ${r.turn}`]),
  ];
  for (const [, line] of lines.sort((a, b) => a[0] - b[0])) console.log(line);
}

function measure(world, result) {
  const t0 = result.startedAt;
  if (values.timeline) printTimeline(world, t0);
  const api = world.github.requests.filter((r) => r.answeredAt !== undefined);
  const first = (id) => api.find((r) => r.operationId === id);
  const reaction = first("reactions/create-for-issue-comment");
  const created = first("issues/create-comment");
  const model = world.model.messageRequests();
  const firstRequest = model[0].receivedAt;
  const lastStop = model.at(-1).messageStopAt;
  const finalEdit = api.filter((r) => r.operationId === "issues/update-comment").at(-1);
  const push = world.git.requests.filter((r) => r.path.endsWith("/git-receive-pack")).at(-1);
  const outputsWritten = statSync(join(result.runnerTemp, "_runner_file_commands", "set_output")).mtimeMs;
  if (reaction === undefined || created === undefined || finalEdit === undefined || push === undefined)
    throw new Error("the run did not react, comment, push and edit its comment");
  return {
    announce: Math.max(reaction.answeredAt, created.answeredAt) - t0,
    firstRequest: firstRequest - t0,
    finalState: Math.max(finalEdit.answeredAt, push.receivedAt, outputsWritten) - lastStop,
    startTrips: sequentialRoundTrips(api.filter((r) => r.answeredAt <= firstRequest)),
    announceTrips: sequentialRoundTrips(api.filter((r) => r.answeredAt <= created.answeredAt)),
    endTrips: sequentialRoundTrips(api.filter((r) => r.receivedAt >= lastStop)),
  };
}

const figures = [];
try {
  for (let i = 0; i < runs; i++) {
    const run = await oneRun();
    figures.push(run);
    console.log(
      `run ${i + 1}: start → 👀 and comment ${run.announce.toFixed(0)} ms (${run.announceTrips} round trips), ` +
        `→ first model request ${run.firstRequest.toFixed(0)} ms (${run.startTrips}); ` +
        `last response → final state ${run.finalState.toFixed(0)} ms (${run.endTrips})`,
    );
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}

const row = (label, key, unit, target, digits = 0) => ({
  label,
  unit,
  digits,
  stats: stats(figures.map((f) => f[key])),
  ...(target === undefined ? {} : { target: { op: "<=", value: target } }),
});
writeFigures(values.json, {
  tables: [
    {
      title: `one mention → pull request, GitHub answering after ${latencyMs} ms, ${runs} run${runs === 1 ? "" : "s"}`,
      rows: [
        row("start → 👀 and tracking comment", "announce", "ms", 1000),
        row("start → first model request", "firstRequest", "ms", 1500),
        row("last model response → final comment, push and outputs", "finalState", "ms", 1000),
        row("sequential GitHub round trips, start → tracking comment", "announceTrips", ""),
        row("sequential GitHub round trips, start → first model request", "startTrips", ""),
        row("sequential GitHub round trips, last response → end", "endTrips", ""),
      ],
    },
  ],
  notes: [
    "claude-code-action is not run beside it: it installs Claude Code and Bun from the network when it starts and talks to api.github.com, so it cannot run offline against the fake GitHub.",
  ],
});
