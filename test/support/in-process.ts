// The action's run(io) called in this process, with the environment and files the runner simulation
// prepares (test/support/runner.ts), and the real runner commands over @actions/core writing to the
// job's files and to a string instead of stdout (test/support/runner-process.ts). For the paths that
// end before any work is done — a skip, a refusal, a failure — where a child process would only add a
// second to each test.
import type { ActionOutcome } from "../../src/action/run";
import { createRunnerCommands } from "../../src/github/runner-commands";
import { run } from "../../src/main";
import {
  type ActionResult,
  commandsIn,
  prepareRunner,
  readRunnerFiles,
  type RunActionOptions,
} from "./runner";
import { withRunnerProcess } from "./runner-process";

export interface InProcessResult extends ActionResult {
  outcome: ActionOutcome;
}

export async function runInProcess(
  options: RunActionOptions,
  adjust: (env: Record<string, string>) => void = () => undefined,
): Promise<InProcessResult> {
  const prepared = await prepareRunner(options);
  adjust(prepared.env);
  let exitCode: number | null = null;
  const started = Date.now();
  const { value: outcome, stdout } = await withRunnerProcess(prepared.env, () =>
    run({
      env: prepared.env,
      runner: createRunnerCommands(prepared.env),
      signal: new AbortController().signal,
      setExitCode: (code) => {
        exitCode = code;
      },
    }),
  );
  return {
    outcome,
    exitCode,
    signal: null,
    stdout,
    stderr: "",
    ...(await readRunnerFiles(prepared)),
    ...commandsIn(stdout, ""),
    workspace: prepared.workspace,
    runnerTemp: prepared.runnerTemp,
    startedAt: started,
    durationMs: Date.now() - started,
  };
}
