// The runner's side channels for a JavaScript action: workflow commands on stdout (`::add-mask::`,
// `::error::`) and environment files (GITHUB_OUTPUT, GITHUB_STEP_SUMMARY). The protocol is small and
// documented; implementing it here keeps undici (which @actions/core pulls in, ~70 ms of start-up)
// out of the bundle, and keeps the runner behind an interface passed in rather than global state.
//
// It is also the one logger (issue 19): every line steward prints goes through here, so nothing can
// be logged unredacted or live by forgetting a call. A line is cleaned of terminal escapes and
// control characters, redacted with the run's secrets (each `mask` adds one) and every credential
// shape known, and defused for both workflow-command syntaxes the runner reads in a job's output:
// `::command::` at the start of a line (after leading whitespace) gets a space between its colons,
// and `##[command]` anywhere in a line gets a space before its bracket (`## [`), so tool output, model
// text or an error message can never set an output, add a mask, stop commands or annotate the run.
// Only steward's own commands are written live, with their data escaped.
import { randomUUID } from "node:crypto";
import { appendFileSync } from "node:fs";
import { EOL } from "node:os";
import {
  createSecretFinder,
  type Redactor,
  redactorOf,
  type SecretFinder,
  type ShapeScanner,
  stripControls,
} from "../report/index";
import type { Env } from "../settings";

export interface RunnerCommands {
  /** Lines for the job log: cleaned, redacted and defused. */
  info(message: string): void;
  warning(message: string): void;
  error(message: string): void;
  /** Asks the runner to replace this value with *** in the job log; redacted from then on as well. */
  mask(secret: string): void;
  /** Recognises credentials by these shapes too (secretlint's rules, once loaded). */
  addShapes(shapes: ShapeScanner): void;
  /** The run's redactor as it stands: every secret masked so far, every shape known. */
  redact: Redactor;
  /** What the redactor finds, with the rule that found it (for what is about to be pushed). */
  findSecrets: SecretFinder;
  setOutput(name: string, value: string): void;
  appendSummary(markdown: string): void;
}

/** Escaping of workflow command data, as the runner decodes it. */
export function escapeCommandData(value: string): string {
  return value.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
}

/**
 * One line made unreadable as a workflow command, as the runner parses them (ActionCommand.cs):
 * `::` after leading whitespace (.NET's TrimStart; JavaScript's \s plus U+0085), or `##[` anywhere.
 */
export function defuseCommands(line: string): string {
  return line.replace(/##\[/g, "## [").replace(/^([\s\u0085]*):(?=:)/, "$1: ");
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

const OUTPUT_NAME = /^[A-Za-z_][A-Za-z0-9_-]*$/;

export function createRunnerCommands(env: Env, write: (text: string) => void): RunnerCommands {
  const secrets: string[] = [];
  const shapes: ShapeScanner[] = [];
  let finder = createSecretFinder(secrets);
  let current = redactorOf(finder);
  const redact: Redactor = (text) => current(text);
  const findSecrets: SecretFinder = (text) => finder(text);
  const rebuild = () => {
    finder = createSecretFinder(secrets, { shapes });
    current = redactorOf(finder);
  };
  // Cleaned before redacting (an escape sequence inside a token would hide it from the redactor, and
  // be gone once printed), then split where the runner splits (CR, LF, CRLF: all LF once cleaned).
  const lines = (message: string) => redact(stripControls(message)).split("\n").map(defuseCommands);
  const command = (name: string, data: string) => write(`::${name}::${escapeCommandData(data)}${EOL}`);
  return {
    info: (message) => write(`${lines(message).join(EOL)}${EOL}`),
    warning: (message) => command("warning", lines(message).join("\n")),
    error: (message) => command("error", lines(message).join("\n")),
    mask(secret) {
      if (secret.trim() === "") return;
      command("add-mask", secret);
      // A multi-line secret is also masked line by line, since logs print it that way.
      for (const line of secret.split(/\r?\n/))
        if (line.trim().length >= 4 && line !== secret) command("add-mask", line);
      secrets.push(secret);
      rebuild();
    },
    addShapes(scanner) {
      shapes.push(scanner);
      rebuild();
    },
    redact,
    findSecrets,
    setOutput(name, value) {
      if (!OUTPUT_NAME.test(name))
        throw new Error(`Invalid output name '${name}'. Expected letters, digits, - or _.`);
      const file = env["GITHUB_OUTPUT"];
      if (file === undefined || file === "")
        throw new Error("GITHUB_OUTPUT is not set: cannot set the output " + name);
      appendFileSync(file, environmentFileRecord(name, redact(value)), "utf8");
    },
    appendSummary(markdown) {
      const file = env["GITHUB_STEP_SUMMARY"];
      if (file === undefined || file === "") return;
      const text = redact(markdown);
      appendFileSync(file, text.endsWith(EOL) ? text : text + EOL, "utf8");
    },
  };
}
