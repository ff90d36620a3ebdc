// Bash's call: runs the command in the foreground (its own process group, output to a file, the
// working directory tracked) or starts it as a background shell. Loaded with the first call (or ahead
// of it, while the model's first answer streams), so none of it sits on the path to the first request.
import type { BashInput } from "../bash";
import type { ToolContext } from "../context";
import { nextCwd, startingCwd } from "./cwd-tracking";
import { DEFAULT_TIMEOUT_MS, MAX_TIMEOUT_MS } from "./limits";
import type { BashResult } from "./result-text";
import { DEFAULT_GRACE_MS } from "./process-group";
import { runCommand } from "./run-command";
import type { ShellLauncher } from "../session/shell";

/** SIGTERM-to-SIGKILL grace for a foreground command: the session launcher's, else the default. */
export const stopGraceFor = (launcher: ShellLauncher): number => launcher.stopGraceMs ?? DEFAULT_GRACE_MS;

export async function runBash(input: BashInput, ctx: ToolContext): Promise<BashResult> {
  const start = await startingCwd(ctx.cwd, ctx.workspaceRoot);
  if (input.run_in_background === true) {
    const shells = ctx.session.shells;
    if (shells === undefined)
      throw new Error(
        "background shells are not available in this session; run the command without run_in_background.",
      );
    const shell = await shells.start(input.command, {
      cwd: start.cwd,
      env: ctx.env,
      ...(input.description === undefined ? {} : { description: input.description }),
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
    graceMs: stopGraceFor(ctx.session.shell),
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
    maxTimeoutMs: MAX_TIMEOUT_MS,
  };
}
