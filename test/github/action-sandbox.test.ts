// The action when the sandbox cannot start on the runner and the policy requires it: the run goes on
// without Bash (the model is not offered it, and is told why), and the log, the tracking comment and
// the step summary say so. bwrap is taken off PATH: a directory linking every other program.
import { mkdtemp, readdir, rm, symlink } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { type MessagesRequestBody, reply, text } from "../support/model-server/index";
import { cleanupRun, type ActionResult } from "../support/runner";
import { runScenario, trackingComment } from "../support/scenario";
import { issueCommentCreated } from "../support/webhooks";
import { startWorld, type World } from "../support/world";

let world: World | undefined;
let result: ActionResult | undefined;
let bin: string | undefined;
afterEach(async () => {
  if (result !== undefined) await cleanupRun(result);
  await world?.close();
  if (bin !== undefined) await rm(bin, { recursive: true, force: true });
  world = undefined;
  result = undefined;
  bin = undefined;
});

/** A PATH with every program of the real one except bwrap. */
async function pathWithoutBwrap(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), "steward-nobwrap-"));
  const seen = new Set<string>();
  for (const entry of (process.env["PATH"] ?? "/usr/bin:/bin").split(":")) {
    const names = await readdir(entry).catch(() => [] as string[]);
    for (const name of names) {
      if (name === "bwrap" || seen.has(name)) continue;
      seen.add(name);
      await symlink(join(entry, name), join(dir, name));
    }
  }
  return dir;
}

describe("sandbox: required, on a runner where it cannot start", () => {
  it("disables Bash, tells the model why, and reports it", async () => {
    world = await startWorld({
      files: {
        "README.md": "# app\n",
        ".github/steward.yml": "sandbox: required\npermissions:\n  allow: [Bash]\n",
      },
      script: [reply(text("No shell today; nothing to run."))],
    });
    world.github.state.setPermission(world.repo, "alice", "write");
    const issue = world.github.state.addIssue(world.repo, { title: "Run the tests", user: "alice" });
    const comment = world.github.state.addComment(world.repo, issue.number, {
      body: "@steward run the tests",
      user: "alice",
    });
    bin = await pathWithoutBwrap();
    result = await runScenario(
      world,
      {
        name: "issue_comment",
        payload: issueCommentCreated(world.target, {
          issueNumber: issue.number,
          commentId: comment.id,
          body: comment.body,
          user: "alice",
        }),
      },
      { env: { PATH: bin, RUNNER_ENVIRONMENT: "self-hosted" } },
    );
    expect(result.outputs["conclusion"]).toBe("success");

    const first = world.model?.messageRequests()[0]?.body as MessagesRequestBody | undefined;
    const tools = ((first?.tools ?? []) as { name: string }[]).map((t) => t.name);
    expect(tools).toContain("Read");
    expect(tools).not.toContain("Bash");
    expect(JSON.stringify(first?.system)).toContain(
      "- Shell: Bash is not available in this run: the sandbox is required and could not start (bubblewrap starts: bwrap was not found on PATH (install bubblewrap)).",
    );

    expect(result.stdout).toMatch(
      /steward: sandbox setup: bubblewrap is not installed; steward installs it only on GitHub-hosted runners/,
    );
    expect(result.stdout).toContain(
      "steward: sandbox probe: FAIL bubblewrap starts: bwrap was not found on PATH",
    );
    const line = "**Sandbox:** ⚠️ not active\\, so Bash was disabled \\(sandbox\\: required\\)";
    expect(result.summary).toContain(line);
    expect(trackingComment(world) ?? "").toContain(line);
    world.assertNoViolations();
  });
});
