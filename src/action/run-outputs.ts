// What a run leaves for later steps besides its JSONL transcript, in claude-code-action's forms: the
// same messages as one JSON array (its `execution_file`, which its tooling JSON.parses), the session
// id, and the validated structured output as JSON. The execution file is redacted as the transcript
// artifact is: a secret that reached a message does not reach later steps through it.
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { AgentRunResult } from "../agent/run-agent";
import type { Redactor } from "../report/index";
import { readTrustedFile } from "../github/trusted-config";

export const EXECUTION_FILE_NAME = "execution-output.json";

/** Writes the transcript's lines as a JSON array beside it; returns the file's path. */
export async function writeExecutionFile(transcriptPath: string, redact: Redactor): Promise<string> {
  const text = redact(await readFile(transcriptPath, "utf8"));
  const messages = text
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => JSON.parse(line) as unknown);
  const path = join(transcriptPath, "..", EXECUTION_FILE_NAME);
  await writeFile(path, `${JSON.stringify(messages, null, 2)}\n`, { mode: 0o600 });
  return path;
}

/** The outputs a finished session gives: its id, and its structured output when it produced one. */
export function sessionOutputs(result: AgentRunResult): Record<string, string> {
  return {
    "session-id": result.sessionId,
    ...(result.structuredOutput === undefined
      ? {}
      : { "structured-output": JSON.stringify(result.structuredOutput) }),
  };
}

/**
 * The `output-schema` input: inline JSON (it starts with `{`), or a path read at the trusted commit —
 * never from a pull request's head, like the policy.
 */
export async function readOutputSchema(
  setting: string,
  workspace: string,
  sha: string,
  env: Record<string, string>,
): Promise<unknown> {
  let text = setting;
  let source = "Input 'output-schema'";
  if (!setting.trimStart().startsWith("{")) {
    const file = await readTrustedFile(workspace, sha, setting, env);
    if (file.trusted === undefined)
      throw new Error(
        `Input 'output-schema' is '${setting}', which is neither inline JSON nor a file at the trusted commit ${sha.slice(0, 12)}.`,
      );
    text = file.trusted;
    source = `The output schema ${setting}`;
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new Error(`${source} is not valid JSON: ${(error as Error).message}.`, { cause: error });
  }
}
