// The runner's side channels for a JavaScript action: workflow commands on stdout (`::add-mask::`,
// `::error::`) and environment files (GITHUB_OUTPUT, GITHUB_STEP_SUMMARY). The protocol is small and
// documented; implementing it here keeps undici (which @actions/core pulls in, ~70 ms of start-up)
// out of the bundle, and keeps the runner behind an interface passed in rather than global state.
import { randomUUID } from "node:crypto";
import { appendFileSync } from "node:fs";
import { EOL } from "node:os";
import type { Env } from "../settings";

export interface RunnerCommands {
  info(message: string): void;
  warning(message: string): void;
  error(message: string): void;
  /** Asks the runner to replace this value with *** in the job log. */
  mask(secret: string): void;
  setOutput(name: string, value: string): void;
  appendSummary(markdown: string): void;
}

/** Escaping of workflow command data, as the runner decodes it. */
export function escapeCommandData(value: string): string {
  return value.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
}

/** One name=value record in the heredoc form the runner reads from an environment file. */
export function environmentFileRecord(
  name: string,
  value: string,
  delimiter = `ghadelimiter_${randomUUID()}`,
): string {
  if (name.includes(delimiter) || value.includes(delimiter))
    throw new Error(`Unexpected input: name or value contains the delimiter ${delimiter}`);
  return `${name}<<${delimiter}${EOL}${value}${EOL}${delimiter}${EOL}`;
}

export function createRunnerCommands(env: Env, write: (text: string) => void): RunnerCommands {
  const command = (name: string, data: string) => write(`::${name}::${escapeCommandData(data)}${EOL}`);
  return {
    info: (message) => write(`${message}${EOL}`),
    warning: (message) => command("warning", message),
    error: (message) => command("error", message),
    mask(secret) {
      if (secret.trim() === "") return;
      command("add-mask", secret);
      // A multi-line secret is also masked line by line, since logs print it that way.
      for (const line of secret.split(/\r?\n/))
        if (line.trim().length >= 4 && line !== secret) command("add-mask", line);
    },
    setOutput(name, value) {
      const file = env["GITHUB_OUTPUT"];
      if (file === undefined || file === "")
        throw new Error("GITHUB_OUTPUT is not set: cannot set the output " + name);
      appendFileSync(file, environmentFileRecord(name, value), "utf8");
    },
    appendSummary(markdown) {
      const file = env["GITHUB_STEP_SUMMARY"];
      if (file === undefined || file === "") return;
      appendFileSync(file, markdown.endsWith(EOL) ? markdown : markdown + EOL, "utf8");
    },
  };
}
