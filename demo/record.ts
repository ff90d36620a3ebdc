// Records demo/session.jsonl: runs the bundled action once against the demo world with the model's
// side written out below, and keeps the transcript steward itself wrote. The tool results in it are
// what the real tools returned on the sample repository, so the recording is a true one.
//
//   node scripts/demo.mjs --record
import { copyFile } from "node:fs/promises";
import { reply, type Script, text, toolUse } from "../test/support/model-server/index";
import { cleanupRun } from "../test/support/runner";
import { runScenario } from "../test/support/scenario";
import { SESSION_FILE, startDemoWorld } from "./scenario";

const todos = (...statuses: ("pending" | "in_progress" | "completed")[]) => ({
  todos: [
    ["Reproduce the failing test", "Reproducing the failing test"],
    ["Find why truncate() overshoots max", "Finding why truncate() overshoots max"],
    ["Fix truncate() and re-run the suite", "Fixing truncate() and re-running the suite"],
  ].map(([content = "", activeForm = ""], i) => ({ content, activeForm, status: statuses[i] ?? "pending" })),
});

const FIXED = "  return text.slice(0, Math.max(0, max - ELLIPSIS.length)) + ELLIPSIS;";

const SESSION: Script = [
  reply(
    text("I'll reproduce the failure first, then look at truncate() and its test."),
    toolUse("TodoWrite", todos("in_progress")),
  ),
  reply(toolUse("Bash", { command: "node --test", description: "Run the test suite" })),
  reply(
    text("One failure: truncate() returns 11 characters for max = 10. Reading the function and its test."),
    toolUse("TodoWrite", todos("completed", "in_progress")),
    toolUse("Read", { file_path: "src/truncate.js" }),
    toolUse("Read", { file_path: "test/truncate.test.js" }),
  ),
  reply(
    text("Checking whether anything else calls truncate() and relies on the current length."),
    toolUse("Grep", { pattern: "truncate\\(", output_mode: "content" }),
  ),
  reply(
    text(
      "Besides the test, only the README example uses it, and it expects `A rather …` too. The bug: `text.slice(0, max)` keeps `max` characters and then appends the ellipsis, so a cut result is always one character over. The ellipsis has to fit inside `max`.",
    ),
    toolUse("TodoWrite", todos("completed", "completed", "in_progress")),
    toolUse("Edit", {
      file_path: "src/truncate.js",
      old_string: "  return text.slice(0, max) + ELLIPSIS;",
      new_string: FIXED,
    }),
  ),
  reply(toolUse("Bash", { command: "node --test", description: "Re-run the test suite" })),
  reply(
    toolUse("Bash", { command: "git diff --stat", description: "Show what changed" }),
    toolUse("TodoWrite", todos("completed", "completed", "completed")),
  ),
  reply(
    text(
      [
        "Fixed the failing test `never returns more than max characters, ellipsis included`.",
        "",
        '`truncate(text, max)` kept `max` characters and then appended `…`, so every cut string was one character longer than `max` (`truncate("A rather long title", 10)` gave `A rather l…`, 11 characters). It now keeps `max - 1` characters before the ellipsis, which is what the test and the README example expect; text that already fits is returned unchanged, as before.',
        "",
        "`node --test`: 4 passed, 0 failed.",
      ].join("\n"),
    ),
  ),
];

const { world, event } = await startDemoWorld(SESSION);
try {
  const result = await runScenario(world, event);
  try {
    if (result.outputs["conclusion"] !== "success" || result.outputs["transcript"] === undefined)
      throw new Error(
        `The recording run did not succeed (conclusion ${String(result.outputs["conclusion"])}).\n${result.stdout}\n${result.stderr}`,
      );
    world.assertNoViolations();
    await copyFile(result.outputs["transcript"], SESSION_FILE);
    console.log(`Recorded ${SESSION_FILE} (${String(world.model?.messageRequests().length)} model turns).`);
  } finally {
    await cleanupRun(result);
  }
} finally {
  await world.close();
}
