// The action: read settings and the runner's context once, then hand over to the session. Only run()
// turns an error into a failed step; everything below it throws or returns data.
import { readEventPayload } from "./github/event";
import { createRunnerCommands, type RunnerCommands } from "./github/runner-commands";
import { readRunnerContext } from "./github/runner-context";
import { type Env, readSettings, secretValues } from "./settings";
import { VERSION } from "./version";

export type Conclusion = "success" | "failure" | "skipped" | "cancelled";

export interface ActionIO {
  env: Env;
  runner: RunnerCommands;
  setExitCode(code: number): void;
}

function processIO(): ActionIO {
  return {
    env: process.env,
    runner: createRunnerCommands(process.env, (text) => process.stdout.write(text)),
    setExitCode: (code) => {
      process.exitCode = code;
    },
  };
}

export async function run(io: ActionIO = processIO()): Promise<Conclusion> {
  const { env, runner } = io;
  try {
    const settings = readSettings(env);
    // Masked in the runner's log before anything else can print them.
    for (const secret of secretValues(settings)) runner.mask(secret);
    const context = readRunnerContext(env);
    const payload = await readEventPayload(context.eventPath);
    const action = typeof payload["action"] === "string" ? `.${payload["action"]}` : "";
    runner.info(
      `steward ${VERSION}: ${context.eventName}${action} on ${context.repository.owner}/${context.repository.repo}`,
    );
    // Triggers, the agent session and publishing arrive in their own slices; until a trigger is
    // recognised the run is skipped without calling the model or posting anything.
    runner.info("No trigger is handled by this build of steward; skipping.");
    runner.setOutput("conclusion", "skipped");
    return "skipped";
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    runner.error(message);
    try {
      runner.setOutput("conclusion", "failure");
    } catch {
      // Without GITHUB_OUTPUT the failure is still reported through the exit code and the log.
    }
    io.setExitCode(1);
    return "failure";
  }
}
