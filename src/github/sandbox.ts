// The sandbox for an action run: the mode the trigger implies when the policy names none, the
// runner setup (install, AppArmor) on GitHub-hosted runners, then the probe — both left, as the probe
// is in `steward run`, until the first request is with the model (src/sandbox/deferred.ts). Everything
// is logged once known; the outcome goes to the session (how Bash starts) and to the report (whether it
// was active).
import { readFile } from "node:fs/promises";
import { homedir } from "node:os";
import type { Policy, SandboxMode } from "../policy/index";
import { runnerFilesFromEnv } from "../policy/index";
import { formatFindings } from "../sandbox/findings";
import { type SandboxSetUp, type StartedSandbox, startSandbox } from "../sandbox/deferred";
import { policyPlaceTests } from "../sandbox/secrets";
import type { PreparedSandbox } from "../sandbox/session";
import { mayInstallBubblewrap, SYSTEM_PATH, setUpSandbox } from "../sandbox/setup";
import { systemCommandRunner } from "../sandbox/setup-runner";
import type { Env, Settings } from "../settings";
import type { Trigger } from "./trigger-types";

/**
 * `required` unless a person with write access asked on an issue: automation has nobody watching,
 * and pull requests, CI fix-ups and PR comments put attacker-controlled code in the checkout.
 */
export function defaultSandboxMode(trigger: Trigger): SandboxMode {
  switch (trigger.kind) {
    case "mention":
    case "label":
    case "assignment":
      return trigger.isPullRequest ? "required" : "preferred";
    case "automation":
    case "ci-fixup":
    case "pull-request":
      return "required";
  }
}

export interface RunSandboxOptions {
  trigger: Trigger;
  policy: Policy;
  policyFilePath: string | null;
  settings: Settings;
  /** The action's environment (for RUNNER_*, HOME and the runner's secret files). */
  env: Env;
  /** The agent's environment (the policy's allow-list): the probe's commands get it. */
  agentEnv: Record<string, string>;
  workspaceRoot: string;
  outputDir: string;
  log: (line: string) => void;
  /** The run's: a cancel stops the set-up's and the probe's commands instead of waiting for their limits. */
  signal?: AbortSignal;
}

/** The runner set-up (install, AppArmor), for the deferred sandbox to run first when it begins. */
function runnerSetUp(options: RunSandboxOptions): SandboxSetUp {
  const { env, settings } = options;
  const facts = {
    install: settings.sandboxInstall,
    hostedRunner: env["RUNNER_ENVIRONMENT"] === "github-hosted",
    platform: process.platform,
  };
  return {
    mayInstall: mayInstallBubblewrap(facts),
    run: (signal) =>
      setUpSandbox({
        ...facts,
        allowUserNamespaces: settings.sandboxUserns,
        systemPath: SYSTEM_PATH,
        root: process.getuid?.() === 0,
        run: systemCommandRunner,
        readFile: (path) => readFile(path, "utf8").catch(() => undefined),
        log: options.log,
        ...(signal === undefined ? {} : { signal }),
      }),
  };
}

/** The probe's findings and the outcome, in the log. */
function logOutcome(prepared: PreparedSandbox, log: (line: string) => void): void {
  for (const line of formatFindings({ ok: prepared.status.active, findings: prepared.status.findings }).split(
    "\n",
  ))
    if (line !== "") log(`sandbox probe: ${line}`);
  log(`sandbox: ${prepared.status.summary}`);
  for (const note of prepared.status.notes) log(`sandbox: ${note}`);
}

export async function startRunSandbox(options: RunSandboxOptions): Promise<StartedSandbox> {
  const { env, log } = options;
  const defaultMode = defaultSandboxMode(options.trigger);
  const home = env["HOME"] ?? homedir();
  const started = await startSandbox({
    settings: options.policy.sandbox,
    defaultMode,
    env: options.agentEnv,
    // The bwrap the set-up checks, installs and names in its AppArmor profile: never one on the
    // inherited PATH, whose first directories the runner's user (and the session) can write to.
    bwrapSearchPath: SYSTEM_PATH,
    workspaceRoot: options.workspaceRoot,
    outputDir: options.outputDir,
    policyFilePath: options.policyFilePath,
    home,
    ...(env["RUNNER_TEMP"] === undefined ? {} : { runnerTemp: env["RUNNER_TEMP"] }),
    secrets: runnerFilesFromEnv(env),
    ...policyPlaceTests(options.policy, {
      workspaceRoot: options.workspaceRoot,
      home,
      policyFilePath: options.policyFilePath,
    }),
    log,
    ...(options.signal === undefined ? {} : { signal: options.signal }),
    setUp: runnerSetUp(options),
  });
  void started.outcome.then((prepared) => logOutcome(prepared, log));
  return started;
}
