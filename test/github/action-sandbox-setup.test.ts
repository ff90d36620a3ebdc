// The action's runner set-up (installing bubblewrap on a GitHub-hosted runner) is off the path to the
// first model request: the request goes out offering Bash, then the set-up runs, then the probe.
// A failed install under `required` refuses every Bash call with the reason; a cancel during the
// set-up stops its command; a run that fails before any answer still reports the sandbox (not checked).
// The action runs in a mount namespace where the system has no bwrap and a fake apt-get that records
// its calls (bound over the real ones: the action looks for both in the fixed system PATH only), as
// root (no sudo): the real set-up code, with its real runner, runs it.
import { existsSync } from "node:fs";
import { appendFileSync, writeFileSync } from "node:fs";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import {
  type MessagesRequestBody,
  reply,
  type ScriptedTurn,
  type ScriptRequest,
  text,
  toolUse,
} from "../support/model-server/index";
import { trackingComment } from "../support/scenario";
import { mentionOn, useScenarios } from "../support/scenario-fixture";
import { type Mount, systemStandIn, systemWithoutBwrap } from "../sandbox/support";

const scenarios = useScenarios();
let bin: string | undefined;
afterEach(async () => {
  if (bin !== undefined) await rm(bin, { recursive: true, force: true });
  bin = undefined;
});

const POLICY = "sandbox: required\npermissions:\n  allow: [Bash]\n";
const HOSTED = { RUNNER_ENVIRONMENT: "github-hosted" };

/**
 * A system without bwrap where `apt-get install` runs `install` (a shell fragment; `$BIN` is the
 * test's directory), every apt-get call recorded in `$BIN/events`.
 */
async function runnerWithoutBwrap(install: string): Promise<{ dir: string; mounts: Mount[] }> {
  const dir = await mkdtemp(join(tmpdir(), "steward-nobwrap-"));
  bin = dir;
  const aptGet = await systemStandIn(
    dir,
    "apt-get",
    `BIN='${dir}'\necho "apt-get $*" >> "$BIN/events"\ncase "$*" in\n  *install*) ${install} ;;\nesac\nexit 0\n`,
  );
  return { dir, mounts: [...(await systemWithoutBwrap(dir)), ...aptGet] };
}

const events = async (dir: string) =>
  (await readFile(join(dir, "events"), "utf8").catch(() => "")).split("\n").filter(Boolean);

/**
 * `turns`, played by a model that notes each request in the events as it arrives (before it
 * answers), and leaves the `first-request` file the install waits for.
 */
function noting(dir: () => string, turns: readonly ScriptedTurn[]) {
  return ({ turn }: ScriptRequest): ScriptedTurn | undefined => {
    appendFileSync(join(dir(), "events"), `model: request ${String(turn)}\n`);
    writeFileSync(join(dir(), "first-request"), "");
    return turns[turn];
  };
}

const unescaped = (markdown: string) => markdown.replace(/\\(.)/g, "$1");

