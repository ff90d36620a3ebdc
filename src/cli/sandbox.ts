// `steward sandbox probe`: the sandbox's probe on this machine, for people setting up (self-hosted)
// runners: each check with what was seen, the mounts the session would use, and the decision the
// policy's mode makes from it. Exit 0 when the sandbox is usable, 1 when not, 2 on bad usage.
import { rm } from "node:fs/promises";
import { homedir } from "node:os";
import { parseArgs } from "node:util";
import {
  buildAgentEnvironment,
  defaultPolicy,
  loadPolicyFile,
  PolicyLoadError,
  runnerFilesFromEnv,
  SANDBOX_MODES,
  type SandboxMode,
} from "../policy/index";
import type { SandboxLayout } from "../sandbox/argv";
import { formatFindings } from "../sandbox/findings";
import { policyPlaceTests } from "../sandbox/secrets";
import { prepareSandbox } from "../sandbox/session";
import { makeOutputDir } from "./output-dir";

export interface SandboxCommandIO {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  cwd: string;
  env: Readonly<Record<string, string | undefined>>;
}

const SANDBOX_USAGE = `Usage: steward sandbox probe [options]

Runs the sandbox's checks here (bubblewrap starts, no network, no writes outside the workspace, the
runner's processes out of sight, no new privileges) and shows the mounts a session would use.

Options:
  --cwd DIR        the checkout to probe with (default: the current directory)
  --policy FILE    the policy whose sandbox section applies (default: none, the built-in settings)
  --mode MODE      the mode to assume when the policy names none: ${SANDBOX_MODES.join(", ")} (default: required)
  --bwrap PATH     the bwrap program (default: bwrap on PATH)
  --json           print the result as JSON
`;

function networkOf(layout: SandboxLayout): string {
  if (layout.network === "allow") return "on";
  if (layout.proxy === undefined) return "off (own network namespace)";
  return `only ${layout.proxy.allowedDomains.join(", ")}, through steward's proxy (own network namespace)`;
}

function describeLayout(layout: SandboxLayout): string {
  const list = (items: readonly string[]) => (items.length === 0 ? "(none)" : items.join(", "));
  return [
    `bwrap:      ${layout.bwrap}`,
    `writable:   ${list([layout.workspaceRoot, `/tmp (${layout.tempDir})`, ...layout.allowWrite])}`,
    `read-only:  ${list(layout.readOnly)} (and everything else)`,
    `hidden:     ${list([...layout.hide, ...layout.blank])}`,
    `masked:     ${list([...layout.maskedFiles, ...layout.maskedDirs])} (secret files in the workspace, read as empty)`,
    `network:    ${networkOf(layout)}`,
    ...(layout.user === undefined
      ? []
      : [`user:       uid ${String(layout.user.uid)} inside (root outside)`]),
  ].join("\n");
}

export async function runSandboxCommand(argv: readonly string[], io: SandboxCommandIO): Promise<number> {
  const [sub, ...rest] = argv;
  if (sub === undefined || sub === "--help" || sub === "-h") {
    io.stdout(SANDBOX_USAGE);
    return sub === undefined ? 2 : 0;
  }
  if (sub !== "probe") {
    io.stderr(`steward sandbox: unknown command '${sub}'; the command is 'probe'.\n`);
    return 2;
  }
  let values;
  try {
    ({ values } = parseArgs({
      args: [...rest],
      options: {
        cwd: { type: "string" },
        policy: { type: "string" },
        mode: { type: "string" },
        bwrap: { type: "string" },
        json: { type: "boolean" },
      },
      strict: true,
    }));
  } catch (error) {
    io.stderr(`steward sandbox probe: ${(error as Error).message}\n`);
    return 2;
  }
  const mode = values.mode ?? "required";
  if (!(SANDBOX_MODES as readonly string[]).includes(mode)) {
    io.stderr(`steward sandbox probe: --mode must be one of ${SANDBOX_MODES.join(", ")}, got '${mode}'.\n`);
    return 2;
  }
  const cwd = values.cwd ?? io.cwd;
  const note = (line: string) => io.stderr(`steward sandbox probe: ${line}\n`);
  let outputDir: string;
  try {
    outputDir = await makeOutputDir("steward-probe-", note);
  } catch (error) {
    note(error instanceof Error ? error.message : String(error));
    return 2;
  }
  try {
    const policy =
      values.policy === undefined
        ? defaultPolicy()
        : await loadPolicyFile(values.policy, { workspaceRoot: cwd });
    const prepared = await prepareSandbox({
      settings: policy.sandbox,
      defaultMode: mode as SandboxMode,
      env: buildAgentEnvironment(io.env, policy),
      workspaceRoot: cwd,
      outputDir,
      policyFilePath: values.policy ?? null,
      home: io.env["HOME"] ?? homedir(),
      ...(io.env["RUNNER_TEMP"] === undefined ? {} : { runnerTemp: io.env["RUNNER_TEMP"] }),
      secrets: runnerFilesFromEnv(io.env),
      ...(values.bwrap === undefined ? {} : { bwrap: values.bwrap }),
      ...policyPlaceTests(policy, {
        workspaceRoot: cwd,
        home: io.env["HOME"] ?? homedir(),
        policyFilePath: values.policy ?? null,
      }),
    });
    await prepared.close();
    const { status } = prepared;
    if (values.json === true) {
      io.stdout(`${JSON.stringify({ ...status, layout: prepared.layout ?? null }, null, 2)}\n`);
    } else {
      io.stdout(`${formatFindings({ ok: status.active, findings: status.findings })}\n\n`);
      if (prepared.layout !== undefined) io.stdout(`${describeLayout(prepared.layout)}\n\n`);
      io.stdout(`Sandbox: ${status.summary}\n`);
      for (const note of status.notes) io.stdout(`Note: ${note}\n`);
    }
    return status.active ? 0 : 1;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    io.stderr(`steward sandbox probe: ${message}\n`);
    return error instanceof PolicyLoadError ? 1 : 2;
  } finally {
    await rm(outputDir, { recursive: true, force: true });
  }
}
