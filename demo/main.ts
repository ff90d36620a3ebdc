// `npm run demo`: plays demo/session.jsonl as the model against the sample repository, through the
// bundled action (dist/index.js) run the way the Actions runner runs it, with the fake GitHub and a real
// git remote on 127.0.0.1 — offline, no key — and prints what a user would see: the tracking comment
// when the run starts, mid-run and at the end, the commit pushed to the pull request, the step summary.
import { readFile } from "node:fs/promises";
import { relative } from "node:path";
import { parseTranscript } from "../src/agent/replay";
import { findMarker } from "../src/report/index";
import type { GitHubRequest } from "../test/support/fake-github/index";
import type { MessagesRequestBody } from "../test/support/model-server/index";
import { cleanupRun, REPO_ROOT } from "../test/support/runner";
import { runScenario } from "../test/support/scenario";
import { PLAIN, renderMarkdown, type Style, TERMINAL } from "./render";
import { divergedToolResults, recordedToolResults, scriptFromTranscript } from "./replay-script";
import { PULL_BRANCH, REPOSITORY, REQUEST, SAMPLE_DIR, SESSION_FILE, startDemoWorld } from "./scenario";

const style: Style = process.stdout.isTTY && process.env["NO_COLOR"] === undefined ? TERMINAL : PLAIN;
const rule = "─".repeat(78);
// A reader piping into `head` closes stdout early: stop printing, but still clean up the servers and
// temporary directories instead of dying on EPIPE.
let stdoutOpen = true;
process.stdout.on("error", (error: NodeJS.ErrnoException) => {
  if (error.code !== "EPIPE") throw error;
  stdoutOpen = false;
});
const say = (text = "") => {
  if (stdoutOpen) process.stdout.write(`${text}\n`);
};
const heading = (title: string) => say(`\n${style.bold(`━━ ${title} `.padEnd(80, "━"))}\n`);

/** Every body the tracking comment had, in the order GitHub accepted them. */
function commentBodies(requests: readonly GitHubRequest[]): string[] {
  return requests
    .filter(
      (r) =>
        (r.operationId === "issues/create-comment" || r.operationId === "issues/update-comment") &&
        r.status !== undefined &&
        r.status < 300,
    )
    .map((r) => (r.body as { body?: unknown }).body)
    .filter((body): body is string => typeof body === "string" && findMarker(body) !== undefined);
}

/**
 * The edit to show as "mid-run": the latest one with a task in progress (so it shows progress made and
 * work still open), else the middle one.
 */
function midRun(bodies: readonly string[]): { body: string; index: number } | undefined {
  const between = bodies.slice(1, -1);
  const working = between.findLastIndex((b) => /^- ⏳/m.test(b));
  const index = working >= 0 ? working : Math.floor((between.length - 1) / 2);
  const body = between[index];
  return body === undefined ? undefined : { body, index: index + 1 };
}

function showComment(title: string, body: string): void {
  heading(title);
  say(renderMarkdown(body, style, "  │ "));
}

async function main(): Promise<void> {
  const source = relative(REPO_ROOT, SESSION_FILE);
  const transcript = parseTranscript(await readFile(SESSION_FILE, "utf8"), source);
  const script = scriptFromTranscript(transcript, source);
  const started = Date.now();

  say(style.bold("steward demo — a recorded session replayed through the real action, offline"));
  say(`
  repository   ${REPOSITORY} (from ${relative(REPO_ROOT, SAMPLE_DIR)}/), pull request #1 from ${PULL_BRANCH}
  trigger      alice comments "${REQUEST}" (issue_comment webhook)
  model        ${source}, ${String(script.length)} recorded turns played by a local Messages API
  action       dist/index.js, run as the Actions runner runs it; GitHub and the git remote are local fakes`);

  const { world, event } = await startDemoWorld(script);
  try {
    const result = await runScenario(world, event, {
      // The tracking comment is edited at most every 3 s in a real run; the demo shortens the pause so it
      // finishes in seconds while still showing the edits in between.
      env: { STEWARD_GITHUB_WRITE_SPACING_MS: "50" },
    });
    try {
      // A changed sample shows first as a tool that succeeds where it failed in the recording, or the
      // reverse; say so before anything else goes wrong downstream of it.
      const lastRequest = world.model?.messageRequests().at(-1)?.body as MessagesRequestBody | undefined;
      const diverged = divergedToolResults(recordedToolResults(transcript), lastRequest?.messages ?? []);
      if (diverged.length > 0) {
        const names = new Map(
          script.flatMap((turn) =>
            turn.content.flatMap((b) => (b.type === "tool_use" ? [[b.id, b.name]] : [])),
          ),
        );
        const calls = diverged.map((id) => `${names.get(id) ?? "tool"} (${id})`).join(", ");
        throw new Error(
          `the tool results for ${calls} succeeded or failed differently than in ${source}: demo/sample no longer matches the recording. Re-record it with \`node scripts/demo.mjs --record\`.`,
        );
      }
      if (result.outputs["conclusion"] !== "success")
        throw new Error(
          `the action ended with conclusion ${String(result.outputs["conclusion"])}.\n${result.stdout}${result.stderr}`,
        );

      const bodies = commentBodies(world.github.requests);
      const [first] = bodies;
      const last = bodies.at(-1);
      if (first === undefined || last === undefined || bodies.length < 3)
        throw new Error(
          `expected the tracking comment to be posted and edited; GitHub saw ${String(bodies.length)} bodies.`,
        );
      say(
        `\nThe tracking comment on pull request #1 was posted once and edited ${String(bodies.length - 1)} times. Three of its states:`,
      );
      showComment(`Tracking comment — when the run starts (1 of ${String(bodies.length)})`, first);
      const middle = midRun(bodies);
      if (middle !== undefined)
        showComment(
          `Tracking comment — mid-run (${String(middle.index + 1)} of ${String(bodies.length)})`,
          middle.body,
        );
      showComment(
        `Tracking comment — at the end (${String(bodies.length)} of ${String(bodies.length)})`,
        last,
      );

      heading(`The commit pushed to ${PULL_BRANCH} (git log -1 --stat --patch, from the remote)`);
      const log = await world.git.git(
        REPOSITORY,
        "log",
        "-1",
        "--stat",
        "--patch",
        "--format=fuller",
        PULL_BRANCH,
      );
      say(log.trimEnd().replace(/^/gm, "  "));

      heading("Step summary (the job's summary page)");
      say(renderMarkdown(result.summary, style, "  │ "));

      heading("Outputs");
      for (const name of ["conclusion", "branch", "commit-sha", "comment-url", "turns", "cost-usd"])
        say(`  ${name.padEnd(12)} ${result.outputs[name] ?? "—"}`);
      world.assertNoViolations();
      say(`\n${rule}`);
      say(
        `Done in ${((Date.now() - started) / 1000).toFixed(1)} s. The same recording plays against a plain copy of the sample:\n  cp -r demo/sample /tmp/textkit && node dist/cli.js run --replay ${source} --cwd /tmp/textkit`,
      );
    } finally {
      await cleanupRun(result);
    }
  } finally {
    await world.close();
  }
}

try {
  await main();
} catch (error) {
  // What went wrong is the message; a stack trace would only bury it.
  console.error(`\nsteward demo failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
