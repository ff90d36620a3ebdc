import { createRequire as __stewardCreateRequire } from 'node:module'; const require = __stewardCreateRequire(import.meta.url);
import {
  nextCwd,
  runCommand,
  startingCwd
} from "./chunk-ORNO4YLZ.js";
import "./chunk-YETNZK4H.js";
import {
  DEFAULT_GRACE_MS
} from "./chunk-NGRDGXTY.js";
import {
  DEFAULT_TIMEOUT_MS,
  MAX_TIMEOUT_MS
} from "./chunk-NYG7QIXA.js";
import "./chunk-SXXHESJR.js";

// src/tools/bash/call.ts
var stopGraceFor = (launcher) => launcher.stopGraceMs ?? DEFAULT_GRACE_MS;
async function runBash(input, ctx) {
  const start = await startingCwd(ctx.cwd, ctx.workspaceRoot);
  if (input.run_in_background === true) {
    const shells = ctx.session.shells;
    if (shells === void 0)
      throw new Error(
        "background shells are not available in this session; run the command without run_in_background."
      );
    const shell = await shells.start(input.command, {
      cwd: start.cwd,
      env: ctx.env,
      ...input.description === void 0 ? {} : { description: input.description }
    });
    return { kind: "background", shell };
  }
  const timeoutMs = Math.round(input.timeout ?? DEFAULT_TIMEOUT_MS);
  const run = await runCommand({
    command: input.command,
    cwd: start.cwd,
    env: ctx.env,
    outputDir: ctx.outputDir,
    label: ctx.toolUseId,
    timeoutMs,
    signal: ctx.signal,
    launcher: ctx.session.shell,
    graceMs: stopGraceFor(ctx.session.shell)
  });
  return {
    kind: "foreground",
    command: input.command,
    run,
    timeoutMs,
    workspaceRoot: ctx.workspaceRoot,
    sessionCwd: ctx.cwd,
    missingCwd: start.missing,
    next: nextCwd(run.finalCwd, start.cwd, ctx.workspaceRoot),
    maxTimeoutMs: MAX_TIMEOUT_MS
  };
}
export {
  runBash,
  stopGraceFor
};
