import { createRequire as __stewardCreateRequire } from 'node:module'; const require = __stewardCreateRequire(import.meta.url);
import {
  formatFindings
} from "./chunk-4DON4IZ3.js";
import {
  makeOutputDir
} from "./chunk-RLFWEEHP.js";
import {
  PolicyLoadError,
  SANDBOX_MODES,
  buildAgentEnvironment,
  defaultPolicy,
  loadPolicyFile,
  policyPlaceTests,
  prepareSandbox,
  runnerFilesFromEnv
} from "./chunk-NYG7QIXA.js";
import "./chunk-SXXHESJR.js";

// src/cli/sandbox.ts
import { rm } from "node:fs/promises";
import { homedir } from "node:os";
import { parseArgs } from "node:util";
var SANDBOX_USAGE = `Usage: steward sandbox probe [options]

Runs the sandbox's checks here (bubblewrap starts, no network, no writes outside the workspace, the
runner's processes out of sight, no new privileges) and shows the mounts a session would use.

Options:
  --cwd DIR        the checkout to probe with (default: the current directory)
  --policy FILE    the policy whose sandbox section applies (default: none, the built-in settings)
  --mode MODE      the mode to assume when the policy names none: ${SANDBOX_MODES.join(", ")} (default: required)
  --bwrap PATH     the bwrap program (default: bwrap on PATH)
  --json           print the result as JSON
`;
function networkOf(layout) {
  if (layout.network === "allow") return "on";
  if (layout.proxy === void 0) return "off (own network namespace)";
  return `only ${layout.proxy.allowedDomains.join(", ")}, through steward's proxy (own network namespace)`;
}
function describeLayout(layout) {
  const list = (items) => items.length === 0 ? "(none)" : items.join(", ");
  return [
    `bwrap:      ${layout.bwrap}`,
    `writable:   ${list([layout.workspaceRoot, `/tmp (${layout.tempDir})`, ...layout.allowWrite])}`,
    `read-only:  ${list(layout.readOnly)} (and everything else)`,
    `hidden:     ${list([...layout.hide, ...layout.blank])}`,
    `masked:     ${list([...layout.maskedFiles, ...layout.maskedDirs])} (secret files in the workspace, read as empty)`,
    `network:    ${networkOf(layout)}`,
    ...layout.user === void 0 ? [] : [`user:       uid ${String(layout.user.uid)} inside (root outside)`]
  ].join("\n");
}
async function runSandboxCommand(argv, io) {
  const [sub, ...rest] = argv;
  if (sub === void 0 || sub === "--help" || sub === "-h") {
    io.stdout(SANDBOX_USAGE);
    return sub === void 0 ? 2 : 0;
  }
  if (sub !== "probe") {
    io.stderr(`steward sandbox: unknown command '${sub}'; the command is 'probe'.
`);
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
        json: { type: "boolean" }
      },
      strict: true
    }));
  } catch (error) {
    io.stderr(`steward sandbox probe: ${error.message}
`);
    return 2;
  }
  const mode = values.mode ?? "required";
  if (!SANDBOX_MODES.includes(mode)) {
    io.stderr(`steward sandbox probe: --mode must be one of ${SANDBOX_MODES.join(", ")}, got '${mode}'.
`);
    return 2;
  }
  const cwd = values.cwd ?? io.cwd;
  const note = (line) => io.stderr(`steward sandbox probe: ${line}
`);
  let outputDir;
  try {
    outputDir = await makeOutputDir("steward-probe-", note);
  } catch (error) {
    note(error instanceof Error ? error.message : String(error));
    return 2;
  }
  try {
    const policy = values.policy === void 0 ? defaultPolicy() : await loadPolicyFile(values.policy, { workspaceRoot: cwd });
    const prepared = await prepareSandbox({
      settings: policy.sandbox,
      defaultMode: mode,
      env: buildAgentEnvironment(io.env, policy),
      workspaceRoot: cwd,
      outputDir,
      policyFilePath: values.policy ?? null,
      home: io.env["HOME"] ?? homedir(),
      ...io.env["RUNNER_TEMP"] === void 0 ? {} : { runnerTemp: io.env["RUNNER_TEMP"] },
      secrets: runnerFilesFromEnv(io.env),
      ...values.bwrap === void 0 ? {} : { bwrap: values.bwrap },
      ...policyPlaceTests(policy, {
        workspaceRoot: cwd,
        home: io.env["HOME"] ?? homedir(),
        policyFilePath: values.policy ?? null
      })
    });
    await prepared.close();
    const { status } = prepared;
    if (values.json === true) {
      io.stdout(`${JSON.stringify({ ...status, layout: prepared.layout ?? null }, null, 2)}
`);
    } else {
      io.stdout(`${formatFindings({ ok: status.active, findings: status.findings })}

`);
      if (prepared.layout !== void 0) io.stdout(`${describeLayout(prepared.layout)}

`);
      io.stdout(`Sandbox: ${status.summary}
`);
      for (const note2 of status.notes) io.stdout(`Note: ${note2}
`);
    }
    return status.active ? 0 : 1;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    io.stderr(`steward sandbox probe: ${message}
`);
    return error instanceof PolicyLoadError ? 1 : 2;
  } finally {
    await rm(outputDir, { recursive: true, force: true });
  }
}
export {
  runSandboxCommand
};
