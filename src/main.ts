// The action's entry point: the process's environment, the runner's side channels and its cancellation
// signals, handed to one run (src/action/run.ts). Only here does an outcome become an exit code:
// success and skipped exit 0, failure and cancelled exit 1.
import { type ActionIO, type ActionOutcome, type Conclusion, runAction } from "./action/run";
import { createRunnerCommands } from "./github/runner-commands";

export type { Conclusion };

export interface ProcessIO extends ActionIO {
  setExitCode(code: number): void;
}

function processIO(): ProcessIO {
  const controller = new AbortController();
  // The runner cancels with SIGINT, then SIGTERM ~7.5 s later, then kills: the first signal starts the
  // orderly stop (save the work, post the report); a later one changes nothing but is not fatal either.
  const stop = (signal: NodeJS.Signals) => {
    if (!controller.signal.aborted) controller.abort(new Error(`received ${signal}`));
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
  return {
    env: process.env,
    runner: createRunnerCommands(process.env),
    signal: controller.signal,
    setExitCode: (code) => {
      process.exitCode = code;
    },
  };
}

export async function run(io: ProcessIO = processIO()): Promise<ActionOutcome> {
  let outcome: ActionOutcome;
  try {
    outcome = await runAction(io);
  } catch (error) {
    // runAction reports its own failures; this is the last line of defence for a bug in it.
    const message = error instanceof Error ? error.message : String(error);
    io.runner.error(`steward failed unexpectedly: ${message}`);
    outcome = { conclusion: "failure", reason: message };
  }
  io.setExitCode(outcome.conclusion === "failure" || outcome.conclusion === "cancelled" ? 1 : 0);
  return outcome;
}