describe("sandbox: required, on a hosted runner where bubblewrap cannot be installed", () => {
  it("sends the first request before the set-up ends, then refuses every Bash call with the reason", async () => {
    const world = await scenarios.world({
      files: { "README.md": "# app\n", ".github/steward.yml": POLICY },
      script: noting(
        () => bin ?? "",
        [reply(toolUse("Bash", { command: "echo ran > ran.txt" }, "t_sh")), reply(text("No shell today."))],
      ),
    });
    const { event } = mentionOn(world, { body: "@steward run the tests", issue: { title: "Run the tests" } });
    // The install waits for the first request (for 5 s at most, were it to come first), then fails.
    const { dir, mounts } = await runnerWithoutBwrap(
      `i=0; while [ ! -e "$BIN/first-request" ] && [ $i -lt 100 ]; do sleep 0.05; i=$((i+1)); done\n` +
        `    echo "apt-get: install ends" >> "$BIN/events"; echo "E: Unable to locate package bubblewrap"; exit 100`,
    );
    const result = await scenarios.run(world, event, { env: HOSTED, mounts });
    expect(result.outputs["conclusion"]).toBe("success");

    const install = "install -y -q bubblewrap";
    // The first request, then the set-up (each step once), then the next request: nothing waited.
    expect(await events(dir)).toEqual([
      "model: request 0",
      `apt-get ${install}`,
      "apt-get: install ends",
      "apt-get update -q",
      `apt-get ${install}`,
      "apt-get: install ends",
      "model: request 1",
    ]);
    const [first, second] = (world.model?.messageRequests() ?? []).map((r) => r.body as MessagesRequestBody);
    expect(((first?.tools ?? []) as { name: string }[]).map((t) => t.name)).toContain("Bash");
    const reason =
      "the sandbox is required and could not start (bubblewrap starts: bwrap was not found on PATH (steward could not install it: apt-get install bubblewrap (after update) failed (exit 100: E: Unable to locate package bubblewrap)))";
    expect(JSON.stringify(second?.messages)).toContain(`Bash is disabled in this run: ${reason}`);
    expect(existsSync(join(result.workspace, "ran.txt"))).toBe(false);
    // Each step logged once, in order.
    const logged = result.stdout.split("\n").filter((line) => line.startsWith("steward: sandbox"));
    expect(logged).toEqual([
      "steward: sandbox setup: apt-get install bubblewrap: failed (exit 100: E: Unable to locate package bubblewrap)",
      "steward: sandbox setup: apt-get update: done",
      "steward: sandbox setup: apt-get install bubblewrap (after update): failed (exit 100: E: Unable to locate package bubblewrap)",
      expect.stringMatching(
        /^steward: sandbox probe: FAIL bubblewrap starts: bwrap was not found on PATH \(steward could not install it/,
      ),
      expect.stringMatching(/^steward: sandbox: not active, so Bash was disabled \(sandbox: required\)/),
    ]);
    for (const report of [result.summary, trackingComment(world) ?? ""])
      expect(unescaped(report)).toContain(
        "**Sandbox:** ⚠️ not active, so Bash was disabled (sandbox: required)",
      );
    world.assertNoViolations();
  });
});

describe("a run cancelled while the sandbox is being set up", () => {
  it("stops the install's process and ends cancelled, the sandbox not checked", async () => {
    const world = await scenarios.world({
      files: { "README.md": "# app\n", ".github/steward.yml": POLICY },
      // The model takes its time: the set-up starts once the answer has begun, and the runner cancels.
      script: [{ ...reply(text("never finished")), timing: { firstTokenMs: 20_000 } }],
    });
    const { event } = mentionOn(world, { body: "@steward run the tests", issue: { title: "Run the tests" } });
    const { dir, mounts } = await runnerWithoutBwrap(`echo $$ > "$BIN/install.pid"; exec sleep 30`);
    const started = await scenarios.start(world, event, { env: HOSTED, mounts });
    const pidFile = join(dir, "install.pid");
    while ((await readFile(pidFile, "utf8").catch(() => "")) === "")
      await new Promise((resolve) => setTimeout(resolve, 20));
    const pid = (await readFile(pidFile, "utf8")).trim();
    started.kill("SIGINT");
    const result = await started.result;
    expect(result.outputs["conclusion"]).toBe("cancelled");
    // Gone, or a zombie its new parent has yet to reap.
    expect(await readFile(`/proc/${pid}/stat`, "utf8").catch(() => "gone")).toMatch(/^gone$|\) [ZX] /);
    expect(await events(dir)).toEqual(["apt-get install -y -q bubblewrap"]);
    expect(result.stdout).toContain(
      "steward: sandbox setup: apt-get install bubblewrap: stopped before it finished (the run was ending)",
    );
    expect(unescaped(trackingComment(world) ?? "")).toContain(
      "**Sandbox:** ⚠️ not checked: the run was stopped while the sandbox was being set up",
    );
  });
});

describe("a session that fails before any answer", () => {
  it("reports the sandbox as not checked, its set-up never begun", async () => {
    const world = await scenarios.world({
      files: { "README.md": "# app\n", ".github/steward.yml": POLICY },
      script: [
        {
          content: [],
          faults: [{ kind: "status", status: 400, errorType: "invalid_request_error", message: "bad" }],
        },
      ],
    });
    const { event } = mentionOn(world, { body: "@steward run the tests", issue: { title: "Run the tests" } });
    const { dir, mounts } = await runnerWithoutBwrap("exit 100");
    const result = await scenarios.run(world, event, { env: HOSTED, mounts });
    expect(result.outputs["conclusion"]).not.toBe("success");
    expect(await events(dir)).toEqual([]);
    const line = "**Sandbox:** ⚠️ not checked: the run ended before";
    expect(unescaped(result.summary)).toContain(line);
    expect(unescaped(trackingComment(world) ?? "")).toContain(line);
  });
});
