// The runner's side channels for a JavaScript action — workflow commands on stdout (`::add-mask::`,
// `::error::`) and the environment files (GITHUB_OUTPUT, GITHUB_STEP_SUMMARY) — spoken through
// @actions/core, as every action does. That is also how GitHub's `@github/local-action` observes a run:
// it stands in for @actions/core and shows the outputs, masks and annotations it was given
// (docs/running-locally.md). The bundle leaves out core's OIDC client, whose HTTP stack (undici) cost
// ~90 ms of start-up that steward never uses (scripts/bundle.mjs).
//
// On top of core this is the one logger (issue 19): every line steward prints goes through here, so
// nothing can be logged unredacted or live by forgetting a call. A line is cleaned of terminal escapes
// and control characters, redacted with the run's secrets (each `mask` adds one) and every credential
// shape known, and defused for both workflow-command syntaxes the runner reads in a job's output:
// `::command::` at the start of a line (after leading whitespace) gets a space between its colons,
// and `##[command]` anywhere in a line gets a space before its bracket (`## [`), so tool output, model
// text or an error message can never set an output, add a mask, stop commands or annotate the run.
// Only steward's own commands are written live, with their data escaped by core.
import * as core from "@actions/core";
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
  /** Appends to the step summary; nothing when the job has none (outside Actions, local-action). */
  appendSummary(markdown: string): Promise<void>;
}

/**
 * One line made unreadable as a workflow command, as the runner parses them (ActionCommand.cs):
 * `::` after leading whitespace (.NET's TrimStart; JavaScript's \s plus U+0085), or `##[` anywhere.
 */
export function defuseCommands(line: string): string {
  return line.replace(/##\[/g, "## [").replace(/^([\s\u0085]*):(?=:)/, "$1: ");
}

const OUTPUT_NAME = /^[A-Za-z_][A-Za-z0-9_-]*$/;

/**
 * The logger over @actions/core. `env` is the environment core reads its files from (process.env in
 * the action); it is read only to skip the step summary where the job has none.
 */
export function createRunnerCommands(env: Env): RunnerCommands {
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
  return {
    info: (message) => core.info(lines(message).join(EOL)),
    warning: (message) => core.warning(lines(message).join("\n")),
    error: (message) => core.error(lines(message).join("\n")),
    mask(secret) {
      if (secret.trim() === "") return;
      core.setSecret(secret);
      // A multi-line secret is also masked line by line, since logs print it that way.
      for (const line of secret.split(/\r?\n/))
        if (line.trim().length >= 4 && line !== secret) core.setSecret(line);
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
      try {
        core.setOutput(name, redact(value));
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        throw new Error(`Cannot set the output ${name} (GITHUB_OUTPUT): ${reason}`, { cause: error });
      }
    },
    async appendSummary(markdown) {
      if ((env["GITHUB_STEP_SUMMARY"] ?? "") === "") return;
      const text = redact(markdown);
      // core.summary is one per process and keeps the first file it wrote to: one run per process.
      await core.summary.addRaw(text, !text.endsWith(EOL)).write();
    },
  };
}
