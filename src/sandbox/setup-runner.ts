// How the runner set-up's commands run in the action (src/sandbox/setup.ts builds them): each program
// by the absolute path set-up resolved, with the fixed system PATH as its whole environment — no
// token, no variable of the action's reaches sudo or apt-get, and nothing they start is looked up in
// a directory the runner's user can write to. The run's cancel stops the command: its SIGTERM reaches
// sudo, which passes it to the root `timeout` each command runs under (src/sandbox/setup.ts), which
// ends the command's whole process group — a SIGKILL from here would reach sudo alone.
import type { CommandRunner } from "./setup";
import { COMMAND_LIMIT_SECONDS, KILL_AFTER_SECONDS, SYSTEM_PATH } from "./setup";

/** A backstop only: the root `timeout` ends a command at its limit, and its processes after the grace. */
const BACKSTOP_MS = (COMMAND_LIMIT_SECONDS + 2 * KILL_AFTER_SECONDS) * 1_000;

export const systemCommandRunner: CommandRunner = async (file, args, input, signal) => {
  // Loaded when the set-up runs a command (after the first request), not at start-up.
  const { execa } = await import("execa");
  const result = await execa(file, args, {
    env: { PATH: SYSTEM_PATH },
    extendEnv: false,
    reject: false,
    all: true,
    timeout: BACKSTOP_MS,
    // SIGTERM (sudo passes it on to timeout), then SIGKILL to sudo after execa's 5 s grace.
    ...(signal === undefined ? {} : { cancelSignal: signal }),
    ...(input === undefined ? { stdin: "ignore" as const } : { input }),
  });
  return { exitCode: result.exitCode ?? 1, output: result.all ?? result.message };
};
