// How the runner set-up's commands run in the action (src/sandbox/setup.ts builds them): each program
// by the absolute path set-up resolved, with the fixed system PATH as its whole environment — no
// token, no variable of the action's reaches sudo or apt-get, and nothing they start is looked up in
// a directory the runner's user can write to. The run's cancel stops the command.
import type { CommandRunner } from "./setup";
import { SYSTEM_PATH } from "./setup";

/** At most this long per command (an apt-get on a slow mirror); the run's cancel stops it sooner. */
export const SETUP_COMMAND_TIMEOUT_MS = 300_000;

export const systemCommandRunner: CommandRunner = async (file, args, input, signal) => {
  // Loaded when the set-up runs a command (after the first request), not at start-up.
  const { execa } = await import("execa");
  const result = await execa(file, args, {
    env: { PATH: SYSTEM_PATH },
    extendEnv: false,
    reject: false,
    all: true,
    timeout: SETUP_COMMAND_TIMEOUT_MS,
    // SIGTERM (sudo passes it on to apt-get), then SIGKILL after execa's 5 s grace.
    ...(signal === undefined ? {} : { cancelSignal: signal }),
    ...(input === undefined ? { stdin: "ignore" as const } : { input }),
  });
  return { exitCode: result.exitCode ?? 1, output: result.all ?? result.message };
};
